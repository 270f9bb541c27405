internal import CHarfBuzz

/// Whether a font's shaping of one script, language and direction lets a run be shaped word by
/// word, cut after each space, with the same glyphs and positions as the run shaped whole.
///
/// Shaping reaches across a space only through the font's lookups (OpenType substitutions and
/// positionings see the glyphs in the buffer, not the text around it) and through cursive
/// joining (Arabic and the scripts like it), for which a space is a non-joining character: the
/// joining on either side of it is the same with or without the other side. So a cut after a
/// space changes nothing unless some lookup the shaping plan applies has the space glyph in its
/// input (a kerning pair with the space, a ligature through it: then no run is cut) or in its
/// context (Inter's `calt` turns `x` between numbers into `×` and raises brackets before a
/// capital, looking past spaces). The input glyphs of those contextual lookups are what a cut
/// could change; a text whose characters can never become one of them (found backward from
/// those glyphs through every substitution of the plan, in any context) is safe to cut.
///
/// The same reasoning and the same check (does any lookup involve the space glyph?) is what
/// Blink's word-by-word shaping cache rests on; this one goes a step further and keeps cutting
/// text in such a font away from the glyphs those lookups act on: one match of such a lookup
/// holds at most as many spaces as its longest rule has positions that can be the space (its
/// reach, read from the rules: `LayoutTableBytes.positionsHolding`), so a cut with more words
/// than that between it and every such character is still exact (`Shaper` shapes the words
/// around them as one piece). Within that reach, a cut also stays when, between it and the
/// character, there is a character that no rule able to act on it can hold at any position, as
/// whatever glyph it can become (`Masks`): a match is a run of consecutive glyphs from the
/// character to the far side of the cut, and such a character (a base glyph, which no lookup
/// flag skips) cannot be in it. Inter turns `x` into `×` only between numbers: the `t` of
/// "next" is held by none of those rules, so "next" cuts like any word.
///
/// Which glyphs a lookup's input and context hold comes from HarfBuzz's glyph collection, with
/// what it leaves out read from the tables' bytes (`LayoutTableBytes`): class 0 of a
/// class-based rule (every glyph its class definition does not name, often the space), and the
/// lookups a contextual lookup calls, which apply too and look around the glyph they are called
/// at (HarfBuzz reports only their output). A lookup that cannot be read stops all cutting.
///
/// Lookups reached only through `frac`, `numr` and `dnom` apply only around U+2044 FRACTION
/// SLASH (HarfBuzz masks them elsewhere): they are left out, and a text with U+2044 is not cut.
///
/// Made once per font, direction and set of lookups (`analysis(...)`): the languages of a
/// script mostly share a plan's lookups, and its analysis (a closure per character, about
/// 160,000 instructions for Inter) is then done once for all of them and every thread that
/// shapes with the font (a check's threads have fonts of their own, and so analyses of their
/// own: see `TextMeasurer.forAnotherThread`). Thread-safe: characters are classified under a
/// lock, once each, and each `Shaper` keeps the answers it asked for in its own table
/// (`Kinds`); the words shaped with the analysis are kept here, for every thread that uses it.
final class SpaceSeparation: @unchecked Sendable {
    /// What a code unit is for cutting.
    enum Kind: UInt8 {
        case unknown = 0
        /// Can start a word: a cut may come right before it.
        case starter
        /// Safe inside a word, but no cut before it (a combining mark, a joiner: it belongs to
        /// the cluster before it).
        case continuing
        /// A character the font does not have (HarfBuzz would decompose it), a surrogate, U+2044
        /// or a mirrored bracket: the run is shaped whole.
        case unsafe
        /// A character some lookup that looks across a space may act on (`sensitive`), as a
        /// starter and as a continuing character: the words within its reach (`Kinds.reach`)
        /// are shaped with it. One whose lookups' reach is not known is `unsafe`.
        case sensitiveStarter
        case sensitiveContinuing
    }

    /// A code unit's kind, and for a sensitive one its reach: the most spaces one application of
    /// a lookup that may act on it and looks across a space can match (the most positions of one
    /// of its rules that can hold the space: `LayoutTableBytes.positionsHolding`). A cut with
    /// more words than that between it and the character is one no such match crosses.
    struct Classification: Equatable {
        var kind: Kind
        var reach: UInt8 = 0
        /// The character's place in the cross-space rules (see `Masks`).
        var masks = Masks()
    }

    /// Which of the rules that look across a space (`crossSpaceRules`, bit k for rule k) a
    /// character can be the input of, and which can hold it at some position, as any glyph it
    /// can become; bit 63 stands for every rule not listed (a lookup whose rules are not all
    /// coverage-based, or more than 63 rules), which holds every character. A match of a rule
    /// that acts on a character and crosses a cut holds every glyph from it to the far side of
    /// the cut: when no rule the character can be the input of holds all of them, no match
    /// crosses the cut.
    struct Masks: Hashable {
        var input: UInt64 = 0
        var held: UInt64 = ~0
    }

    /// The font this applies to (kept alive: the owner keys it by identity).
    let font: Font
    let rightToLeft: Bool
    /// False when the space glyph is the input of a lookup the plan applies: no run is cut.
    private(set) var cuts = true
    /// The lookups that look across a space: each one's input glyphs and the most spaces one of
    /// its matches holds; nil when it cannot be read or skips base glyphs (and so spaces).
    private var sensitiveLookups: [(input: OpaquePointer, spaces: Int?)] = []
    /// The rules of those lookups that can hold the space, when every rule of a lookup is
    /// coverage-based (format 3): the glyphs each can hold at any position and at its input
    /// positions (see `Masks`); at most 63, else none.
    private var crossSpaceRules: [(held: GlyphBits, input: GlyphBits)] = []
    /// Whether some cross-space lookup is not in `crossSpaceRules` (its inputs are bit 63).
    private var hasOtherRules = false
    /// What each glyph can become through one substitution of the plan (a ligature's result
    /// for each of its components), for `Masks`: each edge as its glyph in the high half and
    /// the result in the low one, sorted (one array: a dictionary of arrays took more to build
    /// than the analysis it served; callgrind).
    private var substitutionEdges: [UInt64] = []
    private let face: OpaquePointer
    /// The glyphs that are or can become the input of a lookup that looks across a space, with
    /// the most spaces such a lookup's match holds (see `Classification`; Int.max: not known).
    private var glyphReaches: [UInt32: Int] = [:]
    /// Whether some lookup was left out as a fraction lookup (U+2044 is then unsafe).
    private var ignoredFractionLookups = false
    /// Classifications made so far (under `lock`).
    private var classified: [UInt16: Classification] = [:]
    private let lock = CacheLock()

    /// A word's glyphs depend on its code units, the script and the language besides what the
    /// analysis stands for (font, direction, lookups).
    struct WordKey: ShardedKey {
        let script: hb_script_t
        let language: UnsafeRawPointer?
        let units: [UInt16]
        /// The hash of the three, made once: a miss looks the key up and then stores it.
        let shardBits: Int

        init(script: hb_script_t, language: UnsafeRawPointer?, units: [UInt16]) {
            self.script = script
            self.language = language
            self.units = units
            var hasher = Hasher()
            hasher.combine(script.rawValue)
            hasher.combine(language)
            units.withUnsafeBytes { hasher.combine(bytes: $0) }
            shardBits = hasher.finalize()
        }

        static func == (a: WordKey, b: WordKey) -> Bool {
            a.shardBits == b.shardBits && a.script == b.script && a.language == b.language && a.units == b.units
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(shardBits)
        }

        /// The hash made once, not hashed again per lookup (see `seededHash`).
        func _rawHashValue(seed: Int) -> Int {
            seededHash(shardBits, seed: seed)
        }
    }

    /// The words shaped with this analysis (clusters from the word's start), shared by every
    /// thread that shapes with its font: kept per shaper, each thread shaped every word's first
    /// use again. (A check's threads have fonts of their own, and each works through its own
    /// part of the entries, so they meet different words: see `TextMeasurer.forAnotherThread`.)
    /// About 300 bytes a word, at most `wordLimit` in two generations.
    private let words = GenerationalCache<WordKey, [RawGlyph]>(limit: 2 * wordLimit)
    private static let wordLimit = 16_384

    /// The glyphs kept for `key`, if any.
    func word(_ key: WordKey) -> [RawGlyph]? {
        words.value(for: key)
    }

    /// Keeps a word's glyphs.
    func keep(_ glyphs: [RawGlyph], for key: WordKey) {
        words.keep(glyphs, for: key)
        Self.countKeptWord()
    }

    /// Words kept since the last time every analysis let go of its words (under `registryLock`).
    nonisolated(unsafe) private static var keptWords = 0
    /// Bounds the words of all analyses together (about 40 MB): a catalog in many fonts with
    /// many distinct words must not grow each analysis's two generations at once.
    private static let keptWordLimit = 131_072

    private static func countKeptWord() {
        registryLock.lock()
        defer { registryLock.unlock() }
        keptWords += 1
        guard keptWords >= keptWordLimit else { return }
        keptWords = 0
        for analysis in registry.values { analysis.dropWords() }
    }

    /// Lets go of the words kept (called with `registryLock` held; the cache's shard locks are
    /// taken after it, never before).
    private func dropWords() {
        words.removeAll()
    }

    /// The analysis for shaping with `font` in `script`, `language` and the direction, shared
    /// by every plan with the same lookups.
    static func analysis(font: Font, script: hb_script_t, language: hb_language_t?, rightToLeft: Bool) -> SpaceSeparation {
        let face = hb_font_get_face(font.hbFont)!
        var properties = hb_segment_properties_t()
        properties.direction = rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR
        properties.script = script
        properties.language = language
        var coordinateCount: UInt32 = 0
        let coordinates = hb_font_get_var_coords_normalized(font.hbFont, &coordinateCount)
        let plan = hb_shape_plan_create_cached2(face, &properties, nil, 0, coordinates, coordinateCount, nil)
        defer { hb_shape_plan_destroy(plan) }
        let (gsub, gpos) = (hb_set_create()!, hb_set_create()!)
        defer {
            hb_set_destroy(gsub)
            hb_set_destroy(gpos)
        }
        hb_ot_shape_plan_collect_lookups(plan, Shaper.tag("GSUB"), gsub)
        hb_ot_shape_plan_collect_lookups(plan, Shaper.tag("GPOS"), gpos)
        let key = Key(font: ObjectIdentifier(font), rightToLeft: rightToLeft, substitutions: members(gsub), positionings: members(gpos))
        registryLock.lock()
        if let known = registry[key] {
            registryLock.unlock()
            return known
        }
        registryLock.unlock()
        // Made outside the lock: threads measuring with fonts of their own (see
        // `TextMeasurer.forAnotherThread`) analyze their copies of a font at once.
        let made = SpaceSeparation(font: font, rightToLeft: rightToLeft, substitutions: gsub, positionings: gpos)
        registryLock.lock()
        defer { registryLock.unlock() }
        // Another thread may have made the same analysis meanwhile: the first one stays.
        if let known = registry[key] { return known }
        if registry.count >= 256 {
            for analysis in registry.values { analysis.dropWords() }
            registry.removeAll()
        }
        registry[key] = made
        return made
    }

    private struct Key: Hashable {
        var font: ObjectIdentifier
        var rightToLeft: Bool
        var substitutions: [UInt32]
        var positionings: [UInt32]
    }

    /// Analyses by font, direction and lookups (each keeps its font alive, so the identities in
    /// the keys stay theirs).
    nonisolated(unsafe) private static var registry: [Key: SpaceSeparation] = [:]
    private static let registryLock = CacheLock()

    private static func members(_ set: OpaquePointer) -> [UInt32] {
        var members: [UInt32] = []
        var index = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start before the first
        while hb_set_next(set, &index) != 0 { members.append(index) }
        return members
    }

    private init(font: Font, rightToLeft: Bool, substitutions planSubstitutions: OpaquePointer, positionings: OpaquePointer) {
        self.font = font
        self.rightToLeft = rightToLeft
        face = hb_font_get_face(font.hbFont)
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font.hbFont, 0x20, &space) != 0 else {
            cuts = false
            return
        }
        // A font shaped by AAT tables (morx, kerx) is not analyzed here: never cut.
        if hb_aat_layout_has_substitution(face) != 0 || hb_aat_layout_has_positioning(face) != 0 {
            cuts = false
            return
        }
        let gsub = Shaper.tag("GSUB"), gpos = Shaper.tag("GPOS")
        // Without GPOS, HarfBuzz kerns with the legacy `kern` table, pair by pair: not analyzed.
        if hb_ot_layout_has_positioning(face) == 0 && Self.hasTable(face, "kern") {
            cuts = false
            return
        }
        // A space the font calls a mark or a ligature component is skipped by lookups that
        // ignore those: they could match across it without naming it.
        let spaceClass = hb_ot_layout_get_glyph_class(face, space)
        guard spaceClass == HB_OT_LAYOUT_GLYPH_CLASS_UNCLASSIFIED || spaceClass == HB_OT_LAYOUT_GLYPH_CLASS_BASE_GLYPH else {
            cuts = false
            return
        }
        let fractionOnly = (gsub: Self.fractionOnlyLookups(face, table: gsub), gpos: Self.fractionOnlyLookups(face, table: gpos))
        defer {
            hb_set_destroy(fractionOnly.gsub)
            hb_set_destroy(fractionOnly.gpos)
        }
        // The GSUB table and the substitution lookups of the plan with those they call.
        var substitutionLookups: (bytes: LayoutTableBytes, lookups: [Int])?
        for (table, lookups, only) in [(gsub, planSubstitutions, fractionOnly.gsub), (gpos, positionings, fractionOnly.gpos)] {
            let bytes = LayoutTableBytes(face: face, tag: table)
            let flags = bytes.lookupFlags()
            // The lookups a contextual lookup calls apply too, and can look around the glyphs
            // they are called at; HarfBuzz's glyph collection does not report their context.
            let planned = Self.members(lookups).map(Int.init)
            guard let called = bytes.withCalledLookups(planned) else {
                cuts = false
                return
            }
            if table == gsub { substitutionLookups = (bytes, called) }
            // A called lookup that acts on one glyph changes only a glyph of its caller's input,
            // which the caller's own analysis covers.
            let plannedSet = Set(planned)
            let analyzed = called.filter { plannedSet.contains($0) || !bytes.actsOnOneGlyph($0) }
            let (before, input, after) = (hb_set_create(), hb_set_create(), hb_set_create())
            defer {
                hb_set_destroy(before)
                hb_set_destroy(input)
                hb_set_destroy(after)
            }
            for lookup in analyzed {
                let index = UInt32(lookup)
                hb_set_clear(before)
                hb_set_clear(input)
                hb_set_clear(after)
                hb_ot_layout_lookup_collect_glyphs(face, table, index, before, input, after, nil)
                // Class 0 of a class-based rule is every glyph its class definition leaves out,
                // which HarfBuzz's collection does not report: read from the table.
                let classZero = bytes.classZeroUse(lookup, glyph: Int(space))
                if classZero.unreadable {
                    cuts = false
                    return
                }
                // A lookup that ignores base glyphs (LookupFlag bit 1) steps over the space
                // without naming it: as if the space were in its context.
                let ignoresBases = (lookup < flags.count ? flags[lookup] : 0xFFFF) & 0x0002 != 0
                let inContext = hb_set_has(before, space) != 0 || hb_set_has(after, space) != 0 || ignoresBases || classZero.glyphInContext
                let inInput = hb_set_has(input, space) != 0 || classZero.glyphInInput
                guard inContext || inInput else { continue }
                if hb_set_has(only, index) != 0 {
                    ignoredFractionLookups = true
                    continue
                }
                // With class 0 in its input, the lookup's input glyphs are not all known.
                if inInput || classZero.inputHasClassZero {
                    cuts = false
                    return
                }
                // No rule position that can hold the space, where HarfBuzz says one does: the
                // reading disagrees, so the reach is not known.
                let spaces = ignoresBases ? nil : bytes.positionsHolding(Int(space), lookup: lookup).flatMap { $0 > 0 ? $0 : nil }
                sensitiveLookups.append((hb_set_copy(input), spaces))
                if let rules = bytes.coverageRules(lookup) {
                    crossSpaceRules += rules.filter { $0.held.contains(space) }
                } else {
                    hasOtherRules = true
                }
            }
        }
        guard !sensitiveLookups.isEmpty else { return }
        if crossSpaceRules.count > 63 {
            crossSpaceRules = []
            hasOtherRules = true
        }
        // Which glyphs can become one those lookups act on, through the substitutions of the
        // plan and of the lookups it calls, whatever their context (a ligature through any of
        // its components), each with the most spaces the lookups' matches hold (Int.max: not
        // known). Built backward from the lookups' inputs: a closure forward from each
        // character's glyph alone misses a ligature of several characters and a substitution
        // that needs the glyphs around it (HarfBuzz's closure applies neither).
        var reaches: [UInt32: Int] = [:]
        for lookup in sensitiveLookups {
            var glyph = hb_codepoint_t.max
            while hb_set_next(lookup.input, &glyph) != 0 { reaches[glyph] = max(reaches[glyph] ?? 0, lookup.spaces ?? .max) }
        }
        guard let (bytes, lookups) = substitutionLookups else { return }
        var pairs: [(inputs: [Int], outputs: [Int])] = []
        for lookup in lookups {
            guard let found = bytes.substitutions(lookup) else {
                cuts = false
                return
            }
            pairs += found
        }
        var changed = true
        var rounds = 0
        while changed {
            changed = false
            rounds += 1
            // Each round follows substitutions one step further back; a real font needs a few
            // (Inter Regular has 3,125 substitutions in all). A hostile table could ask for billions of
            // steps: past 50 million, the cautious answer.
            guard rounds <= 64, rounds * pairs.count <= 50_000_000 else {
                cuts = false
                return
            }
            for pair in pairs {
                var most = -1
                for glyph in pair.outputs { if let reach = reaches[UInt32(truncatingIfNeeded: glyph)] { most = max(most, reach) } }
                guard most >= 0 else { continue }
                for glyph in pair.inputs where (reaches[UInt32(truncatingIfNeeded: glyph)] ?? -1) < most {
                    reaches[UInt32(truncatingIfNeeded: glyph)] = most
                    changed = true
                }
            }
        }
        glyphReaches = reaches
        var edges: [UInt64] = []
        for pair in pairs {
            for glyph in pair.inputs {
                for output in pair.outputs {
                    edges.append(UInt64(UInt32(truncatingIfNeeded: glyph)) << 32 | UInt64(UInt32(truncatingIfNeeded: output)))
                }
            }
        }
        edges.sort()
        substitutionEdges = edges
    }

    deinit {
        for lookup in sensitiveLookups { hb_set_destroy(lookup.input) }
    }

    /// What `unit` is for cutting (see `Kind`); ask through a `Kinds` table.
    func classification(of unit: UInt16) -> Classification {
        lock.lock()
        defer { lock.unlock() }
        if let known = classified[unit] { return known }
        let classification = classify(unit)
        classified[unit] = classification
        return classification
    }

    /// One thread's answers of a `SpaceSeparation`, by code unit (no lock, no hashing).
    final class Kinds {
        let separation: SpaceSeparation
        /// Each code unit's kind (the low byte; 0: not asked yet) and reach (the high byte).
        private var answers = [UInt16](repeating: 0, count: 0x10000)

        init(_ separation: SpaceSeparation) { self.separation = separation }

        @inline(__always) func kind(of unit: UInt16) -> Kind {
            Kind(rawValue: UInt8(truncatingIfNeeded: answer(unit)))!
        }

        /// A sensitive unit's reach (see `Classification`); 0 for the others.
        @inline(__always) func reach(of unit: UInt16) -> Int {
            Int(answer(unit) >> 8)
        }

        @inline(__always) private func answer(_ unit: UInt16) -> UInt16 {
            let known = answers[Int(unit)]
            if known != 0 { return known }
            let classification = separation.classification(of: unit)
            let answer = UInt16(classification.kind.rawValue) | UInt16(classification.reach) << 8
            answers[Int(unit)] = answer
            return answer
        }

        /// Each code unit's masks, as an index (plus one; 0: not asked yet) into `maskValues`:
        /// asked only around sensitive characters, so made on first use.
        private var maskSlots: [UInt16] = []
        private var maskValues: [Masks] = []
        private var maskIndices: [Masks: UInt16] = [:]

        /// A unit's `Masks`.
        func masks(of unit: UInt16) -> Masks {
            if maskSlots.isEmpty { maskSlots = [UInt16](repeating: 0, count: 0x10000) }
            let slot = maskSlots[Int(unit)]
            if slot != 0 { return maskValues[Int(slot) - 1] }
            let masks = separation.classification(of: unit).masks
            if let index = maskIndices[masks] {
                maskSlots[Int(unit)] = index + 1
            } else if maskValues.count < Int(UInt16.max) - 1 {
                maskValues.append(masks)
                maskIndices[masks] = UInt16(maskValues.count - 1)
                maskSlots[Int(unit)] = UInt16(maskValues.count)
            }
            return masks
        }
    }

    private func classify(_ unit: UInt16) -> Classification {
        guard let scalar = Unicode.Scalar(unit) else { return Classification(kind: .unsafe) }  // a surrogate
        if unit == 0x2044 && ignoredFractionLookups { return Classification(kind: .unsafe) }
        // Mirrored in a right-to-left run, a bracket is another glyph than its nominal one.
        if rightToLeft && scalar.properties.isBidiMirrored { return Classification(kind: .unsafe) }
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font.hbFont, hb_codepoint_t(unit), &glyph) != 0 else { return Classification(kind: .unsafe) }
        let continuing = Self.isContinuing(scalar)
        if let reach = glyphReaches[glyph] {
            // Past a byte's worth (or not known), the run whole.
            guard reach <= Int(UInt8.max) else { return Classification(kind: .unsafe) }
            var masks = masks(glyph, scalar: scalar, continuing: continuing)
            // Sensitive, so the input of some rule: of one not listed, if of none listed.
            if masks.input == 0 { masks.input = 1 << 63 }
            return Classification(kind: continuing ? .sensitiveContinuing : .sensitiveStarter, reach: UInt8(reach), masks: masks)
        }
        let masks = sensitiveLookups.isEmpty ? Masks() : masks(glyph, scalar: scalar, continuing: continuing)
        return Classification(kind: continuing ? .continuing : .starter, masks: masks)
    }

    /// The `Masks` of a character whose nominal glyph is `glyph`: from every glyph it can become
    /// through the plan's substitutions (a ligature it is a component of included). A character
    /// a lookup flag may skip (a mark, a ligature or component glyph, a default ignorable) is
    /// held by every rule.
    private func masks(_ glyph: UInt32, scalar: Unicode.Scalar, continuing: Bool) -> Masks {
        var masks = Masks(input: 0, held: 1 << 63)
        let everyRule: UInt64 = ~0
        var skippable = continuing || scalar.properties.isDefaultIgnorableCodePoint
        var seen: Set<UInt32> = [glyph]
        var pending = [glyph]
        while let next = pending.popLast() {
            switch hb_ot_layout_get_glyph_class(face, next) {
            case HB_OT_LAYOUT_GLYPH_CLASS_UNCLASSIFIED, HB_OT_LAYOUT_GLYPH_CLASS_BASE_GLYPH: break
            default: skippable = true
            }
            for (k, rule) in crossSpaceRules.enumerated() {
                if rule.held.contains(next) { masks.held |= 1 << UInt64(k) }
                if rule.input.contains(next) { masks.input |= 1 << UInt64(k) }
            }
            if hasOtherRules && sensitiveLookups.contains(where: { hb_set_has($0.input, next) != 0 }) { masks.input |= 1 << 63 }
            // The edges from `next`: the first at or after (next, 0), by bisection.
            var (low, high) = (0, substitutionEdges.count)
            while low < high {
                let middle = (low + high) / 2
                if substitutionEdges[middle] >> 32 < UInt64(next) { low = middle + 1 } else { high = middle }
            }
            while low < substitutionEdges.count && substitutionEdges[low] >> 32 == UInt64(next) {
                let output = UInt32(truncatingIfNeeded: substitutionEdges[low])
                low += 1
                guard seen.insert(output).inserted else { continue }
                // Past a few hundred glyphs (a hostile table), the cautious answer.
                guard seen.count <= 512 else { return Masks(input: 1 << 63, held: everyRule) }
                pending.append(output)
            }
        }
        if skippable { masks.held = everyRule }
        return masks
    }

    /// Whether a word may not start at `scalar` (it belongs to the cluster before it).
    private static func isContinuing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: true
        default: false
        }
    }

    /// Lookups of `table` that only `frac`, `numr` and `dnom` reach (no other feature of the font
    /// does), which HarfBuzz applies only around U+2044.
    private static func fractionOnlyLookups(_ face: OpaquePointer, table: hb_tag_t) -> OpaquePointer {
        let fractions = [Shaper.tag("frac"), Shaper.tag("numr"), Shaper.tag("dnom")]
        var count: UInt32 = 0
        let total = hb_ot_layout_table_get_feature_tags(face, table, 0, &count, nil)
        var tags = [hb_tag_t](repeating: 0, count: Int(total))
        count = total
        if total > 0 { _ = hb_ot_layout_table_get_feature_tags(face, table, 0, &count, &tags) }
        let others = Array(Set(tags.prefix(Int(count))).subtracting(fractions)) + [0]
        let fractionTags = fractions + [0]
        let reached = hb_set_create()!
        let reachedByOthers = hb_set_create()!
        defer { hb_set_destroy(reachedByOthers) }
        hb_ot_layout_collect_lookups(face, table, nil, nil, fractionTags, reached)
        hb_ot_layout_collect_lookups(face, table, nil, nil, others, reachedByOthers)
        hb_set_subtract(reached, reachedByOthers)
        return reached
    }

    /// Each lookup's `lookupFlag` in `table` (GSUB or GPOS), read from the table's bytes
    /// (HarfBuzz has no call for it): the header's `lookupListOffset` at byte 8, the list's
    /// count and offsets, each lookup's type then flag (OpenType spec, "Lookup table"). A flag
    /// that cannot be read is 0xFFFF (every bit: the cautious answer).
    static func lookupFlags(_ face: OpaquePointer, table: hb_tag_t) -> [UInt16] {
        LayoutTableBytes(face: face, tag: table).lookupFlags()
    }

    private static func hasTable(_ face: OpaquePointer, _ tag: String) -> Bool {
        let blob = hb_face_reference_table(face, Shaper.tag(tag))
        defer { hb_blob_destroy(blob) }
        return hb_blob_get_length(blob) > 0
    }
}
