import Foundation
import TypeFitCLI

/// Every figure of a run, as BENCHMARKS.json holds it and BENCHMARKS.md shows it.
struct Report: Codable {
    struct Machine: Codable {
        var date: String
        var cpu: String
        var cores: Int
        var system: String
        var commit: String
        /// Where the heap's memory came from: huge pages (the tunable `typefit check` restarts
        /// with, given to this benchmark and its Pango peers too) or the default pages. Nil in
        /// runs before it was recorded.
        var heap: String?
        /// How the Swift runtime was linked into this benchmark (and, built by the same
        /// `make bench`, into `typefit`): statically, as `make install` builds, or dynamically.
        /// Nil in runs before it was recorded.
        var swiftRuntime: String?

        static func current(repository: URL) -> Machine {
            let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
            let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
                .map { String($0.split(separator: ":", maxSplits: 1).last ?? "").trimmingCharacters(in: .whitespaces) } ?? "unknown"
            var name = utsname()
            uname(&name)
            func field<T>(_ value: T) -> String {
                withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            }
            let commit = (try? runProcess("/usr/bin/git", ["-C", repository.path, "rev-parse", "--short", "HEAD"]))?.output
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            let formatter = ISO8601DateFormatter()
            let environment = ProcessInfo.processInfo.environment
            let heap = if let tunables = HugePageHeap.tunablesForPeer(environment: environment) {
                "transparent huge pages (GLIBC_TUNABLES=\(tunables)) for `typefit check`, this benchmark and the Pango peers"
            } else if let own = environment["GLIBC_TUNABLES"], own.contains("glibc.malloc.hugetlb") {
                "as the caller's GLIBC_TUNABLES=\(own) sets it, for every process"
            } else {
                "default pages (`typefit check` does not restart for huge pages here)"
            }
            // A dynamically linked runtime is a mapped libswiftCore.so.
            let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
            let runtime = maps.contains("libswiftCore.so")
                ? "linked dynamically (a plain `swift build -c release`)"
                : "linked statically (`swift build -c release --static-swift-stdlib`, as `make bench` and `make install` build)"
            return Machine(
                date: formatter.string(from: Date()), cpu: model, cores: ProcessInfo.processInfo.activeProcessorCount,
                system: "\(field(name.sysname)) \(field(name.release)) \(field(name.machine))", commit: commit, heap: heap,
                swiftRuntime: runtime)
        }
    }

    struct Corpus: Codable {
        var entries: Int
        var seed: String
        var checksPerEntry: Int
        var locales: [String: Int]
        /// Percent of entries up to 20, 21-60 and 61-200 characters.
        var lengthShares: [Double]

        init(entries: [CorpusEntry], seed: UInt64, checksPerEntry: Int) {
            self.entries = entries.count
            self.seed = String(format: "0x%016llx", seed)
            self.checksPerEntry = checksPerEntry
            locales = Dictionary(grouping: entries, by: \.locale).mapValues(\.count)
            var counts = [0, 0, 0]
            for e in entries {
                let n = e.text.count
                counts[n <= 20 ? 0 : n <= 60 ? 1 : 2] += 1
            }
            lengthShares = counts.map { 100 * Double($0) / Double(max(1, entries.count)) }
        }
    }

    struct Check: Codable {
        var entries: Int
        var checks: Int
        var threads1: Samples
        var threads2: Samples
        var digestThreads1: String
        var digestThreads2: String
        var identical: Bool
        var peakBytes: Int
        var fits: Int
        var truncated: Int
        var errors: Int
        var missingGlyphs: Int
    }

    struct FullCheck: Codable {
        /// Rules in the generated spec.
        var rules: Int
        var threads1: Samples
        var threads2: Samples
        /// Checks whose line count and truncation equal the core check's.
        var sameAsCore: Int
        /// Same outcomes with 1 and 2 threads.
        var identical: Bool
    }

    struct Floor: Codable {
        var strings: Int
        var seconds: Samples
        var glyphs: Int
    }

    struct Peer: Codable {
        var seconds: Samples
        var agreement: Agreement
    }

    struct Layout: Codable {
        var layoutsPerPass: Int
        var preparedTexts: Int
        var layoutsPerSecond: Samples
    }

    struct ColdStartResult: Codable {
        var command: String
        var seconds: Samples
    }

    struct Target: Codable {
        var name: String
        var target: String
        var measured: String
        var met: Bool?
    }

    var machine: Machine
    /// `/proc/loadavg`'s 1, 5 and 15 minute averages when the run started and ended: the machine
    /// is shared, and other work slows every figure.
    var loadAtStart = loadAverages()
    var loadAtEnd: String?
    var quick: Bool
    var repeats: Int
    var corpus: Corpus?
    var w1: Check?
    var w1Full: FullCheck?
    var w2: Floor?
    /// W2b: each string shaped once per font instance the check sets it in (not a target).
    var w2b: Floor?
    /// W1c: W1 with one font instance (the Text cut at every size), 1 thread (not a target).
    var w1OneCut: Samples?
    /// W2c: W2b plus ICU's analysis of each string once (not a target).
    var w2c: Floor?
    var w3: Peer?
    var w4: Layout?
    var w5: ColdStartResult?
    var w6: [ScalingChild.Result] = []
    /// S1: `typefit serve`, /measure round trip and keystroke to drawings (issue 37).
    var serve: ServeLatency?
    /// R1-R3, F, P1, P2 on the real-app corpus (issue 14; `RealAppReport.swift`).
    var realApp: RealAppResults?
    var notes: [String] = []
    var targets: [Target] { computeTargets() }

    init(machine: Machine, quick: Bool, repeats: Int) {
        self.machine = machine
        self.quick = quick
        self.repeats = repeats
    }

    private enum CodingKeys: String, CodingKey {
        case machine, quick, repeats, loadAtStart, loadAtEnd, corpus, w1, w1Full, w2, w2b, w1OneCut, w2c, w3, w4, w5, w6, serve, realApp, notes, targets
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(machine, forKey: .machine)
        try c.encode(quick, forKey: .quick)
        try c.encode(repeats, forKey: .repeats)
        try c.encode(loadAtStart, forKey: .loadAtStart)
        try c.encodeIfPresent(loadAtEnd, forKey: .loadAtEnd)
        try c.encodeIfPresent(corpus, forKey: .corpus)
        try c.encodeIfPresent(w1, forKey: .w1)
        try c.encodeIfPresent(w1Full, forKey: .w1Full)
        try c.encodeIfPresent(w2, forKey: .w2)
        try c.encodeIfPresent(w2b, forKey: .w2b)
        try c.encodeIfPresent(w1OneCut, forKey: .w1OneCut)
        try c.encodeIfPresent(w2c, forKey: .w2c)
        try c.encodeIfPresent(w3, forKey: .w3)
        try c.encodeIfPresent(w4, forKey: .w4)
        try c.encodeIfPresent(w5, forKey: .w5)
        try c.encode(w6, forKey: .w6)
        try c.encodeIfPresent(serve, forKey: .serve)
        try c.encodeIfPresent(realApp, forKey: .realApp)
        try c.encode(notes, forKey: .notes)
        try c.encode(targets, forKey: .targets)
    }

    /// Every figure `encode(to:)` writes, so a saved BENCHMARKS.json renders BENCHMARKS.md again
    /// (`typefit-bench --rewrite-report`); the targets are computed from them, not read.
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        machine = try c.decode(Machine.self, forKey: .machine)
        quick = try c.decode(Bool.self, forKey: .quick)
        repeats = try c.decode(Int.self, forKey: .repeats)
        loadAtStart = try c.decode(String.self, forKey: .loadAtStart)
        loadAtEnd = try c.decodeIfPresent(String.self, forKey: .loadAtEnd)
        corpus = try c.decodeIfPresent(Corpus.self, forKey: .corpus)
        w1 = try c.decodeIfPresent(Check.self, forKey: .w1)
        w1Full = try c.decodeIfPresent(FullCheck.self, forKey: .w1Full)
        w2 = try c.decodeIfPresent(Floor.self, forKey: .w2)
        w2b = try c.decodeIfPresent(Floor.self, forKey: .w2b)
        w1OneCut = try c.decodeIfPresent(Samples.self, forKey: .w1OneCut)
        w2c = try c.decodeIfPresent(Floor.self, forKey: .w2c)
        w3 = try c.decodeIfPresent(Peer.self, forKey: .w3)
        w4 = try c.decodeIfPresent(Layout.self, forKey: .w4)
        w5 = try c.decodeIfPresent(ColdStartResult.self, forKey: .w5)
        w6 = try c.decodeIfPresent([ScalingChild.Result].self, forKey: .w6) ?? []
        realApp = try c.decodeIfPresent(RealAppResults.self, forKey: .realApp)
        notes = try c.decodeIfPresent([String].self, forKey: .notes) ?? []
    }

    // MARK: Targets (issue 5, item 3)

    func computeTargets() -> [Target] {
        var t: [Target] = []
        if let w1, let w3 {
            let ratio = w3.seconds.median / w1.threads1.median
            t.append(Target(name: "W1 vs W3 (Pango), 1 thread each", target: ">= 50x faster", measured: String(format: "%.1fx", ratio), met: ratio >= 50))
            if let full = w1Full {
                let r = w3.seconds.median / full.threads1.median
                t.append(Target(name: "W1 through the full checker vs W3, 1 thread each", target: ">= 50x faster", measured: String(format: "%.1fx", r), met: r >= 50))
            }
            let agree = w3.agreement.lineCountPercent
            t.append(Target(name: "line-count agreement W1/W3", target: ">= 99%", measured: String(format: "%.2f%%", agree), met: agree >= 99))
        } else {
            t.append(Target(name: "W1 vs W3 (Pango)", target: ">= 50x faster, >= 99% agreement", measured: "not run", met: nil))
        }
        if let w1, let w2 {
            let ratio = w1.threads1.median / w2.seconds.median
            t.append(Target(name: "W1 / W2 (HarfBuzz floor), 1 thread each", target: "<= 1.5x", measured: String(format: "%.2fx", ratio), met: ratio <= 1.5))
        }
        if let w4 {
            let rate = w4.layoutsPerSecond.median
            t.append(Target(name: "W4 label layouts per second per core", target: ">= 2,000,000", measured: grouped(Int(rate)), met: rate >= 2_000_000))
        }
        if let w5 {
            let s = w5.seconds.median
            t.append(Target(name: "W5 `typefit measure` cold start", target: "< 50 ms", measured: String(format: "%.1f ms", s * 1000), met: s < 0.05))
        } else {
            t.append(Target(name: "W5 cold start", target: "< 50 ms", measured: "not run", met: nil))
        }
        if let big = w6.filter({ $0.entries >= 100_000 }).map(\.peakBytes).max() {
            t.append(Target(name: "peak memory at 100k entries", target: "< 200 MB", measured: "\(big / 1_048_576) MB", met: big < 200 * 1_048_576))
        } else {
            t.append(Target(name: "peak memory at 100k entries", target: "< 200 MB", measured: "not run (--quick)", met: nil))
        }
        if let serve {
            if let keys = serve.keystrokeMs {
                t.append(Target(name: "S1b `typefit serve`: keystroke to new drawings, \(serve.textLength)-character text (Chromium), median of \(keys.values.count)",
                                target: "< 50 ms", measured: String(format: "%.1f ms (max %.1f)", keys.median, keys.max), met: keys.median < 50))
            } else {
                t.append(Target(name: "S1b `typefit serve`: keystroke to new drawings (Chromium)", target: "< 50 ms", measured: "not run (no Chromium)", met: nil))
            }
        }
        if let w1 {
            let digests = Set([w1.digestThreads1, w1.digestThreads2])
            let w6Same = Dictionary(grouping: w6, by: \.entries).values.allSatisfy { Set($0.map(\.digest)).count == 1 }
            let same = w1.identical && digests.count == 1 && w6Same && (w1Full?.identical ?? true)
            t.append(Target(name: "identical output for 1 and 2 threads", target: "identical", measured: same ? "identical (W1 and every W6 size)" : "DIFFERENT", met: same))
        }
        return t
    }

    // MARK: Output

    /// The short table printed at the end of a run.
    func table() -> String {
        var lines = ["", "workload                               median            min .. max"]
        func row(_ name: String, _ median: String, _ range: String) {
            lines.append(name.padding(toLength: 38, withPad: " ", startingAt: 0) + " " + median.padding(toLength: 17, withPad: " ", startingAt: 0) + " " + range)
        }
        if let w1 {
            row("W1 check, 1 thread (entries/s)", grouped(Int(Double(w1.entries) / w1.threads1.median)), "\(grouped(Int(Double(w1.entries) / w1.threads1.max))) .. \(grouped(Int(Double(w1.entries) / w1.threads1.min)))")
            row("W1 check, 2 threads (entries/s)", grouped(Int(Double(w1.entries) / w1.threads2.median)), "\(grouped(Int(Double(w1.entries) / w1.threads2.max))) .. \(grouped(Int(Double(w1.entries) / w1.threads2.min)))")
        }
        if let f = w1Full, let w1 {
            row("W1 full checker, 1 thread (entries/s)", grouped(Int(Double(w1.entries) / f.threads1.median)), "\(grouped(Int(Double(w1.entries) / f.threads1.max))) .. \(grouped(Int(Double(w1.entries) / f.threads1.min)))")
            row("W1 full checker, 2 threads (entries/s)", grouped(Int(Double(w1.entries) / f.threads2.median)), "\(grouped(Int(Double(w1.entries) / f.threads2.max))) .. \(grouped(Int(Double(w1.entries) / f.threads2.min)))")
        }
        if let w2 { row("W2 HarfBuzz floor (strings/s)", grouped(Int(Double(w2.strings) / w2.seconds.median)), "") }
        if let w2b, let w1 { row("W2b per font instance (ms)", ms(w2b.seconds.median), String(format: "W1 / W2b %.2fx (not a target)", w1.threads1.median / w2b.seconds.median)) }
        if let w1OneCut, let w2, let w1 {
            row("W1c one cut, 1 thread (entries/s)", grouped(Int(Double(w1.entries) / w1OneCut.median)), String(format: "W1c / W2 %.2fx (not a target)", w1OneCut.median / w2.seconds.median))
        }
        if let w2c, let w1 { row("W2c HarfBuzz + ICU floor (ms)", ms(w2c.seconds.median), String(format: "W1 / W2c %.2fx (not a target)", w1.threads1.median / w2c.seconds.median)) }
        if let w3, let w1 { row("W3 Pango (entries/s)", grouped(Int(Double(w1.entries) / w3.seconds.median)), "agreement \(String(format: "%.2f%%", w3.agreement.lineCountPercent))") }
        if let w4 { row("W4 layouts/s, 1 thread", grouped(Int(w4.layoutsPerSecond.median)), "\(grouped(Int(w4.layoutsPerSecond.min))) .. \(grouped(Int(w4.layoutsPerSecond.max)))") }
        if let w5 { row("W5 typefit measure", String(format: "%.1f ms", w5.seconds.median * 1000), String(format: "%.1f .. %.1f ms", w5.seconds.min * 1000, w5.seconds.max * 1000)) }
        for r in w6 {
            let s = Samples(values: r.seconds)
            row("W6 \(grouped(r.entries)) entries, \(r.threads) thr", ms(s.median), "peak \(r.peakBytes / 1_048_576) MB")
        }
        if let serve {
            row("S1a serve /measure round trip", String(format: "%.1f ms", serve.roundTrip.median * 1000), String(format: "%.1f .. %.1f ms", serve.roundTrip.min * 1000, serve.roundTrip.max * 1000))
            if let k = serve.keystrokeMs { row("S1b serve keystroke to drawings", String(format: "%.1f ms", k.median), String(format: "%.1f .. %.1f ms", k.min, k.max)) }
        }
        for (name, median, range) in realAppTableRows() { row(name, median, range) }
        lines.append("")
        for t in targets + (realApp?.targets() ?? []) + (realApp?.reportTargets() ?? []) { lines.append("[\(t.met.map { $0 ? "met" : "NOT met" } ?? "n/a")] \(t.name): \(t.measured) (target \(t.target))") }
        return lines.joined(separator: "\n")
    }

    /// BENCHMARKS.md.
    func markdown() -> String {
        markdownHeader() + corpusSection() + resultsSection() + resultNotes() + scalingSection() + realAppMarkdown()
            + targetsSection() + pangoSection() + notesSection()
    }

    /// The title, what generated the file, and the machine.
    private func markdownHeader() -> String {
        """
            # TypeFit benchmarks

            Generated by `typefit-bench`\(quick ? " --quick" : "") (`make bench`; issues 5 and 14) with BENCHMARKS.json, the
            run's figures (`typefit-bench --rewrite-report BENCHMARKS.json` renders this file from it again). Do not
            edit by hand. What each phase of the work measured, and why, is in
            [Benchmarks/NOTES.md](Benchmarks/NOTES.md).

            - date: \(machine.date), commit `\(machine.commit)`
            - machine: \(machine.cpu), \(machine.cores) cores, \(machine.system); load average (1, 5, 15 min) \(loadAtStart) at the start, \(loadAtEnd ?? "?") at the end
            - heap: \(machine.heap ?? "not recorded")
            - Swift runtime: \(machine.swiftRuntime ?? "not recorded")
            - every time is the median of \(repeats) runs, with min and max; all workloads in one run


            """
    }

    /// ## Corpus: how the entries were generated.
    private func corpusSection() -> String {
        var md = ""
        if let corpus {
            let locales = corpus.locales.keys.sorted().map { "\($0) \(corpus.locales[$0]!)" }.joined(separator: ", ")
            md += """
                ## Corpus

                \(grouped(corpus.entries)) entries generated with SplitMix64, seed `\(corpus.seed)` (`Sources/typefit-bench/Corpus.swift`):
                \(locales). Lengths: \(String(format: "%.1f%% up to 20 characters, %.1f%% 21-60, %.1f%% 61-200", corpus.lengthShares[0], corpus.lengthShares[1], corpus.lengthShares[2])).
                Each entry is a label of one text style (Body, Headline, Subheadline, Footnote, Callout, Caption 1, Title 3),
                200-343 pt wide, 1-3 lines, truncating the tail, checked at all \(corpus.checksPerEntry) categories with the
                system profile: \(grouped(corpus.entries * corpus.checksPerEntry)) checks. Fonts: the bundled ones and the CJK test
                subset (Japanese strings use only its characters), no system fonts.


                """
        }
        return md
    }

    /// ## Results: the table of every workload.
    private func resultsSection() -> String {
        var md = ""
        md += "## Results\n\n| workload | median | min | max | unit |\n|---|---|---|---|---|\n"
        func timeRow(_ name: String, _ s: Samples, work: Double, unit: String) {
            md += "| \(name) | \(grouped(Int(work / s.median))) | \(grouped(Int(work / s.max))) | \(grouped(Int(work / s.min))) | \(unit) |\n"
        }
        if let w1 {
            timeRow("W1 check (core), 1 thread", w1.threads1, work: Double(w1.entries), unit: "entries/s")
            timeRow("W1 check (core), 1 thread", w1.threads1, work: Double(w1.checks), unit: "checks/s")
            timeRow("W1 check (core), 2 threads", w1.threads2, work: Double(w1.entries), unit: "entries/s")
            timeRow("W1 check (core), 2 threads", w1.threads2, work: Double(w1.checks), unit: "checks/s")
            md += "| W1 wall time, 1 thread | \(ms(w1.threads1.median)) | \(ms(w1.threads1.min)) | \(ms(w1.threads1.max)) | for \(grouped(w1.entries)) entries |\n"
            md += "| W1 wall time, 2 threads | \(ms(w1.threads2.median)) | \(ms(w1.threads2.min)) | \(ms(w1.threads2.max)) | for \(grouped(w1.entries)) entries |\n"
        }
        if let f = w1Full, let w1 {
            timeRow("W1 full checker (`runCheck`), 1 thread", f.threads1, work: Double(w1.entries), unit: "entries/s")
            timeRow("W1 full checker (`runCheck`), 2 threads", f.threads2, work: Double(w1.entries), unit: "entries/s")
            md += "| W1 full checker wall time, 1 thread | \(ms(f.threads1.median)) | \(ms(f.threads1.min)) | \(ms(f.threads1.max)) | catalogs read, \(f.rules) spec rules |\n"
        }
        if let w2 {
            timeRow("W2 HarfBuzz shaping floor, 1 thread", w2.seconds, work: Double(w2.strings), unit: "strings/s")
            md += "| W2 wall time | \(ms(w2.seconds.median)) | \(ms(w2.seconds.min)) | \(ms(w2.seconds.max)) | \(grouped(w2.glyphs)) glyphs |\n"
        }
        if let w2b {
            md += "| W2b wall time: each string shaped once per font instance it is set in | \(ms(w2b.seconds.median)) | \(ms(w2b.seconds.min)) | \(ms(w2b.seconds.max)) | \(grouped(w2b.strings)) shapings, \(grouped(w2b.glyphs)) glyphs |\n"
        }
        if let w2c {
            md += "| W2c wall time: W2b plus ICU's analysis of each string once (line breaks, graphemes, bidi, scripts) | \(ms(w2c.seconds.median)) | \(ms(w2c.seconds.min)) | \(ms(w2c.seconds.max)) | \(grouped(w2c.strings)) strings analyzed |\n"
        }
        if let w1OneCut, let w1 {
            md += "| W1c wall time: W1 with one font instance (the Text cut at every size; not the product's behaviour), 1 thread | \(ms(w1OneCut.median)) | \(ms(w1OneCut.min)) | \(ms(w1OneCut.max)) | for \(grouped(w1.entries)) entries |\n"
        }
        if let w3, let w1 {
            timeRow("W3 Pango, 1 thread", w3.seconds, work: Double(w1.entries), unit: "entries/s")
            timeRow("W3 Pango, 1 thread", w3.seconds, work: Double(w1.checks), unit: "checks/s")
            md += "| W3 wall time | \(ms(w3.seconds.median)) | \(ms(w3.seconds.min)) | \(ms(w3.seconds.max)) | timed inside pango-check |\n"
        }
        if let w4 {
            md += "| W4 label layouts over prepared text, 1 thread | \(grouped(Int(w4.layoutsPerSecond.median))) | \(grouped(Int(w4.layoutsPerSecond.min))) | \(grouped(Int(w4.layoutsPerSecond.max))) | layouts/s (\(grouped(w4.layoutsPerPass)) layouts over \(grouped(w4.preparedTexts)) prepared texts per pass) |\n"
        }
        if let serve {
            let r = serve.roundTrip
            md += "| S1a `typefit serve` POST /measure, \(serve.textLength) characters, 12 categories | \(String(format: "%.1f ms", r.median * 1000)) | \(String(format: "%.1f ms", r.min * 1000)) | \(String(format: "%.1f ms", r.max * 1000)) | round trip, \(r.values.count) requests, a new text each |\n"
            if let k = serve.keystrokeMs {
                md += "| S1b `typefit serve` keystroke to new drawings in Chromium, \(serve.textLength) characters | \(String(format: "%.1f ms", k.median)) | \(String(format: "%.1f ms", k.min)) | \(String(format: "%.1f ms", k.max)) | input event to the second frame after drawing, \(k.values.count) keystrokes\(serve.keystrokeScriptMs.map { String(format: "; %.1f ms of it to the drawings in the DOM", $0.median) } ?? "") |\n"
            }
        }
        if let w5 {
            md += "| W5 `\(w5.command)` | \(String(format: "%.1f ms", w5.seconds.median * 1000)) | \(String(format: "%.1f ms", w5.seconds.min * 1000)) | \(String(format: "%.1f ms", w5.seconds.max * 1000)) | whole process, \(w5.seconds.values.count) runs |\n"
        }
        return md
    }

    /// What the results table does not show: the full checker's agreement, W1's memory and outcomes.
    private func resultNotes() -> String {
        var md = ""
        if let f = w1Full, let w1 {
            md += "\nThe full checker (`FitCheck.runCheck` over the corpus written as `.strings` catalogs and a spec of \(f.rules) label rules) and the core check agree on line count and truncation in \(grouped(f.sameAsCore)) of \(grouped(w1.checks)) checks; its outcomes with 1 and 2 threads are \(f.identical ? "identical" : "DIFFERENT").\n"
        }
        if let w1 {
            md += "\nPeak memory of the main process after W1-W2: \(w1.peakBytes / 1_048_576) MB. W1 outcomes: \(grouped(w1.fits)) of \(grouped(w1.checks)) checks fit, \(grouped(w1.truncated)) truncated, \(w1.missingGlyphs) with missing glyphs, \(w1.errors) errors. Digest with 1 thread `\(w1.digestThreads1)`, with 2 threads `\(w1.digestThreads2)`.\n"
        }
        return md
    }

    /// ## W6: scaling, one process per row.
    private func scalingSection() -> String {
        var md = ""
        if !w6.isEmpty {
            md += "\n## W6: scaling (each row a separate process)\n\nPeak memory is the child's `VmHWM` (/proc/self/status): on Linux `getrusage(RUSAGE_SELF).ru_maxrss` of an exec'd child includes the peak of the parent it was forked from (shown as ru_maxrss).\n\n| entries | threads | median | min | max | entries/s | peak memory | ru_maxrss | digest |\n|---|---|---|---|---|---|---|---|---|\n"
            for r in w6 {
                let s = Samples(values: r.seconds)
                md += "| \(grouped(r.entries)) | \(r.threads) | \(ms(s.median)) | \(ms(s.min)) | \(ms(s.max)) | \(grouped(Int(Double(r.entries) / s.median))) | \(r.peakBytes / 1_048_576) MB | \(r.maxRSSBytes / 1_048_576) MB | `\(r.digest)` |\n"
            }
            let ones = w6.filter { $0.threads == 1 }.sorted { $0.entries < $1.entries }
            if let first = ones.first, let last = ones.last, last.entries > first.entries {
                let perFirst = Samples(values: first.seconds).median / Double(first.entries)
                let perLast = Samples(values: last.seconds).median / Double(last.entries)
                md += "\nTime per entry, 1 thread: \(String(format: "%.1f µs", perFirst * 1e6)) at \(grouped(first.entries)), \(String(format: "%.1f µs", perLast * 1e6)) at \(grouped(last.entries)) (\(String(format: "%.2f", perLast / perFirst))x).\n"
            }
        }
        return md
    }

    /// ## Targets, and how to read W1 against W2, W2b, W1c and W2c.
    private func targetsSection() -> String {
        var md = ""
        md += "\n## Targets (issue 5, item 3)\n\n| target | goal | measured | met |\n|---|---|---|---|\n"
        for t in targets {
            md += "| \(t.name) | \(t.target) | \(t.measured) | \(t.met.map { $0 ? "yes" : "**no**" } ?? "not run") |\n"
        }
        if let w1, let w2, let w2b {
            md += "\nNot a target, for reading W1 / W2: the system profile sets Latin, Cyrillic and Greek text in two font instances (Inter below 20 pt, Inter Display from 20 pt, DESIGN.md decision 4), so W1 shapes those strings twice. W2b shapes each string once per font instance it is set in: \(grouped(w2b.strings)) shapings against W2's \(grouped(w2.strings)), \(ms(w2b.seconds.median)) (\(String(format: "%.2f", w2b.seconds.median / w2.seconds.median))x W2). W1 / W2b is \(String(format: "%.2fx", w1.threads1.median / w2b.seconds.median)): the rest is Unicode analysis (ICU), itemization and fallback, more runs than one per string, the caches, and layout at 12 categories.\n"
            if let c = w1OneCut {
                md += "\nW1c is W1 with the Display cut switched off (`SystemFontMetrics.withDisplayCut(fromPointSize: .infinity)`), so every string is set in one font instance, as W2 shapes it: \(ms(c.median)), W1c / W2 \(String(format: "%.2fx", c.median / w2.seconds.median)). That is what W1 / W2 would be if DESIGN.md decision 4 gave way; the part of W1c beyond W2 is the Unicode analysis, itemization and fallback, the caches, and layout at 12 categories.\n"
            }
            if let c = w2c {
                md += "\nW2c adds to W2b what a check that analyzes text as TypeFit does cannot skip either: ICU's analysis of each string once (line breaks with the locale's dictionaries, grapheme clusters, bidi levels, script runs), through the check's own analyzer. \(ms(c.seconds.median)), \(String(format: "%.2f", c.seconds.median / w2.seconds.median))x W2; W1 / W2c is \(String(format: "%.2fx", w1.threads1.median / c.seconds.median)): what is left is itemization and fallback, the caches and layout at 12 categories.\n"
            }
        }
        return md
    }

    /// ## W1 against Pango (W3): agreement, by locale, and the first disagreements.
    private func pangoSection() -> String {
        var md = ""
        if let w3 {
            let a = w3.agreement
            md += """

                ## W1 against Pango (W3)

                Same entries, widths, sizes, weights, line limits; Pango wraps with `PANGO_WRAP_WORD_CHAR`, ellipsizes the
                end with `pango_layout_set_height(-lines)`, and gets the SF Pro tracking TypeFit applies as a letter-spacing
                attribute in the Latin, Cyrillic and Greek locales (TypeFit tracks only clusters set in the system font).
                Line counts agree in \(grouped(a.sameLineCount)) of \(grouped(a.checks)) checks (\(String(format: "%.2f%%", a.lineCountPercent))); line count and
                truncation both agree in \(String(format: "%.2f%%", a.fullPercent)).

                | locale | checks | same line count |
                |---|---|---|

                """
            for locale in a.byLocale.keys.sorted() {
                let c = a.byLocale[locale]!
                md += "| \(locale) | \(grouped(c[0])) | \(String(format: "%.2f%%", 100 * Double(c[1]) / Double(max(1, c[0])))) |\n"
            }
            if !a.disagreements.isEmpty {
                md += "\nFirst disagreements (TypeFit's shown lines and truncation against Pango's; `needs` is TypeFit's line count without a limit):\n\n| entry | locale | category | size | width | lines | TypeFit | Pango | needs | text |\n|---|---|---|---|---|---|---|---|---|---|\n"
                for d in a.disagreements.prefix(25) {
                    let text = d.text.replacingOccurrences(of: "|", with: "\\|")
                    md += "| \(d.entry) | \(d.locale) | \(d.category) | \(d.pointSize) | \(Int(d.width)) | \(d.lines) | \(d.typefit) | \(d.pango) | \(d.typefitNeededLines) | \(text) |\n"
                }
            }
        }
        return md
    }

    /// ## Notes: the run's own, and where the history is (Benchmarks/NOTES.md is linked, not
    /// copied: issue 39 keeps this file at most 250 lines).
    private func notesSection() -> String {
        var md = "\n## Notes\n\n"
        md += notes.map { "- \($0)\n" }.joined()
        md += "- The profiles, the history of every phase and what each change measured: [Benchmarks/NOTES.md](Benchmarks/NOTES.md).\n"
        return md
    }
}

func grouped(_ n: Int) -> String {
    let digits = String(abs(n))
    var out = ""
    for (i, ch) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
        out.append(ch)
    }
    return (n < 0 ? "-" : "") + out
}

/// The 1, 5 and 15 minute load averages (`/proc/loadavg`), or "unknown".
func loadAverages() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}
