/// How far the calibrated stand-in's widths may still be from SF Pro's, in percent of the width.
///
/// From `Tables/system_font_error_band.csv`: the remaining `|k x width_Inter / width_SF - 1|` on
/// the reference's held-out strings, per script group and weight, pooled over the 12 Body sizes.
public struct ErrorBand: Sendable, Hashable {
    /// Median error, percent.
    public var p50: Double
    /// 95th percentile, percent: the default band (it contains 97% of the decisions that differ
    /// from SF Pro's and marks 1.8% of all decisions as borderline, reference README).
    public var p95: Double
    /// 99th percentile, percent (contains every such decision seen, marks 2.8%).
    public var p99: Double

    /// A band with the given percentiles.
    public init(p50: Double, p95: Double, p99: Double) {
        self.p50 = p50
        self.p95 = p95
        self.p99 = p99
    }

    /// The percentile `percentile` of the band, percent.
    public subscript(percentile: BandPercentile) -> Double {
        switch percentile {
        case .p95: p95
        case .p99: p99
        }
    }

    /// The wider of two bands, percentile by percentile (text in two script groups).
    public func union(_ other: ErrorBand) -> ErrorBand {
        ErrorBand(p50: max(p50, other.p50), p95: max(p95, other.p95), p99: max(p99, other.p99))
    }
}

/// Which percentile of the error band decides that an answer is borderline (`--band`).
public enum BandPercentile: String, CaseIterable, Sendable, Hashable, Codable {
    case p95, p99

    /// Parses `p95` or `p99` (also `95`, `99`), case-insensitively.
    public init?(name: String) {
        let key = name.lowercased()
        guard let found = Self.allCases.first(where: { $0.rawValue == key || $0.rawValue.dropFirst() == key }) else { return nil }
        self = found
    }
}

