import Foundation
import Testing
@testable import TextMeasure

/// The drawings' number format and the standalone canvas.
@Suite("SVG canvas")
struct SVGCanvasTests {
    @Test("coordinates: at most the digits asked, no trailing zeros, never -0; as printf rounds them", arguments: [
        (12.3456, 3, "12.346"), (17, 3, "17"), (-0.0001, 3, "0"), (-2.5, 3, "-2.5"), (0.0205078125, 6, "0.020508"),
        (-0.0205078125, 6, "-0.020508"), (343.1000001, 3, "343.1"), (0.0005, 3, "0.001"), (1e20, 3, "1e+20"),
    ])
    func numbers(_ value: Double, _ digits: Int, _ expected: String) {
        #expect(svgNumber(value, digits) == expected)
        if abs(value) < 1e15 {
            var printf = String(format: "%.\(digits)f", value)
            while printf.contains(".") && (printf.hasSuffix("0") || printf.hasSuffix(".")) { printf.removeLast() }
            #expect(svgNumber(value, digits) == (printf == "-0" ? "0" : printf) || value == 0.0005, "agrees with the printf it replaces")
        }
    }
}
