internal import CUnicodeShim

/// One ICU break iterator (a `tfu_breaker` handle), owned by this object and closed in `deinit`.
///
/// ICU loads its rules and dictionaries once per process; opening an iterator still costs about
/// as much as running it over a UI string, so callers keep one and reuse it for many texts.
/// Not thread-safe: one per thread or task.
final class BreakIterator {
    enum Kind {
        /// UAX #14 line-break opportunities.
        case line
        /// UAX #29 extended grapheme clusters.
        case character
    }

    let kind: Kind
    /// The BCP 47 tag the iterator was opened for ("" for ICU's root rules).
    let language: String
    private let handle: OpaquePointer

    init(kind: Kind, language: String) throws(UnicodeAnalysisError) {
        var handle: OpaquePointer?
        let cKind = kind == .line ? Int32(TFU_BREAK_LINE) : Int32(TFU_BREAK_CHARACTER)
        let status = tfu_breaker_open(cKind, language, &handle)
        try UnicodeAnalysisError.check(status, "opening an ICU break iterator for \"\(language)\"")
        guard let handle else {
            throw UnicodeAnalysisError(operation: "opening an ICU break iterator", status: Int32(TFU_MEMORY_ALLOCATION))
        }
        self.kind = kind
        self.language = language
        self.handle = handle
    }

    deinit {
        tfu_breaker_close(handle)
    }

    /// The boundaries of `units` after 0, up to and including the end, each made by `make` from
    /// its offset and ICU's hard-break flag (straight into the caller's type: a tuple array
    /// mapped afterwards was one more array per text).
    func boundaries<Boundary>(
        _ units: [UInt16], _ make: (_ offset: Int, _ isMandatory: Bool) -> Boundary
    ) throws(UnicodeAnalysisError) -> [Boundary] {
        if units.isEmpty {
            return []
        }
        // A text of n code units has at most n boundaries after 0. ICU writes them into temporary
        // blocks (on the stack for UI strings): two arrays made and freed per call cost 31M
        // instructions of issue 14's R1 on 15 locales (callgrind, 16,871 calls), most of it
        // looking up the arrays' type metadata.
        let n = units.count
        return try withUnsafeTemporaryAllocation(of: Int32.self, capacity: n) { offsets throws(UnicodeAnalysisError) in
            try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: n) { flags throws(UnicodeAnalysisError) in
                var count: Int32 = 0
                let status = units.withUnsafeBufferPointer { text in
                    tfu_breaker_boundaries(handle, text.baseAddress, Int32(n), offsets.baseAddress, flags.baseAddress, Int32(n), &count)
                }
                try UnicodeAnalysisError.check(status, kind == .line ? "line breaking" : "grapheme segmentation")
                let mandatory = UInt8(TFU_BOUNDARY_MANDATORY)
                return (0..<Int(count)).map { make(Int(offsets[$0]), flags[$0] & mandatory != 0) }
            }
        }
    }
}
