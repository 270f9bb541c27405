import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Transparent huge pages for the heap of a long `typefit check` on Linux.
///
/// A check of a real app's catalogs touches about 240 MB of heap in 4 KB pages: 55,000 page
/// faults, and a page walk on most cache misses, which a virtual machine's nested page tables
/// make dear. glibc (2.35 and later) backs its heap with transparent huge pages when the tunable
/// `glibc.malloc.hugetlb=1` is set, and where the kernel gives them only on request (the usual
/// `madvise` setting). Tunables are read when the process starts, so `typefit check` starts
/// itself again once, at the top of `main`, with the tunable added to `GLIBC_TUNABLES`. Measured
/// on the 50,000-entry real-app corpus (issue 14, `Benchmarks/NOTES.md` phase 12), in
/// alternating runs: about 5% less CPU time with one job and with two, page faults 55,000 to
/// 6,400-8,300, about 1.5% more resident memory; the second start costs about 30 ms.
///
/// It stays as it is when any of these holds: not Linux with glibc 2.35 or later; the kernel's
/// setting is not `madvise` (`always` gives huge pages already, `never` none); `GLIBC_TUNABLES`
/// already names the tunable (the user decided); `TYPEFIT_HUGE_PAGES=0`; under valgrind, which
/// does not follow a process into a new program. The new program gets the user's environment
/// back before anything reads it (`GLIBC_TUNABLES` as it was), so nothing it starts sees the
/// change. Results are the same either way: only where the allocator's memory comes from changes.
public enum HugePageHeap {
    /// The glibc tunable asked for.
    static let tunable = "glibc.malloc.hugetlb=1"
    /// Set for the restarted program: `unset`, or `=` and the user's `GLIBC_TUNABLES`.
    static let markerVariable = "TYPEFIT_HUGE_PAGES_RESTARTED"
    /// `0`, `no`, `off` or `false` turn the restart off.
    static let switchVariable = "TYPEFIT_HUGE_PAGES"

    /// What a starting process does about its heap.
    enum Plan: Equatable {
        /// Runs as it is.
        case keep
        /// Starts itself again with `GLIBC_TUNABLES` set to `tunables` and the marker to `marker`.
        case restart(tunables: String, marker: String)
        /// This is the restarted program: put `GLIBC_TUNABLES` back as the user had it (nil:
        /// unset) and remove the marker.
        case restore(tunables: String?)
    }

    /// What the environment and the machine call for (no side effects).
    ///
    /// - Parameters:
    ///   - wanted: whether the command is one that gains (a check), decided by the caller.
    ///   - glibcVersion: `confstr(_CS_GNU_LIBC_VERSION)` without its `glibc ` prefix; nil
    ///     without glibc.
    ///   - transparentHugePages: the text of `/sys/kernel/mm/transparent_hugepage/enabled`,
    ///     read only when the rest allows a restart.
    static func plan(wanted: Bool, environment: [String: String], glibcVersion: String?,
                     transparentHugePages: () -> String?) -> Plan {
        if let marker = environment[markerVariable] {
            return .restore(tunables: marker.hasPrefix("=") ? String(marker.dropFirst()) : nil)
        }
        guard wanted, let glibcVersion, supportsTunable(glibcVersion) else { return .keep }
        if let value = environment[switchVariable]?.lowercased(), ["0", "no", "off", "false"].contains(value) { return .keep }
        // Valgrind preloads its own library and stays with the first program only.
        if environment["LD_PRELOAD"]?.contains("vgpreload") == true { return .keep }
        let current = environment["GLIBC_TUNABLES"]
        if current?.contains("glibc.malloc.hugetlb") == true { return .keep }
        guard transparentHugePages()?.contains("[madvise]") == true else { return .keep }
        let tunables = current.map { $0.isEmpty ? tunable : $0 + ":" + tunable } ?? tunable
        return .restart(tunables: tunables, marker: current.map { "=" + $0 } ?? "unset")
    }

    /// The `GLIBC_TUNABLES` a program started from this one gets for the same heap as a
    /// restarted `typefit check` (the benchmark's Pango peers, measured like for like); nil
    /// where a check would not restart.
    public static func tunablesForPeer(environment: [String: String]) -> String? {
        #if os(Linux) && canImport(Glibc)
        var environment = environment
        environment[markerVariable] = nil
        if case .restart(let tunables, _) = plan(wanted: true, environment: environment, glibcVersion: glibcVersion(),
                                                   transparentHugePages: kernelSetting) {
            return tunables
        }
        #endif
        return nil
    }

    /// Whether glibc `version` ("2.36") reads `glibc.malloc.hugetlb` (2.35 and later).
    static func supportsTunable(_ version: String) -> Bool {
        let parts = version.split(separator: ".").prefix(2).map { Int($0) }
        guard parts.count == 2, let major = parts[0], let minor = parts[1] else { return false }
        return major > 2 || (major == 2 && minor >= 35)
    }

    /// Starts the process again with huge pages for its heap where that pays (see the type's
    /// documentation), or, in the restarted program, gives the environment back. Call first
    /// thing in `main`, before any thread starts; `wanted` says whether the command gains. Does
    /// not return when it restarts; when starting again fails, the process goes on as it is.
    public static func restartIfUseful(wanted: Bool) {
        #if os(Linux) && canImport(Glibc)
        var environment: [String: String] = [:]
        for name in [markerVariable, switchVariable, "LD_PRELOAD", "GLIBC_TUNABLES"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        switch plan(wanted: wanted, environment: environment, glibcVersion: glibcVersion(), transparentHugePages: kernelSetting) {
        case .keep:
            return
        case .restore(let tunables):
            restore(tunables)
        case .restart(let tunables, let marker):
            setenv("GLIBC_TUNABLES", tunables, 1)
            setenv(markerVariable, marker, 1)
            execv("/proc/self/exe", CommandLine.unsafeArgv)
            // Still here: the restart failed; go on with the environment as it was.
            restore(environment["GLIBC_TUNABLES"])
        }
        #endif
    }

    /// The kernel's transparent huge page setting (`always [madvise] never`), nil where there is none.
    static func kernelSetting() -> String? {
        try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)
    }

    #if os(Linux) && canImport(Glibc)
    private static func restore(_ tunables: String?) {
        if let tunables { setenv("GLIBC_TUNABLES", tunables, 1) } else { unsetenv("GLIBC_TUNABLES") }
        unsetenv(markerVariable)
    }

    static func glibcVersion() -> String? {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count)
        guard length > 0, length <= buffer.count else { return nil }
        let text = String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.hasPrefix("glibc ") ? String(text.dropFirst(6)) : nil
    }
    #endif
}
