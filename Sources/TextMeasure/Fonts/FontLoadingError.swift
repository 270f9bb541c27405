/// Why a font file could not be used, naming the file and FreeType's (or HarfBuzz's) reason.
public struct FontLoadingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, as a category a caller can switch on.
    public enum Kind: String, Sendable, Equatable {
        /// The file does not exist or cannot be read.
        case unreadable
        /// The file is not a font FreeType knows (wrong format, or damaged beyond its header).
        case notAFont
        /// The file is a font but ends early or has broken tables.
        case damaged
        /// A table needed to measure text is absent (named in `reason`).
        case missingTable
        /// The face index is beyond the number of faces in a collection.
        case badFaceIndex
        /// A variation axis or named instance the font does not have.
        case badVariation
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// The font file's path as given.
    public let path: String
    /// The library's reason, in words.
    public let reason: String

    /// An error of `kind` for the font at `path`.
    public init(_ kind: Kind, path: String, reason: String) {
        self.kind = kind
        self.path = path
        self.reason = reason
    }

    public var description: String {
        switch kind {
        case .unreadable: "\(path): cannot read the font file (\(reason))"
        case .notAFont: "\(path): not a font file (FreeType: \(reason))"
        case .damaged: "\(path): the font file is damaged or truncated (\(reason))"
        case .missingTable: "\(path): the font lacks a table needed for measuring (\(reason))"
        case .badFaceIndex: "\(path): \(reason)"
        case .badVariation: "\(path): \(reason)"
        }
    }
}

/// FreeType error codes and their names, from FreeType's `fterrdef.h`.
///
/// Debian builds FreeType without `FT_CONFIG_OPTION_ERROR_STRINGS`, so `FT_Error_String`
/// returns NULL there; this table gives users a reason in words anyway.
enum FreeTypeErrorName {
    static func describe(_ code: Int32) -> String {
        let hex = String(code, radix: 16, uppercase: true)
        let padded = hex.count < 2 ? "0" + hex : hex
        return "\(names[code] ?? "unknown error") (FreeType error 0x\(padded))"
    }

    static let names: [Int32: String] = [
        0x01: "cannot open resource",
        0x02: "unknown file format",
        0x03: "broken file",
        0x04: "invalid FreeType version",
        0x05: "module version is too low",
        0x06: "invalid argument",
        0x07: "unimplemented feature",
        0x08: "broken table",
        0x09: "broken offset within table",
        0x0A: "array allocation size too large",
        0x0B: "missing module",
        0x0C: "missing property",
        0x10: "invalid glyph index",
        0x11: "invalid character code",
        0x12: "unsupported glyph image format",
        0x13: "cannot render this glyph format",
        0x14: "invalid outline",
        0x15: "invalid composite glyph",
        0x16: "too many hints",
        0x17: "invalid pixel size",
        0x23: "invalid face handle",
        0x40: "out of memory",
        0x51: "invalid stream seek",
        0x52: "invalid stream skip",
        0x53: "invalid stream read",
        0x54: "invalid stream operation",
        0x55: "invalid frame operation",
        0x56: "nested frame access",
        0x57: "invalid frame read",
        0x8E: "table missing",
        0x8F: "horizontal header (hhea) table missing",
        0x90: "locations (loca) table missing",
        0x91: "name table missing",
        0x92: "character map (cmap) table missing",
        0x93: "horizontal metrics (hmtx) table missing",
        0x94: "PostScript (post) table missing",
        0xA0: "opcode syntax error",
        0xB3: "invalid CFF table",
        0xB8: "no Unicode glyph name found",
    ]
}
