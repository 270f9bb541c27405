import Foundation
import Testing

/// `typefit serve`'s page in a real browser (headless Chromium, driven over the DevTools protocol
/// by `typefit-bench --browse-serve`): a long German word typed into it one keystroke at a time
/// is drawn at all twelve categories with the lines `/measure` gives, truncated with "…" where
/// it does not fit; a catalog text holding `<script>` is drawn as text. Skipped, saying so,
/// where Chromium is not installed.
@Suite("typefit serve's page in headless Chromium", .serialized)
struct ServeBrowserTests {
    static let word = "Datenschutzeinstellungen"

    /// `typefit-bench --browse-serve URL arguments`, decoded.
    func browse(_ url: String, _ arguments: [String]) throws -> [String: Any] {
        let bench = try #require(BenchmarkSmokeTests.binary, "typefit-bench not found next to the tests")
        let result = try TypeFitBinary.run(executable: bench, ["--browse-serve", url] + arguments)
        #expect(result.exitCode == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    /// Category and lines of each drawing (or of each /measure result).
    func lines(_ items: [[String: Any]], key: String = "category") -> [[String]] {
        items.map { item in
            let lines = item["lines"] as? [Any] ?? []
            return [item[key] as? String ?? "?"] + lines.map { ($0 as? String) ?? (($0 as? [String: Any])?["text"] as? String ?? "?") }
        }
    }

    @Test(.enabled(if: HTMLReportBrowserTests.chromium != nil, "Chromium is not installed (Debian: apt-get install chromium); the page was not opened in a browser"))
    func typedWordIsDrawnAsMeasured() throws {
        let server = try ServeProcess()
        // The page's form as it starts: label, Body, iOS, 200 pt, 1 line, tail, German.
        let browsed = try browse(server.url, ["--prefix", "", "--type", Self.word])
        #expect(browsed["finalLength"] as? Int == Self.word.count)
        #expect(browsed["error"] as? String == "")
        #expect(browsed["dialogs"] as? Int == 0)
        #expect((browsed["keystrokeMs"] as? [Double])?.count == Self.word.count)
        let drawings = try #require(browsed["drawings"] as? [[String: Any]])
        #expect(drawings.count == 12)

        let measured = try RawHTTP.measure(port: server.port, [
            "text": Self.word, "component": "label", "style": "Body", "platform": "ios", "width": 200, "lines": 1, "mode": "tail",
            "minScale": 0, "lang": "de",
        ])
        let results = try #require(measured.json?["results"] as? [[String: Any]])
        #expect(lines(drawings) == lines(results))
        #expect(drawings.map { $0["truncated"] as? Bool } == results.map { $0["truncated"] as? Bool })
        // At 200 pt the word fits up to Large and is cut with an ellipsis from xLarge on.
        #expect(drawings.map { $0["truncated"] as? Bool } == Array(repeating: false, count: 4) + Array(repeating: true, count: 8))
        #expect(drawings.first?["truncated"] as? Bool == false)
        #expect((drawings.first?["lines"] as? [String]) == [Self.word])
        let largest = try #require(drawings.last)
        #expect(largest["category"] as? String == "AX5")
        #expect(largest["truncated"] as? Bool == true)
        #expect((largest["lines"] as? [String])?.first?.hasSuffix("…") == true)
        #expect(server.stop() == 0)
    }

    @Test(.enabled(if: HTMLReportBrowserTests.chromium != nil, "Chromium is not installed (Debian: apt-get install chromium); the page was not opened in a browser"))
    func catalogTextIsDrawnAsText() throws {
        let catalog = ServeTests.fixtures.appendingPathComponent("Evil/Evil.xcstrings").path
        let server = try ServeProcess(["--catalog", catalog])
        let browsed = try browse(server.url, ["--key", "evil.<b>key</b>", "--locale", "de", "--type", ""])
        #expect(browsed["dialogs"] as? Int == 0, "the page opened a dialog: catalog text ran as script")
        let text = try #require(browsed["keyText"] as? String)
        #expect(text.hasPrefix("<script>alert(1)</script>"))
        let drawings = try #require(browsed["keyDrawings"] as? [[String: Any]])
        #expect(drawings.count == 12)
        let measured = try RawHTTP.measure(port: server.port, ["text": text, "width": 200, "lines": 1, "mode": "tail", "lang": "de", "minScale": 0])
        let results = try #require(measured.json?["results"] as? [[String: Any]])
        #expect(lines(drawings) == lines(results))
        #expect((drawings.first?["lines"] as? [String])?.first?.hasPrefix("<script>") == true)
        #expect(server.stop() == 0)
    }
}
