import SwiftUI

// duckduckgo's NetworkProtectionStatusViewModel: a published text assigned in the model's
// methods, from a static function that switches over a status.
final class StatusModel: ObservableObject {
    @Published var headerTitle: String
    @Published var detail: String

    init(connected: Bool) {
        self.headerTitle = Self.titleText(connected: connected)
        self.detail = ""
    }

    func update(connected: Bool) {
        self.headerTitle = Self.titleText(connected: connected)
        self.detail = connected ? NSLocalizedString("status.detail.on", comment: "") : NSLocalizedString("status.detail.off", comment: "")
    }

    private static func titleText(connected: Bool) -> String {
        if connected {
            return NSLocalizedString("status.header.on", comment: "")
        }
        return NSLocalizedString("status.header.off", comment: "")
    }
}

struct StatusView: View {
    @ObservedObject var statusModel: StatusModel

    var body: some View {
        VStack {
            Text(statusModel.headerTitle)
            Text(statusModel.detail)
        }
    }
}
