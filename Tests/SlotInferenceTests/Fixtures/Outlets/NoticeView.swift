import UIKit

// simplenote's NoticeView: the label is an outlet of NoticeView.xib, which wraps it.
class NoticeView: UIView {
    @IBOutlet private weak var noticeLabel: UILabel!

    func showOffline() {
        noticeLabel.text = NSLocalizedString("notice.offline", comment: "")
    }
}
