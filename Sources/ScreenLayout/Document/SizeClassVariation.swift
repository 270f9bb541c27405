/// A size class: how much room a trait environment has on one axis (UIKit's
/// `UIUserInterfaceSizeClass`).
public enum SizeClass: String, Sendable, Hashable {
    case compact, regular
}

/// The horizontal and vertical size classes of a screen.
public struct SizeClassTraits: Sendable, Hashable, CustomStringConvertible {
    public var width: SizeClass
    public var height: SizeClass

    public init(width: SizeClass, height: SizeClass) {
        self.width = width
        self.height = height
    }

    /// `compact width, regular height`.
    public var description: String { "\(width.rawValue) width, \(height.rawValue) height" }
}

extension Device {
    /// The device's size classes, full screen: an iPad is regular in both; an iPhone is compact
    /// in width except the Plus and Max iPhones in landscape, and regular in height in portrait,
    /// compact in landscape (Apple HIG, Layout > Device size classes).
    public var sizeClasses: SizeClassTraits {
        SizeClassTraits(width: isRegularWidth ? .regular : .compact,
                        height: family == .ipad || orientation == .portrait ? .regular : .compact)
    }
}

/// One `<variation key="...">` of a view or a constraint: what Interface Builder's "Vary for
/// Traits" changes for one combination of size classes.
///
/// `key="default"` is the base (any width, any height); `heightClass=compact`,
/// `widthClass=regular` and `heightClass=regular-widthClass=regular` name the traits it is for.
/// A view's variation installs or uninstalls constraints and subviews
/// (`<mask key="constraints">` / `<mask key="subviews">` with `<include>` and `<exclude>`) and
/// may change a stack view's arrangement; a constraint's changes its constant.
public struct SizeClassVariation: Sendable, Hashable {
    /// The width and height classes it is for; nil is any.
    public var width: SizeClass?
    public var height: SizeClass?
    public var line: Int
    public var includedConstraints: [String] = []
    public var excludedConstraints: [String] = []
    public var includedSubviews: [String] = []
    public var excludedSubviews: [String] = []
    /// A constraint's constant for these traits.
    public var constant: Double?
    /// A stack view's axis (`vertical` true), distribution, alignment and spacing for these
    /// traits.
    public var isVertical: Bool?
    public var distribution: StackArrangement.Distribution?
    public var alignment: StackArrangement.Alignment?
    public var spacing: Double?

    /// Reads a variation's key; nil for one Interface Builder does not write.
    public init?(key: String, line: Int) {
        self.line = line
        guard key != "default" else { return }
        for part in key.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", omittingEmptySubsequences: false)
            guard pair.count == 2, let value = SizeClass(rawValue: String(pair[1])) else { return nil }
            switch pair[0] {
            case "widthClass" where width == nil: width = value
            case "heightClass" where height == nil: height = value
            default: return nil
            }
        }
    }

    /// Whether it applies on a screen of `traits`: every trait it names matches.
    public func applies(to traits: SizeClassTraits) -> Bool {
        (width == nil || width == traits.width) && (height == nil || height == traits.height)
    }

    /// How many traits it names: a more specific variation is applied after (over) a less
    /// specific one, the default first.
    public var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

    /// The variations among `variations` that apply to `traits`, least specific first (document
    /// order among equals).
    static func applying(_ variations: [SizeClassVariation], to traits: SizeClassTraits) -> [SizeClassVariation] {
        variations.enumerated().filter { $0.element.applies(to: traits) }
            .sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }
            .map(\.element)
    }
}

extension LayoutScreen {
    /// Whether any view or constraint varies with the size class.
    public var hasSizeClassVariations: Bool {
        views.contains { !$0.variations.isEmpty } || constraints.contains { !$0.variations.isEmpty }
    }

    /// The screen as installed on a screen of `traits`: the constraints and subviews the
    /// variations uninstall there left out (a subview with its subtree, and every constraint
    /// naming one of them), constants and stack arrangements as varied there.
    ///
    /// An uninstalled view stays in `views` (indices are kept, so results line up with the
    /// document) with ``LayoutView/isInstalled`` false and hidden: it takes no place in a stack
    /// and no constraint names it. Applying it again for the same traits changes nothing.
    public func installed(for traits: SizeClassTraits) -> LayoutScreen {
        guard hasSizeClassVariations else { return self }
        var screen = self
        var constraintInstalled: [String: Bool] = [:]
        var viewInstalled: [String: Bool] = [:]
        for index in screen.views.indices {
            for variation in SizeClassVariation.applying(screen.views[index].variations, to: traits) {
                for id in variation.excludedConstraints { constraintInstalled[id] = false }
                for id in variation.includedConstraints { constraintInstalled[id] = true }
                for id in variation.excludedSubviews { viewInstalled[id] = false }
                for id in variation.includedSubviews { viewInstalled[id] = true }
                guard var stack = screen.views[index].stack else { continue }
                if let vertical = variation.isVertical { stack.isVertical = vertical }
                if let distribution = variation.distribution { stack.distribution = distribution }
                if let alignment = variation.alignment { stack.alignment = alignment }
                if let spacing = variation.spacing { stack.spacing = spacing }
                screen.views[index].stack = stack
            }
        }
        // A view is installed when it and every superview are.
        var removed = Set<String>()
        for index in screen.views.indices {
            let parentRemoved = screen.views[index].parent.map { !screen.views[$0].isInstalled } ?? false
            if parentRemoved || viewInstalled[screen.views[index].id] == false {
                screen.views[index].isInstalled = false
                screen.views[index].isHidden = true
            }
            if !screen.views[index].isInstalled { removed.insert(screen.views[index].id) }
        }
        for (id, guide) in screen.guides where !screen.views[guide.view].isInstalled { removed.insert(id) }
        screen.constraints = screen.constraints.compactMap { constraint in
            guard constraintInstalled[constraint.id] != false, !removed.contains(constraint.firstItem),
                  !(constraint.secondItem.map(removed.contains) ?? false) else { return nil }
            var constraint = constraint
            for variation in SizeClassVariation.applying(constraint.variations, to: traits) {
                if let constant = variation.constant { constraint.constant = constant }
            }
            return constraint
        }
        return screen
    }
}
