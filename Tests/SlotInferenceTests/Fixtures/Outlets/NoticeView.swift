import UIKit

// simplenote's NoticeView: the label is an outlet of NoticeView.xib, which wraps it.
class NoticeView: UIView {
    @IBOutlet private weak var noticeLabel: UILabel!
    @IBOutlet private weak var retryButton: UIButton!

    func showOffline() {
        noticeLabel.text = NSLocalizedString("notice.offline", comment: "")
        retryButton.setTitle(NSLocalizedString("notice.retry", comment: ""), for: .normal)
        // Another state's title is not the xib's normal title.
        retryButton.setTitle(NSLocalizedString("notice.retrying", comment: ""), for: .highlighted)
    }
}
