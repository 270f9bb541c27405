import Foundation
import Testing
@testable import Catalogs

/// Substitutions that would expand without bound (issue 12, item 7): 26 variables whose forms
/// each use the next one twice reached 1.2 GB from an 18 KB catalog. Expansion is bounded; the
/// entry is skipped with an issue at its line; locales a check excludes are never expanded.
@Suite("Substitution bounds")
struct SubstitutionBoundsTests {
    /// Variables v0 ... v(count - 1); each form of v(i) is `uses` of v(i + 1) joined by spaces,
    /// the last one's forms are plain words. `categories` are the plural forms of each.
    static func chain(count: Int, uses: Int, categories: [String] = ["one", "other"]) -> [(name: String, forms: [(String, String)])] {
        (0..<count).map { index in
            let text = index + 1 < count ? Array(repeating: "%#@v\(index + 1)@", count: uses).joined(separator: " ") : "word"
            return ("v\(index)", categories.map { ($0, text) })
        }
    }

    /// A String Catalog with `good` (one plain entry), `bomb` (its template uses v0) in `locales`.
    static func stringCatalog(_ variables: [(name: String, forms: [(String, String)])], template: String = "%#@v0@",
                              locales: [String] = ["en"]) -> String {
        let substitutions = variables.map { variable in
            let forms = variable.forms.map { "\"\($0.0)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\($0.1)\"}}" }
            return "\"\(variable.name)\": {\"argNum\": 1, \"formatSpecifier\": \"lld\", \"variations\": {\"plural\": {\(forms.joined(separator: ", "))}}}"
        }.joined(separator: ",\n")
        let localizations = locales.map { locale in
            "\"\(locale)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(template)\"},\n\"substitutions\": {\(substitutions)}}"
        }.joined(separator: ",\n")
        return """
            {"sourceLanguage": "en", "strings": {
            "good": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Fine"}}}},
            "bomb": {"localizations": {\(localizations)}}
            }}
            """
    }

    /// A .stringsdict with `good` and `bomb`, the template of `bomb` on line 3.
    static func stringsDict(_ variables: [(name: String, forms: [(String, String)])], template: String = "%#@v0@") -> String {
        let rules = variables.map { variable in
            "<key>\(variable.name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + variable.forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict>"
        }.joined()
        return """
            <plist version="1.0"><dict>
            <key>good</key><dict><key>NSStringLocalizedFormatKey</key><string>Fine</string></dict>
            <key>bomb</key><dict><key>NSStringLocalizedFormatKey</key><string>\(template)</string>
            \(rules)</dict>
            </dict></plist>
            """
    }

    static let cases: [(String, [(name: String, forms: [(String, String)])], String)] = [
        ("the audit's 26 variables, each using the next twice", chain(count: 26, uses: 2), "nest more than 8 levels"),
        ("6 levels of ten uses: a million characters", chain(count: 6, uses: 10), "more than 10000 characters"),
        ("30 variables of six forms used side by side", (0..<30).map { ("v\($0)", ["zero", "one", "two", "few", "many", "other"].map { ($0, "x") }) },
         "more than 100 variants"),
        ("a variable that uses itself", [("v0", [("one", "%#@v0@"), ("other", "x")])], "refer to themselves"),
    ]

    @Test("String Catalog: the entry is skipped with an issue at its line", arguments: cases)
    func stringCatalogBounds(name: String, variables: [(name: String, forms: [(String, String)])], reason: String) throws {
        let template = name.hasPrefix("30") ? (0..<30).map { "%#@v\($0)@" }.joined(separator: " ") : "%#@v0@"
        let file = readCatalog(text: Self.stringCatalog(variables, template: template), path: "b.xcstrings", format: .stringCatalog)
        #expect(file.entries.map(\.key) == ["good"])
        let issue = try #require(file.issues.first)
        #expect(issue.kind == .invalidEntry && issue.line == 3 && issue.key == "bomb")
        #expect(issue.message.contains(reason), "\(issue.message)")
    }

    @Test(".stringsdict: the entry is skipped with an issue at its line", arguments: cases)
    func stringsDictBounds(name: String, variables: [(name: String, forms: [(String, String)])], reason: String) throws {
        let template = name.hasPrefix("30") ? (0..<30).map { "%#@v\($0)@" }.joined(separator: " ") : "%#@v0@"
        let file = readCatalog(text: Self.stringsDict(variables, template: template), path: "b.stringsdict", format: .stringsdict, locale: "en")
        #expect(file.entries.map(\.key) == ["good"])
        let issue = try #require(file.issues.first)
        #expect(issue.kind == .invalidEntry && issue.line == 3 && issue.key == "bomb")
        #expect(issue.message.contains(reason), "\(issue.message)")
    }

    /// Variables inside variables within the bounds are expanded in turn (before, a use of an
    /// earlier variable stayed as `%#@name@`).
    @Test func nestedVariablesWithinBoundsExpand() {
        let file = readCatalog(text: Self.stringsDict(Self.chain(count: 3, uses: 2)), path: "n.stringsdict", format: .stringsdict, locale: "en")
        #expect(file.issues.isEmpty)
        let bomb = file.entries.filter { $0.key == "bomb" }
        #expect(bomb.map(\.text).allSatisfy { $0 == "word word word word" })
        #expect(bomb.count == 4)
    }

    /// A locale the check excludes is read unexpanded: its variables cost nothing and yield no issue.
    @Test func excludedLocalesAreNotExpanded() throws {
        let text = Self.stringCatalog(Self.chain(count: 26, uses: 2), locales: ["en", "fr"])
        let excluding = readCatalog(text: text, path: "b.xcstrings", format: .stringCatalog,
                                    options: CatalogReadingOptions(expandedLocales: ["de"]))
        let french = try #require(excluding.entries.first { $0.key == "bomb" && $0.locale == "fr" })
        #expect(french.text == "%#@v0@")
        // The source language is always expanded (and here refused); French too when selected.
        let all = readCatalog(text: text, path: "b.xcstrings", format: .stringCatalog)
        let refused = all.issues.filter { $0.kind == .invalidEntry }.map(\.line)
        #expect(refused.count == 2 && refused.first == 3)
        #expect(excluding.issues.filter { $0.kind == .invalidEntry }.map(\.line) == [3])
    }

    @Test func excludedStringsDictLocaleIsNotExpanded() {
        let text = Self.stringsDict(Self.chain(count: 26, uses: 2))
        let file = readCatalog(text: text, path: "fr.lproj/b.stringsdict", format: .stringsdict, locale: "fr",
                               options: CatalogReadingOptions(unexpandedLocales: ["fr"]))
        #expect(file.issues.isEmpty)
        #expect(file.entries.map(\.text) == ["Fine", "%#@v0@"])
    }
}
