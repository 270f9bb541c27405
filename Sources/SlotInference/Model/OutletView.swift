/// A view of an Interface Builder document connected as an outlet of one of the app's classes
/// (`<outlet property="noticeLabel" destination="VzW-UO-SDt"/>` in the connections of an object
/// whose `customClass` is `NoticeView`), with the slot its document gives its text: a key that
/// code assigns through the outlet (`noticeLabel.text = message`) is measured in that view's
/// font and lines rather than a default label's.
struct OutletView: Sendable, Hashable {
    /// The class that declares the outlet, as `customClass` names it.
    var className: String
    /// The outlet's property name.
    var property: String
    /// The text the slot is for: `text`, `placeholder`, `normalTitle`.
    var textProperty: String
    /// The slot of the view's text as the document reads it (its key is the document's).
    var slot: Inference
}

/// What code says of a text it puts into a view: the class and outlet property it goes through
/// (`NoticeView`, `noticeLabel`) and the text property set (`text`, `placeholder`, `normalTitle`).
public struct OutletReference: Sendable, Hashable, Codable {
    public var className: String
    public var property: String
    public var textProperty: String
    /// The code sets the view's font, lines, line break or shrinking nearby too: the slot is
    /// the document's and the code's together, so the document's view alone is not it.
    public var codeSetsTraits = false

    public init(className: String, property: String, textProperty: String, codeSetsTraits: Bool = false) {
        self.className = className
        self.property = property
        self.textProperty = textProperty
        self.codeSetsTraits = codeSetsTraits
    }
}

extension InferenceBatch {
    /// Gives each text code assigns through an outlet (`Inference.outlet`) the slot of the
    /// Interface Builder view connected as that outlet: the document's font, lines, line break
    /// and shrinking where the code set none of them itself (code runs after the document is
    /// loaded, so what it sets wins), but not the document's width (see below). When several
    /// documents connect the outlet (an iPad variant), the first by path is used and the note
    /// says how many there are.
    mutating func applyOutletViews() {
        guard !outletViews.isEmpty else { return }
        var views: [OutletReference: [OutletView]] = [:]
        for view in outletViews {
            views[OutletReference(className: view.className, property: view.property, textProperty: view.textProperty, codeSetsTraits: false), default: []].append(view)
        }
        // Each outlet's views in path order, sorted once (not once per text assigned).
        for (outlet, found) in views {
            views[outlet] = found.sorted { ($0.slot.location.file, $0.slot.location.line) < ($1.slot.location.file, $1.slot.location.line) }
        }
        for index in inferences.indices {
            guard let outlet = inferences[index].outlet, inferences[index].outletView == nil,
                  let found = views[OutletReference(className: outlet.className, property: outlet.property, textProperty: outlet.textProperty)],
                  let view = found.first else { continue }
            let slot = view.slot
            var inference = inferences[index]
            let guessedFromName = inference.notes.contains { $0.hasSuffix("taken for a label from its name") || $0.hasSuffix("taken for a text field from its name") }
            inference.notes.removeAll { $0.hasSuffix("taken for a label from its name") || $0.hasSuffix("taken for a text field from its name") }
            if guessedFromName, inference.confidence == .guess { inference.confidence = .likely }
            inference.component = slot.component
            inference.font = inference.font ?? slot.font
            inference.lines = inference.lines ?? slot.lines
            inference.lineBreak = inference.lineBreak ?? slot.lineBreak
            inference.minimumScaleFactor = inference.minimumScaleFactor ?? slot.minimumScaleFactor
            // Not its width: the frame Xcode saved fits the document's placeholder text ("Label")
            // as often as the screen, and the texts code assigns are other texts.
            inference.textField = inference.textField ?? slot.textField
            inference.cell = inference.cell ?? slot.cell
            let id = slot.key.key.split(separator: ".").first.map(String.init) ?? slot.key.key
            // The screen check measures it in the document's view only when that view is its slot.
            if !outlet.codeSetsTraits { inference.outletView = "\(slot.location.file)#\(id)" }
            let others = found.count > 1 ? "; \(found.count - 1) other document\(found.count == 2 ? "" : "s") connect\(found.count == 2 ? "s" : "") it too, not used" : ""
            inference.notes.append("the slot of the \(slot.component.rawValue) connected as outlet `\(outlet.className).\(outlet.property)` (\(slot.location.file):\(slot.location.line))\(others)")
            inference.notes += slot.notes.filter { !$0.hasPrefix("width is the frame at the design size") }
            inferences[index] = inference
        }
    }
}
