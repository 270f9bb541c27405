import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `typefit` with a time limit, its output in files (a report can be large).
///
/// The limit is on the processor time the run used (`wait4`'s resource usage), not on the clock:
/// on a machine shared with other builds the clock ran four times the processor time (load 9 on
/// 2 cores), and a clock limit failed inputs for the machine's sake. A run is still stopped when
/// the clock passes three times the limit, so nothing hangs the harness; that is a time-out too.
struct ProcessRun {
    struct Result {
        var status: Int32
        var signal: Int32?
        var timedOut: Bool
        /// Processor seconds (user and system).
        var seconds: Double
        var standardOutput: String
        var standardError: String
    }

    let binary: URL

    func run(_ arguments: [String], in directory: URL, timeLimit: Double) throws -> Result {
        let outPath = directory.appendingPathComponent(".stdout").path, errPath = directory.appendingPathComponent(".stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // A crash is detected by its signal; the runtime's backtrace would only slow it down.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary.path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: binary.path]) }

        let start = Date()
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { break }
            if !timedOut, Date().timeIntervalSince(start) > 3 * timeLimit {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(2_000)
        }
        let seconds = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        let signal = status & 0x7F
        return Result(
            status: signal == 0 ? (status >> 8) & 0xFF : signal,
            signal: signal != 0 && !timedOut ? signal : nil,
            timedOut: timedOut || seconds > timeLimit, seconds: seconds,
            standardOutput: String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data(), as: UTF8.self),
            standardError: String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data(), as: UTF8.self))
    }
}
