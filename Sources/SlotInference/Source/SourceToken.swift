/// One token of a Swift or Objective-C source file.
struct SourceToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// Names and keywords; Swift attributes and Objective-C directives keep their `@`
        /// (`@IBOutlet`, `@property`), compiler directives their `#` (`#if`).
        case identifier
        case number
        /// A string literal; its decoded text is in `pieces`.
        case string
        /// An Objective-C character literal (`'a'`).
        case character
        /// `( ) [ ] { } , : ; . @`
        case punctuation
        /// Runs of `= + - * / % < > ! & | ^ ~ ?`.
        case `operator`
    }

    var kind: Kind
    /// The token's text; for strings, the source as written.
    var text: String
    /// The 1-based line the token starts on.
    var line: Int
    /// `true` when a line break comes between the previous token and this one.
    var startsLine: Bool
    /// A string literal's text, escapes decoded, interpolations marked.
    var pieces: [StringPiece] = []

    func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
    func isIdentifier(_ text: String) -> Bool { kind == .identifier && self.text == text }
    func isOperator(_ text: String) -> Bool { kind == .operator && self.text == text }

    /// The literal's text when it has no interpolation.
    var plainString: String? {
        guard kind == .string else { return nil }
        var result = ""
        for piece in pieces {
            guard case .text(let text) = piece else { return nil }
            result += text
        }
        return result
    }
}

/// The language a source file is scanned as.
enum SourceLanguage: Sendable {
    case swift
    case objectiveC
    /// Kotlin, tokenized for its Compose calls and view code (`ComposeScanner`,
    /// `AndroidViewCodeScanner`).
    case kotlin
    /// Java, tokenized for its view code (`AndroidViewCodeScanner`).
    case java

    var source: InferenceSource {
        switch self {
        case .swift: .swift
        case .objectiveC: .objectiveC
        case .kotlin: .kotlin
        case .java: .java
        }
    }
}
