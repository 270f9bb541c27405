import SwiftUI

// The shape of IceCubesApp's AddAccountsView: a @State property of type LocalizedStringKey
// assigned a bare literal in a task, shown by `if let name { Text(name) }`.
struct AddAccountView: View {
  @State private var instanceName: String = ""
  @State private var instanceFetchError: LocalizedStringKey?
  @State private var statusText: String?
  @State private var isSigning = false

  var body: some View {
    Form {
      TextField("account.add.placeholder", text: $instanceName)
      if let instanceFetchError {
        Text(instanceFetchError)
      }
      if let statusText {
        Text(statusText)
      }
    }
    .onChange(of: instanceName) { _, newValue in
      Task {
        do {
          instanceFetchError = nil
          isSigning = true
          statusText = NSLocalizedString("account.add.status.searching", comment: "")
        } catch {
          instanceFetchError = "account.add.error.instance-not-supported"
        }
      }
    }
  }

  func reset() {
    // A local of the same name shadows the property: this literal is not a key.
    var instanceFetchError = "not.a.key"
    instanceFetchError = "still.not.a.key"
    print(instanceFetchError)
  }
}
