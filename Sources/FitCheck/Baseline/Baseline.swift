import Foundation
import TextFormatting
import TextStyles

/// The findings a team has accepted for now (`--write-baseline FILE`), so that a check fails
/// only on what is new or worse (`--baseline FILE`). See README.md, "Baselines in CI".
///
/// It records the platform and the categories it was made for; a check of anything else refuses
/// it, since "fails at a smaller category" means nothing across other categories.
public struct Baseline: Sendable, Codable, Equatable {
    /// The current file format.
    public static let currentSchemaVersion = 1

    /// The file format (see `currentSchemaVersion`).
    public var schemaVersion: Int
    /// Always `typefit`.
    public var tool: String
    /// The platform checked (`ios`).
    public var platform: String
    /// The categories checked, in order (HIG names).
    public var categories: [String]
    /// The findings, sorted by table, key, locale, variant and kind.
    public var findings: [BaselineRecord]

    /// A baseline of every finding of `result` (the filter of a report does not apply).
    public init(_ result: CheckResult) {
        var records: [BaselineRecord] = []
        for entry in result.entries {
            for finding in entry.findings { records.append(BaselineRecord(finding, text: entry.text)) }
        }
        for finding in result.catalogFindings { records.append(BaselineRecord(finding, text: nil)) }
        self.init(platform: result.platform, categories: result.categories, findings: records)
    }

    /// A baseline for `platform` and `categories` holding `findings` (sorted here).
    init(platform: Platform, categories: [ContentSizeCategory], findings: [BaselineRecord]) {
        schemaVersion = Self.currentSchemaVersion
        tool = "typefit"
        self.platform = platform.rawValue
        self.categories = categories.map(\.higName)
        let keys = findings.map(\.sortKey)
        self.findings = findings.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }.map { findings[$0] }
    }

    /// Reads the baseline at `url`.
    public static func load(from url: URL) throws(BaselineError) -> Baseline {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(url.path, (error as NSError).localizedDescription)
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw .malformed(url.path, Self.reason(error))
        }
        guard baseline.tool == "typefit", baseline.schemaVersion == Self.currentSchemaVersion else {
            throw .malformed(url.path, "schema version \(baseline.schemaVersion) of '\(baseline.tool)'; this TypeFit reads version \(Self.currentSchemaVersion)")
        }
        return baseline
    }

    /// Refuses the baseline for a check of another platform or other categories.
    public func checkApplies(platform checkedPlatform: Platform, categories checkedCategories: [ContentSizeCategory], path: String) throws(BaselineError) {
        if platform != checkedPlatform.rawValue {
            throw .mismatch(path, what: "platform", recorded: platform, checked: checkedPlatform.rawValue)
        }
        let checked = checkedCategories.map(\.higName)
        if categories != checked {
            throw .mismatch(path, what: "categories", recorded: Self.range(categories), checked: Self.range(checked))
        }
    }

    /// The file's text: one finding a line, so a change to the baseline reads well in a diff.
    public func write(to output: ReportOutput) {
        output.write("{\n  \"schemaVersion\": \(schemaVersion),\n  \"tool\": \(jsonQuoted(tool)),\n")
        output.write("  \"platform\": \(jsonQuoted(platform)),\n  \"categories\": [\(categories.map(jsonQuoted).joined(separator: ", "))],\n")
        output.write("  \"findings\": [")
        for (index, record) in findings.enumerated() {
            output.write((index == 0 ? "\n    " : ",\n    ") + JSONReportWriter.record(record))
        }
        output.write(findings.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    private static func range(_ names: [String]) -> String {
        guard let first = names.first, let last = names.last else { return "no categories" }
        return names.count == 1 ? first : "\(first)...\(last) (\(names.count))"
    }

    private static func reason(_ error: Error) -> String {
        guard let decoding = error as? DecodingError else { return (error as NSError).localizedDescription }
        switch decoding {
        case .dataCorrupted(let context): return "not valid JSON (\(context.debugDescription))"
        case .keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "wrong value at \(path.isEmpty ? "the top" : path)"
        @unknown default: return "\(decoding)"
        }
    }
}
