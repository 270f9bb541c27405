internal import CUnicodeShim

/// A run of text in one script, the unit that font fallback and HarfBuzz shaping work on.
package struct ScriptRun: Hashable, Sendable, CustomStringConvertible {
    /// UTF-16 offsets of the run.
    package let range: Range<Int>
    /// ISO 15924 tag as ICU's `uscript_getShortName` spells it: "Latn", "Cyrl", "Arab", "Hani",
    /// "Hira", "Kana"; "Zyyy" (Common) only for a text with no script-specific character.
    package let script: String

    package init(range: Range<Int>, script: String) {
        self.range = range
        self.script = script
    }

    package var description: String { "\(range.lowerBound)..<\(range.upperBound) \(script)" }
}

/// Script itemization: per code point Script (UAX #24) from ICU, Common and Inherited resolved.
///
/// The resolution follows what HarfBuzz's and Pango's itemizers do: Common (punctuation, digits,
/// spaces) and Inherited (combining marks) characters join the run they are in, leading ones join
/// the first real script; a character whose Script_Extensions include the current run's script
/// stays in the run (the Japanese prolonged sound mark ー in katakana, the Arabic comma); a
/// closing bracket takes the script of its opening bracket. Stateless and thread-safe.
package enum ScriptItemizer {
    /// The script runs of `text`, covering it in logical order.
    package static func runs(in text: UTF16Text) throws(UnicodeAnalysisError) -> [ScriptRun] {
        let length = text.units.count
        if length == 0 {
            return []
        }
        var starts = [Int32](repeating: 0, count: length)
        var limits = [Int32](repeating: 0, count: length)
        var tags = [UInt32](repeating: 0, count: length)
        var count: Int32 = 0
        let status = text.units.withUnsafeBufferPointer { units in
            starts.withUnsafeMutableBufferPointer { starts in
                limits.withUnsafeMutableBufferPointer { limits in
                    tags.withUnsafeMutableBufferPointer { tags in
                        tfu_script_runs(
                            units.baseAddress, Int32(length), starts.baseAddress, limits.baseAddress,
                            tags.baseAddress, Int32(length), &count)
                    }
                }
            }
        }
        try UnicodeAnalysisError.check(status, "script itemization")
        return (0..<Int(count)).map {
            ScriptRun(range: Int(starts[$0])..<Int(limits[$0]), script: tagString(tags[$0]))
        }
    }

    /// The Script property of one scalar (no resolution): "Zyyy" for "1", "Latn" for "a".
    package static func script(of scalar: Unicode.Scalar) -> String {
        tagString(tfu_script_of(scalar.value))
    }

    /// Unpacks a big-endian packed 4-letter tag (hb_tag_t layout).
    static func tagString(_ tag: UInt32) -> String {
        let bytes = [UInt8(tag >> 24), UInt8((tag >> 16) & 0xFF), UInt8((tag >> 8) & 0xFF), UInt8(tag & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }
}
