import Catalogs
import Foundation
import TextMeasure
import TextStyles
import TypeFitCLI

/// `--sf-agreement`: how often TypeFit's decisions with the stand-in agree with SF Pro's, on the
/// user's own strings, for a user who has SF Pro (it cannot ship, so this runs on their machine).
///
/// The protocol of the reference measurement (`Tables/SOURCES.md`): every string in a one-line
/// label of 200 and of 343 pt, tail truncation, at the 12 iOS Body sizes, in Regular, Medium,
/// Semibold and Bold. Each decision (fits or not) is made three times: with the stand-in
/// uncalibrated, with it calibrated (what `typefit` does), and with SF Pro (`--system-font`).
/// Reported: the share of decisions that differ from SF Pro's (missed truncations and false
/// alarms), the share of (string, width, weight) whose first failing size differs, and how many
/// decisions the error band marks borderline and how many of the differing ones it contains.
struct SystemFontAgreement {
    /// One string to decide on.
    struct Item {
        var text: String
        var locale: String
    }

    static let widths: [Double] = [200, 343]
    static let weights: [FontWeight] = [.regular, .medium, .semibold, .bold]

    let items: [Item]
    let standIn: TextMeasurer
    let apple: TextMeasurer
    let sizes: [Double]

    init(items: [Item], library: FontLibrary, systemFont: AppleSystemFont) throws {
        self.items = items
        standIn = TextMeasurer(library: library)
        apple = TextMeasurer(library: library, systemFont: systemFont)
        let scale = TypeScale.standard
        sizes = try ContentSizeCategory.allCases.map { try scale.metrics(platform: .ios, style: try scale.style(named: "body", platform: .ios), category: $0).size }
    }

    /// The counts the report is made of.
    struct Tally {
        var decisions = 0
        var uncalibratedDiffer = 0, uncalibratedMissed = 0
        var calibratedDiffer = 0, calibratedMissed = 0
        var series = 0, uncalibratedFirstDiffers = 0, calibratedFirstDiffers = 0
        var borderline: [BandPercentile: Int] = [:]
        var differingInBand: [BandPercentile: Int] = [:]
        var uncalibratedScripts = 0
    }

    func run() throws -> Tally {
        var tally = Tally()
        for item in items {
            for width in Self.widths {
                for weight in Self.weights {
                    try decide(item, width: width, weight: weight, into: &tally)
                }
            }
        }
        return tally
    }

    /// The 12 decisions of one string, width and weight.
    private func decide(_ item: Item, width: Double, weight: FontWeight, into tally: inout Tally) throws {
        var firsts: (raw: Int?, calibrated: Int?, apple: Int?) = (nil, nil, nil)
        let slot = Slot.label(width: width)
        for (index, size) in sizes.enumerated() {
            let profile = FontProfile.system(weight: weight)
            let font = try standIn.resolve(profile, pointSize: size)
            let prepared = standIn.prepare(item.text, with: font, language: item.locale)
            var request = LayoutRequest(width: width, font: font)
            request.widthFactors = .identity
            let raw = prepared.measure(request).fits
            let m = try standIn.measure(item.text, profile: profile, pointSize: size, language: item.locale, slot: slot)
            let sf = try apple.summary(item.text, profile: profile, pointSize: size, language: item.locale, slot: slot).fits
            tally.decisions += 1
            if m.errorBand == nil { tally.uncalibratedScripts += 1 }
            if raw != sf { tally.uncalibratedDiffer += 1; if raw { tally.uncalibratedMissed += 1 } }
            if m.fits != sf { tally.calibratedDiffer += 1; if m.fits { tally.calibratedMissed += 1 } }
            for percentile in BandPercentile.allCases {
                guard let band = m.errorBand?[percentile], m.margin < band else { continue }
                tally.borderline[percentile, default: 0] += 1
                if m.fits != sf { tally.differingInBand[percentile, default: 0] += 1 }
            }
            if !raw && firsts.raw == nil { firsts.raw = index }
            if !m.fits && firsts.calibrated == nil { firsts.calibrated = index }
            if !sf && firsts.apple == nil { firsts.apple = index }
        }
        tally.series += 1
        if firsts.raw != firsts.apple { tally.uncalibratedFirstDiffers += 1 }
        if firsts.calibrated != firsts.apple { tally.calibratedFirstDiffers += 1 }
    }

    /// The report: a few lines of text, and the same numbers as one JSON object.
    static func report(_ t: Tally, strings: Int, files: [String]) -> (text: String, json: [String: Any]) {
        func percent(_ n: Int, of d: Int) -> Double { d == 0 ? 0 : (Double(n) / Double(d) * 10_000).rounded() / 100 }
        let differing = t.calibratedDiffer
        var lines = [
            "SF Pro agreement: \(strings) strings x \(widths.count) widths x \(weights.count) weights x 12 Body sizes = \(t.decisions) decisions, SF Pro from \(files.joined(separator: ", "))",
            "uncalibrated stand-in: \(percent(t.uncalibratedDiffer, of: t.decisions))% of decisions differ from SF Pro's (\(percent(t.uncalibratedMissed, of: t.decisions))% missed truncations); first failing size differs for \(percent(t.uncalibratedFirstDiffers, of: t.series))%",
            "calibrated stand-in (typefit): \(percent(differing, of: t.decisions))% differ (\(percent(t.calibratedMissed, of: t.decisions))% missed truncations); first failing size differs for \(percent(t.calibratedFirstDiffers, of: t.series))%",
        ]
        var json: [String: Any] = [
            "strings": strings, "decisions": t.decisions, "systemFont": files,
            "uncalibrated": ["differPercent": percent(t.uncalibratedDiffer, of: t.decisions), "missedTruncationsPercent": percent(t.uncalibratedMissed, of: t.decisions), "firstFailingDiffersPercent": percent(t.uncalibratedFirstDiffers, of: t.series)],
            "calibrated": ["differPercent": percent(differing, of: t.decisions), "missedTruncationsPercent": percent(t.calibratedMissed, of: t.decisions), "firstFailingDiffersPercent": percent(t.calibratedFirstDiffers, of: t.series)],
            "uncalibratedScriptDecisions": t.uncalibratedScripts,
        ]
        for percentile in BandPercentile.allCases {
            let marked = t.borderline[percentile, default: 0], caught = t.differingInBand[percentile, default: 0]
            lines.append("band \(percentile.rawValue): marks \(percent(marked, of: t.decisions))% of decisions borderline; contains \(percent(caught, of: differing))% of the decisions that differ")
            json["band_\(percentile.rawValue)"] = ["borderlinePercent": percent(marked, of: t.decisions), "containsDifferingPercent": percent(caught, of: differing)]
        }
        if t.uncalibratedScripts > 0 {
            lines.append("\(t.uncalibratedScripts) decisions were of text in scripts the stand-in is not calibrated for (no band)")
        }
        return (lines.joined(separator: "\n") + "\n", json)
    }

    /// The strings of `paths`: catalogs (any format `typefit check` reads, folders walked), or a
    /// text file of `locale<TAB>text` lines (`#` starts a comment line).
    static func strings(_ paths: [String]) throws -> [Item] {
        var items: [Item] = []
        var catalogs: [URL] = []
        for path in paths {
            guard path.hasSuffix(".tsv") || path.hasSuffix(".txt") else {
                catalogs.append(URL(fileURLWithPath: path))
                continue
            }
            let text: String
            do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
                throw UsageError("cannot read '\(path)': \(error.localizedDescription)", hint: "give a UTF-8 file of locale<TAB>text lines")
            }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty && !line.hasPrefix("#") {
                let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty else {
                    throw UsageError("\(path):\(number + 1): not a locale<TAB>text line", hint: "write for example 'de<TAB>Einstellungen'")
                }
                items.append(Item(text: parts[1], locale: parts[0]))
            }
        }
        if !catalogs.isEmpty {
            let set = readCatalogs(at: catalogs)
            for issue in set.issues { FileHandle.standardError.write(Data("typefit-bench: \(issue.location): \(issue.message)\n".utf8)) }
            items += set.files.flatMap(\.entries).filter { !$0.isFallbackToSource }.map { Item(text: $0.text, locale: $0.locale) }
        }
        return items
    }

    /// `typefit-bench --sf-agreement --system-font PATH --strings FILE...`.
    static func main(_ options: BenchOptions) throws {
        guard let fontPath = options.systemFont else {
            throw UsageError("--sf-agreement needs --system-font PATH (Apple's SF-Pro.ttf or its folder)", hint: "download SF Pro from developer.apple.com/fonts")
        }
        guard !options.strings.isEmpty else {
            throw UsageError("--sf-agreement needs --strings FILE (catalogs, or locale<TAB>text lines)", hint: "write for example '--strings Localizable.xcstrings'")
        }
        let systemFont: AppleSystemFont
        do { systemFont = try AppleSystemFont.locate(fontPath) } catch {
            throw UsageError("--system-font: \(error.description)", hint: "point it at Apple's SF-Pro.ttf or its folder")
        }
        let items = try strings(options.strings)
        guard !items.isEmpty else { throw UsageError("no strings in \(options.strings.joined(separator: ", "))", hint: "give catalogs or locale<TAB>text lines") }
        let library = try FontLibrary(fontsDirectory: try locateFonts(options.fontsDirectory), usesSystemFallback: true)
        let tally = try SystemFontAgreement(items: items, library: library, systemFont: systemFont).run()
        let (text, json) = report(tally, strings: items.count, files: systemFont.files)
        if options.json {
            let data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .prettyPrinted])
            print(String(decoding: data, as: UTF8.self))
        } else {
            print(text, terminator: "")
        }
    }
}
