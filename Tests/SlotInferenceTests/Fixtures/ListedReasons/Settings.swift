import UIKit

final class SettingsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch section {
        case 0: return NSLocalizedString("settings.header.account", comment: "")
        default: return NSLocalizedString("settings.header.other", comment: "")
        }
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 0 ? NSLocalizedString("settings.footer.account", comment: "") : nil
    }
}

// A title returned by another data source method keeps the generic reason.
final class OtherViewController: UITableViewController {
    func sectionName(_ section: Int) -> String {
        return NSLocalizedString("settings.section.name", comment: "")
    }
}

enum UserText {
    static let fireproofingListTitle = NSLocalizedString("fireproofing.list.title", comment: "")
    static let fireproofingListFooter = NSLocalizedString("fireproofing.list.footer", comment: "")
}

// duckduckgo's FireproofingSettingsViewController: constants returned for a section.
final class FireproofingViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        if section == 1 {
            return UserText.fireproofingListTitle
        }
        return nil
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? UserText.fireproofingListFooter : nil
    }
}
