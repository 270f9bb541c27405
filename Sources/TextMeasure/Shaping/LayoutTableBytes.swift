internal import CHarfBuzz

/// What a GSUB or GPOS table says that HarfBuzz has no call for, read from the table's bytes
/// (OpenType spec, "OpenType Layout Common Table Formats", "GSUB", "GPOS"): each lookup's flag,
/// the lookups a contextual lookup calls, and where its class-based rules use class 0.
///
/// Every read is bounds-checked; what cannot be read comes back as nil or as the cautious
/// answer named at each call. HarfBuzz sanitizes the same bytes before it shapes with them, so a
/// table it rejects is never applied, and reading it here can only make the analysis cautious.
/// The reads are counted: a hostile table whose rule sets all point at one set of 65,535 rules
/// would otherwise take billions, so past `readBudget` every read fails (the cautious answer).
final class LayoutTableBytes {
    /// Where class 0 (every glyph the class definition does not name) is used by a lookup's
    /// class-based contextual rules (format 2), as it concerns one glyph.
    struct ClassZeroUse {
        /// A rule's backtrack or lookahead has class 0 where the glyph is in class 0.
        var glyphInContext = false
        /// A rule's input (after its first glyph) has class 0 where the glyph is in class 0.
        var glyphInInput = false
        /// A rule's input (after its first glyph) has class 0 at all: HarfBuzz's glyph
        /// collection leaves those glyphs out of the lookup's input.
        var inputHasClassZero = false
        /// Some part of the lookup could not be read.
        var unreadable = false
    }

    private let blob: OpaquePointer
    private let bytes: UnsafeRawBufferPointer
    private let isSubstitution: Bool
    /// Reads left before every read fails. A real font's analysis takes a few hundred thousand.
    private var readBudget: Int

    /// The table `tag` (`GSUB` or `GPOS`) of `face`; empty when the face has none.
    init(face: OpaquePointer, tag: hb_tag_t, readBudget: Int = 20_000_000) {
        self.readBudget = readBudget
        blob = hb_face_reference_table(face, tag)
        var length: UInt32 = 0
        let data = hb_blob_get_data(blob, &length)
        bytes = data.map { UnsafeRawBufferPointer(start: $0, count: Int(length)) } ?? UnsafeRawBufferPointer(start: nil, count: 0)
        isSubstitution = tag == Shaper.tag("GSUB")
    }

    deinit { hb_blob_destroy(blob) }

    private func u16(_ at: Int) -> Int? {
        guard readBudget > 0 else { return nil }
        readBudget -= 1
        return at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil
    }

    private func u32(_ at: Int) -> Int? {
        guard let high = u16(at), let low = u16(at + 2) else { return nil }
        return high << 16 | low
    }

    /// `count` u16 values one after another from `at`.
    private func sequence(_ at: Int, _ count: Int) -> [Int]? {
        var values: [Int] = []
        values.reserveCapacity(count)
        for i in 0..<count {
            guard let v = u16(at + 2 * i) else { return nil }
            values.append(v)
        }
        return values
    }

    /// The lookup list's offset: the header's `lookupListOffset` at byte 8 (nil: none).
    private var lookupList: Int? {
        guard let offset = u16(8), offset > 0 else { return nil }
        return offset
    }

    /// How many lookups the table has (0 when it cannot be read).
    var lookupCount: Int { lookupList.flatMap { u16($0) } ?? 0 }

    /// Where lookup `index` starts.
    private func lookup(_ index: Int) -> Int? {
        guard let list = lookupList, let count = u16(list), index < count, let offset = u16(list + 2 + 2 * index) else { return nil }
        return list + offset
    }

    /// Each lookup's `lookupFlag`; 0xFFFF (every bit: the cautious answer) where it cannot be read.
    func lookupFlags() -> [UInt16] {
        (0..<lookupCount).map { index in lookup(index).flatMap { u16($0 + 2) }.map(UInt16.init) ?? 0xFFFF }
    }

    /// The lookup types of a (non-chained) contextual lookup, a chained one and an extension.
    private var contextType: Int { isSubstitution ? 5 : 7 }
    private var chainType: Int { isSubstitution ? 6 : 8 }
    private var extensionType: Int { isSubstitution ? 7 : 9 }

    /// Lookup `index`'s subtables, each as (type, start), extensions resolved; nil when the
    /// lookup cannot be read.
    private func subtables(_ index: Int) -> [(type: Int, start: Int)]? {
        guard let start = lookup(index), let type = u16(start), let count = u16(start + 4) else { return nil }
        var found: [(type: Int, start: Int)] = []
        for k in 0..<count {
            guard let offset = u16(start + 6 + 2 * k) else { return nil }
            let subtable = start + offset
            if type == extensionType {
                guard u16(subtable) == 1, let inner = u16(subtable + 2), let far = u32(subtable + 4) else { return nil }
                found.append((inner, subtable + far))
            } else {
                found.append((type, subtable))
            }
        }
        return found
    }

    /// Whether every subtable of lookup `index` acts on the one glyph it is applied at and looks
    /// at no other: single, multiple and alternate substitutions, single positionings. Called
    /// from a contextual lookup, such a lookup changes only a glyph of its caller's input.
    func actsOnOneGlyph(_ index: Int) -> Bool {
        guard let subtables = subtables(index), !subtables.isEmpty else { return false }
        let types: Set<Int> = isSubstitution ? [1, 2, 3] : [1]
        return subtables.allSatisfy { types.contains($0.type) }
    }

    /// Each rule of lookup `index` when all its subtables are coverage-based contextual or
    /// chained contextual ones (format 3: a subtable is one rule, a coverage per position): the
    /// glyphs any of its positions can hold and those its input positions can. Nil for other
    /// lookups and when the lookup cannot be read. (As bits: a hostile table's coverages, each
    /// up to every glyph id, stay 8 KB a rule however many positions list them.)
    func coverageRules(_ index: Int) -> [(held: GlyphBits, input: GlyphBits)]? {
        guard let subtables = subtables(index), !subtables.isEmpty else { return nil }
        var rules: [(held: GlyphBits, input: GlyphBits)] = []
        for (type, start) in subtables {
            guard type == contextType || type == chainType, u16(start) == 3 else { return nil }
            let fields: [Int], input: Range<Int>
            if type == chainType {
                guard let layout = chainedFormat3(start), let backtrack = u16(start + 2),
                      let inputCount = u16(start + 4 + 2 * backtrack) else { return nil }
                fields = layout.coverages
                input = backtrack..<(backtrack + inputCount)
            } else {
                guard let count = u16(start + 2) else { return nil }
                fields = (0..<count).map { start + 6 + 2 * $0 }
                input = 0..<count
            }
            var rule = (held: GlyphBits(), input: GlyphBits())
            for (k, field) in fields.enumerated() {
                guard let offset = u16(field), let glyphs = coverageGlyphs(start + offset) else { return nil }
                rule.held.insert(contentsOf: glyphs)
                if input.contains(k) { rule.input.insert(contentsOf: glyphs) }
            }
            rules.append(rule)
        }
        return rules
    }

    /// The rules of a format 1 or 2 contextual subtable: each rule's start (rule sets at
    /// `setsAt`, a count then offsets from the subtable; a null set has no rules).
    private func rules(subtable: Int, setsAt: Int) -> [Int]? {
        ruleSets(subtable: subtable, setsAt: setsAt).map { $0.flatMap { $0 } }
    }

    /// `rules(subtable:setsAt:)` set by set (a null set: none), in the order of the sets.
    private func ruleSets(subtable: Int, setsAt: Int) -> [[Int]]? {
        guard let setCount = u16(setsAt) else { return nil }
        var sets: [[Int]] = []
        for s in 0..<setCount {
            guard let setOffset = u16(setsAt + 2 + 2 * s) else { return nil }
            guard setOffset != 0 else {
                sets.append([])
                continue
            }
            let set = subtable + setOffset
            guard let ruleCount = u16(set) else { return nil }
            var found: [Int] = []
            for r in 0..<ruleCount {
                guard let ruleOffset = u16(set + 2 + 2 * r) else { return nil }
                found.append(set + ruleOffset)
            }
            sets.append(found)
        }
        return sets
    }

    /// A chained rule (formats 1 and 2) read as its sequences: backtrack, input after the
    /// first glyph, lookahead, and where its lookup records start with their count.
    private func chainedRule(_ at: Int) -> (backtrack: [Int], input: [Int], lookahead: [Int], records: Int, recordCount: Int)? {
        guard let backtrackCount = u16(at), let backtrack = sequence(at + 2, backtrackCount) else { return nil }
        let inputAt = at + 2 + 2 * backtrackCount
        guard let inputCount = u16(inputAt), inputCount >= 1, let input = sequence(inputAt + 2, inputCount - 1) else { return nil }
        let lookaheadAt = inputAt + 2 + 2 * (inputCount - 1)
        guard let lookaheadCount = u16(lookaheadAt), let lookahead = sequence(lookaheadAt + 2, lookaheadCount) else { return nil }
        let recordsAt = lookaheadAt + 2 + 2 * lookaheadCount
        guard let recordCount = u16(recordsAt) else { return nil }
        return (backtrack, input, lookahead, recordsAt + 2, recordCount)
    }

    /// A (non-chained) rule (formats 1 and 2): its input after the first glyph and its records.
    private func plainRule(_ at: Int) -> (input: [Int], records: Int, recordCount: Int)? {
        guard let glyphCount = u16(at), glyphCount >= 1, let recordCount = u16(at + 2),
              let input = sequence(at + 4, glyphCount - 1) else { return nil }
        return (input, at + 4 + 2 * (glyphCount - 1), recordCount)
    }

    /// A chained context subtable of format 3 at `start`: where each of its coverage offsets is
    /// (backtrack, input, lookahead, in that order) and where its lookup records' count is.
    private func chainedFormat3(_ start: Int) -> (coverages: [Int], records: Int)? {
        guard let backtrackCount = u16(start + 2) else { return nil }
        let inputAt = start + 4 + 2 * backtrackCount
        guard let inputCount = u16(inputAt) else { return nil }
        let lookaheadAt = inputAt + 2 + 2 * inputCount
        guard let lookaheadCount = u16(lookaheadAt) else { return nil }
        let coverages = (0..<backtrackCount).map { start + 4 + 2 * $0 } + (0..<inputCount).map { inputAt + 2 + 2 * $0 }
            + (0..<lookaheadCount).map { lookaheadAt + 2 + 2 * $0 }
        return (coverages, lookaheadAt + 2 + 2 * lookaheadCount)
    }

    /// The lookups a sequence of lookup records names (each record: sequence index, lookup index).
    private func calledLookups(records at: Int, count: Int) -> [Int]? {
        var found: [Int] = []
        for i in 0..<count {
            guard let index = u16(at + 4 * i + 2) else { return nil }
            found.append(index)
        }
        return found
    }

    /// The lookups that contextual lookup `index` calls from its rules (directly); nil when
    /// it cannot be read.
    func calledLookups(_ index: Int) -> [Int]? {
        guard let subtables = subtables(index) else { return nil }
        var called: [Int] = []
        for (type, start) in subtables where type == contextType || type == chainType {
            guard let format = u16(start) else { return nil }
            let chained = type == chainType
            switch format {
            case 1, 2:
                // Rule sets follow the coverage and, in format 2, the class definitions.
                let setsAt = start + (format == 1 ? 4 : (chained ? 10 : 6))
                guard let rules = rules(subtable: start, setsAt: setsAt) else { return nil }
                for rule in rules {
                    if chained {
                        guard let r = chainedRule(rule), let c = calledLookups(records: r.records, count: r.recordCount) else { return nil }
                        called += c
                    } else {
                        guard let r = plainRule(rule), let c = calledLookups(records: r.records, count: r.recordCount) else { return nil }
                        called += c
                    }
                }
            case 3:
                if chained {
                    guard let layout = chainedFormat3(start), let count = u16(layout.records),
                          let c = calledLookups(records: layout.records + 2, count: count) else { return nil }
                    called += c
                } else {
                    guard let glyphCount = u16(start + 2), let count = u16(start + 4),
                          let c = calledLookups(records: start + 6 + 2 * glyphCount, count: count) else { return nil }
                    called += c
                }
            default:
                return nil
            }
        }
        return called
    }

    /// `lookups` and every lookup they call, directly or through others, in increasing order;
    /// nil when some contextual lookup among them cannot be read.
    func withCalledLookups(_ lookups: [Int]) -> [Int]? {
        var seen = Set(lookups)
        var pending = lookups
        while let index = pending.popLast() {
            guard let called = calledLookups(index) else { return nil }
            for c in called where c < lookupCount && seen.insert(c).inserted { pending.append(c) }
        }
        return seen.sorted()
    }

    /// The class of `glyph` in the class definition at `at` (a null offset: every glyph is in
    /// class 0); nil when it cannot be read.
    private func glyphClass(_ glyph: Int, classDef at: Int?) -> Int? {
        guard let at else { return 0 }
        switch u16(at) {
        case 1:
            guard let first = u16(at + 2), let count = u16(at + 4) else { return nil }
            guard glyph >= first && glyph < first + count else { return 0 }
            return u16(at + 6 + 2 * (glyph - first))
        case 2:
            guard let count = u16(at + 2) else { return nil }
            for i in 0..<count {
                guard let start = u16(at + 4 + 6 * i), let end = u16(at + 6 + 6 * i), let value = u16(at + 8 + 6 * i) else { return nil }
                if glyph >= start && glyph <= end { return value }
            }
            return 0
        default:
            return nil
        }
    }

    /// Where lookup `index`'s class-based rules use class 0, as it concerns `glyph`.
    func classZeroUse(_ index: Int, glyph: Int) -> ClassZeroUse {
        var use = ClassZeroUse()
        guard let subtables = subtables(index) else {
            use.unreadable = true
            return use
        }
        for (type, start) in subtables where type == contextType || type == chainType {
            guard u16(start) == 2 else { continue }
            let chained = type == chainType
            // The glyph's class in the class definition whose offset is at `field` (chained:
            // backtrack 4, input 6, lookahead 8, rule sets at 10; plain: input 4, rule sets at 6).
            func glyphClass(at field: Int) -> Int? {
                guard let offset = u16(start + field) else { return nil }
                return self.glyphClass(glyph, classDef: offset == 0 ? nil : start + offset)
            }
            // A plain rule has no backtrack or lookahead: any nonzero class stands for those.
            guard let inputClass = glyphClass(at: chained ? 6 : 4),
                  let backtrackClass = chained ? glyphClass(at: 4) : 1,
                  let lookaheadClass = chained ? glyphClass(at: 8) : 1,
                  let rules = rules(subtable: start, setsAt: start + (chained ? 10 : 6)) else {
                use.unreadable = true
                return use
            }
            for at in rules {
                let sequences = chained
                    ? chainedRule(at).map { (backtrack: $0.backtrack, input: $0.input, lookahead: $0.lookahead) }
                    : plainRule(at).map { (backtrack: [Int](), input: $0.input, lookahead: [Int]()) }
                guard let rule = sequences else {
                    use.unreadable = true
                    return use
                }
                if (backtrackClass == 0 && rule.backtrack.contains(0)) || (lookaheadClass == 0 && rule.lookahead.contains(0)) {
                    use.glyphInContext = true
                }
                if rule.input.contains(0) {
                    use.inputHasClassZero = true
                    if inputClass == 0 { use.glyphInInput = true }
                }
            }
        }
        return use
    }

    /// The most positions of one rule of lookup `index` that can hold `glyph`, over its
    /// backtrack, input and lookahead: how many spaces (with `glyph` the space) one application
    /// of the lookup can match. For lookups without rules, every glyph they match (a ligature's
    /// components, 2 for a pair, a cursive connection or a mark and its base, 1 for the lookups
    /// that act on one glyph). Nil when the lookup cannot be read or its type is unknown.
    func positionsHolding(_ glyph: Int, lookup index: Int) -> Int? {
        guard let subtables = subtables(index) else { return nil }
        var most = 0
        for (type, start) in subtables {
            let count: Int
            if type == contextType || type == chainType {
                guard let c = contextPositions(holding: glyph, start, chained: type == chainType) else { return nil }
                count = c
            } else if isSubstitution {
                switch type {
                case 1, 2, 3: count = 1
                case 4: guard let c = ligatureComponents(start) else { return nil }
                    count = c
                case 8:
                    // Reverse chaining: format, coverage, backtrack coverages, lookahead coverages.
                    guard u16(start) == 1, let backtrack = u16(start + 4),
                          let lookahead = u16(start + 6 + 2 * backtrack) else { return nil }
                    var c = 0
                    for at in [start + 2] + (0..<backtrack).map({ start + 6 + 2 * $0 })
                        + (0..<lookahead).map({ start + 8 + 2 * backtrack + 2 * $0 }) {
                        guard let holds = coverage(at: at, base: start, holds: glyph) else { return nil }
                        if holds { c += 1 }
                    }
                    count = c
                default: return nil
                }
            } else {
                switch type {
                case 1: count = 1
                case 2, 3, 4, 5, 6: count = 2
                default: return nil
                }
            }
            most = max(most, count)
        }
        return most
    }

    /// Whether the coverage table whose offset (from `base`) is at `at` lists `glyph`; nil when
    /// it cannot be read.
    private func coverage(at: Int, base: Int, holds glyph: Int) -> Bool? {
        guard let offset = u16(at) else { return nil }
        let table = base + offset
        switch u16(table) {
        case 1:
            guard let count = u16(table + 2) else { return nil }
            var (low, high) = (0, count)
            while low < high {
                let middle = (low + high) / 2
                guard let value = u16(table + 4 + 2 * middle) else { return nil }
                if value == glyph { return true }
                if value < glyph { low = middle + 1 } else { high = middle }
            }
            return false
        case 2:
            guard let count = u16(table + 2) else { return nil }
            for i in 0..<count {
                guard let first = u16(table + 4 + 6 * i), let last = u16(table + 6 + 6 * i) else { return nil }
                if glyph >= first && glyph <= last { return true }
            }
            return false
        default:
            return nil
        }
    }

    /// The most positions of one rule of a contextual or chained contextual subtable that can
    /// hold `glyph`.
    private func contextPositions(holding glyph: Int, _ start: Int, chained: Bool) -> Int? {
        switch u16(start) {
        case 1, 2:
            let format = u16(start) == 1 ? 1 : 2
            // The first input glyph is one the coverage lists.
            guard let first = coverage(at: start + 2, base: start, holds: glyph) else { return nil }
            // Format 1 names glyphs, format 2 classes: the value `glyph` has in each sequence.
            var values = (backtrack: glyph, input: glyph, lookahead: glyph)
            if format == 2 {
                func glyphClass(at field: Int) -> Int? {
                    guard let offset = u16(start + field) else { return nil }
                    return self.glyphClass(glyph, classDef: offset == 0 ? nil : start + offset)
                }
                guard let input = glyphClass(at: chained ? 6 : 4),
                      let backtrack = chained ? glyphClass(at: 4) : input,
                      let lookahead = chained ? glyphClass(at: 8) : input else { return nil }
                values = (backtrack, input, lookahead)
            }
            let setsAt = start + (format == 1 ? 4 : (chained ? 10 : 6))
            guard let rules = rules(subtable: start, setsAt: setsAt) else { return nil }
            var most = 0
            for rule in rules {
                var count = first ? 1 : 0
                if chained {
                    guard let r = chainedRule(rule) else { return nil }
                    count += r.backtrack.filter { $0 == values.backtrack }.count + r.input.filter { $0 == values.input }.count
                        + r.lookahead.filter { $0 == values.lookahead }.count
                } else {
                    guard let r = plainRule(rule) else { return nil }
                    count += r.input.filter { $0 == values.input }.count
                }
                most = max(most, count)
            }
            return most
        case 3:
            var coverages: [Int] = []
            if chained {
                guard let layout = chainedFormat3(start) else { return nil }
                coverages = layout.coverages
            } else {
                guard let glyphCount = u16(start + 2) else { return nil }
                coverages = (0..<glyphCount).map { start + 6 + 2 * $0 }
            }
            var count = 0
            for at in coverages {
                guard let holds = coverage(at: at, base: start, holds: glyph) else { return nil }
                if holds { count += 1 }
            }
            return count
        default:
            return nil
        }
    }

    /// The most components of a ligature substitution subtable's ligatures (its ligature sets
    /// are laid out as a contextual subtable's rule sets: a count, then offsets).
    private func ligatureComponents(_ start: Int) -> Int? {
        guard u16(start) == 1, let ligatures = rules(subtable: start, setsAt: start + 4) else { return nil }
        var most = 0
        for ligature in ligatures {
            guard let components = u16(ligature + 2) else { return nil }
            most = max(most, components)
        }
        return most
    }

    /// The glyphs the coverage table at `table` lists, in coverage index order; nil when it
    /// cannot be read.
    private func coverageGlyphs(_ table: Int) -> [Int]? {
        switch u16(table) {
        case 1:
            guard let count = u16(table + 2) else { return nil }
            return sequence(table + 4, count)
        case 2:
            guard let count = u16(table + 2) else { return nil }
            var glyphs: [Int] = []
            for i in 0..<count {
                guard let first = u16(table + 4 + 6 * i), let last = u16(table + 6 + 6 * i), first <= last,
                      readBudget > last - first else { return nil }
                readBudget -= last - first
                glyphs.append(contentsOf: first...last)
            }
            return glyphs
        default:
            return nil
        }
    }

    /// What each substitution of GSUB lookup `index` turns into what, ignoring context: a
    /// single, multiple or alternate substitution's glyph and its results, a ligature's
    /// components and the ligature, a reverse chaining substitution's glyph and its
    /// substitute. Contextual lookups substitute only through the lookups they call (listed
    /// apart) and have none. Nil when the lookup cannot be read or its type is unknown.
    func substitutions(_ index: Int) -> [(inputs: [Int], outputs: [Int])]? {
        guard isSubstitution, let subtables = subtables(index) else { return nil }
        var found: [(inputs: [Int], outputs: [Int])] = []
        for (type, start) in subtables {
            switch type {
            case 1:
                guard let offset = u16(start + 2), let covered = coverageGlyphs(start + offset) else { return nil }
                switch u16(start) {
                case 1:
                    guard let delta = u16(start + 4) else { return nil }
                    for glyph in covered { found.append(([glyph], [(glyph + delta) & 0xFFFF])) }
                case 2:
                    guard let count = u16(start + 4), let substitutes = sequence(start + 6, count) else { return nil }
                    for (glyph, substitute) in zip(covered, substitutes) { found.append(([glyph], [substitute])) }
                default:
                    return nil
                }
            case 2, 3:
                // Multiple and alternate substitutions share a layout: per covered glyph, an
                // offset to a count and the glyphs.
                guard u16(start) == 1, let offset = u16(start + 2), let covered = coverageGlyphs(start + offset),
                      let count = u16(start + 4) else { return nil }
                for (i, glyph) in covered.prefix(count).enumerated() {
                    guard let setOffset = u16(start + 6 + 2 * i), let n = u16(start + setOffset),
                          let glyphs = sequence(start + setOffset + 2, n) else { return nil }
                    found.append(([glyph], glyphs))
                }
            case 4:
                // Ligature sets by covered glyph, each a count and offsets to its ligatures.
                guard u16(start) == 1, let offset = u16(start + 2), let covered = coverageGlyphs(start + offset),
                      let sets = ruleSets(subtable: start, setsAt: start + 4) else { return nil }
                for (first, ligatures) in zip(covered, sets) {
                    for ligature in ligatures {
                        guard let glyph = u16(ligature), let components = u16(ligature + 2), components >= 1,
                              let rest = sequence(ligature + 4, components - 1) else { return nil }
                        found.append(([first] + rest, [glyph]))
                    }
                }
            case 5, 6:
                continue
            case 8:
                guard u16(start) == 1, let offset = u16(start + 2), let covered = coverageGlyphs(start + offset),
                      let backtrack = u16(start + 4) else { return nil }
                let lookaheadAt = start + 6 + 2 * backtrack
                guard let lookahead = u16(lookaheadAt) else { return nil }
                let substitutesAt = lookaheadAt + 2 + 2 * lookahead
                guard let count = u16(substitutesAt), let substitutes = sequence(substitutesAt + 2, count) else { return nil }
                for (glyph, substitute) in zip(covered, substitutes) { found.append(([glyph], [substitute])) }
            default:
                return nil
            }
        }
        return found
    }
}
