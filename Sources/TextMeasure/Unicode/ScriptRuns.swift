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
        // One temporary block (on the stack for UI strings) for the starts, limits and tags.
        return try withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 3 * length) { block throws(UnicodeAnalysisError) in
            let base = block.baseAddress!
            var count: Int32 = 0
            let status = text.units.withUnsafeBufferPointer { units in
                base.withMemoryRebound(to: Int32.self, capacity: 2 * length) { ints in
                    tfu_script_runs(units.baseAddress, Int32(length), ints, ints + length, base + 2 * length, Int32(length), &count)
                }
            }
            try UnicodeAnalysisError.check(status, "script itemization")
            var runs: [ScriptRun] = []
            runs.reserveCapacity(Int(count))
            for i in 0..<Int(count) {
                let start = Int(Int32(bitPattern: base[i]))
                let limit = Int(Int32(bitPattern: base[length + i]))
                runs.append(ScriptRun(range: start..<limit, script: tagString(base[2 * length + i])))
            }
            return runs
        }
    }

    /// The Script property of one scalar (no resolution): "Zyyy" for "1", "Latn" for "a".
    package static func script(of scalar: Unicode.Scalar) -> String {
        tagString(tfu_script_of(scalar.value))
    }

    /// The English name of an ISO 15924 script code, for messages: "Hebr" -> "Hebrew",
    /// "Zyyy" (Common) -> "symbol"; the code itself when ICU does not know it.
    package static func name(of code: String) -> String {
        if code == "Zyyy" || code == "Zinh" { return "symbol" }
        if let known = names.withLock({ $0[code] }) { return known }
        var buffer = [CChar](repeating: 0, count: 64)
        guard tfu_script_name(packedTag(code), &buffer, Int32(buffer.count)) == 0 else { return code }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .split(separator: "_").joined(separator: " ")
        names.withLock { $0[code] = name }
        return name
    }

    /// Names found so far: ICU looks a script up by its name string (measurements of such text
    /// asked for it every time, callgrind).
    private static let names = LockedNames()

    /// Unpacks a big-endian packed 4-letter tag (hb_tag_t layout). Built in place: a four-byte
    /// string is stored inline, so no array or heap buffer is made for it.
    static func tagString(_ tag: UInt32) -> String {
        let bytes = (UInt8(tag >> 24), UInt8((tag >> 16) & 0xFF), UInt8((tag >> 8) & 0xFF), UInt8(tag & 0xFF))
        guard bytes.0 < 0x80, bytes.1 < 0x80, bytes.2 < 0x80, bytes.3 < 0x80 else {
            return String(decoding: [bytes.0, bytes.1, bytes.2, bytes.3], as: UTF8.self)
        }
        return String(unsafeUninitializedCapacity: 4) { buffer in
            buffer[0] = bytes.0
            buffer[1] = bytes.1
            buffer[2] = bytes.2
            buffer[3] = bytes.3
            return 4
        }
    }
}

/// A dictionary of script names behind a lock.
private final class LockedNames: @unchecked Sendable {
    private let lock = CacheLock()
    private var names: [String: String] = [:]

    func withLock<T>(_ body: (inout [String: String]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&names)
    }
}
