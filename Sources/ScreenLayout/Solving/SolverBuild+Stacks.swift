import TextMeasure
import Cassowary

/// `UIStackView`'s constraints for its arranged subviews.
///
/// Along the axis the first view starts at the stack's start and the last ends at its end;
/// between them the spacing (exactly, or at least it with equal gaps or equally spaced centres
/// for `equalSpacing` and `equalCentering`); `fillEqually` makes the sizes equal and
/// `fillProportionally` proportional to the intrinsic sizes. Across the axis each view fills
/// the stack or is aligned to one side or the centre, never larger than the stack, which then
/// fits its largest view (at priority 49, below any hugging). Hidden arranged views take no room.
extension SolverBuild {
    mutating func constrainStack(_ index: Int) {
        guard let stack = screen.views[index].stack else { return }
        let arranged = screen.views[index].children.filter { !screen.views[$0].isHidden }
        let what = "\(screen.views[index].name)'s arrangement"
        let inset = stack.isLayoutMarginsRelative ? margins[index] : EdgeInsets()
        let s = frames[index]
        // Along and across, as (start, length) expressions of the stack's content box.
        let box = (left: s.left + inset.left, top: s.top + inset.top,
                   width: s.width - (inset.left + inset.right), height: s.height - (inset.top + inset.bottom))
        func along(_ v: Int) -> (start: Expression, size: Expression) {
            stack.isVertical ? (Expression(frames[v].top), Expression(frames[v].height)) : (Expression(frames[v].left), Expression(frames[v].width))
        }
        func across(_ v: Int) -> (start: Expression, size: Expression) {
            stack.isVertical ? (Expression(frames[v].left), Expression(frames[v].width)) : (Expression(frames[v].top), Expression(frames[v].height))
        }
        let stackAlong = stack.isVertical ? (start: box.top, size: box.height) : (start: box.left, size: box.width)
        let stackAcross = stack.isVertical ? (start: box.left, size: box.width) : (start: box.top, size: box.height)
        guard let first = arranged.first, let last = arranged.last else {
            prefer(stackAlong.size == 0, priority: 49, what)
            prefer(stackAcross.size == 0, priority: 49, what)
            return
        }
        require(along(first).start == stackAlong.start, what)
        require(along(last).start + along(last).size == stackAlong.start + stackAlong.size, what)
        var gaps: [Expression] = []
        for (previous, next) in zip(arranged, arranged.dropFirst()) {
            let gap = along(next).start - (along(previous).start + along(previous).size)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                require(gap == stack.spacing, what)
            case .equalSpacing:
                require(gap >= stack.spacing, what)
                gaps.append(gap)
            case .equalCentering:
                require(gap >= stack.spacing, what)
                gaps.append(along(next).start + along(next).size * 0.5 - (along(previous).start + along(previous).size * 0.5))
            }
        }
        for gap in gaps.dropFirst() { require(gap == gaps[0], what) }
        if !gaps.isEmpty { prefer(gaps[0] == stack.spacing, priority: 49, what) }
        switch stack.distribution {
        case .fillEqually:
            for view in arranged.dropFirst() { require(along(view).size == along(first).size, what) }
        default: break
        }
        for view in arranged {
            let a = across(view)
            switch stack.alignment {
            case .fill:
                require(a.start == stackAcross.start, what)
                require(a.size == stackAcross.size, what)
            case .leading, .top, .firstBaseline:
                require(a.start == stackAcross.start, what)
                require(a.start + a.size <= stackAcross.start + stackAcross.size, what)
            case .trailing, .bottom, .lastBaseline:
                require(a.start + a.size == stackAcross.start + stackAcross.size, what)
                require(a.start >= stackAcross.start, what)
            case .center:
                require(a.start + a.size * 0.5 == stackAcross.start + stackAcross.size * 0.5, what)
                require(a.start >= stackAcross.start, what)
            }
        }
        if stack.alignment != .fill { prefer(stackAcross.size == 0, priority: 49, what) }
    }

    /// `fillProportionally`: sizes along the axis in proportion to the intrinsic sizes at the
    /// category (at priority 999), made again for each category.
    mutating func constrainStackProportions(_ index: Int) {
        guard let stack = screen.views[index].stack else { return }
        let arranged = screen.views[index].children.filter { !screen.views[$0].isHidden }
        func size(_ v: Int) -> Expression { stack.isVertical ? Expression(frames[v].height) : Expression(frames[v].width) }
        let sizes = arranged.map { v in (stack.isVertical ? intrinsic[v]?.height : intrinsic[v]?.width) ?? 0 }
        guard let first = arranged.first, let base = sizes.first, base > 0 else { return }
        for (view, length) in zip(arranged, sizes).dropFirst() where length > 0 {
            if let id = prefer(size(view) * base == size(first) * length, priority: 999, named: .proportions(stack: index)) {
                categoryConstraints.append(id)
            }
        }
    }
}
