import Foundation
import Testing
@testable import Catalogs

/// Hostile XML from the audit of issue 12, in every XML format: each case is its reproduction.
@Suite("Hostile XML")
struct XMLHostileInputTests {
    /// A document of `format` with three entries, `before`, `middle` and `after`, on lines 3, 4
    /// and 5; `middle`'s text is `inner`.
    static func document(_ format: CatalogFormat, middle inner: String, prolog: String = "<?xml version=\"1.0\"?>") -> String {
        switch format {
        case .androidStrings:
            return """
            \(prolog)
            <resources>
            <string name="before">one</string>
            <string name="middle">\(inner)</string>
            <string name="after">three</string>
            </resources>

            """
        case .xliff:
            return """
            \(prolog)
            <xliff version="1.2"><file original="a" source-language="en" target-language="de"><body>
            <trans-unit id="before"><source>one</source><target>eins</target></trans-unit>
            <trans-unit id="middle"><source>two</source><target>\(inner)</target></trans-unit>
            <trans-unit id="after"><source>three</source><target>drei</target></trans-unit>
            </body></file></xliff>

            """
        case .stringsdict:
            return """
            \(prolog)
            <plist version="1.0"><dict>
            <key>before</key><dict><key>NSStringLocalizedFormatKey</key><string>one</string></dict>
            <key>middle</key><dict><key>NSStringLocalizedFormatKey</key><string>\(inner)</string></dict>
            <key>after</key><dict><key>NSStringLocalizedFormatKey</key><string>three</string></dict>
            </dict></plist>

            """
        default:
            fatalError("not an XML format")
        }
    }

    static let xmlFormats: [CatalogFormat] = [.androidStrings, .xliff, .stringsdict]

    /// XLIFF 2 has its own shape; the same three units.
    static func xliff2(middle inner: String) -> String {
        """
        <?xml version="1.0"?>
        <xliff version="2.0" srcLang="en" trgLang="de"><file id="f">
        <unit id="before"><segment><source>one</source><target>eins</target></segment></unit>
        <unit id="middle"><segment><source>two</source><target>\(inner)</target></segment></unit>
        <unit id="after"><segment><source>three</source><target>drei</target></segment></unit>
        </file></xliff>

        """
    }

    static func read(_ text: String, _ format: CatalogFormat) -> CatalogFile {
        readCatalog(text: text, path: "hostile", format: format, locale: "de")
    }

    // MARK: Item 2: deep nesting

    /// 40,000 nested elements overflowed the stack when the tree was freed (a signal, not an
    /// issue). Now the nesting is cut at `SafeXMLParser.maximumDepth`: the entry around it is
    /// skipped with an issue at its line, and the entries before and after are read.
    @Test("40,000 nested elements: an issue at the line, the entries around it kept", arguments: xmlFormats)
    func deepNesting(format: CatalogFormat) throws {
        let deep = String(repeating: "<b>", count: 40_000) + "x" + String(repeating: "</b>", count: 40_000)
        for text in [Self.document(format, middle: deep)] + (format == .xliff ? [Self.xliff2(middle: deep)] : []) {
            let file = Self.read(text, format)
            #expect(Set(file.entries.map(\.key)) == ["before", "after"])
            let issue = try #require(file.issues.first)
            #expect(issue.kind == .malformed)
            #expect(issue.line == 4)
            #expect(issue.message.contains("nested more than 256 levels"))
        }
    }

    /// The audit's shape: 40,000 elements opened and never closed, in a 120 KB strings.xml.
    @Test func deepUnclosedNestingInStringsXML() {
        let text = "<resources>\n<string name=\"a\">x</string>\n" + String(repeating: "<a>", count: 40_000)
        let file = Self.read(text, .androidStrings)
        #expect(file.entries.map(\.key) == ["a"])
        #expect(file.issues.contains { $0.kind == .malformed && $0.line == 3 })
    }

    /// `pseudo` read the same tree: it refuses the file with the issue instead of crashing.
    @Test func pseudoRefusesDeepNesting() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { Fixtures.cleanUp(folder) }
        let input = folder.appendingPathComponent("strings.xml")
        let deep = String(repeating: "<b>", count: 40_000) + String(repeating: "</b>", count: 40_000)
        try Data(Self.document(.androidStrings, middle: deep).utf8).write(to: input)
        #expect(throws: CatalogError.self) {
            try writePseudoLocalization(of: input, mode: .accented, to: folder.appendingPathComponent("out.xml"))
        }
    }

    // MARK: Item 3: the DOCTYPE is found as the grammar finds it

    /// A comment that mentions `<!DOCTYPE` before the real one let the real DOCTYPE through: no
    /// `unsafeXML` issue, and `A&xxe;Z` read as `A`. Now the real one is found and removed; the
    /// entry using its entity is skipped with an issue at its line, the others are read.
    @Test("A comment mentioning <!DOCTYPE does not hide the real one", arguments: xmlFormats)
    func doctypeAfterCommentMentioningIt(format: CatalogFormat) throws {
        let prolog = """
            <?xml version="1.0"?><!-- see <!DOCTYPE x> --><?pi <!DOCTYPE y> ?><!DOCTYPE r [ <!ENTITY xxe "EVIL"> ]>
            """
        let file = Self.read(Self.document(format, middle: "A&xxe;Z", prolog: prolog), format)
        #expect(Set(file.entries.map(\.key)) == ["before", "after"])
        #expect(!file.entries.contains { $0.text.contains("EVIL") })
        #expect(file.issues.map(\.kind) == [.unsafeXML, .invalidEntry])
        #expect(file.issues.map(\.line) == [1, 4])
        #expect(file.issues[1].message.contains("&xxe;"))
    }

    /// Billion laughs behind the same comment was reported only as "XMLParser error 89"; now it is
    /// an unsafe DOCTYPE, and the entries that do not use its entities are read.
    @Test func billionLaughsBehindAComment() throws {
        var prolog = "<?xml version=\"1.0\"?>\n<!-- <!DOCTYPE -->\n<!DOCTYPE lolz [ <!ENTITY lol \"lol\">"
        for level in 1...9 {
            prolog += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">"
        }
        prolog += " ]>"
        let text = Self.document(.androidStrings, middle: "&lol9;", prolog: prolog)
        let file = Self.read(text, .androidStrings)
        #expect(Set(file.entries.map(\.key)) == ["before", "after"])
        #expect(file.issues.map(\.kind) == [.unsafeXML, .invalidEntry])
        #expect(!file.issues.contains { $0.message.contains("error 89") })
        #expect(file.issues[0].line == 3)
        #expect(file.issues[1].line == 6)
    }

    /// Found by `make fuzz`: a second DOCTYPE reached the parser (only the first was removed),
    /// and the document was lost. Every DOCTYPE of the prolog is removed; the second is an issue.
    @Test("Two DOCTYPEs: both removed, the second reported", arguments: xmlFormats)
    func twoDoctypes(format: CatalogFormat) throws {
        let prolog = "<?xml version=\"1.0\"?>\n<!DOCTYPE a [ <!-- it's --> ]>\n<!DOCTYPE b [ <!ENTITY e \"E\"> ]>"
        let file = Self.read(Self.document(format, middle: "A&e;Z", prolog: prolog), format)
        #expect(Set(file.entries.map(\.key)) == ["before", "after"])
        #expect(file.issues.map(\.kind) == [.unsafeXML, .malformed, .invalidEntry])
        #expect(file.issues.map(\.line) == [2, 3, 6])
        #expect(file.issues[0].message.contains("(e)"))
    }

    /// Any internal subset is reported, even one that declares no entity; an external DTD (the
    /// plist one every .stringsdict names) is removed silently, as it is never fetched.
    @Test func internalSubsetWithoutEntitiesIsReported() {
        let withSubset = Self.document(.androidStrings, middle: "two", prolog: "<?xml version=\"1.0\"?><!DOCTYPE resources [ <!ELEMENT resources ANY> ]>")
        #expect(Self.read(withSubset, .androidStrings).issues.map(\.kind) == [.unsafeXML])
        #expect(Self.read(withSubset, .androidStrings).entries.count == 3)
        let external = Self.document(.stringsdict, middle: "two", prolog: "<?xml version=\"1.0\"?>\(plistDoctype)")
        #expect(Self.read(external, .stringsdict).issues.isEmpty)
    }

    /// A `<!DOCTYPE` after the document element has started is not a declaration; it is the
    /// parser's error, and nothing is blanked.
    @Test func doctypeInsideTheDocumentIsNotRemoved() {
        let text = "<resources><string name=\"a\">x</string><!DOCTYPE r [ <!ENTITY e \"E\"> ]><string name=\"b\">&e;</string></resources>"
        let file = Self.read(text, .androidStrings)
        #expect(!file.issues.contains { $0.kind == .unsafeXML })
        #expect(file.issues.contains { $0.kind == .malformed })
        #expect(!file.entries.contains { $0.text.contains("E") })
    }
}

/// Item 4 of issue 12: comments and processing instructions inside the internal subset.
@Suite("Hostile XML: the internal subset")
struct XMLInternalSubsetTests {
    /// A quote inside a comment inside the DOCTYPE swallowed the document (0 entries, "the
    /// document ends before all elements are closed"): a comment's text opens no literal.
    @Test("A quote in a comment or a processing instruction inside the DOCTYPE", arguments: [
        "<!-- it's a comment -->", "<!-- \"quoted -->", "<?pi don't ?>", "<!-- ]> -->",
    ])
    func quoteInCommentInsideDoctype(inner: String) throws {
        let prolog = "<?xml version=\"1.0\"?><!DOCTYPE resources [ \(inner) <!ELEMENT resources ANY> ]>"
        let file = XMLHostileInputTests.read(XMLHostileInputTests.document(.androidStrings, middle: "two", prolog: prolog), .androidStrings)
        #expect(file.entries.map(\.key) == ["before", "middle", "after"])
        #expect(file.issues.map(\.kind) == [.unsafeXML])
    }

    /// The same across lines, as the audit wrote it: the line numbers stay right.
    @Test func multiLineDoctypeKeepsLineNumbers() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE resources [
            <!-- it's a comment -->
            <!ENTITY e "E">
            ]>
            <resources>
            <string name="a">A</string>
            <string name="b">&e;</string>
            </resources>
            """
        let file = XMLHostileInputTests.read(text, .androidStrings)
        #expect(file.entries.map(\.key) == ["a"])
        #expect(file.entries.first?.location.line == 7)
        #expect(file.issues.map(\.line) == [2, 8])
    }
}
