/// A key, or a glob over keys, that says which catalog keys a slot is for.
///
/// `*` matches any run of characters (dots included), `?` exactly one character, and `\`
/// makes the next character literal. A pattern without wildcards matches one key exactly.
public struct KeyPattern: Sendable, Hashable, CustomStringConvertible {
    private enum Token: Sendable, Hashable {
        case literal(Character)
        case anyOne
        case anyRun
    }

    /// The pattern as written.
    public let pattern: String
    private let tokens: [Token]

    public init(_ pattern: String) {
        self.pattern = pattern
        var tokens: [Token] = []
        var escaped = false
        for character in pattern {
            if escaped {
                tokens.append(.literal(character))
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "*" {
                if tokens.last != .anyRun { tokens.append(.anyRun) }
            } else if character == "?" {
                tokens.append(.anyOne)
            } else {
                tokens.append(.literal(character))
            }
        }
        if escaped { tokens.append(.literal("\\")) }
        self.tokens = tokens
    }

    /// Whether the pattern has `*` or `?` (otherwise it names one key).
    public var isGlob: Bool { tokens.contains { $0 == .anyOne || $0 == .anyRun } }

    /// Whether `key` matches, comparing whole characters (grapheme clusters).
    public func matches(_ key: String) -> Bool {
        let characters = Array(key)
        // Greedy matching with backtracking to the last `*`: linear in practice.
        var t = 0, c = 0
        var starToken: Int?
        var starCharacter = 0
        while c < characters.count {
            if t < tokens.count {
                switch tokens[t] {
                case .literal(let expected) where expected == characters[c]:
                    t += 1; c += 1; continue
                case .anyOne:
                    t += 1; c += 1; continue
                case .anyRun:
                    starToken = t
                    starCharacter = c
                    t += 1
                    continue
                default:
                    break
                }
            }
            guard let star = starToken else { return false }
            t = star + 1
            starCharacter += 1
            c = starCharacter
        }
        while t < tokens.count, tokens[t] == .anyRun { t += 1 }
        return t == tokens.count
    }

    public var description: String { pattern }
}
