import Foundation
import TextStyles
@testable import TextMeasure

/// Shared test fixtures: the repository's fonts only (no fontconfig), test subsets included.
enum Fixtures {
    /// `Fonts/` of the repository, found from this file's path.
    static let fontsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts")

    static let library: FontLibrary = {
        do {
            return try FontLibrary(fontsDirectory: fontsDirectory, usesSystemFallback: false, usesTestFonts: true)
        } catch {
            fatalError("test fonts missing: \(error)")
        }
    }()

    static let measurer = TextMeasurer(library: library)

    static func path(_ name: String) -> String { fontsDirectory.appendingPathComponent(name).path }

    /// The Inter text cut as a custom font (its own metrics, no tracking).
    static let interRegular = FontProfile.custom(FontDescriptor(path: path("Inter/Inter-Regular.otf")), trackingEm: nil)

    /// A label measurement with the system profile.
    static func label(
        _ text: String, size: Double = 17, width: Double, lines: Int = 1, mode: LineBreakMode = .truncatingTail,
        minimumScaleFactor: Double = 0, language: String = "en", profile: FontProfile = .system(weight: .regular),
        scale: Int = 3
    ) throws -> TextMeasurement {
        var slot = Slot.label(width: width, lines: lines, mode: mode, minimumScaleFactor: minimumScaleFactor)
        slot.displayScale = scale
        return try measurer.measure(text, profile: profile, pointSize: size, language: language, slot: slot)
    }

    /// A prepared text with a custom profile at `size`.
    static func prepared(_ text: String, profile: FontProfile = interRegular, size: Double = 17, language: String = "en") throws -> (PreparedText, ResolvedFont) {
        let font = try measurer.resolve(profile, pointSize: size)
        return (measurer.prepare(text, with: font, language: language), font)
    }

    /// The test process's scratch directory, removed when the process exits (each run left one).
    static let scratchDirectory: URL = {
        atexit {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-tests-\(getpid())")
            try? FileManager.default.removeItem(at: dir)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("typefit-tests-\(getpid())")
    }()

    /// A scratch file a test writes, in `scratchDirectory`.
    static func temporaryFile(_ name: String, contents: Data) throws -> String {
        let dir = scratchDirectory
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try contents.write(to: url)
        return url.path
    }
}
