import UIKit

// simplenote's OptionsViewController: each dequeue function declares its own `cell`, of
// another cell type, and sets that cell's `title`, which each cell type puts into a view of
// its own.
final class SwitchRowCell: UITableViewCell {
    var title: String? {
        get { textLabel?.text }
        set { textLabel?.text = newValue }
    }
}

final class ButtonRowCell: UITableViewCell {
    private let actionButton = UIButton(type: .system)

    var title: String? {
        get { nil }
        set { actionButton.setTitle(newValue, for: .normal) }
    }
}

final class RowsController: UITableViewController {
    func dequeueSwitchCell(at indexPath: IndexPath) -> SwitchRowCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "switch", for: indexPath) as! SwitchRowCell
        cell.title = NSLocalizedString("forwarded.cell.switch", comment: "")
        return cell
    }

    func dequeueButtonCell(at indexPath: IndexPath) -> ButtonRowCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "button", for: indexPath) as! ButtonRowCell
        cell.title = NSLocalizedString("forwarded.cell.button", comment: "")
        return cell
    }
}
