import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// S1 (issue 37, `typefit serve`): under 50 ms from a keystroke to the new drawings for a
/// 200-character text.
///
/// The release `typefit serve --port 0` is started beside the benchmark. S1a is `/measure`'s
/// round trip for a 200-character German text at the page's settings (label, Body, iOS, 200 pt,
/// 1 line, tail; twelve categories), each request a new text (as typing makes) on a new
/// connection, one at a time. S1b types into the page in headless Chromium (`ServeBrowsing`):
/// the text area holds the text's first 190 characters, then each of the last 10 is one
/// keystroke, timed by the page from the input event to the second frame after its drawings.
struct ServeLatency: Codable {
    /// Characters of the text when the last keystroke (or request) was measured.
    var textLength: Int
    /// S1a: `/measure` round trips, in seconds.
    var roundTrip: Samples
    /// S1b: keystroke to drawings, in milliseconds; nil without Chromium (see `browserNote`).
    var keystrokeMs: Samples?
    /// S1b's share to the drawings made in the DOM (request, measuring, drawing; no paint).
    var keystrokeScriptMs: Samples?
    var browserNote: String?

    /// 200 characters of German UI prose, the page's default language.
    static let text: String = {
        let sentence = "Die Einstellungen für Barrierefreiheit und Bedienungshilfen werden auf allen Geräten synchronisiert, sobald du angemeldet bist. "
        return String(String(repeating: sentence, count: 2).prefix(200))
    }()

    static var fields: [String: Any] { ["component": "label", "style": "Body", "platform": "ios", "width": 200, "lines": 1, "mode": "tail", "lang": "de"] }

    static func run(typefit: URL, fonts: URL, requests: Int, keystrokes: Int) throws -> ServeLatency {
        let server = try ServeChild(typefit: typefit, fonts: fonts)
        defer { server.stop() }
        // Warm-up: fonts loaded, the first shaping done.
        for i in 0..<5 { _ = try post(port: server.port, text: String(text.dropLast(5)) + "\(i)") }
        var seconds: [Double] = []
        for i in 0..<requests {
            // A new text each time, as each keystroke makes (nothing is served from the cache).
            let variant = String(text.dropLast(4)) + String(format: "%04d", i)
            let start = DispatchTime.now().uptimeNanoseconds
            let status = try post(port: server.port, text: variant)
            seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            guard status == 200 else { throw BenchError("/measure answered \(status)") }
        }
        var result = ServeLatency(textLength: text.count, roundTrip: Samples(values: seconds))
        guard let browser = HeadlessBrowser.find() else {
            result.browserNote = "S1b not run: no Chromium on PATH (Debian: apt-get install chromium)"
            return result
        }
        let typed = String(text.suffix(keystrokes))
        let browsed = try ServeBrowsing.measure("http://127.0.0.1:\(server.port)/", browser: browser,
                                                prefix: String(text.dropLast(keystrokes)), typed: typed)
        guard browsed.finalLength == text.count, browsed.error.isEmpty, browsed.drawings.count == 12 else {
            throw BenchError("the page drew \(browsed.drawings.count) drawings of \(browsed.finalLength) characters (\(browsed.error))")
        }
        result.keystrokeMs = Samples(values: browsed.keystrokeMs)
        result.keystrokeScriptMs = Samples(values: browsed.scriptMs)
        return result
    }

    /// `typefit-bench --serve-latency`: S1 alone, as JSON.
    static func command(_ options: BenchOptions) throws {
        let typefit = executableDirectory().appendingPathComponent("typefit")
        guard FileManager.default.isExecutableFile(atPath: typefit.path) else { throw BenchError("no `typefit` next to typefit-bench") }
        let result = try run(typefit: typefit, fonts: try locateFonts(options.fontsDirectory), requests: options.quick ? 20 : 100,
                             keystrokes: options.quick ? 5 : 10)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(result), as: UTF8.self))
    }

    /// One `POST /measure` of `text` with `fields` (HTTP/1.1 on a socket, `Connection: close`);
    /// the status, after the whole answer was read.
    private static func post(port: Int, text: String) throws -> Int {
        var body = fields
        body["text"] = text
        let json = try JSONSerialization.data(withJSONObject: body)
        var request = Data("POST /measure HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: \(json.count)\r\n\r\n".utf8)
        request.append(json)
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw BenchError("socket failed") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw BenchError("cannot connect to typefit serve") }
        let sent = request.withUnsafeBytes { send(socket, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == request.count else { throw BenchError("cannot send to typefit serve") }
        var answer = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            answer.append(contentsOf: buffer[..<count])
        }
        let statusLine = String(decoding: answer.prefix(16), as: UTF8.self).split(separator: " ")
        return statusLine.count > 1 ? Int(statusLine[1]) ?? 0 : 0
    }
}

/// `typefit serve --port 0` as a child of the benchmark, found by the URL it prints.
private final class ServeChild {
    let process = Process()
    let port: Int

    init(typefit: URL, fonts: URL) throws {
        process.executableURL = typefit
        process.arguments = ["serve", "--port", "0", "--no-system-fonts", "--fonts", fonts.path]
        var environment = ProcessInfo.processInfo.environment
        environment["TYPEFIT_SYSTEM_FONT"] = "stand-in"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        let handle = output.fileHandleForReading
        while !line.contains(10) {
            let byte = handle.readData(ofLength: 1)
            guard !byte.isEmpty else { break }
            line.append(byte)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: "http://127.0.0.1:"), let port = Int(text[range.upperBound...].prefix { $0.isNumber }) else {
            process.terminate()
            throw BenchError("typefit serve printed '\(text)'")
        }
        self.port = port
    }

    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
    }
}
