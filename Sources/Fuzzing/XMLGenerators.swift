/// How an XML format wraps entries; the damage common to every XML format is built on it.
protocol XMLFormat: CatalogGenerator {
    /// The document element's start (and anything before the first entry but the prolog).
    var open: String { get }
    /// The end of the document.
    var close: String { get }
    /// An entry named `name` whose text is `content` (already markup).
    func entry(_ name: String, _ content: String) -> String
    /// An entry with an attribute `attribute` of the given (escaped) value.
    func entry(_ name: String, attribute: String) -> String
}

extension XMLFormat {
    var keepsEntriesBeforeASyntaxError: Bool { true }

    func document(entries: Int, _ random: inout SeededRandom) -> Document {
        var middle = ""
        for index in 0..<entries {
            if random.chance(0.1) { middle += "<!-- " + TextSamples.xmlEscaped(TextSamples.text(&random)).replacingOccurrences(of: "--", with: "- ") + " -->\n" }
            var content = TextSamples.xmlEscaped(TextSamples.text(&random))
            if random.chance(0.1) { content = "<![CDATA[" + TextSamples.text(&random).replacingOccurrences(of: "]]>", with: "]] >") + "]]>" }
            if random.chance(0.1) { content = "Tap <b>" + content + "</b> now" }
            middle += entry(TextSamples.xmlEscaped(TextSamples.key(&random, index)), content) + "\n"
        }
        return Document(head: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + open + entry("fuzz.before", "Before") + "\n",
                        middle: middle, tail: entry("fuzz.after", "After") + "\n" + close)
    }

    /// The damage every XML format recovers from (each keeps the document well-formed, or breaks
    /// it only after the last entry).
    var xmlDamage: [Damage] {
        [
            Damage(name: "deep-nesting") { document, random in
                let depth = random.int(300...60_000)
                document.insertLine(entry("deep", String(repeating: "<b>", count: depth) + "x" + String(repeating: "</b>", count: depth)) + "\n", &random)
            },
            Damage(name: "many-entity-references") { document, random in
                document.insertLine(entry("amp", String(repeating: "&amp;&lt;&#233;", count: random.int(1_000...100_000))) + "\n", &random)
            },
            Damage(name: "huge-text") { document, random in
                document.insertLine(entry("huge", String(repeating: "Wörter ", count: random.int(1_000...150_000))) + "\n", &random)
            },
            Damage(name: "huge-attribute") { document, random in
                document.insertLine(entry("attr", attribute: String(repeating: "a", count: random.int(1_000...1_500_000))) + "\n", &random)
            },
            Damage(name: "doctype-entities") { document, random in
                document.prolog("<!DOCTYPE r [ <!ENTITY e \"Expanded\"> ]>\n")
                document.insertLine(entry("uses-entity", "A&e;Z") + "\n", &random)
            },
            Damage(name: "doctype-behind-comment") { document, random in
                document.prolog("<!-- mentions <!DOCTYPE x> --><?pi <!DOCTYPE y> ?>\n<!DOCTYPE r [ <!ENTITY xxe SYSTEM \"file:///etc/passwd\"> ]>\n")
                document.insertLine(entry("xxe", "A&xxe;Z") + "\n", &random)
            },
            Damage(name: "doctype-quote-in-comment") { document, _ in
                document.prolog("<!DOCTYPE r [\n<!-- it's \"a comment -->\n<?pi don't ?>\n]>\n")
            },
            Damage(name: "billion-laughs") { document, random in
                var doctype = "<!DOCTYPE lolz [ <!ENTITY lol \"lol\">"
                for level in 1...9 {
                    doctype += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">"
                }
                document.prolog(doctype + " ]>\n")
                document.insertLine(entry("lol", "&lol9;") + "\n", &random)
            },
            Damage(name: "comments-and-instructions") { document, random in
                for _ in 0..<random.int(1...20) {
                    document.insertLine(random.pick(["<!-- <string name=\"x\">y</string> -->\n", "<?pi data?>\n", "<!-- - >< <b> -->\n"]), &random)
                }
            },
            Damage(name: "duplicates") { document, random in
                document.middle += String(repeating: document.middle, count: random.int(1...4))
            },
            Damage(name: "unclosed-at-end") { document, _ in document.tail = entry("fuzz.after", "After") + "\n" },
        ]
    }
}

/// Android `res/values*/strings.xml`.
struct AndroidGenerator: XMLFormat {
    let open = "<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
    let close = "</resources>\n"

    func entry(_ name: String, _ content: String) -> String {
        "<string name=\"\(name)\">\(content.replacingOccurrences(of: "'", with: "\\'"))</string>"
    }

    func entry(_ name: String, attribute: String) -> String { "<string name=\"\(name)\" tools:note=\"\(attribute)\">x</string>" }

    var recoverableDamage: [Damage] {
        xmlDamage + [
            Damage(name: "plurals-and-arrays") { document, random in
                document.insertLine("<plurals name=\"p\"><item quantity=\"one\">%d file</item><item quantity=\"bogus\">x</item><item quantity=\"other\">%d files</item></plurals>\n", &random)
                document.insertLine("<string-array name=\"a\"><item>One</item><item>Two</item></string-array>\n", &random)
                document.insertLine("<string name=\"nt\" translatable=\"false\">Keep</string><string>no name</string>\n", &random)
            },
            Damage(name: "aapt-escapes") { document, random in
                document.insertLine("<string name=\"esc\">  \"quoted  spaces\"  it's \\u00e9 \\uZZ \\ </string>\n", &random)
            },
            // Issue 11: escaped surrogate pairs (whole, alone, broken), non-breaking spaces,
            // references (resolvable, dangling, cyclic, another package's), <xliff:g>, products.
            Damage(name: "real-app-shapes") { document, random in
                document.insertLine("<string name=\"sp\">\\uD83E\\uDDD8 \\uD83E x \\uDDD8 \\uD83E\\uDDZ8 10\u{A0}km continuer\\u202f?</string>\n", &random)
                document.insertLine("<string name=\"r1\">@string/sp</string><string name=\"r2\">@string/nowhere</string>\n", &random)
                document.insertLine("<string name=\"c1\">@string/c2</string><string name=\"c2\">@string/c1</string><string name=\"ok\">@android:string/ok</string>\n", &random)
                document.insertLine("<string name=\"g\">Hi <xliff:g id=\"n\" example=\"Ana\">%1$s</xliff:g> and <xliff:g>Ana Luz</xliff:g></string>\n", &random)
                document.insertLine("<string name=\"pr\" product=\"tablet\">Tablet text</string><string name=\"pr\" product=\"default\">Phone</string><string name=\"po\" product=\"tv\">TV only</string>\n", &random)
            },
        ]
    }
}

/// XLIFF 1.2 as Xcode exports it.
struct XLIFF12Generator: XMLFormat {
    let open = "<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n<file original=\"Localizable.strings\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\"><body>\n"
    let close = "</body></file></xliff>\n"

    func entry(_ name: String, _ content: String) -> String {
        "<trans-unit id=\"\(name)\"><source>Source</source><target state=\"translated\">\(content)</target><note>n</note></trans-unit>"
    }

    func entry(_ name: String, attribute: String) -> String {
        "<trans-unit id=\"\(name)\" resname=\"\(attribute)\"><source>s</source><target>t</target></trans-unit>"
    }

    var recoverableDamage: [Damage] {
        xmlDamage + [
            Damage(name: "units-of-every-kind") { document, random in
                document.insertLine("<group id=\"g\"><group><trans-unit id=\"nested\"><source>a</source><target>b</target></trans-unit></group></group>\n", &random)
                document.insertLine("<trans-unit id=\"mw\" maxwidth=\"\(random.pick(["1e308", "-5", "NaN", "0x10", "1e999", "", "120"]))\" size-unit=\"\(random.pick(["pixel", "point", "char", "bogus"]))\"><source>a</source><target>b</target></trans-unit>\n", &random)
                document.insertLine("<trans-unit id=\"missing\"><source>a</source></trans-unit><trans-unit id=\"empty\"><source>a</source><target/></trans-unit>\n", &random)
                document.insertLine("<trans-unit id=\"k|==|plural.one\"><source>a</source><target>b</target></trans-unit><trans-unit translate=\"no\"><source>a</source></trans-unit>\n", &random)
            },
        ]
    }
}

/// XLIFF 2.0.
struct XLIFF2Generator: XMLFormat {
    let open = "<xliff version=\"2.0\" xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" srcLang=\"en\" trgLang=\"fr\">\n<file id=\"f1\">\n"
    let close = "</file></xliff>\n"

    func entry(_ name: String, _ content: String) -> String {
        "<unit id=\"\(name)\"><notes><note>n</note></notes><segment state=\"final\"><source>Source</source><target>\(content)</target></segment></unit>"
    }

    func entry(_ name: String, attribute: String) -> String {
        "<unit id=\"\(name)\" name=\"\(attribute)\"><segment><source>s</source><target>t</target></segment></unit>"
    }

    var recoverableDamage: [Damage] {
        xmlDamage + [
            Damage(name: "segments-of-every-kind") { document, random in
                document.insertLine("<unit id=\"two\"><segment><source>a</source><target>b</target></segment><ignorable><source> </source></ignorable><segment><source>c</source></segment></unit>\n", &random)
                document.insertLine("<unit id=\"pc\"><segment><source>a</source><target><pc id=\"1\">b<ph id=\"2\"/></pc></target></segment></unit>\n", &random)
                document.insertLine("<unit id=\"sr\" slr:sizeRestriction=\"\(random.pick(["1e308", "-1", "abc", "80"]))\"><segment><source>a</source><target>b</target></segment></unit>\n", &random)
            },
        ]
    }
}

/// `.stringsdict` property lists.
struct StringsDictGenerator: XMLFormat {
    let open = "<plist version=\"1.0\">\n<dict>\n"
    let close = "</dict>\n</plist>\n"

    func entry(_ name: String, _ content: String) -> String {
        "<key>\(name)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(content)</string></dict>"
    }

    func entry(_ name: String, attribute: String) -> String {
        "<key>\(name)</key><dict><key>NSStringLocalizedFormatKey</key><string note=\"\(attribute)\">x</string></dict>"
    }

    /// A key whose template uses variables v0 ... with the given forms.
    static func variables(_ key: String, template: String, _ variables: [(String, [(String, String)])]) -> String {
        var text = "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(template)</string>"
        for (name, forms) in variables {
            text += "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
            for (category, form) in forms { text += "<key>\(category)</key><string>\(form)</string>" }
            text += "</dict>"
        }
        return text + "</dict>\n"
    }

    var recoverableDamage: [Damage] {
        xmlDamage + [
            Damage(name: "substitution-chain") { document, random in
                let count = random.int(2...40), uses = random.int(1...3)
                let chain = (0..<count).map { index in
                    let form = index + 1 < count ? Array(repeating: "%#@v\(index + 1)@", count: uses).joined(separator: " ") : "end"
                    return ("v\(index)", [("one", form), ("other", form)])
                }
                document.insertLine(Self.variables("chain", template: "%#@v0@", chain), &random)
            },
            Damage(name: "many-variables") { document, random in
                let count = random.int(5...300)
                let all = (0..<count).map { ("v\($0)", ["zero", "one", "two", "few", "many", "other"].map { ($0, "%d \($0)") }) }
                document.insertLine(Self.variables("many", template: (0..<count).map { "%#@v\($0)@" }.joined(separator: " "), all), &random)
            },
            Damage(name: "odd-variables") { document, random in
                document.insertLine(Self.variables("self", template: "%#@me@ %#@nope@", [("me", [("one", "%#@me@"), ("other", "x")])]), &random)
                document.insertLine(Self.variables("noother", template: "%1$#@a@", [("a", [("one", "one")])]), &random)
                document.insertLine("<key>width</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>Short</string><key>x</key><string>y</string></dict></dict>\n", &random)
                document.insertLine("<key>noformat</key><dict><key>a</key><string>b</string></dict><key>notadict</key><string>x</string>\n", &random)
            },
        ]
    }
}
