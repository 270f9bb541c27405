import Catalogs
import TextMeasure

/// A font file a check measured with, where it came from, and how many checked entries it set.
///
/// A result measured with a font that fontconfig found on the machine (an emoji or CJK font the
/// bundled fonts lack) depends on the fonts installed where TypeFit ran: another machine may
/// have another font, or none (then the characters are missing glyphs). Reports list every file
/// and flag those entries (issue 11, item 10).
public struct FontUse: Sendable, Hashable {
    /// Where a font file came from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// TypeFit's `Fonts/` folder: the same on every machine.
        case bundled
        /// Found by fontconfig for characters no bundled font has: depends on the machine.
        case fontconfig
        /// Named by the spec, `--font` or `--system-font` (a custom font, SF Pro).
        case named
    }

    /// The font file's path.
    public var file: String
    public var source: Source
    /// How many checked entries it set, in whole or in part.
    public var entries: Int
    /// For a font fontconfig found, the entries it set (in entry order): the results that
    /// depend on this machine. Empty for the others.
    public var dependents: [Dependent] = []

    /// A checked entry whose result depends on a font fontconfig found.
    public struct Dependent: Sendable, Hashable {
        public var key: String
        public var locale: String
        public var variant: EntryVariant?
        public var location: SourceLocation

        /// `key [locale]`, with the variant when there is one.
        public var label: String {
            "\(key) [\(locale)]" + (variant.map { " (\($0.description))" } ?? "")
        }
    }

    public init(file: String, source: Source, entries: Int, dependents: [Dependent] = []) {
        self.file = file
        self.source = source
        self.entries = entries
        self.dependents = dependents
    }

    /// The note of an entry set in part in `file`, found through fontconfig.
    static func fontconfigNote(_ file: String) -> String {
        "set in part in \(file), which fontconfig found on this machine (no bundled font has those characters): the result depends on the fonts installed where TypeFit runs"
    }

    /// Every font file of `entries` (`counts`: how many entries each set), bundled first then by
    /// path, with its source, and for a font fontconfig found the entries it set; each of those
    /// entries gets a note saying so (`fontconfigNote`), which `notes` collects as well.
    ///
    /// A file is fontconfig's when fontconfig found it for some entry of the check (`library`
    /// knows every file its copies found: see `FontLibrary.includeFontconfigFiles`), so the notes
    /// are written here, after every thread is done, not where each entry was checked: there
    /// they depended on whether the entry that made fontconfig find the file (a file the spec
    /// names for one locale, found by fontconfig for another's characters) had been checked
    /// before, by which thread, and so on `--jobs`.
    static func collect(_ entries: inout [EntryResult], counts: [String: Int], library: FontLibrary,
                        notes: inout EntryTally, concurrency: Int = 1) -> (fonts: [FontUse], entriesOnFontconfigFonts: Int) {
        var sourceOfFile: [String: Source] = [:]
        for file in counts.keys {
            sourceOfFile[file] = library.wasFoundThroughFontconfig(file) ? .fontconfig : library.isBundled(file) ? .bundled : .named
        }
        var dependents: [String: [Dependent]] = [:]
        // The few files fontconfig found, compared as a list: looking each entry's files up in
        // the dictionary hashed every path of every entry (perf, a real app's check: 26 ms on one
        // thread after the check; issue 14).
        let fontconfigFiles = sourceOfFile.filter { $0.value == .fontconfig }.map(\.key)
        var entriesOnFontconfigFonts = 0
        if !fontconfigFiles.isEmpty {
            // Each file's note made once, not once per entry it set.
            let fileNotes = fontconfigFiles.map(fontconfigNote)
            // Parts of the entries on up to `concurrency` threads (on one, a twentieth of `--jobs
            // 2`'s serial time after the check on a real app's catalogs; perf, issue 14), the
            // dependents joined in entry order.
            let parts = evenParts(entries.count, concurrency: concurrency)
            let found = entries.withUnsafeMutableBufferPointer { buffer in
                // Read and written in place (a copy of each entry, its arrays retained, was a
                // tenth of this step); each part's thread writes only its own entries.
                nonisolated(unsafe) let entries = buffer
                return parallelMap(parts.count, concurrency: parts.count) { part in
                    var dependents = [[Dependent]](repeating: [], count: fontconfigFiles.count)
                    var onFontconfigFonts = 0
                    for index in parts[part] {
                        var onFontconfigFont = false
                        for file in entries[index].fontFiles {
                            guard let position = fontconfigFiles.firstIndex(of: file) else { continue }
                            onFontconfigFont = true
                            dependents[position].append(Dependent(key: entries[index].key, locale: entries[index].locale,
                                                                  variant: entries[index].variant, location: entries[index].location))
                            if !entries[index].notes.contains(fileNotes[position]) { entries[index].notes.append(fileNotes[position]) }
                        }
                        if onFontconfigFont { onFontconfigFonts += 1 }
                    }
                    return (dependents: dependents, entries: onFontconfigFonts)
                }
            }
            for (position, file) in fontconfigFiles.enumerated() {
                let all = found.flatMap { $0.dependents[position] }
                guard !all.isEmpty else { continue }
                dependents[file] = all
                notes.addNote(fileNotes[position])
            }
            entriesOnFontconfigFonts = found.reduce(0) { $0 + $1.entries }
        }
        let order: [Source] = [.bundled, .named, .fontconfig]
        let fonts = counts.map { FontUse(file: $0.key, source: sourceOfFile[$0.key]!, entries: $0.value, dependents: dependents[$0.key] ?? []) }
            .sorted { (order.firstIndex(of: $0.source)!, $0.file) < (order.firstIndex(of: $1.source)!, $1.file) }
        return (fonts, entriesOnFontconfigFonts)
    }
}
