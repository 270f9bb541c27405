extension UnicodeAnalysis {
    /// An analysis with no break opportunities and one left-to-right run: what a text is
    /// measured with if ICU fails (only on allocation failure), so measuring never crashes.
    static func trivial(_ text: UTF16Text, language: String) -> UnicodeAnalysis {
        let n = text.count
        return UnicodeAnalysis(
            text: text, language: LanguageTag(validating: language), lineBreaks: [],
            graphemeBoundaries: n > 0 ? Array(1...n) : [],
            bidi: BidiLevels(levels: [UInt8](repeating: 0, count: n), lineEndFlags: [UInt8](repeating: 0, count: n),
                             paragraphs: [BidiParagraph(range: 0..<n, level: 0)]),
            scriptRuns: n > 0 ? [ScriptRun(range: 0..<n, script: "Zyyy")] : [])
    }
}
