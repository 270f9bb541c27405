import UIKit

// The shapes of pocket-casts-ios's Enumerations.swift and LocalizationHelpers.swift and of
// duckduckgo's switch expressions: a member that returns one of several keys.
enum LibrarySort: Int {
    case dateAdded, title, custom

    var description: String {
        switch self {
        case .dateAdded:
            return NSLocalizedString("sort.date_added", comment: "")
        case .title: return NSLocalizedString("sort.title", comment: "")
        case .custom:
            return NSLocalizedString("sort.custom", comment: "")
        }
    }

    var badge: String {
        switch self {
        case .dateAdded, .title: NSLocalizedString("badge.builtin", comment: "")
        case .custom: NSLocalizedString("badge.custom", comment: "")
        }
    }

    var analyticsName: String {
        switch self {
        case .dateAdded: return "date_added"
        case .title: return "title"
        case .custom: return "custom"
        }
    }
}

extension String {
    var regionName: String {
        switch self {
        case "korea": return NSLocalizedString("region.korea", comment: "")
        case "spain": return NSLocalizedString("region.spain", comment: "")
        default: return self
        }
    }
}

struct Banner {
    var message: String
    var title: String
}

func statusTitle(connected: Bool) -> String {
    if connected {
        return NSLocalizedString("status.on", comment: "")
    }
    return NSLocalizedString("status.off", comment: "")
}

enum Tab {
    case home, feed

    var title: String {
        switch self {
        case .home: return NSLocalizedString("tab.home", comment: "")
        case .feed: return NSLocalizedString("tab.feed", comment: "")
        }
    }
}
