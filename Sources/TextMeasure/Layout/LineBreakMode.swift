import Foundation

/// How a label breaks and truncates lines: UIKit's `NSLineBreakMode`, with its raw values.
public enum LineBreakMode: Int, CaseIterable, Sendable, Codable {
    case wordWrapping = 0
    case charWrapping = 1
    case clipping = 2
    case truncatingHead = 3
    case truncatingTail = 4
    case truncatingMiddle = 5

    /// The short name users type: `word`, `char`, `clip`, `head`, `tail`, `middle`.
    public var name: String {
        switch self {
        case .wordWrapping: "word"
        case .charWrapping: "char"
        case .clipping: "clip"
        case .truncatingHead: "head"
        case .truncatingTail: "tail"
        case .truncatingMiddle: "middle"
        }
    }

    /// Parses `word`, `char`, `clip`, `head`, `tail`, `middle`, or UIKit's names
    /// (`byTruncatingTail`...), case-insensitively.
    public init?(name: String) {
        let key = name.lowercased().replacingOccurrences(of: "by", with: "", options: .anchored)
        let table: [String: LineBreakMode] = [
            "word": .wordWrapping, "wordwrapping": .wordWrapping, "wrap": .wordWrapping,
            "char": .charWrapping, "charwrapping": .charWrapping, "character": .charWrapping,
            "clip": .clipping, "clipping": .clipping,
            "head": .truncatingHead, "truncatinghead": .truncatingHead,
            "tail": .truncatingTail, "truncatingtail": .truncatingTail,
            "middle": .truncatingMiddle, "truncatingmiddle": .truncatingMiddle,
        ]
        guard let mode = table[key] else { return nil }
        self = mode
    }

    /// Whether this mode inserts an ellipsis when the text does not fit.
    public var truncates: Bool {
        self == .truncatingHead || self == .truncatingTail || self == .truncatingMiddle
    }
}
