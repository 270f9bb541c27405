internal import CUnicodeShim

/// The base direction of a paragraph (UAX #9 paragraph level).
package enum ParagraphDirection: Sendable, Hashable {
    /// From the first strong character (UAX #9 rules P2 and P3); left-to-right when there is none,
    /// as UIKit does for natural alignment.
    case auto
    /// Level 0.
    case ltr
    /// Level 1.
    case rtl
}

/// A run of text with one bidi embedding level; odd levels are right-to-left.
package struct BidiRun: Hashable, Sendable, CustomStringConvertible {
    /// UTF-16 offsets of the run in logical (memory) order.
    package let range: Range<Int>
    /// The UAX #9 embedding level (0...126).
    package let level: UInt8

    package init(range: Range<Int>, level: UInt8) {
        self.range = range
        self.level = level
    }

    /// True for odd levels: the run's clusters are shown right to left.
    package var isRightToLeft: Bool { level & 1 == 1 }

    package var description: String { "\(range.lowerBound)..<\(range.upperBound)@\(level)" }
}

/// A paragraph of a bidi text: its range and its resolved base level.
package struct BidiParagraph: Hashable, Sendable {
    package let range: Range<Int>
    package let level: UInt8
}

/// The resolved bidi levels of a text: computed once per text, then asked for the visual order
/// of each line as layout finds the lines.
///
/// Levels come from ICU's `ubidi` (UAX #9 rules P1 to I2). Rule L1 (whitespace at a line end
/// takes the paragraph level) depends on where lines end, so `visualRuns(forLine:)` applies it,
/// and then ICU's L2 reordering. A value type: share it across threads freely.
package struct BidiLevels: Sendable, Equatable {
    /// The resolved level of every UTF-16 code unit (before rule L1).
    package let levels: [UInt8]
    /// Paragraphs in logical order (UAX #9 P1: separated after U+2029, \n, \r\n, ...).
    package let paragraphs: [BidiParagraph]
    /// Per code unit: TFU_BIDI_* flags for rule L1.
    private let lineEndFlags: [UInt8]

    init(levels: [UInt8], lineEndFlags: [UInt8], paragraphs: [BidiParagraph]) {
        self.levels = levels
        self.lineEndFlags = lineEndFlags
        self.paragraphs = paragraphs
    }

    /// The base level of the first paragraph (0 or 1).
    package var baseLevel: UInt8 { paragraphs.first?.level ?? 0 }

    /// True when nothing in the text is right-to-left, so no reordering is ever needed.
    package var isUnidirectionalLTR: Bool { levels.allSatisfy { $0 == 0 } }

    /// Maximal runs of one level in logical order, covering the whole text.
    package var runs: [BidiRun] {
        Self.runs(of: levels[...], startingAt: 0)
    }

    /// The runs of one line, left to right on screen (visual order).
    ///
    /// Applies rule L1 to the line (trailing whitespace and isolates, and separators with the
    /// whitespace before them, take the paragraph level), then rule L2 through ICU's
    /// `ubidi_reorderVisual`. `line` must lie within one paragraph, as a laid-out line does.
    ///
    /// The order and direction of every code unit equal those of ICU's `ubidi_setLine` (checked
    /// once against it for all 2,625 line ranges of five mixed-direction samples in each
    /// direction). The reported levels can differ: for a line whose levels are all even (or all
    /// odd), ICU reports the paragraph level for every run and merges them, while this keeps the
    /// resolved levels (digits at level 2 stay 2); both draw the same.
    package func visualRuns(forLine line: Range<Int>) -> [BidiRun] {
        precondition(line.lowerBound >= 0 && line.upperBound <= levels.count, "line \(line) outside the text")
        if line.isEmpty {
            return []
        }
        let paragraphLevel = paragraphs.first { $0.range.contains(line.lowerBound) }?.level ?? baseLevel
        var lineLevels = Array(levels[line])
        let whitespace = UInt8(TFU_BIDI_TRAILING_WHITESPACE)
        let separator = UInt8(TFU_BIDI_SEPARATOR)
        // L1: walking backwards, whitespace is reset while it trails the line end or a separator.
        var resetting = true
        for i in stride(from: lineLevels.count - 1, through: 0, by: -1) {
            let flags = lineEndFlags[line.lowerBound + i]
            if flags & separator != 0 {
                lineLevels[i] = paragraphLevel
                resetting = true
            } else if resetting, flags & whitespace != 0 {
                lineLevels[i] = paragraphLevel
            } else {
                resetting = false
            }
        }
        let logicalRuns = Self.runs(of: lineLevels[...], startingAt: line.lowerBound)
        if logicalRuns.count == 1 {
            return logicalRuns
        }
        var visualToLogical = [Int32](repeating: 0, count: logicalRuns.count)
        let runLevels = logicalRuns.map(\.level)
        let status = runLevels.withUnsafeBufferPointer { levels in
            visualToLogical.withUnsafeMutableBufferPointer { map in
                tfu_bidi_reorder_visual(levels.baseAddress, Int32(levels.count), map.baseAddress)
            }
        }
        // Only invalid levels can fail, and ICU produced these levels itself.
        precondition(status <= 0, "ubidi_reorderVisual rejected ICU's own levels: \(status)")
        return visualToLogical.map { logicalRuns[Int($0)] }
    }

    private static func runs(of levels: ArraySlice<UInt8>, startingAt base: Int) -> [BidiRun] {
        var runs: [BidiRun] = []
        var start = levels.startIndex
        for i in levels.indices.dropFirst() where levels[i] != levels[start] {
            runs.append(BidiRun(range: (base + start - levels.startIndex)..<(base + i - levels.startIndex), level: levels[start]))
            start = i
        }
        if !levels.isEmpty {
            runs.append(BidiRun(range: (base + start - levels.startIndex)..<(base + levels.count), level: levels[start]))
        }
        return runs
    }
}

/// Resolves bidi levels with ICU's `ubidi`; owns one reusable ICU object.
///
/// Not thread-safe: one per thread or task (`UnicodeAnalyzer` keeps one).
package final class BidiAnalyzer {
    private let handle: OpaquePointer

    /// With `alwaysUsesICU`, every text is resolved by ICU's `ubidi`; by default a text with
    /// nothing right-to-left in a left-to-right or `auto` paragraph is resolved without it (every
    /// level 0; see `tfu_bidi_analyze`), with the same levels, flags and paragraphs.
    package init(alwaysUsesICU: Bool = false) throws(UnicodeAnalysisError) {
        var handle: OpaquePointer?
        try UnicodeAnalysisError.check(tfu_bidi_open(&handle), "opening ICU's bidi analyzer")
        guard let handle else {
            throw UnicodeAnalysisError(operation: "opening ICU's bidi analyzer", status: Int32(TFU_MEMORY_ALLOCATION))
        }
        self.handle = handle
        if alwaysUsesICU { tfu_bidi_set_always_uses_icu(handle, 1) }
    }

    deinit {
        tfu_bidi_close(handle)
    }

    /// How many texts this analyzer has resolved with ICU's `ubidi` (the others needed nothing).
    package var icuResolutions: Int { Int(tfu_bidi_icu_resolutions(handle)) }

    /// The levels of `text` with the given paragraph direction (applied to every paragraph).
    package func levels(of text: UTF16Text, direction: ParagraphDirection) throws(UnicodeAnalysisError) -> BidiLevels {
        let length = text.units.count
        var levels = [UInt8](repeating: 0, count: length)
        var flags = [UInt8](repeating: 0, count: length)
        // At most one paragraph per code unit, and one for an empty text. The paragraph limits
        // and levels go to temporary blocks (on the stack for UI strings): as arrays they were
        // two allocations a call, 16M instructions of issue 14's R1 on 15 locales (callgrind).
        let capacity = max(length, 1)
        let cDirection: Int32 = switch direction {
        case .auto: Int32(TFU_DIRECTION_AUTO)
        case .ltr: Int32(TFU_DIRECTION_LTR)
        case .rtl: Int32(TFU_DIRECTION_RTL)
        }
        let paragraphs = try withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { limits throws(UnicodeAnalysisError) in
            try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { paragraphLevels throws(UnicodeAnalysisError) in
                var count: Int32 = 0
                let status = text.units.withUnsafeBufferPointer { units in
                    levels.withUnsafeMutableBufferPointer { levels in
                        flags.withUnsafeMutableBufferPointer { flags in
                            tfu_bidi_analyze(
                                handle, units.baseAddress, Int32(length), cDirection, levels.baseAddress,
                                flags.baseAddress, limits.baseAddress, paragraphLevels.baseAddress,
                                Int32(capacity), &count)
                        }
                    }
                }
                try UnicodeAnalysisError.check(status, "bidi analysis")
                var paragraphs: [BidiParagraph] = []
                var start = 0
                for p in 0..<Int(count) {
                    let limit = Int(limits[p])
                    paragraphs.append(BidiParagraph(range: start..<limit, level: paragraphLevels[p]))
                    start = limit
                }
                return paragraphs
            }
        }
        return BidiLevels(levels: levels, lineEndFlags: flags, paragraphs: paragraphs)
    }
}
