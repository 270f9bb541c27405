import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `typefit serve` (issue 37, part 4): the built binary started on a free port and spoken to
/// over real sockets. Its answers are `typefit measure`'s and `typefit table`'s; hostile
/// requests get clear 4xx answers and leave it running in bounded memory.
@Suite("typefit serve", .serialized)
struct ServeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FitCheckTests/Fixtures")

    /// One request and the `typefit measure` options that say the same.
    struct MeasureCase: Sendable, CustomTestStringConvertible {
        var text: String
        var fields: [String: String]
        var arguments: [String]
        var testDescription: String { "\(text) \(arguments.joined(separator: " "))" }
    }

    static let measureCases: [MeasureCase] = [
        MeasureCase(text: "Einstellungen für Barrierefreiheit", fields: ["width": "120", "lang": "de"], arguments: ["--width", "120", "--lang", "de"]),
        MeasureCase(text: "Donaudampfschifffahrtsgesellschaft", fields: ["width": "200", "lines": "0", "mode": "word", "lang": "de"],
                    arguments: ["--width", "200", "--lines", "0", "--mode", "word", "--lang", "de"]),
        MeasureCase(text: "Ajustes de accesibilidad", fields: ["style": "headline", "width": "150", "lines": "2", "minScale": "0.5", "lang": "es"],
                    arguments: ["--style", "headline", "--width", "150", "--lines", "2", "--min-scale", "0.5", "--lang", "es"]),
        MeasureCase(text: "Speichern", fields: ["component": "button", "width": "80"], arguments: ["--component", "button", "--width", "80"]),
        MeasureCase(text: "%@ hat %d neue Nachrichten", fields: ["width": "240", "lines": "2", "lang": "de"],
                    arguments: ["--width", "240", "--lines", "2", "--lang", "de"]),
    ]

    /// The fields as JSON, numbers as numbers.
    static func body(_ c: MeasureCase) -> [String: Any] {
        var body: [String: Any] = ["text": c.text]
        for (key, value) in c.fields { body[key] = Double(value).map { $0 == $0.rounded() ? Int($0) as Any : $0 as Any } ?? value }
        return body
    }

    @Test("/measure answers what typefit measure --format json --all-categories prints", arguments: measureCases)
    func measureIsTheCommandsAnswer(_ c: MeasureCase) throws {
        let server = try ServeProcess()
        let answer = try RawHTTP.measure(port: server.port, Self.body(c))
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.headers["content-type"] == "application/json; charset=utf-8")
        let command = try TypeFitBinary.run(["measure", c.text, "--format", "json", "--all-categories", "--no-system-fonts"] + c.arguments)
        #expect(command.exitCode <= 1, "\(command.standardError)")
        #expect(answer.text == command.standardOutput)
        let results = try #require(answer.json?["results"] as? [[String: Any]])
        #expect(results.count == 12)
        #expect(server.stop() == 0)
    }

    @Test("/measure with categories answers those only, still as a list")
    func someCategories() throws {
        let server = try ServeProcess()
        let answer = try RawHTTP.measure(port: server.port, ["text": "Einstellungen", "categories": ["Large", "AX5"], "width": 100])
        #expect(answer.status == 200, "\(answer.text)")
        let results = try #require(answer.json?["results"] as? [[String: Any]])
        #expect(results.map { $0["category"] as? String } == ["Large", "AX5"])
        _ = server.stop()
    }

    /// A bad request, the status and the field it must name, and words the message must hold.
    struct BadRequest: Sendable, CustomTestStringConvertible {
        var name: String
        var body: Data
        var status: Int
        var field: String?
        var says: String
        var testDescription: String { name }
    }

    static let badRequests: [BadRequest] = [
        BadRequest(name: "not JSON", body: Data("{\"text\": \"a\",".utf8), status: 400, field: nil, says: "not JSON: line 1"),
        BadRequest(name: "empty body", body: Data(), status: 400, field: nil, says: "empty"),
        BadRequest(name: "not an object", body: Data("[1, 2]".utf8), status: 400, field: nil, says: "JSON object"),
        BadRequest(name: "not UTF-8", body: Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D]), status: 400, field: nil, says: "UTF-8"),
        BadRequest(name: "no text", body: Data("{\"width\": 100}".utf8), status: 400, field: "text", says: "text is missing"),
        BadRequest(name: "text a number", body: Data("{\"text\": 5}".utf8), status: 400, field: "text", says: "string"),
        BadRequest(name: "unknown style", body: Data("{\"text\": \"a\", \"style\": \"Gigantic\"}".utf8), status: 400, field: "style", says: "'Gigantic'"),
        BadRequest(name: "negative width", body: Data("{\"text\": \"a\", \"width\": -20}".utf8), status: 400, field: "width", says: "width must be a positive number"),
        BadRequest(name: "lines not a number", body: Data("{\"text\": \"a\", \"lines\": \"many\"}".utf8), status: 400, field: "lines", says: "many"),
        BadRequest(name: "unknown component", body: Data("{\"text\": \"a\", \"component\": \"slider\"}".utf8), status: 400, field: "component", says: "slider"),
        BadRequest(name: "unknown category", body: Data("{\"text\": \"a\", \"categories\": [\"Huge\"]}".utf8), status: 400, field: "categories", says: "Huge"),
        BadRequest(name: "unknown field", body: Data("{\"text\": \"a\", \"widthh\": 100}".utf8), status: 400, field: "widthh", says: "did you mean 'width'"),
        BadRequest(name: "a file to read", body: Data("{\"text\": \"a\", \"font\": \"/etc/passwd\"}".utf8), status: 400, field: "font", says: "reads no file"),
        BadRequest(name: "a flag not a boolean", body: Data("{\"text\": \"a\", \"emphasized\": \"yes\"}".utf8), status: 400, field: "emphasized", says: "true or false"),
        BadRequest(name: "a field twice", body: Data("{\"text\": \"a\", \"text\": \"b\"}".utf8), status: 400, field: "text", says: "twice"),
        BadRequest(name: "text too long", body: Data("{\"text\": \"\(String(repeating: "a", count: 1001))\"}".utf8), status: 400, field: "text",
                   says: "text has 1001 characters; /measure takes at most 1000"),
        BadRequest(name: "deep nesting", body: Data((String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)).utf8), status: 400, field: nil, says: "not JSON"),
    ]

    @Test("a bad /measure request is a 400 naming the field and the reason", arguments: badRequests)
    func badMeasureRequest(_ bad: BadRequest) throws {
        let server = try ServeProcess()
        let answer = try RawHTTP.request(port: server.port, "POST", "/measure", body: bad.body)
        #expect(answer.status == bad.status, "\(answer.text)")
        let json = try #require(answer.json, "\(answer.text)")
        let message = try #require(json["error"] as? String)
        #expect(message.contains(bad.says), "\(message)")
        #expect(json["field"] as? String == bad.field)
        #expect(server.isRunning)
        #expect(server.stop() == 0)
    }

    @Test("routes: the page, 404 for anything else, 405 for a wrong method, no file outside read")
    func routes() throws {
        let server = try ServeProcess()
        let page = try RawHTTP.request(port: server.port, "GET", "/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.text.contains("<textarea id=\"text\""))
        #expect(page.headers["content-security-policy"]?.contains("default-src 'none'") == true)
        // The page needs nothing from elsewhere.
        #expect(!page.text.contains("<link") && !page.text.contains(" src=") && !page.text.contains("url(") && !page.text.contains("@import"))

        for path in ["/nothing", "/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd", "//etc/passwd",
                     "/measure/../../../etc/passwd", "/%2e%2e%5c%2e%2e%5cetc%5cpasswd", "/Fonts/Inter/Inter-Regular.otf", "/index.html/..", "/%00"] {
            let answer = try RawHTTP.request(port: server.port, "GET", path)
            #expect([400, 404].contains(answer.status), "\(path): \(answer.status)")
            #expect(!answer.text.contains("root:"), "\(path)")
            #expect(answer.json?["error"] is String, "\(path): \(answer.text)")
        }
        for (method, path) in [("GET", "/measure"), ("PUT", "/measure"), ("DELETE", "/"), ("POST", "/table"), ("POST", "/keys"), ("OPTIONS", "/")] {
            let answer = try RawHTTP.request(port: server.port, method, path, body: method == "GET" ? nil : Data())
            #expect(answer.status == 405, "\(method) \(path): \(answer.status)")
            #expect((answer.json?["error"] as? String)?.contains(method) == true, "\(answer.text)")
        }
        // A request line libmicrohttpd cannot parse: a 400 from it, and the server goes on.
        let garbage = try RawHTTP.exchange(port: server.port, Data("\u{1}\u{2} nonsense\r\n\r\n".utf8))
        #expect((400..<500).contains(garbage.status))
        #expect(try RawHTTP.request(port: server.port, "GET", "/").status == 200)
        #expect(server.stop() == 0)
    }

    @Test("a Host that is not the loopback address is refused (DNS rebinding)")
    func foreignHost() throws {
        let server = try ServeProcess()
        let answer = try RawHTTP.request(port: server.port, "GET", "/", host: "attacker.example:\(server.port)")
        #expect(answer.status == 403)
        #expect((answer.json?["error"] as? String)?.contains("attacker.example") == true)
        #expect(try RawHTTP.request(port: server.port, "GET", "/", host: "localhost:\(server.port)").status == 200)
        _ = server.stop()
    }

    @Test("/table is typefit table --format json; a bad style or parameter is a 400")
    func table() throws {
        let server = try ServeProcess()
        let answer = try RawHTTP.request(port: server.port, "GET", "/table?style=headline&platform=ios")
        #expect(answer.status == 200)
        let command = try TypeFitBinary.run(["table", "--style", "headline", "--format", "json"])
        #expect(answer.text == command.standardOutput)
        let bad = try RawHTTP.request(port: server.port, "GET", "/table?style=Gigantic")
        #expect(bad.status == 400)
        #expect(bad.json?["field"] as? String == "style")
        #expect((bad.json?["error"] as? String)?.contains("Gigantic") == true)
        let platform = try RawHTTP.request(port: server.port, "GET", "/table?platform=amiga")
        #expect(platform.status == 400 && platform.json?["field"] as? String == "platform")
        let unknown = try RawHTTP.request(port: server.port, "GET", "/table?stlye=body")
        #expect(unknown.status == 400 && unknown.json?["field"] as? String == "stlye")
        _ = server.stop()
    }

    @Test("/keys lists the catalogs' keys with their text per locale, as read")
    func keys() throws {
        let catalog = Self.fixtures.appendingPathComponent("Evil/Evil.xcstrings").path
        let server = try ServeProcess(["--catalog", catalog])
        let answer = try RawHTTP.request(port: server.port, "GET", "/keys")
        #expect(answer.status == 200)
        let keys = try #require(answer.json?["keys"] as? [[String: Any]])
        #expect(keys.count == 1)
        #expect(keys.first?["key"] as? String == "evil.<b>key</b>")
        let texts = try #require(keys.first?["texts"] as? [[String: Any]])
        #expect(texts.map { $0["locale"] as? String } == ["de", "en"])
        #expect((texts.first?["text"] as? String)?.hasPrefix("<script>alert(1)</script>") == true)
        #expect(texts.first?["line"] as? Int == 15)
        _ = server.stop()
        // Without --catalog: no keys, and an unreadable catalog stops the server from starting.
        let plain = try ServeProcess()
        #expect((try RawHTTP.request(port: plain.port, "GET", "/keys").json?["keys"] as? [Any])?.isEmpty == true)
        _ = plain.stop()
        let missing = try TypeFitBinary.run(["serve", "--port", "0", "--catalog", "/nonexistent/Localizable.strings"])
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.contains("/nonexistent/Localizable.strings"))
    }

    @Test("bad options: a port out of range, a port in use, an address not of this machine")
    func badOptions() throws {
        let range = try TypeFitBinary.run(["serve", "--port", "70000"])
        #expect(range.exitCode == 64)
        #expect(range.standardError.contains("--port must be a whole number from 0 to 65535, not '70000'"))
        let server = try ServeProcess()
        let taken = try TypeFitBinary.run(["serve", "--port", String(server.port)])
        #expect(taken.exitCode == 2)
        #expect(taken.standardError.contains("cannot listen on 127.0.0.1 port \(server.port)"))
        _ = server.stop()
        let foreign = try TypeFitBinary.run(["serve", "--port", "0", "--host", "192.0.2.1"])
        #expect(foreign.exitCode == 2)
        #expect(foreign.standardError.contains("cannot listen on 192.0.2.1"))
    }

    @Test("a 10 MB body is a 413, declared or chunked, and the server answers afterwards")
    func hugeBody() throws {
        let server = try ServeProcess()
        let huge = Data(repeating: UInt8(ascii: "a"), count: 10 * 1_048_576)
        let declared = try RawHTTP.request(port: server.port, "POST", "/measure", body: huge)
        #expect(declared.status == 413)
        #expect((declared.json?["error"] as? String)?.contains("larger than 65536 bytes") == true)
        var chunked = Data()
        let chunk = Data(repeating: UInt8(ascii: "b"), count: 65_536)
        for _ in 0..<160 {
            chunked.append(Data("10000\r\n".utf8))
            chunked.append(chunk)
            chunked.append(Data("\r\n".utf8))
        }
        chunked.append(Data("0\r\n\r\n".utf8))
        let streamed = try RawHTTP.request(port: server.port, "POST", "/measure", body: chunked, headers: ["Transfer-Encoding": "chunked"])
        #expect(streamed.status == 413)
        // Just under the cap is read and answered (a 400: it is not JSON).
        let under = try RawHTTP.request(port: server.port, "POST", "/measure", body: Data(repeating: UInt8(ascii: " "), count: 65_000) + Data("{}".utf8))
        #expect(under.status == 400)
        // A header far over libmicrohttpd's buffer: its own 4xx.
        let header = try RawHTTP.request(port: server.port, "GET", "/", headers: ["X-Big": String(repeating: "x", count: 100_000)])
        #expect((400..<500).contains(header.status))
        let after = try RawHTTP.measure(port: server.port, ["text": "Einstellungen"])
        #expect(after.status == 200)
        #expect(server.stop() == 0)
    }

    @Test("50 concurrent requests are all answered, each with its own text")
    func concurrentRequests() throws {
        let server = try ServeProcess()
        let port = server.port
        let peers = (0..<50).map { i in
            PipePeer {
                let text = "Nachricht \(i) für alle Empfänger"
                guard let answer = try? RawHTTP.measure(port: port, ["text": text, "width": 150]), answer.status == 200,
                      answer.json?["text"] as? String == text, (answer.json?["results"] as? [Any])?.count == 12 else { return Data("fail".utf8) }
                return Data("ok".utf8)
            }
        }
        let outcomes = peers.map { String(decoding: $0.wait(), as: UTF8.self) }
        #expect(outcomes.filter { $0 == "ok" }.count == 50)
        #expect(server.isRunning)
        #expect(server.stop() == 0)
    }

    /// Resident memory may grow by at most this over 500 requests after a warm-up. The
    /// measurer's cache is bounded (1,000 prepared texts, each of at most 1,000 characters);
    /// 400 new UI strings filled a few MB of it here.
    static let memoryGrowthBoundKiB = 24 * 1024

    @Test("500 requests, good and bad, leave the server running in bounded memory")
    func boundedMemory() throws {
        let server = try ServeProcess()
        for i in 0..<50 { _ = try RawHTTP.measure(port: server.port, ["text": "Aufwärmen \(i)", "width": 120]) }
        let before = try #require(server.residentKiB)
        var statuses: [Int: Int] = [:]
        for i in 0..<500 {
            let answer: RawHTTP.Response
            switch i % 5 {
            case 0: answer = try RawHTTP.request(port: server.port, "POST", "/measure", body: Data("{\"text\": ".utf8))
            case 1: answer = try RawHTTP.request(port: server.port, "GET", "/..%2f..%2fetc/passwd")
            case 2: answer = try RawHTTP.request(port: server.port, "POST", "/measure", body: Data(repeating: 0x20, count: 200_000))
            default:
                answer = try RawHTTP.measure(port: server.port, ["text": "Einstellungen für Barrierefreiheit Nummer \(i)", "width": 100 + i % 200, "lines": i % 3])
            }
            statuses[answer.status, default: 0] += 1
        }
        let after = try #require(server.residentKiB)
        #expect(statuses == [200: 200, 400: 100, 404: 100, 413: 100])
        #expect(after - before < Self.memoryGrowthBoundKiB, "VmRSS \(before) KiB before, \(after) KiB after 500 requests")
        #expect(server.isRunning)
        #expect(server.stop() == 0)
    }

    @Test("SIGINT and SIGTERM stop it with status 0", arguments: [SIGINT, SIGTERM])
    func stopsOnSignal(_ signal: Int32) throws {
        let server = try ServeProcess()
        #expect(try RawHTTP.request(port: server.port, "GET", "/").status == 200)
        #expect(server.stop(signal) == 0)
    }
}
