import Foundation
import TextFormatting

/// SARIF 2.1.0 for code scanning: a rule per finding kind, each result at its catalog file and line.
///
/// Levels: failing severity is `error`, warnings `warning`, info `note`. Relative paths stay
/// relative (GitHub resolves them against the repository root).
public struct SARIFReportWriter: ReportWriter {
    /// A writer (it has no settings).
    public init() {}

    /// The report of `result`.
    public func write(_ result: CheckResult) -> String {
        let kinds = FindingKind.allCases
        let rules: [[String: Any]] = kinds.map { kind in
            [
                "id": kind.rawValue,
                "name": kind.title.replacingOccurrences(of: " ", with: ""),
                "shortDescription": ["text": kind.title],
                "fullDescription": ["text": kind.explanation],
                "defaultConfiguration": ["level": kind == .shrunk || kind == .catalogIssue ? "warning" : "error"],
            ]
        }
        let results: [[String: Any]] = result.findings.map { finding in
            var region: [String: Any] = ["startLine": max(1, finding.location.line)]
            if let column = finding.location.column { region["startColumn"] = max(1, column) }
            var properties: [String: Any] = ["categories": finding.categories.map(\.higName)]
            if let key = finding.key { properties["key"] = key }
            if let locale = finding.locale { properties["locale"] = locale }
            if let variant = finding.variant { properties["variant"] = variant }
            if let visible = finding.visibleText { properties["visibleText"] = visible }
            if let scale = finding.shrinkScale { properties["shrinkScale"] = scale }
            if let kind = finding.catalogIssueKind { properties["catalogIssueKind"] = kind.rawValue }
            if let origin = finding.from {
                properties["from"] = origin.from
                properties["slotSource"] = origin.source.rawValue
                if let confidence = origin.confidence { properties["confidence"] = confidence }
                if origin.inferredFrom != nil, let rule = origin.specLocation { properties["rule"] = rule }
            }
            var text = finding.message
            if let key = finding.key {
                text = "\(key)" + (finding.locale.map { " [\($0)]" } ?? "") + ": " + text
            }
            let fingerprint = [finding.kind.rawValue, finding.key ?? "", finding.locale ?? "", finding.variant ?? "",
                               finding.catalogIssueKind?.rawValue ?? "", finding.key == nil ? finding.message : ""].joined(separator: "|")
            return [
                "ruleId": finding.kind.rawValue,
                "ruleIndex": kinds.firstIndex(of: finding.kind)!,
                "level": level(finding.severity),
                "message": ["text": text],
                "locations": [[
                    "physicalLocation": [
                        "artifactLocation": ["uri": sarifURI(finding.location.file)],
                        "region": region,
                    ],
                ]],
                "partialFingerprints": ["typefitFinding/v1": fingerprint],
                "properties": properties,
            ]
        }
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": ["name": "TypeFit", "rules": rules]],
                "results": results,
                "properties": [
                    "platform": result.platform.rawValue,
                    "categories": result.categories.map(\.higName),
                    "exitStatus": Int(result.exitStatus.rawValue),
                ],
            ]],
        ]
        do {
            let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            return String(decoding: data, as: UTF8.self) + "\n"
        } catch {
            return "{\"version\": \"2.1.0\", \"runs\": []}\n"
        }
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
