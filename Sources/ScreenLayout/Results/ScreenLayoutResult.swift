import TextStyles

/// A screen solved on one device at one content size category.
public struct ScreenLayoutResult: Sendable {
    public var screen: String
    /// The document's path, as given.
    public var file: String
    public var screenLine: Int
    public var kind: LayoutScreen.Kind
    public var device: Device
    public var category: ContentSizeCategory
    /// Every view's frame, the root first, in the order of the document.
    public var frames: [ViewFrame]
    /// Broken, ambiguous or unreadable constraints, views off the screen, content cut off.
    public var findings: [LayoutFinding]

    /// The frame of the view with `id`.
    public func frame(of id: String) -> ViewFrame? { frames.first { $0.id == id } }
}

/// One view's solved frame.
public struct ViewFrame: Sendable {
    public var id: String
    /// The element name, or its custom class (`label`, `button (PrimaryButton)`).
    public var viewClass: String
    public var line: Int
    /// The index of the superview's frame in the result's `frames`; nil for the root.
    public var parent: Int?
    /// In the superview's coordinates, as Interface Builder stores frames.
    public var frame: Rect
    /// In the root view's coordinates.
    public var absolute: Rect
    /// The frame Xcode saved, when the document has one.
    public var savedFrame: Rect?
    /// How the frame was found: constraints, the autoresizing mask, or the saved frame alone.
    public var source: FrameSource
    /// For a text: its key, what it shows and whether it fits (see `TextFit`).
    public var text: TextFit?
}

/// Where a view's frame comes from.
public enum FrameSource: String, Sendable {
    /// Auto Layout, from the constraints (and intrinsic sizes) that involve it.
    case constraints
    /// `translatesAutoresizingMaskIntoConstraints`: its saved frame and autoresizing mask,
    /// followed as the superview changes size.
    case autoresizing
    /// The root of the layout: the screen, a cell, or a freeform view's saved size.
    case root
    /// No constraint names it and it has no autoresizing mask, though it does not translate
    /// one (`translatesAutoresizingMaskIntoConstraints="NO"`): at run time UIKit would place it
    /// at the origin with its intrinsic size, so its saved frame is all the document says; it
    /// keeps that frame (and `check` its design-time width), and the result says so.
    case savedFrame
    /// Not installed for the device's size classes (a `<variation>` excludes it or a
    /// superview): not in the view hierarchy there, so not laid out; its saved frame is kept.
    case notInstalled
}

/// A text in its solved frame.
public struct TextFit: Sendable {
    public var key: String
    public var text: String
    /// The width the text needs on one line, and the width it got.
    public var neededWidth: Double
    public var lines: Int
}

/// A problem a solved screen shows, located at a line of its document.
public struct LayoutFinding: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// A required constraint that conflicts with the others here: UIKit logs
        /// "Unable to simultaneously satisfy constraints" and breaks one.
        case unsatisfiable
        /// The constraints do not fix a view's position or size.
        case ambiguous
        /// A view beyond the screen's edge.
        case offScreen = "off-screen"
        /// Content below the screen's bottom outside any scroll view: cut off, never seen.
        case clipped
        /// A value or constraint that could not be read (from the document).
        case unreadable
    }

    public var kind: Kind
    public var file: String
    public var line: Int
    public var message: String

    public var description: String { "\(file):\(line): \(kind.rawValue): \(message)" }
}
