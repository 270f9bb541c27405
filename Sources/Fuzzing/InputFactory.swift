import Foundation

/// Makes the fuzz input of a format from a seed: a valid document, then one mutation.
///
/// Mutations, by weight: none (a valid document), damage the format lets a reader recover from
/// (each generator's list: deep nesting, huge values, entities, duplicates, unterminated
/// constructs ...), two such damages at once, truncation, replaced characters, hostile tokens
/// inserted, another encoding or line end (UTF-16 with and without a byte order mark, CR, CR LF),
/// and bytes that are not UTF-8 or UTF-16 at all.
public enum InputFactory {
    static func generator(for format: FuzzFormat) -> CatalogGenerator? {
        switch format {
        case .strings: StringsGenerator()
        case .stringsdict: StringsDictGenerator()
        case .xliff12: XLIFF12Generator()
        case .xliff2: XLIFF2Generator()
        case .android: AndroidGenerator()
        case .stringCatalog: StringCatalogGenerator()
        case .spec, .baseline: nil
        case .swiftSource: SwiftSourceGenerator()
        case .objcSource: ObjCSourceGenerator()
        case .storyboard: StoryboardGenerator()
        }
    }

    /// The catalog a spec input is checked against.
    static let specCatalog = Data("\"k1.title\" = \"Einstellungen für Barrierefreiheit\";\n\"k2\" = \"OK\";\n".utf8)

    public static func make(_ format: FuzzFormat, seed: UInt64) -> FuzzInput {
        var random = SeededRandom(seed: seed &* 0x2545_F491_4F6C_DD1D ^ UInt64(FuzzFormat.allCases.firstIndex(of: format)!))
        guard let generator = generator(for: format) else {
            if format == .baseline {
                let (text, mutation, refused) = BaselineGenerator().baseline(&random)
                var input = FuzzInput(format: format, mutation: mutation, seed: seed, data: Data(text.utf8), lineCount: lineCount(text),
                                      keepsBefore: false, keepsAfter: false, catalog: specCatalog)
                input.mustBeRefused = refused
                return input
            }
            let (text, mutation) = SpecGenerator().spec(&random)
            return FuzzInput(format: format, mutation: mutation, seed: seed, data: Data(text.utf8), lineCount: lineCount(text),
                             keepsBefore: false, keepsAfter: false, catalog: specCatalog)
        }
        var document = generator.document(entries: random.int(0...40), &random)
        let kind = random.pick(weighted: [("valid", 8), ("recoverable", 45), ("two-recoverable", 7), ("truncated", 8),
                                          ("replaced", 8), ("hostile-tokens", 10), ("encoding", 10), ("not-text", 4)])
        var mutation = kind
        var keepsBefore = true, keepsAfter = true
        var encoding = "utf8"
        switch kind {
        case "recoverable", "two-recoverable":
            var names: [String] = []
            for _ in 0..<(kind == "recoverable" ? 1 : 2) {
                let damage = random.pick(generator.recoverableDamage)
                damage.apply(&document, &random)
                names.append(damage.name)
            }
            mutation = names.joined(separator: "+")
        case "truncated":
            document.middle = String(document.middle.prefix(random.int(0...document.middle.count)))
            document.tail = ""
            keepsBefore = generator.keepsEntriesBeforeASyntaxError
            keepsAfter = false
        case "replaced", "hostile-tokens":
            var characters = Array(document.middle)
            for _ in 0..<random.int(1...8) where !characters.isEmpty || kind == "hostile-tokens" {
                let index = random.int(0...characters.count)
                if kind == "replaced", index < characters.count {
                    characters[index] = Character(Unicode.Scalar(UInt8(random.int(0x20...0x7E))))
                } else {
                    characters.insert(contentsOf: random.pick(TextSamples.hostile), at: index)
                }
            }
            document.middle = String(characters)
            keepsBefore = generator.keepsEntriesBeforeASyntaxError
            keepsAfter = false
        case "encoding":
            encoding = random.pick(["utf16le", "utf16be", "utf16le-bom", "utf16be-bom", "utf8-bom", "cr", "crlf"])
            mutation = encoding
        case "not-text":
            encoding = random.pick(["invalid-utf8", "odd-utf16", "utf32"])
            mutation = encoding
            keepsBefore = false
            keepsAfter = false
        default:
            break
        }
        let text = document.text
        return FuzzInput(format: format, mutation: mutation, seed: seed, data: encode(text, encoding, &random), lineCount: lineCount(text),
                         keepsBefore: keepsBefore, keepsAfter: keepsAfter, catalog: nil)
    }

    /// The lines of `text` as readers count them: a line feed, a CR LF or a lone CR ends one.
    static func lineCount(_ text: String) -> Int {
        var count = 1
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "\n", previous != "\r" { count += 1 }
            if scalar == "\r" { count += 1 }
            previous = scalar
        }
        return count
    }

    static func encode(_ text: String, _ encoding: String, _ random: inout SeededRandom) -> Data {
        func utf16(bigEndian: Bool, bom: Bool) -> Data {
            var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
            for unit in text.utf16 {
                let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
                bytes += bigEndian ? [high, low] : [low, high]
            }
            return Data(bytes)
        }
        switch encoding {
        case "utf16le": return utf16(bigEndian: false, bom: false)
        case "utf16be": return utf16(bigEndian: true, bom: false)
        case "utf16le-bom": return utf16(bigEndian: false, bom: true)
        case "utf16be-bom": return utf16(bigEndian: true, bom: true)
        case "utf8-bom": return Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        case "cr": return Data(text.replacingOccurrences(of: "\n", with: "\r").utf8)
        case "crlf": return Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        case "invalid-utf8":
            var bytes = Array(text.utf8)
            bytes.insert(random.pick([0xFF, 0xC0, 0xED, 0x80]), at: random.int(0...bytes.count))
            return Data(bytes)
        case "odd-utf16": return utf16(bigEndian: random.chance(0.5), bom: random.chance(0.5)).dropLast()
        case "utf32":
            var bytes: [UInt8] = []
            for scalar in text.unicodeScalars { bytes += withUnsafeBytes(of: scalar.value.littleEndian, Array.init) }
            return Data(bytes)
        default: return Data(text.utf8)
        }
    }
}
