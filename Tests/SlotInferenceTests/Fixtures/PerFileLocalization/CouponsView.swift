import SwiftUI

// WooCommerce's shape: each file declares its own `Localization` enum, and its views use it.
struct CouponsView: View {
    var body: some View {
        List {
            Button(Localization.retry) {}
        }
        .navigationTitle(Localization.title)
    }
}

private extension CouponsView {
    enum Localization {
        static let title = NSLocalizedString("coupons.title", comment: "")
        static let retry = NSLocalizedString("coupons.retry", comment: "")
    }
}
