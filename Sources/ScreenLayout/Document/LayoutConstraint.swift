/// One `<constraint>` of an Interface Builder document.
///
/// `firstItem * 1 (relation) secondItem.attribute * multiplier + constant`, at `priority`
/// (1000 is required). A constraint with no `firstItem` belongs to the view that holds it
/// (its `<constraints>` element's view); one with no `secondItem` relates a size to a constant.
public struct LayoutConstraint: Sendable, Hashable {
    /// The constraint's Interface Builder id.
    public var id: String
    /// The line of its `<constraint>` element.
    public var line: Int
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    /// 1 to 1000; 1000 is required.
    public var priority: Double
    /// Where it comes from when Interface Builder did not write it: the stack view that makes
    /// it, a view's autoresizing mask, a view's intrinsic size.
    public var origin: Origin = .document
    /// Its size-class variations: the constant it has for some traits.
    public var variations: [SizeClassVariation] = []

    public enum Origin: Sendable, Hashable {
        /// Written in the document.
        case document
        /// Made by a stack view for its arranged subviews (`UIStackView`'s own constraints).
        case stackView(String)
        /// Made from a view's frame and autoresizing mask
        /// (`translatesAutoresizingMaskIntoConstraints`).
        case autoresizing(String)
    }

    public init(id: String, line: Int, firstItem: String, firstAttribute: LayoutAttribute, relation: LayoutRelation = .equal,
                secondItem: String? = nil, secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: Double = 1000, origin: Origin = .document) {
        self.id = id
        self.line = line
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
    }

    public var isRequired: Bool { priority >= 1000 }
}
