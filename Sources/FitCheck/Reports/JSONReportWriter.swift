import Foundation

/// The JSON report: a ``JSONReportDocument`` (schema version 1), pretty-printed with sorted keys.
public struct JSONReportWriter: ReportWriter {
    /// A writer (it has no settings).
    public init() {}

    /// The report of `result`.
    public func write(_ result: CheckResult) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(JSONReportDocument(result))
            return String(decoding: data, as: UTF8.self) + "\n"
        } catch {
            // Encoding plain strings and numbers cannot fail; non-finite numbers are the only way.
            return "{\"schemaVersion\": 1, \"error\": \"the report could not be encoded\"}\n"
        }
    }
}
