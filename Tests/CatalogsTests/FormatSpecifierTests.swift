import Testing
@testable import Catalogs

@Suite("Format specifiers")
struct FormatSpecifierTests {
    @Test(arguments: [
        ("%@", FormatSpecifier.Kind.object),
        ("%d", .integer), ("%i", .integer), ("%u", .integer), ("%ld", .integer), ("%lld", .integer),
        ("%lu", .integer), ("%x", .integer), ("%f", .float), ("%.2f", .float), ("%e", .float),
        ("%c", .character), ("%s", .cString), ("%p", .pointer), ("%%", .percentLiteral),
        ("%1$@", .object), ("%2$lld", .integer), ("%-10s", .cString), ("%+05.1f", .float),
        ("%#@files@", .substitution), ("%1$#@files@", .substitution),
    ])
    func parsesEachKind(text: String, kind: FormatSpecifier.Kind) throws {
        let specifiers = formatSpecifiers(in: "a \(text) b")
        let specifier = try #require(specifiers.first)
        #expect(specifiers.count == 1)
        #expect(specifier.text == text)
        #expect(specifier.kind == kind)
    }

    @Test func readsPartsOfASpecifier() throws {
        let specifier = try #require(formatSpecifiers(in: "%2$-08.3lf").first)
        #expect(specifier.explicitPosition == 2)
        #expect(specifier.flags == "-0")
        #expect(specifier.width == "8")
        #expect(specifier.precision == "3")
        #expect(specifier.lengthModifier == "l")
        #expect(specifier.conversion == "f")
        let substitution = try #require(formatSpecifiers(in: "%#@folder_count@").first)
        #expect(substitution.substitutionName == "folder_count")
    }

    @Test func loneOrUnknownPercentIsText() {
        #expect(formatSpecifiers(in: "100%").isEmpty)
        #expect(formatSpecifiers(in: "%y %k").isEmpty)
    }

    @Test func argumentPositionsFollowOrderAndExplicitPositions() {
        let positions = argumentPositions(formatSpecifiers(in: "%2$@ %1$d %% %@")).map(\.position)
        #expect(positions == [2, 1, 1])
    }
}

@Suite("Placeholder samples")
struct PlaceholderSamplesTests {
    @Test(arguments: [
        ("Hello, %@!", "Hello, Maximilian Hoffmann!"),
        ("%d items", "888 items"),
        ("%lld of %lu", "888 of 888"),
        ("%.2f km", "888.88 km"),
        ("%.1f", "888.8"),
        ("%.0f%%", "888%"),
        ("%f", "888.88"),
        ("%5d|", "  888|"),
        ("%05d", "00888"),
        ("%c", "W"),
        ("%2$@ and %1$@", "Maximilian Hoffmann and Maximilian Hoffmann"),
        ("no specifiers", "no specifiers"),
    ])
    func defaults(text: String, expected: String) {
        #expect(substituteSamples(in: text) == expected)
    }

    @Test func overridesGloballyByKindAndPositionAndPerKey() throws {
        var samples = try PlaceholderSamples(overrides: ["%@": "Ana", "2": "Zoë", "integer": "12"])
        #expect(substituteSamples(in: "%@ %@ %d", samples: samples) == "Ana Zoë 12")
        samples.byKey["greeting"] = PlaceholderSamples(byPosition: [1: "Wolfeschlegelsteinhausenbergerdorff"])
        #expect(substituteSamples(in: "Hi %@", samples: samples, key: "greeting") == "Hi Wolfeschlegelsteinhausenbergerdorff")
        #expect(substituteSamples(in: "Hi %@", samples: samples, key: "other") == "Hi Ana")
        let named = try PlaceholderSamples(overrides: ["%#@files@": "3 Dateien", "%1$@": "Eins"])
        #expect(substituteSamples(in: "%#@files@ – %1$@", samples: named) == "3 Dateien – Eins")
    }

    @Test func rejectsUnknownOverrideKeys() {
        #expect(throws: CatalogError.self) { try PlaceholderSamples(overrides: ["banana": "x"]) }
    }
}

@Suite("Specifier mismatches")
struct SpecifierMismatchTests {
    @Test(arguments: [
        ("%@ has %d items", "%@ hat %d Elemente"),
        ("%1$@ sent %2$@", "%2$@ wurde von %1$@ gesendet"),
        ("%@ and %@", "%2$@ und %1$@"),
        ("100%% done", "100 %% fertig"),
        ("%#@files@", "%#@files@"),
        ("%d", "%i"),
        ("%lld", "%ld"),
    ])
    func matchingTranslationsHaveNoMismatch(source: String, translation: String) {
        #expect(specifierMismatches(source: source, translation: translation).isEmpty)
    }

    @Test func arabicPercentSignIsMalformed() throws {
        let mismatches = specifierMismatches(source: "%d items", translation: "٪ d عناصر")
        let mismatch = try #require(mismatches.first)
        #expect(mismatches.count == 1)
        #expect(mismatch.kind == .malformed)
        #expect(mismatch.found == "٪ d")
        #expect(mismatch.expected == "%d")
        #expect(mismatch.position == 1)
        #expect(mismatch.description.contains("malformed"))
    }

    /// A look-alike percent sign is found where neither text has an ASCII `%` (the byte scan
    /// that skips texts without specifiers must see U+066A and U+FF05 too), and not in text
    /// that only shares their bytes' neighbours.
    @Test(arguments: [
        ("items", "٪d عناصر", ["٪d"]),
        ("items", "％d 件", ["％d"]),
        ("items", "ÙªEï¼d", []),
        ("items", "٩ d ５d", []),
        // After other characters with the same lead bytes (U+0649 is D9 89, U+FF10 EF BC 90),
        // and at a long text's end.
        ("items", "ى ０ ى ０ \(String(repeating: "lorem ipsum ", count: 40))٪d", ["٪d"]),
        ("items", "ى０\(String(repeating: "ﾟ", count: 9))％s", ["％s"]),
    ])
    func lookalikePercentWithoutASCIIPercent(source: String, translation: String, found: [String]) {
        let mismatches = specifierMismatches(source: source, translation: translation)
        #expect(mismatches.map(\.found) == found)
        #expect(mismatches.allSatisfy { $0.kind == .malformed })
    }

    @Test func spaceAfterPercentIsMalformed() throws {
        let mismatches = specifierMismatches(source: "%d items", translation: "% d Elemente")
        #expect(mismatches.map(\.kind) == [.malformed])
        #expect(mismatches.first?.found == "% d")
    }

    @Test(arguments: [
        ("%d files", "%@ Dateien", SpecifierMismatch.Kind.typeChanged),
        ("%@ sent %@", "%@ hat gesendet", .missing),
        ("Delete", "Löschen %@", .extra),
        ("%d", "%lld", .typeChanged),
        ("%#@files@", "Dateien", .substitutionMissing),
        ("Files", "%#@files@", .substitutionExtra),
    ])
    func detectsMismatches(source: String, translation: String, kind: SpecifierMismatch.Kind) {
        #expect(specifierMismatches(source: source, translation: translation).map(\.kind) == [kind])
    }

    @Test func catalogEntriesCanBeChecked() throws {
        let file = Fixtures.read("StringCatalog/Localizable.xcstrings")
        let arabic = try #require(file.entry("items_count", "ar"))
        let source = try #require(arabic.sourceText)
        #expect(specifierMismatches(source: source, translation: arabic.text).map(\.kind) == [.malformed])
        let german = try #require(file.entry("greeting", "de"))
        #expect(specifierMismatches(source: german.sourceText ?? "", translation: german.text).isEmpty)
    }
}
