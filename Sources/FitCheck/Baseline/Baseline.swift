import Catalogs
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
        self.categories = categories.map { $0.columnName(on: platform) }
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
            let (reason, line) = Self.reason(error, in: data)
            throw .malformed(url.path, reason, line: line)
        }
        guard baseline.tool == "typefit", baseline.schemaVersion == Self.currentSchemaVersion else {
            let field = baseline.tool == "typefit" ? "schemaVersion" : "tool"
            // The first of repeated keys, as the decoder read it.
            let text = (try? decodeText(data).get())?.text ?? ""
            let line = (try? JSONParser.parse(text))?.members.first { $0.key == field }?.line
            throw .malformed(url.path, "schema version \(baseline.schemaVersion) of '\(baseline.tool)'; this TypeFit reads version \(Self.currentSchemaVersion)",
                             line: line)
        }
        return baseline
    }

    /// Refuses the baseline for a check of another platform or other categories.
    public func checkApplies(platform checkedPlatform: Platform, categories checkedCategories: [ContentSizeCategory], path: String) throws(BaselineError) {
        if platform != checkedPlatform.rawValue {
            throw .mismatch(path, what: "platform", recorded: platform, checked: checkedPlatform.rawValue)
        }
        let checked = checkedCategories.map { $0.columnName(on: checkedPlatform) }
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

    /// Why `JSONDecoder` refused `data`, and the line: Catalogs' position-keeping parser reads
    /// it again to name the line of a syntax error (a merge conflict's `<<<<<<<`) or of the value
    /// at the decoder's coding path (Foundation's own message named neither).
    private static func reason(_ error: Error, in data: Data) -> (String, Int?) {
        // Bytes that are not text have the line of the first bad one (decoded leniently, the
        // parser saw U+FFFD and put the error at line 1).
        let text: String
        switch decodeText(data) {
        case .success(let decoded): text = decoded.text
        case .failure(let failure): return ("not text: \(failure.reason)", failure.line)
        }
        guard let decoding = error as? DecodingError else { return ("not readable as a baseline", nil) }
        let node: JSONNode
        do throws(JSONSyntaxError) {
            node = try JSONParser.parse(text)
        } catch {
            // A syntax error as this parser sees it; when the decoder read the syntax (it takes a
            // trailing comma) and refused a value, that value is the reason, without its line.
            if case .dataCorrupted = decoding { return ("not valid JSON: \(error.reason) (column \(error.column))", error.line) }
            return (valueReason(decoding), nil)
        }
        // The decoder keeps the first of repeated keys: so does the search.
        func located(_ path: [CodingKey]) -> JSONNode {
            var current = node
            for key in path {
                if let index = key.intValue, case .array(let items) = current.value, items.indices.contains(index) {
                    current = items[index]
                } else if let member = current.members.first(where: { $0.key == key.stringValue }) {
                    current = member.value
                } else {
                    break
                }
            }
            return current
        }
        return (valueReason(decoding), located(decodingPath(decoding)).line)
    }

    /// What a `DecodingError` means for a baseline, in TypeFit's words.
    private static func valueReason(_ decoding: DecodingError) -> String {
        func name(_ path: [CodingKey]) -> String {
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? "the top" : String(text.drop { $0 == "." })
        }
        switch decoding {
        case .keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "wrong value at \(name(context.codingPath))"
        // Valid JSON to the position-keeping parser, not to the decoder: a number out of range.
        case .dataCorrupted(let context): return "a value the baseline cannot hold at \(name(context.codingPath))"
        @unknown default: return "not readable as a baseline"
        }
    }

    /// Where a `DecodingError` happened, as a coding path.
    private static func decodingPath(_ decoding: DecodingError) -> [CodingKey] {
        switch decoding {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.codingPath
        @unknown default: return []
        }
    }
}
