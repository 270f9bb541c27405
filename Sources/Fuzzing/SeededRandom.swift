/// A seeded generator (SplitMix64), so every fuzz input can be made again from its seed.
///
/// SplitMix64 is the seeding generator of Java's `SplittableRandom` and of xoshiro (Vigna,
/// "Further scramblings of Marsaglia's xorshift generators", 2017); good enough to pick inputs,
/// not meant for anything else.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// `true` with probability `chance`.
    public mutating func chance(_ chance: Double) -> Bool { Double.random(in: 0..<1, using: &self) < chance }

    /// One of `items`.
    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    /// One of `items`, each as likely as its weight.
    public mutating func pick<T>(weighted items: [(T, Int)]) -> T {
        var roll = int(0...items.reduce(0) { $0 + $1.1 } - 1)
        for (item, weight) in items {
            if roll < weight { return item }
            roll -= weight
        }
        return items[items.count - 1].0
    }
}
