import UIKit

extension UIAlertController {
    func addCancelActionWithTitle(_ title: String?, handler: ((UIAlertAction) -> Void)? = nil) {
        addActionWithTitle(title, style: .cancel, handler: handler)
    }

    func addActionWithTitle(_ title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        let action = UIAlertAction(title: title, style: style, handler: handler)
        addAction(action)
    }
}

enum Alerts {
    static func show(title: String, message: String, on controller: UIViewController) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("forwarded.ok", comment: ""), style: .cancel))
        controller.present(alert, animated: true)
    }
}

final class SectionHeaderView: UIView {
    private let titleLabel = UILabel()

    func configure(title: String) {
        titleLabel.text = title
    }
}

final class ActionFooterView: UIView {
    private let actionButton = UIButton(type: .system)

    func configure(title: String) {
        actionButton.setTitle(title, for: .normal)
    }
}

func logEvent(_ name: String) {
    print(name)
}

final class VerificationViewController: UIViewController {
    struct Configuration {
        let title: String

        init(title: String) {
            self.title = title
        }
    }
}
