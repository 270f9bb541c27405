import Catalogs

/// The length in characters of each key's source text, for rules with a `sourceLength`: the
/// source-language entries' texts, else (for keys no file has in its source language) the
/// `sourceText` the translations carry; the longest of a key's variants (plural forms, devices).
///
/// Counting characters walks grapheme clusters, so each text is counted once: the translations'
/// copies of a source text are skipped when the source entry is there (callgrind, the real-app
/// corpus at 4,000 entries in 12 locales: 19.5M instructions counting every entry's, 10.4M so).
func sourceLengthsByKey(_ set: CatalogSet, options: CheckOptions) -> [String: Int] {
    var lengths: [String: Int] = [:]
    var translations: [(file: Int, entry: Int)] = []  // the entries that are not source text
    for (f, file) in set.files.enumerated() {
        let sourceLanguage = file.sourceLanguage ?? options.developmentLanguage
        var isSourceLocale: [String: Bool] = [:]
        for (e, entry) in file.entries.enumerated() {
            let isSource = isSourceLocale[entry.locale] ?? LocaleFilter.tag(sourceLanguage, covers: entry.locale)
            isSourceLocale[entry.locale] = isSource
            if isSource, !entry.isFallbackToSource {
                lengths[entry.key] = max(lengths[entry.key] ?? 0, entry.text.count)
            } else if entry.sourceText != nil {
                translations.append((f, e))
            }
        }
    }
    // Keys no file has in its source language: the longest source text a translation carries.
    var fromTranslations: [String: Int] = [:]
    for (f, e) in translations {
        let entry = set.files[f].entries[e]
        guard lengths[entry.key] == nil, let sourceText = entry.sourceText else { continue }
        fromTranslations[entry.key] = max(fromTranslations[entry.key] ?? 0, sourceText.count)
    }
    return lengths.merging(fromTranslations) { known, _ in known }
}

/// A note for each rule of the spec that gives no key of `set` its slot (issue 11: a rule
/// `*button*` matched none of an app's `*_BUTTON` keys, and nothing said so): `slots[3]
/// (typefit.json:14) `*button*` matched no key`, or, when its keys all go to earlier rules or
/// groups, how many. Every key read counts, whatever the locale filter: a rule belongs to the
/// app, not to a run. Rules `--infer` added are left out (the spec's own rules come first by
/// design), and after `unusedRuleNoteLimit` notes one more counts the rest.
func unusedRuleNotes(_ spec: Spec, in set: CatalogSet, sourceLengths: [String: Int]) -> [String] {
    guard !spec.slots.isEmpty, !set.files.isEmpty else { return [] }
    var keys = Set<String>()
    for file in set.files { for entry in file.entries { keys.insert(entry.key) } }
    let groupKeys = Set(spec.groups.flatMap { $0.members.map(\.key) })
    let matcher = SlotMatcher(spec)
    var used = Set<Int>()
    for key in keys where !groupKeys.contains(key) {
        if let rule = matcher.slot(forKey: key, sourceLength: sourceLengths[key])?.rule { used.insert(rule) }
    }
    let unused = spec.slots.indices.filter { !used.contains($0) && spec.slots[$0].origin.source == .spec }
    guard !unused.isEmpty else { return [] }
    var sortedKeys: [String]?
    var notes: [String] = []
    for index in unused.prefix(unusedRuleNoteLimit) {
        let rule = spec.slots[index]
        func selects(_ key: String) -> Bool {
            rule.sourceLength.map { range in sourceLengths[key].map(range.contains) ?? false } ?? true
        }
        var matched = Set<String>()
        for pattern in rule.patterns {
            if let key = pattern.literalKey {
                // A key named exactly: a lookup, not a scan (inferred specs have thousands).
                if keys.contains(key), selects(key) { matched.insert(key) }
            } else {
                if sortedKeys == nil { sortedKeys = keys.sorted() }
                for key in sortedKeys! where pattern.matches(key) && selects(key) { matched.insert(key) }
            }
        }
        let matching = matched.count
        let outcome = matching == 0
            ? "matched no key"
            : "matched \(matching) key\(matching == 1 ? "" : "s"), each given its slot by an earlier rule or a group"
        notes.append("\(ruleName(rule, index: index)) \(outcome)")
    }
    if unused.count > unusedRuleNoteLimit {
        notes.append("\(unused.count - unusedRuleNoteLimit) more rules of the spec give no key their slot")
    }
    return notes
}

/// How many unused rules are named one by one.
let unusedRuleNoteLimit = 20

/// `slots[3] (typefit.json:14) `BUTTON_*` (ignoring case, source length at most 20 characters)`.
private func ruleName(_ rule: SlotRule, index: Int) -> String {
    var name = "slots[\(index)]"
    if let location = rule.origin.specLocation {
        name += " (\(location))"
    } else if let from = rule.origin.inferredFrom {
        name += " (inferred from \(from))"
    }
    name += " " + rule.patterns.map { "`\($0.pattern)`" }.joined(separator: ", ")
    var conditions: [String] = []
    if rule.patterns.contains(where: \.ignoresCase) { conditions.append("ignoring case") }
    if let range = rule.sourceLength { conditions.append("source length \(range)") }
    if !conditions.isEmpty { name += " (" + conditions.joined(separator: ", ") + ")" }
    return name
}
