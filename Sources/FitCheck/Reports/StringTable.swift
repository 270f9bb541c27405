/// Strings numbered in order of first use, each stored once: long strings repeated on thousands
/// of rows (font files, catalog paths, locales) are written once in a report and referred to by
/// number.
struct StringTable {
    private(set) var values: [String] = []
    private var numbers: [String: Int] = [:]

    /// The number of `value`, added on first use.
    mutating func number(_ value: String) -> Int {
        if let number = numbers[value] { return number }
        values.append(value)
        numbers[value] = values.count - 1
        return values.count - 1
    }
}
