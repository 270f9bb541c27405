/// One command-line argument, classified before parsing.
///
/// Tokenizing knows nothing about any command: it only tells options from values.
package enum Token: Equatable, Sendable {
    /// `--name` or `--name=value`.
    case longOption(name: String, value: String?)
    /// `-h`: a single-letter option.
    case shortOption(Character)
    /// Anything else, including `-` alone, negative numbers (`-5`), and everything after `--`.
    case value(String)

    /// Classifies `arguments`; after `--`, every argument is a value.
    package static func tokenize(_ arguments: [String]) -> [Token] {
        var tokens: [Token] = []
        var remainingAreValues = false
        for argument in arguments {
            if remainingAreValues {
                tokens.append(.value(argument))
            } else if argument == "--" {
                remainingAreValues = true
            } else if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    tokens.append(.longOption(name: String(body[..<equals]), value: String(body[body.index(after: equals)...])))
                } else {
                    tokens.append(.longOption(name: String(body), value: nil))
                }
            } else if argument.hasPrefix("-"), argument.count == 2, let letter = argument.last, letter.isLetter {
                tokens.append(.shortOption(letter))
            } else {
                tokens.append(.value(argument))
            }
        }
        return tokens
    }

    /// The argument as the user typed it, for messages.
    var spelling: String {
        switch self {
        case .longOption(let name, let value): "--" + name + (value.map { "=" + $0 } ?? "")
        case .shortOption(let letter): "-" + String(letter)
        case .value(let text): text
        }
    }
}
