import Testing
@testable import TextMeasure

/// CLDR's plural rules through ICU: which numbers each form is shown for.
@Suite("Plural rules (ICU)")
struct PluralRulesTests {
    @Test("one holds 1, 21, 31... but not 11 in Russian, Ukrainian, Serbian, Latvian", arguments: ["ru", "uk", "sr", "lv"])
    func oneRepeats(language: String) {
        let one = PluralRules.integers(in: "one", language: language)
        #expect(one.contains(1) && one.contains(21) && one.contains(101))
        #expect(!one.contains(11))
    }

    @Test("Forms held by exactly the numbers CLDR names", arguments: [
        ("en", "one", [1]), ("de", "one", [1]), ("fr", "one", [0, 1]), ("ar", "zero", [0]), ("ar", "one", [1]), ("ar", "two", [2]),
        ("ja", "one", []),
    ])
    func exactForms(language: String, category: String, numbers: [Int]) {
        #expect(PluralRules.integers(in: category, language: language) == numbers)
    }

    @Test("Latvian zero holds 0, 10...20, 30...")
    func latvianZero() {
        let zero = PluralRules.integers(in: "zero", language: "lv")
        #expect(zero.prefix(12) == [0, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
        #expect(zero.contains(30))
    }

    @Test("An unknown category holds nothing")
    func unknownCategory() {
        #expect(PluralRules.integers(in: "several", language: "ru").isEmpty)
    }
}
