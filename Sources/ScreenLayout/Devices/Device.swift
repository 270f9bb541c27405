import TextFormatting
import TextMeasure

/// A screen a layout is solved on: its size in points, its scale and its safe area.
public struct Device: Sendable, Hashable {
    /// Which kind of device: the default layout margins and size classes differ.
    public enum Family: String, Sendable, Hashable {
        case iphone, ipad
    }

    public enum Orientation: String, Sendable, Hashable, CaseIterable {
        case portrait, landscape
    }

    /// The marketing name (`iPhone SE (3rd generation)`).
    public var name: String
    /// Short names a user may type (`SE`, `16ProMax`).
    public var aliases: [String]
    public var family: Family
    /// The screen in points in `orientation`.
    public var width: Double
    public var height: Double
    /// Pixels per point: frames of views with intrinsic sizes round up to it.
    public var scale: Int
    public var orientation: Orientation
    /// The safe area of a full-screen view controller's root view, with no bars.
    public var safeArea: EdgeInsets
    /// Where the numbers come from (`High`, `Med`, `Low`: see Tables/SOURCES.md).
    public var confidence: String
    /// Whether Apple sells or supports it as current (devices listed first).
    public var isCurrent: Bool

    public init(name: String, aliases: [String] = [], family: Family, width: Double, height: Double, scale: Int,
                orientation: Orientation = .portrait, safeArea: EdgeInsets = EdgeInsets(), confidence: String = "High", isCurrent: Bool = true) {
        self.name = name
        self.aliases = aliases
        self.family = family
        self.width = width
        self.height = height
        self.scale = scale
        self.orientation = orientation
        self.safeArea = safeArea
        self.confidence = confidence
        self.isCurrent = isCurrent
    }

    /// The horizontal size class: compact on every iPhone in portrait and on the iPhones
    /// narrower than 414 pt in landscape, regular on iPads (full screen) and on the Plus and Max
    /// iPhones in landscape (Apple HIG, Layout > Device size classes).
    public var isRegularWidth: Bool {
        family == .ipad || (orientation == .landscape && min(width, height) >= 414)
    }

    /// The system's minimum layout margins of a view controller's root view on its leading
    /// and trailing sides: 16 pt in a compact width on screens narrower than 400 pt, 20 pt
    /// otherwise (UIKit's `systemMinimumLayoutMargins`; checked against the frames Xcode saves
    /// in storyboards: 16 at 375 and 393 pt, 20 at 414 pt).
    public var rootLayoutMargin: Double {
        (isRegularWidth || width >= 400) ? 20 : 16
    }

    /// The same device turned to `orientation`: the sizes swapped, the safe area as UIKit
    /// gives it there.
    func turned(to orientation: Orientation, landscapeSafeArea: EdgeInsets) -> Device {
        guard orientation != self.orientation else { return self }
        var device = self
        device.orientation = orientation
        (device.width, device.height) = (height, width)
        device.safeArea = landscapeSafeArea
        return device
    }

    /// `iPhone SE (3rd generation), 375 x 667 pt @2x, portrait`.
    public var summary: String {
        "\(name), \(NumberText.short(width)) x \(NumberText.short(height)) pt @\(scale)x, \(orientation.rawValue)"
    }
}
