import Foundation
import Testing
import TextStyles
@testable import TextMeasure

/// Measuring with Apple's SF Pro when the user has it, with `OpticalSizeVF.ttf` standing in for
/// the variable SF-Pro.ttf (axes wght and opsz; SF Pro itself is never in the repository) and
/// bundled fonts copied under SF Pro's static file names.
@Suite("Apple's system font (SF Pro) when the user has it")
struct AppleSystemFontTests {
    static let variablePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/OpticalSizeVF.ttf").path

    static let systemFont: AppleSystemFont = {
        do { return try AppleSystemFont.locate(variablePath) } catch { fatalError("\(error)") }
    }()

    static let measurer = TextMeasurer(library: Fixtures.library, systemFont: systemFont)

    /// The untracked width of `text` in em per point at `size`, weight `weight`.
    func emWidth(_ text: String, size: Double, weight: FontWeight = .regular) throws -> Double {
        let font = try Self.measurer.resolve(.system(weight: weight), pointSize: size)
        let prepared = Self.measurer.prepare(text, with: font, language: "en")
        return prepared.measure(LayoutRequest(width: 1e9, pointSize: 1)).width
    }

    @Test func aVariableFontIsFoundWithItsAxesAndTheWeightsOfItsNamedInstances() throws {
        guard case .variable(let path, let axes, let weights) = Self.systemFont.layout else {
            Issue.record("not read as a variable font")
            return
        }
        #expect(path == Self.variablePath)
        #expect(axes.map(\.tag).sorted() == ["opsz", "wght"])
        #expect(weights == [400: 400, 600: 590, 700: 700])
        #expect(Self.systemFont.files == [Self.variablePath])
        // In a folder, as Apple's download unpacks it, under its name.
        let folder = try Self.folder(["SF-Pro.ttf": Self.variablePath])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try AppleSystemFont.locate(folder.path).files == [folder.appendingPathComponent("SF-Pro.ttf").path])
    }

    @Test("opsz follows the point size, clamped to the axis; wght follows the style's weight",
          arguments: [(11.0, 17.0), (17, 17), (21, 21), (24, 24), (28, 28), (34, 28), (21.1, 21), (21.2, 21.25)])
    func opticalSize(size: Double, opsz: Double) throws {
        let font = try Self.measurer.resolve(.system(weight: .semibold), pointSize: size)
        #expect(font.font.descriptor.variations == ["opsz": opsz, "wght": 590])
    }

    @Test("different advances at 17 and 24 pt, as the fixture's opsz masters differ (hb-shape: 7792 and 7495 units)")
    func advancesFollowTheOpticalSize() throws {
        let at17 = try emWidth("Settings", size: 17)
        let at24 = try emWidth("Settings", size: 24)
        #expect(abs(at17 * 2048 - 7792) < 0.5)
        #expect(abs(at24 * 2048 - 7495) < 0.5)
        // One size past the axis' end uses its last instance: the same shaping.
        #expect(try emWidth("Settings", size: 40) == emWidth("Settings", size: 28))
        #expect(try emWidth("Settings", size: 17, weight: .bold) > at17)
    }

    @Test("one font instance, and one shaping, per distinct optical size")
    func instancesAreShared() throws {
        let a = try Self.measurer.resolve(.system(weight: .regular), pointSize: 30)
        let b = try Self.measurer.resolve(.system(weight: .regular), pointSize: 34)
        let c = try Self.measurer.resolve(.system(weight: .regular), pointSize: 24)
        #expect(a.font === b.font && a.font !== c.font)
        #expect(Self.measurer.prepare("Settings", with: a, language: "en").storage === Self.measurer.prepare("Settings", with: b, language: "en").storage)
    }

    @Test("the profile's semantics hold: HIG tracking and measured line height; no calibration, no band; the report names the file")
    func semantics() throws {
        let font = try Self.measurer.resolve(.system(weight: .regular), pointSize: 17)
        #expect(font.tracking == Tracking.points(pointSize: 17))
        #expect(font.lineHeight == SystemFontMetrics.ios.lineHeight(pointSize: 17))
        #expect(font.widthFactors.isIdentity && font.errorBands == nil)
        let m = try Self.measurer.measure("Settings", profile: .system(weight: .regular), pointSize: 21, language: "en", slot: .label(width: 78))
        #expect(m.fontFiles == [Self.variablePath])
        #expect(m.errorBand == nil)
        #expect(m.margin < TextMeasurer.marginCap)
        #expect(m.notes.contains { $0.contains("OpticalSizeVF.ttf") && $0.contains("no calibration and no error band") })
        // Its own metrics are the measured ones, so nothing more is said.
        #expect(!m.notes.contains { $0.contains("vertical metrics") })
    }

    @Test("a font whose own vertical metrics differ from the measured ones is named, and heights keep the measured values")
    func metricsMismatch() throws {
        let inter = try AppleSystemFont.locate(Fixtures.path("Inter/Inter-Regular.otf"))
        #expect(inter.layout == .single(path: Fixtures.path("Inter/Inter-Regular.otf")))
        let measurer = TextMeasurer(library: Fixtures.library, systemFont: inter)
        let m = try measurer.measure("Settings", profile: .system(weight: .bold), pointSize: 17, language: "en", slot: .label(width: 200))
        #expect(m.notes.contains { $0.contains("vertical metrics (ascender 2728, descender -680, line gap 0 per 2816 em) differ") })
        #expect(m.lineHeight == SystemFontMetrics.ios.lineHeight(pointSize: 17))
    }

    @Test("static Text and Display cuts: Display from 20 pt, the nearest weight; a Text file named brings its siblings")
    func staticCuts() throws {
        let folder = try Self.folder([
            "SF-Pro-Text-Regular.otf": Fixtures.path("Inter/Inter-Regular.otf"),
            "SF-Pro-Text-Bold.otf": Fixtures.path("Inter/Inter-Bold.otf"),
            "SF-Pro-Display-Regular.otf": Fixtures.path("Inter/InterDisplay-Regular.otf"),
            "SF-Pro-Text-RegularItalic.otf": Fixtures.path("Inter/Inter-Regular.otf"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cuts = try AppleSystemFont.locate(folder.path)
        func file(_ weight: Int, _ size: Double) -> String {
            URL(fileURLWithPath: cuts.descriptor(weight: weight, pointSize: size, displayFrom: 20).path).lastPathComponent
        }
        #expect(file(400, 17) == "SF-Pro-Text-Regular.otf")
        #expect(file(400, 21) == "SF-Pro-Display-Regular.otf")
        #expect(file(700, 17) == "SF-Pro-Text-Bold.otf")
        #expect(file(600, 19) == "SF-Pro-Text-Bold.otf")
        #expect(file(700, 28) == "SF-Pro-Display-Regular.otf")
        #expect(cuts.files.count == 3)
        #expect(try AppleSystemFont.locate(folder.appendingPathComponent("SF-Pro-Text-Bold.otf").path) == cuts)
        #expect(cuts.note.contains("Display from 20 pt as before iOS 14"))
    }

    @Test("a folder without SF Pro, or a missing path, is an error naming it")
    func errors() throws {
        let empty = try Self.folder([:])
        defer { try? FileManager.default.removeItem(at: empty) }
        let error = #expect(throws: FontLoadingError.self) { try AppleSystemFont.locate(empty.path) }
        #expect(error?.description.contains("no SF Pro files in the folder") == true)
        #expect(error?.path == empty.path)
        let missing = #expect(throws: FontLoadingError.self) { try AppleSystemFont.locate("/nonexistent/SF-Pro.ttf") }
        #expect(missing?.kind == .unreadable)
    }

    /// A new scratch folder holding copies of `files` (name -> source path).
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-sf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, source) in files {
            try FileManager.default.copyItem(atPath: source, toPath: folder.appendingPathComponent(name).path)
        }
        return folder
    }
}
