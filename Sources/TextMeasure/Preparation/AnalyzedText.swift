/// A text's Unicode analysis and what it had to say (only when ICU failed). It depends on the
/// text and language alone, so the Text and Display cuts of the system font share one.
struct AnalyzedText: Sendable {
    var analysis: UnicodeAnalysis
    var notes: [String]
    /// The runs a preparation of this text shaped in fallback fonts, for the next preparation
    /// of the same text to reuse (see `ShapedRuns`).
    var fallbackRuns = ShapedRuns()

    init(analysis: UnicodeAnalysis, notes: [String]) {
        self.analysis = analysis
        self.notes = notes
    }
}
