import Cassowary
import TextFormatting
import TextMeasure

/// The document's constraints, as expressions over the views' variables.
extension SolverBuild {
    /// A rectangle as four expressions: a view's frame, or a layout guide's.
    typealias Box = (left: Expression, top: Expression, width: Expression, height: Expression)

    mutating func add(_ constraint: LayoutConstraint) {
        guard let first = expression(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem, line: constraint.line) else { return }
        var rhs = Expression(constant: constraint.constant)
        if let secondItem = constraint.secondItem, let attribute = constraint.secondAttribute {
            guard let second = expression(secondItem, attribute, other: constraint.firstItem, line: constraint.line) else { return }
            rhs = second * constraint.multiplier + constraint.constant
        }
        let relation: Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        var expression = first - rhs
        // Auto Layout relates two positions in the coordinates of the view that holds the
        // constraint (the items' nearest common ancestor), which is at its own origin there: a
        // subview's `superview.centerX == 1.6 x button.centerX` puts the button at 1 / 1.6 of
        // the superview's width wherever the superview is (pocket-casts' VideoViewController
        // saves exactly that). The variables are in the root's coordinates, so with a
        // multiplier other than 1 the ancestor's origin no longer cancels and is taken out.
        if constraint.multiplier != 1, let secondItem = constraint.secondItem, let attribute = constraint.secondAttribute,
           !constraint.firstAttribute.isSize, !attribute.isSize,
           let container = commonAncestor(constraint.firstItem, secondItem), container != 0 {
            let origin = constraint.firstAttribute.isHorizontal ? frames[container].left : frames[container].top
            expression = expression - Expression(origin) * (1 - constraint.multiplier)
        }
        let made = Constraint(expression, relation, strength: Self.strength(constraint.priority))
        do {
            _ = try addToSolver(made)
        } catch {
            findings.append(LayoutFinding(
                kind: .unsatisfiable, file: file, line: constraint.line,
                message: "constraint \(constraint.id) (\(describe(constraint))) contradicts the required constraints before it on \(device.name): UIKit breaks one of them and logs \"Unable to simultaneously satisfy constraints\""))
        }
    }

    /// The nearest view that is `first` or `second` or holds both (a layout guide counts as
    /// its view).
    func commonAncestor(_ first: String, _ second: String) -> Int? {
        func view(_ id: String) -> Int? { screen.index(of: id) ?? screen.guides[id]?.view }
        guard let a = view(first), let b = view(second) else { return nil }
        var chain = Set<Int>()
        var cursor: Int? = a
        while let current = cursor { chain.insert(current); cursor = screen.views[current].parent }
        cursor = b
        while let current = cursor {
            if chain.contains(current) { return current }
            cursor = screen.views[current].parent
        }
        return nil
    }

    /// `label.leading == superview.leadingMargin + 20`.
    func describe(_ constraint: LayoutConstraint) -> String {
        func item(_ id: String) -> String {
            if let index = screen.index(of: id) { return "\(screen.views[index].element) \(id)" }
            if let guide = screen.guides[id] { return "\(screen.views[guide.view].id).\(guide.kind.rawValue)" }
            return id
        }
        func number(_ value: Double) -> String { NumberText.short(value, decimals: 3) }
        let relation = switch constraint.relation { case .equal: "=="; case .lessThanOrEqual: "<="; case .greaterThanOrEqual: ">=" }
        var text = "\(item(constraint.firstItem)).\(constraint.firstAttribute.rawValue) \(relation) "
        if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
            text += "\(item(second)).\(attribute.rawValue)"
            if constraint.multiplier != 1 { text += " x \(number(constraint.multiplier))" }
            if constraint.constant != 0 { text += " \(constraint.constant < 0 ? "-" : "+") \(number(abs(constraint.constant)))" }
        } else {
            text += number(constraint.constant)
        }
        if !constraint.isRequired { text += " @\(Int(constraint.priority))" }
        return text
    }

    /// The expression of `attribute` of the view or guide `id`. `other` is the constraint's
    /// other item: a scroll view's edges and margins, related to its own subview, mean its
    /// content area; its centre and size mean its frame (Apple, TN2154).
    mutating func expression(_ id: String, _ attribute: LayoutAttribute, other: String?, line: Int) -> Expression? {
        if let index = screen.index(of: id) {
            var box = frames[index]
            if screen.views[index].isScrollView, attribute.isEdge, let other, let child = screen.index(of: other),
               screen.views[child].parent == index {
                box = contentArea(of: index)
            }
            if let direct = attributeExpression(attribute, left: box.left, top: box.top, width: box.width, height: box.height, view: index) {
                return direct
            }
            return attributeExpression(attribute, of: (Expression(box.left), Expression(box.top), Expression(box.width), Expression(box.height)), view: index)
        }
        if let guide = screen.guides[id] {
            return attributeExpression(attribute, of: guideBox(guide), view: nil)
        }
        findings.append(LayoutFinding(kind: .unreadable, file: file, line: line,
                                      message: "a constraint names '\(id)', which is no view or layout guide of this screen; the constraint is left out"))
        return nil
    }

    /// A scroll view's content area: it starts at the scroll view's origin (scrolled to the
    /// top) and is as large as the constraints to it make it.
    mutating func contentArea(of index: Int) -> (left: Variable, top: Variable, width: Variable, height: Variable) {
        if let area = contentAreas[index] { return area }
        let id = screen.views[index].id
        let area = reusableContentAreas[index]
            ?? (solver.makeVariable("\(id).content.left"), solver.makeVariable("\(id).content.top"),
                solver.makeVariable("\(id).content.width"), solver.makeVariable("\(id).content.height"))
        require(area.0 == frames[index].left, "the scroll view's content origin")
        require(area.1 == frames[index].top, "the scroll view's content origin")
        require(area.2 >= 0, "the content's size")
        require(area.3 >= 0, "the content's size")
        contentAreas[index] = area
        return area
    }

    mutating func guideBox(_ guide: LayoutGuide) -> Box {
        let f = frames[guide.view]
        let safe = safeInsets[guide.view]
        switch guide.kind {
        case .safeArea:
            return (f.left + safe.left, f.top + safe.top, f.width - (safe.left + safe.right), f.height - (safe.top + safe.bottom))
        case .content:
            let area = contentArea(of: guide.view)
            return (Expression(area.left), Expression(area.top), Expression(area.width), Expression(area.height))
        case .frame:
            return (Expression(f.left), Expression(f.top), Expression(f.width), Expression(f.height))
        case .topLayoutGuide:
            return (Expression(f.left), Expression(f.top), Expression(f.width), Expression(constant: safe.top))
        case .bottomLayoutGuide:
            return (Expression(f.left), f.top + f.height - safe.bottom, Expression(f.width), Expression(constant: safe.bottom))
        }
    }

    /// ``attributeExpression(_:of:view:)`` of a box of variables, made as one array of terms
    /// (the same terms in the same order, and the same constants to the bit), for the
    /// attributes most constraints name; nil for the others (within margins, baselines). The
    /// expressions of the general form, four of them per item and then summed, were half of
    /// adding a document's constraint (callgrind).
    func attributeExpression(_ attribute: LayoutAttribute, left: Variable, top: Variable, width: Variable, height: Variable, view: Int) -> Expression? {
        func sum(_ a: Variable, _ b: Variable, _ c: Double, _ constant: Double = 0) -> Expression {
            Expression([Term(a, 1), Term(b, c)], constant: constant)
        }
        let m = margins[view]
        switch attribute {
        case .left, .leading: return Expression(left)
        case .right, .trailing: return sum(left, width, 1)
        case .top: return Expression(top)
        case .bottom: return sum(top, height, 1)
        case .width: return Expression(width)
        case .height: return Expression(height)
        case .centerX: return sum(left, width, 0.5)
        case .centerY: return sum(top, height, 0.5)
        case .leftMargin, .leadingMargin: return Expression([Term(left, 1)], constant: 0 + m.left)
        case .rightMargin, .trailingMargin: return sum(left, width, 1, 0 + -m.right)
        case .topMargin: return Expression([Term(top, 1)], constant: 0 + m.top)
        case .bottomMargin: return sum(top, height, 1, 0 + -m.bottom)
        case .centerXWithinMargins, .centerYWithinMargins, .firstBaseline, .lastBaseline: return nil
        }
    }

    /// Leading is left and trailing right: layouts are solved left to right (an RTL language
    /// mirrors the frames, not the widths).
    func attributeExpression(_ attribute: LayoutAttribute, of box: Box, view: Int?) -> Expression {
        let m = view.map { margins[$0] } ?? EdgeInsets()
        switch attribute {
        case .left, .leading: return box.left
        case .right, .trailing: return box.left + box.width
        case .top: return box.top
        case .bottom: return box.top + box.height
        case .width: return box.width
        case .height: return box.height
        case .centerX: return box.left + box.width * 0.5
        case .centerY: return box.top + box.height * 0.5
        case .leftMargin, .leadingMargin: return box.left + m.left
        case .rightMargin, .trailingMargin: return box.left + box.width - m.right
        case .topMargin: return box.top + m.top
        case .bottomMargin: return box.top + box.height - m.bottom
        case .centerXWithinMargins: return box.left + m.left + (box.width - (m.left + m.right)) * 0.5
        case .centerYWithinMargins: return box.top + m.top + (box.height - (m.top + m.bottom)) * 0.5
        case .firstBaseline, .lastBaseline:
            // A text's baseline: its line's ascender below the top of the text, which UILabel
            // centres in its frame; any other view's baseline is its bottom.
            guard let view, let text = texts[view] else { return box.top + box.height }
            let ascender = text.lineHeight * 1950 / 2444
            let textHeight = intrinsic[view]?.height ?? text.lineHeight
            if attribute == .firstBaseline { return box.top + box.height * 0.5 - textHeight * 0.5 + ascender }
            return box.top + box.height * 0.5 + textHeight * 0.5 - (text.lineHeight - ascender)
        }
    }
}
