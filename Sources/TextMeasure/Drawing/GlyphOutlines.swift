import Foundation
internal import CFreeType

/// Accumulates SVG path data while FreeType walks an outline: `M`, `L`, `Q` or `C` and the
/// points' coordinates in font units (`x y`, points apart by a space), `Z` closing each contour.
/// As bytes: joined from a string per point (mapped, interpolated, joined), a segment took
/// 3,600 instructions, two thirds of drawing a new glyph (callgrind, a real app's HTML report;
/// issue 14).
private final class PathBuilder {
    var data: [UInt8] = []

    func add(_ command: UInt8, _ points: FT_Vector...) {
        if command == UInt8(ascii: "M") && !data.isEmpty { data.append(UInt8(ascii: "Z")) }
        data.append(command)
        for (index, point) in points.enumerated() {
            if index > 0 { data.append(UInt8(ascii: " ")) }
            data.append(contentsOf: String(point.x).utf8)
            data.append(UInt8(ascii: " "))
            data.append(contentsOf: String(point.y).utf8)
        }
    }
}

extension Font {
    /// The outline of `glyph` as SVG path data in font units (y up), from FreeType's outline
    /// decomposition without hinting; nil for a glyph with no outline (space, colour bitmap).
    package func outlinePath(glyph: UInt32) -> String? {
        withFace { face -> String? in
            // FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP (fterrdef.h values 1, 2, 8).
            let flags = Int32(1 | 2 | 8)
            guard FT_Load_Glyph(face, glyph, flags) == 0,
                  face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
            var funcs = FT_Outline_Funcs(
                move_to: { to, user in
                    Unmanaged<PathBuilder>.fromOpaque(user!).takeUnretainedValue().add(UInt8(ascii: "M"), to!.pointee)
                    return 0
                },
                line_to: { to, user in
                    Unmanaged<PathBuilder>.fromOpaque(user!).takeUnretainedValue().add(UInt8(ascii: "L"), to!.pointee)
                    return 0
                },
                conic_to: { control, to, user in
                    Unmanaged<PathBuilder>.fromOpaque(user!).takeUnretainedValue().add(UInt8(ascii: "Q"), control!.pointee, to!.pointee)
                    return 0
                },
                cubic_to: { c1, c2, to, user in
                    Unmanaged<PathBuilder>.fromOpaque(user!).takeUnretainedValue().add(UInt8(ascii: "C"), c1!.pointee, c2!.pointee, to!.pointee)
                    return 0
                },
                shift: 0, delta: 0)
            let builder = PathBuilder()
            let user = Unmanaged.passUnretained(builder).toOpaque()
            var outline = face.pointee.glyph.pointee.outline
            let error = withExtendedLifetime(builder) { FT_Outline_Decompose(&outline, &funcs, user) }
            guard error == 0, !builder.data.isEmpty else { return nil }
            builder.data.append(UInt8(ascii: "Z"))
            return String(decoding: builder.data, as: UTF8.self)
        }
    }
}
