/// The screens of one storyboard or xib, as read for layout.
public struct LayoutDocument: Sendable {
    /// The path the document was read from, as given.
    public var path: String
    /// The design device (`<device id="retina6_1" orientation="portrait">`), when written.
    public var designDeviceID: String?
    public var designOrientation: String?
    public var screens: [LayoutScreen] = []
    /// What could not be read, each at its line; the rest of the document is still laid out.
    public var issues: [LayoutIssue] = []

    public init(path: String) {
        self.path = path
    }
}

/// One layout root: a view controller's view, a xib's top-level view, or a table or
/// collection view cell, with every view under it and the constraints among them.
public struct LayoutScreen: Sendable {
    public enum Kind: String, Sendable {
        /// A view controller's root view: as large as the device's screen.
        case screen
        /// A view of its own size (a xib's freeform view): laid out at its saved size.
        case freeform
        /// A table view cell: as wide as its table (the screen), as tall as its content.
        case tableCell
        /// A collection view cell: its saved size.
        case collectionCell
    }

    /// `Settings` (the controller's class or title) or the root view's name.
    public var name: String
    public var line: Int
    public var kind: Kind
    /// The views, the root first, each before its subviews.
    public var views: [LayoutView] = []
    /// Every constraint of the document among these views, in document order.
    public var constraints: [LayoutConstraint] = []
    /// Layout guides by id: whose and which.
    public var guides: [String: LayoutGuide] = [:]
    /// Bars the controller is shown with (Interface Builder's simulated metrics): they take
    /// room from the safe area.
    public var topBarHeight: Double = 0
    public var bottomBarHeight: Double = 0
    /// A prototype cell inside a table or collection view of the document (not a xib's own
    /// cell): its saved frame keeps the table's insets (an inset-grouped table's 16 or 20 pt).
    public var isPrototype = false
    /// The root is a view controller's view: a storyboard scene's, or a xib's top-level view
    /// connected as its File's Owner's `view` outlet. UIKit gives it the system's minimum
    /// layout margins (16 or 20 pt at the sides) instead of a plain view's 8 pt.
    public var isControllerRoot = false

    public init(name: String, line: Int, kind: Kind) {
        self.name = name
        self.line = line
        self.kind = kind
    }

    /// The index of the view with `id`.
    public func index(of id: String) -> Int? { views.firstIndex { $0.id == id } }
}

/// A layout guide a constraint may name instead of a view.
public struct LayoutGuide: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// `safeAreaLayoutGuide` of the view.
        case safeArea
        /// A scroll view's content (`contentLayoutGuide`): its size is the content size.
        case content
        /// A scroll view's frame (`frameLayoutGuide`).
        case frame
        /// `topLayoutGuide` / `bottomLayoutGuide` of a view controller (before iOS 11): the
        /// bottom of the status and navigation bars, the top of the tab bar.
        case topLayoutGuide, bottomLayoutGuide
    }

    /// The index of the view it belongs to.
    public var view: Int
    public var kind: Kind
}

/// A problem reading a document or laying a screen out, at a line.
public struct LayoutIssue: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// Not an Interface Builder document, or XML that does not parse.
        case malformed
        /// A value that is not one Interface Builder writes (an unknown attribute, a multiplier
        /// that is not a number); the constraint or view is left out and the rest laid out.
        case unreadableValue
        /// A required constraint that contradicts the others: UIKit breaks one and logs it.
        case unsatisfiable
        /// Views whose position or size the constraints do not fix.
        case ambiguous
        /// A reference to an id the document does not have.
        case unknownItem
    }

    public var kind: Kind
    public var file: String
    public var line: Int
    public var message: String

    public init(kind: Kind, file: String, line: Int, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.message = message
    }

    /// `Main.storyboard:42: ambiguous: ...`.
    public var description: String { "\(file):\(line): \(kind.rawValue): \(message)" }
}
