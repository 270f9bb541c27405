import Foundation

/// The properties every check run must have, read from its JSON report and its messages.
enum ReportChecks {
    /// Words that mean a message came from Foundation or from a crash, not from TypeFit.
    static let internals = ["NSCocoaErrorDomain", "The operation could not be completed", "Error Domain=", "Fatal error",
                            "Swift runtime failure", "NSError", "_NSCocoaError", "couldn’t be opened",
                            "The given data was not valid JSON"]

    /// The issues of a JSON report that mean a file is damaged, as "kind: message".
    static func damage(in report: String) -> Set<String> {
        let damageKinds: Set<String> = ["malformed", "badEncoding", "unterminatedString", "unreadableFile", "unsafeXML"]
        guard let object = try? JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any] else { return [] }
        return Set((object["catalogIssues"] as? [[String: Any]] ?? []).compactMap { issue in
            guard let kind = issue["catalogIssueKind"] as? String, damageKinds.contains(kind) else { return nil }
            return kind + ": " + (issue["message"] as? String ?? "")
        })
    }

    static func internalWords(in texts: String...) -> [FuzzFailure] {
        internals.filter { words in texts.contains { $0.contains(words) } }.map { .internals($0) }
    }

    /// Totals that add up, locations inside the files, the sentinels where they must be.
    /// `lines` gives the number of lines of a file named in the report.
    static func check(report text: String, status: Int32, input: FuzzInput?, lines: (String) -> Int?) -> (failures: [FuzzFailure], issues: Int) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)), let report = object as? [String: Any] else {
            return ([.unreadableReport(String(text.prefix(120)))], 0)
        }
        var failures: [FuzzFailure] = []
        if let exitStatus = report["exitStatus"] as? Int, exitStatus != Int(status) {
            failures.append(.exitStatus(status))
        }
        let totals = report["totals"] as? [String: Any] ?? [:]
        func total(_ name: String) -> Int { totals[name] as? Int ?? -1 }
        func sum(_ name: String) -> Int { (totals[name] as? [String: Int])?.values.reduce(0, +) ?? -1 }
        // Schema 2 lists entries with findings in `entries` and, with --include-fitting, the
        // fitting ones compactly in `fitting`: together they are every checked entry.
        let entries = (report["entries"] as? [[String: Any]] ?? []) + (report["fitting"] as? [[String: Any]] ?? [])
        let skipped = report["skipped"] as? [[String: Any]] ?? []
        let issues = report["catalogIssues"] as? [[String: Any]] ?? []
        let identities: [(String, Int, Int)] = [
            ("entriesRead = checked + skipped", total("entriesRead"), total("checked") + total("skipped")),
            ("checked = fitting + withFindings", total("checked"), total("fitting") + total("withFindings")),
            ("skipped = sum of skippedByReason", total("skipped"), sum("skippedByReason")),
            ("findings = sum of findingsByKind", total("findings"), sum("findingsByKind")),
            ("findings = sum of findingsBySeverity", total("findings"), sum("findingsBySeverity")),
            ("entries listed = checked", entries.count, total("checked")),
            ("skipped listed = skipped", skipped.count, total("skipped")),
            ("catalog issues listed = catalogIssues", issues.count, total("catalogIssues")),
        ]
        for (name, left, right) in identities where left != right || left < 0 {
            failures.append(.totals("\(name): \(left) vs \(right)"))
        }
        // Every location names a file of the input and a line of it.
        for item in issues + entries + skipped {
            let file = item["file"] as? String ?? ""
            let line = item["line"] as? Int ?? 0
            guard !file.isEmpty else { failures.append(.location("no file: \(item["message"] ?? item["key"] ?? "")")); break }
            if line < 1 || line > (lines(file) ?? Int.max) {
                failures.append(.location("\(file):\(line) (the file has \(lines(file) ?? 0) lines): \(item["message"] ?? item["key"] ?? "")"))
                break
            }
        }
        if let input, !issues.contains(where: { ($0["catalogIssueKind"] as? String) == "badEncoding" }) {
            let keys = Set((entries + skipped).compactMap { $0["key"] as? String })
            if input.keepsBefore, !keys.contains(Sentinel.before) { failures.append(.lostBefore) }
            if input.keepsAfter, !keys.contains(Sentinel.after) { failures.append(.lostAfter) }
        }
        return (failures, issues.count)
    }
}
