import UIKit

// vlc's player controls, Rocket.Chat's key commands and servers list, duckduckgo's menu
// entries: texts VoiceOver reads, the shortcut overlay's titles, a row action's title.
enum PlayerText {
    static let closeHint = NSLocalizedString("player.close.hint", comment: "")
    static let printSite = NSLocalizedString("player.print", comment: "")
}

final class PlayerControls: UIView {
    let backwardButton = UIButton(type: .system)

    func setUp() {
        backwardButton.accessibilityLabel = NSLocalizedString("player.backward.label", comment: "")
        backwardButton.accessibilityHint = PlayerText.closeHint
        self.accessibilityValue = NSLocalizedString("player.value", comment: "")
        entries.append(.regular(name: PlayerText.printSite, accessibilityLabel: PlayerText.printSite))
    }

    var entries: [MenuEntry] = []

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "n", modifierFlags: .command, action: #selector(newRoom), discoverabilityTitle: NSLocalizedString("player.shortcut.new", comment: ""))]
    }

    @objc func newRoom() {}
}

final class ServersController: UITableViewController {
    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        let disconnect = UITableViewRowAction(style: .destructive, title: NSLocalizedString("servers.disconnect", comment: "")) { _, _ in }
        return [disconnect]
    }
}

// openfoodfacts' `"key".localized` on an accessibility property.
final class ScanView: UIView {
    let scanButton = UIButton(type: .system)

    func setUp() {
        scanButton.accessibilityHint = "player.scan.hint".localized
    }
}
