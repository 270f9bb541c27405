import Foundation
import Testing

/// Runs the built `typefit` and compares its output with golden transcripts in `Golden/`.
@Suite("typefit end to end")
struct EndToEndTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let golden: String
        let arguments: [String]
        let exitCode: Int32
        var testDescription: String { "typefit " + arguments.joined(separator: " ") }

        init(_ golden: String, _ arguments: [String], exit exitCode: Int32 = 0) {
            self.golden = golden
            self.arguments = arguments
            self.exitCode = exitCode
        }
    }

    static let help: [Case] = [
        Case("help-root", ["--help"]),
        Case("help-no-arguments", []),
        Case("help-table", ["help", "table"]),
        Case("help-scale", ["scale", "--help"]),
        Case("version", ["--version"]),
        Case("help-help", ["help", "help"]),
    ]

    static let tables: [Case] = [
        Case("table-ios-text", ["table", "--platform", "ios"]),
        Case("table-ios-csv", ["table", "--platform", "ios", "--format", "csv"]),
        Case("table-ios-json", ["table", "--format=json", "--style", "body", "--style", "largeTitle", "--category", "xSmall,Large,AX5"]),
        Case("table-ios-tokens", ["table", "--format", "tokens", "--category", "Large,AX5", "--style", "body,headline"]),
        Case("table-ios-markdown", ["table", "--format", "markdown"]),
        Case("table-ios-html", ["table", "--format", "html", "--category", "L...AX5"]),
        Case("table-ios-range", ["table", "--style", "caption-2", "--category", "Large...AX5"]),
        Case("table-watchos-text", ["table", "--platform", "watchos"]),
        Case("table-watchos-csv", ["table", "--platform", "watchOS", "--format", "csv", "--category", "Small...Large"]),
        Case("table-macos-text", ["table", "--platform", "macos"]),
        Case("table-tvos-json", ["table", "--platform", "tvos", "--format", "json", "--style", "Subtitle 1"]),
        Case("table-android-text", ["table", "--platform", "android"]),
        Case("table-android-csv", ["table", "--platform", "android", "--format", "csv", "--style", "bodyLarge", "--category", "1.0,1.4,2.0"]),
        Case("table-legacy-ios7", ["table", "--legacy", "ios7"]),
        Case("table-font-size", ["table", "--font-size", "16", "--style", "body,footnote"]),
    ]

    static let scales: [Case] = [
        Case("scale-body-ax5", ["scale", "17", "--style", "body", "--category", "AX5"]),
        Case("scale-body-all-2x-max", ["scale", "17", "--style", "Body", "--scale", "2", "--max", "40"]),
        Case("scale-json", ["scale", "44", "--style", "headline", "--category", "Medium,Large,AX4", "--format", "json"]),
    ]

    static let usageErrors: [Case] = [
        Case("error-unknown-category", ["table", "--category", "AX6"], exit: 64),
        Case("error-unknown-style", ["table", "--style", "bdy"], exit: 64),
        Case("error-unknown-platform", ["table", "--platform", "andriod"], exit: 64),
        Case("error-watchos-medium", ["table", "--platform", "watchos", "--category", "Medium"], exit: 64),
        Case("error-macos-category", ["table", "--platform", "macos", "--category", "Large"], exit: 64),
        Case("error-unknown-format", ["table", "--format", "xml"], exit: 64),
        Case("error-unknown-option", ["table", "--formt", "csv"], exit: 64),
        Case("error-missing-value", ["table", "--style"], exit: 64),
        Case("error-repeated-option", ["table", "--platform", "ios", "--platform", "tvos"], exit: 64),
        Case("error-unknown-subcommand", ["tabel"], exit: 64),
        Case("error-legacy-large-title", ["table", "--legacy", "ios7", "--style", "largeTitle"], exit: 64),
        Case("error-backwards-range", ["table", "--category", "AX5...Large"], exit: 64),
        Case("error-scale-negative", ["scale", "-5", "--style", "body"], exit: 64),
        Case("error-scale-nan", ["scale", "nan", "--style", "body"], exit: 64),
        Case("error-scale-missing-value", ["scale", "--style", "body"], exit: 64),
        Case("error-scale-missing-style", ["scale", "17"], exit: 64),
        Case("error-scale-display-scale", ["scale", "17", "--style", "body", "--scale", "4"], exit: 64),
        Case("error-scale-watch-style", ["scale", "17", "--style", "footnote1"], exit: 64),
        Case("error-help-unknown", ["help", "mesure"], exit: 64),
        Case("error-empty-style", ["table", "--style="], exit: 64),
        Case("error-scale-too-large", ["scale", "1e308", "--style", "body"], exit: 64),
        Case("error-android-font-scale", ["table", "--platform", "android", "--category", "0"], exit: 64),
    ]

    func check(_ testCase: Case) throws {
        let result = try TypeFitBinary.run(testCase.arguments)
        #expect(result.exitCode == testCase.exitCode)
        if testCase.exitCode == 64 {
            #expect(result.standardOutput.isEmpty)
            let lines = result.standardError.split(separator: "\n")
            #expect(lines.count == 2, "a usage error is one line and a hint")
            #expect(lines.first?.hasPrefix("typefit: error: ") == true)
            #expect(lines.last?.hasPrefix("hint: ") == true)
        } else {
            #expect(result.standardError.isEmpty)
        }
        try Golden.check(Golden.transcript(testCase.arguments, result), name: testCase.golden)
    }

    @Test("help and version", arguments: help)
    func helpOutput(_ testCase: Case) throws { try check(testCase) }

    @Test("table", arguments: tables)
    func table(_ testCase: Case) throws { try check(testCase) }

    @Test("scale", arguments: scales)
    func scale(_ testCase: Case) throws { try check(testCase) }

    @Test("usage errors exit 64", arguments: usageErrors)
    func usageError(_ testCase: Case) throws { try check(testCase) }

    @Test func binaryIsFound() {
        #expect(TypeFitBinary.url != nil)
    }

    @Test func iOSCSVHeaderIsExact() throws {
        let result = try TypeFitBinary.run(["table", "--platform", "ios", "--format", "csv"])
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first == "platform,style,category,size,leading,weight,emphasized_weight")
        #expect(lines.count == 133)
        #expect(lines.contains("ios,Large Title,xSmall,31,38,Regular,Bold"))
        #expect(lines.contains("ios,Caption 2,AX5,40,48,Regular,Semibold"))
    }

    @Test func scaleReportsFortyEight() throws {
        let result = try TypeFitBinary.run(["scale", "17", "--style", "body", "--category", "AX5", "--format", "json"])
        #expect(result.standardOutput.contains("\"scaled_font_size\": 48"))
    }

    @Test func htmlIsSelfContained() throws {
        let html = try TypeFitBinary.run(["table", "--format", "html"]).standardOutput
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for external in ["http://", "https://", "<script", "<link", "src="] {
            #expect(!html.contains(external), "\(external)")
        }
    }

    @Test func outputToAPipeHasNoColour() throws {
        let result = try TypeFitBinary.run(["table", "--category", "AX9"])
        #expect(!result.standardError.contains("\u{1B}["))
        let table = try TypeFitBinary.run(["table"])
        #expect(!table.standardOutput.contains("\u{1B}["))
    }
}
