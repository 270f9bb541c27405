import Foundation

/// The real-app-shaped corpus (issue 14): an app's `.strings` tables in 60 locales, generated from
/// a seed.
///
/// Shaped after the catalogs of a real app (52,484 entries in 61 languages, issue 14): about 860
/// keys in four tables per locale (Localizable, Main from a storyboard, InfoPlist's usage
/// descriptions, Onboarding's long pages); lengths with mean about 26 and median about 17
/// characters, about 2% over 200 and up to about 4,000 (App Store description, terms), the long
/// ones in paragraphs and bullet lists (`\n`); translations longer or shorter than English by
/// language; some translations missing (the app shows English), a few keys written twice; format
/// specifiers the same in every locale of a key. Entry (key, locale) depends only on the seed, the
/// key's index and the locale's code.
struct RealAppCorpus {
    enum Table: String, CaseIterable, Sendable {
        case localizable = "Localizable"
        case main = "Main"
        case infoPlist = "InfoPlist"
        case onboarding = "Onboarding"
    }

    /// What a key's text is: a label or button, a sentence, a message of a few sentences, or a
    /// long text of paragraphs.
    enum Kind: Sendable { case label, sentence, message, long }

    struct Key: Sendable {
        var name: String
        var table: Table
        var kind: Kind
        /// Length of the English text, in characters.
        var baseLength: Int
        /// Format specifiers every locale's text carries (positional when there are two).
        var specifiers: [String]
        var comment: String
    }

    /// One (key, locale) text as written.
    struct Entry: Sendable {
        var key: Int
        var text: String
        /// An earlier text written before this one under the same key (a duplicate key).
        var duplicateOf: String?
    }

    static let defaultSeed: UInt64 = 0x7265_616C_6170_7031  // "realapp1"
    static let defaultEntries = 50_000

    let seed: UInt64
    let locales: [RealAppLocale]
    let keys: [Key]
    /// Per locale (in `locales` order), the entries it has, in key order.
    let entries: [[Entry]]

    /// About `entries` entries over the first `locales` locales.
    init(entries target: Int = defaultEntries, locales localeCount: Int = RealAppLocales.all.count, seed: UInt64 = defaultSeed) {
        self.seed = seed
        locales = Array(RealAppLocales.all.prefix(max(1, min(localeCount, RealAppLocales.all.count))))
        let present = locales.reduce(0) { $0 + 1 - $1.missingShare }
        let keyCount = max(1, Int((Double(target) / present).rounded()))
        keys = RealAppCorpus.makeKeys(count: keyCount, seed: seed)
        var all: [[Entry]] = []
        for locale in locales {
            var list: [Entry] = []
            list.reserveCapacity(keys.count)
            for (index, key) in keys.enumerated() {
                var rng = SplitMix64(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15) ^ (RealAppCorpus.hash(locale.code) &* 0xD6E8_FEB8_6659_FD93))
                _ = rng.next()
                if rng.unit() < locale.missingShare { continue }
                let text = RealAppText.make(key: key, locale: locale, rng: &rng)
                var entry = Entry(key: index, text: text)
                if key.table == .localizable && rng.unit() < 0.0015 {
                    entry.duplicateOf = RealAppText.make(key: key, locale: locale, rng: &rng)
                }
                list.append(entry)
            }
            all.append(list)
        }
        self.entries = all
    }

    /// FNV-1a of a locale code: its part of an entry's seed.
    static func hash(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h &*= 0x100_0000_01b3
        }
        return h
    }

    // MARK: Keys

    static let infoPlistKeys = [
        "CFBundleDisplayName", "NSCameraUsageDescription", "NSPhotoLibraryUsageDescription",
        "NSLocationWhenInUseUsageDescription", "NSContactsUsageDescription", "NSMicrophoneUsageDescription",
        "NSFaceIDUsageDescription", "NSUserTrackingUsageDescription", "NSCalendarsUsageDescription",
        "NSPhotoLibraryAddUsageDescription",
    ]
    static let sections = [
        "settings", "account", "onboarding", "profile", "search", "checkout", "notifications", "trips", "booking",
        "messages", "help", "privacy", "sharing", "map", "calendar", "photos", "subscription", "widgets", "errors",
        "alerts", "library", "player", "downloads", "friends",
    ]
    static let elements = [
        "password", "email", "camera", "location", "update", "download", "privacy", "terms", "reminder", "delete",
        "save", "share", "language", "accessibility", "payment", "card", "address", "name", "photo", "message",
        "group", "invite", "plan", "trial", "offline", "sync", "backup", "export", "filter", "sort",
    ]

    static func makeKeys(count: Int, seed: UInt64) -> [Key] {
        var keys: [Key] = []
        var names = Set<String>()
        keys.reserveCapacity(count)
        let infoPlist = min(infoPlistKeys.count, count / 40)
        for index in 0..<count {
            var rng = SplitMix64(seed: seed ^ (UInt64(index) &* 0xA24B_AED4_963E_E407))
            _ = rng.next()
            var key: Key
            if index < infoPlist {
                let name = infoPlistKeys[index]
                key = Key(
                    name: name, table: .infoPlist, kind: index == 0 ? .label : .message,
                    baseLength: index == 0 ? 8 : lengthFor(.message, rng: &rng), specifiers: [],
                    comment: index == 0 ? "Bundle display name" : "Privacy - \(name) (Info.plist)")
            } else if index == infoPlist && count >= 200 {
                // The longest text of a real app: the App Store description, also its last
                // onboarding page.
                key = Key(name: "onboarding.appstore.description", table: .onboarding, kind: .long, baseLength: 2_600, specifiers: [], comment: "App Store description, also the last onboarding page")
            } else {
                key = makeKey(rng: &rng)
            }
            var name = key.name
            var n = 2
            while names.contains(name) {
                name = key.name.replacingOccurrences(of: ".", with: "_\(n).", options: [], range: key.name.range(of: ".", options: .backwards))
                n += 1
            }
            names.insert(name)
            key.name = name
            keys.append(key)
        }
        return keys
    }

    /// A key of the app's own tables: its kind, table, length and specifiers.
    static func makeKey(rng: inout SplitMix64) -> Key {
        let roll = rng.unit()
        let kind: Kind = roll < 0.64 ? .label : roll < 0.95 ? .sentence : roll < 0.975 ? .message : .long
        let section = rng.pick(sections)
        let element = rng.pick(elements)
        let table: Table
        let name: String
        let comment: String
        if kind == .long && rng.unit() < 0.5 {
            table = .onboarding
            name = "onboarding.page\(rng.int(in: 1...9)).\(element).body"
            comment = "Onboarding page text"
        } else if kind != .long && rng.unit() < 0.13 {
            table = .main
            name = storyboardID(rng: &rng) + "." + (kind == .label ? rng.pick(["text", "normalTitle", "placeholder", "title"]) : "text")
            comment = "Class = \"\(kind == .label ? rng.pick(["UILabel", "UIButton", "UITextField", "UIBarButtonItem"]) : "UILabel")\"; ObjectID"
        } else {
            table = .localizable
            let suffix: String
            switch kind {
            case .label: suffix = rng.pick(["title", "button", "label", "caption", "placeholder", "action", "tab"])
            case .sentence: suffix = rng.pick(["subtitle", "hint", "footer", "empty", "confirm"])
            case .message: suffix = rng.pick(["message", "description", "alert.body", "footer"])
            case .long: suffix = rng.pick(["body", "details", "whatsnew"])
            }
            name = "\(section).\(element).\(suffix)"
            comment = "\(suffix.capitalized) of the \(section) screen"
        }
        var specifiers: [String] = []
        let s = rng.unit()
        if kind != .long && s < 0.07 {
            specifiers = [rng.pick(["%@", "%@", "%d", "%lld", "%ld"])]
        } else if kind != .long && kind != .label && s < 0.09 {
            specifiers = ["%1$@", rng.pick(["%2$d", "%2$@", "%2$lld"])]
        }
        return Key(name: name, table: table, kind: kind, baseLength: lengthFor(kind, rng: &rng), specifiers: specifiers, comment: comment)
    }

    /// Interface Builder's object identifiers: `aB3-xY-9kL`.
    static func storyboardID(rng: inout SplitMix64) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        func part(_ n: Int) -> String { String((0..<n).map { _ in rng.pick(letters) }) }
        return "\(part(3))-\(part(2))-\(part(3))"
    }

    /// The English length of a key of `kind`: log-normal around a typical length for labels,
    /// sentences and messages; a Pareto tail from 200 for long texts (capped at 4,000).
    static func lengthFor(_ kind: Kind, rng: inout SplitMix64) -> Int {
        switch kind {
        case .label: return min(60, max(2, Int(rng.logNormal(median: 10, sigma: 0.5).rounded())))
        case .sentence: return min(60, max(14, Int(rng.logNormal(median: 27, sigma: 0.18).rounded())))
        case .message: return min(150, max(30, Int(rng.logNormal(median: 38, sigma: 0.3).rounded())))
        case .long: return min(400, Int(205 * pow(1 - rng.unit(), -1 / 9.0)))
        }
    }
}

extension SplitMix64 {
    /// A value in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// Log-normal with the given median (Box-Muller for the normal deviate).
    mutating func logNormal(median: Double, sigma: Double) -> Double {
        let u1 = max(unit(), 1e-12), u2 = unit()
        let z = (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
        return median * exp(sigma * z)
    }
}
