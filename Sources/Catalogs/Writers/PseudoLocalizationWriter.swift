import Foundation

/// Writes a pseudo-localization of a catalog file, in the file's own format, to `output`.
///
/// - String Catalog: the whole catalog, with a new localization `locale` for every key that
///   should be translated (built from the source localization, variations and substitutions
///   included, state `translated`); everything else is kept and written as Xcode writes it.
/// - `.strings`: a new UTF-8 table with the same keys and comments and pseudo values.
/// - `.stringsdict`: the same plist with pseudo plural forms.
/// - XLIFF: every unit gets a pseudo `<target>` (replacing any), and `target-language` /
///   `trgLang` becomes `locale`.
/// - Android `strings.xml`: the same resources with pseudo texts; `translatable="false"`
///   resources are left out, as a `values-*` folder must not repeat them.
/// Bounded mode wraps whole texts only: substitution and plural forms that are inserted into
/// another text are not bounded again.
/// - Parameters:
///   - locale: the pseudo locale; `mode.defaultLocale` when `nil`.
/// - Throws: `CatalogError` when the input cannot be read or parsed cleanly, or `output`
///   cannot be written.
public func writePseudoLocalization(of file: URL, mode: PseudoMode, locale: String? = nil, to output: URL) throws(CatalogError) {
    let locale = locale ?? mode.defaultLocale
    let path = file.path
    guard let format = CatalogFormat(path: path) else {
        throw CatalogError(.unsupportedFormat, at: SourceLocation(file: path, line: 1),
                           "cannot pseudo-localize this file: use a \(CatalogFormat.fileNameList("or")) file")
    }
    let data: Data
    do {
        data = try readRegularFile(atPath: path)
    } catch {
        throw CatalogError(.unreadable, at: SourceLocation(file: path, line: 1), "cannot read the file: \(error.reason)")
    }
    let text: String
    switch decodeText(data) {
    case .success(let decoded): text = normalizingLoneCarriageReturns(decoded.text)
    case .failure(let failure): throw CatalogError(.malformed, at: SourceLocation(file: path, line: failure.line), failure.reason)
    }

    let written: String
    switch format {
    case .stringCatalog: written = try pseudoStringCatalog(text, path: path, mode: mode, locale: locale)
    case .strings: written = try pseudoStringsFile(text, path: path, mode: mode)
    case .stringsdict:
        written = try pseudoXML(text, path: path, doctype: plistDoctype) { root in pseudoStringsDict(root, mode: mode) }
    case .xliff: written = try pseudoXML(text, path: path) { root in pseudoXLIFF(root, mode: mode, locale: locale) }
    case .androidStrings: written = try pseudoXML(text, path: path) { root in pseudoAndroid(root, mode: mode) }
    }
    do {
        try writeOutputFile(Data(written.utf8), toPath: output.path)
    } catch {
        throw CatalogError(.writeFailed, at: SourceLocation(file: output.path, line: 1), "cannot write the pseudo-localization: \(error.reason)")
    }
}

/// The mode for texts that are inserted into another text (plural forms, substitutions).
func fragmentMode(_ mode: PseudoMode) -> PseudoMode? {
    if case .bounded = mode { return nil }
    return mode
}
