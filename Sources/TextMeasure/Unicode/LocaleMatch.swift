internal import CUnicodeShim

/// A locale as locale filters match it: CLDR's language aliases applied and ICU's likely subtags
/// added, so that spellings of one locale meet.
///
/// `zh-CN`, `zh-Hans` and `zh-Hans-CN` are all Chinese in Han (Simplified) script in China;
/// `zh-TW` and `zh-Hant` are Han (Traditional); `tl` is `fil` and `iw` is `he` (CLDR aliases,
/// read from ICU's data); `no` and `nb` are one language here (see `matchingLanguage`).
package struct LocaleMatch: Hashable, Sendable {
    /// The language after aliases (`fil` for `tl`).
    package let language: String
    /// The script after likely subtags (`Hans` for `zh-CN`; "" when ICU has none).
    package let script: String
    /// The region after likely subtags (`CN` for `zh-Hans`; "" when ICU has none).
    package let region: String
    /// Whether the tag names its script itself (`zh-Hans`, `sr-Latn`).
    package let givesScript: Bool
    /// Whether the tag names its region itself (`pt-BR`, `zh-CN`).
    package let givesRegion: Bool

    /// The match key of `tag`, or nil when it is not a well-formed BCP 47 tag naming a language
    /// (`Base`, `und`, `not a tag`).
    package init?(_ tag: String) {
        if let known = Self.cache.value(for: tag) {
            guard let known else { return nil }
            self = known
            return
        }
        var key = tfu_locale_match_key()
        _ = tfu_locale_match_key_get(tag, &key)
        let made: LocaleMatch?
        if key.is_well_formed != 0 {
            made = LocaleMatch(language: Self.string(&key.language), script: Self.string(&key.script),
                               region: Self.string(&key.region), givesScript: key.gives_script != 0,
                               givesRegion: key.gives_region != 0)
        } else {
            made = nil
        }
        Self.cache.store(made, for: tag)
        guard let made else { return nil }
        self = made
    }

    private init(language: String, script: String, region: String, givesScript: Bool, givesRegion: Bool) {
        self.language = language
        self.script = script
        self.region = region
        self.givesScript = givesScript
        self.givesRegion = givesRegion
    }

    /// The language compared: `no` (Norwegian, the macrolanguage of `nb` Bokmål and `nn` Nynorsk)
    /// counts as `nb`. ICU has no alias for it, but apps write one written language both ways:
    /// Apple's folders say `nb`, many Android apps' `values-no`.
    private var matchingLanguage: String { language == "no" ? "nb" : language }

    /// Whether a filter naming `self` selects `locale`: the same language, the same script when
    /// the filter names a script or a region (`zh-CN` means Simplified), and the same region when
    /// it names one. `pt` covers `pt-BR` and `pt-PT`; `zh-Hans` covers `zh-CN` and `zh-Hans-SG`,
    /// not `zh-TW`; `en-US` covers `en` (whose likely region is US), `en-GB` does not.
    package func covers(_ locale: LocaleMatch) -> Bool {
        guard matchingLanguage == locale.matchingLanguage else { return false }
        if givesScript || givesRegion, script != locale.script { return false }
        if givesRegion, region != locale.region { return false }
        return true
    }

    /// How much of a locale the tag names itself: 0 (a language), 1 (and a script or a region),
    /// 2 (both); the more specific of two covering filters wins.
    package var specificity: Int { (givesScript ? 1 : 0) + (givesRegion ? 1 : 0) }

    /// Whether a filter tag selects `locale`. Tags ICU cannot read (`Base`, `und`) are compared as
    /// text: equal, or `locale` continues `tag` with `-` (`_` read as `-`), ignoring case.
    package static func tag(_ tag: String, covers locale: String) -> Bool {
        if let filter = LocaleMatch(tag), let match = LocaleMatch(locale) { return filter.covers(match) }
        let a = tag.lowercased().replacingOccurrences(of: "_", with: "-")
        let b = locale.lowercased().replacingOccurrences(of: "_", with: "-")
        return a == b || b.hasPrefix(a + "-")
    }

    /// Keys made once per distinct tag: a check asks for every entry's locale.
    private static let cache = MatchCache()

    private static func string<T>(_ tuple: inout T) -> String {
        withUnsafeBytes(of: &tuple) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

/// The match keys made so far, by tag (nil: not a locale ICU can read).
private final class MatchCache: @unchecked Sendable {
    private let lock = CacheLock()
    private var keys: [String: LocaleMatch?] = [:]

    /// `.some(key)` when `tag` was seen (the key nil for an unreadable tag), nil when it was not.
    func value(for tag: String) -> LocaleMatch?? {
        lock.lock()
        defer { lock.unlock() }
        return keys[tag]
    }

    func store(_ key: LocaleMatch?, for tag: String) {
        lock.lock()
        keys[tag] = .some(key)
        lock.unlock()
    }
}
