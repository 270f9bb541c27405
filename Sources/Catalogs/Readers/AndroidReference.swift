import Foundation

/// A reference to another resource written as the whole value of an Android string resource:
/// `@string/settings`, `@android:string/ok`, `?attr/appName`.
///
/// aapt2 compiles such a value into a reference, not into text (AOSP `frameworks/base`,
/// `tools/aapt2/ResourceUtils.cpp`, `ParseReference` and `ParseAttributeReference`): the value,
/// trimmed of white space, is `@` (optionally `+`, then `*`), an optional `package:`, a type and
/// `/`, and a name; or `?`, an optional `package:`, an optional `attr/` and a name. The app shows
/// the text of the string it names. A value whose `@` is escaped (`\@string/x`) is text, which is
/// why references are recognised in the value as written, before unescaping.
struct AndroidReference: Equatable {
    /// `android` for the platform's own resources, `nil` for the app's.
    var package: String?
    /// `string`, `attr`, ...
    var type: String
    var name: String

    /// The reference as written, trimmed (`@string/settings`).
    var written: String

    /// The reference `raw` is, or `nil` when it is text.
    init?(_ raw: String) {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let sigil = trimmed.first, sigil == "@" || sigil == "?" else { return nil }
        var rest = Substring(trimmed.dropFirst())
        if sigil == "@", rest.first == "+" { rest = rest.dropFirst() }
        if rest.first == "*" { rest = rest.dropFirst() }
        var package: String?
        if let colon = rest.firstIndex(of: ":") {
            package = String(rest[..<colon])
            rest = rest[rest.index(after: colon)...]
        }
        var type = "attr"
        if let slash = rest.firstIndex(of: "/") {
            type = String(rest[..<slash])
            rest = rest[rest.index(after: slash)...]
        } else if sigil == "@" {
            return nil
        }
        let isIdentifier = { (text: Substring) in !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } }
        guard isIdentifier(rest), isIdentifier(Substring(type)), package.map({ isIdentifier(Substring($0)) }) ?? true else { return nil }
        self.package = package
        self.type = type
        self.name = String(rest)
        self.written = trimmed
    }

    /// Whether it names a string of the app itself (`@string/name`), which can be resolved.
    var isAppString: Bool { type == "string" && package == nil }
}
