import Foundation

/// Numbers as TypeFit prints them: no trailing zeros, at most a few decimals.
enum NumberText {
    /// `17` -> "17", `32.5` -> "32.5", `16.3333` -> "16.333" (with `decimals` 3).
    static func short(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return String(value) }
        let factor = pow(10, Double(decimals))
        let rounded = (value * factor).rounded() / factor
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.\(decimals)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `value` with exactly `decimals` decimals: 0.909 -> "0.9090" (for multipliers).
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return String(value) }
        return String(format: "%.\(decimals)f", value)
    }
}
