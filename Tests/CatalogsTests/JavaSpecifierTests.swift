import Testing
@testable import Catalogs

/// `java.util.Formatter` specifiers in Android resources (issue 11, item 14).
@Suite("Java specifiers")
struct JavaSpecifierTests {
    @Test(arguments: [
        ("%1$tH", FormatSpecifier.Kind.dateTime), ("%tY", .dateTime), ("%2$TB", .dateTime), ("%n", .lineSeparator),
        ("%2$,d", .integer), ("%(,.2f", .float), ("%3$b", .boolean), ("%B", .boolean), ("%h", .integer), ("%1$s", .cString),
        ("%-10S", .cString), ("%%", .percentLiteral),
    ])
    func parsesJavaKinds(text: String, kind: FormatSpecifier.Kind) throws {
        let specifiers = formatSpecifiers(in: "a \(text) b", syntax: .java)
        let specifier = try #require(specifiers.first)
        #expect(specifiers.count == 1)
        #expect(specifier.text == text)
        #expect(specifier.kind == kind)
    }

    @Test("What Java does not have is text in Java, and Apple's syntax does not read Java's")
    func dialectsDiffer() {
        #expect(formatSpecifiers(in: "%@ %lld %#@files@", syntax: .java).map(\.text).isEmpty)
        #expect(formatSpecifiers(in: "%1$tH %3$b", syntax: .apple).isEmpty)
        #expect(formatSpecifiers(in: "%tq", syntax: .java).isEmpty)  // q is no date/time suffix
        #expect(formatSpecifiers(in: "%d %@ 100%", syntax: .none).isEmpty)
    }

    @Test("%n takes no argument; the others count positions as usual")
    func lineSeparatorTakesNoArgument() {
        let specifiers = formatSpecifiers(in: "%s%n%d", syntax: .java)
        #expect(argumentPositions(specifiers).map(\.position) == [1, 2])
        #expect(specifierMismatches(source: "%1$s%n%2$,d", translation: "%2$,d%n%1$s", syntax: .java).isEmpty)
        #expect(specifierMismatches(source: "%1$tH:%1$tM", translation: "%1$tH h", syntax: .java).isEmpty)
        #expect(specifierMismatches(source: "%1$tH", translation: "%1$s", syntax: .java).map(\.kind) == [.typeChanged])
    }

    @Test("Samples: dates by field, booleans, line separators", arguments: [
        ("%1$tH:%1$tM", "18:58"), ("%tB %te, %tY", "September 28, 2028"), ("%3$b", "false"), ("a%nb", "a\nb"), ("%2$,d", "888"),
    ])
    func samples(text: String, expected: String) {
        #expect(substituteSamples(in: text, syntax: .java) == expected)
    }

    @Test("Pseudo-localization keeps Java specifiers intact", arguments: ["Alarm at %1$tH:%1$tM", "%1$s%n%2$,d steps: %3$b"])
    func pseudoKeepsJavaSpecifiers(text: String) {
        let pseudo = pseudoLocalize(text, mode: .accented)
        #expect(formatSpecifiers(in: pseudo, syntax: .java).map(\.text) == formatSpecifiers(in: text, syntax: .java).map(\.text))
    }

    @Test("The Android reader marks texts as Java format strings, or as none with formatted=\"false\"")
    func androidReaderCarriesFormatted() throws {
        let file = readCatalog(text: """
            <resources>
                <string name="a">%1$tH</string>
                <string name="b" formatted="false">100%d</string>
                <plurals name="c" formatted="false"><item quantity="other">%d%</item></plurals>
            </resources>
            """, path: "res/values/strings.xml", format: .androidStrings)
        #expect(file.entries.map(\.specifierSyntax) == [.java, .none, .none])
    }
}
