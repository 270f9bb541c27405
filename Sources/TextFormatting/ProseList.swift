extension Sequence<String> {
    /// The names as a sentence lists them: `a, b or c` (with `conjunction` "or"), `a and b`, `a`.
    ///
    /// Every list of names a message or a help text shows is built with this from the type
    /// that holds the names (`allCases`), so a new case appears everywhere by itself.
    package func joinedAsProse(_ conjunction: String) -> String {
        let names = Array(self)
        guard let last = names.last else { return "" }
        guard names.count > 1 else { return last }
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
