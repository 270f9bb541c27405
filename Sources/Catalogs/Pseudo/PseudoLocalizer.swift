import Foundation

/// Pseudo-localizes `text`, leaving format specifiers, `%#@name@`, tags, `{placeholders}` and
/// escape sequences untouched (see `protectedSegments`), and the parts of it in `keeping` (text
/// marked not to translate, such as Android's `<xliff:g>`), which count as placeholders.
///
/// How each mode reads Xcode's pseudolanguage (our reading, documented because Xcode's exact
/// output is not specified):
/// - accented: each ASCII letter becomes one precomposed accented look-alike, so the length is
///   unchanged and only the glyphs' heights and accents differ.
/// - doubleLength: each run of text between placeholders (escapes such as `\'` belong to the
///   run) is repeated, separated by a space (`Delete All` -> `Delete All Delete All`, `%d files` -> `%d files files`);
///   specifiers appear once so the argument list stays valid.
/// - bounded: `[# ` + text + ` #]`.
/// - rightToLeft: each run of plain text (without its surrounding spaces) is wrapped in
///   U+202E ... U+202C.
/// - expand: `~` is appended until the plain text is `ceil(length * ratio)` characters long.
public func pseudoLocalize(_ text: String, mode: PseudoMode, keeping: [String] = []) -> String {
    let segments = protectedSegments(text, keeping: keeping)
    switch mode {
    case .bounded:
        return "[# " + text + " #]"
    case .expand(let ratio):
        let length = segments.reduce(0) { count, segment in
            switch segment.kind {
            case .plain: return count + segment.text.count
            case .escape: return count + 1
            case .placeholder: return count
            }
        }
        let target = Int((Double(length) * ratio).rounded(.up))
        return text + String(repeating: "~", count: max(0, target - length))
    case .accented:
        return segments.map { $0.isProtected ? $0.text : transformRun($0.text, mode: mode) }.joined()
    case .doubleLength, .rightToLeft:
        // Runs are plain text with any escapes inside them, between placeholders.
        var result = ""
        var run = ""
        for segment in segments {
            if segment.kind == .placeholder {
                result += transformRun(run, mode: mode) + segment.text
                run = ""
            } else {
                run += segment.text
            }
        }
        return result + transformRun(run, mode: mode)
    }
}

/// Applies a character-level mode to one run of plain text.
func transformRun(_ run: String, mode: PseudoMode) -> String {
    switch mode {
    case .accented:
        return String(run.map { accentedLookalikes[$0] ?? $0 })
    case .doubleLength, .rightToLeft:
        let leading = run.prefix { $0.isWhitespace }
        let rest = run.dropFirst(leading.count)
        let core = rest.reversed().drop { $0.isWhitespace }.reversed()
        guard !core.isEmpty else { return run }
        let trailing = rest.dropFirst(core.count)
        let coreText = String(core)
        if case .rightToLeft = mode {
            return leading + "\u{202E}" + coreText + "\u{202C}" + trailing
        }
        return leading + coreText + " " + coreText + trailing
    case .bounded, .expand:
        return run
    }
}

/// One precomposed look-alike per ASCII letter, so lengths stay the same.
private let accentedLookalikes: [Character: Character] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let accented = Array("áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
    precondition(plain.count == accented.count)
    return Dictionary(uniqueKeysWithValues: zip(plain, accented))
}()
