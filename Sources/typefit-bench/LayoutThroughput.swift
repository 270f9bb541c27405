import Foundation
import TextMeasure
import TextStyles

/// W4: label layouts per second over already prepared text (`PreparedText.measure`), one thread.
///
/// Every entry's text prepared with each font its categories use, then the 12 label layouts of
/// the entry (its width and line limit, tail truncation, each category's size, tracking and
/// width calibration)
/// repeated: no shaping, no lookups, no allocation in the timed loop.
struct LayoutThroughput {
    /// One prepared text and the layouts made over it.
    struct Group {
        var text: PreparedText
        var requests: [LayoutRequest]
    }

    let groups: [Group]
    let layoutsPerPass: Int

    init(check: CoreCheck, measurer: TextMeasurer) throws {
        var groups: [Group] = []
        for entry in check.entries {
            var byFont: [String: Int] = [:]
            let first = groups.count
            for setting in check.sizes.table[entry.style]! {
                let font = try measurer.resolve(.system(weight: setting.weight), pointSize: setting.size)
                let request = LayoutRequest(
                    width: entry.width, font: font, numberOfLines: entry.lines, lineBreakMode: .truncatingTail)
                let key = font.font.descriptor.path
                if let index = byFont[key] {
                    groups[index].requests.append(request)
                } else {
                    byFont[key] = groups.count
                    groups.append(Group(text: measurer.prepare(entry.text, with: font, language: entry.locale), requests: [request]))
                }
            }
            _ = first
        }
        self.groups = groups
        layoutsPerPass = groups.reduce(0) { $0 + $1.requests.count }
    }

    /// One pass over every layout; returns the sum of line counts (so the work is kept).
    @inline(never)
    func pass() -> Int {
        var lines = 0
        for group in groups {
            for request in group.requests {
                lines &+= group.text.measure(request).lineCount
            }
        }
        return lines
    }

    /// Times passes until at least `minimumSeconds` have gone by; returns layouts per second.
    func measure(minimumSeconds: Double) -> (rate: Double, checksum: Int) {
        var passes = 0
        var checksum = 0
        let start = Clock.now()
        var elapsed = 0.0
        repeat {
            checksum &+= pass()
            passes += 1
            elapsed = Clock.now() - start
        } while elapsed < minimumSeconds
        return (Double(passes * layoutsPerPass) / elapsed, checksum / passes)
    }
}

/// W5: `typefit measure` of one string as a whole process (start, load tables and fonts, shape,
/// lay out, print, exit), timed from spawn to exit.
enum ColdStart {
    static let arguments = ["measure", "Einstellungen für Barrierefreiheit", "--style", "body", "--width", "200"]

    static func run(typefit: URL, fonts: URL, repeats: Int) throws -> Samples {
        // One untimed run first: the page cache holds the binary and fonts, as on a CI machine
        // that has just built it.
        var values: [Double] = []
        for i in 0...repeats {
            let (result, seconds) = try Clock.time { try spawnAndWait(typefit.path, arguments + ["--fonts", fonts.path]) }
            // 0: fits at every category, 1: does not fit somewhere (this German label truncates
            // at the large sizes, so 1); anything else is a failure of the run.
            guard result == 0 || result == 1 else { throw BenchError("typefit measure exited with \(result)") }
            if i > 0 { values.append(seconds) }
        }
        return Samples(values: values)
    }

    /// posix_spawn with stdout and stderr to /dev/null; returns the exit status.
    static func spawnAndWait(_ path: String, _ arguments: [String]) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let error = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard error == 0 else { throw BenchError("cannot start \(path): \(String(cString: strerror(error)))") }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return (status >> 8) & 0xFF
    }
}
