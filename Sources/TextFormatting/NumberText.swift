import Foundation

/// Numbers as TypeFit prints them, one rule for every output (messages, reports, tables, JSON):
/// rounded half away from zero to at most `decimals` decimals, no trailing zeros, never `-0`.
///
/// How many decimals is the caller's choice, by what the number is: 2 for sizes in a report's
/// sentences, 3 for a measured width, 4 for table cells and UIFontMetrics multipliers.
package enum NumberText {
    /// `17` -> "17", `32.5` -> "32.5", `16.3333` -> "16.333" (with `decimals` 3).
    package static func short(_ value: Double, decimals: Int = 3) -> String {
        // Past 1e15 a Double has no decimals left to round, and scaling it by 10^decimals could
        // overflow (1e308 was printed "inf"): its shortest form ("1e+308").
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        let factor = pow(10, Double(decimals))
        let scaled = (value * factor).rounded()
        let rounded = scaled / factor
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        // The digits of `scaled` itself, without `String(format:)` (8,000 instructions a number:
        // most of writing a JSON report's findings; callgrind, issue 14). Below 2^50 the
        // double nearest `scaled / factor` is within an eighth of the last decimal, so the
        // formatted text below has exactly these digits.
        if (0...9).contains(decimals), abs(scaled) < 0x1p50 {
            let magnitude = String(Int(abs(scaled)))
            let padded = String(repeating: "0", count: max(0, decimals + 1 - magnitude.count)) + magnitude
            var fraction = padded.suffix(decimals)
            while fraction.last == "0" { fraction.removeLast() }
            return (scaled < 0 ? "-" : "") + padded.dropLast(decimals) + (fraction.isEmpty ? "" : "." + fraction)
        }
        var text = String(format: "%.\(decimals)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `value` with exactly `decimals` decimals: 0.909 -> "0.9090" (for multipliers).
    package static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return String(value) }
        return String(format: "%.\(decimals)f", value)
    }

    /// An auto-shrink scale with two decimals, rounded down: 0.7861 -> "0.78". The text was
    /// measured to fit at the scale itself, so a shown scale never claims more room than that.
    package static func scale(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        let hundredths = Int((value * 100).rounded(.down))
        let fraction = String(hundredths % 100)
        return "\(hundredths / 100)." + String(repeating: "0", count: 2 - fraction.count) + fraction
    }
}
