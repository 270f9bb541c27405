import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `typefit serve --port 0` running in its own process, found by the URL it prints.
final class ServeProcess: @unchecked Sendable {
    let process = Process()
    let port: Int
    let url: String
    private let errorFile: URL

    /// Starts `typefit serve --port 0 --no-system-fonts` with `arguments` and waits (at most 60 s)
    /// for its `typefit serve: http://127.0.0.1:PORT/` line.
    init(_ arguments: [String] = []) throws {
        guard let binary = TypeFitBinary.url else { throw ServeTestError("typefit executable not found next to the tests") }
        process.executableURL = binary
        process.arguments = ["serve", "--port", "0", "--no-system-fonts"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["TYPEFIT_SYSTEM_FONT"] = "stand-in"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-serve-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        // The first line of stdout, read with a deadline.
        let descriptor = output.fileHandleForReading.fileDescriptor
        var line = Data()
        let deadline = Date().addingTimeInterval(60)
        while !line.contains(10) {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard Date() < deadline, poll(&poller, 1, 1000) >= 0 else { break }
            guard poller.revents != 0 else { continue }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { break }
            line.append(byte)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let prefix = "typefit serve: http://127.0.0.1:"
        guard text.hasPrefix(prefix), let port = Int(text.dropFirst(prefix.count).prefix { $0.isNumber }) else {
            process.terminate()
            process.waitUntilExit()
            throw ServeTestError("typefit serve printed '\(text)', stderr: \((try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")")
        }
        self.port = port
        url = "http://127.0.0.1:\(port)/"
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: errorFile)
    }

    var isRunning: Bool { process.isRunning }

    /// What the server wrote to stderr so far.
    var standardError: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    /// The server's resident memory (`VmRSS` of /proc/PID/status), in KiB.
    var residentKiB: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }

    /// Sends `signal` and returns the exit status (at most 30 s, then it is killed: -1).
    func stop(_ signal: Int32 = SIGTERM) -> Int32 {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return -1
        }
        return process.terminationStatus
    }
}

struct ServeTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// HTTP/1.1 over a plain socket, written by hand so a test can send what no well-behaved client
/// would (a path with `..`, a 10 MB body, a wrong Host). Every exchange is `Connection: close`:
/// the answer is what arrives until the server closes.
enum RawHTTP {
    struct Response: Sendable {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }

        /// The body as a JSON object.
        var json: [String: Any]? { try? JSONSerialization.jsonObject(with: body) as? [String: Any] }
    }

    /// `method path` with `body`, the headers a client sends (`Host`, `Content-Length`,
    /// `Connection: close`) and `headers`.
    static func request(port: Int, _ method: String, _ path: String, body: Data? = nil, headers: [String: String] = [:],
                        host: String? = nil) throws -> Response {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        if let body, headers["Transfer-Encoding"] == nil { head += "Content-Length: \(body.count)\r\n" }
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        var bytes = Data((head + "\r\n").utf8)
        if let body { bytes.append(body) }
        return try exchange(port: port, bytes)
    }

    /// `POST /measure` with `fields` as its JSON body.
    static func measure(port: Int, _ fields: [String: Any]) throws -> Response {
        try request(port: port, "POST", "/measure", body: try JSONSerialization.data(withJSONObject: fields), headers: ["Content-Type": "application/json"])
    }

    /// Sends `bytes` (as far as the server reads them) while reading the answer on another
    /// thread, so an answer sent before the whole request was read is not lost.
    static func exchange(port: Int, _ bytes: Data, timeout: Int = 30) throws -> Response {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw ServeTestError("socket: \(String(cString: strerror(errno)))") }
        defer { close(socket) }
        var timeval = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeval, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeval, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw ServeTestError("connect: \(String(cString: strerror(errno)))") }
        let reader = PipePeer {
            var received = Data()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = recv(socket, &buffer, buffer.count, 0)
                guard count > 0 else { break }
                received.append(contentsOf: buffer[..<count])
            }
            return received
        }
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(socket, raw.baseAddress! + offset, min(65_536, raw.count - offset), Int32(MSG_NOSIGNAL))
                guard sent > 0 else { break }  // the server stopped reading (it answered early)
                offset += sent
            }
        }
        let received = reader.wait()
        guard let end = received.range(of: Data("\r\n\r\n".utf8)) else {
            throw ServeTestError("no HTTP answer (\(received.count) bytes: \(String(decoding: received.prefix(200), as: UTF8.self)))")
        }
        let head = String(decoding: received[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw ServeTestError("bad status line '\(head[0])'") }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Data(received[end.upperBound...]))
    }
}
