import Foundation
import TextMeasure
@testable import FitCheck

/// Shared fixtures: the repository's fonts (no fontconfig) and the catalogs next to this file.
enum Fixtures {
    /// `Tests/FitCheckTests/Fixtures`, found from this file's path.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The repository's `Fonts/`.
    static let fontsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts")

    static let measurer: TextMeasurer = {
        do {
            let library = try FontLibrary(fontsDirectory: fontsDirectory, usesSystemFallback: false, usesTestFonts: true)
            return TextMeasurer(library: library)
        } catch {
            fatalError("repository fonts missing: \(error)")
        }
    }()

    static func url(_ path: String) -> URL { directory.appendingPathComponent(path) }

    static let appSpec: Spec = {
        do { return try Spec.load(from: url("App/spec.json")) } catch { fatalError("\(error)") }
    }()

    /// The example app checked with its spec (pictures on, parallel).
    static let appResult: CheckResult = runCheck(paths: [url("App/Localizable.xcstrings")], spec: appSpec,
                                                 options: CheckOptions(rendersPictures: true), measurer: measurer)

    /// Parses spec text from a test, naming it `test-spec.json`.
    static func spec(_ text: String) throws(SpecError) -> Spec {
        try Spec.parse(text, path: "test-spec.json", baseDirectory: directory)
    }
}
