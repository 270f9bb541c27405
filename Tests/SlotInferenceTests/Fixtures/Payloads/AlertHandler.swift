import SwiftUI
import UIKit

enum ActiveAlert {
    case articleFailed
    case generic(description: String)
    case downloadFailed(fileID: UUID, errorMessage: String)
}

struct AlertHandler: ViewModifier {
    @State private var activeAlert: ActiveAlert?

    func body(content: Content) -> some View {
        content
            .alert(NSLocalizedString("download.alert.title", comment: ""), isPresented: .constant(activeAlert != nil), actions: {
                Button(NSLocalizedString("common.ok", comment: "")) { activeAlert = nil }
            }, message: {
                Text(alertMessage())
            })
    }

    private func alertMessage() -> String {
        switch activeAlert {
        case .articleFailed:
            NSLocalizedString("download.error.footer", comment: "")
        case let .generic(description):
            [description, NSLocalizedString("download.error.footer", comment: "")].joined(separator: "\n\n")
        case let .downloadFailed(_, errorMessage):
            [errorMessage, NSLocalizedString("download.error.footer", comment: "")].joined(separator: "\n\n")
        case nil:
            ""
        }
    }
}

final class BannerView: UIView {
    let label = UILabel()

    func show(_ banner: Banner) {
        if case .failed(let text) = banner {
            label.text = text
        }
    }
}
