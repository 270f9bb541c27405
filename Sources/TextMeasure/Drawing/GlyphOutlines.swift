import Foundation
internal import CFreeType

/// Accumulates SVG path data while FreeType walks an outline.
private final class PathBuilder {
    var data = ""

    func add(_ command: String, _ points: [FT_Vector]) {
        if command == "M" && !data.isEmpty { data += "Z" }
        data += command
        data += points.map { "\($0.x) \($0.y)" }.joined(separator: " ")
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
                    Unmanaged<PathBuilder>.fromOpaque(user!).takeUnretainedValue().add("M", [to!.pointee])
                    return 0
                },
                line_to: { to, user in
                    Unmanaged<PathBuilder>.fromOpaque(user!).takeUnretainedValue().add("L", [to!.pointee])
                    return 0
                },
                conic_to: { control, to, user in
                    Unmanaged<PathBuilder>.fromOpaque(user!).takeUnretainedValue().add("Q", [control!.pointee, to!.pointee])
                    return 0
                },
                cubic_to: { c1, c2, to, user in
                    Unmanaged<PathBuilder>.fromOpaque(user!).takeUnretainedValue().add("C", [c1!.pointee, c2!.pointee, to!.pointee])
                    return 0
                },
                shift: 0, delta: 0)
            let builder = PathBuilder()
            let user = Unmanaged.passUnretained(builder).toOpaque()
            var outline = face.pointee.glyph.pointee.outline
            let error = withExtendedLifetime(builder) { FT_Outline_Decompose(&outline, &funcs, user) }
            guard error == 0, !builder.data.isEmpty else { return nil }
            return builder.data + "Z"
        }
    }
}
