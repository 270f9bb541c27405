import SwiftUI

// IceCubesApp's notification filter: a member declared `-> LocalizedStringKey` returns bare
// literals from a switch expression (no `return`), used through optional chaining and `??`.
extension Models.Notification.FilterType {
  func menuTitle() -> LocalizedStringKey {
    switch self {
    case .mention:
      "filter.menu.mention"
    case .follow:
      "filter.menu.follow"
    }
  }

  func trackingName() -> String {
    switch self {
    case .mention:
      "filter.menu.mention.tracking"
    case .follow:
      "filter.menu.follow.tracking"
    }
  }
}

struct FilterHeader: View {
  var lockedType: Models.Notification.FilterType?
  var selectedType: Models.Notification.FilterType?
  var body: some View {
    List {}
      .toolbar {
        ToolbarItem(placement: .principal) {
          let title =
            lockedType?.menuTitle() ?? selectedType?.menuTitle()
            ?? "filter.menu.all"
          Text(title)
            .font(.headline)
        }
      }
    Text(selectedType?.trackingName() ?? "filter.menu.none")
  }
}

// A member no use shows: its keys are listed with the reason that says so.
extension Models.Notification.FilterType {
  var archivedLabel: String {
    switch self {
    case .mention: return NSLocalizedString("filter.archived.mention", comment: "")
    case .follow: return NSLocalizedString("filter.archived.follow", comment: "")
    }
  }
}
