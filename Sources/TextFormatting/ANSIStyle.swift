/// Terminal colours and weights (ECMA-48 SGR parameters), the one painter of the CLI's messages
/// and the text report.
///
/// Whether to paint is the caller's decision: only on a terminal, and not when `NO_COLOR` is set
/// (https://no-color.org) or `TERM` is `dumb`.
package enum ANSIStyle: String, Sendable {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"

    /// `text` in `styles`, reset after it; unchanged when `enabled` is false, or when there is
    /// no style or no text.
    package static func paint(_ text: String, _ styles: [ANSIStyle], enabled: Bool = true) -> String {
        guard enabled, !styles.isEmpty, !text.isEmpty else { return text }
        return "\u{1B}[" + styles.map(\.rawValue).joined(separator: ";") + "m" + text + "\u{1B}[0m"
    }
}
