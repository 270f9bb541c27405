import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Chromium without a window, driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: commands on its file descriptor 3, answers and events on 4, each
/// message JSON ended by a NUL byte; see the Chrome DevTools Protocol documentation).
///
/// Used to open the HTML report the way a reader does and time it (first paint, a filter
/// change), and by the tests to read the page's DOM back.
final class HeadlessBrowser {
    private let pid: pid_t
    private let commands: Int32
    private let answers: Int32
    private var pending: [UInt8] = []
    private var nextID = 0
    private let profile: URL
    /// Events received while waiting for answers, oldest first.
    private(set) var events: [[String: Any]] = []
    /// The page's session, once attached.
    private var session: String?
    private var closed = false
    /// JavaScript dialogs (`alert`, `confirm`) the page opened; each was dismissed at once.
    private(set) var dialogs = 0

    /// The browser found on `PATH` (`chromium`, `chromium-browser`, `google-chrome`), if any.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for directory in directories {
                let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }

    /// Starts `executable` headless with a fresh profile and a `width` x `height` window, and
    /// attaches to its page.
    init(executable: URL, width: Int = 1280, height: Int = 900) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-browser-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw BenchError("cannot make pipes for the browser") }
        let arguments = [executable.path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                         "--disable-extensions", "--mute-audio", "--remote-debugging-pipe", "--user-data-dir=\(profile.path)",
                         "--window-size=\(width),\(height)", "about:blank"]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var child: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawn(&child, executable.path, &actions, nil, argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard status == 0 else {
            close(toBrowser[1])
            close(fromBrowser[0])
            throw BenchError("cannot start \(executable.path): \(String(cString: strerror(status)))")
        }
        pid = child
        commands = toBrowser[1]
        answers = fromBrowser[0]
        signal(SIGPIPE, SIG_IGN)
        let targets = try send("Target.getTargets", session: false)
        guard let infos = targets["targetInfos"] as? [[String: Any]],
              let page = infos.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String else {
            throw BenchError("the browser has no page to attach to")
        }
        session = try send("Target.attachToTarget", ["targetId": page, "flatten": true], session: false)["sessionId"] as? String
        for method in ["Page.enable", "Runtime.enable"] { _ = try send(method) }
        _ = try send("Page.setLifecycleEventsEnabled", ["enabled": true])
    }

    deinit { quit() }

    /// Ends the browser and removes its profile.
    func quit() {
        guard !closed else { return }
        closed = true
        _ = try? send("Browser.close", session: false, timeout: 5)
        close(commands)
        close(answers)
        var status: Int32 = 0
        kill(pid, SIGTERM)
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends `method` and waits for its answer (`result`); events that arrive meanwhile are kept.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:], session toPage: Bool = true, timeout: Double = 120) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if toPage, let session { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(commands, bytes.baseAddress! + offset, bytes.count - offset)
                guard written > 0 else { throw BenchError("the browser closed its pipe (\(method))") }
                offset += written
            }
        }
        let id = nextID
        let answer = try receive(until: timeout) { $0["id"] as? Int == id }
        if let error = answer["error"] as? [String: Any] { throw BenchError("\(method): \(error["message"] ?? error)") }
        return answer["result"] as? [String: Any] ?? [:]
    }

    /// Waits for the event `method` (one already received counts), and returns its parameters.
    func wait(for method: String, timeout: Double = 120, where matches: ([String: Any]) -> Bool = { _ in true }) throws -> [String: Any] {
        if let index = events.firstIndex(where: { $0["method"] as? String == method && matches($0["params"] as? [String: Any] ?? [:]) }) {
            return events.remove(at: index)["params"] as? [String: Any] ?? [:]
        }
        let event = try receive(until: timeout) { $0["method"] as? String == method && matches($0["params"] as? [String: Any] ?? [:]) }
        return event["params"] as? [String: Any] ?? [:]
    }

    /// The value of `expression` evaluated in the page (a promise is awaited), as JSON gives it.
    func evaluate(_ expression: String, timeout: Double = 120) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true], timeout: timeout)
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw BenchError("script failed: \(((exception["exception"] as? [String: Any])?["description"]) ?? exception["text"] ?? "")")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Answers a dialog the page opened (it would block the page), without waiting for the reply.
    private func dismissDialog(_ session: String?) {
        dialogs += 1
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": "Page.handleJavaScriptDialog", "params": ["accept": true]]
        if let session { message["sessionId"] = session }
        guard var data = try? JSONSerialization.data(withJSONObject: message) else { return }
        data.append(0)
        _ = data.withUnsafeBytes { write(commands, $0.baseAddress!, $0.count) }
    }

    /// Reads messages until one satisfies `wanted`; others (events) are kept in `events`.
    private func receive(until timeout: Double, _ wanted: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            while let end = pending.firstIndex(of: 0) {
                let message = Array(pending[..<end])
                pending.removeSubrange(...end)
                guard let object = try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] else { continue }
                if wanted(object) { return object }
                if object["method"] as? String == "Page.javascriptDialogOpening" { dismissDialog(object["sessionId"] as? String) }
                if object["method"] != nil { events.append(object) }
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw BenchError("the browser did not answer within \(Int(timeout)) s") }
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(left, 1) * 1000)) >= 0 else { throw BenchError("poll failed") }
            guard poller.revents != 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(answers, &buffer, buffer.count)
            guard count > 0 else { throw BenchError("the browser exited") }
            pending.append(contentsOf: buffer[..<count])
        }
    }
}
