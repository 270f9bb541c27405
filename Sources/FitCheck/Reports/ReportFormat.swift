/// The formats a check result can be written in.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    /// Plain text for a terminal, grouped by key.
    case text
    /// JSON, versioned (`schemaVersion` 1, see ``JSONReportDocument``).
    case json
    /// JUnit XML: a test suite per locale, a test case per key.
    case junit
    /// SARIF 2.1.0 for code scanning.
    case sarif
    /// GitHub Actions workflow commands (`::error file=...,line=...::message`).
    case github
    /// Markdown for a pull-request comment.
    case markdown
    /// One self-contained HTML file with pictures of each finding.
    case html

    /// Parses a format name as the command line spells it (`md` and `xml` are accepted too).
    public init?(name: String) {
        let aliases: [String: ReportFormat] = ["md": .markdown, "xml": .junit, "txt": .text, "gha": .github, "htm": .html]
        guard let format = ReportFormat(rawValue: name.lowercased()) ?? aliases[name.lowercased()] else { return nil }
        self = format
    }

    /// The usual file name extension for the format.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .json: "json"
        case .junit: "xml"
        case .sarif: "sarif"
        case .github: "txt"
        case .markdown: "md"
        case .html: "html"
        }
    }
}

/// Presentation choices that do not change what a report says.
public struct ReportOptions: Sendable, Hashable {
    /// ANSI colours in the text format (only when asked: the caller decides, e.g. on a TTY).
    public var usesColor: Bool

    /// Options with colours when `usesColor`.
    public init(usesColor: Bool = false) {
        self.usesColor = usesColor
    }
}

/// Writes a check result in one format: a pure function of the result.
public protocol ReportWriter: Sendable {
    /// The whole report for `result`, as text (UTF-8 when written to a file).
    func write(_ result: CheckResult) -> String
}

/// The writer for `format`.
public func reportWriter(for format: ReportFormat, options: ReportOptions = ReportOptions()) -> any ReportWriter {
    switch format {
    case .text: TextReportWriter(usesColor: options.usesColor)
    case .json: JSONReportWriter()
    case .junit: JUnitReportWriter()
    case .sarif: SARIFReportWriter()
    case .github: GitHubReportWriter()
    case .markdown: MarkdownReportWriter()
    case .html: HTMLReportWriter()
    }
}

/// `result` written in `format`.
public func writeReport(_ result: CheckResult, format: ReportFormat, options: ReportOptions = ReportOptions()) -> String {
    reportWriter(for: format, options: options).write(result)
}
