/// A text and a language, keyed by the text's exact code units (see `PreparationKey`).
struct AnalysisKey: Hashable, Sendable {
    var text: String
    var language: String

    static func == (a: AnalysisKey, b: AnalysisKey) -> Bool {
        sameCodeUnits(a.text, b.text) && a.language == b.language
    }

    func hash(into hasher: inout Hasher) {
        hashCodeUnits(text, into: &hasher)
        hasher.combine(language)
    }
}
