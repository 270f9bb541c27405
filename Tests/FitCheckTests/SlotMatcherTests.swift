import Testing
@testable import FitCheck

@Suite("Slot rules: the first matching rule wins, exact or glob")
struct SlotMatcherTests {
    func spec(_ patterns: [[String]], onlySpecified: Bool = false) -> Spec {
        var spec = Spec()
        spec.slots = patterns.map { SlotRule(patterns: $0.map(KeyPattern.init), slot: .builtInDefault) }
        spec.onlySpecified = onlySpecified
        return spec
    }

    @Test func firstRuleWins() {
        let globFirst = spec([["settings.*"], ["settings.title"]])
        #expect(globFirst.slot(forKey: "settings.title")?.rule == 0)
        let exactFirst = spec([["settings.title"], ["settings.*"]])
        #expect(exactFirst.slot(forKey: "settings.title")?.rule == 0)
        #expect(exactFirst.slot(forKey: "settings.other")?.rule == 1)
        let several = spec([["a", "b.*"], ["b.c"]])
        #expect(several.slot(forKey: "b.c")?.rule == 0)
        #expect(several.slot(forKey: "zzz")?.rule == nil)
        #expect(spec([["a"]], onlySpecified: true).slot(forKey: "zzz") == nil)
    }

    @Test("Globs match ASCII and non-ASCII keys alike, by whole characters")
    func nonASCII() {
        #expect(KeyPattern("prix.?").matches("prix.é"))
        #expect(KeyPattern("*_titre").matches("écran_titre"))
        #expect(KeyPattern("a?c").matches("a👍🏽c"))
        #expect(!KeyPattern("a?c").matches("abbc"))
        #expect(KeyPattern("a\\*").matches("a*") && !KeyPattern("a\\*").matches("ab"))
    }
}
