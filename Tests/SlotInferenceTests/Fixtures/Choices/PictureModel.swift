import UIKit

// The shape of simplenote-ios's `selectAllLabel(deselect:)` and of openfoodfacts-ios's
// PictureViewModel initializer: locals chosen between, and a `var` assigned in a switch.
enum SelectionText {
    static func label(deselect: Bool) -> String {
        let selectLabel = NSLocalizedString("selection.all", comment: "")
        let deselectLabel = NSLocalizedString("selection.none", comment: "")
        return deselect ? deselectLabel : selectLabel
    }
}

final class PictureCell: UITableViewCell {
    let pictureButton = UIButton()
    let selectButton = UIButton()

    func configure(front: Bool) {
        var text: String?
        switch front {
        case true:
            text = "picture.take.front".localized
        case false:
            text = "picture.take.back".localized
        }
        pictureButton.setTitle(text, for: .normal)
        selectButton.setTitle(SelectionText.label(deselect: front), for: .normal)
    }
}

extension String {
    var localized: String { NSLocalizedString(self, comment: "") }
}
