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

    /// The listed weights, ascending (the same for every script group).
    public let weights: [Int]
    /// The first and last listed integer sizes.
    public let sizes: ClosedRange<Int>
    /// Every factor, by script group, then weight, then size (`index(_:_:_:)`): one flat array,
    /// filled from the table once (nested dictionaries made parsing a tenth of a cold start).
    private let factorTable: [Double]
    /// Error bands by script group (`CalibratedScript.rawValue - 1`), each by listed weight.
    private let bands: [[(weight: Int, band: ErrorBand)]]

    init(factors: CSVTable, bands bandTable: CSVTable) throws(TextStyleError) {
        let (weights, sizes, table) = try Self.readFactors(factors)
        self.weights = weights
        self.sizes = sizes
        self.factorTable = table
        self.bands = try Self.readBands(bandTable)
    }

    /// The factor table: its weights, its sizes, and every factor in `factorTable`'s order.
    private static func readFactors(_ factors: CSVTable) throws(TextStyleError) -> ([Int], ClosedRange<Int>, [Double]) {
        let scriptColumn = try factors.position(of: "script"), weightColumn = try factors.position(of: "weight")
        let sizeColumn = try factors.position(of: "size_pt"), factorColumn = try factors.position(of: "factor")
        var weightOf = WeightReader()
        var cells: [(script: Int, weight: Int, size: Int, factor: Double)] = []
        cells.reserveCapacity(factors.rows.count)
        for row in factors.rows {
            let size = try row.number(at: sizeColumn, named: "size_pt")
            let factor = try row.number(at: factorColumn, named: "factor")
            guard size == size.rounded(), size >= 1, size < 10_000, factor > 0 else {
                throw .malformedTable(file: row.file, line: row.line, reason: "sizes must be whole points and factors positive")
            }
            cells.append((try script(row, scriptColumn).rawValue - 1, try weightOf(row, weightColumn), Int(size), factor))
        }
        guard let low = cells.map(\.size).min(), let high = cells.map(\.size).max() else {
            throw .malformedTable(file: factors.name, line: 1, reason: "no factors")
        }
        let weights = Set(cells.map(\.weight)).sorted()
        let sizeCount = high - low + 1
        var table = [Double](repeating: .nan, count: CalibratedScript.allCases.count * weights.count * sizeCount)
        for cell in cells {
            table[(cell.script * weights.count + weights.firstIndex(of: cell.weight)!) * sizeCount + cell.size - low] = cell.factor
        }
        if let missing = table.firstIndex(where: \.isNaN) {
            let script = CalibratedScript.allCases[missing / (weights.count * sizeCount)]
            let weight = weights[missing / sizeCount % weights.count]
            throw .malformedTable(file: factors.name, line: 1, reason: "\(script.name) weight \(weight) has no size \(low + missing % sizeCount)")
        }
        return (weights, low...high, table)
    }

    /// The error bands by script group, each sorted by weight.
    private static func readBands(_ table: CSVTable) throws(TextStyleError) -> [[(weight: Int, band: ErrorBand)]] {
        let scriptColumn = try table.position(of: "script"), weightColumn = try table.position(of: "weight")
        var weightOf = WeightReader()
        var bands = [[(weight: Int, band: ErrorBand)]](repeating: [], count: CalibratedScript.allCases.count)
        for row in table.rows {
            let band = ErrorBand(p50: try row.number("p50"), p95: try row.number("p95"), p99: try row.number("p99"))
            bands[try script(row, scriptColumn).rawValue - 1].append((try weightOf(row, weightColumn), band))
        }
        for script in CalibratedScript.allCases {
            guard !bands[script.rawValue - 1].isEmpty else {
                throw .malformedTable(file: table.name, line: 1, reason: "no error band for \(script.name)")
            }
            bands[script.rawValue - 1].sort { $0.weight < $1.weight }
        }
        return bands
    }

    /// Reads the weight column, remembering the last spelling (rows come grouped by weight).
    private struct WeightReader {
        var last: (text: String, weight: Int)?

        mutating func callAsFunction(_ row: CSVTable.Row, _ column: Int) throws(TextStyleError) -> Int {
            let text = row.field(at: column)
            if let last, last.text == text { return last.weight }
            guard let weight = FontWeight(parsing: text) else {
                throw .malformedTable(file: row.file, line: row.line, reason: "unknown weight '\(text)'")
            }
            last = (text, weight.numericValue)
            return weight.numericValue
        }
    }

    private static func script(_ row: CSVTable.Row, _ column: Int) throws(TextStyleError) -> CalibratedScript {
        let text = row.field(at: column)
        guard let script = CalibratedScript(tableName: text) else {
            throw .malformedTable(file: row.file, line: row.line, reason: "unknown script group '\(text)'")
        }
        return script
    }

    // MARK: - Questions

    /// The factor for text of `script` at `weight` (100-900) and `pointSize`.
    public func factor(_ script: CalibratedScript, weight: Int, pointSize: Double) -> Double {
        let sizeCount = sizes.count
        let base = (script.rawValue - 1) * weights.count * sizeCount + sizeIndex(pointSize)
        return Self.byWeight(weight, weights, extrapolates: true) { factorTable[base + $0 * sizeCount] }
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
        let list = bands[script.rawValue - 1]
        let listed = list.map(\.weight)
        func value(_ percentile: (ErrorBand) -> Double) -> Double {
            Self.byWeight(weight, listed, extrapolates: false) { percentile(list[$0].band) }
        }
        return ErrorBand(p50: value(\.p50), p95: value(\.p95), p99: value(\.p99))
    }

    /// The error bands of every script group at `weight`: what a resolved font keeps.
    public func errorBands(weight: Int) -> ErrorBands {
        ErrorBands(
            latin: errorBand(.latin, weight: weight), cyrillic: errorBand(.cyrillic, weight: weight),
            greek: errorBand(.greek, weight: weight))
    }

    /// What the calibration approximates at `weight`, in words; nil for a listed weight or one
    /// between listed weights.
    public func note(weight: Int) -> String? {
        guard let lightest = weights.first, let heaviest = weights.last, weight < lightest || weight > heaviest else { return nil }
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

    /// The value at `weight` on the polyline through `(listed[i], value(i))` (weights ascending):
    /// linear between them; below the first, the first value; above the last, the last value or,
    /// when `extrapolates`, the line through the last two.
    private static func byWeight(_ weight: Int, _ listed: [Int], extrapolates: Bool, value: (Int) -> Double) -> Double {
        let last = listed.count - 1
        if weight <= listed[0] || last == 0 { return value(0) }
        if weight >= listed[last] && !(extrapolates && weight > listed[last]) { return value(last) }
        // The segment holding `weight`, or the last one when extrapolating past it.
        var upper = 1
        while upper < last && listed[upper] < weight { upper += 1 }
        let (x0, x1) = (Double(listed[upper - 1]), Double(listed[upper]))
        return Interpolation.lerp(value(upper - 1), value(upper), (Double(weight) - x0) / (x1 - x0))
    }
}
