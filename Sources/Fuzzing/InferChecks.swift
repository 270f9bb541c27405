import Foundation

/// The properties every `typefit infer` run must have, read from the spec it writes on standard
/// output and the messages on standard error.
enum InferChecks {
    /// A spec that parses as JSON with its three lists; every `from` and every message naming
    /// the input file naming a line of it; the sentinels read (placed or uninferred) where they
    /// must be. `file` is the input's file name, `lineCount` its lines.
    static func check(spec text: String, messages: String, input: FuzzInput, file: String, lineCount: Int) -> (failures: [FuzzFailure], issues: Int) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)), let spec = object as? [String: Any],
              let slots = spec["slots"] as? [[String: Any]], let groups = spec["groups"] as? [[String: Any]],
              let uninferred = spec["uninferred"] as? [[String: Any]] else {
            return ([.unreadableReport("the written spec: " + String(text.prefix(120)))], 0)
        }
        var failures: [FuzzFailure] = []
        func checkLine(_ path: Substring, _ line: Int, _ what: String) {
            guard path.hasSuffix(file) else { return }
            if line < 1 || line > lineCount { failures.append(.location("\(file):\(line) (the file has \(lineCount) lines): \(what.prefix(120))")) }
        }
        // "from": "PATH:LINE" in rules, groups and uninferred keys.
        for item in slots + groups + uninferred {
            guard let from = item["from"] as? String, let colon = from.lastIndex(of: ":"), let line = Int(from[from.index(after: colon)...]) else {
                failures.append(.location("a \"from\" that names no file and line: \(String(describing: item["from"]))"))
                break
            }
            checkLine(from[..<colon], line, "\(item["match"] ?? item["key"] ?? "")")
        }
        // "typefit: warning: PATH:LINE[:COLUMN]: [kind] message".
        var issues = 0, badEncoding = false
        for message in messages.split(separator: "\n") where message.hasPrefix("typefit: warning: ") || message.hasPrefix("typefit: error: ") {
            issues += 1
            if message.contains("[badEncoding]") { badEncoding = true }
            let location = message.drop { $0 != ":" }.dropFirst().drop { $0 != ":" }.dropFirst().drop { $0 == " " }
            let parts = location.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count >= 3, let line = Int(parts[1]) else {
                failures.append(.location("a message without file and line: \(message.prefix(160))"))
                continue
            }
            checkLine(parts[0], line, String(message))
        }
        if !badEncoding {
            // Read from the input: placed, or uninferred with the input as its "from" (the
            // catalog beside it lists both sentinels, and names itself for keys it alone has).
            let fromInput = uninferred.filter { ($0["from"] as? String)?.split(separator: ":").first?.hasSuffix(file) == true }
            let keys = Set(slots.compactMap { $0["match"] as? String } + fromInput.compactMap { $0["key"] as? String })
            if input.keepsBefore, !keys.contains(input.format.inferredKey(Sentinel.before)) { failures.append(.lostBefore) }
            if input.keepsAfter, !keys.contains(input.format.inferredKey(Sentinel.after)) { failures.append(.lostAfter) }
        }
        return (failures, issues)
    }
}
