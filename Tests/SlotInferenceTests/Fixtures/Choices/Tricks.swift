import SwiftUI

// Whisky's Winetricks tabs: a run-time key built in a local and passed to NSLocalizedString.
struct TricksView: View {
    let categories: [String]
    var body: some View {
        TabView {
            ForEach(categories, id: \.self) { category in
                Text(verbatim: category)
                    .tabItem {
                        let key = "tricks.category.\(category)"
                        Text(NSLocalizedString(key, comment: ""))
                    }
            }
        }
    }
}
