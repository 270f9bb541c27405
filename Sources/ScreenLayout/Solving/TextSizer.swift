import FitCheck
import SlotInference
import TextMeasure
import TextStyles

/// Sizes the texts of a screen with TypeFit's measuring core: the intrinsic content size
/// UIKit asks a label, a button or a text field for, at a content size category.
///
/// Fonts: a text style takes the style's size at the category (the system font); a system
/// font of a point size keeps it (or is scaled by `UIFontMetrics` when the document says it
/// follows a style); a custom font by name is not one TypeFit has, so the system font's
/// stand-in measures it at its size, and the frames it gives say so.
public struct TextSizer: Sendable {
    public let measurer: TextMeasurer
    public let typeScale: TypeScale
    /// One-line measurements already made, shared by the copies of this sizer.
    private let measured = LineCache()

    public init(measurer: TextMeasurer, typeScale: TypeScale = .standard) {
        self.measurer = measurer
        self.typeScale = typeScale
    }

    /// The font a text is set in at `category`: profile, point size, and a note when the
    /// document's font is not the one measured.
    public func font(of content: TextContent, category: ContentSizeCategory) -> (profile: FontProfile, pointSize: Double, note: String?) {
        let font = content.font ?? InferredFont(style: TextStyle(name: "Body"), dynamicType: .fixed)
        var note: String?
        if case .custom(let name) = font.face {
            note = "custom font \"\(name)\" is not one TypeFit has: measured in the system font at its size"
        }
        let style = font.style
        let styleMetrics = style.flatMap { try? typeScale.metrics(platform: .ios, style: $0, category: font.dynamicType == .fixed ? .large : category) }
        var size: Double
        if let pointSize = font.pointSize {
            size = pointSize
            if font.dynamicType != .fixed, let style, let metrics = try? FontMetrics(forTextStyle: style, scale: typeScale) {
                size = metrics.scaledFontSize(pointSize, category: category)
            }
        } else {
            size = styleMetrics?.size ?? 17
        }
        let weight = font.weight ?? styleMetrics?.weight ?? .regular
        return (.system(weight: weight, platform: .ios), size, note)
    }

    /// Whether the text's font changes with the content size category (what ``font(of:category:)``
    /// reads the category for): a fixed font measures the same at every category.
    func scalesWithCategory(_ content: TextContent) -> Bool {
        (content.font?.dynamicType ?? .fixed) != .fixed
    }

    /// The text's one-line width and line height, unrounded.
    func singleLine(_ text: String, content: TextContent, category: ContentSizeCategory, language: String) -> (width: Double, lineHeight: Double)? {
        let (profile, size, _) = font(of: content, category: category)
        let key = LineCache.Key(text: text, profile: profile, pointSize: size, language: language, width: -1, lines: 1, scale: 0)
        if let known = measured.value(for: key) { return known }
        guard let summary = try? measurer.summary(text.isEmpty ? " " : text, profile: profile, pointSize: size, language: language,
                                                   slot: .label(width: 100_000, lines: 1)) else { return nil }
        let line = (width: text.isEmpty ? 0 : summary.textWidth, lineHeight: summary.lineHeight)
        measured.store(line, for: key)
        return line
    }

    /// A label's text wrapped at `width` in at most `lines` lines (0 = any): the width of its
    /// widest line and the height of its lines, rounded up to the device pixel.
    func wrappedSize(_ text: String, content: TextContent, width: Double, lines: Int, category: ContentSizeCategory,
                     language: String, scale: Int) -> (width: Double, height: Double)? {
        let (profile, size, _) = font(of: content, category: category)
        let key = LineCache.Key(text: text, profile: profile, pointSize: size, language: language, width: width, lines: lines, scale: scale)
        if let known = measured.value(for: key) { return (known.width, known.lineHeight) }
        var slot = Slot.label(width: max(1, width), lines: lines, mode: .wordWrapping)
        slot.displayScale = scale
        guard let summary = try? measurer.summary(text.isEmpty ? " " : text, profile: profile, pointSize: size, language: language, slot: slot) else { return nil }
        let wrapped = text.isEmpty ? (width: 0.0, height: 0.0) : (width: summary.textWidth, height: summary.height)
        measured.store((wrapped.width, wrapped.height), for: key)
        return wrapped
    }

    /// The intrinsic content size UIKit gives the view, on one line (a multi-line label's
    /// height at a width is `wrappedSize`). Rounded up to the device pixel, as UILabel rounds
    /// its size (reference: `ceil(x * scale) / scale`).
    ///
    /// - Label: the text's width and line height.
    /// - Button (before iOS 15's configurations): the title's width plus its image's, and 6 pt
    ///   above and below the title (reference: legacy UIButton, 18 pt font -> 33 pt button).
    /// - Configuration button: insets 7/12/7/12 (reference: `UIButton.Configuration`).
    /// - Text field: 7 pt on every side with the rounded-rect border (reference), none without.
    func intrinsicSize(_ text: String, content: TextContent, category: ContentSizeCategory, language: String, scale: Int) -> (width: Double, height: Double)? {
        guard let line = singleLine(text, content: content, category: category, language: language) else { return nil }
        func pixel(_ value: Double) -> Double { (value * Double(scale)).rounded(.up) / Double(scale) }
        let width = pixel(line.width), height = pixel(line.lineHeight)
        switch content.kind {
        case .label where text.isEmpty:
            return (0, 0)  // an empty UILabel's intrinsic content size is zero (UIKit)
        case .label, .textView:
            return (width, height)
        case .button:
            if content.usesButtonConfiguration { return (pixel(line.width + 24 + content.imageWidth), pixel(line.lineHeight + 14)) }
            return (pixel(line.width + content.imageWidth), pixel(line.lineHeight + 12))
        case .textField:
            let inset = content.borderStyle == "roundedRect" ? 7.0 : 0
            return (pixel(line.width + 2 * inset), pixel(line.lineHeight + 2 * inset))
        }
    }
}

extension TextSizer {
    /// What a text shows in `width` when it does not fit there: the visible text and whether it
    /// is cut (truncated, with an ellipsis) or needs more lines than the view has; nil when it
    /// fits. Labels truncate their tail, buttons their middle (reference: legacy UIButton),
    /// configuration buttons wrap.
    func cut(_ text: String, content: TextContent, width: Double, category: ContentSizeCategory, language: String,
             scale: Int) -> (visible: String, kind: FindingKind)? {
        guard !text.isEmpty, width > 0 else { return nil }
        let (profile, size, _) = font(of: content, category: category)
        var textWidth = width
        var lines = content.lines
        var mode: LineBreakMode = .truncatingTail
        switch content.kind {
        case .label:
            mode = switch content.lineBreakMode {
            case "wordWrap": .wordWrapping
            case "characterWrap": .charWrapping
            case "clip": .clipping
            case "headTruncation": .truncatingHead
            case "middleTruncation": .truncatingMiddle
            default: .truncatingTail
            }
        case .textView: return nil  // scrolls
        case .button:
            if content.usesButtonConfiguration { textWidth -= 24; lines = 0; mode = .wordWrapping } else { lines = 1; mode = .truncatingMiddle }
            textWidth -= content.imageWidth
        case .textField:
            textWidth -= content.borderStyle == "roundedRect" ? 14 : 0
            lines = 1
        }
        var slot = Slot.label(width: max(1, textWidth), lines: lines, mode: mode)
        slot.displayScale = scale
        guard let measured = try? measurer.measure(text, profile: profile, pointSize: size, language: language, slot: slot) else { return nil }
        if measured.summary.fits { return nil }
        let kind: FindingKind = measured.summary.isTruncated ? .truncated : measured.summary.isClipped && mode == .clipping ? .clipped : .wrappedBeyond
        return (measured.visibleText, kind)
    }
}

/// What a sizer measured, by text, font, size and language: one-line widths and line heights
/// (`width` -1), and wrapped sizes at a width, a number of lines and a display scale. A screen
/// asks for the same ones on every device (a label's intrinsic width does not depend on the
/// screen) and twice per view and category (its intrinsic size and its line). Kept up to
/// `limit` entries, then started again (a long `serve` session).
///
/// Not TextMeasure's `GenerationalCache`: tried (5fbb79f, reverted), that generic class is not
/// specialized across modules, and its unspecialized look-ups cost the four apps' bench 44 M
/// more instructions over three passes than this dictionary (callgrind, 2,830 M against
/// 2,786 M). One lock is enough here: a session's solves run on one thread.
final class LineCache: @unchecked Sendable {
    struct Key: Hashable {
        var text: String
        var profile: FontProfile
        var pointSize: Double
        var language: String
        var width: Double
        var lines: Int
        var scale: Int
    }
    private var entries: [Key: (width: Double, lineHeight: Double)] = [:]
    private let lock = CacheLock()
    private let limit = 200_000

    func value(for key: Key) -> (width: Double, lineHeight: Double)? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]
    }

    func store(_ value: (width: Double, lineHeight: Double), for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[key] = value
    }
}
