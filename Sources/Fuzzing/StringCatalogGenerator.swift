/// String Catalogs (`.xcstrings`): localizations, plural and device variations, substitutions.
struct StringCatalogGenerator: CatalogGenerator {
    let keepsEntriesBeforeASyntaxError = false

    static func unit(_ text: String, state: String = "translated") -> String {
        "{\"stringUnit\": {\"state\": \"\(state)\", \"value\": \(TextSamples.jsonQuoted(text))}}"
    }

    static func key(_ name: String, _ localizations: [(String, String)], extra: String = "") -> String {
        TextSamples.jsonQuoted(name) + ": {" + extra + "\"localizations\": {"
            + localizations.map { "\(TextSamples.jsonQuoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}}"
    }

    func document(entries: Int, _ random: inout SeededRandom) -> Document {
        var members: [String] = []
        for index in 0..<entries {
            let name = TextSamples.key(&random, index)
            var localizations = [("en", Self.unit(TextSamples.text(&random)))]
            if random.chance(0.7) { localizations.append(("de", Self.unit(TextSamples.text(&random), state: random.pick(["translated", "new", "needs_review"])))) }
            if random.chance(0.2) {
                localizations.append(("fr", "{\"variations\": {\"plural\": {\"one\": \(Self.unit("%lld fichier")), \"other\": \(Self.unit("%lld fichiers"))}}}"))
            }
            if random.chance(0.1) {
                localizations.append(("ja", "{\"variations\": {\"device\": {\"iphone\": \(Self.unit("短い")), \"other\": \(Self.unit("長いテキスト"))}}}"))
            }
            let extra = random.chance(0.2) ? "\"comment\": \(TextSamples.jsonQuoted(TextSamples.text(&random))), " : (random.chance(0.05) ? "\"shouldTranslate\": false, " : "")
            members.append(Self.key(name, localizations, extra: extra))
        }
        return Document(head: "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n" + Self.key("fuzz.before", [("en", Self.unit("Before"))]) + ",\n",
                        middle: members.map { $0 + ",\n" }.joined(),
                        tail: Self.key("fuzz.after", [("en", Self.unit("After"))]) + "\n  },\n  \"version\": \"1.0\"\n}\n")
    }

    /// A key whose English text uses v0, with the given substitutions.
    static func substitutions(_ name: String, template: String, _ variables: [(String, [(String, String)])]) -> String {
        let substitutions = variables.map { name, forms in
            TextSamples.jsonQuoted(name) + ": {\"argNum\": 1, \"formatSpecifier\": \"lld\", \"variations\": {\"plural\": {"
                + forms.map { "\(TextSamples.jsonQuoted($0.0)): \(unit($0.1))" }.joined(separator: ", ") + "}}}"
        }.joined(separator: ", ")
        return key(name, [("en", "{\"stringUnit\": {\"state\": \"translated\", \"value\": \(TextSamples.jsonQuoted(template))}, \"substitutions\": {\(substitutions)}}")]) + ",\n"
    }

    var recoverableDamage: [Damage] {
        [
            Damage(name: "duplicates") { document, random in document.middle += String(repeating: document.middle, count: random.int(1...4)) },
            Damage(name: "many-locales") { document, random in
                for index in 0..<random.int(10...3_000) {
                    document.middle += Self.key("loc\(index)", [("x\(index)", Self.unit("v"))]) + ",\n"
                }
            },
            Damage(name: "substitution-chain") { document, random in
                let count = random.int(2...40), uses = random.int(1...3)
                let chain = (0..<count).map { index in
                    let form = index + 1 < count ? Array(repeating: "%#@v\(index + 1)@", count: uses).joined(separator: " ") : "end"
                    return ("v\(index)", [("one", form), ("other", form)])
                }
                document.middle += Self.substitutions("chain", template: "%#@v0@", chain)
            },
            Damage(name: "odd-values") { document, random in
                document.middle += Self.key("types", [("en", "{\"stringUnit\": {\"state\": 7, \"value\": 42}}"), ("de", "[]"), ("fr", "null")]) + ",\n"
                document.middle += Self.key("surrogates", [("en", "{\"stringUnit\": {\"value\": \"\\ud800 \\udc00 \\ud83d\\ude00\"}}")]) + ",\n"
                document.middle += Self.key("variations", [("en", "{\"variations\": {\"plural\": {\"bogus\": \(Self.unit("x"))}, \"gender\": {}}}")]) + ",\n"
                document.middle += "\"notanobject\": \"text\",\n\"empty\": {},\n"
                document.middle += Self.substitutions("undefined", template: "%#@nope@ %#@v@", [("v", [("one", "x")])])
            },
            Damage(name: "deep-variations") { document, random in
                var node = Self.unit("deep")
                for level in 0..<random.int(10...160) {
                    node = level % 2 == 0 ? "{\"variations\": {\"plural\": {\"other\": \(node)}}}" : "{\"variations\": {\"device\": {\"other\": \(node)}}}"
                }
                document.middle += Self.key("deep", [("en", node)]) + ",\n"
            },
            Damage(name: "huge-value") { document, random in
                document.middle += Self.key("huge", [("en", Self.unit(String(repeating: "Wörter ", count: random.int(1_000...150_000))))]) + ",\n"
            },
            Damage(name: "cr-line-ends") { document, _ in
                for part in [\Document.head, \Document.middle, \Document.tail] {
                    document[keyPath: part] = document[keyPath: part].replacingOccurrences(of: "\n", with: "\r")
                }
            },
        ]
    }
}

/// Slot specs: valid ones, then numbers out of range, wrong types, unknown keys, deep nesting.
struct SpecGenerator {
    func spec(_ random: inout SeededRandom) -> (text: String, mutation: String) {
        let slot = "{\"match\": \"k*\", \"component\": \"label\", \"style\": \"body\", \"width\": 200, \"lines\": 2, \"lineBreakMode\": \"word\"}"
        var members = ["\"platform\": \"ios\"", "\"categories\": \"Large...AX5\"", "\"defaultSlot\": {\"width\": 320}", "\"slots\": [\(slot)]"]
        let numbers = ["1e308", "1e999", "-1e999", "-0", "0", "01", "1e-320", "100001", "99999.99", "2147483648", "-5", "1.5", "NaN", "\"17\"", "true", "null", "[]", "{}"]
        let keys = ["width", "size", "lineHeight", "lines", "maxHeight", "minimumScaleFactor", "insets", "maximumPointSize", "leftViewWidth", "minimumHeight", "scale", "weight"]
        let mutation = random.pick(["valid", "number", "number", "number", "unknown-key", "wrong-type", "deep-nesting", "huge-string", "duplicate-key",
                                    "truncated", "garbage", "nul", "many-slots"])
        switch mutation {
        case "number":
            let key = random.pick(keys), number = random.pick(numbers)
            if key == "scale" { members.append("\"scale\": \(number)") } else { members.append("\"defaultSlot\": {\"\(key)\": \(number)}") }
            members.remove(at: 2)
        case "unknown-key": members.append("\"\(random.pick(["widht", "slotz", "", "\u{0}", "$schema"]))\": 1")
        case "wrong-type": members[random.int(0...3)] = random.pick(["\"platform\": 3", "\"categories\": {}", "\"defaultSlot\": []", "\"slots\": {\"a\": 1}"])
        case "deep-nesting": members.append("\"slots\": " + String(repeating: "[", count: random.int(100...50_000)))
        case "huge-string": members.append("\"defaultSlot\": {\"style\": \"" + String(repeating: "b", count: random.int(1_000...1_000_000)) + "\"}")
        case "duplicate-key": members.append("\"platform\": \"ios\"")
        case "nul": members.append("\"defaultSlot\": {\"style\": \"bo\\u0000dy\"}")
        case "many-slots": members[3] = "\"slots\": [" + Array(repeating: slot, count: random.int(100...5_000)).joined(separator: ",\n") + "]"
        default: break
        }
        var text = "{\n  " + members.joined(separator: ",\n  ") + "\n}\n"
        if mutation == "truncated" { text = String(text.prefix(random.int(0...text.count))) }
        if mutation == "garbage" {
            for _ in 0..<random.int(1...5) {
                let index = text.index(text.startIndex, offsetBy: random.int(0...text.count))
                text.insert(contentsOf: random.pick(TextSamples.hostile), at: index)
            }
        }
        return (text, mutation)
    }
}

/// `--baseline` files for the catalog `InputFactory.specCatalog`: written as `check` writes them
/// (iOS, the Large category the harness checks), then damaged as a repository damages them (a
/// merge conflict, a hand edit) or worse.
struct BaselineGenerator {
    /// The text, its mutation, and whether `check` must refuse it (see `FuzzInput.mustBeRefused`).
    func baseline(_ random: inout SeededRandom) -> (text: String, mutation: String, refused: Bool?) {
        func record(_ key: String, _ hash: String = "1ca328555e5d1979") -> String {
            #"{"kind":"truncated","key":"\#(key)","locale":"de","table":"Localizable.strings","firstCategory":"Large","textHash":"\#(hash)"}"#
        }
        var records = [record("k1.title"), record("k2")]
        var head = ["\"schemaVersion\": 1", "\"tool\": \"typefit\"", "\"platform\": \"ios\"", "\"categories\": [\"Large\"]"]
        let mutation = random.pick(["valid", "merge-conflict", "wrong-type", "missing-field", "other-platform", "other-categories", "number",
                                    "deep-nesting", "huge-string", "many-records", "duplicate-key", "truncated", "garbage", "nul", "not-an-object"])
        switch mutation {
        case "wrong-type": records[0] = random.pick([record("k1.title", "5").replacingOccurrences(of: "\"5\"", with: "5"), "3", "null", "[]",
                                                     record("k1.title").replacingOccurrences(of: "\"kind\":\"truncated\"", with: "\"kind\":{}")])
        case "missing-field": records[0] = record("k1.title").replacingOccurrences(of: "\"table\":\"Localizable.strings\",", with: "")
        case "other-platform": head[2] = "\"platform\": \"\(random.pick(["watchos", "android", "", "iOS"]))\""
        case "other-categories": head[3] = "\"categories\": \(random.pick(["[]", "[\"AX5\"]", "[\"Large\", \"Large\"]", "[\"Gigantic\"]"]))"
        case "number": head[0] = "\"schemaVersion\": \(random.pick(["1e308", "1e999", "-1", "1.5", "2", "\"1\"", "9223372036854775808"]))"
        case "deep-nesting": records.append(String(repeating: "[", count: random.int(100...50_000)))
        case "huge-string": records[0] = record(String(repeating: "k", count: random.int(1_000...1_000_000)))
        case "many-records": records = (0..<random.int(1_000...50_000)).map { record("key.\($0)") }
        case "duplicate-key": head.append("\"tool\": \"typefit\"")
        case "nul": records[0] = record("k1\\u0000title")
        default: break
        }
        var text = "{\n  " + head.joined(separator: ",\n  ") + ",\n  \"findings\": [\n    " + records.joined(separator: ",\n    ") + "\n  ]\n}\n"
        switch mutation {
        case "merge-conflict":
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let at = random.int(1...(lines.count - 2))
            text = (lines[..<at] + ["<<<<<<< HEAD"] + lines[at...at] + ["=======", lines[at] + "", ">>>>>>> feature"] + lines[(at + 1)...]).joined(separator: "\n")
        // Cut before its closing brace, so that it is never whole.
        case "truncated": text = String(text.prefix(random.int(0...text.count - 2)))
        case "garbage":
            for _ in 0..<random.int(1...5) {
                text.insert(contentsOf: random.pick(TextSamples.hostile), at: text.index(text.startIndex, offsetBy: random.int(0...text.count)))
            }
        case "not-an-object": text = random.pick(["[]", "\"baseline\"", "", "null", "{}"])
        default: break
        }
        // The file as written, or with what JSON and the decoder take (a repeated key, long
        // strings, a NUL escaped, many records): taken. Hostile characters: either.
        let taken: Set<String> = ["valid", "huge-string", "many-records", "duplicate-key", "nul"]
        let refused: Bool? = mutation == "garbage" ? nil : !taken.contains(mutation)
        return (text, mutation, refused)
    }
}
