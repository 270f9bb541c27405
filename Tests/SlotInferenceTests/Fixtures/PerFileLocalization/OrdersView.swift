import SwiftUI

struct OrdersView: View {
    var body: some View {
        Text(Localization.empty)
            .navigationTitle(Localization.title)
    }
}

private enum Localization {
    static let title = NSLocalizedString("orders.title", comment: "")
    static let empty = NSLocalizedString("orders.empty", comment: "")
}
