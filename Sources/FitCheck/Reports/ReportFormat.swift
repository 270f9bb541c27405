/// The formats a check result can be written in.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    /// Plain text for a terminal, grouped by key.
    case text
    /// JSON, versioned (`schemaVersion` 2, see ``JSONReportDocument``).
    case json
    /// JUnit XML: a test suite per locale, a test case per key.
    case junit
    /// SARIF 2.1.0 for code scanning.
    case sarif
    /// GitHub Actions workflow commands (`::error file=...,line=...::message`).
    case github
    /// Xcode's (clang's) diagnostic lines, `path:line:column: error: message`, for a Run Script
    /// build phase (``XcodeReportWriter``).
    case xcode
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
        case .xcode: "txt"
        case .markdown: "md"
        case .html: "html"
        }
    }
}

/// Choices that change how a report is written, not which findings it shows (that is the
/// ``Triage``'s filter and baseline).
public struct ReportOptions: Sendable, Hashable {
    /// ANSI colours in the text format (only when asked: the caller decides, e.g. on a TTY).
    public var usesColor: Bool
    /// The JSON report lists the fitting entries too, compactly (`--include-fitting`); without
    /// it they are only counted.
    public var includesFitting: Bool
    /// Where the full report is (a URL or a path), for formats that leave findings out
    /// (Markdown) to point at.
    public var fullReportLocation: String?
    /// Threads that build the report at once, for the formats that build it in parallel (text);
    /// the report is the same for any number.
    public var concurrency: Int

    /// Options with the given values.
    public init(usesColor: Bool = false, includesFitting: Bool = false, fullReportLocation: String? = nil, concurrency: Int = 1) {
        self.usesColor = usesColor
        self.includesFitting = includesFitting
        self.fullReportLocation = fullReportLocation
        self.concurrency = concurrency
    }
}

/// Writes a triaged check result in one format, as a stream: a pure function of the triage.
public protocol ReportWriter: Sendable {
    /// Writes the report of `triage` to `output`, piece by piece.
    func write(_ triage: Triage, to output: ReportOutput)
}

extension ReportWriter {
    /// The report of `triage` as one string (for tests and small reports).
    public func write(_ triage: Triage) -> String {
        ReportOutput.collecting { write(triage, to: $0) }
    }

    /// The report of every finding of `result` as one string.
    public func write(_ result: CheckResult) -> String { write(Triage(result)) }
}

/// The writer for `format`.
public func reportWriter(for format: ReportFormat, options: ReportOptions = ReportOptions()) -> any ReportWriter {
    switch format {
    case .text: TextReportWriter(usesColor: options.usesColor, concurrency: options.concurrency)
    case .json: JSONReportWriter(includesFitting: options.includesFitting)
    case .junit: JUnitReportWriter()
    case .sarif: SARIFReportWriter()
    case .github: GitHubReportWriter()
    case .xcode: XcodeReportWriter()
    case .markdown: MarkdownReportWriter(fullReportLocation: options.fullReportLocation)
    case .html: HTMLReportWriter()
    }
}

/// `triage` written in `format` to `output`.
public func writeReport(_ triage: Triage, format: ReportFormat, options: ReportOptions = ReportOptions(), to output: ReportOutput) {
    reportWriter(for: format, options: options).write(triage, to: output)
}

/// Every finding of `result` written in `format`, as one string.
public func writeReport(_ result: CheckResult, format: ReportFormat, options: ReportOptions = ReportOptions()) -> String {
    reportWriter(for: format, options: options).write(Triage(result))
}
