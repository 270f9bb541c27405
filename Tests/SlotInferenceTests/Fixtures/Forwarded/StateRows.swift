import SwiftUI

// pocket-casts' AboutRow: the text a memberwise initializer takes is an `@State` property, or a
// property whose type is its string literal's; the action comes as a trailing closure.
struct AboutRow: View {
    @State var mainText = ""
    @State var secondaryText: String? = nil
    @State var action: () -> Void

    var body: some View {
        Button(action: { action() }) {
            HStack {
                Text(mainText)
                if let secondaryText { Text(secondaryText) }
            }
        }
    }
}

struct CaptionRow: View {
    var caption = ""
    var isOn = false

    var body: some View {
        Text(caption)
    }
}

struct AboutScreen: View {
    var body: some View {
        VStack {
            AboutRow(mainText: NSLocalizedString("forwarded.about.rate", comment: "")) { }
            CaptionRow(caption: NSLocalizedString("forwarded.about.caption", comment: ""))
        }
    }
}
