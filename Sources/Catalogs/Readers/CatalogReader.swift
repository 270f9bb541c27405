import Foundation

/// Settings for reading catalogs.
public struct CatalogReadingOptions: Sendable, Hashable {
    /// The locale of `Base.lproj` and of Android's default `values` folder, which name none.
    public var developmentLanguage: String
    /// How many files `readCatalogs` reads at once (1: one after the other). The result is the
    /// same for any value.
    public var concurrency: Int
    /// Locales whose plural and substitution variables are expanded into an entry per variant:
    /// a locale filter (`pt` covers `pt-BR`; empty: every locale), less `unexpandedLocales`.
    /// Entries of other locales are read unexpanded, one per key and variation: a check skips
    /// them, so variables in locales it does not look at cost nothing. The development language
    /// and a String Catalog's source language are always expanded: their texts are the other
    /// locales' source text and fallback.
    public var expandedLocales: [String]
    /// Locales never expanded (see `expandedLocales`).
    public var unexpandedLocales: [String]

    /// Options for reading (see the properties).
    public init(developmentLanguage: String = "en", concurrency: Int = 1, expandedLocales: [String] = [],
                unexpandedLocales: [String] = []) {
        self.developmentLanguage = developmentLanguage
        self.concurrency = concurrency
        self.expandedLocales = expandedLocales
        self.unexpandedLocales = unexpandedLocales
    }

    /// Whether `locale`'s variables are expanded (see `expandedLocales`).
    func expandsVariables(of locale: String, sourceLanguage: String? = nil) -> Bool {
        if locale == sourceLanguage || locale == developmentLanguage { return true }
        if unexpandedLocales.contains(where: { localeTag($0, covers: locale) }) { return false }
        return expandedLocales.isEmpty || expandedLocales.contains { localeTag($0, covers: locale) }
    }
}

/// Whether a locale tag selects `locale`: itself, and its regions and scripts (`pt` covers
/// `pt-BR` and `pt_PT`), case-insensitively.
package func localeTag(_ tag: String, covers locale: String) -> Bool {
    let a = tag.lowercased().replacingOccurrences(of: "_", with: "-")
    let b = locale.lowercased().replacingOccurrences(of: "_", with: "-")
    return a == b || b.hasPrefix(a + "-")
}

/// Reads one localization file, choosing the reader by extension.
///
/// Never throws and never traps: an unreadable file, a bad encoding or a syntax error becomes a
/// `CatalogIssue` in the returned file, next to every entry that could still be read.
/// - Parameters:
///   - url: the file.
///   - locale: the locale of formats that do not name one (`.strings`, `.stringsdict`, Android);
///     when `nil`, it is taken from the path (`de.lproj`, `values-pt-rBR`), else `und`.
///   - options: see `CatalogReadingOptions`.
public func readCatalog(at url: URL, locale: String? = nil, options: CatalogReadingOptions = .init()) -> CatalogFile {
    let path = url.path
    guard let format = CatalogFormat(path: path) else {
        return CatalogFile(path: path, format: .strings, issues: [CatalogIssue(
            kind: .unsupportedFormat, location: SourceLocation(file: path, line: 1),
            message: "not a catalog: TypeFit reads \(CatalogFormat.fileNameList("and"))")])
    }
    let data: Data
    do {
        data = try readRegularFile(atPath: path)
    } catch {
        return CatalogFile(path: path, format: format, issues: [CatalogIssue(
            kind: .unreadableFile, location: SourceLocation(file: path, line: 1),
            message: "cannot read the file: \(error.reason)")])
    }
    let resolvedLocale = locale ?? localeFromPath(path, options: options) ?? "und"
    if format == .strings, PropertyListStringsReader.isBinaryPropertyList(data) {
        var file = PropertyListStringsReader(path: path, locale: resolvedLocale).read(binary: data)
        file.issues = IssueLimit.cap(file.issues)
        return file
    }
    let text: String
    switch decodeText(data) {
    case .success(let decoded):
        text = decoded.text
    case .failure(let failure):
        return CatalogFile(path: path, format: format, issues: [CatalogIssue(
            kind: .badEncoding, location: SourceLocation(file: path, line: failure.line), message: failure.reason)])
    }
    return readCatalog(text: text, path: path, format: format, locale: resolvedLocale, options: options)
}

/// Reads catalog text that is already decoded; `path` is used for locations only.
///
/// A lone carriage return ends a line, as a line feed does. A file lists at most
/// `IssueLimit.perKind` issues of each kind; one more issue counts the rest.
public func readCatalog(text: String, path: String, format: CatalogFormat, locale: String = "und",
                        options: CatalogReadingOptions = .init()) -> CatalogFile {
    let text = normalizingLoneCarriageReturns(text)
    var file: CatalogFile
    switch format {
    case .stringCatalog:
        var reader = StringCatalogReader(path: path)
        reader.expandsLocale = { options.expandsVariables(of: $0) }
        file = reader.read(text)
    case .strings where PropertyListStringsReader.isXMLPropertyList(text):
        file = PropertyListStringsReader(path: path, locale: locale).read(text)
    case .strings: file = StringsFileReader(path: path, locale: locale).read(text)
    case .stringsdict:
        file = StringsDictReader(path: path, locale: locale, expandsVariables: options.expandsVariables(of: locale)).read(text)
    case .xliff: file = XLIFFReader(path: path).read(text)
    case .androidStrings: file = AndroidStringsReader(path: path, locale: locale).read(text)
    }
    file.issues = IssueLimit.cap(file.issues)
    return file
}
