import Cassowary

/// SplitMix64 (Steele, Lea & Flood 2014): a small seeded generator, so every run builds the
/// same systems and a failure names a system that can be rebuilt.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Builds the oracle's systems, shape by shape.
struct SystemGenerator {
    var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    mutating func system(_ shape: OracleSystem.Shape) -> OracleSystem {
        switch shape {
        case .randomSparse: randomSparse(stays: false)
        case .unique: randomSparse(stays: true)
        case .layoutRows: layout(shape: .layoutRows, containerSizes: [320, 375, 390, 393, 414, 428, 430], margin: 16)
        case .layoutColumns: layout(shape: .layoutColumns, containerSizes: [568, 667, 736, 812, 844, 896, 932], margin: 44)
        case .edits: edits()
        case .screens: screen()
        }
    }

    // MARK: Pieces

    private mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
    private mutating func integer(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func real(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }

    /// Mostly the named strengths, sometimes Auto Layout priorities on the raw scale and
    /// kiwi's `create` with fractional parts.
    private mutating func strength(requiredShare: Double) -> Strength {
        if chance(requiredShare) { return .required }
        switch integer(0...5) {
        case 0: return .strong
        case 1: return .medium
        case 2: return .weak
        case 3: return Strength([1, 250, 251, 500, 749, 750, 999].randomElement(using: &random)!)
        case 4: return .create(real(0...2), real(0...1000), real(0...1000))
        default: return Strength(real(0.5...2_000_000))
        }
    }

    private mutating func coefficient() -> Double {
        if chance(0.02) { return [1e-10, -3e-9].randomElement(using: &random)! }  // near zero: dropped
        if chance(0.6) { return Double([-3, -2, -1, 1, 1, 1, 2, 3].randomElement(using: &random)!) }
        return (real(-4...4) * 1000).rounded() / 1000
    }

    private mutating func relation() -> Relation {
        [.lessThanOrEqual, .equal, .greaterThanOrEqual].randomElement(using: &random)!
    }

    // MARK: Shapes

    /// Random sparse systems: 1-3 terms per constraint (sometimes none), mixed relations and
    /// strengths, about 45% required (so required inequalities often conflict), some
    /// removals. With `stays`, every variable first gets a weak stay of its own distinct
    /// weight, which makes the optimum unique: every value is then compared.
    private mutating func randomSparse(stays: Bool) -> OracleSystem {
        let n = integer(2...10)
        var system = OracleSystem(shape: stays ? .unique : .randomSparse, variables: n)
        if stays {
            for v in 0..<n {
                system.operations.append(.add([(v, 1)], -real(-100...100), .equal, Strength(real(0.5...1.5))))
            }
        }
        for _ in 0..<integer(3...18) {
            if system.addCount > (stays ? n : 0) && chance(0.1) {
                // Never a stay: without it, a variable's value need not be unique.
                system.operations.append(.remove(add: integer((stays ? n : 0)...(system.addCount - 1))))
                continue
            }
            if system.addCount > 0 && chance(0.12) {
                // A constant changed in place (any constraint: required equations too, which
                // keep their dummy marker; kiwi removes and adds again), then a check.
                let constant = chance(0.5) ? Double(integer(-50...50)) : (real(-100...100) * 100).rounded() / 100
                system.operations.append(.reconstant(add: integer(0...(system.addCount - 1)), constant))
                system.operations.append(.check)
                continue
            }
            if chance(0.06) { system.operations.append(.check) }
            let termCount = chance(0.03) ? 0 : integer(1...3)
            let terms = (0..<termCount).map { _ in (integer(0...(n - 1)), coefficient()) }
            let constant = chance(0.5) ? Double(integer(-50...50)) : (real(-100...100) * 100).rounded() / 100
            let strength = strength(requiredShare: stays ? 0.3 : 0.45)
            system.operations.append(.add(terms, constant, relation(), stays ? Strength(Swift.min(strength.value, Strength.required.value)) : strength))
        }
        system.operations.append(.check)
        return system
    }

    /// Views in a row (or a column) inside a container: the first pinned to the margin, each
    /// next one `spacing` after the previous, the last's trailing edge within the margin;
    /// widths >= 0, hugging (`width <= intrinsic`) and compression resistance (`width >=
    /// intrinsic`) pairs at priorities 250/251/750/749 or required, sometimes a fixed width
    /// (which can make the row unsatisfiable) or equal widths. Variables: the container's size,
    /// then leading and width of each view.
    private mutating func layout(shape: OracleSystem.Shape, containerSizes: [Double], margin: Double) -> OracleSystem {
        let views = integer(2...7)
        var system = OracleSystem(shape: shape, variables: 1 + 2 * views)
        let container = 0
        func leading(_ i: Int) -> Int { 1 + 2 * i }
        func size(_ i: Int) -> Int { 2 + 2 * i }
        let containerSize = containerSizes.randomElement(using: &random)!
        if chance(0.3) {
            system.operations.append(.edit(container, .strong))
            system.operations.append(.suggest(container, containerSize))
        } else {
            system.operations.append(.add([(container, 1)], -containerSize, .equal, .required))
        }
        system.operations.append(.add([(leading(0), 1)], -margin, .equal, .required))
        let spacing: Int = [0, 8, 8, 16].randomElement(using: &random)!
        for i in 1..<views {
            let strength: Strength = chance(0.8) ? .required : Strength(999)
            let relation: Relation = chance(0.85) ? .equal : .greaterThanOrEqual
            system.operations.append(.add([(leading(i), 1), (leading(i - 1), -1), (size(i - 1), -1)], -Double(spacing), relation, strength))
        }
        let last = views - 1
        let trailingRelation: Relation = chance(0.5) ? .equal : .lessThanOrEqual
        system.operations.append(.add([(leading(last), 1), (size(last), 1), (container, -1)], margin, trailingRelation,
                                      chance(0.85) ? .required : Strength(750)))
        for i in 0..<views {
            system.operations.append(.add([(size(i), 1)], 0, .greaterThanOrEqual, .required))
            let intrinsic = Double(integer(20...220))
            let hugging = Strength([250, 251, 750, 1].randomElement(using: &random)!)
            let compression: Strength = chance(0.1) ? .required : Strength([750, 749, 1000 * 999].randomElement(using: &random)!)
            system.operations.append(.add([(size(i), 1)], -intrinsic, .lessThanOrEqual, hugging))
            system.operations.append(.add([(size(i), 1)], -intrinsic, .greaterThanOrEqual, compression))
            if chance(0.1) {
                system.operations.append(.add([(size(i), 1)], -Double(integer(40...300)), .equal, .required))
            }
        }
        if chance(0.3) {
            let a = integer(0...last), b = integer(0...last)
            system.operations.append(.add([(size(a), 1), (size(b), -1)], 0, .equal, chance(0.5) ? .required : Strength(500)))
        }
        system.operations.append(.check)
        if chance(0.3) {
            // Take one constraint out and check again.
            system.operations.append(.remove(add: integer(0...(system.addCount - 1))))
            system.operations.append(.check)
        }
        return system
    }

    /// A screen: a grid of 3-6 rows of 2-5 views in both axes (left, top, width, height each),
    /// chained to the previous view or the root's margins, hugging and compression pairs at
    /// random Auto Layout priorities, some equal widths and aspect ratios, the root's width an
    /// edit variable moved across devices with a check after each; the intrinsic sizes changed
    /// in place a few times (categories) with a check after each; some fixed sizes that can
    /// conflict, then a few removals. 100-500 constraints.
    private mutating func screen() -> OracleSystem {
        let rows = integer(3...6), columns = integer(2...5)
        var system = OracleSystem(shape: .screens, variables: 2 + 4 * rows * columns)
        let width = 0, height = 1
        func view(_ row: Int, _ column: Int) -> (left: Int, top: Int, width: Int, height: Int) {
            let base = 2 + 4 * (row * columns + column)
            return (base, base + 1, base + 2, base + 3)
        }
        let priorities: [Strength] = [Strength(250), Strength(251), Strength(500), Strength(749), Strength(750), Strength(999), .required]
        /// The intrinsic sizes' constraints (add index, size), changed per category below.
        var intrinsics: [(add: Int, size: Double)] = []
        system.operations.append(.edit(width, .strong))
        system.operations.append(.add([(height, 1)], -844, .equal, .required))
        for row in 0..<rows {
            for column in 0..<columns {
                let v = view(row, column)
                system.operations.append(.add([(v.width, 1)], 0, .greaterThanOrEqual, .required))
                system.operations.append(.add([(v.height, 1)], 0, .greaterThanOrEqual, .required))
                let (w, h) = (Double(integer(20...160)), Double(integer(17...60)))
                for (size, intrinsic) in [(v.width, w), (v.height, h)] {
                    intrinsics += [(system.addCount, intrinsic), (system.addCount + 1, intrinsic)]
                    system.operations.append(.add([(size, 1)], -intrinsic, .lessThanOrEqual, priorities.randomElement(using: &random)!))
                    system.operations.append(.add([(size, 1)], -intrinsic, .greaterThanOrEqual, priorities.randomElement(using: &random)!))
                }
                if column == 0 {
                    system.operations.append(.add([(v.left, 1)], -16, .equal, .required))
                } else {
                    let p = view(row, column - 1)
                    system.operations.append(.add([(v.left, 1), (p.left, -1), (p.width, -1)], -8, chance(0.8) ? .equal : .greaterThanOrEqual, .required))
                }
                if row == 0 {
                    system.operations.append(.add([(v.top, 1)], -44, .equal, .required))
                } else {
                    let a = view(row - 1, column)
                    system.operations.append(.add([(v.top, 1), (a.top, -1), (a.height, -1)], -8, .greaterThanOrEqual, .required))
                    system.operations.append(.add([(v.top, 1), (a.top, -1), (a.height, -1)], -8, .equal, priorities.randomElement(using: &random)!))
                }
                if chance(0.1) {
                    system.operations.append(.add([(v.width, 1)], -Double(integer(40...200)), .equal, .required))
                }
                if chance(0.1) {
                    system.operations.append(.add([(v.height, 1), (v.width, -0.5)], 0, .equal, priorities.randomElement(using: &random)!))
                }
            }
            let last = view(row, columns - 1)
            system.operations.append(.add([(last.left, 1), (last.width, 1), (width, -1)], 16, .lessThanOrEqual,
                                          priorities.randomElement(using: &random)!))
            if columns > 1 && chance(0.3) {
                system.operations.append(.add([(view(row, 0).width, 1), (view(row, 1).width, -1)], 0, .equal, Strength(500)))
            }
        }
        let bottom = view(rows - 1, 0)
        system.operations.append(.add([(bottom.top, 1), (bottom.height, 1), (height, -1)], 34, .lessThanOrEqual, Strength(999)))
        for device in [375.0, 390, 430].shuffled(using: &random) {
            system.operations.append(.suggest(width, device))
            system.operations.append(.check)
        }
        // Categories: every intrinsic size scaled (as text grows), each hugging and
        // compression pair's constant changed in place, then a check.
        for _ in 0..<integer(1...3) {
            let scale = real(0.8...2.5)
            for intrinsic in intrinsics {
                system.operations.append(.reconstant(add: intrinsic.add, -(intrinsic.size * scale).rounded()))
            }
            system.operations.append(.check)
        }
        for _ in 0..<integer(1...5) {
            system.operations.append(.remove(add: integer(0...(system.addCount - 1))))
        }
        system.operations.append(.check)
        return system
    }

    /// Edit variables with suggested values: positions kept in order inside bounds, 1-3 of
    /// them edited at various strengths, a series of suggestions with a check after each, and
    /// some misuse (a duplicate edit, a required edit, a suggestion to a variable that is not
    /// edited, removing an edit and adding it again).
    private mutating func edits() -> OracleSystem {
        let n = integer(3...8)
        var system = OracleSystem(shape: .edits, variables: n)
        for v in 0..<n {
            system.operations.append(.add([(v, 1)], 0, .greaterThanOrEqual, .required))
            system.operations.append(.add([(v, 1)], -500, .lessThanOrEqual, .required))
            if v > 0 {
                system.operations.append(.add([(v, 1), (v - 1, -1)], -Double(integer(0...40)), .greaterThanOrEqual,
                                              strength(requiredShare: 0.7)))
            }
            if chance(0.5) {
                system.operations.append(.add([(v, 1)], -Double(integer(0...500)), .equal, .weak))
            }
        }
        var edited: [Int] = []
        for _ in 0..<integer(1...3) {
            let v = integer(0...(n - 1))
            system.operations.append(.edit(v, [Strength.strong, .medium, .weak, .create(0, 500, 0)].randomElement(using: &random)!))
            if !edited.contains(v) { edited.append(v) }
        }
        if chance(0.2) { system.operations.append(.edit(0, .required)) }
        for _ in 0..<integer(3...8) {
            let v = chance(0.9) ? edited.randomElement(using: &random)! : integer(0...(n - 1))
            system.operations.append(.suggest(v, Double(integer(-100...600))))
            system.operations.append(.check)
            if chance(0.1) {
                system.operations.append(.unedit(v))
                system.operations.append(.check)
                system.operations.append(.edit(v, .medium))
            }
        }
        return system
    }
}
