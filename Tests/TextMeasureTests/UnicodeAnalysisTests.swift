// Tests of the Unicode analysis layer (Sources/TextMeasure/Unicode) over ICU 72 (Debian 12).
// Expected offsets are UTF-16 code units; each was checked by hand against the text's words and
// the UAX #14 / #29 / #9 / #24 rules named in the test, not just copied from ICU's output.

import CUnicodeShim
import Foundation
import Fuzzing
import Testing
@testable import TextMeasure

/// All Unicode analysis tests, so that `swift test --filter UnicodeAnalysisTests` runs them.
@Suite struct UnicodeAnalysisTests {}

/// One text, its language, and the expected break opportunities (`!` marks mandatory ones).
struct LineBreakCase: Sendable, CustomTestStringConvertible {
    let text: String
    let language: String
    let expected: [BreakOpportunity]
    let why: String

    init(_ text: String, _ language: String, _ expected: [Int], mandatory: Set<Int> = [], _ why: String) {
        self.text = text
        self.language = language
        self.expected = expected.map { BreakOpportunity(offset: $0, isMandatory: mandatory.contains($0)) }
        self.why = why
    }

    var testDescription: String { "\(language): \(why)" }
}

extension UnicodeAnalysisTests {
    @Suite("Line breaking (ICU UAX #14)")
    struct LineBreakingTests {
        static let cases: [LineBreakCase] = [
            LineBreakCase("The quick brown fox", "en", [4, 10, 16, 19], "Latin: after each space, and the end"),
            LineBreakCase("state-of-the-art, e.g. 3.14!", "en", [6, 9, 13, 18, 23, 28],
                          "Latin: after hyphens and spaces, never inside 3.14 or before !"),
            // ภาษา|ไทย|ง่าย|นิด|เดียว ("the Thai language is very easy"): 4 + 3 + 4 + 3 + 5 code units.
            LineBreakCase("ภาษาไทยง่ายนิดเดียว", "th", [4, 7, 11, 14, 19], "Thai: dictionary word breaks"),
            // Between ideographs and kana, but never before 。 (offset 8 and 12 are missing: kinsoku).
            LineBreakCase("日本語の文章です。次の文。", "ja", [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 13],
                          "Japanese: between characters, no break before 。"),
            // 用户设置，确定。: no break before ， (4) or 。 (7).
            LineBreakCase("用户设置，确定。", "zh-Hans", [1, 2, 3, 5, 6, 8], "Chinese: no break before ， or 。"),
            // パスワードをお忘れですか？: the prolonged sound mark ー may start a line in ICU's normal
            // strictness (break at 3), but no break before ？ (12).
            LineBreakCase("パスワードをお忘れですか？", "ja", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13],
                          "Japanese: no break before ？"),
            // ພາສາ|ລາວ|ງ່າຍ ("the Lao language is easy") and ភាសាខ្មែរ|ងាយស្រួល ("Khmer is easy").
            LineBreakCase("ພາສາລາວງ່າຍ", "lo", [4, 7, 11], "Lao: dictionary word breaks"),
            LineBreakCase("ភាសាខ្មែរងាយស្រួល", "km", [9, 17], "Khmer: dictionary word breaks"),
            // 「設定」を開く: no break after 「 (1) or before 」 (3).
            LineBreakCase("「設定」を開く", "ja", [2, 4, 5, 6, 7], "Japanese: brackets stay with their text"),
            // The BCP 47 extension -u-lb-strict selects ICU's strict tailoring (CSS line-break:
            // strict): no line may start with ー (3) or a small kana like ぁ (13).
            LineBreakCase("パスワードをお忘れですか？ぁ", "ja-u-lb-strict", [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 14],
                          "Japanese strict: no break before ー or small kana"),
            LineBreakCase("パスワードをお忘れですか？ぁ", "ja", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14],
                          "Japanese normal: ー and small kana may start a line"),
            LineBreakCase("", "en", [], "empty text has no opportunities"),
        ]

        @Test(arguments: cases)
        func opportunities(_ c: LineBreakCase) throws {
            let analyzer = UnicodeAnalyzer()
            let breaks = try analyzer.lineBreakOpportunities(in: UTF16Text(c.text), language: c.language)
            #expect(breaks == c.expected)
        }

        static let hardBreaks: [LineBreakCase] = [
            LineBreakCase("one\ntwo", "en", [4, 7], mandatory: [4], "after LF"),
            LineBreakCase("one\u{2028}two", "en", [4, 7], mandatory: [4], "after LINE SEPARATOR"),
            LineBreakCase("one\u{2029}two", "en", [4, 7], mandatory: [4], "after PARAGRAPH SEPARATOR"),
            LineBreakCase("one\r\ntwo", "en", [5, 8], mandatory: [5], "after CR LF, not between them"),
            LineBreakCase("one\u{85}two", "en", [4, 7], mandatory: [4], "after NEL"),
            LineBreakCase("one two\n", "en", [4, 8], mandatory: [8], "a text ending in LF ends with a hard break"),
            LineBreakCase("one\ntwo\u{2028}three\u{2029}four", "en", [4, 8, 14, 18], mandatory: [4, 8, 14],
                          "all three in one text; the soft end is not mandatory"),
        ]

        @Test("Mandatory breaks", arguments: hardBreaks)
        func mandatory(_ c: LineBreakCase) throws {
            let breaks = try UnicodeAnalyzer().lineBreakOpportunities(in: UTF16Text(c.text), language: c.language)
            #expect(breaks == c.expected)
        }

        @Test func unknownLanguageUsesRootRules() throws {
            let analyzer = UnicodeAnalyzer()
            let text = UTF16Text("The quick brown fox")
            #expect(try analyzer.lineBreakOpportunities(in: text, language: "zz-Unknown-tag!")
                == analyzer.lineBreakOpportunities(in: text, language: "en"))
        }

        @Test func breakerIsReusableAcrossTexts() throws {
            let breaker = try LineBreaker(language: "th")
            for _ in 0..<3 {
                #expect(try breaker.opportunities(in: UTF16Text("ภาษาไทย")).map(\.offset) == [4, 7])
                #expect(try breaker.opportunities(in: UTF16Text("a b")).map(\.offset) == [2, 3])
            }
        }

        @Test func longMixedTextIsAnalyzedWhole() throws {
            // 100,000 code units of mixed Latin and Hebrew through every analysis at once.
            let text = UTF16Text(String(repeating: "word שלום ", count: 10_000))
            let analysis = try UnicodeAnalyzer().analyze(text, language: "he")
            #expect(analysis.lineBreaks.count == 20_000)
            #expect(analysis.graphemeBoundaries.count == 100_000)
            #expect(analysis.scriptRuns.count == 20_000)
            // LTR paragraph (first strong letter is w): 10,000 Hebrew runs at level 1 between
            // 10,001 level-0 runs ("word ", each " word ", and the final space).
            #expect(analysis.bidi.runs.count == 20_001)
        }

        @Test func longTextIsAnalyzedInOnePass() throws {
            // 100,000 code units (bad-input item of issue 3): must finish quickly and find every space.
            let text = UTF16Text(String(repeating: "word ", count: 20_000))
            let breaks = try UnicodeAnalyzer().lineBreakOpportunities(in: text, language: "en")
            #expect(breaks.count == 20_000)
            #expect(breaks.last == BreakOpportunity(offset: 100_000, isMandatory: false))
        }
    }
}

extension UnicodeAnalysisTests {
    @Suite("Grapheme clusters (ICU UAX #29)")
    struct GraphemeTests {
        struct Case: Sendable, CustomTestStringConvertible {
            let text: String
            let boundaries: [Int]
            let testDescription: String
        }

        static let cases: [Case] = [
            Case(text: "👨‍👩‍👧", boundaries: [8], testDescription: "ZWJ family (3 emoji, 2 ZWJ) is one cluster"),
            Case(text: "👍", boundaries: [2], testDescription: "a surrogate pair is one cluster"),
            Case(text: "🇩🇪🇫🇷", boundaries: [4, 8], testDescription: "regional indicator pairs: two flags"),
            Case(text: "👋🏽x", boundaries: [4, 5], testDescription: "emoji with skin-tone modifier, then x"),
            Case(text: "e\u{301}\u{323}a", boundaries: [3, 4], testDescription: "e + two combining marks, then a"),
            Case(text: "\u{1100}\u{1161}\u{11A8}", boundaries: [3], testDescription: "Hangul jamo L V T is one syllable"),
            // क्ष (ka, virama, ssa) and त्रि (ta, virama, ra, vowel sign i) are single clusters in
            // ICU 72's rules; य is its own.
            Case(text: "क्षत्रिय", boundaries: [3, 7, 8], testDescription: "Devanagari conjuncts stay whole"),
            Case(text: "नमस्ते", boundaries: [1, 2, 6], testDescription: "Devanagari स्ते with vowel sign"),
            Case(text: "\r\n", boundaries: [2], testDescription: "CR LF is one cluster"),
            Case(text: "", boundaries: [], testDescription: "empty text"),
        ]

        @Test(arguments: cases)
        func boundaries(_ c: Case) throws {
            #expect(try UnicodeAnalyzer().graphemeBoundaries(in: UTF16Text(c.text)) == c.boundaries)
        }

        @Test func agreesWithSwiftCharacters() throws {
            // Swift's Character is also an extended grapheme cluster; for these texts both agree.
            let text = UTF16Text("Añadir 👨‍👩‍👧 a 🇩🇪, नमस्ते!")
            let icu = try UnicodeAnalyzer().graphemeBoundaries(in: text)
            var swift: [Int] = []
            var offset = 0
            for character in text.string {
                offset += character.utf16.count
                swift.append(offset)
            }
            #expect(icu == swift)
        }
    }
}

extension UnicodeAnalysisTests {
    @Suite("Bidi (ICU UAX #9)")
    struct BidiTests {
        @Test func mixedLatinHebrewInLTRParagraph() throws {
            let levels = try UnicodeAnalyzer().bidiLevels(of: UTF16Text("Hello שלום world"), direction: .auto)
            #expect(levels.baseLevel == 0)
            #expect(levels.levels == [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0])
            #expect(levels.runs == [BidiRun(range: 0..<6, level: 0), BidiRun(range: 6..<10, level: 1),
                                    BidiRun(range: 10..<16, level: 0)])
            #expect(levels.visualRuns(forLine: 0..<16) == levels.runs)
        }

        @Test func hebrewParagraphWithLatinReordersRuns() throws {
            // "שלום Hello עולם": base level 1 from the first strong character; Latin is level 2.
            // On screen, right to left: שלום, then Hello, then עולם at the left end.
            let levels = try UnicodeAnalyzer().bidiLevels(of: UTF16Text("שלום Hello עולם"), direction: .auto)
            #expect(levels.baseLevel == 1)
            #expect(levels.runs == [BidiRun(range: 0..<5, level: 1), BidiRun(range: 5..<10, level: 2),
                                    BidiRun(range: 10..<15, level: 1)])
            #expect(levels.visualRuns(forLine: 0..<15) == [BidiRun(range: 10..<15, level: 1),
                                                            BidiRun(range: 5..<10, level: 2),
                                                            BidiRun(range: 0..<5, level: 1)])
        }

        @Test func arabicWithEuropeanDigits() throws {
            // W2/I2: digits after Arabic letters are at level 2, shown left of the Arabic word.
            let levels = try UnicodeAnalyzer().bidiLevels(of: UTF16Text("مرحبا 123"), direction: .auto)
            #expect(levels.baseLevel == 1)
            #expect(levels.runs == [BidiRun(range: 0..<6, level: 1), BidiRun(range: 6..<9, level: 2)])
            #expect(levels.visualRuns(forLine: 0..<9) == [BidiRun(range: 6..<9, level: 2), BidiRun(range: 0..<6, level: 1)])
        }

        @Test func trailingWhitespaceTakesParagraphLevelAtLineEnd() throws {
            // "abc אבג דהו": the space at 7 lies between Hebrew words (level 1). When a line ends
            // after it, rule L1 puts it back at the paragraph level 0.
            let levels = try UnicodeAnalyzer().bidiLevels(of: UTF16Text("abc אבג דהו"), direction: .ltr)
            #expect(levels.levels[7] == 1)
            #expect(levels.visualRuns(forLine: 0..<8) == [BidiRun(range: 0..<4, level: 0), BidiRun(range: 4..<7, level: 1),
                                                           BidiRun(range: 7..<8, level: 0)])
            #expect(levels.visualRuns(forLine: 8..<11) == [BidiRun(range: 8..<11, level: 1)])
        }

        @Test(arguments: [
            (ParagraphDirection.auto, UInt8(0)), (.ltr, 0), (.rtl, 1),
        ])
        func forcedDirection(direction: ParagraphDirection, base: UInt8) throws {
            let levels = try UnicodeAnalyzer().bidiLevels(of: UTF16Text("abc"), direction: direction)
            #expect(levels.baseLevel == base)
            #expect(levels.levels == [2 * base, 2 * base, 2 * base])
        }

        @Test func paragraphsResolveSeparately() throws {
            let levels = try UnicodeAnalyzer().bidiLevels(of: UTF16Text("a\nשלום"), direction: .auto)
            #expect(levels.paragraphs == [BidiParagraph(range: 0..<2, level: 0), BidiParagraph(range: 2..<6, level: 1)])
        }

        /// A text with nothing right-to-left is resolved without ubidi (every level 0): the same
        /// levels, L1 flags and paragraphs as ubidi gives, for texts drawn from every Bidi_Class
        /// that can occur without it (and some that send the text to ubidi: Hebrew, Arabic digits,
        /// the explicit formatting characters), in each paragraph direction.
        @Test func textsWithNothingRightToLeftResolveAsICUDoes() throws {
            let leftToRight: [String] = [
                "a", "Z", "é", "ß", "Ж", "中", "か", "ก", "\u{0301}", "1", "42", "+", "-", "%", "$", "€", ",", ".", ":",
                "/", " ", "\u{00A0}", "\u{2009}", "\u{3000}", "\t", "\u{001F}", "\n", "\r", "\r\n", "\u{2029}",
                "\u{0085}", "\u{001C}", "\u{2028}", "\u{200B}", "\u{00AD}", "\u{200D}", "\u{FEFF}", "\u{0007}",
                "!", "(", ")", "«", "😀", "🇩🇪", "\u{1D11E}", "\u{E000}", "\u{0378}",
            ]
            // One scalar each, and each sends a text to ubidi.
            let rightToLeftOrExplicit: Set<String> = [
                "א", "ب", "\u{0661}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}",
                "\u{2067}", "\u{2068}", "\u{2069}", "\u{200F}", "\u{061C}",
            ]
            let pieces = leftToRight + rightToLeftOrExplicit.sorted()
            var random = SeededRandom(seed: 20_261_202)
            let fast = try BidiAnalyzer(), icu = try BidiAnalyzer(alwaysUsesICU: true)
            var needsICU = 0, compared = 0
            for _ in 0..<6_000 {
                let count = random.int(0...24)
                // Most texts without the pieces that need ubidi, so the fast path is what is compared.
                let withoutRightToLeft = random.chance(0.8)
                var text = ""
                for _ in 0..<count {
                    var piece = random.pick(pieces)
                    while withoutRightToLeft && rightToLeftOrExplicit.contains(piece) { piece = random.pick(pieces) }
                    text += piece
                }
                let units = UTF16Text(text)
                for direction in [ParagraphDirection.auto, .ltr, .rtl] {
                    let expected = try icu.levels(of: units, direction: direction)
                    let got = try fast.levels(of: units, direction: direction)
                    #expect(got == expected, "\(direction) \(text.unicodeScalars.map { String($0.value, radix: 16) })")
                    compared += 1
                    let hasRightToLeft = text.unicodeScalars.contains { rightToLeftOrExplicit.contains(String($0)) }
                    if direction == .rtl || hasRightToLeft || text.isEmpty { needsICU += 1 }
                }
            }
            // Exactly the texts with something right-to-left (or in a right-to-left paragraph, or
            // empty) went to ubidi; most went the other way, so that is what was compared.
            #expect(compared == 18_000)
            #expect(icu.icuResolutions == compared)
            #expect(fast.icuResolutions == needsICU)
            #expect(compared - needsICU > 7_000)
            let paragraphs = try fast.levels(of: UTF16Text("a\r\nb\u{2029}\n"), direction: .auto).paragraphs
            #expect(paragraphs == [BidiParagraph(range: 0..<3, level: 0), BidiParagraph(range: 3..<5, level: 0),
                                   BidiParagraph(range: 5..<6, level: 0)])
        }

        @Test func emptyAndNeutralTexts() throws {
            let analyzer = UnicodeAnalyzer()
            #expect(try analyzer.bidiLevels(of: UTF16Text(""), direction: .auto).runs.isEmpty)
            let digits = try analyzer.bidiLevels(of: UTF16Text("123"), direction: .auto)
            #expect(digits.baseLevel == 0)
            #expect(digits.isUnidirectionalLTR)
        }
    }
}

extension UnicodeAnalysisTests {
    @Suite("Script runs (ICU UAX #24)")
    struct ScriptRunTests {
        struct Case: Sendable, CustomTestStringConvertible {
            let text: String
            let runs: [ScriptRun]
            let testDescription: String
        }

        static let cases: [Case] = [
            // Comma and spaces join the run they follow; digits and the final period join Arabic.
            Case(text: "Hello, Привет! مرحبا 123.",
                 runs: [ScriptRun(range: 0..<7, script: "Latn"), ScriptRun(range: 7..<15, script: "Cyrl"),
                        ScriptRun(range: 15..<25, script: "Arab")],
                 testDescription: "Latin, Cyrillic, Arabic with Common resolved"),
            Case(text: "123 abc", runs: [ScriptRun(range: 0..<7, script: "Latn")],
                 testDescription: "leading Common joins the first real script"),
            Case(text: "12.", runs: [ScriptRun(range: 0..<3, script: "Zyyy")], testDescription: "only Common: Zyyy"),
            Case(text: "e\u{301}", runs: [ScriptRun(range: 0..<2, script: "Latn")],
                 testDescription: "Inherited combining mark joins its base"),
            // The ( opened inside the Cyrillic run, so its partner ) is Cyrillic too.
            Case(text: "«Привет» (Hi) — שלום 42",
                 runs: [ScriptRun(range: 0..<10, script: "Cyrl"), ScriptRun(range: 10..<12, script: "Latn"),
                        ScriptRun(range: 12..<16, script: "Cyrl"), ScriptRun(range: 16..<23, script: "Hebr")],
                 testDescription: "paired brackets share a script"),
            // ー (Common, Script_Extensions Hira Kana) stays in the katakana run; ？ joins hiragana.
            Case(text: "パスワードをお忘れですか？",
                 runs: [ScriptRun(range: 0..<5, script: "Kana"), ScriptRun(range: 5..<7, script: "Hira"),
                        ScriptRun(range: 7..<8, script: "Hani"), ScriptRun(range: 8..<13, script: "Hira")],
                 testDescription: "Japanese: katakana, hiragana, kanji"),
            Case(text: "Ελληνικά и English",
                 runs: [ScriptRun(range: 0..<9, script: "Grek"), ScriptRun(range: 9..<11, script: "Cyrl"),
                        ScriptRun(range: 11..<18, script: "Latn")],
                 testDescription: "Greek, Cyrillic, Latin"),
            Case(text: "", runs: [], testDescription: "empty text"),
        ]

        @Test(arguments: cases)
        func runs(_ c: Case) throws {
            #expect(try UnicodeAnalyzer().scriptRuns(in: UTF16Text(c.text)) == c.runs)
        }

        @Test func singleScalarScripts() {
            #expect(ScriptItemizer.script(of: "a") == "Latn")
            #expect(ScriptItemizer.script(of: "1") == "Zyyy")
            #expect(ScriptItemizer.script(of: "\u{301}") == "Zinh")
            #expect(ScriptItemizer.script(of: "ก") == "Thai")
            #expect(ScriptItemizer.script(of: "設") == "Hani")
        }
    }
}

extension UnicodeAnalysisTests {
    @Suite("CUnicodeShim's C contract")
    struct ShimContractTests {
        @Test func icuVersionIsTheOneTestedHere() {
            // The expected offsets in this file were checked with ICU 72 (Debian 12).
            #expect(tfu_icu_version_major() >= 72)
        }

        @Test func tooSmallBufferReportsTheNeededCount() throws {
            var breaker: OpaquePointer?
            #expect(tfu_breaker_open(Int32(TFU_BREAK_LINE), "en", &breaker) == Int32(TFU_OK))
            defer { tfu_breaker_close(breaker) }
            let text = Array("a b c".utf16)
            var offsets = [Int32](repeating: -1, count: 1)
            var count: Int32 = 0
            let status = tfu_breaker_boundaries(breaker, text, Int32(text.count), &offsets, nil, 1, &count)
            #expect(status == Int32(TFU_BUFFER_OVERFLOW))
            #expect(count == 3)
            #expect(offsets == [2])
            #expect(String(cString: tfu_status_name(status)) == "U_BUFFER_OVERFLOW_ERROR")
        }

        @Test func badArgumentsAreRejected() {
            var breaker: OpaquePointer?
            #expect(tfu_breaker_open(99, "en", &breaker) == Int32(TFU_ILLEGAL_ARGUMENT))
            #expect(breaker == nil)
            var count: Int32 = 0
            #expect(tfu_script_runs(nil, 3, nil, nil, nil, 0, &count) == Int32(TFU_ILLEGAL_ARGUMENT))
            var map = [Int32](repeating: 0, count: 1)
            #expect(tfu_bidi_reorder_visual([200], 1, &map) == Int32(TFU_ILLEGAL_ARGUMENT))
            tfu_breaker_close(nil)
            tfu_bidi_close(nil)
        }

        @Test func scriptTagsArePackedLikeHarfBuzzTags() {
            // hb_tag_t packing: 'A' 'r' 'a' 'b' big-endian.
            #expect(tfu_script_of(0x0627) == 0x4172_6162)
        }
    }

    @Suite("Language tags (ICU uloc)")
    struct LanguageTagTests {
        @Test(arguments: [
            ("en", "en", "Latn"), ("en_us", "en-US", "Latn"), ("iw", "he", "Hebr"), ("zh-TW", "zh-TW", "Hant"),
            ("ja", "ja", "Jpan"), ("sr-Latn", "sr-Latn", "Latn"), ("th-TH-u-nu-thai", "th-TH-u-nu-thai", "Thai"),
            ("fil", "fil", "Latn"),
        ])
        func knownLanguages(tag: String, canonical: String, script: String) {
            let language = LanguageTag(validating: tag)
            #expect(language.isWellFormed)
            #expect(language.isKnownLanguage)
            #expect(language.canonical == canonical)
            #expect(language.likelyScript == script)
            #expect(language.fallbackNote == nil)
            #expect(language.icuTag == canonical)
        }

        @Test func hebrewOldCodeIsCanonicalized() {
            #expect(LanguageTag(validating: "iw").language == "he")
        }

        @Test(arguments: ["zz", "xx-YY", "english"])
        func wellFormedButUnknown(tag: String) throws {
            let language = LanguageTag(validating: tag)
            #expect(language.isWellFormed)
            #expect(!language.isKnownLanguage)
            #expect(language.icuTag == "")
            let note = try #require(language.fallbackNote)
            #expect(note.contains("not known to ICU"))
        }

        /// Android's `values-und` gave the note `language "" (from "und")` (issue 11, item 17).
        @Test(arguments: ["und", "und-Latn"])
        func undeterminedLanguageSaysSo(tag: String) throws {
            let note = try #require(LanguageTag(validating: tag).fallbackNote)
            #expect(note == "locale \"\(tag)\" names no language (\"und\" is BCP 47's undetermined language); using Unicode's default (root) rules")
        }

        @Test(arguments: ["", "not a tag", "en--US"])
        func malformed(tag: String) throws {
            let language = LanguageTag(validating: tag)
            #expect(!language.isWellFormed)
            #expect(language.canonical == "und")
            #expect(language.fallbackNote != nil)
        }
    }
}

extension UnicodeAnalysisTests {
    @Suite("UTF-16 text and surrogates")
    struct UTF16TextTests {
        @Test func unpairedSurrogatesAreReplacedAndReported() {
            // a, lone lead, b, lone trail, 👍 (a valid pair), lone lead at the end.
            let text = UTF16Text(sanitizing: [0x61, 0xD800, 0x62, 0xDC00, 0xD83D, 0xDC4D, 0xD83D])
            #expect(text.replacedSurrogateOffsets == [1, 3, 6])
            #expect(text.units == [0x61, 0xFFFD, 0x62, 0xFFFD, 0xD83D, 0xDC4D, 0xFFFD])
            #expect(text.string == "a\u{FFFD}b\u{FFFD}👍\u{FFFD}")
            #expect(Array(text.string.utf16) == text.units)
        }

        @Test func wellFormedInputIsUnchanged() {
            let units = Array("Hi 👋🏽".utf16)
            let text = UTF16Text(sanitizing: units)
            #expect(text.replacedSurrogateOffsets.isEmpty)
            #expect(text == UTF16Text("Hi 👋🏽"))
        }

        @Test func offsetMappings() {
            let text = UTF16Text("a👍b")  // units: a, lead, trail, b
            #expect(text.count == 4)
            #expect(text.string[text.stringIndex(atUTF16Offset: 3)] == "b")
            #expect(text.utf16Offset(of: text.string.firstIndex(of: "b")!) == 3)
            #expect(text.substring(1..<3) == "👍")
            #expect((0...4).map { text.unicodeScalarOffset(atUTF16Offset: $0) } == [0, 1, 1, 2, 3])
            #expect((0...3).map { text.utf16Offset(atUnicodeScalarOffset: $0) } == [0, 1, 3, 4])
        }
    }
}

extension UnicodeAnalysisTests {
    @Suite("Analyzer reuse")
    struct UnicodeAnalyzerTests {
        @Test func analyzeGivesEverythingAtOnce() throws {
            let analysis = try UnicodeAnalyzer().analyze(UTF16Text("Hello שלום"), language: "en")
            #expect(analysis.lineBreaks.map(\.offset) == [6, 10])
            #expect(analysis.graphemeBoundaries.count == 10)
            #expect(analysis.bidi.runs == [BidiRun(range: 0..<6, level: 0), BidiRun(range: 6..<10, level: 1)])
            #expect(analysis.scriptRuns == [ScriptRun(range: 0..<6, script: "Latn"), ScriptRun(range: 6..<10, script: "Hebr")])
            #expect(analysis.language.fallbackNote == nil)
        }

        @Test func sharedPoolIsSafeFromManyTasks() async throws {
            let expected = [4, 7, 11, 14, 19]
            try await withThrowingTaskGroup(of: [Int].self) { group in
                for _ in 0..<16 {
                    group.addTask {
                        try UnicodeAnalyzer.withShared { analyzer in
                            try analyzer.lineBreakOpportunities(in: UTF16Text("ภาษาไทยง่ายนิดเดียว"), language: "th").map(\.offset)
                        }
                    }
                }
                for try await offsets in group {
                    #expect(offsets == expected)
                }
            }
        }
    }
}

extension UnicodeAnalysisTests {
    /// Fonts/fallback.json names the bundled files per ISO 15924 tag; its tags must be the ones
    /// the script itemizer produces, and every file it names must exist with its licence.
    @Suite("Bundled fonts manifest (Fonts/fallback.json)")
    struct FontManifestTests {
        /// Fonts/ of the repository, found from this file's path (never the working directory).
        static let fontsDirectory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fonts")

        static func manifest() throws -> [String: Any] {
            let data = try Data(contentsOf: fontsDirectory.appendingPathComponent("fallback.json"))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }

        @Test func everyListedFileExistsWithItsLicence() throws {
            let families = try #require(try Self.manifest()["families"] as? [String: [String: Any]])
            #expect(families.count >= 20)
            for (name, family) in families {
                let weights = try #require(family["weights"] as? [String: String], "\(name) has no weights")
                for (_, path) in weights {
                    let file = Self.fontsDirectory.appendingPathComponent(path)
                    #expect(FileManager.default.fileExists(atPath: file.path), "\(name): \(path) is missing")
                    // OFL.txt for every family but Roboto, whose Apache-2.0 text is LICENSE.txt.
                    let folder = file.deletingLastPathComponent()
                    let licences = ["OFL.txt", "LICENSE.txt"].map { folder.appendingPathComponent($0).path }
                    #expect(licences.contains { FileManager.default.fileExists(atPath: $0) }, "\(path) has no OFL.txt or LICENSE.txt beside it")
                }
            }
        }

        @Test func scriptListsNameKnownFamiliesAndItemizerTags() throws {
            let manifest = try Self.manifest()
            let families = try #require(manifest["families"] as? [String: Any])
            let scripts = try #require(manifest["scripts"] as? [String: [String]])
            for (tag, list) in scripts {
                #expect(tag.count == 4 && tag.first!.isUppercase, "\(tag) is not an ISO 15924 tag")
                for family in list {
                    #expect(families[family] != nil, "\(tag) lists unknown family \(family)")
                }
            }
            // Samples of each bundled script: the itemizer's tag must have a list.
            for sample in ["Hello", "Ελληνικά", "Привет", "مرحبا", "שלום", "ภาษาไทย", "ພາສາລາວ", "ភាសាខ្មែរ",
                           "မြန်မာ", "नमस्ते", "বাংলা", "ਪੰਜਾਬੀ", "ગુજરાતી", "தமிழ்", "తెలుగు", "ಕನ್ನಡ",
                           "മലയാളം", "Հայերեն", "ქართული", "设置", "ひらがな", "カタカナ", "123"] {
                let runs = try UnicodeAnalyzer().scriptRuns(in: UTF16Text(sample))
                #expect(runs.count == 1)
                #expect(scripts[runs[0].script] != nil, "no fallback list for \(runs[0].script) (\(sample))")
            }
        }

        @Test func fontsStayUnderBudget() throws {
            let files = try #require(FileManager.default.enumerator(at: Self.fontsDirectory, includingPropertiesForKeys: [.fileSizeKey]))
            var total = 0
            for case let url as URL in files {
                total += try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
            }
            #expect(total < 15_000_000, "Fonts/ is \(total) bytes; the budget is 15 MB")
        }
    }
}

@Suite("Grapheme boundaries without ICU")
struct SingleCodePointClusterTests {
    @Test("Latin, Greek and Cyrillic texts match ICU's clusters", arguments: [
        "Einstellungen für Barrierefreiheit", "Ρυθμίσεις προσβασιμότητας", "Специальные возможности — «ок»",
        "tab\there", "a\u{0}b", "Ĳ ǅ ȴ", "",
    ])
    func sameAsICU(text: String) throws {
        let utf16 = UTF16Text(text)
        let fast = try #require(UnicodeAnalyzer.singleCodePointClusters(utf16))
        let icu = try GraphemeBreaker().boundaries(in: utf16)
        #expect(fast == icu)
    }

    /// Every code point the fast path takes, one after another and then in a shuffled order:
    /// ICU must find a boundary after each (none extends, joins or prepends).
    @Test("Every code point the fast path takes is a cluster of its own for ICU")
    func everyCodePointAgreesWithICU() throws {
        var taken: [Unicode.Scalar] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value),
                  UnicodeAnalyzer.singleCodePointClusters(UTF16Text(String(scalar))) != nil else { continue }
            taken.append(scalar)
        }
        #expect(taken.count == 35_769)  // every code point of the ranges as written
        var random = SeededRandom(seed: 29)
        for order in [taken, taken.shuffled(using: &random)] {
            var text = ""
            text.unicodeScalars.append(contentsOf: order)
            let utf16 = UTF16Text(text)
            let fast = try #require(UnicodeAnalyzer.singleCodePointClusters(utf16))
            let icu = try GraphemeBreaker().boundaries(in: utf16)
            #expect(fast.count == order.count)
            // The first place they differ, named by its code point (the arrays are 35,000 long).
            let shared = min(fast.count, icu.count)
            let first = (0..<shared).first { fast[$0] != icu[$0] } ?? (fast.count == icu.count ? nil : shared)
            #expect(first == nil, "ICU does not break after U+\(String(order[min(first ?? 0, order.count - 1)].value, radix: 16, uppercase: true))")
        }
    }

    @Test("Chinese, Japanese, Korean, Hebrew, Arabic, Vietnamese and symbols match ICU's clusters", arguments: [
        "设置辅助功能", "アクセシビリティ設定を開く「はい」", "접근성 설정", "הגדרות נגישות", "إعدادات الوصول", "Cài đặt trợ năng",
        "€ 5 → 10 ™ ①", "ՀայերենՔ", "პარამეტრები",
    ])
    func moreScriptsSameAsICU(text: String) throws {
        let utf16 = UTF16Text(text)
        let fast = try #require(UnicodeAnalyzer.singleCodePointClusters(utf16))
        #expect(fast == (try GraphemeBreaker().boundaries(in: utf16)))
    }

    @Test("Anything else goes to ICU: CR LF, combining marks, emoji, other scripts", arguments: [
        "a\r\nb", "e\u{301}", "👍🏽", "مَرحبا", "ภาษา", "설정\u{11A8}", "a\u{200D}b", "か\u{3099}", "ｶﾞ", "हिन्दी",
    ])
    func fallsBack(text: String) {
        #expect(UnicodeAnalyzer.singleCodePointClusters(UTF16Text(text)) == nil)
    }
}

@Suite("Script fast path of the preparer")
struct ScriptFastPathTests {
    @Test("Every code point the fast path calls script-specific is neither Common nor Inherited in ICU")
    func certainlyScriptSpecificAgreesWithICU() {
        var checked = 0
        var wrong: [String] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), ScriptItemizer.isCertainlyScriptSpecific(scalar) else { continue }
            checked += 1
            let tag = tfu_script_of(value)
            if tag == ScriptItemizer.commonTag || tag == ScriptItemizer.inheritedTag { wrong.append(String(value, radix: 16)) }
        }
        #expect(wrong.isEmpty, "Common or Inherited: \(wrong.prefix(10))")
        #expect(checked > 20_000)
    }

    @Test("Every code point isCertainlyCommon names is Common for ICU")
    func certainlyCommonAgreesWithICU() {
        var checked = 0
        var wrong: [String] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), ScriptItemizer.isCertainlyCommon(scalar) else { continue }
            checked += 1
            if tfu_script_of(value) != ScriptItemizer.commonTag { wrong.append(String(value, radix: 16)) }
        }
        #expect(wrong.isEmpty, "not Common: \(wrong.prefix(10))")
        #expect(checked == 90)  // every code point of the ranges was asked
    }

    @Test("The Common and Inherited tags are ICU's packed codes")
    func packedTags() {
        #expect(ScriptItemizer.commonTag == ScriptItemizer.packedTag("Zyyy"))
        #expect(ScriptItemizer.inheritedTag == ScriptItemizer.packedTag("Zinh"))
        #expect(tfu_script_of(0x20) == ScriptItemizer.commonTag)
        #expect(tfu_script_of(0x301) == ScriptItemizer.inheritedTag)
    }

    @Test("isCommon still answers from ICU outside the fast path")
    func isCommonOutsideFastPath() {
        func common(_ text: String) -> Bool {
            let scalars = Array(text.unicodeScalars)
            return scalars.withUnsafeBufferPointer { ScriptItemizer.isCommon($0) }
        }
        #expect(common("1 ,"))
        #expect(common("\u{0640}"))  // Arabic tatweel is Common
        #expect(common("\u{30FC}"))  // the prolonged sound mark is Common
        #expect(!common("a1"))
        #expect(!common("\u{0E01}"))
        #expect(!common("\u{10D0}"))  // Georgian, not in the fast path
    }
}

@Suite("UTF-16 transcoding and script tags")
struct TranscodingTests {
    @Test("UTF16Text transcodes every scalar as the standard library's UTF-16 view does")
    func everyScalar() {
        // Every scalar of every plane in one string (surrogates excluded: not scalars), and
        // strings mixing 1- to 4-byte sequences at every alignment.
        var all = String.UnicodeScalarView()
        for value in UInt32(0)...0x10FFFF {
            if let scalar = Unicode.Scalar(value) { all.append(scalar) }
        }
        let strings = [String(all), "", "a", "é", "€", "𝄞", "a\u{0301}€𝄞b", "𝄞𝄞€€éé", "Añadir 👨‍👩‍👧 a 🇩🇪, नमस्ते!"]
        for string in strings {
            #expect(UTF16Text(string).units == Array(string.utf16))
        }
        #expect(UTF16Text(String(all)).units.count == 0x10FFFF + 1 - 2048 + 0x100000)
    }

    @Test("A bridged or substring-built string goes through the same transcoding")
    func nonContiguous() {
        let base = "Grüße, 世界 𝄞"
        let sub = String(base.dropFirst(2))
        #expect(UTF16Text(sub).units == Array(sub.utf16))
    }

    @Test("Script tags unpack to their four letters")
    func tags() throws {
        #expect(ScriptItemizer.tagString(ScriptItemizer.packedTag("Latn")) == "Latn")
        #expect(ScriptItemizer.tagString(ScriptItemizer.packedTag("Zyyy")) == "Zyyy")
        let runs = try ScriptItemizer.runs(in: UTF16Text("abc שלום 漢字かな"))
        #expect(runs.map(\.script) == ["Latn", "Hebr", "Hani", "Hira"])
        #expect(runs.map(\.range) == [0..<4, 4..<9, 9..<11, 11..<13])
    }
}
