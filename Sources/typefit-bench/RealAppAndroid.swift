import Foundation

/// A1 (issue 38): the real-app corpus as an Android app's resources, checked by
/// `typefit check --platform android` beside R1, so that the two checks' CPU per measurement can
/// be compared on the same texts.
///
/// `res/values[-qualifier]/strings.xml`, one file per locale (the development language in
/// `values/`), each `<string name="KEY">` escaped as aapt2 reads it; the iOS specifiers made
/// Java's (`%@` -> `%s`, `%lld` -> `%d`); a duplicate key's earlier text left out (aapt2 refuses
/// duplicates). The slot: a two-line Body Large TextView 343 dp wide ending in an ellipsis, at
/// the seven font scales (`typefit-android.json`), like R1's two-line Body label 343 pt wide.
struct RealAppAndroidWriter {
    let corpus: RealAppCorpus

    static let spec = """
        {
          "platform": "android",
          "fontScales": "all",
          "scale": 3,
          "defaultSlot": { "widget": "TextView", "style": "bodyLarge", "width": 343, "maxLines": 2, "ellipsize": "end" }
        }

        """

    /// Writes `res/` and `typefit.json` under `directory` (an existing `res` is replaced).
    func write(to directory: URL) throws {
        let fm = FileManager.default
        let res = directory.appendingPathComponent("res")
        try? fm.removeItem(at: res)
        for (l, locale) in corpus.locales.enumerated() {
            let folder = res.appendingPathComponent(l == 0 ? "values" : "values-" + Self.qualifier(locale.code))
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
            for entry in corpus.entries[l].sorted(by: { corpus.keys[$0.key].name < corpus.keys[$1.key].name }) {
                xml += "    <string name=\"\(Self.attribute(corpus.keys[entry.key].name))\">\(Self.escaped(Self.javaSpecifiers(entry.text)))</string>\n"
            }
            xml += "</resources>\n"
            try Data(xml.utf8).write(to: folder.appendingPathComponent("strings.xml"))
        }
        try Self.spec.write(to: directory.appendingPathComponent("typefit.json"), atomically: true, encoding: .utf8)
    }

    /// `de`, `pt-rBR`, `b+zh+Hans` (Android's resource qualifiers for a BCP 47 tag).
    static func qualifier(_ code: String) -> String {
        let parts = code.split(separator: "-").map(String.init)
        if parts.count == 1 { return code }
        if parts.count == 2, parts[1].count == 2, parts[1].uppercased() == parts[1] { return "\(parts[0])-r\(parts[1])" }
        return "b+" + parts.joined(separator: "+")
    }

    static func attribute(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// `%@` and `%1$@` as `%s` and `%1$s`; `%lld`, `%ld` as `%d`.
    static func javaSpecifiers(_ text: String) -> String {
        text.replacingOccurrences(of: "$@", with: "$s").replacingOccurrences(of: "%@", with: "%s")
            .replacingOccurrences(of: "lld", with: "d").replacingOccurrences(of: "%ld", with: "%d")
    }

    /// A value as aapt2 reads it back as itself: XML's `&` and `<` as entities; `\`, `'` and
    /// `"` backslash-escaped; a line break as `\n`; a leading `@` or `?` escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "@" where index == 0, "?" where index == 0: out += "\\" + String(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
