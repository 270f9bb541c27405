import Foundation
import Fuzzing
import Testing

/// A small fixed-seed part of `make fuzz` (issue 12), run against the built debug `typefit`:
/// every format and the spec, inputs up to 64 KB. `make fuzz` runs thousands, larger ones, and
/// the audit's full-size reproductions against the release build.
@Suite("Fuzz subset")
struct FuzzSubsetTests {
    @Test("Seed 1, eight inputs per format: no signal, no time-out, totals add up, entries kept, plain messages")
    func subset() throws {
        let binary = try #require(TypeFitBinary.url)
        var configuration = FuzzConfiguration(binary: binary)
        configuration.seed = 1
        configuration.countPerFormat = 8
        configuration.includesProbes = false
        configuration.maximumInputBytes = 64 << 10
        // A debug build is several times slower than the release build `make fuzz` times.
        configuration.timeLimit = 60
        let outcomes = FuzzRun.run(configuration)
        #expect(outcomes.count >= 30)
        #expect(Set(outcomes.map(\.input.format)) == Set(FuzzFormat.allCases))
        let failed = outcomes.filter { !$0.failures.isEmpty }
        #expect(failed.isEmpty, "\(FuzzSummary.table(outcomes, seconds: 0))")
    }

    /// The harness itself: a binary that dies of a signal, or reports totals that do not add up,
    /// is caught (a stand-in shell script plays typefit).
    @Test func theHarnessCatchesFailures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-fuzz-self-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func outcomes(_ script: String) throws -> [FuzzOutcome] {
            let url = folder.appendingPathComponent("typefit-\(UUID().uuidString)")
            try Data(("#!/bin/sh\n" + script + "\n").utf8).write(to: url)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
            var configuration = FuzzConfiguration(binary: url)
            configuration.countPerFormat = 1
            configuration.formats = [.strings]
            configuration.includesProbes = false
            return FuzzRun.run(configuration)
        }
        let crashed = try outcomes("kill -SEGV $$")
        #expect(crashed.first?.failures.contains(.signal(11)) == true)
        let badTotals = try outcomes(#"echo '{"exitStatus": 0, "totals": {"entriesRead": 3, "checked": 1, "skipped": 1}}'"#)
        #expect(badTotals.first?.failures.contains { if case .totals = $0 { true } else { false } } == true)
        let foundation = try outcomes("echo 'The operation could not be completed' >&2; exit 2")
        #expect(foundation.first?.failures.contains(.internals("The operation could not be completed")) == true)
    }
}
