import UIKit

// The shape of simplenote-ios's cells: a property whose setter puts the text into a view.
final class SwitchTableViewCell: UITableViewCell {
    let switchControl = UISwitch()

    var title: String? {
        get {
            textLabel?.text
        }
        set {
            textLabel?.text = newValue
        }
    }

    var hint: String? {
        set(value) { accessibilityHint = value }
        get { accessibilityHint }
    }
}

final class BannerView: UIView {
    let messageLabel = UILabel()

    var message: String = "" {
        didSet {
            messageLabel.text = message
        }
    }
}

final class Model {
    var title: String = ""
}
