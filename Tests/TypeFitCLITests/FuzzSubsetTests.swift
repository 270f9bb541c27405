import Foundation
import Fuzzing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
    ///
    /// The script is written through a descriptor closed on exec, and each case is tried up to
    /// three times: other tests start processes in parallel, and a child forked while the script
    /// was open for writing makes its exec fail with ETXTBSY ("text file busy"), which is the
    /// machine's race, not the harness's (seen once under load 8).
    @Test func theHarnessCatchesFailures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-fuzz-self-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func caught(_ script: String, format: FuzzFormat = .strings, _ failure: (FuzzFailure) -> Bool) throws -> Bool {
            for _ in 0..<3 {
                let url = folder.appendingPathComponent("typefit-\(UUID().uuidString)")
                try writeExecutable("#!/bin/sh\n" + script + "\n", to: url.path)
                var configuration = FuzzConfiguration(binary: url)
                configuration.countPerFormat = 1
                configuration.formats = [format]
                configuration.includesProbes = false
                if FuzzRun.run(configuration).first?.failures.contains(where: failure) == true { return true }
                usleep(100_000)
            }
            return false
        }
        #expect(try caught("kill -SEGV $$") { $0 == .signal(11) })
        #expect(try caught(#"echo '{"exitStatus": 0, "totals": {"entriesRead": 3, "checked": 1, "skipped": 1}}'"#) {
            if case .totals = $0 { true } else { false }
        })
        #expect(try caught("echo 'The operation could not be completed' >&2; exit 2") {
            $0 == .internals("The operation could not be completed")
        })
        // `infer`: a spec without the sentinels, a message naming a line past the file's end.
        #expect(try caught(#"echo '{"slots": [], "groups": [], "uninferred": []}'"#, format: .swiftSource) { $0 == .lostBefore })
        #expect(try caught(#"echo '{"slots": [], "groups": [], "uninferred": []}'; echo "typefit: warning: $2/Sources/FuzzViewController.swift:99999: [malformed] x" >&2"#,
                           format: .swiftSource) { if case .location = $0 { true } else { false } })
    }

    private func writeExecutable(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }
}
