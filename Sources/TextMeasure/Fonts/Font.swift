import Foundation
internal import CFreeType
internal import CHarfBuzz

/// A loaded font face: FreeType for metrics and outlines, HarfBuzz for shaping.
///
/// Ownership: the `Font` owns one `FT_Face` and one immutable `hb_font_t`, released in `deinit`.
/// The HarfBuzz font is immutable and safe to shape with from any thread; the FreeType face is
/// not thread-safe and is only touched behind `faceLock` (outline drawing).
public final class Font: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// What this font is: file, face index, variations.
    public let descriptor: FontDescriptor
    /// Vertical metrics in font units (`hhea`, `OS/2`).
    public let metrics: FaceMetrics
    /// The family name FreeType reports (for example `Inter`).
    public let familyName: String
    /// The style name FreeType reports (for example `Semi Bold`).
    public let styleName: String
    /// Number of glyphs in the face.
    public let glyphCount: Int
    /// The variation axes of a variable font (empty for a static one).
    public let variationAxes: [VariationAxis]
    /// The named instances of a variable font (empty for a static one).
    public let namedInstances: [NamedInstance]
    /// The face's bounding box heights in font units (`head.yMax`, `head.yMin`, as FreeType reads
    /// them): Android's `FontMetrics.top` and `bottom` (see `AndroidFontMetrics`).
    public let boundingBox: (yMin: Int, yMax: Int)

    let hbFont: OpaquePointer
    /// The ellipsis truncation inserts, in this font: its glyph (0 when the font has none) and
    /// advance in em (three periods' when it has none). Found once here: every preparation
    /// asked HarfBuzz for it (callgrind, issue 14's R1 on 15 locales: 8M instructions).
    let ellipsis: (glyph: UInt32, advance: Float)
    /// The Basic Multilingual Plane part of the character map, one bit per code point (8 KB):
    /// fallback asks whether a font has a cluster's characters for every cluster it itemizes,
    /// and a bit test is a fraction of `hb_font_get_nominal_glyph`'s cmap search (callgrind:
    /// 4% of a check went to those calls). Kept behind a pointer, not in an array: reading a
    /// class's array property in a loop retained and released the array's buffer around the
    /// loop, two atomic operations per `covers` of a cluster on a buffer every thread shares
    /// (callgrind, issue 14's R1 on 15 locales: 268,216 retains and 416,428 releases of it
    /// under `TextPreparer.assignFonts`). 1,024 words, allocated in `init`, freed in `deinit`.
    private let bmpCoverage: UnsafeMutablePointer<UInt64>
    private let ftFace: FT_Face
    private let faceLock = NSLock()

    /// Loads the face `descriptor` names.
    ///
    /// - Throws: `FontLoadingError` naming the file and FreeType's reason when the file is
    ///   missing, is not a font, is truncated, lacks a needed table, or has no such face or axis.
    public init(_ descriptor: FontDescriptor) throws(FontLoadingError) {
        self.descriptor = descriptor
        let path = descriptor.path
        guard FileManager.default.isReadableFile(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw FontLoadingError(.unreadable, path: path, reason: exists ? "permission denied" : "no such file")
        }

        // 1. FreeType: parse the face.
        let face = try Font.openFace(path: path, index: descriptor.faceIndex)
        var ok = false
        defer { if !ok { _ = FreeTypeLibrary.withLibrary { _ in FT_Done_Face(face) } } }

        try Font.checkTables(of: face, path: path)

        // 2. HarfBuzz: the same face, from the same file.
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw FontLoadingError(.unreadable, path: path, reason: "HarfBuzz could not read the file")
        }
        let hbFace = hb_face_create(blob, UInt32(descriptor.faceIndex))!
        hb_blob_destroy(blob)
        defer { hb_face_destroy(hbFace) }
        let glyphs = Int(hb_face_get_glyph_count(hbFace))
        guard glyphs > 0 else {
            // HarfBuzz constructors never return NULL; an empty face means the load failed.
            throw FontLoadingError(.damaged, path: path, reason: "HarfBuzz found no glyphs in face \(descriptor.faceIndex)")
        }
        let font = hb_font_create(hbFace)!
        let upem = Int32(hb_face_get_upem(hbFace))
        let axes = FontVariations.axes(of: hbFace)
        let instances = FontVariations.namedInstances(of: hbFace, axes: axes)
        hb_font_set_scale(font, upem, upem)

        // 3. Variations, applied to both libraries.
        do throws(FontLoadingError) {
            try Font.applyVariations(descriptor, axes: axes, instances: instances, hbFont: font, ftFace: face)
        } catch {
            hb_font_destroy(font)
            throw error
        }
        hb_font_make_immutable(font)

        let coverage = Font.bmpCoverage(face: hbFace, font: font, probesEveryCodePoint: !Font.hasPlainUnicodeCharacterMap(face))
        self.bmpCoverage = .allocate(capacity: coverage.count)
        self.bmpCoverage.initialize(from: coverage, count: coverage.count)
        self.hbFont = font
        self.ftFace = face
        self.glyphCount = glyphs
        self.variationAxes = axes
        self.namedInstances = instances
        self.familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        self.styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        self.metrics = Font.readMetrics(face: face, upem: Int(upem))
        self.boundingBox = (Int(face.pointee.bbox.yMin), Int(face.pointee.bbox.yMax))
        self.ellipsis = Font.ellipsis(hbFont: font, unitsPerEm: Float(upem))
        ok = true
    }

    deinit {
        bmpCoverage.deallocate()
        hb_font_destroy(hbFont)
        let face = ftFace
        FreeTypeLibrary.withLibrary { _ in _ = FT_Done_Face(face) }
    }

    public var description: String { "\(familyName) \(styleName) (\(descriptor))" }

    public static func == (lhs: Font, rhs: Font) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The glyph for `scalar` in this face's character map, if it has one.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// Whether the face maps `scalar` to a glyph (the same answer as `glyph(for:) != nil`).
    @inline(__always)
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        coverage.covers(scalar)
    }

    /// The test `covers` makes, as a value holding no reference to the font: valid only while
    /// the font is alive (the caller keeps it). The preparer asks it for every cluster, and
    /// asking a `Font` there retained and released the font around each question, atomic
    /// operations on an object every thread shares (callgrind, issue 14's R1 on 15 locales:
    /// 445,904 retains under `TextPreparer.assignFonts`).
    struct Coverage {
        fileprivate let bits: UnsafeMutablePointer<UInt64>
        fileprivate let hbFont: OpaquePointer

        @inline(__always)
        func covers(_ scalar: Unicode.Scalar) -> Bool {
            let value = Int(scalar.value)
            if value < 0x10000 {
                // value < 0x10000, so the word index is below 1,024.
                return bits[value >> 6] & (1 << UInt64(value & 63)) != 0
            }
            var glyph: hb_codepoint_t = 0
            return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0
        }
    }

    /// See `Coverage`.
    var coverage: Coverage { Coverage(bits: bmpCoverage, hbFont: hbFont) }

    /// The BMP bits of `covers`: the code points of the character map (`hb_face_collect_unicodes`),
    /// each confirmed by the lookup `glyph(for:)` makes (which also filters glyph ids beyond the
    /// face), and U+0000-U+00FF asked directly.
    ///
    /// With `probesEveryCodePoint` (a face whose character map is not a plain Unicode one) every
    /// BMP code point is asked instead (65,536 lookups at load): HarfBuzz answers some code points of a symbol
    /// `cmap` through a remapping that the collected set does not list (U+0000-U+00FF through
    /// the U+F000 page; Arabic through a private-use table when OS/2 names an Arabic font page).
    private static func bmpCoverage(face: OpaquePointer, font: OpaquePointer, probesEveryCodePoint: Bool) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: 0x10000 / 64)
        var glyph: hb_codepoint_t = 0
        func probe(_ value: UInt32) {
            if hb_font_get_nominal_glyph(font, value, &glyph) != 0 {
                bits[Int(value >> 6)] |= 1 << UInt64(value & 63)
            }
        }
        if probesEveryCodePoint {
            for value in UInt32(0)...0xFFFF { probe(value) }
            return bits
        }
        for value in UInt32(0)...0xFF { probe(value) }
        let set = hb_set_create()!
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        // HB_SET_VALUE_INVALID (all ones) starts the iteration.
        var first = hb_codepoint_t.max
        var last = hb_codepoint_t.max
        while hb_set_next_range(set, &first, &last) != 0 && first < 0x10000 {
            let low = max(first, 0x100)
            let high = min(last, 0xFFFF)
            if low <= high {
                for value in low...high { probe(value) }
            }
        }
        return bits
    }

    /// See `ellipsis`.
    private static func ellipsis(hbFont: OpaquePointer, unitsPerEm: Float) -> (glyph: UInt32, advance: Float) {
        var glyph: hb_codepoint_t = 0
        if hb_font_get_nominal_glyph(hbFont, 0x2026, &glyph) != 0, glyph != 0 {
            return (glyph, Float(hb_font_get_glyph_h_advance(hbFont, glyph)) / unitsPerEm)
        }
        var period: hb_codepoint_t = 0
        if hb_font_get_nominal_glyph(hbFont, 0x2E, &period) == 0 { period = 0 }
        return (0, 3 * Float(hb_font_get_glyph_h_advance(hbFont, period)) / unitsPerEm)
    }

    /// The horizontal advance of `glyph` in font units (unhinted).
    func advance(ofGlyph glyph: UInt32) -> Int32 {
        hb_font_get_glyph_h_advance(hbFont, glyph)
    }

    /// Calls `body` with the FreeType face, serialized with every other use of this face.
    func withFace<T>(_ body: (FT_Face) throws -> T) rethrows -> T {
        faceLock.lock()
        defer { faceLock.unlock() }
        return try body(ftFace)
    }

    // MARK: Loading steps

    /// Whether the face has a Unicode character map (platform 0, or Windows encodings 1 and 10)
    /// and no symbol one (Windows encoding 0): then HarfBuzz answers exactly the code points the
    /// map lists.
    private static func hasPlainUnicodeCharacterMap(_ face: FT_Face) -> Bool {
        var unicode = false
        for i in 0..<Int(face.pointee.num_charmaps) {
            guard let map = face.pointee.charmaps[i] else { continue }
            let platform = map.pointee.platform_id, encoding = map.pointee.encoding_id
            if platform == 3 && encoding == 0 { return false }
            if platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)) { unicode = true }
        }
        return unicode
    }

    private static func openFace(path: String, index: Int) throws(FontLoadingError) -> FT_Face {
        let result: Result<FT_Face, FontLoadingError> = FreeTypeLibrary.withLibrary { library in
            var face: FT_Face?
            // Index -1 asks only for the number of faces, so a bad index gets a clear message.
            var error = FT_New_Face(library, path, -1, &face)
            if error == 0, let probe = face {
                let count = Int(probe.pointee.num_faces)
                FT_Done_Face(probe)
                face = nil
                if index < 0 || index >= count {
                    return .failure(FontLoadingError(
                        .badFaceIndex, path: path,
                        reason: "face index \(index) does not exist (the file has \(count) face\(count == 1 ? "" : "s"): 0...\(count - 1))"))
                }
                error = FT_New_Face(library, path, FT_Long(index), &face)
            }
            guard error == 0, let face else {
                let reason = FreeTypeErrorName.describe(error)
                let kind: FontLoadingError.Kind
                switch error {
                case 0x01: kind = .unreadable
                case 0x02: kind = .notAFont
                case 0x8E...0x94: kind = .missingTable
                default: kind = .damaged
                }
                if kind != .unreadable, let directory = TableDirectory(path: path, faceIndex: max(0, index)),
                   let cut = directory.records.first(where: { $0.offset + $0.length > directory.fileSize }) {
                    // FreeType reports a table cut off by truncation as missing; say what happened.
                    return .failure(FontLoadingError(
                        .damaged, path: path,
                        reason: "the '\(cut.tag.trimmingCharacters(in: .whitespaces))' table ends at byte \(cut.offset + cut.length) but the file has \(directory.fileSize) bytes (\(reason))"))
                }
                return .failure(FontLoadingError(kind, path: path, reason: reason))
            }
            return .success(face)
        }
        return try result.get()
    }

    /// Checks that the tables measuring needs exist and are complete (a truncated file fails here).
    private static func checkTables(of face: FT_Face, path: String) throws(FontLoadingError) {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SFNT) != 0 else {
            throw FontLoadingError(.notAFont, path: path, reason: "not an OpenType/TrueType font (no sfnt tables)")
        }
        func length(_ tag: String) -> Int? {
            var length: FT_ULong = 0
            let error = FT_Load_Sfnt_Table(face, FT_ULong(openTypeTag(tag)), 0, nil, &length)
            return error == 0 ? Int(length) : nil
        }
        // FreeType hides tables that run past the end of the file; the raw directory tells a
        // truncated file from one that never had the table.
        let directory = TableDirectory(path: path, faceIndex: Int(face.pointee.face_index & 0xFFFF))
        func cutOff(_ tag: String) -> FontLoadingError? {
            guard let record = directory?.record(tag), let size = directory?.fileSize,
                  record.offset + record.length > size else { return nil }
            return FontLoadingError(
                .damaged, path: path,
                reason: "the '\(tag.trimmingCharacters(in: .whitespaces))' table ends at byte \(record.offset + record.length) but the file has \(size) bytes")
        }
        for tag in ["cmap", "head", "hhea", "hmtx", "maxp"] where length(tag) == nil {
            throw cutOff(tag) ?? FontLoadingError(.missingTable, path: path, reason: "no '\(tag)' table")
        }
        let outlineTags = ["glyf", "CFF ", "CFF2", "CBDT", "sbix"].filter { length($0) != nil }
        guard !outlineTags.isEmpty else {
            if let error = ["glyf", "CFF ", "CFF2"].lazy.compactMap(cutOff).first { throw error }
            throw FontLoadingError(.missingTable, path: path, reason: "no glyph outlines ('glyf', 'CFF ' or 'CFF2' table)")
        }
        // Reading each table's last byte fails when the file ends before the table does.
        for tag in ["cmap", "head", "hhea", "hmtx", "maxp"] + outlineTags {
            guard let size = length(tag), size > 0 else { continue }
            var byte: UInt8 = 0
            var one: FT_ULong = 1
            let error = FT_Load_Sfnt_Table(face, FT_ULong(openTypeTag(tag)), FT_Long(size - 1), &byte, &one)
            if error != 0 {
                throw FontLoadingError(
                    .damaged, path: path,
                    reason: "the '\(tag.trimmingCharacters(in: .whitespaces))' table runs past the end of the file: \(FreeTypeErrorName.describe(error))")
            }
        }
    }

    private static func readMetrics(face: FT_Face, upem: Int) -> FaceMetrics {
        var metrics = FaceMetrics(
            unitsPerEm: upem,
            ascender: Int(face.pointee.ascender),
            descender: Int(face.pointee.descender),
            lineGap: Int(face.pointee.height) - Int(face.pointee.ascender) + Int(face.pointee.descender))
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            metrics.ascender = Int(hhea.Ascender)
            metrics.descender = Int(hhea.Descender)
            metrics.lineGap = Int(hhea.Line_Gap)
        }
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version >= 2 && os2.version != 0xFFFF {
                metrics.capHeight = Int(os2.sCapHeight)
                metrics.xHeight = Int(os2.sxHeight)
            }
        }
        return metrics
    }

    private static func applyVariations(
        _ descriptor: FontDescriptor, axes: [VariationAxis], instances: [NamedInstance], hbFont: OpaquePointer, ftFace: FT_Face
    ) throws(FontLoadingError) {
        guard descriptor.namedInstance != nil || !descriptor.variations.isEmpty else { return }
        let path = descriptor.path
        guard !axes.isEmpty else {
            throw FontLoadingError(.badVariation, path: path, reason: "not a variable font: it has no variation axes")
        }
        var coordinates = axes.map(\.defaultValue)
        if let wanted = descriptor.namedInstance {
            guard let instance = instances.first(where: { $0.name.caseInsensitiveCompare(wanted) == .orderedSame }) else {
                throw FontLoadingError(
                    .badVariation, path: path,
                    reason: "no named instance '\(wanted)' (available: \(instances.map(\.name).joined(separator: ", ")))")
            }
            coordinates = axes.map { instance.coordinates[$0.tag] ?? $0.defaultValue }
        }
        for (tag, value) in descriptor.variations.sorted(by: { $0.key < $1.key }) {
            guard let axis = axes.firstIndex(where: { $0.tag == tag }) else {
                throw FontLoadingError(
                    .badVariation, path: path,
                    reason: "no variation axis '\(tag)' (axes: \(axes.map(\.tag).joined(separator: ", ")))")
            }
            coordinates[axis] = axes[axis].clamp(value)
        }
        var variations = zip(axes, coordinates).map { hb_variation_t(tag: openTypeTag($0.0.tag), value: Float($0.1)) }
        hb_font_set_variations(hbFont, &variations, UInt32(variations.count))
        var fixed = coordinates.map { FT_Fixed(($0 * 65536).rounded()) }
        _ = FT_Set_Var_Design_Coordinates(ftFace, FT_UInt(fixed.count), &fixed)
    }
}

/// The 4-letter text of an OpenType tag.
func tagString(_ tag: UInt32) -> String {
    let bytes = [UInt8(tag >> 24 & 0xFF), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)]
    return String(decoding: bytes, as: UTF8.self)
}

extension Comparable {
    func clamped(_ low: Self, _ high: Self) -> Self { min(max(self, low), high) }
}
