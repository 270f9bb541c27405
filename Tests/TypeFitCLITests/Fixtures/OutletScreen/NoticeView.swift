import UIKit

// Texts set in code through the outlets of NoticeView.xib: the message label is pinned to both
// edges (its width is the screen's); the status hugs its text and grows up to 16 pt before the
// trailing edge, beside the badge, which resists compression more; the badge grown would
// squeeze the status below nothing, so it is left out.
class NoticeView: UIView {
    @IBOutlet private weak var messageLabel: UILabel!
    @IBOutlet private weak var badgeLabel: UILabel!
    @IBOutlet private weak var statusLabel: UILabel!

    func show() {
        messageLabel.text = NSLocalizedString("notice.message", comment: "")
        badgeLabel.text = NSLocalizedString("notice.badge", comment: "")
        statusLabel.text = NSLocalizedString("notice.status", comment: "")
    }
}
