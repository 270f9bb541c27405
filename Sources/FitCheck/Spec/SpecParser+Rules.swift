import TextStyles

/// The spec's `slots`, and where each rule and group came from.
extension SpecParser {
    /// The rules of `slots`, each starting from `base` (the default slot).
    func rules(_ value: SpecJSON, base: SlotSpec, platform: Platform) throws(SpecError) -> [SlotRule] {
        var rules: [SlotRule] = []
        for (index, item) in try array(value, "slots").enumerated() {
            let name = "slots[\(index)]"
            let itemMembers = try object(item, name)
            let ignoresCase = try itemMembers["ignoreCase"].map { (v) throws(SpecError) in try bool(v, "\(name).ignoreCase") } ?? false
            let sourceLength = try itemMembers["sourceLength"].map { (v) throws(SpecError) in try sourceLengthRange(v, "\(name).sourceLength") }
            let patterns: [KeyPattern]
            if let match = itemMembers["match"] {
                if case .array(let items) = match.value {
                    patterns = try items.map { (item) throws(SpecError) in KeyPattern(try string(item, "\(name).match"), ignoresCase: ignoresCase) }
                } else {
                    patterns = [KeyPattern(try string(match, "\(name).match"), ignoresCase: ignoresCase)]
                }
                if patterns.isEmpty || patterns.contains(where: { $0.pattern.isEmpty }) {
                    throw SpecError(.invalidValue, file: file, line: match.line, "\(name).match is empty",
                                    hint: "write a key, or a glob such as \"*_title\"")
                }
            } else if sourceLength != nil {
                patterns = [KeyPattern("*")]  // selected by the source text's length alone
            } else {
                throw SpecError(.missingKey, file: file, line: item.line, "\(name) has no \"match\"",
                                hint: "add \"match\": a key such as \"settings.title\" or a glob such as \"settings.*\" (or a \"sourceLength\")")
            }
            let slot = try slot(item, base: base, platform: platform, name: name,
                                extraKeys: ["match", "ignoreCase", "sourceLength"] + Self.originKeys)
            let (origin, notes) = try origin(try objectMembers(item, name), line: item.line, name: name, group: nil)
            rules.append(SlotRule(patterns: patterns, slot: slot, line: item.line, origin: origin, notes: notes, sourceLength: sourceLength))
        }
        return rules
    }

    /// A rule's `"sourceLength"`: `{"min": N, "max": M}`, whole numbers of characters, at least one.
    func sourceLengthRange(_ value: SpecJSON, _ name: String) throws(SpecError) -> SourceLengthRange {
        let members = try object(value, name)
        try checkKeys(members, allowed: ["min", "max"], in: name)
        func bound(_ key: String) throws(SpecError) -> Int? {
            guard let v = members[key] else { return nil }
            let n = try integer(v, "\(name).\(key)")
            guard n >= 0 else {
                throw SpecError(.invalidValue, file: file, line: v.line, "\(name).\(key) must be 0 or more (got \(n))",
                                hint: "lengths are counts of characters of the source text")
            }
            return n
        }
        let range = SourceLengthRange(min: try bound("min"), max: try bound("max"))
        guard range.min != nil || range.max != nil else {
            throw SpecError(.missingKey, file: file, line: value.line, "\(name) has neither \"min\" nor \"max\"",
                            hint: "write for example {\"max\": 20} for short texts")
        }
        if let min = range.min, let max = range.max, min > max {
            throw SpecError(.invalidValue, file: file, line: value.line, "\(name) has min \(min) above max \(max)",
                            hint: "swap them, or remove one")
        }
        return range
    }

    /// Where a rule or group came from: its spec line, and its `"from"` and `"confidence"` when
    /// inference wrote it; also its `"notes"`.
    func origin(_ members: [SpecJSON.Member], line: Int, name: String, group: String?) throws(SpecError) -> (SlotOrigin, [String]) {
        var from: String?
        if let v = members["from"] {
            let text = try string(v, "\(name).from")
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw SpecError(.invalidValue, file: file, line: v.line, "\(name).from is empty",
                                hint: "write where the key is shown (\"Settings.storyboard:123\"), or remove it")
            }
            from = text
        }
        var confidence: String?
        if let v = members["confidence"] {
            let text = try string(v, "\(name).confidence")
            let valid = ["exact", "likely", "guess"]
            guard valid.contains(text) else {
                let suggestion = nearest(text, among: valid).map { "; did you mean \"\($0)\"?" } ?? ""
                throw SpecError(.invalidValue, file: file, line: v.line, "unknown confidence \"\(text)\" in \(name)\(suggestion)",
                                hint: "valid: exact (Interface Builder), likely (a direct call), guess (a nearby font)")
            }
            confidence = text
        }
        let notes = try members["notes"].map { (v) throws(SpecError) in try strings(v, "\(name).notes") } ?? []
        if isInferred {
            guard let from else {
                throw SpecError(.missingKey, file: file, line: line, "\(name) has no \"from\"", hint: "an inferred rule says where it was found")
            }
            return (SlotOrigin(source: SlotOrigin.Source(inferredFrom: from), inferredFrom: from, confidence: confidence, group: group), notes)
        }
        return (SlotOrigin(source: .spec, specLocation: "\(file):\(line)", inferredFrom: from, confidence: confidence, group: group), notes)
    }
}
