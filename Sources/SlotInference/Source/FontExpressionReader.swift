import TextStyles
import FitCheck

/// Reads a font from the tokens of an expression, in UIKit, Objective-C or SwiftUI spelling.
///
/// UIKit: `.preferredFont(forTextStyle: .headline)`, `.systemFont(ofSize: 15, weight: .medium)`,
/// `.boldSystemFont(ofSize:)`, `.italicSystemFont(ofSize:)`, `UIFont(name: "Avenir", size: 15)`,
/// `UIFontMetrics(forTextStyle: .body).scaledFont(for: ...)` (`UIFontMetrics.default` is Body).
/// Objective-C: the same selectors (`preferredFontForTextStyle:`, `systemFontOfSize:weight:`,
/// `fontWithName:size:`, `metricsForTextStyle:` / `scaledFontForFont:`).
/// SwiftUI: `.headline`, `.system(size: 17, weight: .semibold)`, `.system(.title2)`,
/// `.custom("Avenir", size: 17)` (scales with Body, as SwiftUI's custom fonts do),
/// `.custom(_:size:relativeTo:)`, `.custom(_:fixedSize:)`, and `.bold()`, `.weight(...)`,
/// `.italic()` on any of them.
///
/// The result's Dynamic Type behaviour is UIKit's without `adjustsFontForContentSizeCategory`
/// (`scalesAtLoad` for text styles); the caller upgrades it when the flag is set, and SwiftUI
/// fonts always follow the category.
struct FontExpressionReader {
    let stream: TokenStream

    func read(_ range: Range<Int>, swiftUI: Bool) -> InferredFont? {
        guard !range.isEmpty else { return nil }
        var font: InferredFont?
        if let index = find(["preferredFont", "preferredFontForTextStyle"], in: range) {
            font = InferredFont(style: style(after: index, in: range), dynamicType: .scalesAtLoad)
        } else if let index = find(["systemFont", "systemFontOfSize", "boldSystemFont", "boldSystemFontOfSize",
                                    "italicSystemFont", "italicSystemFontOfSize", "monospacedDigitSystemFont",
                                    "monospacedDigitSystemFontOfSize", "monospacedSystemFont", "monospacedSystemFontOfSize"], in: range) {
            let name = stream[index]!.text
            font = InferredFont(pointSize: number(after: index, in: range), dynamicType: .fixed)
            if name.hasPrefix("bold") { font?.weight = .bold }
            if name.hasPrefix("italic") { font?.italic = true }
        } else if let index = find(["fontWithName"], in: range) ?? uiFontInitializer(in: range) {
            let name = (index..<range.upperBound).lazy.compactMap { self.stream[$0]?.plainString }.first
            font = InferredFont(face: .custom(name: name ?? "?"), pointSize: number(after: index, labeled: ["size"], in: range), dynamicType: .fixed)
        } else if swiftUI {
            font = swiftUIFont(range)
        }
        guard var result = font else { return nil }
        if let weight = weight(in: range) { result.weight = weight }
        if swiftUI, find(["bold"], in: range) != nil, result.weight == nil { result.weight = .bold }
        if swiftUI, find(["italic"], in: range) != nil { result.italic = true }
        if let metrics = find(["UIFontMetrics", "metricsForTextStyle"], in: range),
           find(["scaledFont", "scaledFontForFont"], in: range) != nil {
            result.style = style(after: metrics, in: range) ?? TextStyle(name: "Body")
            result.dynamicType = .scalesAtLoad
        }
        if let resize = find(["withSize", "fontWithSize"], in: range), let size = number(after: resize, in: range) {
            result.pointSize = size
        }
        return result
    }

    /// SwiftUI's `Font` values (always following the category, except `.system(size:)` and
    /// `.custom(_:fixedSize:)`).
    private func swiftUIFont(_ range: Range<Int>) -> InferredFont? {
        if let index = find(["custom"], in: range) {
            let name = (index..<range.upperBound).lazy.compactMap { self.stream[$0]?.plainString }.first ?? "?"
            if let fixed = number(after: index, labeled: ["fixedSize"], in: range) {
                return InferredFont(face: .custom(name: name), pointSize: fixed, dynamicType: .fixed)
            }
            let relativeTo = labeledIndex("relativeTo", in: range).flatMap { style(after: $0, in: range) }
            return InferredFont(face: .custom(name: name), style: relativeTo ?? TextStyle(name: "Body"),
                                pointSize: number(after: index, labeled: ["size"], in: range), dynamicType: .scales)
        }
        if let index = find(["system"], in: range), let size = number(after: index, labeled: ["size"], in: range) {
            return InferredFont(pointSize: size, dynamicType: .fixed)
        }
        return style(after: range.lowerBound - 1, in: range).map { InferredFont(style: $0, dynamicType: .scales) }
    }

    // MARK: - Pieces

    private func find(_ names: Set<String>, in range: Range<Int>) -> Int? {
        range.first { stream[$0].map { $0.kind == .identifier && names.contains($0.text) } ?? false }
    }

    private func labeledIndex(_ label: String, in range: Range<Int>) -> Int? {
        range.first { stream.isIdentifier($0, label) && stream.isPunctuation($0 + 1, ":") }
    }

    /// `UIFont(name:size:)`: the name `UIFont` followed by `(` and a `name:` label.
    private func uiFontInitializer(in range: Range<Int>) -> Int? {
        range.first { stream.isIdentifier($0, "UIFont") && stream.isPunctuation($0 + 1, "(") && stream.isIdentifier($0 + 2, "name") }
    }

    /// The first text style named after `index`: `.headline`, `Font.body`,
    /// `UIFont.TextStyle.title1`, `UIFontTextStyleHeadline`. A member of something else
    /// (`theme.body`) is not a text style.
    private func style(after index: Int, in range: Range<Int>) -> TextStyle? {
        for candidate in (index + 1)..<max(index + 1, range.upperBound) {
            guard let token = stream[candidate], token.kind == .identifier else { continue }
            let isConstant = token.text.hasPrefix("UIFontTextStyle") || token.text.hasPrefix("UICTFontTextStyle")
            if !isConstant {
                guard stream.isPunctuation(candidate - 1, ".") else { continue }
                if let owner = stream[candidate - 2], owner.kind == .identifier, !["Font", "TextStyle", "UIFont"].contains(owner.text) { continue }
            }
            if let style = try? TypeScale.standard.style(named: token.text, platform: .ios) { return style }
        }
        return nil
    }

    /// The number after `index` (after one of `labels` when given): a literal that is the whole
    /// argument. An expression (`size: geometry.size.height * 0.018`, `size: base + 2`) is a size
    /// the files do not give: none.
    private func number(after index: Int, labeled labels: Set<String> = [], in range: Range<Int>) -> Double? {
        var start = index + 1
        if !labels.isEmpty {
            guard let label = ((index + 1)..<range.upperBound).first(where: { stream[$0].map { labels.contains($0.text) } ?? false && stream.isPunctuation($0 + 1, ":") }) else { return nil }
            start = label + 2
        }
        // `systemFont(ofSize: 17)`, `[UIFont systemFontOfSize:17]`: past the call's `(`, its label, the `:`.
        while start < range.upperBound, let token = stream[start] {
            if token.isPunctuation("(") || token.isPunctuation(":") { start += 1 }
            else if token.kind == .identifier, stream.isPunctuation(start + 1, ":") { start += 2 }
            else { break }
        }
        guard start < range.upperBound, let token = stream[start], token.kind == .number else { return nil }
        let next = stream[start + 1]
        guard start + 1 >= range.upperBound || next == nil || next!.isPunctuation(",") || next!.isPunctuation(")") || next!.isPunctuation("]") else { return nil }
        // Every number read here is a size: one a spec cannot hold (0; 4e-320, written as
        // 0; 1e308, written as "inf") reads as none.
        guard let value = Double(token.text.replacingOccurrences(of: "_", with: "")), Spec.holdsLength(value) else { return nil }
        return value
    }

    /// `.weight(.semibold)`, `weight: .medium`, `UIFontWeightMedium`, `UIFont.Weight.bold`, `.fontWeight(...)`.
    private func weight(in range: Range<Int>) -> FontWeight? {
        for index in range {
            guard let token = stream[index], token.kind == .identifier else { continue }
            if token.text.hasPrefix("UIFontWeight"), token.text.count > 12 {
                return FontWeight(parsing: String(token.text.dropFirst(12)))
            }
            guard token.text == "weight" || token.text == "Weight" else { continue }
            for candidate in (index + 1)..<min(index + 6, range.upperBound) {
                if let name = stream[candidate], name.kind == .identifier, name.text != "Weight", name.text != "UIFont", name.text != "Font",
                   let weight = FontWeight(parsing: name.text) { return weight }
            }
        }
        return nil
    }
}
