extension PreparedText {
    /// Lays the text out and returns only its numbers: no strings, no allocation.
    ///
    /// With `countingNeededLines` false, a text cut at its line limit is not wrapped to its end
    /// to count the lines it would need: `neededLineCount` is then only `lineCount + 1`, a lower
    /// bound (for trial layouts that ask only whether the text fits; counting was 40% of the
    /// units the wrapper visited on issue 14's corpus).
    public func measure(_ request: LayoutRequest, countingNeededLines: Bool = true) -> LayoutMetrics {
        var sink = DiscardingSink()
        return run(request, countingNeededLines: countingNeededLines, into: &sink)
    }

    /// Lays the text out: lines with their text, the visible text, and the numbers.
    public func layout(_ request: LayoutRequest) -> TextLayout {
        layout(request, fromUnit: 0)
    }

    /// Lays out the text from unit `start` on (what a truncated layout hid, for drawing).
    func layout(_ request: LayoutRequest, fromUnit start: Int) -> TextLayout {
        var sink = CollectingSink()
        let metrics = run(request, from: start, into: &sink)
        var lines: [LayoutLine] = []
        lines.reserveCapacity(sink.lines.count)
        var visible = ""
        for (index, record) in sink.lines.enumerated() {
            let text = lineText(record)
            lines.append(LayoutLine(
                text: text, width: record.width, height: record.height, truncation: record.truncation,
                isClipped: record.isClipped, leading: record.leading, trailing: record.trailing))
            if index == sink.lines.count - 1 {
                visible += text
            } else {
                // Between lines, keep the original white space and separators.
                let next = sink.lines[index + 1]
                let nextStart = next.leading.isEmpty ? next.trailing.lowerBound : next.leading.lowerBound
                let start = record.leading.isEmpty ? record.trailing.lowerBound : record.leading.lowerBound
                visible += substring(utf16: utf16Range(units: start..<max(start, nextStart)))
            }
        }
        return TextLayout(request: request, metrics: metrics, lines: lines, visibleText: visible)
    }

    /// The text a line record shows.
    func lineText(_ record: LineRecord) -> String {
        let ellipsis = "\u{2026}"
        let leading = substring(utf16: utf16Range(units: record.leading))
        let trailing = substring(utf16: utf16Range(units: record.trailing))
        switch record.truncation {
        case nil: return leading + trailing
        case .tail: return leading + ellipsis
        case .head: return ellipsis + trailing
        case .middle: return leading + ellipsis + trailing
        }
    }

    /// The layout engine: wraps lines, applies the line limit and the break mode, and reports
    /// each shown line to `sink`.
    func run<Sink: LineSink>(_ request: LayoutRequest, from start: Int = 0, countingNeededLines: Bool = true, into sink: inout Sink) -> LayoutMetrics {
        // The buffers point into the storage block, which `storage` keeps alive for the call.
        withExtendedLifetime(storage) {
            let wrapper = LineWrapper(
                advances: storage.buffer(storage.unitAdvancesAt, of: Float.self),
                flags: storage.buffer(storage.unitFlagsAt, of: UnitFlags.self), request: request)
            // The ellipsis is a glyph of the primary font: it takes the factor of the text's main group.
            let ellipsisScale = wrapper.primaryScales[Int(storage.calibration.dominantGroup)]
            var engine = LayoutEngine(
                wrapper: wrapper, fonts: storage.buffer(storage.unitFontsAt, of: UInt8.self), request: request,
                lineHeightsEm: storage.buffer(storage.lineHeightsAt, of: Double.self),
                hasFallbackFonts: storage.hasFallbackFonts, ellipsisWidth: Double(storage.ellipsisAdvanceEm) * ellipsisScale + request.tracking)
            return engine.run(from: start, countingNeededLines: countingNeededLines, into: &sink)
        }
    }
}

/// The state of one layout run.
struct LayoutEngine {
    let wrapper: LineWrapper
    let fonts: UnsafeBufferPointer<UInt8>
    let request: LayoutRequest
    let lineHeightsEm: UnsafeBufferPointer<Double>
    let hasFallbackFonts: Bool
    /// The ellipsis' width in points, tracking included.
    let ellipsisWidth: Double

    mutating func run<Sink: LineSink>(from first: Int = 0, countingNeededLines: Bool = true, into sink: inout Sink) -> LayoutMetrics {
        var metrics = LayoutMetrics()
        let n = wrapper.count
        guard n > 0 else { return metrics }
        let limit = max(0, request.numberOfLines)
        var start = first
        while start < n {
            let span = wrapper.nextLine(from: start)
            let isLastAllowed = limit > 0 && metrics.lineCount == limit - 1
            if isLastAllowed && wrapper.hasContent(from: span.end) {
                let record: LineRecord
                switch request.lineBreakMode {
                case .wordWrapping, .charWrapping:
                    record = plainLine(span)
                    metrics.isClipped = true
                case .clipping:
                    record = clippedLine(from: start)
                    metrics.isClipped = true
                case .truncatingTail, .truncatingHead, .truncatingMiddle:
                    record = truncatedLine(from: start)
                    metrics.isTruncated = true
                }
                add(record, to: &metrics, sink: &sink)
                guard countingNeededLines else {
                    metrics.neededLineCount = metrics.lineCount + 1
                    return metrics
                }
                // Count the lines the rest would need, for "wraps to N lines, M allowed".
                var rest = span.end
                var needed = metrics.lineCount
                while rest < n && wrapper.hasContent(from: rest) {
                    rest = wrapper.nextLine(from: rest).end
                    needed += 1
                }
                metrics.neededLineCount = needed
                return metrics
            }
            add(plainLine(span), to: &metrics, sink: &sink)
            start = span.end
        }
        metrics.neededLineCount = metrics.lineCount
        return metrics
    }

    private func add<Sink: LineSink>(_ record: LineRecord, to metrics: inout LayoutMetrics, sink: inout Sink) {
        metrics.lineCount += 1
        metrics.height += record.height
        metrics.width = max(metrics.width, record.width)
        if record.width > wrapper.limit {
            metrics.overflowsWidth = true
            metrics.isClipped = true
        }
        sink.add(record)
    }

    private func plainLine(_ span: LineSpan) -> LineRecord {
        LineRecord(
            leading: span.start..<span.contentEnd, trailing: span.contentEnd..<span.contentEnd, truncation: nil,
            isClipped: false, width: span.width, height: lineHeight(span.start..<span.end))
    }

    /// Height of a line holding `units`: fixed, or the tallest font used on it.
    private func lineHeight(_ units: Range<Int>) -> Double {
        if case .fixed(let value) = request.lineHeight { return value }
        var em = lineHeightsEm[0]
        if hasFallbackFonts {
            for i in units {
                let slot = Int(fonts[i])
                if slot != 0 && lineHeightsEm[slot] > em { em = lineHeightsEm[slot] }
            }
        }
        return em * request.pointSize
    }

    private func isSpace(_ i: Int) -> Bool { wrapper.flags[i].contains(.whitespace) }

    /// The last shown line of a truncating label, from `start` to the end of its paragraph.
    ///
    /// Cuts fall on unit (grapheme cluster) boundaries; white space next to the ellipsis is
    /// dropped, so a tail-truncated line reads `Einstellungen für Barr…`, not `… Barr …`.
    private func truncatedLine(from start: Int) -> LineRecord {
        let end = wrapper.paragraphEnd(from: start)
        let available = wrapper.limit - ellipsisWidth
        var lead = start..<start
        var trail = end..<end
        var used = 0.0
        switch request.lineBreakMode {
        case .truncatingHead:
            (trail, used) = suffix(of: start..<end, within: available)
        case .truncatingMiddle:
            (lead, trail, used) = middleCut(of: start..<end, within: available)
        default:
            (lead, used) = prefix(of: start..<end, within: available)
        }
        let position: TruncationPosition =
            switch request.lineBreakMode {
            case .truncatingHead: .head
            case .truncatingMiddle: .middle
            default: .tail
            }
        return LineRecord(
            leading: lead, trailing: trail, truncation: position, isClipped: false,
            width: used + ellipsisWidth, height: lineHeight(start..<end))
    }

    /// The longest run of units from `range.lowerBound` whose width (trailing white space
    /// excluded) is at most `available`.
    private func prefix(of range: Range<Int>, within available: Double) -> (Range<Int>, Double) {
        var width = 0.0
        var end = range.lowerBound
        var contentWidth = 0.0
        var k = range.lowerBound
        while k < range.upperBound {
            let next = width + wrapper.width(of: k)
            if !isSpace(k) {
                if next > available { break }
                end = k + 1
                contentWidth = next
            }
            width = next
            k += 1
        }
        return (range.lowerBound..<end, contentWidth)
    }

    /// The longest run of units ending at `range.upperBound` (trailing white space hanging,
    /// leading white space dropped) whose width is at most `available`.
    private func suffix(of range: Range<Int>, within available: Double) -> (Range<Int>, Double) {
        var end = range.upperBound
        while end > range.lowerBound && isSpace(end - 1) { end -= 1 }
        var width = 0.0
        var start = end
        while start > range.lowerBound {
            let next = width + wrapper.width(of: start - 1)
            if next > available { break }
            width = next
            start -= 1
        }
        while start < end && isSpace(start) {
            width -= wrapper.width(of: start)
            start += 1
        }
        return (start..<end, width)
    }

    /// A prefix and a suffix of about equal width whose sum is at most `available`.
    private func middleCut(of range: Range<Int>, within available: Double) -> (Range<Int>, Range<Int>, Double) {
        var right = range.upperBound
        while right > range.lowerBound && isSpace(right - 1) { right -= 1 }
        var left = range.lowerBound
        let end = right
        var leftWidth = 0.0
        var rightWidth = 0.0
        while left < right {
            if leftWidth <= rightWidth {
                let w = wrapper.width(of: left)
                if leftWidth + rightWidth + w > available { break }
                leftWidth += w
                left += 1
            } else {
                let w = wrapper.width(of: right - 1)
                if leftWidth + rightWidth + w > available { break }
                rightWidth += w
                right -= 1
            }
        }
        // Drop white space next to the ellipsis.
        var leadEnd = left
        while leadEnd > range.lowerBound && isSpace(leadEnd - 1) {
            leadEnd -= 1
            leftWidth -= wrapper.width(of: leadEnd)
        }
        var trailStart = right
        while trailStart < end && isSpace(trailStart) {
            rightWidth -= wrapper.width(of: trailStart)
            trailStart += 1
        }
        return (range.lowerBound..<leadEnd, trailStart..<end, leftWidth + rightWidth)
    }

    /// The last shown line of a clipping label: its paragraph unwrapped, cut at the slot's edge.
    private func clippedLine(from start: Int) -> LineRecord {
        let end = wrapper.paragraphEnd(from: start)
        let (shown, width) = prefix(of: start..<end, within: wrapper.limit)
        return LineRecord(
            leading: shown, trailing: shown.upperBound..<shown.upperBound, truncation: nil, isClipped: true,
            width: width, height: lineHeight(start..<end))
    }
}
