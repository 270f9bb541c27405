import Testing
@testable import SlotInference

@Suite("Source tokenizer")
struct TokenizerTests {
    func tokens(_ text: String, _ language: SourceLanguage = .swift) -> [SourceToken] {
        var tokenizer = SourceTokenizer(text: text, language: language, path: "t")
        return tokenizer.tokenize()
    }

    func strings(_ text: String, _ language: SourceLanguage = .swift) -> [[StringPiece]] {
        tokens(text, language).filter { $0.kind == .string }.map(\.pieces)
    }

    @Test("Swift string literals", arguments: [
        (#""a\"b\\c\n\t\u{E9}""#, [StringPiece.text("a\"b\\c\n\té")]),
        (#""x \(f("(", ")")) y""#, [.text("x "), .interpolation, .text(" y")]),
        (##"#"raw \n "quoted" \#(x)"#"##, [.text("raw \\n \"quoted\" "), .interpolation]),
        (###"##"a \#(x) \##(y)"##"###, [.text("a \\#(x) "), .interpolation]),
    ])
    func swiftStrings(_ source: String, expected: [StringPiece]) {
        #expect(strings(source) == [expected])
    }

    @Test func multilineStringsLoseTheClosingIndentation() {
        let source = "let s = \"\"\"\n    first\n      second \\(x)\n    joined \\\n    line\n    \"\"\"\nlet after = 1"
        #expect(strings(source) == [[.text("first\n  second "), .interpolation, .text("\njoined line")]])
        // The token after the string is on line 7.
        #expect(tokens(source).last?.line == 7)
    }

    @Test func nestedCommentsHideCodeInSwiftButNotInObjectiveC() {
        let source = "/* a /* b */ Text(\"hidden\") */ Text(\"shown\")"
        #expect(strings(source) == [[.text("shown")]])
        // C comments do not nest: the first */ ends the comment.
        #expect(strings(source, .objectiveC) == [[.text("hidden")], [.text("shown")]])
    }

    /// A banner comment (`/*////...////*/`, as NewPipe's Java sources have): in C and Java the
    /// `/*` before its end is text, so the comment ends at `*/` and the code after it is read.
    @Test("banner comments end at their */ in C and Java", arguments: [SourceLanguage.objectiveC, .java])
    func bannerComments(_ language: SourceLanguage) {
        let source = "/*//////////\n// Menu\n//////////*/\nx = \"after\";"
        #expect(strings(source, language) == [[.text("after")]])
        #expect(tokens(source, language).count == 4)
    }

    @Test("Kotlin strings: escapes, templates (with strings inside), raw strings, character literals")
    func kotlinStrings() {
        let source = #"val a = "tab\t\"q\" \u00E9 $name ${f("}")} end"; val c = '"'; val r = """raw "x" ${'$'}y"""; val d = "after""#
        #expect(strings(source, .kotlin) == [
            [.text("tab\t\"q\" é "), .interpolation, .text(" "), .interpolation, .text(" end")],
            [.text("raw \"x\" "), .interpolation, .text("y")],
            [.text("after")],
        ])
    }

    @Test func lineCommentsAndStringsThatLookLikeComments() {
        let source = "let a = \"// not a comment\" // Text(\"x\")\nlet b = \"/* nor */\""
        #expect(strings(source) == [[.text("// not a comment")], [.text("/* nor */")]])
    }

    @Test func objectiveCStringsEscapesAndCharacters() {
        let source = #"NSString *s = @"tab\there \"q\" \x41\101"; char c = '"'; NSString *t = @"after";"#
        #expect(strings(source, .objectiveC) == [[.text("tab\there \"q\" AA")], [.text("after")]])
    }

    @Test func unterminatedStringIsReportedAndReadingGoesOn() {
        var tokenizer = SourceTokenizer(text: "let a = \"open\nlet b = \"closed\"", language: .swift, path: "Bad.swift")
        let tokens = tokenizer.tokenize()
        #expect(tokens.filter { $0.kind == .string }.map(\.pieces) == [[.text("open")], [.text("closed")]])
        #expect(tokenizer.issues.map(\.location.line) == [1])
        #expect(tokenizer.issues.first?.message.contains("not closed") == true)
    }

    @Test func bracketsAreMatchedAndStrayOnesReported() {
        let source = "f(a, [b, c], { d })\n}\ng("
        let stream = TokenStream(tokens: tokens(source), path: "t")
        #expect(stream.arguments(of: 1).count == 3)
        #expect(stream.issues.map(\.location.line) == [2, 3])
    }

    @Test func trickyFileKeysAreFoundOnTheirLines() throws {
        let app = Fixtures.app
        let keys = app.inferences.filter { $0.location.file.hasSuffix("TrickyView.swift") }
        #expect(keys.map(\.key.key) == ["raw.key", "quote \"inside\" key", "multi.line.key", "path %* end", "after.tricky", ##"hash \\#(x) %*"##])
        #expect(keys.map(\.location.line) == [16, 17, 18, 21, 22, 29])
        #expect(keys.filter(\.key.isPattern).count == 2)
        let after = try #require(keys.first { $0.key.key == "after.tricky" })
        #expect(after.font?.style?.name == "Title 2")
        #expect(after.lines == 3)
        for hidden in ["raw.not.a.key", "multiline.not.a.key", "commented.out", "block.comment", "still.comment", "not.a.key"] {
            #expect(!app.inferences.contains { $0.key.key == hidden }, "\(hidden)")
            #expect(!app.unplaced.contains { $0.key.key == hidden }, "\(hidden)")
        }
    }
}
