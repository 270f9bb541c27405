import Cassowary
import SlotInference
import TextMeasure
import TextStyles

/// Intrinsic sizes, autoresizing masks, cells' content views, and multi-line labels.
extension SolverBuild {
    mutating func measureContent() {
        for index in screen.views.indices {
            // Read in place: a copy of each view for each category was a tenth of this (callgrind).
            if case .none = screen.views[index].content, screen.views[index].canvasIntrinsicSize == nil { continue }
            if let canvas = screen.views[index].canvasIntrinsicSize {
                var ownContent = true
                if case .none = screen.views[index].content { ownContent = false }
                if request.asInterfaceBuilderCanvas || !ownContent {
                    intrinsic[index] = (canvas.width, canvas.height)
                    continue
                }
            }
            switch screen.views[index].content {
            case .none: continue
            case .fixed(let width, let height): intrinsic[index] = (width, height)
            case .segments(let titles, let keys):
                let segment = TextContent(kind: .label, text: "", key: "", font: InferredFont(pointSize: 13, weight: .medium, dynamicType: .fixed), lines: 1)
                let widths = zip(titles, keys).map { title, key in
                    sizer.singleLine(shownText(key) ?? title, content: segment, category: request.category, language: request.language)?.width ?? 0
                }
                let widest = ((widths.max() ?? 0) * Double(device.scale)).rounded(.up) / Double(device.scale)
                intrinsic[index] = (titles.isEmpty ? nil : Double(titles.count) * (widest + 20) + 6, 32)
            case .text(let content):
                let shown = shownText(content.key) ?? content.text
                let font = sizer.font(of: content, category: request.category)
                let size: (width: Double, height: Double), line: (width: Double, lineHeight: Double)
                if let last = lastMeasured[index], last.profile == font.profile, last.pointSize == font.pointSize,
                   last.scale == device.scale, last.language == request.language, last.text == shown {
                    (size, line) = (last.size, last.line)
                } else {
                    guard let measuredSize = sizer.intrinsicSize(shown, content: content, category: request.category, language: request.language, scale: device.scale),
                          let measuredLine = sizer.singleLine(shown, content: content, category: request.category, language: request.language) else {
                        findings.append(LayoutFinding(kind: .unreadable, file: file, line: screen.views[index].line,
                                                      message: "\(screen.views[index].name): its text could not be measured; laid out without an intrinsic size"))
                        continue
                    }
                    (size, line) = (measuredSize, measuredLine)
                    lastMeasured[index] = TextMeasurement(profile: font.profile, pointSize: font.pointSize, language: request.language, text: shown,
                                                          scale: device.scale, size: size, line: line)
                }
                texts[index] = (content, shown, line.width, line.lineHeight)
                intrinsic[index] = (size.width, size.height)
                // A multi-line label saved one line high shows one line: its width is its text's too.
                // An empty label takes the width Xcode saved for it too (a frame left from an
                // earlier text; 0 x 0 at run time), to confirm that cause.
                if request.usesSavedTextWidths, !shown.contains("\n"), let saved = screen.views[index].savedFrame,
                   shown.isEmpty || content.lines == 1 || saved.height <= size.height + 0.5 {
                    intrinsic[index]?.width = saved.width
                }
            }
        }
    }

    /// The text the request gives for a key (none: the document's). Most requests give none,
    /// and a look-up in an empty dictionary still hashes the key.
    func shownText(_ key: String) -> String? {
        request.texts.isEmpty ? nil : request.texts[key]
    }

    /// Hugging (not larger than the content) and compression resistance (not smaller), each at
    /// its priority, on each axis the content has a size on.
    mutating func constrainIntrinsic(_ index: Int) {
        guard let size = intrinsic[index] else { return }
        if let width = size.width { constrainSize(index, vertical: false, to: width) }
        if let height = size.height { constrainSize(index, vertical: true, to: height) }
    }

    /// The hugging and compression resistance of one axis at `length`: the constraints already
    /// in the solver get the new constant, the others are added. A growing size moves the
    /// hugging first and a shrinking one the compression resistance first, so that a required
    /// pair never passes through `width <= new < old <= width`. A required one that cannot take
    /// its new constant now (another view's size has not moved yet) is taken out and added
    /// again once every size is in (``addPendingSizes()``), where a real contradiction is
    /// reported as UIKit breaks it.
    mutating func constrainSize(_ index: Int, vertical: Bool, to length: Double) {
        let base = vertical ? 2 : 0
        // Hugging first, unless the length shrinks.
        var slots = (base, base + 1)
        if let hugging = sizeConstraints[4 * index + base].flatMap({ solver.constant(of: $0) }), -hugging > length {
            slots = (base + 1, base)
        }
        for slot in [slots.0, slots.1] {
            let key = 4 * index + slot
            if let id = sizeConstraints[key] {
                do throws(SolverError) {
                    try solver.setConstant(-length, of: id)
                    continue
                } catch {
                    try? solver.remove(id)
                    sizeConstraints[key] = nil
                    pendingSizes.append((key, sizeConstraint(key, length), sizePriority(key)))
                    continue
                }
            }
            sizeConstraints[key] = prefer(sizeConstraint(key, length), priority: sizePriority(key), named: .size(key: key))
        }
    }

    /// The size constraint of `key` (`4 x view index + slot`) at `length`: `<=` for hugging
    /// (slots 0 and 2), `>=` for compression resistance (1 and 3), on the width (0 and 1) or
    /// the height (2 and 3).
    func sizeConstraint(_ key: Int, _ length: Double) -> Constraint {
        let frame = frames[key / 4], slot = key % 4
        let variable = slot < 2 ? frame.width : frame.height
        return slot % 2 == 0 ? variable <= length : variable >= length
    }

    func sizePriority(_ key: Int) -> Double {
        let view = screen.views[key / 4]
        switch key % 4 {
        case 0: return view.hugging.horizontal
        case 1: return view.compression.horizontal
        case 2: return view.hugging.vertical
        default: return view.compression.vertical
        }
    }

    /// "label L1's horizontal hugging", made only for a message.
    func sizeConstraintName(_ key: Int) -> String {
        let slot = key % 4
        return "\(screen.views[key / 4].name)'s \(slot < 2 ? "horizontal" : "vertical") \(slot % 2 == 0 ? "hugging" : "compression resistance")"
    }

    /// The size constraints that could not take their new constant in turn, added now that
    /// every size is in.
    mutating func addPendingSizes() {
        guard !pendingSizes.isEmpty else { return }
        let pending = pendingSizes
        pendingSizes = []
        for (key, constraint, priority) in pending {
            sizeConstraints[key] = prefer(constraint, priority: priority, named: .size(key: key))
        }
    }

    /// Takes out the size constraints of views whose content has no size on that axis at this
    /// category (a text that could not be measured).
    mutating func dropSizeConstraintsWithoutContent() {
        // In key order: the order constraints leave the solver in decides which of equally
        // good solutions it ends at (the tables are arrays, so their order is the key order).
        for key in sizeConstraints.indices {
            guard let id = sizeConstraints[key] else { continue }
            let size = intrinsic[key / 4]
            let length = key % 4 < 2 ? size?.width : size?.height
            if length == nil || modes[key / 4] != .constraints {
                try? solver.remove(id)
                sizeConstraints[key] = nil
            }
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints`: the saved frame, with the superview's
    /// change of size since the design shared among the flexible margins and sizes, each in
    /// proportion to its saved length (UIKit's autoresizing; with nothing flexible the view
    /// keeps its distance from the top left corner and its size).
    mutating func constrainByAutoresizing(_ index: Int) {
        let view = screen.views[index]
        guard let parent = view.parent else { return }
        guard let saved = view.savedFrame else {
            findings.append(LayoutFinding(kind: .unreadable, file: file, line: view.line,
                                          message: "\(view.name) has no constraints and no saved frame: placed at the superview's origin with no size"))
            require(frames[index].left == frames[parent].left, "a view without a frame")
            require(frames[index].top == frames[parent].top, "a view without a frame")
            require(frames[index].width == 0, "a view without a frame")
            require(frames[index].height == 0, "a view without a frame")
            return
        }
        let parentSaved = screen.views[parent].savedFrame ?? saved
        let mask = view.autoresizing ?? AutoresizingMask()
        func shares(_ flexible: [Bool], _ lengths: [Double]) -> [Double] {
            let total = zip(flexible, lengths).filter(\.0).map(\.1).reduce(0, +)
            let count = Double(flexible.filter { $0 }.count)
            return zip(flexible, lengths).map { isFlexible, length in
                guard isFlexible else { return 0 }
                return total > 0 ? length / total : 1 / count
            }
        }
        let h = shares([mask.flexibleLeftMargin, mask.flexibleWidth, mask.flexibleRightMargin],
                       [saved.x, saved.width, parentSaved.width - saved.maxX])
        let v = shares([mask.flexibleTopMargin, mask.flexibleHeight, mask.flexibleBottomMargin],
                       [saved.y, saved.height, parentSaved.height - saved.maxY])
        let p = frames[parent], f = frames[index]
        let dw = Expression(p.width) - parentSaved.width, dh = Expression(p.height) - parentSaved.height
        require(f.left == p.left + saved.x + dw * h[0], "\(view.name)'s autoresizing mask")
        require(f.width == saved.width + dw * h[1], "\(view.name)'s autoresizing mask")
        require(f.top == p.top + saved.y + dh * v[0], "\(view.name)'s autoresizing mask")
        require(f.height == saved.height + dh * v[1], "\(view.name)'s autoresizing mask")
    }

    /// A cell's content view fills the cell, less what the accessory took in the saved frames.
    mutating func constrainCellContent(_ index: Int) {
        guard let parent = screen.views[index].parent else { return }
        let cell = frames[parent], content = frames[index]
        let cellSaved = screen.views[parent].savedFrame, saved = screen.views[index].savedFrame
        let lessWidth = max(0, (cellSaved?.width ?? 0) - (saved?.width ?? cellSaved?.width ?? 0))
        let lessHeight = max(0, (cellSaved?.height ?? 0) - (saved?.height ?? cellSaved?.height ?? 0))
        require(content.left == cell.left + (saved?.x ?? 0), "the cell's content view")
        require(content.top == cell.top + (saved?.y ?? 0), "the cell's content view")
        require(content.width == cell.width - lessWidth, "the cell's content view")
        require(content.height == cell.height - lessHeight, "the cell's content view")
    }

    /// Multi-line labels, second pass: each one's height wrapped at the width the first pass
    /// gave it (UIKit sets `preferredMaxLayoutWidth` to it), then solved again.
    mutating func relayMultilineLabels() {
        for _ in 0..<2 {
            var changed = false
            // In view order, for the same reason (`dropSizeConstraintsWithoutContent`).
            for index in texts.indices {
                // The cheap tests first, in place: copying every text was a quarter of this pass.
                guard modes[index] == .constraints, texts[index]?.content.kind == .label, texts[index]?.content.lines != 1,
                      let text = texts[index] else { continue }
                let width = text.content.preferredMaxLayoutWidth ?? solver.value(of: frames[index].width)
                guard width > 0, let size = sizer.wrappedSize(text.text, content: text.content, width: width, lines: text.content.lines,
                                                              category: request.category, language: request.language, scale: device.scale),
                      let old = intrinsic[index] else { continue }
                // UILabel's intrinsic size at its wrapping width: its lines' height, and the
                // width of its widest line (a two-line label hugs its longer line, not the
                // width it wraps at).
                if let height = old.height, abs(height - size.height) > 0.01 {
                    intrinsic[index]?.height = size.height
                    constrainSize(index, vertical: true, to: size.height)
                    changed = true
                }
                let keepsSavedWidth = request.usesSavedTextWidths && screen.views[index].savedFrame.map { $0.height <= size.height + 0.5 } == true
                if !keepsSavedWidth, let oldWidth = old.width, abs(oldWidth - size.width) > 0.01 {
                    intrinsic[index]?.width = size.width
                    constrainSize(index, vertical: false, to: size.width)
                    changed = true
                }
            }
            addPendingSizes()
            if !changed { break }
        }
    }
}
