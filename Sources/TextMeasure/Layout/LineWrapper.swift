/// One line as the wrapper cut it: units `start..<end`, of which `start..<contentEnd` count
/// toward its width (trailing white space and line separators hang).
struct LineSpan {
    var start: Int
    var end: Int
    var contentEnd: Int
    /// Width of `start..<contentEnd` in points, tracking included.
    var width: Double
}

/// Greedy line breaking over a prepared text's units at one size: the inner loop of layout.
///
/// Reads the prepared arrays through unsafe buffers and allocates nothing. Word wrapping breaks
/// at UAX #14 opportunities and, when a word alone is wider than the line, inside the word at a
/// grapheme cluster boundary (UIKit does the same); character wrapping breaks at any cluster.
struct LineWrapper {
    let advances: UnsafeBufferPointer<Float>
    let flags: UnsafeBufferPointer<UnitFlags>
    /// Point size: advances are in em.
    let size: Double
    /// Points per em of a unit set in the primary font, by its calibrated script group (0: none):
    /// the size times the group's width factor (and the request's `widthScale`), resolved once
    /// per layout so the loop multiplies by one number per unit.
    let primaryScales: SIMD4<Double>
    /// Points added after each tracked unit.
    let tracking: Double
    /// Available width plus a small tolerance against rounding.
    let limit: Double
    let breakAnywhere: Bool

    init(advances: UnsafeBufferPointer<Float>, flags: UnsafeBufferPointer<UnitFlags>, request: LayoutRequest) {
        self.advances = advances
        self.flags = flags
        self.size = request.pointSize
        let factors = request.widthFactors
        self.primaryScales = SIMD4(1, factors.latin, factors.cyrillic, factors.greek) * (request.pointSize * request.widthScale)
        self.tracking = request.tracking
        self.limit = request.width + 1e-9 * max(1, request.width)
        self.breakAnywhere = request.lineBreakMode == .charWrapping
    }

    var count: Int { advances.count }

    /// Width of unit `i` in points: a unit of the primary font (tracked) at its group's scale
    /// with tracking after it; a unit of a fallback font at the point size, untracked (a zero-width
    /// unit of the primary font is not tracked, and its width is 0 either way).
    @inline(__always)
    func width(of i: Int) -> Double {
        let f = flags[i]
        if f.contains(.tracked) {
            return primaryScales[f.calibrationGroup] * Double(advances[i]) + tracking
        }
        return size * Double(advances[i])
    }

    /// The part of `width(of:)` that is the primary font's glyph advance (no tracking, no
    /// fallback font): what the stand-in's error applies to.
    @inline(__always)
    func primaryAdvance(of i: Int) -> Double {
        let f = flags[i]
        return f.contains(.tracked) ? primaryScales[f.calibrationGroup] * Double(advances[i]) : 0
    }

    /// The line that starts at unit `start` (which must be `< count`).
    func nextLine(from start: Int) -> LineSpan {
        var width = 0.0
        var content = 0.0
        var contentEnd = start
        var breakEnd = -1
        var breakContent = 0.0
        var breakContentEnd = start
        var j = start
        let n = count
        while j < n {
            let f = flags[j]
            if f.contains(.lineSeparator) {
                return LineSpan(start: start, end: j + 1, contentEnd: contentEnd, width: content)
            }
            let newWidth = width + self.width(of: j)
            let isSpace = f.contains(.whitespace)
            if !isSpace && newWidth > limit && j > start {
                if breakEnd > start {
                    return LineSpan(start: start, end: breakEnd, contentEnd: breakContentEnd, width: breakContent)
                }
                return LineSpan(start: start, end: j, contentEnd: contentEnd, width: content)
            }
            width = newWidth
            if !isSpace {
                content = width
                contentEnd = j + 1
            }
            if f.contains(.mandatoryBreakAfter) {
                return LineSpan(start: start, end: j + 1, contentEnd: contentEnd, width: content)
            }
            if breakAnywhere || f.contains(.breakAfter) {
                breakEnd = j + 1
                breakContent = content
                breakContentEnd = contentEnd
            }
            j += 1
        }
        return LineSpan(start: start, end: n, contentEnd: contentEnd, width: content)
    }

    /// The end of the paragraph that contains unit `start`: the first line separator at or after
    /// it, or `count`.
    func paragraphEnd(from start: Int) -> Int {
        var j = start
        while j < count && !flags[j].contains(.lineSeparator) { j += 1 }
        return j
    }

    /// Whether any unit at or after `index` is visible content (not white space or a separator).
    func hasContent(from index: Int) -> Bool {
        var j = index
        while j < count {
            if !flags[j].contains(.whitespace) && !flags[j].contains(.lineSeparator) { return true }
            j += 1
        }
        return false
    }
}
