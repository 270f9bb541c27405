import FitCheck
import TextStyles

/// What a SwiftUI modifier chain says about a text's slot: `.font(...)`, `.fontWeight(...)`,
/// `.bold()`, `.lineLimit(...)`, `.truncationMode(...)`, `.minimumScaleFactor(...)`,
/// `.frame(width:)` / `.frame(maxWidth:)`, `.dynamicTypeSize(...)`, `.textCase(...)`.
struct ChainAttributes {
    var font: InferredFont?
    var lines: Int?
    var lineBreak: TextLineBreak?
    var minimumScaleFactor: Double?
    var width: Double?
    var notes: [String] = []
    /// `.navigationBarTitleDisplayMode(...)`: `large`, `inline` or `automatic`.
    var titleDisplayMode: String?
    /// `.pickerStyle(.segmented)` or `SegmentedPickerStyle()`.
    var isSegmentedPicker = false
    /// `.textCase(.uppercase)`, `.textCase(.lowercase)`; `.some(nil)` for `.textCase(nil)`.
    var textCase: TextCase??

    init(_ modifiers: [Modifier], stream: TokenStream) {
        for modifier in modifiers {
            let range = modifier.arguments.map { ($0 + 1)..<min(stream.partner[$0], stream.count) } ?? 0..<0
            read(modifier.name, range, stream: stream)
        }
    }

    private mutating func read(_ name: String, _ range: Range<Int>, stream: TokenStream) {
        let names = range.compactMap { stream[$0]?.kind == .identifier ? stream[$0]?.text : nil }
        let numbers = range.compactMap { stream[$0]?.kind == .number ? stream[$0].flatMap { Double($0.text.replacingOccurrences(of: "_", with: "")) } : nil }
        switch name {
        case "font":
            font = FontExpressionReader(stream: stream).read(range, swiftUI: true)
            if font == nil { notes.append("a .font(...) this scanner cannot read; the component's default font is assumed") }
        case "fontWeight":
            if let weight = names.lazy.compactMap({ FontWeightName.parse($0) }).first { setWeight(weight) }
        case "bold":
            setWeight(.bold)
        case "italic":
            font = font ?? InferredFont(dynamicType: .scales)
            font?.italic = true
        case "lineLimit":
            if names.first == "nil" { lines = 0 } else if let last = numbers.last { lines = Int(last) }
        case "truncationMode":
            lineBreak = names.lazy.compactMap { TextLineBreak(code: $0) }.first
        case "minimumScaleFactor":
            minimumScaleFactor = numbers.first
        case "frame":
            readFrame(range, stream: stream)
        case "dynamicTypeSize":
            notes.append("Dynamic Type is limited here (.dynamicTypeSize(\(names.joined(separator: " ")))); not applied")
        case "navigationBarTitleDisplayMode":
            titleDisplayMode = names.first { ["large", "inline", "automatic"].contains($0) }
        case "textCase":
            textCase = names.contains("uppercase") ? .uppercase : names.contains("lowercase") ? .lowercase : .some(nil)
        case "pickerStyle":
            isSegmentedPicker = names.contains("segmented") || names.contains("SegmentedPickerStyle")
        default:
            break
        }
    }

    private mutating func setWeight(_ weight: FontWeight) {
        font = font ?? InferredFont(dynamicType: .scales)
        font?.weight = weight
    }

    /// `width:` sets the width; `maxWidth:` too, noted (the view may be narrower).
    private mutating func readFrame(_ range: Range<Int>, stream: TokenStream) {
        for index in range where stream.isPunctuation(index + 1, ":") {
            guard let label = stream[index]?.text, label == "width" || label == "maxWidth",
                  let value = stream[index + 2], value.kind == .number, let number = Double(value.text) else { continue }
            width = number
            if label == "maxWidth" { notes.append("width is the frame's maxWidth; the view may be narrower") }
        }
    }
}

/// Weights as code writes them (`.semibold`, `UIFontWeightSemibold`).
enum FontWeightName {
    static func parse(_ name: String) -> FontWeight? {
        FontWeight(parsing: name.hasPrefix("UIFontWeight") ? String(name.dropFirst(12)) : name)
    }
}
