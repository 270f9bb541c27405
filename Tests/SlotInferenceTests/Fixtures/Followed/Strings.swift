import Foundation

// The app's own names for its keys, in the shapes real apps use (written for these tests).
enum Strings {
    static let doneTitle = NSLocalizedString("followed.done", comment: "Done button")
    static var deleteTitle: String { return Strings.tr("Localizable", "followed.delete") }
    static var shareTitle: String { tr("Sharing", "followed.share") }
    static let neverShown = NSLocalizedString("followed.unused", comment: "Defined, never shown")

    private static func tr(_ table: String, _ key: String) -> String {
        lookUp(key, table)
    }

    static func lookUp(_ key: String, _ table: String?) -> String {
        Bundle.main.localizedString(forKey: key, value: nil, table: table)
    }
}

func L(_ key: String) -> String {
    NSLocalizedString(key, comment: "")
}

extension String {
    var localizedText: String { NSLocalizedString(self, comment: "") }
}

enum Section: String {
    case general = "followed.section.general"
    case privacy = "followed.section.privacy"

    var title: String { NSLocalizedString(rawValue, comment: "") }
}
