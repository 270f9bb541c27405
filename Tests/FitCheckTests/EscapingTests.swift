import Foundation
import Fuzzing
import Testing
import TextFormatting
@testable import FitCheck

/// A translation (and a key) carrying markup, CDATA ends, quotes, percent signs, commas,
/// colons and a line break with a workflow command: each format must show it as text.
@Suite("Catalog text is escaped in every format")
struct EscapingTests {
    static let result: CheckResult = {
        let spec: Spec
        do { spec = try Spec.load(from: Fixtures.url("Evil/spec.json")) } catch { fatalError("\(error)") }
        return runCheck(paths: [Fixtures.url("Evil/Evil.xcstrings")], spec: spec, options: CheckOptions(rendersPictures: true),
                        measurer: Fixtures.measurer)
    }()

    static let evilText = "<script>alert(1)</script> ]]> \"quoted\" & 'single' %%0A 100%% a,b:c | x\nsecond line ::error::injected\nthird line"
    static let evilKey = "evil.<b>key</b>"

    var evilEntry: EntryResult? { Self.result.entries.first { $0.locale == "de" } }

    @Test("the fixture produces findings that carry the text")
    func fixture() throws {
        let entry = try #require(evilEntry)
        #expect(entry.text == Self.evilText)
        #expect(entry.key == Self.evilKey)
        #expect(entry.findings.contains { $0.kind == .truncated })
        #expect(entry.findings.first?.visibleText?.hasPrefix("<script>alert(1)</script> ]]> \"quoted\"") == true)
    }

    @Test("HTML shows the text, never runs it: markup escaped, data unable to end its script element")
    func html() throws {
        let text = writeReport(Self.result, format: .html)
        #expect(!text.contains("<script>alert"))
        #expect(!text.contains("<b>key"))
        #expect(!text.contains("</script> ]]>"))
        #expect(text.contains("<code>evil.&lt;b&gt;key&lt;/b&gt;</code>"), "the summary's top keys")
        #expect(text.contains(#"\u003cscript\u003ealert(1)\u003c/script\u003e ]]\u003e \"quoted\" \u0026 'single'"#))
        #expect(text.components(separatedBy: "<script").count - 1 == 2, "only the report's data and script")
        let data = try #require(HTMLData(text))
        #expect(data.entries.contains { $0.count > 5 && $0[5] as? String == Self.evilText })
    }

    @Test("JUnit stays well-formed and parses back to the original text")
    func junit() throws {
        let xml = XMLCollector.parse(writeReport(Self.result, format: .junit))
        #expect(xml.error == nil, "\(String(describing: xml.error))")
        #expect(xml.all("testcase").contains { $0.attributes["name"] == Self.evilKey })
        let failure = try #require(xml.all("failure").first { $0.text.contains("script") })
        #expect(failure.text.contains("<script>alert(1)</script> ]]>"))
    }

    @Test("SARIF and JSON decode back to the original text")
    func jsonFormats() throws {
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: Data(writeReport(Self.result, format: .json).utf8))
        let entry = try #require(document.entries.first { $0.locale == "de" })
        #expect(entry.text == Self.evilText)
        #expect(entry.key == Self.evilKey)

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(writeReport(Self.result, format: .sarif).utf8)) as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let truncated = try #require(results.first { $0["ruleId"] as? String == "truncated" && (($0["properties"] as? [String: Any])?["locale"] as? String) == "de" })
        let properties = try #require(truncated["properties"] as? [String: Any])
        #expect(properties["key"] as? String == Self.evilKey)
        #expect((properties["visibleText"] as? String)?.hasPrefix("<script>") == true)
    }

    @Test("Markdown neutralizes HTML and table-breaking characters")
    func markdown() {
        let text = writeReport(Self.result, format: .markdown)
        #expect(!text.contains("<script>"))
        #expect(!text.contains("<b>"))
        #expect(text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(text.contains("evil.&lt;b&gt;key&lt;/b&gt;"))
        for row in text.split(separator: "\n") where row.contains("evil.") && row.hasPrefix("| ") {
            // Every row of the findings table has exactly 7 cells: no stray `|` from the text.
            let unescapedBars = row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
            #expect(unescapedBars == 8, "\(row)")
        }
    }

    @Test("GitHub commands cannot be ended or injected by the text")
    func github() {
        let text = writeReport(Self.result, format: .github)
        let lines = text.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        #expect(!lines.contains { $0.hasPrefix("second line") })
        let truncated = lines.first { $0.contains("title=TypeFit truncated") }
        #expect(truncated?.contains("%250A 100%25 a,b:c | x%0Asecond line ::error::injected…") == true)
        // The title property escapes `:` and `,`; the message escapes `%`.
        #expect(truncated?.contains("title=TypeFit truncated%3A evil.<b>key</b> [de]::") == true)
        #expect(!text.contains("100% a"))
    }

    @Test("text output escapes control characters")
    func terminal() {
        let text = writeReport(Self.result, format: .text)
        #expect(!text.contains("\nsecond line"))
        #expect(terminalEscaped("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
    }

    @Test("the escaping helpers", arguments: [
        ("a%b\r\nc", "a%25b%0D%0Ac", "a%25b%0D%0Ac"),
        ("x:y,z", "x:y,z", "x%3Ay%2Cz"),
    ])
    func workflowEscaping(_ input: String, _ message: String, _ property: String) {
        #expect(workflowMessageEscaped(input) == message)
        #expect(workflowPropertyEscaped(input) == property)
    }

    @Test("XML escaping replaces characters XML forbids")
    func xml() {
        #expect(xmlEscaped("a\u{0}b\u{1B}c") == "a\u{FFFD}b\u{FFFD}c")
        #expect(xmlEscaped("a\nb", attribute: true) == "a&#10;b")
        #expect(sarifURI("dir/my file.strings") == "dir/my%20file.strings")
        #expect(sarifURI("/abs/ü.xcstrings") == "file:///abs/%C3%BC.xcstrings")
    }

    /// The XML escapes and SARIF URIs written scalar by scalar, as before they were written as
    /// bytes: the oracles the byte-level versions must equal.
    static func scalarXMLEscaped(_ text: String, attribute: Bool, quotes: Bool) -> String {
        scalarByScalar(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"" where quotes || attribute: "&quot;"
            case "'" where quotes || attribute: "&#39;"
            case "\n": attribute ? "&#10;" : nil
            case "\r": "&#13;"
            case "\t": attribute ? "&#9;" : nil
            default: scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "\u{FFFD}" : nil
            }
        }
    }

    static func scalarSARIFURI(_ path: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".unicodeScalars)
        var encoded = ""
        for byte in path.utf8 {
            if byte < 0x80, allowed.contains(Unicode.Scalar(byte)) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count < 2 ? "0" : "") + hex
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    static func scalarPercentEncoded(_ text: String, _ table: [Unicode.Scalar: String]) -> String {
        scalarByScalar(text) { table[$0] }
    }

    @Test("XML escaping, SARIF URIs and workflow escapes equal the scalar-by-scalar versions, on chosen and random texts")
    func sameAsScalarByScalar() {
        var texts = ["", "plain", "a & b <c> \"d\" 'e'", "\u{FFFE}\u{FFFF}\u{FFFD}\u{FEFF}\u{EFBF}", "/abs/dir/ü file.strings",
                     "tab\tline\ncr\r\u{0}\u{1B}\u{7F}", "]]>", "👨‍👩‍👧 ﾟ ￾", "%41~._-/", "a%b\r\nc", "x:y,z"]
        let alphabet: [Unicode.Scalar] = ["a", "Z", "0", " ", "&", "<", ">", "\"", "'", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}",
                                          "%", "/", "~", ".", ":", ",", "é", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{FEFF}", "\u{F8FF}", "😀", "ب"]
        var random = SeededRandom(seed: 0xD1B5_4A32_D192_ED03)
        texts += random.texts(500, over: alphabet)
        for text in texts {
            for (attribute, quotes) in [(false, false), (false, true), (true, false), (true, true)] {
                #expect(xmlEscaped(text, attribute: attribute, quotes: quotes) == Self.scalarXMLEscaped(text, attribute: attribute, quotes: quotes),
                        "\(text.debugDescription) \(attribute) \(quotes)")
            }
            #expect(sarifURI(text) == Self.scalarSARIFURI(text), "\(text.debugDescription)")
            #expect(workflowMessageEscaped(text) == Self.scalarPercentEncoded(text, ["%": "%25", "\r": "%0D", "\n": "%0A"]))
            #expect(workflowPropertyEscaped(text)
                == Self.scalarPercentEncoded(text, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"]))
        }
    }

    @Test("terminal escaping: C0 and C1 controls and DEL escaped, the no-break space and other C2 characters kept; as bytes the same")
    func terminalEscapes() {
        #expect(terminalEscaped("a\u{80}b\u{85}c\u{9B}2Jd\u{9F}") == "a\\u{80}b\\u{85}c\\u{9B}2Jd\\u{9F}")
        #expect(terminalEscaped("prix\u{A0}: 5\u{A0}€ ©\u{AD}") == "prix\u{A0}: 5\u{A0}€ ©\u{AD}")
        #expect(terminalEscaped("x\u{7F}\u{A0}\n") == "x\\u{7F}\u{A0}\\n")
        // The oracle: scalar by scalar, as the escape is defined.
        func oracle(_ text: String) -> String {
            scalarByScalar(text) { scalar in
                switch scalar {
                case "\n": "\\n"
                case "\r": "\\r"
                case "\t": "\\t"
                case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default: nil
                }
            }
        }
        let alphabet: [Unicode.Scalar] = ["a", " ", "\n", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{A9}",
                                          "\u{BF}", "\u{C2}", "é", "€", "😀", "ب"]
        var random = SeededRandom(seed: 0x7E4D_1A2B_93C5_0F66)
        for text in random.texts(500, over: alphabet) + ["", "\u{C2}\u{80}", "\u{A0}"] {
            #expect(terminalEscaped(text) == oracle(text), "\(text.debugDescription)")
            var bytes: [UInt8] = [0x3E]
            appendTerminalEscaped(text, to: &bytes)
            #expect(bytes == [0x3E] + Array(oracle(text).utf8), "\(text.debugDescription)")
        }
    }

    @Test(".strings quoting escapes NUL as \\U0000 and keeps other controls as they are")
    func stringsNul() {
        #expect(stringsQuoted("a\u{0}b\u{1B}\"\n") == "\"a\\U0000b\u{1B}\\\"\\n\"")
    }
}
