import Foundation
import Testing
@testable import Catalogs

/// The audit's quadratic cases (issue 12, item 6), at their full size. Each took over a minute
/// before; reading is now linear, so each reads in about a second in a debug build. The time
/// limit only stops a regression from hanging the suite; speed is measured by `make fuzz`.
@Suite("Linear time on hostile catalogs", .timeLimit(.minutes(1)))
struct LinearTimeTests {
    static let keyCount = 40_000

    /// 40,000 distinct keys, each written twice; the second value wins.
    static func duplicated(_ format: CatalogFormat) -> String {
        var text = ""
        switch format {
        case .strings:
            for round in 1...2 { for i in 0..<keyCount { text += "\"key.\(i)\" = \"value \(round)\";\n" } }
        case .androidStrings:
            text = "<resources>\n"
            for round in 1...2 { for i in 0..<keyCount { text += "<string name=\"key.\(i)\">value \(round)</string>\n" } }
            text += "</resources>\n"
        case .stringsdict:
            text = "<plist version=\"1.0\"><dict>\n"
            for round in 1...2 {
                for i in 0..<keyCount {
                    text += "<key>key.\(i)</key><dict><key>NSStringLocalizedFormatKey</key><string>value \(round)</string></dict>\n"
                }
            }
            text += "</dict></plist>\n"
        case .stringCatalog:
            text = "{\"sourceLanguage\": \"en\", \"strings\": {\n"
            var members: [String] = []
            for round in 1...2 {
                for i in 0..<keyCount {
                    // Only key.0 has German: every other key misses it, once (not once per definition).
                    let unit = "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"value \(round)\"}}"
                    let german = i == 0 ? ", \"de\": \(unit)" : ""
                    members.append("\"key.\(i)\": {\"localizations\": {\"en\": \(unit)\(german)}}")
                }
            }
            text += members.joined(separator: ",\n") + "\n}}\n"
        case .xliff:
            fatalError("XLIFF keeps repeated ids as separate units")
        }
        return text
    }

    /// The issues of `kind`: the first `IssueLimit.perKind` listed one by one, then one that counts the rest.
    static func expectListed(_ issues: [CatalogIssue], _ kind: CatalogIssue.Kind, total: Int) {
        let ofKind = issues.filter { $0.kind == kind }
        #expect(ofKind.count == IssueLimit.perKind + 1)
        #expect(ofKind.last?.message.hasPrefix("and \(total - IssueLimit.perKind) more \(kind.rawValue) issues") == true)
    }

    @Test("40,000 keys written twice: one entry per key, the later value, each repeat counted",
          arguments: [CatalogFormat.strings, .androidStrings, .stringsdict, .stringCatalog])
    func duplicateKeys(format: CatalogFormat) {
        let file = readCatalog(text: Self.duplicated(format), path: "dup", format: format, locale: "en")
        let english = file.entries.filter { $0.locale == "en" }
        #expect(english.count == Self.keyCount)
        #expect(english.allSatisfy { $0.text == "value 2" })
        #expect(Set(english.map(\.key)).count == Self.keyCount)
        Self.expectListed(file.issues, .duplicateKey, total: Self.keyCount)
        if format == .stringCatalog {
            // key.0 has German in both definitions; every other key misses it once.
            Self.expectListed(file.issues, .missingTranslation, total: Self.keyCount - 1)
        }
    }

    /// 64,000 lines of `\"`: each line opens a string that runs to the end of the file.
    @Test func unterminatedStrings() {
        let lines = 64_000
        let file = readCatalog(text: String(repeating: "\\\"\n", count: lines), path: "u.strings", format: .strings)
        #expect(file.entries.isEmpty)
        Self.expectListed(file.issues, .unterminatedString, total: lines)
        let unterminated = file.issues.filter { $0.kind == .unterminatedString }
        #expect(unterminated.map(\.line) == Array(1...IssueLimit.perKind + 1))
    }

    /// The tokenizer's memory of strings that run to the end does not change what is read: a
    /// string that ends, after strings that did not, is still a string.
    @Test func unterminatedThenValidEntries() {
        let text = "\"a\" = \"x;\n\\\"\n\"b\" = \"y\";\n\\\"\n"
        let file = readCatalog(text: text, path: "u.strings", format: .strings)
        #expect(file.entries.map(\.key) == ["b"])
        #expect(file.issues.filter { $0.kind == .unterminatedString }.map(\.line) == [1, 4])
    }

    /// One line of 400,000 characters beyond ASCII and 400,000 tokens: each token's column is
    /// counted from the previous token's, never from the start of the line again.
    @Test func oneLongLineOfTokens() {
        let repeats = 100_000
        let tokens = StringsFileTokenizer.tokenize(String(repeating: "é=😀;", count: repeats))
        #expect(tokens.count == 4 * repeats)
        #expect(tokens.last.map { [$0.line, $0.column] } == [1, 4 * repeats])
    }

    /// 400,000 entity references in one Android string: the parser hands the text over in
    /// 400,000 pieces, which were joined by building a new string each time.
    @Test func textInManyPieces() {
        let text = "<resources><string name=\"a\">" + String(repeating: "&amp;", count: 400_000) + "</string></resources>"
        let file = readCatalog(text: text, path: "amp.xml", format: .androidStrings)
        #expect(file.entries.first?.text.count == 400_000)
    }

    /// Keys that each name a locale of their own ask for keys x locales fallbacks: they are made
    /// up to the limit, and one issue, listed first, counts the rest.
    @Test func fallbacksStopAtTheLimit() throws {
        let members = (0..<50).map { i in
            "\"k\(i)\": {\"localizations\": {\"l\(i)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"v\(i)\"}}}}"
        }
        let text = "{\"sourceLanguage\": \"en\", \"strings\": {\n" + members.joined(separator: ",\n") + "\n}}\n"
        let file = StringCatalogReader(path: "l.xcstrings", fallbackLimit: 100).read(text)
        // 50 source entries, 50 translations, 100 fallbacks; 50 x 49 - 100 missing pairs left.
        #expect(file.entries.filter { $0.locale == "en" }.count == 50)
        #expect(file.entries.filter { !$0.isFallbackToSource && $0.locale != "en" }.count == 50)
        #expect(file.entries.filter(\.isFallbackToSource).count == 100)
        let first = try #require(file.issues.first)
        #expect(first.message.hasPrefix("\(50 * 49 - 100) more missing translations"))
        #expect(file.issues.filter { $0.kind == .missingTranslation }.count == 101)
    }

    /// Found by `make fuzz`: pseudo-localizing 90,000 characters of "&<é" took over two minutes,
    /// each "<" followed by a letter searching the rest of the text for a ">".
    @Test func pseudoLocalizingAngleBrackets() {
        let text = String(repeating: "&<é", count: 30_000) + "<b>x</b>"
        let segments = protectedSegments(text)
        #expect(segments.last?.text == "</b>")
        #expect(segments.filter { $0.kind == .placeholder }.map(\.text) == ["<b>", "</b>"])
        #expect(pseudoLocalize(text, mode: .accented).hasSuffix("</b>"))
    }
}
