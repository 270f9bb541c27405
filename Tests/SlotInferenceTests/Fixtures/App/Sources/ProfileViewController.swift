import UIKit

// A UIKit fixture with each pattern slot inference follows. Line numbers are asserted by
// UIKitScanTests: edit with care.
final class ProfileViewController: UIViewController {
    @IBOutlet private weak var nameLabel: UILabel!
    private let statusLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        return label
    }()
    private let segments = UISegmentedControl(items: [NSLocalizedString("profile.segment.posts", comment: ""),
                                                      NSLocalizedString("profile.segment.likes", comment: "")])
    private let saveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = NSLocalizedString("profile.title", comment: "")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("common.done", comment: ""), style: .done, target: self, action: #selector(done))
        nameLabel.font = UIFont.systemFont(ofSize: 17, weight: .medium)
        nameLabel.text = NSLocalizedString("profile.name", comment: "")
        statusLabel.text = String(localized: "profile.status")
        saveButton.setTitle(NSLocalizedString("profile.save", comment: ""), for: .normal)
        segments.insertSegment(withTitle: NSLocalizedString("profile.segment.saved", comment: ""), at: 2, animated: false)
        tabBarItem.title = NSLocalizedString("tab.profile", comment: "")
        let unused = NSLocalizedString("profile.unused", comment: "")
        print(unused)
        toolbarItems = [UIBarButtonItem(title: NSLocalizedString("profile.toolbar.archive", comment: ""), style: .plain, target: nil, action: nil)]
    }

    @objc private func done() {
        let alert = UIAlertController(title: NSLocalizedString("profile.alert.title", comment: ""),
                                      message: NSLocalizedString("profile.alert.message", comment: ""),
                                      preferredStyle: .alert)
        let cancel = UIAlertAction(title: NSLocalizedString("alert.cancel", comment: ""), style: .cancel)
        alert.addAction(UIAlertAction(title: NSLocalizedString("profile.alert.ok", comment: ""), style: .default))
        alert.addAction(cancel)
        present(alert, animated: true)
    }
}
