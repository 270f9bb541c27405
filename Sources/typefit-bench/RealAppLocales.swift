/// The 60 locales of the real-app-shaped corpus (issue 14): the localizations a large iOS app
/// ships, with how much longer than English each language's text runs and how often its
/// translations lag behind.
///
/// The order interleaves scripts, so `--locales N` for a small N still mixes Latin, CJK, RTL,
/// Cyrillic, Indic and Thai text; the first locale is the development language.

/// One localization of the app.
struct RealAppLocale: Sendable {
    /// The `.lproj` folder name and the locale the checker reads from it (`zh-Hans`, `pt-BR`).
    let code: String
    /// The words the text is made of.
    let vocabulary: LocaleVocabulary
    /// Length of a translation relative to the English source, in characters. Typical values
    /// from localization practice (W3C, "Text size in translation"; IBM's expansion guidelines):
    /// German and Finnish about 1.3, Romance languages 1.2, CJK about half.
    let expansion: Double
    /// Share of keys this locale has no translation for yet (missing translations: the app shows
    /// the English text). The development language has none; the first locales after it are
    /// kept up to date, the long tail less so.
    let missingShare: Double
}

enum RealAppLocales {
    /// All 60, in `--locales` order.
    static let all: [RealAppLocale] = {
        let v = RealAppWords.self
        // (code, vocabulary, expansion)
        let table: [(String, LocaleVocabulary, Double)] = [
            ("en", v.english, 1.0), ("de", v.german, 1.3), ("ja", v.japanese, 0.55), ("ar", v.arabic, 1.05),
            ("ru", v.russian, 1.2), ("zh-Hans", v.chineseSimplified, 0.45), ("fr", v.french, 1.2), ("th", v.thai, 1.05),
            ("es", v.spanish, 1.2), ("ko", v.korean, 0.6), ("hi", v.hindi, 1.15), ("he", v.hebrew, 0.95),
            ("pt-BR", v.portugueseBrazil, 1.2), ("el", v.greek, 1.25), ("zh-Hant", v.chineseTraditional, 0.45), ("it", v.italian, 1.15),
            ("uk", v.ukrainian, 1.2), ("tr", v.turkish, 1.15), ("nl", v.dutch, 1.2), ("vi", v.vietnamese, 1.25),
            ("sv", v.swedish, 1.1), ("pl", v.polish, 1.2), ("es-419", v.spanish, 1.2), ("id", v.indonesian, 1.2),
            ("da", v.danish, 1.1), ("fi", v.finnish, 1.3), ("nb", v.norwegian, 1.1), ("cs", v.czech, 1.1),
            ("fa", v.persian, 1.05), ("ta", v.tamil, 1.35), ("en-GB", v.english, 1.0), ("fr-CA", v.french, 1.2),
            ("hu", v.hungarian, 1.25), ("ro", v.romanian, 1.2), ("sk", v.slovak, 1.1), ("hr", v.croatian, 1.1),
            ("sr", v.serbian, 1.1), ("sr-Latn", v.serbianLatin, 1.1), ("bg", v.bulgarian, 1.2), ("ca", v.catalan, 1.2),
            ("ms", v.malay, 1.25), ("pt-PT", v.portuguesePortugal, 1.2), ("bn", v.bengali, 1.1), ("te", v.telugu, 1.15),
            ("ur", v.urdu, 1.05), ("zh-HK", v.chineseTraditional, 0.45), ("en-AU", v.english, 1.0), ("es-MX", v.spanish, 1.2),
            ("kk", v.kazakh, 1.2), ("mr", v.marathi, 1.1), ("gu", v.gujarati, 1.1), ("kn", v.kannada, 1.25),
            ("ml", v.malayalam, 1.35), ("pa", v.punjabi, 1.1), ("sl", v.slovenian, 1.1), ("et", v.estonian, 1.05),
            ("lv", v.latvian, 1.1), ("lt", v.lithuanian, 1.1), ("ka", v.georgian, 1.25), ("hy", v.armenian, 1.2),
        ]
        return table.enumerated().map { index, row in
            let missing = index == 0 ? 0 : index < 12 ? 0.003 : index < 30 ? 0.02 : 0.05
            return RealAppLocale(code: row.0, vocabulary: row.1, expansion: row.2, missingShare: missing)
        }
    }()

    /// Serbian Cyrillic to Latin (Gaj's alphabet), letter by letter: the standard one-to-one
    /// correspondence of the two Serbian alphabets (Љ, Њ, Џ become two letters).
    static func serbianLatin(_ text: String) -> String {
        let map: [Character: String] = [
            "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "ђ": "đ", "е": "e", "ж": "ž", "з": "z", "и": "i",
            "ј": "j", "к": "k", "л": "l", "љ": "lj", "м": "m", "н": "n", "њ": "nj", "о": "o", "п": "p", "р": "r",
            "с": "s", "т": "t", "ћ": "ć", "у": "u", "ф": "f", "х": "h", "ц": "c", "ч": "č", "џ": "dž", "ш": "š",
            "А": "A", "Б": "B", "В": "V", "Г": "G", "Д": "D", "Ђ": "Đ", "Е": "E", "Ж": "Ž", "З": "Z", "И": "I",
            "Ј": "J", "К": "K", "Л": "L", "Љ": "Lj", "М": "M", "Н": "N", "Њ": "Nj", "О": "O", "П": "P", "Р": "R",
            "С": "S", "Т": "T", "Ћ": "Ć", "У": "U", "Ф": "F", "Х": "H", "Ц": "C", "Ч": "Č", "Џ": "Dž", "Ш": "Š",
        ]
        var out = ""
        for ch in text { out += map[ch] ?? String(ch) }
        return out
    }
}
