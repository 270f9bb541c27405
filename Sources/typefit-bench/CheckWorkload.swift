import Foundation
import TextMeasure
import TextStyles

/// Size and weight of a style at each of the 12 iOS categories, looked up once.
struct StyleSizes: Sendable {
    let categories: [ContentSizeCategory]
    /// Per style name: (point size, weight) per category, in `categories` order.
    let table: [String: [(size: Double, weight: FontWeight)]]

    init(styles: [String]) throws {
        let scale = TypeScale.standard
        categories = ContentSizeCategory.allCases
        var table: [String: [(size: Double, weight: FontWeight)]] = [:]
        for name in Set(styles) {
            let style = try scale.style(named: name, platform: .ios)
            table[name] = try categories.map { category in
                let m = try scale.metrics(platform: .ios, style: style, category: category)
                return (m.size, m.weight)
            }
        }
        self.table = table
    }
}

/// What one check found, packed small: the result of a label at one category.
struct CheckOutcome: Sendable, Equatable {
    var lineCount: UInt8 = 0
    var neededLineCount: UInt16 = 0
    /// bit 0 fits, bit 1 truncated, bit 2 clipped, bit 3 missing glyphs, bit 7 error.
    var flags: UInt8 = 0

    var fits: Bool { flags & 1 != 0 }
    var isTruncated: Bool { flags & 2 != 0 }
    var isError: Bool { flags & 0x80 != 0 }
    var hasMissingGlyphs: Bool { flags & 8 != 0 }

    static let error = CheckOutcome(lineCount: 0, neededLineCount: 0, flags: 0x80)
}

/// W1: every entry checked in its label slot at all 12 categories with the system profile.
///
/// This is the checker's work done directly on the measuring core (`TextMeasurer.summary`),
/// entries in parallel, results stored by entry index so the output does not depend on the
/// thread count.
struct CoreCheck {
    let entries: [CorpusEntry]
    let sizes: StyleSizes

    init(entries: [CorpusEntry]) throws {
        self.entries = entries
        self.sizes = try StyleSizes(styles: Corpus.styles)
    }

    var checksPerEntry: Int { sizes.categories.count }

    /// Runs the check with a fresh measurer (so every preparation is paid for) over `library`.
    /// `systemMetrics` with the Display cut moved to `.infinity` gives W1c (one font instance).
    func run(library: FontLibrary, threads: Int, cacheLimit: Int = 20_000, systemMetrics: SystemFontMetrics = .ios) -> [CheckOutcome] {
        let measurer = TextMeasurer(library: library, systemMetrics: systemMetrics, cacheLimit: cacheLimit)
        let perEntry = checksPerEntry
        let slots = ResultSlots(count: entries.count * perEntry, initial: CheckOutcome())
        let entries = self.entries
        let table = sizes.table
        parallelFor(entries.count, threads: threads) { i in
            let entry = entries[i]
            let slot = Slot.label(width: entry.width, lines: entry.lines, mode: .truncatingTail)
            let row = table[entry.style]!
            var memo = FitMemo()
            for (c, setting) in row.enumerated() {
                let outcome: CheckOutcome
                do {
                    let s = try measurer.summary(
                        entry.text, profile: .system(weight: setting.weight), pointSize: setting.size,
                        language: entry.locale, slot: slot, memo: &memo)
                    var flags: UInt8 = 0
                    if s.fits { flags |= 1 }
                    if s.isTruncated { flags |= 2 }
                    if s.isClipped { flags |= 4 }
                    if s.hasMissingCharacters { flags |= 8 }
                    outcome = CheckOutcome(
                        lineCount: UInt8(clamping: s.lineCount), neededLineCount: UInt16(clamping: s.neededLineCount), flags: flags)
                } catch {
                    outcome = .error
                }
                slots[i * perEntry + c] = outcome
            }
        }
        return slots.array
    }

    /// A digest of the outcomes, in entry order (FNV-1a): equal digests, equal output.
    static func digest(_ outcomes: [CheckOutcome]) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            h ^= UInt64(byte)
            h &*= 0x100_0000_01b3
        }
        for o in outcomes {
            mix(o.lineCount)
            mix(UInt8(o.neededLineCount & 0xFF))
            mix(UInt8(o.neededLineCount >> 8))
            mix(o.flags)
        }
        return String(h, radix: 16)
    }
}
