import Foundation
internal import CUnicodeShim

/// CLDR's cardinal plural rules for a language, from ICU (`uplrules_select`): which whole
/// numbers each plural form (`zero`, `one`, `two`, `few`, `many`, `other`) is shown for.
///
/// In Russian, Ukrainian, Serbian and Latvian, `one` is shown for 1, 21, 31, 101...; in English
/// only for 1; in French for 0 and 1. Whether a translated form may drop or add its count
/// depends on it (issue 11, item 13).
package enum PluralRules {
    /// The numbers looked at: enough to see every CLDR rule repeat (they work on the last two
    /// digits, or on the number below 1000 for a few; CLDR 42 "Language Plural Rules").
    package static let sampleRange = 0...1000

    /// The numbers in `sampleRange` that `language` (BCP 47) shows the form `category` for
    /// (`"one"`, `"few"`, ...); ICU's root rules (all `other`) for a language it has none for.
    package static func integers(in category: String, language: String) -> [Int] {
        guard let index = names.firstIndex(of: category) else { return [] }
        let categories = categories(of: language)
        return sampleRange.filter { categories[$0] == UInt8(index) }
    }

    private static let names = ["zero", "one", "two", "few", "many", "other"]
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: [UInt8]] = [:]

    /// The category index of every number in `sampleRange`, once per language.
    private static func categories(of language: String) -> [UInt8] {
        if let known = lock.withLock({ cache[language] }) { return known }
        let numbers = sampleRange.map(Int32.init)
        var result = [UInt8](repeating: 5, count: numbers.count)
        let status = tfu_plural_categories(language, numbers, Int32(numbers.count), &result)
        if status != 0 { result = [UInt8](repeating: 5, count: numbers.count) }
        lock.withLock { cache[language] = result }
        return result
    }
}
