/// Reads a legacy `.strings` table (`"key" = "value";`) into entries.
///
/// Duplicate keys: the last one wins, as in Foundation, and each repeat is a `duplicateKey`
/// issue. A comment before an entry becomes its `comment`; a comment on the same line after an
/// entry's `;` becomes that entry's comment when it has none. `"key";` alone means the value
/// is the key. On a syntax error the reader reports it and resynchronizes at the next `;`, or
/// at the next line that starts an entry (`"key" =` or `"key";` first on its line), whichever
/// comes first, so one bad entry never hides the rest.
struct StringsFileReader {
    let path: String
    let locale: String

    func read(_ text: String) -> CatalogFile {
        var parse = StringsFileParse(path: path, locale: locale, tokens: StringsFileTokenizer.tokenize(text))
        for index in parse.tokens.indices { parse.consume(index) }
        parse.finish()
        return parse.file
    }

    /// A character for a message: quoted when it prints, as `U+0000` when it does not.
    static func describe(_ character: Character) -> String {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first,
           scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format || scalar.properties.isWhitespace {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(character)'"
    }
}
