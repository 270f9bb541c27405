// typefit-fuzz: hostile inputs for every catalog format, the spec, a baseline and the inputs of
// `typefit infer`, run against the built
// `typefit` (see Sources/Fuzzing/FuzzRun.swift for what must hold). `make fuzz` runs it.
import Foundation
import Fuzzing

let usage = """
    USAGE: typefit-fuzz [--binary PATH] [--seed N] [--count N] [--jobs N] [--time-limit SECONDS]
                        [--formats strings,stringsdict,xliff12,xliff2,android,stringCatalog,spec,baseline,
                                   swiftSource,objcSource,storyboard]
                        [--no-probes] [--keep DIR] [--replay FORMAT/MUTATION#SEED]
    Generates --count inputs per format from --seed (and the audit's full-size reproductions),
    runs the built typefit on each, and prints a summary table; exits 1 when any input failed.
    """

/// The command line, taken apart option by option.
struct Arguments {
    var remaining = Array(CommandLine.arguments.dropFirst())

    mutating func value(_ name: String) -> String? {
        guard let index = remaining.firstIndex(of: name), index + 1 < remaining.count else { return nil }
        defer { remaining.removeSubrange(index...index + 1) }
        return remaining[index + 1]
    }

    mutating func flag(_ name: String) -> Bool {
        guard let index = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: index)
        return true
    }
}
var arguments = Arguments()
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("typefit-fuzz: \(message)\n\(usage)\n".utf8))
    exit(64)
}

if arguments.flag("--help") || arguments.flag("-h") {
    print(usage)
    exit(0)
}
let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
var configuration = FuzzConfiguration(binary: URL(fileURLWithPath: arguments.value("--binary") ?? here.appendingPathComponent("typefit").path))
if let text = arguments.value("--seed") {
    guard let seed = UInt64(text) else { fail("--seed takes a whole number") }
    configuration.seed = seed
}
if let text = arguments.value("--count") {
    guard let count = Int(text), count >= 0 else { fail("--count takes a whole number") }
    configuration.countPerFormat = count
}
if let text = arguments.value("--jobs") {
    guard let jobs = Int(text), jobs >= 1 else { fail("--jobs takes a whole number from 1") }
    configuration.jobs = jobs
}
if let text = arguments.value("--time-limit") {
    guard let limit = Double(text), limit > 0 else { fail("--time-limit takes seconds") }
    configuration.timeLimit = limit
}
if let formats = arguments.value("--formats") {
    configuration.formats = formats.split(separator: ",").map { name in
        guard let format = FuzzFormat(rawValue: String(name)) else { fail("unknown format '\(name)'") }
        return format
    }
}
if arguments.flag("--no-probes") { configuration.includesProbes = false }
if let keep = arguments.value("--keep") { configuration.failureFolder = URL(fileURLWithPath: keep) }
let replay = arguments.value("--replay")
guard arguments.remaining.isEmpty else { fail("unexpected argument '\(arguments.remaining[0])'") }
guard FileManager.default.isExecutableFile(atPath: configuration.binary.path) else {
    fail("no typefit at \(configuration.binary.path); build it, or pass --binary")
}

if let replay {
    // FORMAT/MUTATION#SEED: the same input again, kept with its output.
    guard let format = FuzzFormat(rawValue: String(replay.prefix { $0 != "/" })),
          let seed = replay.split(separator: "#").last.flatMap({ UInt64($0) }) else { fail("--replay takes a name from the failures list") }
    configuration.formats = [format]
    configuration.seed = seed
    configuration.countPerFormat = 1
    configuration.includesProbes = false
    configuration.failureFolder = configuration.failureFolder ?? URL(fileURLWithPath: "fuzz-replay")
}

let start = Date()
let isTerminal = isatty(STDERR_FILENO) == 1
let outcomes = FuzzRun.run(configuration) { done, total in
    if isTerminal, done % 50 == 0 || done == total {
        FileHandle.standardError.write(Data("\r\(done)/\(total) inputs".utf8))
    }
}
if isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
print("typefit-fuzz: seed \(configuration.seed), \(configuration.countPerFormat) inputs per format, \(configuration.jobs) jobs, time limit \(configuration.timeLimit) s per 2 MB, \(configuration.binary.path)\n")
print(FuzzSummary.table(outcomes, seconds: Date().timeIntervalSince(start)), terminator: "")
exit(outcomes.contains { !$0.failures.isEmpty } ? 1 : 0)
