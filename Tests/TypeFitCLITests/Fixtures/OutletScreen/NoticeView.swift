import UIKit

// Texts set in code through the outlets of NoticeView.xib: the message label is pinned to both
// edges (its width is the screen's), the badge hugs its text (its width follows it).
class NoticeView: UIView {
    @IBOutlet private weak var messageLabel: UILabel!
    @IBOutlet private weak var badgeLabel: UILabel!

    func show() {
        messageLabel.text = NSLocalizedString("notice.message", comment: "")
        badgeLabel.text = NSLocalizedString("notice.badge", comment: "")
    }
}
