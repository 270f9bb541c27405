import Testing
@testable import Cassowary

/// Screen-sized and larger systems: correct values at the size Auto Layout screens have.
@Suite struct StressTests {
    /// 10 rows of 20 views: 802 variables, 1,792 constraints (with the 208 below, 2,000).
    @Test func twoThousandConstraints() throws {
        var screen = try ScreenShapedSystem(rows: 10, columns: 20) { row, column in
            (Double(10 + (row + column) % 5), Double(20 + row % 3))
        }
        let solver = screen.solver
        // Each row's intrinsic widths (10...14, plus 8 spacing) overflow 390 - 32 points; the
        // trailing margin (999) beats compression (750), so the row shrinks by its overflow.
        for row in screen.views {
            let last = row.last!
            let trailing = solver.value(of: last.left) + solver.value(of: last.width)
            #expect(abs(trailing - 374) < 1e-9)
            for view in row {
                #expect(solver.value(of: view.width) >= -1e-9)
            }
        }
        // Equal heights per row and tops that follow: 44, then + height + 8.
        var top = 44.0
        for (index, row) in screen.views.enumerated() {
            #expect(abs(solver.value(of: row[0].top) - top) < 1e-9)
            top += Double(20 + index % 3) + 8
        }
        // 208 more: a fixed width for the first 200 views and 8 required bounds.
        var ids: [ConstraintID] = []
        for view in screen.views.joined().prefix(200) {
            ids.append(try solver.add((view.width == 12) | .strong))
        }
        for row in screen.views.prefix(8) {
            ids.append(try solver.add(row[0].width <= 11))
        }
        #expect(screen.constraints + ids.count == 2_000)
        #expect(solver.constraintCount == 2_000)
        for row in screen.views.prefix(8) {
            #expect(solver.value(of: row[0].width) <= 11 + 1e-9)
        }
        for id in ids.reversed() { try solver.remove(id) }
        let first = screen.views[0]
        #expect(abs(solver.value(of: first.last!.left) + solver.value(of: first.last!.width) - 374) < 1e-9)
        screen.views = []
    }
}
