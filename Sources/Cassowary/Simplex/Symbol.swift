/// A column of the simplex tableau (Badros, Borning & Stuckey 2001, section 3).
///
/// `external` symbols stand for the user's variables and are unrestricted in sign; `slack`
/// symbols turn an inequality into an equation and are >= 0; `error` symbols measure how far
/// a non-required constraint is from holding and are >= 0 (they, weighted by strength, make
/// the objective); `dummy` symbols mark a required equation (kept at 0, never entering a basis).
/// The id is the order of creation; comparisons of ids are Bland's rule's order.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 {
        case external, slack, error, dummy
    }

    let id: Int
    let kind: Kind

    /// Slack and error symbols are >= 0; external ones are free; dummies are fixed at 0.
    var isRestricted: Bool { kind == .slack || kind == .error }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The hash rows and columns use: a multiplicative mix of the id (Fibonacci hashing,
    /// Knuth TAOCP 6.4) instead of SipHash, which took 40% of a solve (perf, on the
    /// screen-shaped benchmark). Ids are sequential and not chosen by an adversary, so a
    /// seeded mix suffices. `_rawHashValue(seed:)` is the Hashable requirement Dictionary and
    /// Set call; `hash(into:)` stays for everything else.
    func _rawHashValue(seed: Int) -> Int {
        let mixed = (UInt64(bitPattern: Int64(id)) ^ UInt64(bitPattern: Int64(seed))) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: UInt(mixed ^ (mixed >> 29)))
    }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// Below this magnitude a coefficient or a constant counts as zero (kiwi's `nearZero`, 1e-8).
let epsilon = 1.0e-8

@inline(__always)
func nearZero(_ value: Double) -> Bool {
    abs(value) < epsilon
}
