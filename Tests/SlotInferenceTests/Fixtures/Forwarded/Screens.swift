import SwiftUI
import UIKit

struct SettingsScreen: View {
    var body: some View {
        List {
            SettingsRow(title: "forwarded.sync")
            SettingsRow(title: "forwarded.theme", detail: NSLocalizedString("forwarded.theme.detail", comment: ""))
            SettingsRow(title: "forwarded.plain", detail: "forwarded.verbatim")
            Banner(message: NSLocalizedString("forwarded.banner", comment: ""))
        }
    }
}

final class ScreensViewController: UIViewController {
    let header = SectionHeaderView()

    func showError() {
        Alerts.show(title: NSLocalizedString("forwarded.error.title", comment: ""),
                    message: NSLocalizedString("forwarded.error.message", comment: ""), on: self)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addCancelActionWithTitle(NSLocalizedString("forwarded.cancel", comment: ""))
        header.configure(title: NSLocalizedString("forwarded.ambiguous", comment: ""))
        logEvent(NSLocalizedString("forwarded.logged", comment: ""))
        _ = VerificationViewController.Configuration(title: NSLocalizedString("forwarded.configuration", comment: ""))
    }
}
