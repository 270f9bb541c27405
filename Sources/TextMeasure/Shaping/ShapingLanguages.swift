internal import CHarfBuzz

/// The HarfBuzz language a text is shaped with: one handle per list of OpenType language
/// systems, shared by every language that selects the same list.
///
/// HarfBuzz keeps a shape plan per face and per (script, language, direction, features) in a
/// list it searches from the start on every `hb_shape` call. A catalog with thousands of locales
/// made every call search thousands of plans: 24,000 made-up locales (a 2 MB hostile catalog,
/// issue 12) spent 75% of a three-minute check comparing plans. A language only chooses which
/// OpenType language systems shaping tries, in order (`hb_ot_tags_from_script_and_language`, at
/// most 3), so languages choosing the same ones shape the same: they share the first handle
/// seen with them. Languages HarfBuzz does not know choose none and share the first such handle
/// (never HarfBuzz's invalid language, which `hb_shape` would replace with the process's locale).
/// The number of plans is then bounded by HarfBuzz's language table, not by the input.
///
/// A tag that is not well-formed BCP 47 (`l00001`, `x12`) cannot select a language system, so it
/// is shaped as `und` without being handed to HarfBuzz at all: `hb_language_from_string` keeps
/// every language it was ever given in a list it searches from the start, and 24,000 made-up
/// tags cost ten seconds there alone.
enum ShapingLanguages {
    private struct Key: Hashable {
        var script: UInt32
        var tags: [UInt32]
    }

    private nonisolated(unsafe) static var handles: [Key: hb_language_t] = [:]
    private nonisolated(unsafe) static var byTag: [String: [UInt32: hb_language_t?]] = [:]
    private static let lock = CacheLock()

    /// The handle to shape `tag` (BCP 47) in `script` with.
    static func handle(for tag: String, script: hb_script_t) -> hb_language_t? {
        let tag = isWellFormed(tag) ? tag : "und"
        lock.lock()
        if let known = byTag[tag]?[script.rawValue] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let language = hb_language_from_string(tag, Int32(tag.utf8.count))
        var scriptCount: UInt32 = 0
        var languageCount: UInt32 = 3
        var languageTags = [hb_tag_t](repeating: 0, count: 3)
        hb_ot_tags_from_script_and_language(script, language, &scriptCount, nil, &languageCount, &languageTags)
        let key = Key(script: script.rawValue, tags: Array(languageTags.prefix(Int(languageCount))))
        lock.lock()
        defer { lock.unlock() }
        let shared: hb_language_t? = handles[key] ?? language
        if handles[key] == nil, let language { handles[key] = language }
        byTag[tag, default: [:]][script.rawValue] = .some(shared)
        return shared
    }

    /// Whether `tag` has BCP 47's shape (RFC 5646 §2.1, simplified): a primary subtag of 2 to 8
    /// letters (or `x` / `i`, private use and grandfathered), then subtags of 1 to 8 letters or
    /// digits, separated by `-` (or `_`).
    static func isWellFormed(_ tag: String) -> Bool {
        guard tag.utf8.count <= 64 else { return false }
        for (index, subtag) in tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            .flatMap({ $0.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false) }).enumerated() {
            let isSingleton = index == 0 && subtag.count == 1 && "xXiI".utf8.contains(subtag.first!)
            guard isSingleton || (index == 0 ? 2...8 : 1...8).contains(subtag.count) else { return false }
            let isLetter = { (byte: UInt8) in (65...90).contains(byte) || (97...122).contains(byte) }
            guard subtag.allSatisfy({ index == 0 ? isLetter($0) : isLetter($0) || (48...57).contains($0) }) else { return false }
        }
        return true
    }
}
