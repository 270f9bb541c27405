/// Finds the first slot rule whose pattern matches a key, fast: exact keys through a dictionary,
/// and only the glob rules that come before the exact match are tried.
///
/// Built once per check; a spec with hundreds of rules costs one dictionary lookup per key plus
/// the globs, instead of every pattern of every rule.
package struct SlotMatcher {
    private let spec: Spec
    /// Exact (wildcard-free) patterns: the first rule that names each key.
    private var exact: [String: Int] = [:]
    /// Glob patterns with their rule, in rule order.
    private var globs: [(rule: Int, pattern: KeyPattern)] = []
    /// Globs (indices into `globs`, ascending) by the ASCII text before their first wildcard: a
    /// key can only match a glob whose literal prefix it starts with. A spec with a rule per
    /// screen (`settings.*`, `onboarding.*`, ...) tried every glob on every key (callgrind, the
    /// benchmark's 168 rules: 107,000 instructions per key).
    private var globsByPrefix: [[UInt8]: [Int]] = [:]
    /// The lengths of the prefixes in `globsByPrefix`, ascending.
    private var prefixLengths: [Int] = []
    /// Globs without an ASCII literal prefix (starting with a wildcard, or not ASCII): always tried.
    private var unindexed: [Int] = []
    /// Each rule's `sourceLength`, by rule index (read per glob tried, so kept apart from the rules).
    private var sourceLengths: [SourceLengthRange?] = []

    package init(_ spec: Spec) {
        self.spec = spec
        sourceLengths = spec.slots.map(\.sourceLength)
        for (index, rule) in spec.slots.enumerated() {
            for pattern in rule.patterns {
                // A rule with a source length is tried as a glob: its key alone does not decide.
                if let key = pattern.literalKey, rule.sourceLength == nil {
                    // The key, not the pattern's text: an escaped `\*` names a key with a `*`.
                    if exact[key] == nil { exact[key] = index }
                } else {
                    globs.append((index, pattern))
                }
            }
        }
        var lengths = Set<Int>()
        for (g, glob) in globs.enumerated() {
            if let prefix = glob.pattern.asciiLiteralPrefix, !prefix.isEmpty {
                globsByPrefix[prefix, default: []].append(g)
                lengths.insert(prefix.count)
            } else {
                unindexed.append(g)
            }
        }
        prefixLengths = lengths.sorted()
    }

    /// The first matching rule's slot and index, else the default slot (nil when the spec
    /// checks only specified keys). `sourceLength` is the key's source text's length in
    /// characters, for rules with a `sourceLength` (which never match without it).
    package func slot(forKey key: String, sourceLength: Int? = nil) -> (slot: SlotSpec, rule: Int?)? {
        let exactRule = exact[key]
        var best = exactRule ?? Int.max
        // The first matching glob of a list in rule order that comes before `best`.
        func firstMatch(_ list: [Int]) {
            for g in list {
                let glob = globs[g]
                if glob.rule >= best { return }
                if let range = sourceLengths[glob.rule], !(sourceLength.map(range.contains) ?? false) { continue }
                if glob.pattern.matches(key) {
                    best = glob.rule
                    return
                }
            }
        }
        if !globs.isEmpty {
            let bytes = Array(key.utf8)
            if bytes.allSatisfy({ $0 < 0x80 }) {
                firstMatch(unindexed)
                for length in prefixLengths {
                    guard length <= bytes.count else { break }
                    if let list = globsByPrefix[Array(bytes[0..<length])] { firstMatch(list) }
                }
            } else {
                // A non-ASCII key is matched by whole characters, and some non-ASCII characters
                // are canonically equal to ASCII ones (U+212A KELVIN SIGN is "K"): its bytes say
                // nothing about the prefixes it matches, so every glob is tried.
                firstMatch(Array(globs.indices))
            }
        }
        if best != Int.max { return (spec.slots[best].slot, best) }
        return spec.onlySpecified ? nil : (spec.defaultSlot, nil)
    }
}
