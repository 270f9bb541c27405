import Foundation

/// Reads a `.strings` table written as a property list, which Foundation reads as it reads the
/// `"key" = "value";` form: an XML plist (`<plist><dict><key>k</key><string>v</string>...`), as
/// translation platforms such as GlotPress export them (pocket-casts-ios's 42 translated tables
/// are), or a binary plist (`bplist00`, as Xcode compiles tables into an app bundle).
///
/// XML: each entry is at the line of its `<string>`; a value that is not a `<string>` and an
/// element that is not part of a `<key>`/value pair are issues at their lines. Duplicate keys:
/// the last one wins, as in Foundation, and each repeat is a `duplicateKey` issue. Binary: a
/// binary plist has no lines, so every entry is at line 1, in key order.
struct PropertyListStringsReader {
    let path: String
    let locale: String

    /// Whether the decoded text of a `.strings` file is an XML property list rather than the
    /// `"key" = "value";` form (which cannot start with `<`).
    static func isXMLPropertyList(_ text: String) -> Bool {
        let start = text.unicodeScalars.drop { $0 == "\u{FEFF}" || $0.properties.isWhitespace }
        return start.starts(with: "<?xml".unicodeScalars) || start.starts(with: "<!DOCTYPE plist".unicodeScalars)
            || start.starts(with: "<plist".unicodeScalars)
    }

    /// Whether the bytes of a `.strings` file are a binary property list.
    static func isBinaryPropertyList(_ data: Data) -> Bool {
        data.starts(with: Array("bplist".utf8))
    }

    func read(_ text: String) -> CatalogFile {
        var file = CatalogFile(path: path, format: .strings)
        let document = SafeXMLParser.parse(text)
        file.issues += xmlIssues(of: document, path: path)
        guard let root = document.root else { return file }
        guard root.name == "plist", let top = root.element(named: "dict") else {
            file.issues.append(issue(.malformed, line: root.line, "a .strings property list must be a <plist> whose first element is a <dict>"))
            return file
        }
        var lineOfKey: [String: Int] = [:]
        var supersession = Supersession()
        let elements = top.elements
        var index = 0
        while index < elements.count {
            let keyElement = elements[index]
            guard keyElement.name == "key" else {
                file.issues.append(issue(.invalidEntry, line: keyElement.line, "<\(keyElement.name)> where a <key> was expected; it is not read"))
                index += 1
                continue
            }
            guard index + 1 < elements.count, elements[index + 1].name != "key" else {
                file.issues.append(issue(.invalidEntry, line: keyElement.line, "key \"\(keyElement.text)\" has no value", key: keyElement.text))
                index += 1
                continue
            }
            let value = elements[index + 1]
            index += 2
            guard keyElement.isComplete, value.isComplete else { continue }  // the XML issues above say why
            let key = keyElement.text
            guard value.name == "string" else {
                file.issues.append(issue(.invalidEntry, line: value.line, "the value of \"\(key)\" must be a <string>, not <\(value.name)>", key: key))
                continue
            }
            if let previous = lineOfKey[key] {
                file.issues.append(issue(.duplicateKey, line: keyElement.line, "key \"\(key)\" was already defined at line \(previous); this later one wins", key: key))
            }
            lineOfKey[key] = keyElement.line
            file.entries.append(CatalogEntry(key: key, locale: locale, text: value.text, location: SourceLocation(file: path, line: value.line)))
            supersession.define(key, offsets: [file.entries.count - 1])
        }
        file.entries = supersession.apply(to: file.entries)
        return file
    }

    func read(binary data: Data) -> CatalogFile {
        var file = CatalogFile(path: path, format: .strings)
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            file.issues.append(issue(.malformed, line: 1, "a binary property list that cannot be read: \(error.localizedDescription)"))
            return file
        }
        guard let table = plist as? [String: Any] else {
            file.issues.append(issue(.malformed, line: 1, "a binary .strings property list must be a dictionary"))
            return file
        }
        for key in table.keys.sorted() {
            guard let text = table[key] as? String else {
                file.issues.append(issue(.invalidEntry, line: 1, "the value of \"\(key)\" must be a string", key: key))
                continue
            }
            file.entries.append(CatalogEntry(key: key, locale: locale, text: text, location: SourceLocation(file: path, line: 1)))
        }
        return file
    }

    private func issue(_ kind: CatalogIssue.Kind, line: Int, _ message: String, key: String? = nil) -> CatalogIssue {
        CatalogIssue(kind: kind, location: SourceLocation(file: path, line: line), message: message, key: key)
    }
}
