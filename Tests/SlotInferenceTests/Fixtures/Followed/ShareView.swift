import SwiftUI

struct ShareView: View {
    @State private var isAsking = false

    var body: some View {
        List {
            Button(Strings.shareTitle) { isAsking = true }
        }
        .navigationTitle(Strings.doneTitle)
        .alert(Strings.deleteTitle, isPresented: $isAsking) {
            Button(L("followed.keep"), role: .cancel) {}
        }
    }
}
