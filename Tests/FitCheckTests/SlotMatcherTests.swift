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

    @Test("The prefix index answers as trying every rule in order does, for many rules and keys")
    func prefixIndexMatchesLinearSearch() {
        // Rules of every shape: exact keys, literal prefixes of several lengths, leading
        // wildcards, `?`, escapes, non-ASCII, and prefixes that are prefixes of each other.
        let patterns: [[String]] = [
            ["settings.*"], ["settings.title"], ["set*"], ["s?ttings.*", "about"], ["*.title"], ["settings.t*"],
            ["écran.*"], ["a\\*"], ["onboarding.step?.body"], ["onboarding.*"], ["*"], ["x"], ["prix.?"],
            ["settings.title.long"], ["tab.*.label", "tab.home"], ["K*"], ["a;*"],
        ]
        let keys = [
            "settings.title", "settings.other", "set", "sattings.x", "about", "home.title", "settings.t", "écran.titre",
            "a*", "ab", "onboarding.step1.body", "onboarding.step12.body", "onboarding", "x", "prix.é", "prix.ab",
            "settings.title.long", "tab.home", "tab.search.label", "", "zzz", "é", "settings", "tab.",
            // Canonically equal to ASCII prefixes, byte for byte different: KELVIN SIGN is "K",
            // GREEK QUESTION MARK is ";".
            "\u{212A}elvin", "a\u{037E}b",
        ]
        // Every rule order: rotate the rules so each comes first once.
        for shift in 0..<patterns.count {
            let rotated = Array(patterns[shift...] + patterns[..<shift])
            for onlySpecified in [false, true] {
                let s = spec(rotated, onlySpecified: onlySpecified)
                for key in keys {
                    let linear = rotated.firstIndex { $0.contains { KeyPattern($0).matches(key) } }
                    let found = s.slot(forKey: key)
                    if let linear {
                        #expect(found?.rule == linear, "key '\(key)', rules \(rotated)")
                    } else {
                        #expect(onlySpecified ? found == nil : found?.rule == nil, "key '\(key)'")
                    }
                }
            }
        }
    }
}
