import Foundation

/// The audit's reproductions at full size (issue 12): each must be read within the time limit.
/// `make fuzz` runs them after the generated inputs; they are too slow for `make test`.
public enum Probes {
    public static func all() -> [FuzzInput] {
        var probes: [FuzzInput] = []
        func add(_ format: FuzzFormat, _ name: String, _ text: String, keepsAfter: Bool = true) {
            probes.append(FuzzInput(format: format, mutation: "probe-" + name, seed: 0, data: Data(text.utf8),
                                    lineCount: InputFactory.lineCount(text), keepsBefore: true, keepsAfter: keepsAfter, catalog: nil))
        }
        let keys = 0..<40_000
        // 40,000 keys written twice (quadratic before: over a minute).
        add(.strings, "duplicate-keys", "\"fuzz.before\" = \"B\";\n" + [1, 2].map { round in keys.map { "\"key.\($0)\" = \"value \(round)\";\n" }.joined() }.joined() + "\"fuzz.after\" = \"A\";\n")
        add(.android, "duplicate-keys", "<resources>\n<string name=\"fuzz.before\">B</string>\n"
            + [1, 2].map { round in keys.map { "<string name=\"k\($0)\">v\(round)</string>\n" }.joined() }.joined()
            + "<string name=\"fuzz.after\">A</string>\n</resources>\n")
        add(.stringCatalog, "duplicate-keys", "{\"sourceLanguage\":\"en\",\"strings\":{\n\"fuzz.before\":{},\n"
            + [1, 2].map { round in keys.map { "\"key.\($0)\":{\"comment\":\"c\(round)\"},\n" }.joined() }.joined() + "\"fuzz.after\":{}\n}}\n")
        add(.stringsdict, "duplicate-keys", "<plist version=\"1.0\"><dict>\n" + StringsDictGenerator().entry("fuzz.before", "B") + "\n"
            + [1, 2].map { round in (0..<20_000).map { "<key>k\($0)</key><dict><key>NSStringLocalizedFormatKey</key><string>v\(round)</string></dict>\n" }.joined() }.joined()
            + StringsDictGenerator().entry("fuzz.after", "A") + "\n</dict></plist>\n")
        // Strings that run to the end of the file, one per line (before: rescanned each time).
        add(.strings, "unterminated-strings", "\"fuzz.before\" = \"B\";\n" + String(repeating: "\\\"\n", count: 700_000) + "\"fuzz.after\" = \"A\";\n")
        // 300,000 nested elements (before: a stack overflow from 40,000).
        add(.android, "deep-nesting", "<resources>\n<string name=\"fuzz.before\">B</string>\n<string name=\"deep\">" + String(repeating: "<b>", count: 300_000)
            + String(repeating: "</b>", count: 300_000) + "</string>\n<string name=\"fuzz.after\">A</string>\n</resources>\n")
        // 400,000 pieces of text in one string (joined quadratically before).
        add(.android, "entity-pieces", "<resources>\n<string name=\"fuzz.before\">B</string>\n<string name=\"amp\">" + String(repeating: "&amp;", count: 400_000)
            + "</string>\n<string name=\"fuzz.after\">A</string>\n</resources>\n")
        // 24,000 keys with a locale each: 576 million fallbacks asked for.
        add(.stringCatalog, "locale-per-key", "{\"sourceLanguage\":\"en\",\"strings\":{\n\"fuzz.before\":{},\n"
            + (0..<24_000).map { "\"k\($0)\":{\"localizations\":{\"l\($0)\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"v\"}}}},\n" }.joined()
            + "\"fuzz.after\":{}\n}}\n")
        // 26 substitutions each using the next twice (grew without bound).
        let chain = (0..<26).map { index in
            ("v\(index)", [("one", index < 25 ? "%#@v\(index + 1)@ %#@v\(index + 1)@" : "x"), ("other", index < 25 ? "%#@v\(index + 1)@ %#@v\(index + 1)@" : "x")])
        }
        add(.stringCatalog, "substitution-bomb", "{\"sourceLanguage\":\"en\",\"strings\":{\n\"fuzz.before\":{},\n"
            + StringCatalogGenerator.substitutions("bomb", template: "%#@v0@", chain) + "\"fuzz.after\":{}\n}}\n")
        add(.stringsdict, "substitution-bomb", "<plist version=\"1.0\"><dict>\n" + StringsDictGenerator().entry("fuzz.before", "B") + "\n"
            + StringsDictGenerator.variables("bomb", template: "%#@v0@", chain) + StringsDictGenerator().entry("fuzz.after", "A") + "\n</dict></plist>\n")
        // A 2 MB attribute, and 2 MB of character references in one (libxml2's limits).
        add(.android, "huge-attribute", "<resources>\n<string name=\"fuzz.before\">B</string>\n<string name=\"x\" a=\"" + String(repeating: "&#10;", count: 400_000)
            + "\">x</string>\n<string name=\"fuzz.after\">A</string>\n</resources>\n")
        // `infer`: strings nested in 50,000 interpolations (a stack overflow before; reading stops
        // there, so the label after is not read).
        let before = SwiftSourceGenerator.label("fuzzBefore", key: "fuzz.before"), after = SwiftSourceGenerator.label("fuzzAfter", key: "fuzz.after")
        add(.swiftSource, "nested-interpolations", before + "let s = " + String(repeating: "\"\\(", count: 50_000) + "\n" + after, keepsAfter: false)
        // 200,000 assignments to one label (quadratic before: over a minute).
        add(.swiftSource, "one-label-200000-times", before + "let l = UILabel()\nl.numberOfLines = 2\n"
            + (0..<200_000).map { "l.text = NSLocalizedString(\"k\($0)\", comment: \"\")\n" }.joined() + after)
        // Lone CRs: the file was one line, and its first `//` comment hid the rest.
        add(.swiftSource, "lone-cr", (before + "// a comment\n" + after).replacingOccurrences(of: "\n", with: "\r"))
        // 50,000 nested messages (quadratic before: 20 s), 20,000 titles in one implementation.
        let objcBefore = "@implementation V\n" + ObjCSourceGenerator.label("fuzzBefore", key: "fuzz.before")
        let objcAfter = ObjCSourceGenerator.label("fuzzAfter", key: "fuzz.after") + "@end\n"
        add(.objcSource, "nested-messages", objcBefore + String(repeating: "[", count: 50_000) + "x" + String(repeating: " y]", count: 50_000) + ";\n" + objcAfter)
        add(.objcSource, "many-titles", objcBefore + (0..<20_000).map { "self.title = NSLocalizedString(@\"t\($0)\", @\"\");\n" }.joined() + objcAfter)
        return probes
    }
}
