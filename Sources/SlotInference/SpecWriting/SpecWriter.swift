import Catalogs
import FitCheck

/// Writes the spec of what inference found (see `InferredSpec`).
///
/// Groups come first: a key a group names is checked in the group (with the other members
/// beside it), so it gets no rule of its own; a note says when it is also used elsewhere. Every
/// other placed key gets one rule, from the use `KeyPlacement` chose (the tighter slot when its
/// uses differ, with the conflict in the notes). Keys that could not be placed, and catalog
/// keys nothing mentions, are listed as `uninferred`; text never drawn (accessibility labels,
/// a segmented picker's title) is not.
///
/// Output is deterministic: rules and groups by file and line (a screen's keys together), then
/// key; uninferred keys sorted.
public func inferredSpec(from result: SlotInferenceResult, options: InferredSpecOptions = .init()) -> InferredSpec {
    var spec = InferredSpec()
    let mapping = GroupMapping(defaultSlot: options.defaultSlot, catalogKeys: options.catalogKeys.map { Set($0.keys) })
    var grouped: [KeyReference: [Int]] = [:]
    /// Groups not written (no member a spec could name), with why.
    var unwritten: [String: String] = [:]
    let groups = result.groups.sorted { ($0.location.file, $0.location.line, $0.id) < ($1.location.file, $1.location.line, $1.id) }
    var membersOfGroup: [String: [Inference]] = [:]
    for inference in result.inferences { if let id = inference.groupID { membersOfGroup[id, default: []].append(inference) } }
    let groupOfID = Dictionary(result.groups.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for group in groups {
        guard let written = mapping.group(group, inferences: membersOfGroup[group.id] ?? []) else {
            unwritten[group.id] = "its \(group.kind.rawValue) (\(fromText(group.location))) is not written as a group: none of its keys is one a catalog read has"
            continue
        }
        for key in group.members where written.keys.contains(key.key) { grouped[key, default: []].append(spec.groups.count) }
        spec.groups.append(written)
    }
    let rules = SlotRuleMapping(defaultSlot: options.defaultSlot)
    var uninferred: [InferredSpec.Uninferred] = []
    for placement in result.placements {
        if let indices = grouped[placement.key] {
            noteUsesOutside(placement, groups: indices, in: &spec)
            continue
        }
        let group = placement.chosen.groupID.flatMap { groupOfID[$0] }
        switch rules.rule(for: placement, group: group) {
        case .success(var rule):
            if let why = placement.chosen.groupID.flatMap({ unwritten[$0] }) { rule.notes.append(why) }
            spec.rules.append(rule)
        case .failure(let why):
            uninferred.append(InferredSpec.Uninferred(key: placement.key.key, from: fromText(placement.chosen.location), reason: why.reason))
        }
    }
    spec.rules.sort {
        let (a, b) = (fileAndLine($0.from), fileAndLine($1.from))
        return (a.file, a.line, $0.match) < (b.file, b.line, $1.match)
    }
    let listing = UninferredKeys(spec: spec, result: result, catalogKeys: options.catalogKeys)
    spec.uninferred = listing.list(adding: uninferred)
    spec.neverDrawn = listing.neverDrawn(listed: spec.uninferred)
    return spec
}

/// `path:line` as a pair that sorts by path, then by line as a number.
private func fileAndLine(_ from: String) -> (file: String, line: Int) {
    guard let colon = from.lastIndex(of: ":"), let line = Int(from[from.index(after: colon)...]) else { return (from, 0) }
    return (String(from[..<colon]), line)
}

/// A key a group names, also used outside any written group: the group's note says that use
/// is not checked on its own.
private func noteUsesOutside(_ placement: KeyPlacement, groups: [Int], in spec: inout InferredSpec) {
    for use in placement.uses where use.groupID == nil {
        let note = "\"\(placement.key.key)\" is also shown as \(use.slotSummary) (\(fromText(use.location))); a key a group names is checked in its group, so that use is not checked on its own"
        for index in groups where !spec.groups[index].notes.contains(note) { spec.groups[index].notes.append(note) }
    }
}

/// The keys to list as `uninferred`: placed nowhere, and not known to be never drawn.
struct UninferredKeys {
    let spec: InferredSpec
    let result: SlotInferenceResult
    let catalogKeys: [String: SourceLocation]?

    /// The keys known to be never drawn that no rule, group or listing names, as patterns (an
    /// interpolated key's glob, else the key escaped).
    func neverDrawn(listed: [InferredSpec.Uninferred]) -> [String] {
        var patternOf: [String: String] = [:]
        for unplaced in result.unplaced where unplaced.isNotDisplayed {
            patternOf[unplaced.key.key] = unplaced.key.isPattern ? unplaced.key.key : KeyPattern.escaping(unplaced.key.key)
        }
        let keys = Set(patternOf.keys)
        guard !keys.isEmpty else { return [] }
        var named = Set(spec.groups.flatMap(\.keys)).union(listed.map(\.key))
        var globs: [SlotRule] = []
        for rule in spec.rules {
            let pattern = KeyPattern(rule.match)
            if let key = pattern.exactKey { named.insert(key) } else { globs.append(SlotRule(patterns: [pattern], slot: .builtInDefault)) }
        }
        let matcher = SlotMatcher(Spec(slots: globs, onlySpecified: true))
        return keys.filter { !named.contains($0) && matcher.slot(forKey: $0) == nil }.sorted().map { patternOf[$0]! }
    }

    func list(adding found: [InferredSpec.Uninferred]) -> [InferredSpec.Uninferred] {
        var placed = Set(spec.groups.flatMap(\.keys))
        var globs: [SlotRule] = []
        for rule in spec.rules {
            let pattern = KeyPattern(rule.match)
            if let key = pattern.exactKey { placed.insert(key) } else { globs.append(SlotRule(patterns: [pattern], slot: .builtInDefault)) }
        }
        // The spec's own matcher: a key is tried only against the globs whose literal prefix it has.
        let matcher = SlotMatcher(Spec(slots: globs, onlySpecified: true))
        let globTexts = Set(globs.flatMap { $0.patterns.map(\.pattern) })
        func isPlaced(_ key: String) -> Bool { placed.contains(key) || globTexts.contains(key) || matcher.slot(forKey: key) != nil }
        // Never drawn (accessibility text), or stale (its object is gone; reported as such).
        let neverDrawn = Set(result.unplaced.filter(\.isNotDisplayed).map(\.key.key))
            .union(result.issues.filter { $0.kind == .staleTranslation }.compactMap(\.key))
        var byKey: [String: InferredSpec.Uninferred] = [:]
        for item in found where byKey[item.key] == nil { byKey[item.key] = item }
        let unplaced = result.unplaced.filter { !$0.isNotDisplayed }
            .sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
        for key in unplaced where byKey[key.key.key] == nil && !isPlaced(key.key.key) {
            byKey[key.key.key] = InferredSpec.Uninferred(key: key.key.key, from: fromText(key.location), reason: key.reason)
        }
        for (key, location) in catalogKeys ?? [:] where byKey[key] == nil && !neverDrawn.contains(key) && !isPlaced(key) {
            byKey[key] = InferredSpec.Uninferred(key: key, from: fromText(location), reason: "no use found in the files read")
        }
        return byKey.values.sorted { $0.key < $1.key }
    }
}
