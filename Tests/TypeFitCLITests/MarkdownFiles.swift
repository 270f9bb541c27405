import Foundation

/// The repository's Markdown, read the way GitHub renders it, for the documentation tests
/// (issue 39): fenced blocks, inline links, heading anchors.
enum MarkdownFiles {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every `.md` file of the repository outside hidden folders (`.build`, `.git`) and `Tests/`
    /// (whose fixtures and goldens are inputs and outputs, not documentation), as paths relative
    /// to the repository root, sorted.
    static func all() -> [String] {
        var paths: [String] = []
        let root = repository.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        while let path = walker.nextObject() as? String {
            let components = path.split(separator: "/")
            if components.contains(where: { $0.hasPrefix(".") }) || components.first == "Tests" {
                walker.skipDescendants()
                continue
            }
            if path.hasSuffix(".md") { paths.append(path) }
        }
        return paths.sorted()
    }

    static func lines(_ relativePath: String) throws -> [String] {
        let text = try String(contentsOf: repository.appendingPathComponent(relativePath), encoding: .utf8)
        return text.components(separatedBy: "\n")
    }

    /// A fenced code block: its info string (`sh`, `console`, empty), its lines, the 1-based line
    /// of its opening fence, and the nearest non-blank line above that fence.
    struct Block {
        let info: String
        let lines: [String]
        let line: Int
        let lineAbove: String
    }

    /// Lines outside fenced blocks, with their 1-based numbers, and the fenced blocks.
    static func split(_ lines: [String]) -> (prose: [(number: Int, text: String)], blocks: [Block]) {
        var prose: [(Int, String)] = [], blocks: [Block] = []
        var open: (info: String, line: Int, above: String)?, body: [String] = []
        var lastNonBlank = ""
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let start = open {
                    blocks.append(Block(info: start.info, lines: body, line: start.line, lineAbove: start.above))
                    open = nil
                    body = []
                } else {
                    open = (String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces), index + 1, lastNonBlank)
                }
                continue
            }
            if open != nil { body.append(line) } else {
                prose.append((index + 1, line))
                if !trimmed.isEmpty { lastNonBlank = trimmed }
            }
        }
        return (prose, blocks)
    }

    /// The targets of inline links and images, `[text](target)`, on one prose line, with inline
    /// code spans removed first (a link shown as code is not a link).
    static func linkTargets(in line: String) -> [String] {
        let withoutCode = line.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
        let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let range = NSRange(withoutCode.startIndex..., in: withoutCode)
        return pattern.matches(in: withoutCode, range: range).compactMap { match in
            Range(match.range(at: 1), in: withoutCode).map { String(withoutCode[$0]) }
        }
    }

    /// The anchors GitHub gives a file's headings: the heading's text with links reduced to their
    /// text, lowercased, every character but letters, digits, spaces, `-` and `_` removed, spaces
    /// made `-`; a repeated slug gets `-1`, `-2`, ... (GitHub's rendering of Markdown headings).
    static func anchors(_ lines: [String]) -> Set<String> {
        var anchors: Set<String> = [], seen: [String: Int] = [:]
        for (_, line) in split(lines).prose {
            guard let hashes = line.firstIndex(where: { $0 != "#" }), line.hasPrefix("#"),
                (1...6).contains(line.distance(from: line.startIndex, to: hashes)), line[hashes] == " "
            else { continue }
            var title = String(line[hashes...]).trimmingCharacters(in: .whitespaces)
            title = title.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
            let slug = String(title.lowercased().unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
            }.map(Character.init)).replacingOccurrences(of: " ", with: "-")
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }
}
