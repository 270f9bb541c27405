/// The width calibration of the system font's stand-in (Inter) to SF Pro, and its error band.
///
/// Source: `Tables/system_font_width_calibration.csv` and `Tables/system_font_error_band.csv`,
/// measured on 3,200 translated UI strings (see `Tables/SOURCES.md`). Rules, as the reference
/// states them:
/// - between listed sizes the nearest lower integer size is used (sizes outside the table take
///   its first or last size);
/// - weights between listed ones interpolate linearly by weight number; lighter weights than the
///   lightest listed take its factor (Light ~ Regular, measured p95 2.7%); heavier ones
///   extrapolate the last two listed weights (Semibold -> Bold for Heavy, measured p95 2.8%);
/// - the error band of an unlisted weight interpolates likewise between listed weights and takes
///   the nearest listed weight's band outside them (the wider errors measured there are said in
///   ``note(weight:)``).
public struct StandInCalibration: Sendable {
    /// The tables compiled into the module, parsed on first use.
    public static let standard: StandInCalibration = {
        do {
            return try StandInCalibration(
                factors: .embedded("system_font_width_calibration.csv"), bands: .embedded("system_font_error_band.csv"))
        } catch {
            fatalError("TypeFit's embedded tables are malformed: \(error)")
        }
    }()

    /// Factors of one script group and weight, indexed by integer size from `firstSize`.
    private struct SizeRow: Sendable {
        var weight: Int
        var factors: [Double]
    }

    /// The listed weights, ascending (the same for every script group).
    public let weights: [Int]
    /// The first and last listed integer sizes.
    public let sizes: ClosedRange<Int>
    private let rows: [CalibratedScript: [SizeRow]]
    private let bands: [CalibratedScript: [(weight: Int, band: ErrorBand)]]

    init(factors: CSVTable, bands bandTable: CSVTable) throws(TextStyleError) {
        var byScript: [CalibratedScript: [Int: [Int: Double]]] = [:]
        for row in factors.rows {
            let script = try Self.script(row)
            let weight = try Self.weight(row)
            let size = try row.number("size_pt")
            let factor = try row.number("factor")
            guard size == size.rounded(), factor > 0 else {
                throw .malformedTable(file: row.file, line: row.line, reason: "size must be whole and the factor positive")
            }
            byScript[script, default: [:]][weight, default: [:]][Int(size)] = factor
        }
        guard let anyScript = byScript.values.first, let anyWeight = anyScript.values.first,
              let low = anyWeight.keys.min(), let high = anyWeight.keys.max() else {
            throw .malformedTable(file: factors.name, line: 1, reason: "no factors")
        }
        sizes = low...high
        weights = anyScript.keys.sorted()
        var rows: [CalibratedScript: [SizeRow]] = [:]
        for script in CalibratedScript.allCases {
            guard let byWeight = byScript[script], byWeight.keys.sorted() == weights else {
                throw .malformedTable(file: factors.name, line: 1, reason: "\(script.name) must list the weights \(weights)")
            }
            rows[script] = try weights.map { (weight) throws(TextStyleError) -> SizeRow in
                let bySize = byWeight[weight]!
                let row = try (low...high).map { (size) throws(TextStyleError) -> Double in
                    guard let factor = bySize[size] else {
                        throw .malformedTable(file: factors.name, line: 1, reason: "\(script.name) weight \(weight) has no size \(size)")
                    }
                    return factor
                }
                return SizeRow(weight: weight, factors: row)
            }
        }
        self.rows = rows
        var bands: [CalibratedScript: [(weight: Int, band: ErrorBand)]] = [:]
        for row in bandTable.rows {
            let band = ErrorBand(p50: try row.number("p50"), p95: try row.number("p95"), p99: try row.number("p99"))
            bands[try Self.script(row), default: []].append((try Self.weight(row), band))
        }
        for script in CalibratedScript.allCases {
            guard let list = bands[script], !list.isEmpty else {
                throw .malformedTable(file: bandTable.name, line: 1, reason: "no error band for \(script.name)")
            }
            bands[script] = list.sorted { $0.weight < $1.weight }
        }
        self.bands = bands
    }

    private static func script(_ row: CSVTable.Row) throws(TextStyleError) -> CalibratedScript {
        guard let script = CalibratedScript(tableName: row["script"]) else {
            throw .malformedTable(file: row.file, line: row.line, reason: "unknown script group '\(row["script"])'")
        }
        return script
    }

    private static func weight(_ row: CSVTable.Row) throws(TextStyleError) -> Int {
        guard let weight = FontWeight(parsing: row["weight"]) else {
            throw .malformedTable(file: row.file, line: row.line, reason: "unknown weight '\(row["weight"])'")
        }
        return weight.numericValue
    }

    // MARK: - Questions

    /// The factor for text of `script` at `weight` (100-900) and `pointSize`.
    public func factor(_ script: CalibratedScript, weight: Int, pointSize: Double) -> Double {
        let rows = self.rows[script]!
        let index = sizeIndex(pointSize)
        return Self.byWeight(weight, rows.map { (Double($0.weight), $0.factors[index]) }, extrapolates: true)
    }

    /// The factors of every script group at `weight` and `pointSize`: what one layout uses.
    public func factors(weight: Int, pointSize: Double) -> WidthFactors {
        WidthFactors(
            latin: factor(.latin, weight: weight, pointSize: pointSize),
            cyrillic: factor(.cyrillic, weight: weight, pointSize: pointSize),
            greek: factor(.greek, weight: weight, pointSize: pointSize))
    }

    /// The error band of `script` at `weight`.
    public func errorBand(_ script: CalibratedScript, weight: Int) -> ErrorBand {
        let list = bands[script]!
        func value(_ percentile: (ErrorBand) -> Double) -> Double {
            Self.byWeight(weight, list.map { (Double($0.weight), percentile($0.band)) }, extrapolates: false)
        }
        return ErrorBand(p50: value(\.p50), p95: value(\.p95), p99: value(\.p99))
    }

    /// What the calibration approximates at `weight`, in words; nil for a listed weight or one
    /// between listed weights.
    public func note(weight: Int) -> String? {
        guard let lightest = weights.first, let heaviest = weights.last else { return nil }
        let name = FontWeight(parsing: String(weight))?.displayName ?? String(weight)
        func listed(_ w: Int) -> String { FontWeight(parsing: String(w))?.displayName ?? String(w) }
        if weight < lightest {
            return "weight \(name) is lighter than the calibrated weights (\(listed(lightest))...\(listed(heaviest))): its widths take \(listed(lightest))'s factors and its error is wider than the band shown (measured by the reference; Tables/SOURCES.md)"
        }
        if weight > heaviest {
            return "weight \(name) is heavier than the calibrated weights (\(listed(lightest))...\(listed(heaviest))): its widths extrapolate \(listed(weights[weights.count - 2]))->\(listed(heaviest)) and its error is wider than the band shown (measured by the reference; Tables/SOURCES.md)"
        }
        return nil
    }

    /// The column of `pointSize`: the nearest lower integer size, within the listed sizes.
    private func sizeIndex(_ pointSize: Double) -> Int {
        guard pointSize.isFinite else { return 0 }
        let size = Int(max(Double(sizes.lowerBound), min(Double(sizes.upperBound), pointSize.rounded(.down))))
        return size - sizes.lowerBound
    }

    /// The value at `weight` on the polyline through `points` (weights ascending): linear between
    /// them; below the first, the first value; above the last, the last value or, when
    /// `extrapolates`, the line through the last two.
    private static func byWeight(_ weight: Int, _ points: [(x: Double, y: Double)], extrapolates: Bool) -> Double {
        let x = Double(weight)
        if extrapolates, points.count >= 2, let last = points.last, x > last.x {
            let previous = points[points.count - 2]
            return last.y + (last.y - previous.y) * (x - last.x) / (last.x - previous.x)
        }
        return Interpolation.linear(points, at: x)
    }
}
