import Catalogs

/// Labels, buttons, text fields, text views and segmented controls.
extension InterfaceBuilderReader {
    mutating func readLabel(_ element: MarkupElement, context: Context) {
        guard let id = element.attributes["id"], !refusesAttributedText(element) else { return }
        let attributes = element.attributes
        let (font, issue) = IBFontDescription.read(in: element, adjustsForContentSize: adjusts(element), path: path)
        addIssue(issue)
        let inference = Inference(
            key: key(id, "text"), component: .label, font: font,
            lines: integer(attributes["numberOfLines"], default: 1, name: "numberOfLines", line: element.line),
            lineBreak: lineBreak(element, default: .tail), minimumScaleFactor: minimumScaleFactor(element, font: font),
            width: IBGeometry.frameWidth(of: element), cell: cell(for: id, context: context),
            location: location(element.line), confidence: .exact, source: .interfaceBuilder)
        add(inference, line: element.line, text: attributes["text"])
    }

    /// A legacy button's state titles (`normalTitle`, ...) and a configuration button's
    /// `configuration.title`. Legacy titles are one line with middle truncation; configuration
    /// titles wrap (see the reference's button rows).
    mutating func readButton(_ element: MarkupElement, context: Context) {
        guard let id = element.attributes["id"] else { return }
        let (font, issue) = IBFontDescription.read(in: element, adjustsForContentSize: adjusts(element), path: path)
        addIssue(issue)
        let width = IBGeometry.frameWidth(of: element)
        for state in element.elements(named: "state") {
            guard let name = state.attributes["key"] else { continue }
            let inference = Inference(
                key: key(id, "\(name)Title"), component: .button, font: font, lines: 1,
                lineBreak: lineBreak(element, default: .middle), width: width,
                location: location(state.line), confidence: .exact, source: .interfaceBuilder)
            add(inference, line: state.line, text: state.attributes["title"])
        }
        guard let configuration = element.elements(named: "buttonConfiguration").first else { return }
        let (configurationFont, configurationIssue) = IBFontDescription.read(
            in: configuration, key: nil, adjustsForContentSize: true, path: path)
        addIssue(configurationIssue)
        for property in ["title", "subtitle"] {
            let inference = Inference(
                key: key(id, "configuration.\(property)"), component: .button, font: configurationFont ?? font,
                lines: 0, lineBreak: .word, width: width, usesButtonConfiguration: true,
                location: location(configuration.line), confidence: .exact, source: .interfaceBuilder,
                notes: property == "subtitle" ? ["a configuration button's subtitle, measured as its title"] : [])
            add(inference, line: configuration.line, text: configuration.attributes[property])
        }
    }

    /// The text and the placeholder; both one line in the field's font, its border style and
    /// clear button taking room.
    mutating func readTextField(_ element: MarkupElement, context: Context) {
        guard let id = element.attributes["id"] else { return }
        let attributes = element.attributes
        let (font, issue) = IBFontDescription.read(in: element, adjustsForContentSize: adjusts(element), path: path)
        addIssue(issue)
        var minimumScale: Double?
        if attributes["adjustsFontSizeToFit"] == "YES", let minimum = attributes["minimumFontSize"].flatMap(Double.init),
           minimum.isFinite, minimum >= 0, let size = font?.pointSize, size > 0 {
            minimumScale = min(1, minimum / size)
        }
        let traits = TextFieldTraits(borderStyle: attributes["borderStyle"] ?? "none",
                                     hasClearButton: (attributes["clearButtonMode"] ?? "never") != "never")
        for property in ["text", "placeholder"] {
            let inference = Inference(
                key: key(id, property), component: .textField, font: font, lines: 1, lineBreak: .tail,
                minimumScaleFactor: minimumScale, width: IBGeometry.frameWidth(of: element), textField: traits,
                location: location(element.line), confidence: .exact, source: .interfaceBuilder,
                notes: property == "placeholder" ? ["the placeholder, shown in the field's font while it is empty"] : [])
            add(inference, line: element.line, text: attributes[property])
        }
    }

    /// Text views scroll: unlimited lines, word wrapping. Long texts are a `<string key="text">` child.
    mutating func readTextView(_ element: MarkupElement, context: Context) {
        guard let id = element.attributes["id"], !refusesAttributedText(element) else { return }
        let (font, issue) = IBFontDescription.read(in: element, adjustsForContentSize: adjusts(element), path: path)
        addIssue(issue)
        let text = element.attributes["text"]
            ?? element.elements(named: "string").first(where: { $0.attributes["key"] == "text" })?.text
        let inference = Inference(
            key: key(id, "text"), component: .textView, font: font, lines: 0, lineBreak: .word,
            width: IBGeometry.frameWidth(of: element), location: location(element.line), confidence: .exact,
            source: .interfaceBuilder)
        add(inference, line: element.line, text: text)
    }

    /// One group per control; segments share its width equally (`apportionsSegmentWidthsByContent`
    /// is noted when set, since segments then size to their titles).
    mutating func readSegmentedControl(_ element: MarkupElement) {
        guard let id = element.attributes["id"] else { return }
        let segments = element.element(named: "segments")?.elements(named: "segment") ?? []
        var group = InferredGroup(id: "\(path):\(element.line)", kind: .segmentedControl, itemCount: segments.count,
                                  width: IBGeometry.frameWidth(of: element), location: location(element.line), confidence: .exact)
        if element.attributes["apportionsSegmentWidthsByContent"] == "YES" {
            group.notes.append("apportionsSegmentWidthsByContent: segments are as wide as their titles, not equal")
        }
        for (index, segment) in segments.enumerated() {
            let title = segment.attributes["title"]
            let inference = Inference(key: key(id, "segmentTitles[\(index)]"), component: .segment, groupID: group.id,
                                      location: location(segment.line), confidence: .exact, source: .interfaceBuilder)
            if let title, !title.isEmpty { group.members.append(inference.key) }
            add(inference, line: segment.line, text: title)
        }
        batch.groups.append(group)
    }

    // MARK: - Attributes

    private func adjusts(_ element: MarkupElement) -> Bool {
        element.attributes["adjustsFontForContentSizeCategory"] == "YES"
    }

    private mutating func lineBreak(_ element: MarkupElement, default fallback: TextLineBreak) -> TextLineBreak {
        guard let value = element.attributes["lineBreakMode"] else { return fallback }
        guard let mode = TextLineBreak(interfaceBuilder: value) else {
            addIssue(InferenceIssue(kind: .unreadableValue, location: location(element.line),
                                    message: "lineBreakMode '\(value)' is not one Interface Builder writes; \(fallback.rawValue) is assumed"))
            return fallback
        }
        return mode
    }

    /// `minimumScaleFactor` when auto-shrink is on. Xcode writes `adjustsFontSizeToFit="NO"` for
    /// labels that keep their size, and leaves it out when a minimum scale is set.
    private mutating func minimumScaleFactor(_ element: MarkupElement, font: InferredFont?) -> Double {
        let attributes = element.attributes
        guard attributes["adjustsFontSizeToFit"] != "NO" else { return 0 }
        if let text = attributes["minimumScaleFactor"] {
            guard let value = Double(text), value.isFinite, value >= 0, value <= 1 else {
                addIssue(InferenceIssue(kind: .unreadableValue, location: location(element.line),
                                        message: "minimumScaleFactor '\(text)' is not a number from 0 to 1; 0 (no shrinking) is assumed"))
                return 0
            }
            return value
        }
        // A negative or not-a-number minimum (a damaged file) gives no scale from 0 to 1.
        if let minimum = attributes["minimumFontSize"].flatMap(Double.init), minimum.isFinite, minimum >= 0, let size = font?.pointSize, size > 0 {
            return min(1, minimum / size)
        }
        return 0
    }

    mutating func integer(_ text: String?, default fallback: Int, name: String, line: Int) -> Int {
        guard let text else { return fallback }
        // Below a billion, as a spec's whole numbers (`check` refused a spec with more).
        guard let value = Int(text), value >= 0, value < 1_000_000_000 else {
            addIssue(InferenceIssue(kind: .unreadableValue, location: location(line),
                                    message: "\(name) '\(text)' is not a whole number from 0 to 999999999; \(fallback) is assumed"))
            return fallback
        }
        return value
    }

    /// Attributed text is not exported to `.strings` by Xcode: say so instead of dropping it.
    private mutating func refusesAttributedText(_ element: MarkupElement) -> Bool {
        guard let attributed = element.elements(named: "attributedString").first(where: { $0.attributes["key"] == "attributedText" }) else { return false }
        addIssue(InferenceIssue(kind: .notLocalizable, location: location(attributed.line),
                                message: "<\(element.localName) id=\"\(element.attributes["id"] ?? "?")\"> has attributed text, which Xcode does not export to .strings; it is not checked (set the text in code with a localized string instead)"))
        return true
    }

    // MARK: - Table view cells

    func cellContext(_ element: MarkupElement) -> (style: CellContext.Style, textLabel: String?, detailTextLabel: String?, width: Double?) {
        let style: CellContext.Style = switch element.attributes["style"] {
        case "IBUITableViewCellStyleDefault": .basic
        case "IBUITableViewCellStyleValue1": .rightDetail
        case "IBUITableViewCellStyleValue2": .leftDetail
        case "IBUITableViewCellStyleSubtitle": .subtitle
        default: .custom
        }
        return (style, element.attributes["textLabel"], element.attributes["detailTextLabel"], IBGeometry.frameWidth(of: element))
    }

    private func cell(for labelID: String, context: Context) -> CellContext? {
        guard let cell = context.cell else { return nil }
        let role: CellContext.Role = labelID == cell.textLabel ? .primary : labelID == cell.detailTextLabel ? .secondary : .custom
        return CellContext(style: role == .custom ? .custom : cell.style, role: role, width: cell.width)
    }
}
