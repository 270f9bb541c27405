internal import CUnicodeShim

/// A BCP 47 language tag as ICU understands it: canonical form, and whether ICU knows the language.
///
/// Line breaking and font fallback choose rules by language. When ICU has no data for a language
/// the root rules apply; `fallbackNote` says so in words a user can act on, so a result never
/// silently uses rules the user did not ask for (DESIGN.md, "Nothing silently wrong").
package struct LanguageTag: Hashable, Sendable {
    /// The tag as given.
    package let input: String
    /// The canonical BCP 47 form from ICU (`uloc_forLanguageTag` then `uloc_toLanguageTag`):
    /// "en_us" becomes "en-US", "iw" becomes "he"; "und" when the tag could not be parsed.
    package let canonical: String
    /// The language subtag ("" when absent).
    package let language: String
    /// The script ICU's likely-subtags data gives the tag ("Latn" for "en", "Jpan" for "ja",
    /// "Hant" for "zh-TW"); "" when it has none.
    package let likelyScript: String
    /// The whole input parsed as a BCP 47 tag ("_" accepted as "-").
    package let isWellFormed: Bool
    /// ICU's data has a display name for the language, so it is a language ICU knows.
    package let isKnownLanguage: Bool

    /// Parses and checks `tag` with ICU. Never fails: see `isWellFormed` and `isKnownLanguage`.
    package init(validating tag: String) {
        var info = tfu_language_info()
        _ = tfu_language_info_get(tag, &info)
        input = tag
        canonical = Self.string(&info.canonical)
        language = Self.string(&info.language)
        likelyScript = Self.string(&info.likely_script)
        isWellFormed = info.is_well_formed != 0
        isKnownLanguage = info.is_known_language != 0
    }

    /// The tag to hand to ICU's break iterators: the canonical form, or "" (root) when unknown.
    package var icuTag: String { isWellFormed && isKnownLanguage ? canonical : "" }

    /// Why this tag falls back to ICU's root rules, or nil when it does not.
    package var fallbackNote: String? {
        if input.isEmpty {
            return "no language given; using Unicode's default (root) rules"
        }
        if !isWellFormed {
            return "language tag \"\(input)\" is not a valid BCP 47 tag; using Unicode's default (root) rules"
                + " (write it like \"de\", \"pt-BR\" or \"zh-Hant\")"
        }
        if language.isEmpty || language == "und" {
            // "und" (or "und-Latn", "und-US"): BCP 47's undetermined language names none, and
            // ICU's canonical form leaves the language subtag empty.
            return "locale \"\(input)\" names no language (\"und\" is BCP 47's undetermined language);"
                + " using Unicode's default (root) rules"
        }
        if !isKnownLanguage {
            return "language \"\(language)\" (from \"\(input)\") is not known to ICU \(tfu_icu_version_major());"
                + " using Unicode's default (root) rules"
        }
        return nil
    }

    private static func string<T>(_ tuple: inout T) -> String {
        withUnsafeBytes(of: &tuple) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
