import Testing
import CHarfBuzz
@testable import TextMeasure

/// Shaping word by word (`Shaper`, `SpaceSeparation`) must give exactly what shaping each run
/// whole gives: the same glyphs, clusters, advances and offsets, for every font the repository
/// bundles a script in, including the texts where a lookup looks across a space (Inter's `calt`
/// turns the `x` of "5 x 3" into `×` and raises brackets before capitals), marks after a space,
/// fractions, right-to-left text and Catalan and Romanian `locl` forms.
@Suite("Shaping word by word")
struct WordShapingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var family: String
        var weight: Int
        var script: String
        var languages: [String]
        var rightToLeft = false
        var texts: [String]
        /// Whether some run of `texts` is shaped word by word (the path under test); never in
        /// Inter's heavier cuts, whose kerning has pairs with the space, nor in Noto Sans
        /// Devanagari (class 0 in its contextual rules).
        var cuts = true
        var testDescription: String { "\(family) \(weight) \(script)" }
    }

    static let latin = [
        "5 x 3 = 15", "12 × 4", "x 2", "2 x", "1 2 3 x 4 y", "( A )", "[ Hello ] { World }", "a - b", "E-Mail Adresse",
        "Wi-Fi: on", "Box next text", "Settings and privacy", "The quick brown fox jumps over the lazy dog",
        "  leading spaces", "trailing spaces   ", "double  space", "a\u{301} b\u{301}", "word \u{301}mark after a space",
        "fraction 1\u{2044}2 here", "@ mention * star", "caf\u{E9} na\u{EF}ve", "Paral·lel şi Ţară", "office fi fl",
        "1 000 000", "1:30 PM", "x\u{200D} y", "line one\nline two", "• one\n• two\r\n\nthree\u{2029}four\n",
        "5 x\n3", "\nlead", "Wi-Fi\n\nBluetooth x 2", "A", " ", "Ünïcödé Äpfel über Straße",
        "Allow “Photos” to access your location?", "Done", "Cancel Done Cancel Done",
    ]

    static let cases: [Case] = [
        Case(family: "Inter", weight: 400, script: "Latn", languages: ["en", "de", "ca", "ro", "fr"], texts: latin),
        Case(family: "Inter Display", weight: 400, script: "Latn", languages: ["en", "ro"], texts: latin),
        Case(family: "Inter Display", weight: 700, script: "Latn", languages: ["en"], texts: latin, cuts: false),
        Case(family: "Inter", weight: 400, script: "Cyrl", languages: ["ru", "uk"],
             texts: ["Настройки конфиденциальности и безопасности", "5 х 3", "( Привет )", "Отмена Готово Отмена"]),
        Case(family: "Inter", weight: 600, script: "Cyrl", languages: ["ru"],
             texts: ["Настройки конфиденциальности и безопасности", "Отмена Готово Отмена"], cuts: false),
        Case(family: "Inter", weight: 400, script: "Grek", languages: ["el"],
             texts: ["Ρυθμίσεις απορρήτου (και) ασφάλειας", "Άκυρο Τέλος Άκυρο"]),
        Case(family: "Noto Sans Arabic", weight: 400, script: "Arab", languages: ["ar", "fa"], rightToLeft: true,
             texts: ["إعدادات الخصوصية والأمان", "مرحبا بالعالم (نص) ١٢٣", "لا إله إلا", "كلمة \u{64B}علامة", "إلغاء تم إلغاء"]),
        Case(family: "Noto Sans Hebrew", weight: 700, script: "Hebr", languages: ["he"], rightToLeft: true,
             texts: ["הגדרות פרטיות (ואבטחה)", "ביטול סיום ביטול", "שָׁלוֹם עוֹלָם"]),
        Case(family: "Noto Sans Devanagari", weight: 400, script: "Deva", languages: ["hi", "mr"],
             texts: ["गोपनीयता सेटिंग्स और सुरक्षा", "क़ ख़ ग़", "रद्द करें पूर्ण रद्द करें", "श्री  क्ष्"],
             // Its `dist` and `abvs` lookups have class-based rules with class 0 (the space
             // among its glyphs) in their context and input: never cut.
             cuts: false),
        Case(family: "Noto Sans Thai", weight: 400, script: "Thai", languages: ["th"],
             texts: ["การตั้งค่า ความเป็นส่วนตัว", "ยกเลิก เสร็จสิ้น"]),
    ]

    @Test("every run shapes word by word to exactly what it shapes whole", arguments: cases)
    func sameAsWhole(_ test: Case) throws {
        let font = try Fixtures.library.bundledFont(family: test.family, weight: test.weight)
        let words = Shaper()
        let whole = Shaper(shapesWords: false)
        var texts = test.texts
        texts += Self.mixed(test.texts, seed: UInt64(test.weight) &* 31 &+ UInt64(test.texts.count))
        for language in test.languages {
            // Twice: the second time the words come from what the shaper kept.
            for text in texts + texts {
                let units = Array(text.utf16)
                var a: [RawGlyph] = [], b: [RawGlyph] = []
                units.withUnsafeBufferPointer { buffer in
                    words.shape(buffer, range: 0..<buffer.count, font: font, rightToLeft: test.rightToLeft,
                                script: test.script, language: language, into: &a)
                    whole.shape(buffer, range: 0..<buffer.count, font: font, rightToLeft: test.rightToLeft,
                                script: test.script, language: language, into: &b)
                }
                #expect(Self.fields(a) == Self.fields(b), "\(language) \(text.debugDescription)")
            }
        }
        #expect((words.runsShapedAsWords > 0) == test.cuts)
        #expect(whole.runsShapedAsWords == 0)
    }

    @Test("a run inside a text is shaped with the text around it as before")
    func runsInsideText() throws {
        let font = try Fixtures.library.bundledFont(family: "Inter", weight: 400)
        // Runs that start or end inside a word, next to text in another font, as a preparation cuts them.
        let text = "Open 東京 now, read المقالة then 5 x 3 ok"
        let units = Array(text.utf16)
        let words = Shaper(), whole = Shaper(shapesWords: false)
        for start in 0..<units.count {
            for end in stride(from: start + 1, through: units.count, by: 3) {
                var a: [RawGlyph] = [], b: [RawGlyph] = []
                units.withUnsafeBufferPointer { buffer in
                    words.shape(buffer, range: start..<end, font: font, rightToLeft: false, script: "Latn", language: "en", into: &a)
                    whole.shape(buffer, range: start..<end, font: font, rightToLeft: false, script: "Latn", language: "en", into: &b)
                }
                #expect(Self.fields(a) == Self.fields(b), "\(start)..<\(end)")
            }
        }
        #expect(words.runsShapedAsWords > 0)
    }

    @Test("Inter's contextual alternates reach across spaces: those texts are not cut")
    func crossSpaceLookups() throws {
        let font = try Fixtures.library.bundledFont(family: "Inter", weight: 400)
        // HarfBuzz turns the x of "5 x 3" into a multiplication sign looking across both spaces;
        // alone, "x " stays an x. So a cut there would change the glyphs.
        var together: [RawGlyph] = [], alone: [RawGlyph] = []
        let text = Array("5 x 3".utf16), x = Array("x ".utf16)
        text.withUnsafeBufferPointer { Shaper(shapesWords: false).shape($0, range: 0..<$0.count, font: font, rightToLeft: false, script: "Latn", language: "en", into: &together) }
        x.withUnsafeBufferPointer { Shaper(shapesWords: false).shape($0, range: 0..<$0.count, font: font, rightToLeft: false, script: "Latn", language: "en", into: &alone) }
        #expect(together[2].glyph != alone[0].glyph)
        let shaper = Shaper()
        var shaped: [RawGlyph] = []
        text.withUnsafeBufferPointer { shaper.shape($0, range: 0..<$0.count, font: font, rightToLeft: false, script: "Latn", language: "en", into: &shaped) }
        #expect(shaper.runsShapedAsWords == 0)
        #expect(Self.fields(shaped) == Self.fields(together))
    }

    @Test("lookups that reach across a space unseen by HarfBuzz's glyph collection stop the cuts they would change")
    func unseenContext() throws {
        // test/CrossSpaceContext.otf (Fonts/test/make-cross-space-font.py): a class-based kerning
        // context with class 0 (any glyph, the space too): `a`, any glyph, `b` moves the `a` 500
        // units; `b`, any glyph, `c` moves the `c` 300. And a `calt` lookup calling, at `d`, a
        // lookup with the space and `e` before the `d` in its backtrack: "e d" gives "e x". And
        // before those, a ligature `h i` -> `d`: "e hi" gives "e x" too.
        // HarfBuzz's glyph collection reports neither class 0 nor a called lookup's context, and
        // a closure from `h` or `i` alone never reaches the `d` (a ligature needs both).
        let font = try Fixtures.library.font(FontDescriptor(path: Fixtures.path("test/CrossSpaceContext.otf")))
        let words = Shaper(), whole = Shaper(shapesWords: false)
        func shaped(_ text: String, _ shaper: Shaper) -> [RawGlyph] { Self.shaped(text, font: font, shaper) }
        for text in ["a b", "b c", "x a b c y", "ab ba cb bc", "a  b", "e d", "e d e d", "de ed", "z y x", "e hi", "hi e hi", "e h i"] {
            #expect(Self.fields(shaped(text, words)) == Self.fields(shaped(text, whole)), "\(text.debugDescription)")
        }
        // The lookups do apply across the space when the text is shaped whole.
        #expect(shaped("a b", whole)[0].advance == shaped("a", whole)[0].advance + 500)
        #expect(shaped("b c", whole)[2].advance == shaped("c", whole)[0].advance + 300)
        #expect(shaped("e d", whole)[2].glyph == shaped("x", whole)[0].glyph)
        #expect(shaped("e hi", whole)[2].glyph == shaped("x", whole)[0].glyph)
        #expect(shaped("hi", whole)[0].glyph == shaped("d", whole)[0].glyph)
        // Texts with none of the lookups' input glyphs (`a`, `c`, `d`) are still cut: "z y x".
        #expect(words.runsShapedAsWords == 1)
    }

    @Test("a chain of substitutions is followed back to the glyph a cross-space lookup acts on, up to a bound", arguments: [40, 100])
    func substitutionChain(steps: Int) throws {
        // test/SubstitutionChain<steps>.otf (Fonts/test/make-substitution-chain-fonts.py): `calt`
        // turns each of the first `steps` letters from U+00C0 into the next, one lookup per step,
        // so every one ends as the last; then "e", a space and that last letter give "e x". The
        // steps are listed so that following them back takes one round each: 40 rounds are within
        // the bound `SpaceSeparation` follows (64), 100 are not, and that font is shaped whole.
        let letters = (0xC0..<0x180).filter { $0 != 0xD7 && $0 != 0xF7 }.map { String(UnicodeScalar($0)!) }
        let (first, last) = (letters[0], letters[steps - 1])
        let font = try Fixtures.library.font(FontDescriptor(path: Fixtures.path("test/SubstitutionChain\(steps).otf")))
        let words = Shaper(), whole = Shaper(shapesWords: false)
        func shaped(_ text: String, _ shaper: Shaper) -> [RawGlyph] { Self.shaped(text, font: font, shaper) }
        let texts = ["e \(first)", "e \(letters[steps / 2])", "e \(last)", "the e \(first) and more", "\(first) e", "e  \(first)", "one two three"]
        var cut: [String] = []
        for text in texts {
            let before = words.runsShapedAsWords + words.runsShapedInPieces
            #expect(Self.fields(shaped(text, words)) == Self.fields(shaped(text, whole)), "\(text.debugDescription)")
            if words.runsShapedAsWords + words.runsShapedInPieces > before { cut.append(text) }
        }
        // Shaped whole, the first letter does become an x after "e ", through every step.
        #expect(shaped("e \(first)", whole)[2].glyph == shaped("x", whole)[0].glyph)
        #expect(shaped("\(first) e", whole)[0].glyph == shaped(last, whole)[0].glyph)
        // Within the bound, a letter of the chain keeps only the word within one space of it (the
        // rule holds one space; two spaces stop it); past the bound, nothing in the font is cut.
        #expect(cut == (steps <= 64 ? ["the e \(first) and more", "e  \(first)", "one two three"] : []))
    }

    @Test("the table reader counts its reads: past its budget it answers cautiously")
    func readBudget() throws {
        let font = try Fixtures.library.font(FontDescriptor(path: Fixtures.path("test/CrossSpaceContext.otf")))
        let face = hb_font_get_face(font.hbFont)!
        var space: hb_codepoint_t = 0
        #expect(hb_font_get_nominal_glyph(font.hbFont, 0x20, &space) != 0)
        // GPOS lookup 0 is the class-based context with class 0 around its input.
        let enough = LayoutTableBytes(face: face, tag: Shaper.tag("GPOS"))
        let use = enough.classZeroUse(0, glyph: Int(space))
        #expect(use.glyphInContext && !use.glyphInInput && !use.unreadable)
        #expect(enough.lookupFlags() == [0, 0, 0])
        #expect(LayoutTableBytes(face: face, tag: Shaper.tag("GPOS"), readBudget: 12).classZeroUse(0, glyph: Int(space)).unreadable)
        // Four reads find the three lookups and no flag.
        #expect(LayoutTableBytes(face: face, tag: Shaper.tag("GPOS"), readBudget: 4).lookupFlags() == [0xFFFF, 0xFFFF, 0xFFFF])
    }

    @Test("how many spaces one match of a lookup can hold is read from its rules as fontTools reads them")
    func spacesPerMatch() throws {
        // Expected values from fontTools: the most rule positions (coverages, or classes equal to
        // the space's) that hold the space glyph, over each lookup's rules.
        func spaces(_ font: Font, _ table: String, _ lookup: Int) -> Int? {
            let face = hb_font_get_face(font.hbFont)!
            var space: hb_codepoint_t = 0
            _ = hb_font_get_nominal_glyph(font.hbFont, 0x20, &space)
            return LayoutTableBytes(face: face, tag: Shaper.tag(table)).positionsHolding(Int(space), lookup: lookup)
        }
        let inter = try Fixtures.library.bundledFont(family: "Inter", weight: 400)
        // Inter's `calt`: brackets raised before a capital across up to two spaces, `x` and `*`
        // between numbers with a space on either side; and a lookup with one space in context.
        #expect(spaces(inter, "GSUB", 52) == 4)
        #expect(spaces(inter, "GSUB", 42) == 1)
        let test = try Fixtures.library.font(FontDescriptor(path: Fixtures.path("test/CrossSpaceContext.otf")))
        #expect(spaces(test, "GPOS", 0) == 1)  // class-based: class 0 once in each rule
        #expect(spaces(test, "GSUB", 2) == 1)  // coverage-based: the space in its backtrack
        #expect(spaces(test, "GSUB", 3) == 1)  // a single substitution: the one glyph
        #expect(spaces(test, "GSUB", 0) == 2)  // a ligature: its two components
        // Past the read budget, nothing is known.
        let face = hb_font_get_face(inter.hbFont)!
        #expect(LayoutTableBytes(face: face, tag: Shaper.tag("GSUB"), readBudget: 50).positionsHolding(1682, lookup: 52) == nil)
    }

    @Test("a long run with characters Inter's contextual alternates act on is cut away from them, exactly")
    func piecesAroundSensitiveWords() throws {
        let font = try Fixtures.library.bundledFont(family: "Inter", weight: 400)
        let words = Shaper(), whole = Shaper(shapesWords: false)
        let filler = "the quick brown fox jumps over the lazy dog and runs far away from home again"
        let texts = [
            "\(filler) 5 x 3 = 15 \(filler)", "( A ) \(filler) [ B ] \(filler) 12 * 4", "\(filler) Wi-Fi: on",
            "a x b x c x d x e x f x g x h x i x j x k x l x m x n x o x p x q", "\(filler) (  A  ) \(filler) 5  x  3",
        ]
        for text in texts {
            let units = Array(text.utf16)
            var a: [RawGlyph] = [], b: [RawGlyph] = []
            units.withUnsafeBufferPointer { buffer in
                words.shape(buffer, range: 0..<buffer.count, font: font, rightToLeft: false, script: "Latn", language: "en", into: &a)
                whole.shape(buffer, range: 0..<buffer.count, font: font, rightToLeft: false, script: "Latn", language: "en", into: &b)
            }
            #expect(Self.fields(a) == Self.fields(b), "\(text.debugDescription)")
        }
        // Every text is cut somewhere; the one with an x every other word too: a letter beside
        // the x stops every rule that makes it a multiplication sign.
        #expect(words.runsShapedInPieces == texts.count)
        #expect(words.runsShapedAsWords == 0)
        // The lookups do apply in them: shaped whole, the x of "5 x 3" is a multiplication sign.
        var x: [RawGlyph] = []
        Array("x".utf16).withUnsafeBufferPointer { whole.shape($0, range: 0..<1, font: font, rightToLeft: false, script: "Latn", language: "en", into: &x) }
        var first: [RawGlyph] = []
        Array(texts[0].utf16).withUnsafeBufferPointer { whole.shape($0, range: 0..<$0.count, font: font, rightToLeft: false, script: "Latn", language: "en", into: &first) }
        let at = Int32(filler.utf16.count + 3)
        #expect(first.first { $0.cluster == at }?.glyph != x[0].glyph)
    }

    @Test("a paragraph separator ends shaping: no lookup reaches across it")
    func paragraphsShapedAlone() throws {
        // In test/CrossSpaceContext.otf, `a`, any glyph, `b` moves the `a` 500 units: across a
        // space it does ("a b"), across a line break it must not ("a\nb" is two paragraphs).
        let font = try Fixtures.library.font(FontDescriptor(path: Fixtures.path("test/CrossSpaceContext.otf")))
        for shaper in [Shaper(), Shaper(shapesWords: false)] {
            func shaped(_ text: String) -> [RawGlyph] {
                var glyphs: [RawGlyph] = []
                Array(text.utf16).withUnsafeBufferPointer {
                    shaper.shape($0, range: 0..<$0.count, font: font, rightToLeft: false, script: "Latn", language: "en", into: &glyphs)
                }
                return glyphs
            }
            let alone = shaped("a")[0].advance
            #expect(shaped("a b")[0].advance == alone + 500)
            for text in ["a\nb", "a\rb", "a\r\nb", "a\u{2029}b", "a\u{85}b"] {
                let glyphs = shaped(text)
                #expect(glyphs[0].advance == alone, "\(text.debugDescription)")
                #expect(glyphs.map(\.cluster) == Array(0..<Int32(text.utf16.count)), "\(text.debugDescription)")
            }
        }
    }

    @Test("lookup flags are read from the tables' bytes as fontTools reads them")
    func lookupFlags() throws {
        // Expected values from fontTools (`TTFont(path)["GPOS"].table.LookupList.Lookup[i].LookupFlag`).
        let arabic = try Fixtures.library.bundledFont(family: "Noto Sans Arabic", weight: 400)
        let face = hb_font_get_face(arabic.hbFont)!
        #expect(SpaceSeparation.lookupFlags(face, table: Shaper.tag("GPOS")) == [9, 9, 8, 0, 0, 16, 16])
        let gsub = SpaceSeparation.lookupFlags(face, table: Shaper.tag("GSUB"))
        #expect(gsub.count == 12 && gsub.suffix(4) == [9, 9, 9, 9] && gsub.prefix(8).allSatisfy { $0 == 0 })
        let inter = try Fixtures.library.bundledFont(family: "Inter", weight: 400)
        let interFace = hb_font_get_face(inter.hbFont)!
        #expect(SpaceSeparation.lookupFlags(interFace, table: Shaper.tag("GSUB")).count
                == Int(hb_ot_layout_table_get_lookup_count(interFace, Shaper.tag("GSUB"))))
        #expect(SpaceSeparation.lookupFlags(interFace, table: Shaper.tag("GPOS")) == [0, 8, 0])
    }

    /// Texts made of the case's words in a seeded random order, with one or two spaces between.
    @Test("each coverage-based rule's glyphs are read as fontTools reads them; past the budget, none")
    func coverageRulesAsFontTools() throws {
        let inter = try Fixtures.library.bundledFont(family: "Inter", weight: 400)
        let face = hb_font_get_face(inter.hbFont)!
        var space: hb_codepoint_t = 0, x: hb_codepoint_t = 0, t: hb_codepoint_t = 0
        _ = hb_font_get_nominal_glyph(inter.hbFont, 0x20, &space)
        _ = hb_font_get_nominal_glyph(inter.hbFont, 0x78, &x)
        _ = hb_font_get_nominal_glyph(inter.hbFont, 0x74, &t)
        let bytes = LayoutTableBytes(face: face, tag: Shaper.tag("GSUB"))
        // fontTools: lookup 52 has 63 format 3 subtables, 39 of them with the space in a
        // coverage; the 8 that take `x` as input and hold the space hold 51 glyphs each, no `t`.
        let rules = try #require(bytes.coverageRules(52))
        #expect(rules.count == 63)
        let crossing = rules.filter { $0.held.contains(space) }
        #expect(crossing.count == 39)
        let xRules = crossing.filter { $0.input.contains(x) }
        #expect(xRules.map { $0.held.count } == Array(repeating: 51, count: 8))
        #expect(xRules.allSatisfy { !$0.held.contains(t) })
        #expect(try #require(bytes.coverageRules(42)).filter { $0.held.contains(space) }.count == 1)
        // Not coverage-based (a ligature lookup of the test font), and past the read budget: nil.
        let test = try Fixtures.library.font(FontDescriptor(path: Fixtures.path("test/CrossSpaceContext.otf")))
        #expect(LayoutTableBytes(face: hb_font_get_face(test.hbFont)!, tag: Shaper.tag("GSUB")).coverageRules(0) == nil)
        #expect(LayoutTableBytes(face: face, tag: Shaper.tag("GSUB"), readBudget: 200).coverageRules(52) == nil)
    }

    @Test("a character a cross-space rule acts on cuts like any word when its neighbours stop every such rule")
    func neighboursStopRules() throws {
        let font = try Fixtures.library.bundledFont(family: "Inter", weight: 400)
        func shaped(_ text: String) -> (pieces: Int, same: Bool) {
            let words = Shaper(), whole = Shaper(shapesWords: false)
            var a: [RawGlyph] = [], b: [RawGlyph] = []
            Array(text.utf16).withUnsafeBufferPointer { buffer in
                words.shape(buffer, range: 0..<buffer.count, font: font, rightToLeft: false, script: "Latn", language: "en", into: &a)
                whole.shape(buffer, range: 0..<buffer.count, font: font, rightToLeft: false, script: "Latn", language: "en", into: &b)
            }
            return (words.piecesOfSeveralWords, Self.fields(a) == Self.fields(b))
        }
        // The x of these words has letters beside it, which no rule turning x into a
        // multiplication sign holds: each word is shaped alone.
        for text in ["Box next text exit fix max", "Export the text next to the box now", "Exit, fix and relax later"] {
            let result = shaped(text)
            #expect(result.same, "\(text)")
            #expect(result.pieces == 0, "\(text)")
        }
        // Between numbers, the x and the words within reach stay one piece (and turn into ×).
        for text in ["the size is 5 x 3 here and now", "max 12 x 4 next", "( A ) and more words after it, then a few words more"] {
            let result = shaped(text)
            #expect(result.same, "\(text)")
            #expect(result.pieces > 0, "\(text)")
        }
    }

    @Test("texts mixing the characters Inter's cross-space rules act on with words shape as whole", arguments: [400, 700])
    func crossSpaceMixtures(weight: Int) throws {
        let tokens = [
            "next", "text", "Box", "EXIT", "x", "X", "5", "12", "3", "x3", "5x", "-", "–", "—", ":", "*", "+", "=", "->", "<", ">",
            "(A)", "( A )", "[b]", "{ C }", "(", ")", "[", "]", "Hello", "WORLD", "Wi-Fi", "E-Mail", "re-enter", "Note:",
            "1:30", "10:00", "a", "the", "Ä", "é", "@", "~", "×", "2×3", "Max", "fix", "ex-", "-x-", "x:", ":x",
        ]
        for family in ["Inter", "Inter Display"] {
            let font = try Fixtures.library.bundledFont(family: family, weight: weight)
            let words = Shaper(), whole = Shaper(shapesWords: false)
            var state: UInt64 = 0x9E37_79B9 &+ UInt64(weight)
            func next(_ bound: Int) -> Int {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return Int((state >> 33) % UInt64(bound))
            }
            for _ in 0..<1_500 {
                let text = (0..<(1 + next(12))).map { _ in tokens[next(tokens.count)] }.joined(separator: next(6) == 0 ? "  " : " ")
                var a: [RawGlyph] = [], b: [RawGlyph] = []
                Array(text.utf16).withUnsafeBufferPointer { buffer in
                    words.shape(buffer, range: 0..<buffer.count, font: font, rightToLeft: false, script: "Latn", language: "en", into: &a)
                    whole.shape(buffer, range: 0..<buffer.count, font: font, rightToLeft: false, script: "Latn", language: "en", into: &b)
                }
                #expect(Self.fields(a) == Self.fields(b), "\(family) \(weight): \(text.debugDescription)")
            }
            // The regular cuts are cut (the bold ones kern pairs with the space: never).
            #expect((words.runsShapedInPieces > 0) == (weight == 400), "\(family) \(weight)")
        }
    }

    static func mixed(_ texts: [String], seed: UInt64) -> [String] {
        let words = texts.flatMap { $0.split(separator: " ").map(String.init) }
        guard !words.isEmpty else { return [] }
        var state = seed | 1
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<60).map { _ in
            (0..<(1 + next(8))).map { _ in words[next(words.count)] + (next(5) == 0 ? "  " : " ") }.joined()
                + (next(2) == 0 ? words[next(words.count)] : "")
        }
    }

    /// `text` shaped by `shaper` in `font`, as Latin text in English.
    static func shaped(_ text: String, font: Font, _ shaper: Shaper) -> [RawGlyph] {
        var glyphs: [RawGlyph] = []
        Array(text.utf16).withUnsafeBufferPointer {
            shaper.shape($0, range: 0..<$0.count, font: font, rightToLeft: false, script: "Latn", language: "en", into: &glyphs)
        }
        return glyphs
    }

    static func fields(_ glyphs: [RawGlyph]) -> [[Int64]] {
        glyphs.map { [Int64($0.glyph), Int64($0.cluster), Int64($0.advance), Int64($0.xOffset), Int64($0.yOffset)] }
    }
}
