import Testing
@testable import Catalogs

@Suite("Stringsdict reader")
struct StringsDictReaderTests {
    let file = Fixtures.read("StringsDict/Localizable.stringsdict", locale: "de")

    @Test func expandsPluralRulesIntoEntriesAtTheirLines() throws {
        #expect(file.issues.isEmpty, "\(file.issues)")
        let forms = file.entries.filter { $0.key == "%d files selected" }
        #expect(forms.map { $0.variant?.plural } == [.zero, .one, .other])
        #expect(forms.map(\.text) == ["Keine Dateien ausgewählt", "%d Datei ausgewählt", "%d Dateien ausgewählt"])
        #expect(forms.map(\.location.line) == [16, 18, 20])
        #expect(forms.allSatisfy { $0.variant?.substitution == "files" && $0.locale == "de" })
    }

    @Test func formatWithoutVariablesIsPlain() throws {
        let plain = try #require(file.entry("plain", "de"))
        #expect(plain.text == "Nur Text")
        #expect(plain.location.line == 26)
    }

    @Test func readsVariableWidthVariants() {
        let widths = file.entries.filter { $0.key == "welcome" }
        #expect(widths.map(\.text) == ["Willkommen", "Willkommen bei TypeFit"])
        #expect(widths.map { $0.variant?.widthClass } == [20, 50])
        #expect(widths.map(\.location.line) == [33, 35])
    }

    @Test func missingOtherAndFormatKeyAreReported() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>a</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>one</key><string>one thing</string>
            </dict>
          </dict>
          <key>b</key>
          <dict><key>other</key><string>x</string></dict>
        </dict>
        </plist>
        """
        let file = readCatalog(text: text, path: "x.stringsdict", format: .stringsdict, locale: "en")
        #expect(file.entries.map(\.text) == ["one thing"])
        #expect(file.issues.map(\.kind) == [.invalidEntry, .invalidEntry])
        #expect(file.issues.map(\.line) == [7, 13])
    }
}
