internal import CUnicodeShim

/// Whether characters belong to no script in particular: the question font fallback asks to
/// keep spaces, digits and punctuation in the font of the run around them (see
/// `TextPreparer.assignFonts`).
extension ScriptItemizer {
    /// ICU's packed tags of the Common and Inherited scripts (`tfu_script_of`): `packedTag("Zyyy")`
    /// and `packedTag("Zinh")` (a test checks), written as literals so reading them needs no
    /// lazy initialization (callgrind: 97,094 `swift_once` calls under `isCommon`).
    static let commonTag: UInt32 = 0x5A79_7979
    static let inheritedTag: UInt32 = 0x5A69_6E68

    /// A 4-letter tag packed big-endian, as `tfu_script_of` returns it (see `tagString`).
    static func packedTag(_ tag: String) -> UInt32 {
        tag.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Whether every scalar is of the Common or Inherited script (ICU's Script property).
    static func isCommon(_ scalars: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
        for scalar in scalars {
            if isCertainlyCommon(scalar) { continue }
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

    /// Spaces, digits and punctuation of ASCII, CJK and the full-width forms, all Common (tested
    /// against ICU for every code point of these ranges): they are most of the clusters `isCommon`
    /// is asked about inside fallback runs, and ICU's lookup took 14M of its 30M instructions
    /// (callgrind, issue 14's R1 on 15 locales, 241,054 calls).
    @inline(__always)
    static func isCertainlyCommon(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x40, 0x5B...0x60, 0x7B...0x7E, 0x3000...0x3004, 0x3008...0x3011, 0xFF01...0xFF20:
            return true
        default:
            return false
        }
    }
}
