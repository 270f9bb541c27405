import Foundation

/// The JSON report: a ``JSONReportDocument`` (schema version 1), pretty-printed with sorted keys.
///
/// It cannot fail on a measured value. The spec's numbers are bounded (see
/// `SpecParser.largestLength`), so every measurement is finite; should a value ever not be, it is
/// written as the string `"Infinity"`, `"-Infinity"` or `"NaN"` (`JSONEncoder`'s
/// `convertToString`) instead of the whole report turning into an error.
public struct JSONReportWriter: ReportWriter {
    /// A writer (it has no settings).
    public init() {}

    /// The report of `result`.
    public func write(_ result: CheckResult) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        do {
            let data = try encoder.encode(JSONReportDocument(result))
            return String(decoding: data, as: UTF8.self) + "\n"
        } catch {
            // Strings, whole numbers and (above) every double encode; nothing else is in the document.
            return "{\"schemaVersion\": 1, \"error\": \"the report could not be encoded: \(error)\"}\n"
        }
    }
}
