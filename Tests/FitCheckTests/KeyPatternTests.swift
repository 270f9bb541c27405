import Testing
@testable import FitCheck

@Suite("Key patterns")
struct KeyPatternTests {
    @Test("globs and exact keys", arguments: [
        ("settings.title", "settings.title", true),
        ("settings.title", "settings.titles", false),
        ("settings.*", "settings.title", true),
        ("settings.*", "settings.", true),
        ("settings.*", "settings", false),
        ("settings.*", "profile.settings.title", false),
        ("*_title", "welcome_title", true),
        ("*_title", "_title", true),
        ("*_title", "welcome_title_x", false),
        ("?", "a", true),
        ("?", "", false),
        ("?", "ab", false),
        ("a?c", "abc", true),
        ("*.*.*", "a.b.c", true),
        ("*.*.*", "a.b", false),
        ("*", "", true),
        ("a*b*c", "aXbYbZc", true),
        ("a*b*c", "aXbYbZ", false),
        ("\\*", "*", true),
        ("\\*", "x", false),
        ("é*", "ecole", false),
        ("é*", "éte", true),
        ("?", "👩‍👩‍👧", true),
    ])
    func matching(_ pattern: String, _ key: String, _ expected: Bool) {
        #expect(KeyPattern(pattern).matches(key) == expected)
    }

    @Test("a pattern without wildcards is not a glob")
    func isGlob() {
        #expect(!KeyPattern("settings.title").isGlob)
        #expect(KeyPattern("settings.*").isGlob)
        #expect(!KeyPattern("\\*").isGlob)
    }
}
