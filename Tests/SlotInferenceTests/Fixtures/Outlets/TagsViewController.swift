import UIKit

class TagCell: UITableViewCell {
    @IBOutlet var titleLabel: UILabel!
}

class OtherCell: UITableViewCell {
    var titleLabel = UILabel()
}

class TagsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "tag", for: indexPath) as! TagCell
            cell.titleLabel.text = NSLocalizedString("tags.title", comment: "")
            return cell
        }
        // Another `cell` in the next branch is not a TagCell: its label is not the xib's.
        let cell = tableView.dequeueReusableCell(withIdentifier: "other", for: indexPath) as! OtherCell
        cell.titleLabel.text = NSLocalizedString("tags.other", comment: "")
        return cell
    }
}
