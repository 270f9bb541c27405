/// Piecewise-linear interpolation through a table of points.
enum Interpolation {
    /// The value at `x` on the polyline through `points` (sorted by x), keeping the first or
    /// last value outside the listed range.
    static func linear(_ points: [(x: Double, y: Double)], at x: Double) -> Double {
        guard !x.isNaN else { return .nan }
        guard let first = points.first, let last = points.last else { return 0 }
        if x <= first.x { return first.y }
        if x >= last.x { return last.y }
        let upperIndex = points.firstIndex { $0.x >= x }!
        let upper = points[upperIndex], lower = points[upperIndex - 1]
        if upper.x == x { return upper.y }
        return lerp(lower.y, upper.y, (x - lower.x) / (upper.x - lower.x))
    }

    /// `a` + (`b` - `a`) x `t`.
    static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
        a + (b - a) * t
    }
}
