/// The locale a path names: an `.lproj` folder or an Android `values-*` folder, else `nil`.
///
/// - `de.lproj` -> `de`, `pt-BR.lproj` -> `pt-BR`, `zh_CN.lproj` -> `zh-CN`, `Base.lproj` -> the
///   development language; the old English names Xcode once used (`English.lproj`, ...) map to
///   their codes.
/// - `values` -> the development language (Android's default resources name no locale),
///   `values-de` -> `de`, `values-pt-rBR` -> `pt-BR`, `values-b+sr+Latn` -> `sr-Latn`; other
///   qualifiers (`-night`, `-v21`, `-sw600dp`, `mcc310`) are skipped.
public func localeFromPath(_ path: String, options: CatalogReadingOptions = .init()) -> String? {
    for component in path.split(separator: "/").reversed() {
        if component.hasSuffix(".lproj") {
            let name = String(component.dropLast(6))
            if name == "Base" { return options.developmentLanguage }
            if let legacy = legacyLprojNames[name] { return legacy }
            return name.replacingAll("_", with: "-")
        }
        if component == "values" { return options.developmentLanguage }
        if component.hasPrefix("values-") {
            return androidLocale(qualifiers: component.dropFirst(7).split(separator: "-").map(String.init))
                ?? options.developmentLanguage
        }
    }
    return nil
}

private let legacyLprojNames = [
    "English": "en", "German": "de", "French": "fr", "Japanese": "ja", "Spanish": "es",
    "Italian": "it", "Dutch": "nl",
]

/// The BCP 47 tag in Android resource qualifiers, or `nil` when they name no language.
private func androidLocale(qualifiers: [String]) -> String? {
    var index = 0
    while index < qualifiers.count, qualifiers[index].hasPrefix("mcc") || qualifiers[index].hasPrefix("mnc") { index += 1 }
    guard index < qualifiers.count else { return nil }
    let first = qualifiers[index]
    if first.hasPrefix("b+") {
        return first.dropFirst(2).split(separator: "+").joined(separator: "-")
    }
    guard (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return nil }
    // Two- or three-letter qualifiers that are not languages.
    if ["ldrtl", "ldltr", "car", "tv"].contains(first) { return nil }
    if index + 1 < qualifiers.count {
        let next = qualifiers[index + 1]
        if next.count == 3, next.hasPrefix("r") { return "\(first)-\(next.dropFirst())" }
    }
    return first
}
