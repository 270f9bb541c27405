import SwiftUI

/// The trips tab of the example app in SwiftUI: a fixture of our own for `typefit infer`, whose
/// keys are those of `Localizable.xcstrings`.
struct TripsView: View {
    @State private var filter = 0
    @State private var isDeleting = false

    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Picker(selection: $filter) {
                        Text("segment.upcoming").tag(0)
                        Text("segment.past").tag(1)
                        Text("segment.all").tag(2)
                    } label: {
                        EmptyView()
                    }
                    .pickerStyle(.segmented)
                    NavigationLink(value: 1) { TripRow() }
                }
                .navigationTitle("nav.trips.title")
                .navigationDestination(for: Int.self) { _ in TripDetailView(isDeleting: $isDeleting) }
            }
            .tabItem { Label("tab.trips", systemImage: "airplane") }
            SearchView()
                .tabItem { Label("tab.search", systemImage: "magnifyingglass") }
            SavedView()
                .tabItem { Label("tab.saved", systemImage: "bookmark") }
            SettingsView()
                .tabItem { Label("tab.settings", systemImage: "gear") }
        }
    }
}

/// One trip, pushed from the list: an inline title, a share button, check-in, and the delete alert.
struct TripDetailView: View {
    @Binding var isDeleting: Bool
    let passenger = "Maximilian Hoffmann"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Button("trip.checkin") {}
                .font(.headline)
                .frame(width: 200)
            Text(String(format: String(localized: "booking.confirm"), passenger))
        }
        .navigationTitle("nav.trip.title")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("nav.share") {}
            }
        }
        .alert("alert.delete.title", isPresented: $isDeleting) {
            Button("alert.delete.cancel", role: .cancel) {}
            Button("alert.delete.confirm", role: .destructive) {}
        } message: {
            Text("alert.delete.message")
        }
    }
}

struct SettingsView: View {
    var body: some View {
        Text("settings.accessibility")
            .lineLimit(2)
            .frame(width: 260)
    }
}

struct TripRow: View {
    var body: some View { Text(verbatim: "Lisbon, 12-19 May") }
}

struct SearchView: View {
    var body: some View { Text(verbatim: "") }
}

struct SavedView: View {
    var body: some View { Text(verbatim: "") }
}
