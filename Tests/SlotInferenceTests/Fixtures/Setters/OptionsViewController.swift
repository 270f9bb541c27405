import UIKit

final class OptionsViewController: UITableViewController {
    let banner = BannerView()

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(ofType: SwitchTableViewCell.self, for: indexPath)
        cell.title = NSLocalizedString("options.markdown", comment: "")
        cell.hint = NSLocalizedString("options.markdown.hint", comment: "")
        return cell
    }

    func other(_ tableView: UITableView, at indexPath: IndexPath) {
        let cast = tableView.dequeueReusableCell(withIdentifier: "switch", for: indexPath) as! SwitchTableViewCell
        cast.title = NSLocalizedString("options.sort", comment: "")
        banner.message = NSLocalizedString("options.saved", comment: "")
        let model = Model()
        model.title = NSLocalizedString("options.model", comment: "")
    }
}
