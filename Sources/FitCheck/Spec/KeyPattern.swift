/// A key, or a glob over keys, that says which catalog keys a slot is for.
///
/// `*` matches any run of characters (dots included), `?` exactly one character, and `\`
/// makes the next character literal. A pattern without wildcards matches one key exactly.
/// Matching is case-sensitive (`*button*` does not match `SAVE_BUTTON`), as keys are at run
/// time, unless the pattern is made with `ignoresCase` (the spec rule's `"ignoreCase": true`):
/// then pattern and key are compared lowercased.
public struct KeyPattern: Sendable, Hashable, CustomStringConvertible {
    private enum Token<Unit: Hashable & Sendable>: Sendable, Hashable {
        case literal(Unit)
        case anyOne
        case anyRun
    }

    /// The pattern as written.
    public let pattern: String
    /// Whether letters match whatever their case.
    public let ignoresCase: Bool
    private let tokens: [Token<Character>]
    /// The same tokens over UTF-8 bytes when the pattern is ASCII: keys almost always are, and
    /// matching bytes avoids splitting every key into grapheme clusters.
    private let asciiTokens: [Token<UInt8>]?

    /// A case-sensitive pattern: an exact key, or a glob with `*` (any run of characters) and `?`
    /// (one character).
    public init(_ pattern: String) {
        self.init(pattern, ignoresCase: false)
    }

    /// A pattern (see `init(_:)`); with `ignoresCase`, letters match whatever their case.
    public init(_ pattern: String, ignoresCase: Bool) {
        self.pattern = pattern
        self.ignoresCase = ignoresCase
        var tokens: [Token<Character>] = []
        var escaped = false
        for character in ignoresCase ? pattern.lowercased() : pattern {
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
        if pattern.utf8.allSatisfy({ $0 < 0x80 }) {
            asciiTokens = tokens.map { token in
                switch token {
                case .literal(let character): .literal(character.asciiValue!)
                case .anyOne: .anyOne
                case .anyRun: .anyRun
                }
            }
        } else {
            asciiTokens = nil
        }
    }

    /// The UTF-8 bytes before the first `*` or `?` when the pattern is ASCII and case-sensitive
    /// (nil otherwise): every key the pattern matches starts with them.
    var asciiLiteralPrefix: [UInt8]? {
        guard let asciiTokens, !ignoresCase else { return nil }
        var prefix: [UInt8] = []
        for token in asciiTokens {
            guard case .literal(let byte) = token else { break }
            prefix.append(byte)
        }
        return prefix
    }

    /// The one key a case-sensitive pattern without wildcards names, escapes removed (`a\\*`
    /// names `a*`); nil for a glob or a pattern that ignores case.
    var literalKey: String? {
        guard !ignoresCase else { return nil }
        var key = ""
        for token in tokens {
            guard case .literal(let character) = token else { return nil }
            key.append(character)
        }
        return key
    }

    /// The pattern that names exactly `key`: `*`, `?` and `\` escaped, so that a key such as
    /// `Are you sure?` is not read as a glob.
    public static func escaping(_ key: String) -> String {
        guard key.contains(where: { $0 == "*" || $0 == "?" || $0 == "\\" }) else { return key }
        var pattern = ""
        for character in key {
            if character == "*" || character == "?" || character == "\\" { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern
    }

    /// The one key a pattern without wildcards names (escapes removed); nil for a glob.
    public var exactKey: String? { literalKey }

    /// Whether the pattern has `*` or `?` or ignores case (otherwise it names one key).
    public var isGlob: Bool { ignoresCase || tokens.contains { $0 == .anyOne || $0 == .anyRun } }

    /// Whether `key` matches, comparing whole characters (grapheme clusters).
    public func matches(_ key: String) -> Bool {
        let key = ignoresCase ? key.lowercased() : key
        if let asciiTokens, key.utf8.allSatisfy({ $0 < 0x80 }) {
            return Self.matches(Array(key.utf8), asciiTokens)
        }
        return Self.matches(Array(key), tokens)
    }

    /// Greedy matching with backtracking to the last `*`: linear in practice.
    private static func matches<Unit>(_ units: [Unit], _ tokens: [Token<Unit>]) -> Bool {
        var t = 0, c = 0
        var starToken: Int?
        var starUnit = 0
        while c < units.count {
            if t < tokens.count {
                switch tokens[t] {
                case .literal(let expected) where expected == units[c]:
                    t += 1; c += 1; continue
                case .anyOne:
                    t += 1; c += 1; continue
                case .anyRun:
                    starToken = t
                    starUnit = c
                    t += 1
                    continue
                default:
                    break
                }
            }
            guard let star = starToken else { return false }
            t = star + 1
            starUnit += 1
            c = starUnit
        }
        while t < tokens.count, tokens[t] == .anyRun { t += 1 }
        return t == tokens.count
    }

    public var description: String { pattern }
}
