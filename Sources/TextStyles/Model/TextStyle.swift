/// A named text style (`Body`, `Large Title`, Material 3's `Body Large`).
///
/// Styles are identified by their HIG spelling, as `Tables/` writes them. Which platforms have a
/// style, and its sizes, are in ``TypeScale``.
public struct TextStyle: Hashable, Sendable, Codable {
    /// The HIG spelling: `Large Title`, `Caption 1`.
    public let name: String

    /// Creates a style with its HIG spelling. Use ``TypeScale/style(named:platform:)`` to parse
    /// what a user typed.
    public init(name: String) {
        self.name = name
    }

    /// The API identifier: `largeTitle`, `caption1` (UIKit's `UIFont.TextStyle` and SwiftUI's
    /// `Font.TextStyle` cases; Material 3's token names).
    public var identifier: String {
        let words = name.split(separator: " ")
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map { word in
            word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }
}

extension TextStyle: CustomStringConvertible {
    public var description: String { name }
}
