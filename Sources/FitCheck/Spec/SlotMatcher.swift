/// Finds the first slot rule whose pattern matches a key, fast: exact keys through a dictionary,
/// and only the glob rules that come before the exact match are tried.
///
/// Built once per check; a spec with hundreds of rules costs one dictionary lookup per key plus
/// the globs, instead of every pattern of every rule.
struct SlotMatcher {
    private let spec: Spec
    /// Exact (wildcard-free) patterns: the first rule that names each key.
    private var exact: [String: Int] = [:]
    /// Glob patterns with their rule, in rule order.
    private var globs: [(rule: Int, pattern: KeyPattern)] = []

    init(_ spec: Spec) {
        self.spec = spec
        for (index, rule) in spec.slots.enumerated() {
            for pattern in rule.patterns {
                if pattern.isGlob {
                    globs.append((index, pattern))
                } else if exact[pattern.pattern] == nil {
                    exact[pattern.pattern] = index
                }
            }
        }
    }

    /// The first matching rule's slot and index, else the default slot (nil when the spec
    /// checks only specified keys).
    func slot(forKey key: String) -> (slot: SlotSpec, rule: Int?)? {
        let exactRule = exact[key]
        let limit = exactRule ?? Int.max
        let rule = globs.first { $0.rule < limit && $0.pattern.matches(key) }?.rule ?? exactRule
        if let rule { return (spec.slots[rule].slot, rule) }
        return spec.onlySpecified ? nil : (spec.defaultSlot, nil)
    }
}
