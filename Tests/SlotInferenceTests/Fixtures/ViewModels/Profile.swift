import UIKit

// Rocket.Chat's view models: a controller holds one in a stored property (declared after the
// outlets that use it) and puts its texts into views.
func localized(_ string: String) -> String {
    NSLocalizedString(string, comment: "")
}

final class ProfileViewModel {
    internal let namePlaceholder = localized("vm.profile.name_placeholder")
    internal let title = NSLocalizedString("vm.profile.title", comment: "")
    internal var editingTitle: String {
        return localized("vm.profile.editing_title")
    }
    // Assigned in more than one place: every text it may hold, not only the first.
    var status: String = localized("vm.profile.status.online")

    func goOffline() {
        status = localized("vm.profile.status.offline")
    }
}

final class ProfileViewController: UITableViewController {
    @IBOutlet weak var name: UITextField! {
        didSet {
            name.placeholder = viewModel.namePlaceholder
        }
    }
    @IBOutlet weak var statusLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = self.viewModel.title
        statusLabel.text = viewModel.status
    }

    func beginEditing() {
        navigationItem.title = viewModel.editingTitle
    }

    private let viewModel = ProfileViewModel()
}

// A receiver of no declared type is not taken for the one type that declares the member:
// `navigationItem.title` above is UIKit's, not `ProfileViewModel.title`.
final class ServersViewModel {
    let addServerTitle = localized("vm.servers.add")
}

final class ServersView: UIView {
    @IBOutlet weak var addButton: UIButton!
    let model = ServersViewModel()

    func update() {
        addButton.setTitle(model.addServerTitle, for: .normal)
        addButton.setTitle(current.addServerTitle, for: .normal)
    }
}
