import SwiftUI

// A row a settings screen repeats: its title is a LocalizedStringKey, so a bare literal is a key.
struct SettingsRow: View {
    let title: LocalizedStringKey
    var detail: String? = nil
    @State private var isOn = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
                .lineLimit(1)
            if let detail {
                Text(detail)
            }
        }
    }
}

// A view with an initializer of its own: no memberwise one.
struct Banner: View {
    private let message: String

    init(message: String) {
        self.message = message
    }

    var body: some View {
        Text(message)
    }
}

struct StatsView: View {
    var body: some View {
        HStack {
            makeInfoLabel(title: "stats.posts", count: 3)
            makeInfoLabel(title: "stats.followers", count: 10)
        }
    }

    private func makeInfoLabel(title: LocalizedStringKey, count: Int) -> some View {
        VStack {
            Text("\(count)")
            Text(title)
                .font(.footnote)
        }
    }
}
