import Foundation
import Testing
import TextStyles
@testable import TextMeasure

@Suite("Font loading and metrics")
struct FontLoadingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test("Inter's hhea and OS/2 metrics, in font units and at 17 pt (values from fontTools)")
    func interMetrics() throws {
        let font = try Font(FontDescriptor(path: Fixtures.path("Inter/Inter-Regular.otf")))
        #expect(font.metrics == FaceMetrics(unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0, capHeight: 2048, xHeight: 1536))
        #expect(font.familyName == "Inter")
        let scaled = font.metrics.scaled(to: 17)
        #expect(abs(scaled.lineHeight - 3408.0 / 2816 * 17) < 1e-12)
        #expect(abs(scaled.ascender - 2728.0 / 2816 * 17) < 1e-12)
    }

    @Test("The system profile takes Apple's measured metrics: 17 pt line height 20.287109375")
    func systemProfileMetrics() throws {
        let font = try Fixtures.measurer.resolve(.system(weight: .regular), pointSize: 17)
        #expect(font.lineHeight == 20.287109375)
        #expect(font.metrics.ascender == 16.1865234375)
        #expect(font.metrics.descender == -4.1005859375)
        #expect(font.metrics.capHeight == 11.97802734375)
        #expect(font.metrics.xHeight == 8.9482421875)
        #expect(font.font.descriptor.path.hasSuffix("Inter/Inter-Regular.otf"))
        // From 20 pt the Display cut sets the text; metrics stay Apple's.
        let display = try Fixtures.measurer.resolve(.system(weight: .semibold), pointSize: 20)
        #expect(display.font.descriptor.path.hasSuffix("Inter/InterDisplay-SemiBold.otf"))
        #expect(display.lineHeight == 2444.0 / 2048 * 20)
        let below = try Fixtures.measurer.resolve(.system(weight: .semibold), pointSize: 19.5)
        #expect(below.font.descriptor.path.hasSuffix("Inter/Inter-SemiBold.otf"))
    }

    @Test("covers (a bitmap of the BMP) answers as the cmap lookup does, for every BMP code point", arguments: [
        "Inter/Inter-Regular.otf", "Inter/InterDisplay-Bold.otf", "Noto/NotoSansArabic-Regular.ttf",
        "Noto/NotoSansThai-Bold.ttf", "Noto/NotoSansDevanagari-Regular.ttf", "test/NotoSansCJKjp-Subset.otf",
        "test/NotoColorEmoji-Subset.ttf", "fixture:Symbol.ttf", "fixture:SymbolArabicPage.ttf",
    ])
    func coverageBitmap(file: String) throws {
        let path = file.hasPrefix("fixture:") ? Self.fixtures.appendingPathComponent(String(file.dropFirst(8))).path : Fixtures.path(file)
        let font = try Font(FontDescriptor(path: path))
        var covered = 0
        var disagreements: [String] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let viaLookup = font.glyph(for: scalar) != nil
            if viaLookup { covered += 1 }
            if font.covers(scalar) != viaLookup { disagreements.append(String(value, radix: 16)) }
        }
        #expect(disagreements.isEmpty, "\(file): \(disagreements.prefix(10))")
        if file.hasSuffix("SymbolArabicPage.ttf") {
            // HarfBuzz answers Arabic letters through its private-use remapping, which the
            // collected code points of the cmap do not list.
            #expect(font.covers("\u{0628}") && font.glyph(for: "\u{0628}") != nil)
        } else if file.hasSuffix("Symbol.ttf") {
            #expect(font.covers("A") && font.covers("\u{F041}"))
        } else if file.contains("Emoji") {
            // The subset maps U+200D in the BMP and eight emoji beyond it, which the cmap
            // lookup itself answers (fontTools: 0x200D, 0x1F1E9 ... 0x1F469).
            #expect(covered == 1)
            #expect(font.covers("\u{1F44D}"))
            #expect(!font.covers("\u{1F600}"))
        } else {
            #expect(covered > 50, "\(file) maps only \(covered) BMP code points")
        }
    }

    @Test("Resolved fonts are remembered per weight, platform and size, never mixed up")
    func resolutionCacheKeepsProfilesApart() throws {
        let measurer = TextMeasurer(library: Fixtures.library)
        for _ in 0..<2 {  // the second pass answers from the cache
            for platform in Platform.allCases {
                for weight in FontWeight.allCases {
                    let resolved = try measurer.resolve(.system(weight: weight, platform: platform), pointSize: 17)
                    #expect(resolved.fallbackWeight == weight.numericValue)
                    let fresh = try TextMeasurer(library: Fixtures.library).resolve(.system(weight: weight, platform: platform), pointSize: 17)
                    #expect(resolved.font === fresh.font && resolved.tracking == fresh.tracking, "\(weight) \(platform)")
                }
            }
        }
        #expect(FontWeight.allCases.map(\.numericValue) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }

    @Test("A measurer for another thread measures the same with fonts of its own, fallback fonts included")
    func measurerForAnotherThread() throws {
        let measurer = TextMeasurer(library: Fixtures.library)
        let other = measurer.forAnotherThread(of: 2)
        let texts = [("Weiterleitung der Nachrichten an alle Kontakte", "de"), ("مرحبا بالعالم، كيف حالك اليوم", "ar"),
                     ("שלום עולם, מה שלומך היום", "he"), ("नमस्ते दुनिया, Wi-Fi चालू है", "hi"), ("Next × 2 (Box)", "en")]
        var withFallback = 0
        for (text, language) in texts {
            for size in [17.0, 23, 53] {
                let slot = Slot.label(width: 160, lines: 2, mode: .truncatingTail)
                let mine = try measurer.measure(text, profile: .system(weight: .regular), pointSize: size, language: language, slot: slot)
                let theirs = try other.measure(text, profile: .system(weight: .regular), pointSize: size, language: language, slot: slot)
                #expect(theirs.visibleText == mine.visibleText && theirs.lineCount == mine.lineCount, "\(text) \(size)")
                #expect(theirs.textWidth == mine.textWidth && theirs.height == mine.height && theirs.margin == mine.margin)
                #expect(theirs.fontFiles == mine.fontFiles && theirs.notes == mine.notes)
                #expect(theirs.summary.primaryFont.descriptor == mine.summary.primaryFont.descriptor)
                // Nothing shared: the fonts (and with them the shaped words) are the copy's own.
                #expect(theirs.summary.primaryFont !== mine.summary.primaryFont)
                #expect(!theirs.prepared.fonts.contains { font in mine.prepared.fonts.contains { $0 === font } })
                #expect(theirs.prepared.fonts.map(\.descriptor) == mine.prepared.fonts.map(\.descriptor))
                if mine.prepared.fonts.count > 1 { withFallback += 1 }
            }
        }
        // The Arabic, Hebrew and Devanagari texts are set in fallback fonts, at every size.
        #expect(withFallback == 9)
    }

    @Test("The system profile tracks with the platform's system font: SF Pro on iOS, SF Compact on watchOS (HIG tables)")
    func platformTracking() throws {
        // HIG, 1/1000 em: SF Pro 17 pt -26, 12 pt 0; SF Compact 17 pt -4, 12 pt +20.
        let measurer = TextMeasurer(library: Fixtures.library)
        let ios = try measurer.resolve(.system(weight: .regular), pointSize: 17)
        let watch = try measurer.resolve(.system(weight: .regular, platform: .watchos), pointSize: 17)
        #expect(abs(ios.tracking - (-0.026 * 17)) < 1e-12)
        #expect(abs(watch.tracking - (-0.004 * 17)) < 1e-12)
        #expect(abs(try measurer.resolve(.system(weight: .regular, platform: .watchos), pointSize: 12).tracking - 0.24) < 1e-12)
        #expect(ios.note == nil)
        #expect(watch.note?.contains("SF Compact") == true)
        // Same font and metrics: only the tracking differs, so watchOS text is wider here.
        #expect(watch.font === ios.font && watch.lineHeight == ios.lineHeight)
        let slot = Slot.label(width: 400, lines: 1, mode: .truncatingTail)
        let text = "Einstellungen"
        let onIOS = try measurer.measure(text, profile: .system(weight: .regular), pointSize: 17, language: "de", slot: slot)
        let onWatch = try measurer.measure(text, profile: .system(weight: .regular, platform: .watchos), pointSize: 17, language: "de", slot: slot)
        let clusters = Double(text.count)
        #expect(abs((onWatch.lines[0].width - onIOS.lines[0].width) - clusters * (-0.004 + 0.026) * 17) < 1e-9)
        #expect(onWatch.notes.contains { $0.contains("SF Compact") })
    }

    @Test("A pooled workspace keeps its work arrays for the next text, but not the arrays a huge text grew")
    func workspaceScratchIsTrimmed() {
        let workspace = PreparationWorkspace()
        let kept = PreparationWorkspace.keptCapacity
        workspace.scratch.fontOfUnit16.reset(to: 0, count: 1_000)
        workspace.scratch.raw.reserveCapacity(kept + 1)
        workspace.scratch.isClusterStart.reset(to: false, count: 3 * kept)
        _ = workspace.scratch.scalarBuffers(capacity: 4 * kept)
        workspace.trimScratch()
        #expect(workspace.scratch.fontOfUnit16.capacity >= 1_000)
        #expect(workspace.scratch.raw.capacity == 0 && workspace.scratch.isClusterStart.capacity == 0)
        let (a, b) = workspace.scratch.scalarBuffers(capacity: 10)
        #expect(a.count >= 10 && b.count >= 10 && a.count + b.count <= 2 * kept)
    }

    @Test("A collection's faces by index; an index past the end is a clear error")
    func collection() throws {
        let path = Self.fixtures.appendingPathComponent("HebrewPair.ttc").path
        let regular = try Font(FontDescriptor(path: path, faceIndex: 0))
        let bold = try Font(FontDescriptor(path: path, faceIndex: 1))
        #expect(regular.styleName == "Regular")
        #expect(bold.styleName == "Bold")
        let error = #expect(throws: FontLoadingError.self) { try Font(FontDescriptor(path: path, faceIndex: 2)) }
        #expect(error?.kind == .badFaceIndex)
        #expect(error?.description == "\(path): face index 2 does not exist (the file has 2 faces: 0...1)")
    }

    @Test("Variable fonts: an axis value and a named instance shape like the static cut (hb-shape: 2227, 2325, 2373)",
          arguments: [
            (FontDescriptor(path: "HebrewVF.ttf"), 2227.0),
            (FontDescriptor(path: "HebrewVF.ttf", variations: ["wght": 600]), 2325.0),
            (FontDescriptor(path: "HebrewVF.ttf", variations: ["wght": 700]), 2373.0),
            (FontDescriptor(path: "HebrewVF.ttf", namedInstance: "Bold"), 2373.0),
          ])
    func variableFont(descriptor: FontDescriptor, expectedUnits: Double) throws {
        var d = descriptor
        d.path = Self.fixtures.appendingPathComponent(d.path).path
        let (prepared, _) = try Fixtures.prepared("שלום", profile: .custom(d, trackingEm: nil), size: 1000, language: "he")
        let metrics = prepared.measure(LayoutRequest(width: 1e6, pointSize: 1000))
        #expect(abs(metrics.width - expectedUnits) < 1.0 / 64)
    }

    @Test("A variation the font lacks is an error listing what it has")
    func badVariation() throws {
        let path = Self.fixtures.appendingPathComponent("HebrewVF.ttf").path
        let axis = #expect(throws: FontLoadingError.self) { try Font(FontDescriptor(path: path, variations: ["opsz": 17])) }
        #expect(axis?.description == "\(path): no variation axis 'opsz' (axes: wght)")
        let instance = #expect(throws: FontLoadingError.self) { try Font(FontDescriptor(path: path, namedInstance: "Black")) }
        #expect(instance?.description == "\(path): no named instance 'Black' (available: Regular, SemiBold, Bold)")
        let staticFont = #expect(throws: FontLoadingError.self) {
            try Font(FontDescriptor(path: Fixtures.path("Inter/Inter-Regular.otf"), variations: ["wght": 500]))
        }
        #expect(staticFont?.kind == .badVariation)
    }

    @Test("A missing file, a text file, a truncated font and a font without cmap each give a typed error naming the file")
    func errors() throws {
        let missing = #expect(throws: FontLoadingError.self) { try Font(FontDescriptor(path: "/nonexistent/NoSuch.otf")) }
        #expect(missing == FontLoadingError(.unreadable, path: "/nonexistent/NoSuch.otf", reason: "no such file"))

        let text = try Fixtures.temporaryFile("not-a-font.otf", contents: Data("hello, I am not a font\n".utf8))
        let notFont = #expect(throws: FontLoadingError.self) { try Font(FontDescriptor(path: text)) }
        #expect(notFont?.kind == .notAFont)
        #expect(notFont?.description == "\(text): not a font file (FreeType: unknown file format (FreeType error 0x02))")

        let inter = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Inter/Inter-Regular.otf")))
        let truncatedPath = try Fixtures.temporaryFile("truncated.otf", contents: inter.prefix(inter.count / 2))
        let truncated = #expect(throws: FontLoadingError.self) { try Font(FontDescriptor(path: truncatedPath)) }
        #expect(truncated?.kind == .damaged)
        #expect(truncated?.description.hasPrefix("\(truncatedPath): the font file is damaged or truncated") == true)

        let noCmap = Self.fixtures.appendingPathComponent("NoCmap.ttf").path
        let lacking = #expect(throws: FontLoadingError.self) { try Font(FontDescriptor(path: noCmap)) }
        #expect(lacking == FontLoadingError(.missingTable, path: noCmap, reason: "no 'cmap' table"))
    }

    @Test("A missing font reaches the measuring API as a measurement error")
    func missingFontInMeasure() {
        let profile = FontProfile.custom(FontDescriptor(path: "/nonexistent/Font.ttf"), trackingEm: nil)
        #expect(throws: MeasurementError.self) {
            try Fixtures.measurer.measure("Hi", profile: profile, pointSize: 17, language: "en", slot: .label(width: 100))
        }
    }

    /// The blocks answered without Unicode's property lookup give the property's answer, for
    /// every code point (issue 14's fast path in `isIgnorableForCoverage`).
    @Test("Characters needing no glyph: the fast path agrees with Default_Ignorable_Code_Point everywhere")
    func ignorableForCoverageAgreesWithTheProperty() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x200C || value == 0x200D
                || value == 0x2028 || value == 0x2029 || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
                || (0xE0000...0xE007F).contains(value) || scalar.properties.isDefaultIgnorableCodePoint
            if FontLibrary.isIgnorableForCoverage(scalar) != expected { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty)
        #expect(FontLibrary.isIgnorableForCoverage("\u{061C}") && FontLibrary.isIgnorableForCoverage("\u{00AD}"))
    }
}
