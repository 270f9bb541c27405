/// A line break mode, spelled as the spec and `typefit measure --mode` spell it.
///
/// A written spec gives the `rawValue` (the same short names the spec's `lineBreakMode` reads).
public enum TextLineBreak: String, CaseIterable, Sendable, Hashable, Codable {
    case word, char, clip, head, tail, middle

    /// Interface Builder's attribute values (`tailTruncation`, `wordWrap`...).
    init?(interfaceBuilder value: String) {
        switch value {
        case "wordWrap": self = .word
        case "characterWrap": self = .char
        case "clip": self = .clip
        case "headTruncation": self = .head
        case "tailTruncation": self = .tail
        case "middleTruncation": self = .middle
        default: return nil
        }
    }

    /// Code spellings: `.byTruncatingTail`, `NSLineBreakByWordWrapping`, SwiftUI's
    /// `.truncationMode(.middle)` cases.
    init?(code value: String) {
        var name = value
        for prefix in ["NSLineBreakBy", "by"] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        switch name.lowercased() {
        case "wordwrapping": self = .word
        case "charwrapping": self = .char
        case "clipping": self = .clip
        case "truncatinghead", "head": self = .head
        case "truncatingtail", "tail": self = .tail
        case "truncatingmiddle", "middle": self = .middle
        default: return nil
        }
    }
}
