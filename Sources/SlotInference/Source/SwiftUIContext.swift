/// Where a SwiftUI view sits: the calls and modifiers whose arguments or closures enclose it.
///
/// `Button { ... } label: { Text("k") }` puts the text in a button; `.tabItem { Label("k", ...) }`
/// in a tab bar; `.alert("t", isPresented: $x) { Button("OK") {} } message: { Text("m") }` in an
/// alert. Only brackets of the same expression are followed: a view built by a function called
/// from there is not (inference never follows calls).
struct SwiftUIContext {
    let stream: TokenStream

    /// One enclosing bracket: the call or modifier it belongs to, and the argument label or
    /// closure label it is in.
    struct Owner {
        /// `Button`, `.tabItem`, `.alert` (modifiers keep their dot).
        var name: String
        /// The index of the name token.
        var nameIndex: Int
        /// The `(` or `{` that encloses the view.
        var opener: Int
        /// `label`, `message`, `title`... for closures and arguments with one.
        var label: String?
    }

    /// The owners enclosing `index`, innermost first.
    func owners(of index: Int) -> [Owner] {
        var result: [Owner] = []
        var inner = index
        for opener in stream.enclosingOpeners(of: index) {
            defer { inner = opener }
            if stream.isPunctuation(opener, "(") {
                guard let nameIndex = calleeName(before: opener) else { continue }
                let label = stream.arguments(of: opener).first { $0.range.contains(inner) }?.label
                result.append(Owner(name: name(at: nameIndex), nameIndex: nameIndex, opener: opener, label: label))
            } else if stream.isPunctuation(opener, "{"), let owner = closureOwner(opener) {
                result.append(owner)
            }
        }
        return result
    }

    /// Why a view at `index` is not shipped UI or not drawn, if it is not: inside `#Preview { }`,
    /// in a type that conforms to `PreviewProvider` (or one nested in it), or in an
    /// `.accessibilityRepresentation { }` closure, which VoiceOver reads instead of the view.
    func notDrawnReason(of index: Int) -> String? {
        for opener in stream.enclosingOpeners(of: index) where stream.isPunctuation(opener, "{") {
            if let owner = closureOwner(opener) {
                if owner.name == "#Preview" { return "in an Xcode preview (#Preview), not in the app's UI" }
                if owner.name == ".accessibilityRepresentation" { return "inside .accessibilityRepresentation: read by VoiceOver, not drawn" }
            }
            // `struct Foo_Previews: PreviewProvider {`: the header back to its keyword.
            var cursor = opener - 1
            while cursor >= 0, opener - cursor <= 32, let token = stream[cursor],
                  !token.isPunctuation("{"), !token.isPunctuation("}"), !token.isPunctuation(";") {
                if token.kind == .identifier, token.text == "PreviewProvider" { return "in an Xcode preview (PreviewProvider), not in the app's UI" }
                if token.kind == .identifier, ["struct", "class", "enum", "extension", "func", "var"].contains(token.text) { break }
                cursor -= 1
            }
        }
        return nil
    }

    /// The call a closure belongs to: `Button {`, `Button(...) {`, `.toolbar {`, and the later
    /// closures of a multiple-trailing-closure call (`} label: {`).
    func closureOwner(_ open: Int) -> Owner? {
        var label: String?
        var cursor = open - 1
        if stream.isPunctuation(cursor, ":"), let name = stream[cursor - 1], name.kind == .identifier,
           stream.isPunctuation(cursor - 2, "}") {
            label = name.text
            let previousClosure = stream.partner[cursor - 2]
            guard previousClosure >= 0, var owner = closureOwner(previousClosure) else { return nil }
            owner.opener = open
            owner.label = label
            return owner
        }
        if stream.isPunctuation(cursor, ")") {
            cursor = stream.partner[cursor]
            guard cursor >= 0, let nameIndex = calleeName(before: cursor) else { return nil }
            return Owner(name: name(at: nameIndex), nameIndex: nameIndex, opener: open, label: nil)
        }
        guard let token = stream[cursor], token.kind == .identifier else { return nil }
        return Owner(name: name(at: cursor), nameIndex: cursor, opener: open, label: nil)
    }

    /// The name before a call's `(`, skipping generic arguments (`Picker<...>` is not written
    /// in practice, so none are skipped).
    private func calleeName(before open: Int) -> Int? {
        guard let token = stream[open - 1], token.kind == .identifier else { return nil }
        return open - 1
    }

    /// The name with a leading dot for modifiers and implicit members (`.tabItem`).
    private func name(at index: Int) -> String {
        let text = stream[index]?.text ?? ""
        return stream.isPunctuation(index - 1, ".") ? "." + text : text
    }

    /// The modifiers chained after the call or view ending just before `index`:
    /// `.font(.headline)`, `.lineLimit(2)`, across lines.
    func modifiers(from index: Int) -> [Modifier] {
        var result: [Modifier] = []
        var cursor = index
        while stream.isPunctuation(cursor, "."), let name = stream[cursor + 1], name.kind == .identifier {
            var modifier = Modifier(name: name.text, nameIndex: cursor + 1, arguments: nil)
            cursor += 2
            if stream.isPunctuation(cursor, "(") {
                modifier.arguments = cursor
                cursor = stream.after(cursor)
            }
            let closures = stream.trailingClosures(from: cursor)
            if let last = closures.last { cursor = stream.after(last.open) }
            result.append(modifier)
        }
        return result
    }

    /// The modifiers before `dot` in the same chain (`List { }.navigationBarTitleDisplayMode(.inline).navigationTitle("k")`).
    func modifiers(before dot: Int) -> [Modifier] {
        var result: [Modifier] = []
        var cursor = dot - 1
        while cursor >= 0 {
            if stream.isPunctuation(cursor, ")") || stream.isPunctuation(cursor, "}") {
                let open = stream.partner[cursor]
                guard open >= 0 else { break }
                cursor = open - 1
                continue
            }
            guard let name = stream[cursor], name.kind == .identifier, stream.isPunctuation(cursor - 1, ".") else { break }
            let open = stream.isPunctuation(cursor + 1, "(") ? cursor + 1 : nil
            result.append(Modifier(name: name.text, nameIndex: cursor, arguments: open))
            cursor -= 2
        }
        return result
    }

    /// The first modifier of the chain the modifier named at `nameIndex` is in: the modifiers of
    /// one view (`List { }.navigationTitle("t").toolbar { }`) share it.
    func chainHead(ofModifier nameIndex: Int) -> Int {
        modifiers(before: nameIndex - 1).last?.nameIndex ?? nameIndex
    }

    /// The index after a call's arguments and trailing closures.
    func endOfCall(nameIndex: Int) -> Int {
        var cursor = nameIndex + 1
        if stream.isPunctuation(cursor, "(") { cursor = stream.after(cursor) }
        let closures = stream.trailingClosures(from: cursor)
        if let last = closures.last { cursor = stream.after(last.open) }
        return cursor
    }
}

/// One chained modifier: its name and the `(` of its arguments.
struct Modifier {
    var name: String
    var nameIndex: Int
    var arguments: Int?
}
