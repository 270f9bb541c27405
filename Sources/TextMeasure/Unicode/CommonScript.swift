internal import CUnicodeShim

/// Whether characters belong to no script in particular: the question font fallback asks to
/// keep spaces, digits and punctuation in the font of the run around them (see
/// `TextPreparer.assignFonts`).
extension ScriptItemizer {
    /// ICU's packed tags of the Common and Inherited scripts (`tfu_script_of`).
    static let commonTag = packedTag("Zyyy")
    static let inheritedTag = packedTag("Zinh")

    /// A 4-letter tag packed big-endian, as `tfu_script_of` returns it (see `tagString`).
    static func packedTag(_ tag: String) -> UInt32 {
        tag.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Whether every scalar is of the Common or Inherited script (ICU's Script property).
    static func isCommon(_ scalars: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
        for scalar in scalars {
            if isCertainlyScriptSpecific(scalar) { return false }
            let tag = tfu_script_of(scalar.value)
            if tag != commonTag && tag != inheritedTag { return false }
        }
        return true
    }

    /// Letters of the scripts most UI text is in, none of them Common or Inherited (tested
    /// against ICU for every code point of these ranges): the preparer asks `isCommon` for each
    /// cluster of a run set in a fallback font, and ICU's lookup was 1.5% of a check.
    @inline(__always)
    static func isCertainlyScriptSpecific(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x391...0x3A1, 0x3A3...0x3C9, 0x410...0x44F, 0x5D0...0x5EA, 0x621...0x63A,
             0x641...0x64A, 0x671...0x6D3, 0x905...0x939, 0xE01...0xE30, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF:
            return true
        default:
            return false
        }
    }
}
