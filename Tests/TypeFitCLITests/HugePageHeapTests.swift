import Foundation
import Testing
@testable import TypeFitCLI

/// `typefit check` starting itself again with huge pages for its heap (`HugePageHeap`).
@Suite("Huge pages for a check's heap")
struct HugePageHeapTests {
    static let madvise = "always [madvise] never\n"

    func plan(wanted: Bool = true, _ environment: [String: String] = [:], glibc: String? = "2.36",
              pages: String? = Self.madvise) -> HugePageHeap.Plan {
        HugePageHeap.plan(wanted: wanted, environment: environment, glibcVersion: glibc, transparentHugePages: { pages })
    }

    @Test("Restarts a check with the tunable added to the user's, and records what the user had")
    func restarts() {
        #expect(plan() == .restart(tunables: "glibc.malloc.hugetlb=1", marker: "unset"))
        #expect(plan(["GLIBC_TUNABLES": "glibc.malloc.arena_max=2"])
            == .restart(tunables: "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1", marker: "=glibc.malloc.arena_max=2"))
        #expect(plan(["GLIBC_TUNABLES": ""]) == .restart(tunables: "glibc.malloc.hugetlb=1", marker: "="))
        #expect(plan(["TYPEFIT_HUGE_PAGES": "1"]) == .restart(tunables: "glibc.malloc.hugetlb=1", marker: "unset"))
    }

    @Test("The restarted program gives the user's GLIBC_TUNABLES back, whatever else holds")
    func restores() {
        #expect(plan(["TYPEFIT_HUGE_PAGES_RESTARTED": "unset"]) == .restore(tunables: nil))
        #expect(plan(["TYPEFIT_HUGE_PAGES_RESTARTED": "="]) == .restore(tunables: ""))
        #expect(plan(["TYPEFIT_HUGE_PAGES_RESTARTED": "=a=1:b=2", "GLIBC_TUNABLES": "a=1:b=2:glibc.malloc.hugetlb=1"])
            == .restore(tunables: "a=1:b=2"))
        // Never a second restart, even where the first would not have happened.
        #expect(plan(wanted: false, ["TYPEFIT_HUGE_PAGES_RESTARTED": "unset"], glibc: nil, pages: nil) == .restore(tunables: nil))
    }

    @Test("Stays as it is where a restart would not pay or is not wanted")
    func keeps() {
        #expect(plan(wanted: false) == .keep)
        #expect(plan(glibc: nil) == .keep)
        #expect(plan(glibc: "2.34") == .keep)
        #expect(plan(pages: "[always] madvise never\n") == .keep)
        #expect(plan(pages: "always madvise [never]\n") == .keep)
        #expect(plan(pages: nil) == .keep)
        for off in ["0", "no", "off", "false", "OFF"] { #expect(plan(["TYPEFIT_HUGE_PAGES": off]) == .keep) }
        #expect(plan(["GLIBC_TUNABLES": "glibc.malloc.hugetlb=0"]) == .keep)
        #expect(plan(["LD_PRELOAD": "/usr/libexec/valgrind/vgpreload_core-amd64-linux.so"]) == .keep)
    }

    @Test("glibc versions that read the tunable")
    func versions() {
        #expect(HugePageHeap.supportsTunable("2.35"))
        #expect(HugePageHeap.supportsTunable("2.36"))
        #expect(HugePageHeap.supportsTunable("2.40.9000"))
        #expect(HugePageHeap.supportsTunable("3.0"))
        #expect(!HugePageHeap.supportsTunable("2.34"))
        #expect(!HugePageHeap.supportsTunable("2"))
        #expect(!HugePageHeap.supportsTunable("stable"))
    }

    @Test("A check gives the same report and status with the restart as without it")
    func sameResult() throws {
        let example = CheckCommandTests.example
        let spec = example.appendingPathComponent("typefit.json").path
        let arguments = ["check", example.path, "--spec", spec, "--format", "json", "--no-system-fonts"]
        let restarted = try TypeFitBinary.run(arguments, environment: ["TYPEFIT_HUGE_PAGES": "1"])
        let plain = try TypeFitBinary.run(arguments, environment: ["TYPEFIT_HUGE_PAGES": "0"])
        #expect(restarted.exitCode == 1)
        #expect(restarted.exitCode == plain.exitCode)
        #expect(restarted.standardOutput == plain.standardOutput)
        #expect(restarted.standardError == plain.standardError)
    }
}

#if os(Linux)
extension HugePageHeapTests {
    /// The environment a running process started its program with (`/proc/PID/environ`).
    static func startingEnvironment(of pid: Int32) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return [:] }
        var environment: [String: String] = [:]
        for entry in data.split(separator: 0) {
            let text = String(decoding: entry, as: UTF8.self)
            guard let equals = text.firstIndex(of: "=") else { continue }
            environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        return environment
    }

    @Test("On this machine, a check restarts exactly when the plan says so, with the tunable set")
    func restartsHere() throws {
        let binary = try #require(TypeFitBinary.url)
        var environment = ProcessInfo.processInfo.environment
        for name in ["TYPEFIT_HUGE_PAGES", "TYPEFIT_HUGE_PAGES_RESTARTED", "GLIBC_TUNABLES"] { environment[name] = nil }
        let expected = HugePageHeap.plan(wanted: true, environment: environment, glibcVersion: HugePageHeap.glibcVersion(),
                                         transparentHugePages: HugePageHeap.kernelSetting)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("\"hello\" = \"Hello\";\n".utf8).write(to: root.appendingPathComponent("a.strings"))
        // The spec comes through a named pipe: the check waits, in its final program, until it is written.
        let fifo = root.appendingPathComponent("spec").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["check", root.appendingPathComponent("a.strings").path, "--spec", fifo, "--no-system-fonts", "--quiet"]
        process.environment = environment
        try process.run()
        // Until the restarted program starts (or, without a restart, a while to be sure it did not).
        var seen: [String: String] = [:]
        let deadline = Date().addingTimeInterval(expected == .keep ? 1 : 20)
        while Date() < deadline {
            seen = Self.startingEnvironment(of: process.processIdentifier)
            if seen["TYPEFIT_HUGE_PAGES_RESTARTED"] != nil { break }
            usleep(10_000)
        }
        // Opened without blocking, so a check that never opens the pipe cannot hang the test.
        var writer: Int32 = -1
        while process.isRunning {
            writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { break }
            usleep(10_000)
        }
        if writer >= 0 {
            let spec = Array("{\"defaultSlot\": {\"width\": 300}}".utf8)
            #expect(write(writer, spec, spec.count) == spec.count)
            close(writer)
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        switch expected {
        case .restart(let tunables, let marker):
            #expect(seen["GLIBC_TUNABLES"] == tunables)
            #expect(seen["TYPEFIT_HUGE_PAGES_RESTARTED"] == marker)
        default:
            #expect(seen["TYPEFIT_HUGE_PAGES_RESTARTED"] == nil)
            #expect(seen["GLIBC_TUNABLES"] == nil)
        }
    }
}
#endif
