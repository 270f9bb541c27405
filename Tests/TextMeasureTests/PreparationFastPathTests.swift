import Foundation
import Testing
@testable import TextMeasure

/// The preparer's shortcuts must answer what the full rules answer.
@Suite("Fast paths of the preparer")
struct PreparationFastPathTests {
    @Test("No code unit the unit-class shortcut passes is a line separator, hanging space or control")
    func unitClassShortcut() {
        var passed = 0
        var wrong: [String] = []
        for value in UInt32(0)...0xFFFF {
            guard TextPreparer.isNeitherSeparatorSpaceNorControl(UInt16(value)) else { continue }
            passed += 1
            guard let scalar = Unicode.Scalar(value) else {
                wrong.append(String(value, radix: 16))  // a surrogate must never pass
                continue
            }
            if TextPreparer.isLineSeparator(scalar) || TextPreparer.isHangingSpace(scalar) || TextPreparer.isControlButTab(scalar) {
                wrong.append(String(value, radix: 16))
            }
        }
        #expect(wrong.isEmpty, "passed but special: \(wrong.prefix(10))")
        #expect(passed > 40_000)
    }

    @Test("The preparer's ignorable test answers the full rule for every BMP code point")
    func ignorableShortcut() {
        var wrong: [String] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if TextPreparer.isIgnorable(scalar) != FontLibrary.isIgnorableForCoverage(scalar) { wrong.append(String(value, radix: 16)) }
        }
        #expect(wrong.isEmpty, "differ: \(wrong.prefix(10))")
    }

    @Test("Units of spaces, separators and controls still get their class", arguments: [
        (" ", TextPreparer.UnitCharacterClass.hangingSpace), ("\u{3000}", .hangingSpace), ("\n", .lineSeparator),
        ("\u{2028}", .lineSeparator), ("\u{1}", .control), ("a", .other), ("\u{A0}", .other), ("日", .other), ("  ", .hangingSpace),
    ])
    func unitClasses(text: String, expected: TextPreparer.UnitCharacterClass) {
        let units = Array(text.utf16)
        let found = units.withUnsafeBufferPointer { TextPreparer.characterClass(of: $0, 0..<units.count) }
        #expect(found == expected)
    }

    @Test("A fallback cascade remembers what the library answers, for every cluster asked")
    func cascadeAnswersLikeTheLibrary() {
        let library = Fixtures.library
        let memo = FallbackMemo()
        let clusters: [(String, String)] = [("م", "Arab"), ("ש", "Hebr"), ("ก", "Thai"), ("न", "Deva"), ("設", "Hani"), ("か", "Hira"), ("😀", "Zyyy")]
        for (text, script) in clusters {
            let cascade = memo.cascade(script: script, language: "", weight: 400, library: library)
            #expect(memo.cascade(script: script, language: "", weight: 400, library: library) === cascade)
            let scalars = Array(text.unicodeScalars)
            let expected = library.fallbackFont(for: scalars, script: script, language: "", weight: 400)
            for _ in 0..<2 {
                let answer = scalars.withUnsafeBufferPointer { cascade.font(for: $0, library: library) }
                #expect(answer === expected, "\(text) in \(script)")
            }
        }
        #expect(memo.cascade(script: "Arab", language: "ar", weight: 400, library: library)
            !== memo.cascade(script: "Arab", language: "", weight: 400, library: library))
    }
}
