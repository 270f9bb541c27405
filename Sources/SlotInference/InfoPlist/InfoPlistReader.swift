import Catalogs

/// An app's `Info.plist` (XML): its usage descriptions (`NSCameraUsageDescription`,
/// `NFCReaderUsageDescription`, ...), which iOS shows as the message of the alert that asks
/// the user for the permission. Their translations are `InfoPlist.strings`; without this, a
/// check measured them in the default slot (one line) and reported every one truncated.
///
/// Only the top-level dictionary's keys are read; a binary plist (not XML) is an issue, and
/// the rest of the app is read.
struct InfoPlistReader {
    let path: String
    private(set) var batch = InferenceBatch()

    init(path: String) {
        self.path = path
    }

    /// A key iOS shows as a permission alert's message: a `...UsageDescription`.
    static func isUsageDescription(_ key: String) -> Bool {
        key.hasSuffix("UsageDescription") && key.count > "UsageDescription".count
    }

    /// The issue for a binary property list (`bplist00...`), which is not text.
    static func binaryIssue(path: String) -> InferenceIssue {
        InferenceIssue(kind: .malformed, location: SourceLocation(file: path, line: 1),
                       message: "a binary property list: its usage descriptions are not read (convert it with `plutil -convert xml1`)")
    }

    mutating func read(_ text: String) {
        let parsed = SafeXMLParser.parse(text)
        if let error = parsed.error {
            batch.issues.append(InferenceIssue(kind: .malformed, location: SourceLocation(file: path, line: error.line),
                                               message: "the property list's XML does not parse (\(error.reason)); the keys before it are read"))
        }
        guard let root = parsed.root else { return }
        guard root.localName == "plist" else {
            batch.issues.append(InferenceIssue(kind: .malformed, location: SourceLocation(file: path, line: root.line),
                                               message: "the document element is <\(root.name)>, not <plist>: not a property list, so no usage description is read"))
            return
        }
        guard let dictionary = root.element(named: "dict") else { return }
        let elements = dictionary.elements
        for (index, element) in elements.enumerated() where element.localName == "key" {
            let name = element.text
            // A string the damage may have cut (the last element read before it) is not taken
            // for the app's text.
            guard Self.isUsageDescription(name), index + 1 < elements.count, elements[index + 1].localName == "string",
                  elements[index + 1].isComplete, parsed.error == nil || index + 2 < elements.count else { continue }
            let value = elements[index + 1].text
            batch.inferences.append(Inference(
                key: KeyReference(key: name, table: "InfoPlist"), component: .alertMessage,
                location: SourceLocation(file: path, line: element.line), confidence: .likely, source: .infoPlist,
                sourceText: value.isEmpty ? nil : value,
                notes: ["an Info.plist usage description: iOS shows it as the message of the alert asking for the permission (its title is the system's)"],
                shape: "Info.plist \(name)"))
        }
    }
}
