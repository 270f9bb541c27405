/// One localized text as an app would show it: a key, a locale, the text, and where it was read.
public struct CatalogEntry: Sendable, Hashable, Codable {
    // `locale` is declared before `key`, unlike the public initializer's order: the synthesized
    // memberwise initializer then never matches a call of the public one, which calls it (see
    // the extension).
    /// The BCP 47 locale of `text`, for example `de`, `pt-BR`, `zh-Hans`.
    public var locale: String
    /// The lookup key (for Android, the resource name).
    public var key: String
    /// The text the user sees in `locale`, with format specifiers still in it.
    public var text: String
    /// The development-language text of the same key and variant, when known.
    public var sourceText: String?
    /// The file and line the text was read from.
    public var location: SourceLocation
    /// The plural, device, substitution or array variant; `nil` for a plain entry.
    public var variant: EntryVariant?
    /// The review state; `unknown` for formats without one.
    public var state: TranslationState
    /// `true` when the translation is missing and `text` is the source text the app falls back to.
    public var isFallbackToSource: Bool
    /// The slot width from XLIFF `maxwidth`, in points (see `XLIFFReader` for pixel handling).
    public var maxWidth: Double?
    /// The translator comment or note.
    public var comment: String?
    /// `false` when the catalog marks the key as not to be translated.
    public var shouldTranslate: Bool
    /// The Android resource reference the entry's value is (`@string/settings`): its `text` is
    /// the text of the string it names once the walker resolved it (see
    /// `resolveAndroidReferences`), else the reference as written.
    public var androidReference: String? = nil
    /// Parts of `text` not to translate: the content of Android `<xliff:g>` elements (a name, a
    /// number, a placeholder). Pseudo-localization keeps them.
    public var untranslatableParts: [String] = []
    /// The format-string language of `text`: Apple's, Java's for Android resources, or none for
    /// an Android `formatted="false"` string.
    public var specifierSyntax: SpecifierSyntax = .apple
    /// The `%#@name@` variables its text uses that its `.stringsdict` dict does not define (the
    /// text keeps them as written).
    public var undefinedVariables: [String] = []
}

extension CatalogEntry {
    /// An entry with the given fields; readers make these, so can a caller building a catalog in memory.
    ///
    /// It calls the synthesized memberwise initializer, which builds the entry in place; one that
    /// sets each property builds it on the stack and copies it (every string retained again) to
    /// where it goes (Swift 6.3 with -O; see `CategoryOutcome.init` in FitCheck).
    public init(
        key: String, locale: String, text: String, sourceText: String? = nil,
        location: SourceLocation, variant: EntryVariant? = nil, state: TranslationState = .unknown,
        isFallbackToSource: Bool = false, maxWidth: Double? = nil, comment: String? = nil,
        shouldTranslate: Bool = true
    ) {
        self.init(locale: locale, key: key, text: text, sourceText: sourceText, location: location, variant: variant,
                  state: state, isFallbackToSource: isFallbackToSource, maxWidth: maxWidth, comment: comment,
                  shouldTranslate: shouldTranslate)
    }
}
