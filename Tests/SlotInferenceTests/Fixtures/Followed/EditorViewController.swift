import UIKit

final class EditorViewController: UIViewController {
    private let saveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = Section.general.title
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: Strings.doneTitle, style: .done, target: nil, action: nil)
        saveButton.setTitle(L("followed.save"), for: .normal)
        tabBarItem.title = Section.privacy.rawValue
    }

    func confirmDelete() {
        let message = NSLocalizedString("followed.delete.message", comment: "")
        let alert = UIAlertController(title: "followed.delete.title".localizedText, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: Strings.deleteTitle, style: .destructive))
        alert.addAction(UIAlertAction(title: Strings.shareTitle, style: .default))
        present(alert, animated: true)
    }
}
