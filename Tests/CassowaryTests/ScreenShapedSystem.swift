import Cassowary

/// A screen-sized Auto Layout system, built the way an Interface Builder screen is: `rows`
/// rows of `columns` views inside a root view; each view has left, top, width and height;
/// widths and heights >= 0 with hugging (250) and compression resistance (750) around an
/// intrinsic size; each view is 8 points after its left neighbour (or the root's margin) and
/// below the row above; the last view of a row ends within the root's trailing margin
/// (priority 999); the root is a device's width and height. 10 rows of 10 views: 402
/// variables and 902 constraints; 10 rows of 20: 802 and 1,792.
struct ScreenShapedSystem {
    struct View {
        var left, top, width, height: Variable
    }

    let solver = Solver()
    var views: [[View]] = []
    var rootWidth: Variable
    var rootHeight: Variable
    private(set) var constraints = 0

    /// `width: nil` leaves the root's width to the caller (an edit variable, say).
    init(rows: Int, columns: Int, width: Double? = 390, height: Double = 844, intrinsic: (Int, Int) -> (Double, Double)) throws {
        rootWidth = solver.makeVariable("root.width")
        rootHeight = solver.makeVariable("root.height")
        if let width { try add(rootWidth == width) }
        try add(rootHeight == height)
        for row in 0..<rows {
            var line: [View] = []
            for column in 0..<columns {
                let view = View(left: solver.makeVariable("v\(row).\(column).left"), top: solver.makeVariable("v\(row).\(column).top"),
                                width: solver.makeVariable("v\(row).\(column).width"),
                                height: solver.makeVariable("v\(row).\(column).height"))
                let (w, h) = intrinsic(row, column)
                try add(view.width >= 0)
                try add(view.height >= 0)
                try add((view.width <= w) | Strength(250))
                try add((view.width >= w) | Strength(750))
                try add((view.height <= h) | Strength(250))
                try add((view.height >= h) | Strength(750))
                if let previous = line.last {
                    try add(view.left == previous.left + previous.width + 8)
                } else {
                    try add(view.left == 16)
                }
                if row > 0 {
                    let above = views[row - 1][column]
                    try add(view.top >= above.top + above.height + 8)
                    try add((view.top == above.top + above.height + 8) | Strength(500))
                } else {
                    try add(view.top == 44)
                }
                line.append(view)
            }
            let last = line.last!
            try add((last.left + last.width <= rootWidth - 16) | Strength(999))
            views.append(line)
        }
    }

    private mutating func add(_ constraint: Constraint) throws {
        try solver.add(constraint)
        constraints += 1
    }
}
