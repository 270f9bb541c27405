import Catalogs
import TextMeasure

/// Reads one Android resource XML file into inferences: layouts (`res/layout*/`), menus
/// (`res/menu*/`) and preference screens (`res/xml*/`).
///
/// Every attribute whose value is a string resource (`@string/name`) is one use of the key
/// `name`: shown (`android:text`, `android:hint`, a toolbar's `app:title`, a menu item's or a
/// preference's title and summary), or not drawn (`android:contentDescription`, a preference's
/// `android:key`), or not a view TypeFit measures (listed as unplaced with the reason).
/// `tools:` attributes are design-time only and are not uses. What a view says about its room
/// and lines is read as an Android spec has it (``AndroidXMLView``); `@dimen/` values are
/// resolved from the module's `res/values/dimens.xml`.
struct AndroidXMLReader {
    /// Which kind of resource folder the file is in.
    enum Folder {
        case layout, menu, xml

        /// The folder kind of `path` (`.../res/layout-land/main.xml`), or nil.
        static func of(_ path: String) -> Folder? {
            let parts = path.split(separator: "/")
            guard parts.count >= 3, parts[parts.count - 3] == "res" else { return nil }
            let folder = parts[parts.count - 2]
            let base = folder.split(separator: "-").first.map(String.init) ?? ""
            switch base {
            case "layout": return .layout
            case "menu": return .menu
            case "xml": return .xml
            default: return nil
            }
        }
    }

    let path: String
    let folder: Folder
    let dimens: AndroidDimens
    var batch = InferenceBatch()
    /// The file's lines, to find the line of each attribute (an element's line is where its
    /// start tag ends; Android files put one attribute on each line).
    private var lines: [Substring] = []

    init(path: String, folder: Folder, dimens: AndroidDimens) {
        self.path = path
        self.folder = folder
        self.dimens = dimens
    }

    mutating func read(_ text: String) {
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" })
        let document = SafeXMLParser.parse(text)
        batch.issues += xmlIssues(of: document, path: path).map(InferenceIssue.init)
        guard let root = document.root else { return }
        walk(root, parent: nil)
    }

    private mutating func walk(_ element: MarkupElement, parent: MarkupElement?) {
        let view = AndroidXMLView(element, parent: parent, folder: folder, dimens: dimens)
        for name in element.attributes.keys.sorted() {
            guard let value = element.attributes[name], let reference = Self.stringReference(value) else { continue }
            read(attribute: name, reference: reference, view: view, element: element)
        }
        for child in element.elements { walk(child, parent: element) }
    }

    /// `name` of `@string/name` (also `@+string/`, `@pkg:string/`); nil for other values.
    static func stringReference(_ value: String) -> (key: String, package: String?)? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("@"), let slash = trimmed.firstIndex(of: "/") else { return nil }
        var type = trimmed[trimmed.index(after: trimmed.startIndex)..<slash]
        if type.hasPrefix("+") { type = type.dropFirst() }
        var package: String?
        if let colon = type.firstIndex(of: ":") {
            package = String(type[..<colon])
            type = type[type.index(after: colon)...]
        }
        guard type == "string" else { return nil }
        let key = String(trimmed[trimmed.index(after: slash)...])
        guard !key.isEmpty else { return nil }
        return (key, package)
    }

    /// The line of `attribute` in the start tag that ends on `end`: the nearest line at or
    /// before it that has `attribute=` (the tag's end line when none does).
    private func line(of attribute: String, endingAt end: Int) -> Int {
        guard end >= 1, end <= lines.count else { return end }
        var line = end
        while line >= 1, end - line < 500 {
            let text = lines[line - 1]
            if text.contains(attribute + "=") || text.contains(attribute + " =") { return line }
            if line < end, text.contains("<") { break }
            line -= 1
        }
        return end
    }

    private mutating func read(attribute: String, reference: (key: String, package: String?), view: AndroidXMLView, element: MarkupElement) {
        let key = KeyReference(key: reference.key)
        let location = SourceLocation(file: path, line: line(of: attribute, endingAt: element.line))
        if attribute.hasPrefix("tools:") { return }
        if reference.package == "android" {
            batch.unplaced.append(UnplacedKey(key: key, location: location, source: .androidXML,
                                              reason: "a framework string (@android:string/\(reference.key)), not one of the app's", isNotDisplayed: true))
            return
        }
        switch view.use(of: attribute) {
        case .shown(let traits, let width, let notes):
            let component: Component = traits.widget == AndroidXMLView.button ? .button : .label
            var inference = Inference(
                key: key, component: component, lines: traits.maxLines, width: width, location: location, confidence: .exact, source: .androidXML,
                notes: notes, shape: "<\(element.localName) \(attribute)>", android: traits)
            if traits.textAllCaps == true { inference.textCase = .uppercase }
            batch.inferences.append(inference)
        case .notDrawn(let reason):
            batch.unplaced.append(UnplacedKey(key: key, location: location, source: .androidXML, reason: reason, isNotDisplayed: true))
        case .unknown(let reason):
            batch.unplaced.append(UnplacedKey(key: key, location: location, source: .androidXML, reason: reason))
        }
    }
}

/// A module's `@dimen/` values (`res/values/dimens.xml` and other `values/*.xml` files), read
/// once per `res` folder.
struct AndroidDimens: Sendable {
    private(set) var values: [String: String] = [:]

    /// The dimensions in the `values` folder beside `resFolder`'s layouts.
    static func read(resFolder: String) -> AndroidDimens {
        var dimens = AndroidDimens()
        let folder = resFolder + "/values"
        guard let names = try? listDirectory(atPath: folder) else { return dimens }
        for name in names.sorted() where name.hasSuffix(".xml") {
            guard let data = try? readRegularFile(atPath: folder + "/" + name), case .success(let decoded) = decodeText(data) else { continue }
            guard decoded.text.contains("<dimen") else { continue }
            guard let root = SafeXMLParser.parse(decoded.text).root else { continue }
            for element in root.elements(named: "dimen") {
                if let key = element.attributes["name"], dimens.values[key] == nil { dimens.values[key] = element.text.trimmingCharacters(in: .whitespacesAndNewlines) }
            }
        }
        return dimens
    }

    /// `value`, or the dimension it names (`@dimen/x`, followed up to 8 steps).
    func resolve(_ value: String) -> String {
        var current = value
        for _ in 0..<8 {
            guard current.hasPrefix("@dimen/"), let next = values[String(current.dropFirst("@dimen/".count))] else { return current }
            current = next
        }
        return current
    }

    init(values: [String: String] = [:]) { self.values = values }
}
