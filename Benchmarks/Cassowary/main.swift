// The Cassowary solver's timing on screen-shaped systems (docs/cassowary.md). Built and run by
// Benchmarks/Cassowary/run.sh, which compiles it with the module's sources and the test
// target's ScreenShapedSystem (-O, whole module): no package target, so no Package.swift entry.
import Foundation

let clock = ContinuousClock()
var sink = 0.0

func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.2f ms", (Double(seconds) + Double(attoseconds) * 1e-18) * 1000)
}

/// One screen solved 36 times (12 categories x 3 devices): a new solver per solve, intrinsic
/// sizes changing with the category and the root's width with the device.
for (rows, columns) in [(10, 10), (10, 20)] {
    var solves: [Duration] = []
    var ambiguity: [Duration] = []
    var constraints = 0, variables = 0, ambiguous = 0
    for device in [375.0, 390, 430] {
        for category in 0..<12 {
            let start = clock.now
            let screen = try ScreenShapedSystem(rows: rows, columns: columns, width: device) { row, column in
                (Double(20 + (row * 7 + column * 13) % 80) * (1 + Double(category) / 10), Double(17 + category * 2))
            }
            solves.append(clock.now - start)
            let variablesOfViews = screen.views.joined().flatMap { [$0.left, $0.top, $0.width, $0.height] }
            let ambiguityStart = clock.now
            ambiguous = screen.solver.ambiguousVariables(among: variablesOfViews).count
            ambiguity.append(clock.now - ambiguityStart)
            sink += screen.solver.value(of: screen.views[rows - 1][columns - 1].width)
            constraints = screen.constraints
            variables = screen.solver.variableCount
        }
    }
    let total = solves.reduce(Duration.zero, +)
    solves.sort()
    ambiguity.sort()
    print("\(rows)x\(columns) views: \(variables) variables, \(constraints) constraints; 36 solves: "
        + "median \(milliseconds(solves[18])), min \(milliseconds(solves[0])), max \(milliseconds(solves[35])), "
        + "total \(milliseconds(total)); ambiguousVariables over \(variables - 2): median \(milliseconds(ambiguity[18])) "
        + "(\(ambiguous) ambiguous)")
}

/// The same screen kept in one solver, the root's width an edit variable: a device change is a
/// suggestion (the dual simplex) instead of a rebuild.
do {
    let screen = try ScreenShapedSystem(rows: 10, columns: 20, width: nil) { row, column in
        (Double(20 + (row * 7 + column * 13) % 80), 17)
    }
    let solver = screen.solver
    var suggestions: [Duration] = []
    let editable = screen.rootWidth
    try solver.addEditVariable(editable, strength: .strong)
    for round in 0..<36 {
        let start = clock.now
        try solver.suggestValue([320.0, 375, 390, 430, 744, 1024][round % 6], for: editable)
        suggestions.append(clock.now - start)
        sink += solver.value(of: screen.views[9][19].width)
    }
    suggestions.sort()
    print("10x20 views, the device width suggested 36 times: median \(milliseconds(suggestions[18])), max \(milliseconds(suggestions[35]))")
}
print("(checksum \(sink))")
