/// An attribute of a view's frame that a constraint relates (`NSLayoutConstraint.Attribute`),
/// as Interface Builder spells it.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline = "baseline", firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The attribute Interface Builder writes (`baseline` is also read as `lastBaseline`).
    public init?(interfaceBuilder text: String) {
        if text == "lastBaseline" { self = .lastBaseline; return }
        self.init(rawValue: text)
    }

    /// Along which axis the attribute lies.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }

    /// An edge or a margin (not a centre, a size or a baseline).
    public var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
             .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// A size, not a position: a constraint of one alone is a constant.
    public var isSize: Bool { self == .width || self == .height }
}

/// `<=`, `==` or `>=`.
public enum LayoutRelation: String, Sendable, Hashable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}
