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
        Case("help-measure", ["help", "measure"]),
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
        Case("table-heights", ["table", "--heights", "--style", "body,headline,caption2"]),
        Case("table-heights-csv-2x", ["table", "--heights", "--style", "body", "--category", "Large,AX5", "--format", "csv", "--scale", "2"]),
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
        Case("error-heights-tokens", ["table", "--heights", "--format", "tokens"], exit: 64),
        Case("error-heights-watchos", ["table", "--heights", "--platform", "watchos"], exit: 64),
        Case("error-font-without-heights", ["table", "--font", "Brand.otf"], exit: 64),
    ]

    static let measures: [Case] = [
        Case("measure-german-label", ["measure", "Einstellungen für Barrierefreiheit", "--width", "200"], exit: 1),
        Case("measure-all-categories", ["measure", "Einstellungen für Barrierefreiheit", "--width", "200", "--lines", "2", "--mode", "word", "--all-categories"], exit: 1),
        Case("measure-headline-ax3-middle", ["measure", "Continue with Apple ID", "--style", "headline", "--category", "AX3", "--width", "240", "--mode", "middle"], exit: 1),
        Case("measure-shrink", ["measure", "Benachrichtigungen", "--width", "120", "--min-scale", "0.5"]),
        Case("measure-textfield", ["measure", "Straße und Hausnummer", "--component", "textfield", "--width", "200", "--clear-button"], exit: 1),
        Case("measure-textview", ["measure", "The quick brown fox jumps over the lazy dog", "--component", "textview", "--width", "150"]),
        Case("measure-button", ["measure", "Zum Warenkorb hinzufügen", "--component", "button", "--width", "120"], exit: 1),
        Case("measure-thai-words", ["measure", "ภาษาไทยง่ายนิดเดียว", "--lang", "th", "--width", "60", "--lines", "0", "--mode", "word"]),
        Case("measure-arabic", ["measure", "مرحبا بالعالم", "--lang", "ar", "--width", "60"], exit: 1),
        Case("measure-hig-leading", ["measure", "Two\nlines", "--line-height", "hig", "--lines", "0", "--category", "xSmall...Large"]),
        Case("measure-scale-1x", ["measure", "Settings", "--scale", "1"]),
        Case("measure-empty", ["measure", ""]),
        Case("measure-unknown-language", ["measure", "Hello", "--lang", "xx-notatag!"]),
        Case("measure-navtitle-items", ["measure", "Einstellungen für Barrierefreiheit", "--component", "navTitle", "--width", "375",
                                        "--leading", "Abbrechen", "--trailing", "Fertig", "--category", "Large,xxLarge,AX5"], exit: 1),
        Case("measure-back-button", ["measure", "Reiseübersicht", "--component", "backButton", "--width", "375", "--title", "Einstellungen",
                                     "--back-title", "Zurück", "--all-categories"], exit: 1),
        Case("measure-large-title", ["measure", "Meine Reisen", "--component", "largeTitle", "--width", "375", "--category", "xSmall,Large,AX5"], exit: 1),
        Case("measure-tab-item", ["measure", "Einstellungen", "--component", "tabItem", "--width", "320", "--items", "5", "--category", "Large,AX1"], exit: 1),
        Case("measure-segment", ["measure", "Bevorstehende", "--component", "segment", "--width", "343", "--items", "3"], exit: 1),
        Case("measure-toolbar-overflow", ["measure", "Teilen", "--component", "toolbarItem", "--width", "320",
                                          "--neighbor", "Zu Favoriten hinzufügen", "--neighbor", "Als PDF exportieren"], exit: 1),
        Case("measure-alert-buttons", ["measure", "Abbrechen", "--component", "alertButton", "--neighbor", "Diese Reise löschen", "--all-categories"]),
        Case("measure-value-cell", ["measure", "Sprache", "--component", "cellText", "--cell-style", "valueCell", "--neighbor", "Deutsch (Schweiz)",
                                    "--accessory", "disclosureIndicator", "--width", "375", "--category", "Large,AX1"]),
        Case("measure-specifiers", ["measure", "Hello, %@! You have %d new messages", "--width", "200"], exit: 1),
        Case("measure-specifiers-json", ["measure", "%d%% done", "--width", "200", "--format", "json"]),
        Case("measure-specifiers-raw", ["measure", "Hello, %@! You have %d new messages", "--width", "320", "--raw"]),
        Case("measure-configuration-button", ["measure", "Weiter mit Apple anmelden", "--component", "configurationButton", "--width", "150"]),
    ]

    static let measureErrors: [Case] = [
        Case("error-measure-no-text", ["measure"], exit: 64),
        Case("error-measure-negative-width", ["measure", "Hi", "--width", "-10"], exit: 64),
        Case("error-measure-zero-width", ["measure", "Hi", "--width", "0"], exit: 64),
        Case("error-measure-nan-width", ["measure", "Hi", "--width", "nan"], exit: 64),
        Case("error-measure-bad-mode", ["measure", "Hi", "--mode", "tial"], exit: 64),
        Case("error-measure-bad-component", ["measure", "Hi", "--component", "lable"], exit: 64),
        Case("error-measure-missing-file", ["measure", "--file", "/nonexistent/strings.txt"], exit: 64),
        Case("error-measure-android", ["measure", "Hi", "--platform", "android", "--category", "Large"], exit: 64),
        Case("error-measure-insets", ["measure", "Hi", "--insets", "1,2,3"], exit: 64),
        Case("error-measure-min-scale", ["measure", "Hi", "--min-scale", "1.5"], exit: 64),
        // Issue 12, item 11: Double("0x10") is 16; numbers on the command line are decimal.
        Case("error-measure-hex-width", ["measure", "Hi", "--width", "0x10"], exit: 64),
        Case("error-measure-tab-without-items", ["measure", "Hi", "--component", "tabItem", "--width", "375"], exit: 64),
        Case("error-measure-zero-items", ["measure", "Hi", "--component", "segment", "--items", "0"], exit: 64),
        Case("error-measure-negative-margin", ["measure", "Hi", "--component", "navTitle", "--margin", "-4"], exit: 64),
        Case("error-measure-stacked-both-ways", ["measure", "Hi", "--component", "alertButton", "--stacked", "--side-by-side"], exit: 64),
    ]

    @Test("measure", arguments: measures)
    func measure(_ testCase: Case) throws {
        var c = testCase
        c = Case(c.golden, c.arguments.map { $0.replacingOccurrences(of: "\\n", with: "\n") } + ["--no-system-fonts"], exit: c.exitCode)
        try check(c)
    }

    @Test("measure usage errors exit 64", arguments: measureErrors)
    func measureError(_ testCase: Case) throws { try check(testCase) }

    @Test("measure --format json has the documented fields and UIKit's numbers")
    func measureJSON() throws {
        let result = try TypeFitBinary.run(["measure", "Settings", "--format", "json", "--no-system-fonts"])
        #expect(result.exitCode == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        for key in ["fonts", "pointSize", "lineHeight", "width", "height", "lineCount", "fits", "truncated", "visibleText", "lines", "shrinkScale", "missingCharacters"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["lineHeight"] as? Double == 20.287109375)
        #expect(object["height"] as? Double == 61.0 / 3)
        #expect((object["fonts"] as? [String])?.first?.hasSuffix("Fonts/Inter/Inter-Regular.otf") == true)
        let all = try TypeFitBinary.run(["measure", "Einstellungen für Barrierefreiheit", "--width", "200", "--lines", "2", "--mode", "word", "--all-categories", "--format", "json", "--no-system-fonts"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(all.standardOutput.utf8)) as? [String: Any])
        // AX1 is 28 pt, where the calibration narrows Regular Latin to 0.9741 of Inter Display's widths.
        #expect(document["firstFailingCategory"] as? String == "AX2")
        #expect((document["results"] as? [Any])?.count == 12)
    }

    @Test("measure --format svg draws glyph outlines; a missing --font is an error naming the file")
    func measureSVGAndFontErrors() throws {
        let svg = try TypeFitBinary.run(["measure", "Einstellungen", "--width", "60", "--format", "svg", "--no-system-fonts"]).standardOutput
        #expect(svg.hasPrefix("<svg ") && svg.contains("<path id=") && svg.contains("<use "))
        let missing = try TypeFitBinary.run(["measure", "Hi", "--font", "/nonexistent/Font.otf"])
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.contains("/nonexistent/Font.otf: cannot read the font file (no such file)"))
    }

    @Test("measure reads a file: UTF-16 with unpaired surrogates is repaired and reported")
    func measureFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-utf16-\(ProcessInfo.processInfo.processIdentifier).txt")
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit: UInt16 in [0x48, 0x69, 0xD800, 0x21] { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try TypeFitBinary.run(["measure", "--file", url.path, "--format", "json", "--no-system-fonts"])
        #expect(result.exitCode == 0)
        #expect(result.standardError.contains("unpaired UTF-16 surrogates (line 1) were replaced with U+FFFD"))
        #expect(result.standardOutput.contains("\"visibleText\": \"Hi\u{FFFD}!\""))
    }

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/TravelApp")

    @Test("pseudo writes a pseudo locale in the input's format, keeping specifiers", arguments: ["accented", "double", "bounded", "rtl", "expand:1.4"])
    func pseudo(mode: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-pseudo-\(ProcessInfo.processInfo.processIdentifier)-\(mode).xcstrings")
        defer { try? FileManager.default.removeItem(at: output) }
        let input = Self.examples.appendingPathComponent("Localizable.xcstrings").path
        let result = try TypeFitBinary.run(["pseudo", input, "--mode", mode, "-o", output.path])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("wrote \(output.path)"))
        let written = try String(contentsOf: output, encoding: .utf8)
        let locale = mode == "rtl" ? "ar-XB" : "en-XA"
        #expect(written.contains("\"\(locale)\" : {"))
        let catalog = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        let strings = try #require(catalog["strings"] as? [String: Any])
        let confirm = try #require(strings["booking.confirm"] as? [String: Any])
        let localizations = try #require(confirm["localizations"] as? [String: Any])
        let pseudo = try #require(localizations[locale] as? [String: Any])
        let value = try #require((pseudo["stringUnit"] as? [String: Any])?["value"] as? String)
        #expect(value.contains("%@"))
        #expect(value != "Confirm booking for %@")
    }

    @Test("pseudo: a missing mode or output, or an unknown mode, is a usage error")
    func pseudoErrors() throws {
        let input = Self.examples.appendingPathComponent("Legacy/en.lproj/Main.strings").path
        for arguments in [["pseudo", input, "-o", "/tmp/x.strings"], ["pseudo", input, "--mode", "accented"],
                          ["pseudo", input, "--mode", "wobbly", "-o", "/tmp/x.strings"], ["pseudo", "/nonexistent.strings", "--mode", "accented", "-o", "/tmp/x"]] {
            let result = try TypeFitBinary.run(arguments)
            #expect(result.exitCode == 64, "\(arguments)")
            #expect(result.standardError.hasPrefix("typefit: error: "))
        }
    }

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

    @Test("table --heights: a one-line body label is 20.3333 pt at Large and 63.3333 at AX5 (@3x)")
    func tableHeights() throws {
        let result = try TypeFitBinary.run(["table", "--heights", "--style", "body", "--category", "Large,AX5", "--format", "json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(rows.count == 2)
        #expect(rows[0]["label_1_line"] as? Double == 20.3333)
        #expect(rows[0]["line_height"] as? Double == 20.2871)
        // A rounded-rect field: line height + 7 pt above and below (20.2871 + 14 = 34.2871 -> 103/3).
        #expect(rows[0]["text_field"] as? Double == 34.3333)
        #expect(rows[1]["label_3_lines"] as? Double == 190)
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
