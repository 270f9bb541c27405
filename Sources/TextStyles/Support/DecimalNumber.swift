/// A decimal number as a person writes one: `17`, `-0.5`, `.5`, `1e3`, with an optional sign.
///
/// Swift's `Double(_:)` also reads hexadecimal (`0x10` is 16), `nan`, `inf` and `infinity`;
/// command-line values and tables are decimal, so those are refused (`nil`), as is anything
/// around the number (spaces included).
package func parseDecimal(_ text: some StringProtocol) -> Double? {
    var sawDigit = false, sawPoint = false, sawExponent = false, exponentDigits = false
    var previous: Character?
    for (offset, character) in text.enumerated() {
        switch character {
        case "0"..."9":
            if sawExponent { exponentDigits = true } else { sawDigit = true }
        case "+", "-":
            guard offset == 0 || previous == "e" || previous == "E" else { return nil }
        case ".":
            guard !sawPoint, !sawExponent else { return nil }
            sawPoint = true
        case "e", "E":
            guard sawDigit, !sawExponent else { return nil }
            sawExponent = true
        default:
            return nil
        }
        previous = character
    }
    guard sawDigit, !sawExponent || exponentDigits else { return nil }
    return Double(String(text))
}
