import SwiftUI

// A SwiftUI fixture with each pattern slot inference follows. Line numbers are asserted by
// SwiftUIScanTests: edit with care.
struct SettingsView: View {
    @State private var showAlert = false
    @State private var period = 0
    let name: String

    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Text("settings.header")
                        .font(.headline)
                        .lineLimit(2)
                        .minimumScaleFactor(0.5)
                        .frame(width: 200)
                    // Text("commented.out") is a comment, not a key.
                    /* Text("block.comment") /* nested */ Text("still.comment") */
                    Text("greeting \(name)!")
                        .font(.system(size: 15, weight: .semibold))
                    Text(verbatim: "not.a.key")
                    Text(String(localized: "settings.footer", table: "Settings"))
                        .font(.footnote).truncationMode(.middle)
                    Button("common.done") { showAlert = true }
                    Button(action: { showAlert = true }) {
                        Text("settings.signout").fontWeight(.semibold)
                    }
                    Picker("settings.period", selection: $period) {
                        Text("period.day").tag(0)
                        Text("period.week").tag(1)
                    }
                    .pickerStyle(.segmented)
                    TextField("settings.email", text: .constant(""))
                    Toggle("settings.notifications", isOn: .constant(true))
                    Section("settings.section") { EmptyView() }
                    Text("settings.custom").font(.custom("Avenir-Heavy", size: 20, relativeTo: .title3))
                }
                .navigationTitle("settings.title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("toolbar.share") {} }
                    ToolbarItem(placement: .bottomBar) { Button("toolbar.delete") {} }
                    ToolbarItem(placement: .primaryAction) { Button("toolbar.add") {} }
                }
                .alert("alert.delete.title", isPresented: $showAlert) {
                    Button("alert.delete.confirm", role: .destructive) {}
                    Button("alert.cancel", role: .cancel) {}
                } message: {
                    Text("alert.delete.message")
                }
            }
            .tabItem { Label("tab.settings", systemImage: "gear") }
            Text("tab.profile.content").tabItem { Text("tab.profile") }
        }
    }
}
