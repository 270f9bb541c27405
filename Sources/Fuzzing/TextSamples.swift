import Foundation
import TextFormatting

/// Texts and keys the generators put into catalogs: several scripts, format specifiers, emoji,
/// whitespace, and the characters each format must escape.
enum TextSamples {
    static let words = [
        "Settings", "Einstellungen für Barrierefreiheit", "Paramètres", "設定を開く", "الإعدادات", "การตั้งค่า",
        "Настройки", "👍🏽 Done", "%@", "%d items", "%1$@ and %2$@", "%lld files", "Ünïcödé ñ", "Tab\there",
        "עברית", "हिन्दी", "한국어 설정", "ছবি", "Ελληνικά", "🇩🇪 Flag", "O'Brien", "5 < 6 & 7 > 3", "\"quoted\"",
        "back\\slash", "100 %", "%#@files@", "a\u{200B}b", "e\u{301}", "\u{FEFF}bom",
    ]

    /// Characters that break the syntax of some format (the audit's list, and more).
    static let hostile = ["@", "+", "%", "!", "(", ")", "{", "}", "[", "]", "<", ">", "#", "&", "*", "?", "\\", "^",
                          "|", "~", ",", "'", "\u{0}", "\"", ";", "=", "/*", "*/", "//", "<!--", "-->", "]]>",
                          "<![CDATA[", "&#0;", "&#xD800;", "&bogus;", "<!DOCTYPE x>", "<?pi", "\u{FFFE}", "\r", "\u{1B}[31m"]

    /// One to four words.
    static func text(_ random: inout SeededRandom) -> String {
        (0..<random.int(1...4)).map { _ in random.pick(words) }.joined(separator: " ")
    }

    /// A key for the entry at `index` (unique within a document).
    static func key(_ random: inout SeededRandom, _ index: Int) -> String {
        let stem = random.pick(["title", "body", "button", "label", "alert.message", "tab", "ünïcödé", "設定", "a b"])
        return "k\(index).\(stem)"
    }

    /// `text` escaped for XML content or a double-quoted attribute (apostrophes kept, for
    /// Android's own escaping).
    static func xmlEscaped(_ text: String) -> String { TextFormatting.xmlEscaped(text, quotes: false).replacingOccurrences(of: "\"", with: "&quot;") }

    /// `text` as a JSON string literal.
    static func jsonQuoted(_ text: String) -> String { TextFormatting.jsonQuoted(text) }

    /// `text` as a `.strings` quoted string.
    static func stringsQuoted(_ text: String) -> String { TextFormatting.stringsQuoted(text) }
}
