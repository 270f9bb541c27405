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
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// Below this magnitude a coefficient or a constant counts as zero (kiwi's `nearZero`, 1e-8).
let epsilon = 1.0e-8

@inline(__always)
func nearZero(_ value: Double) -> Bool {
    abs(value) < epsilon
}
