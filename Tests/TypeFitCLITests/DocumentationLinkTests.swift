import Foundation
import Testing

/// The documentation holds together (issue 39): every relative link in the repository's Markdown
/// reaches a file, and a heading where it names an anchor; README.md stays a five-minute read.
@Suite("documentation links and README budget")
struct DocumentationLinkTests {
    @Test("every relative link in README.md, docs/ and the other Markdown resolves, anchors included")
    func relativeLinksResolve() throws {
        let files = MarkdownFiles.all()
        #expect(files.contains("README.md"))
        #expect(files.contains { $0.hasPrefix("docs/") })
        var broken: [String] = [], checked = 0
        var anchorCache: [String: Set<String>] = [:]
        for file in files {
            let directory = (file as NSString).deletingLastPathComponent
            for (number, line) in MarkdownFiles.split(try MarkdownFiles.lines(file)).prose {
                for target in MarkdownFiles.linkTargets(in: line) {
                    // A scheme (https:, mailto:) is not a file of the repository.
                    if target.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil { continue }
                    checked += 1
                    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                    let pathPart = String(parts[0]), anchor = parts.count > 1 ? String(parts[1]) : nil
                    let resolved = pathPart.isEmpty ? file
                        : ((directory as NSString).appendingPathComponent(pathPart) as NSString).standardizingPath
                    let url = MarkdownFiles.repository.appendingPathComponent(resolved)
                    guard FileManager.default.fileExists(atPath: url.path) else {
                        broken.append("\(file):\(number): \(target): no file \(resolved)")
                        continue
                    }
                    guard let anchor else { continue }
                    guard resolved.hasSuffix(".md") else {
                        broken.append("\(file):\(number): \(target): an anchor in a file that is not Markdown")
                        continue
                    }
                    if anchorCache[resolved] == nil { anchorCache[resolved] = MarkdownFiles.anchors(try MarkdownFiles.lines(resolved)) }
                    if anchorCache[resolved]?.contains(anchor) != true {
                        broken.append("\(file):\(number): \(target): no heading #\(anchor) in \(resolved)")
                    }
                }
            }
        }
        #expect(checked > 20, "only \(checked) relative links found: the scan is broken")
        #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
    }

    @Test("heading anchors are GitHub's: punctuation dropped, spaces made hyphens, repeats numbered")
    func anchorsAreGitHubs() {
        let anchors = MarkdownFiles.anchors([
            "# The system font: how close the stand-in is, borderline answers, and SF Pro",
            "## The slot spec (`--spec FILE`)",
            "## Fonts", "## Fonts",
            "```", "# not a heading", "```",
        ])
        #expect(anchors == ["the-system-font-how-close-the-stand-in-is-borderline-answers-and-sf-pro",
                            "the-slot-spec---spec-file", "fonts", "fonts-1"])
    }

    @Test("README.md is at most 350 lines and shows make demo and make test on its first screen")
    func readmeBudget() throws {
        let lines = try MarkdownFiles.lines("README.md")
        #expect(lines.count <= 350, "README.md has \(lines.count) lines; the manual's place is docs/")
        let firstScreen = lines.prefix(50).joined(separator: "\n")
        #expect(firstScreen.contains("make demo"))
        #expect(firstScreen.contains("make test"))
    }
}
