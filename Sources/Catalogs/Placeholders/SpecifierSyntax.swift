/// The format-string language a text is written in, which decides what its specifiers are.
public enum SpecifierSyntax: String, Sendable, Hashable, CaseIterable, Codable {
    /// Apple's `String(format:)` (printf with `%@` and `%#@name@`): String Catalogs, `.strings`,
    /// `.stringsdict`, XLIFF.
    case apple
    /// `java.util.Formatter`, which Android's `getString(id, args)` uses: adds `%n`, `%b`, `%h`,
    /// dates and times (`%1$tH`) and the flags `,` and `(`; no length modifiers, no `%@`.
    case java
    /// Not a format string (Android `formatted="false"`): `%` is text, there are no specifiers.
    case none
}
