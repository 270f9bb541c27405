internal import CHTTPShim
import Foundation
import TextFormatting

/// A request as libmicrohttpd parsed it: method, percent-decoded path, query and body.
struct HTTPRequest: Sendable {
    var method: String
    var path: String
    var query: [(name: String, value: String?)]
    var host: String?
    var body: Data

    /// The last value of the query argument `name`, if given.
    func queryValue(_ name: String) -> String? { query.last { $0.name == name }?.value ?? nil }
}

/// What the server sends back.
struct HTTPResponse: Sendable {
    var status: Int
    var contentType: String
    var body: Data

    static func json(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: Data(text.utf8))
    }

    /// `{"error": message}`, with the request field it is about when there is one.
    static func error(_ status: Int, _ message: String, field: String? = nil) -> HTTPResponse {
        var members: [(String, JSONValue)] = [("error", .string(message))]
        if let field { members.append(("field", .string(field))) }
        return json(status, JSONValue.object(members).rendered() + "\n")
    }
}

/// The limits the server enforces before a handler sees a request (`tfh_limits`).
struct HTTPLimits: Sendable {
    /// A longer body is answered 413 without being read further.
    var maximumBodyBytes = 64 * 1024
    /// Connections at once; more are closed at once.
    var maximumConnections = 64
    /// Threads answering requests.
    var threads = 4
    /// An idle connection is closed after this many seconds.
    var timeoutSeconds = 15
    /// libmicrohttpd's buffer per connection, for the request line and headers: longer ones
    /// are answered 431 (or 414) by libmicrohttpd itself.
    var connectionMemoryBytes = 32 * 1024
}

/// GNU libmicrohttpd listening on one address, answering on its own threads with `handler`.
///
/// The HTTP parsing (request line, headers, chunked bodies, keep-alive, timeouts) is
/// libmicrohttpd's; `Sources/CHTTPShim` only starts it and collects bodies up to the cap.
/// The handler is called concurrently on the server's threads. `stop()` (or deinit) waits for
/// them.
final class HTTPServer: @unchecked Sendable {
    typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// The handler, kept alive as long as the server (the C side holds an unretained pointer).
    private final class Box: @unchecked Sendable {
        let handler: Handler
        init(_ handler: @escaping Handler) { self.handler = handler }
    }

    private var server: OpaquePointer?
    private let box: Box
    /// The port listened on (the one the system chose for port 0).
    let port: Int

    /// Starts listening on `host` and `port` (0: any free port).
    init(host: String, port: Int, limits: HTTPLimits = HTTPLimits(), handler: @escaping Handler) throws(RuntimeError) {
        box = Box(handler)
        let cLimits = tfh_limits(
            max_body_bytes: limits.maximumBodyBytes, max_connections: UInt32(limits.maximumConnections),
            threads: UInt32(limits.threads), timeout_seconds: UInt32(limits.timeoutSeconds),
            connection_memory: limits.connectionMemoryBytes)
        var message = [CChar](repeating: 0, count: 256)
        let context = Unmanaged.passUnretained(box).toOpaque()
        guard let started = tfh_start(host, UInt16(port), cLimits, httpServerCallback, context, &message, message.count) else {
            throw RuntimeError(message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self),
                               hint: "pick another --port (0 takes any free one), or a --host this machine has")
        }
        server = started
        self.port = Int(tfh_port(started))
    }

    deinit { stop() }

    /// Stops listening and waits for the requests being answered.
    func stop() {
        guard let server else { return }
        self.server = nil
        tfh_stop(server)
    }

    /// libmicrohttpd's version, for `--help` and the docs.
    static var libraryVersion: String { String(cString: tfh_library_version()) }

    /// Called by the shim on a server thread: the request in Swift values to the handler, its
    /// answer back in a malloc'd buffer the shim frees.
    fileprivate static func answer(_ request: UnsafePointer<tfh_request>, _ response: UnsafeMutablePointer<tfh_response>, _ context: UnsafeMutableRawPointer) {
        let box = Unmanaged<Box>.fromOpaque(context).takeUnretainedValue()
        let r = request.pointee
        var query: [(name: String, value: String?)] = []
        for i in 0..<r.query_count {
            let name = r.query_keys[i].map { String(cString: $0) } ?? ""
            query.append((name, r.query_values[i].map { String(cString: $0) }))
        }
        let body = r.body.map { Data(bytes: $0, count: r.body_length) } ?? Data()
        let answer = box.handler(HTTPRequest(
            method: String(cString: r.method), path: String(cString: r.path), query: query,
            host: r.host.map { String(cString: $0) }, body: body))
        response.pointee.status = Int32(answer.status)
        response.pointee.content_type = HTTPServer.contentType(answer.contentType)
        if !answer.body.isEmpty, let buffer = malloc(answer.body.count) {
            answer.body.copyBytes(to: buffer.assumingMemoryBound(to: UInt8.self), count: answer.body.count)
            response.pointee.body = buffer.assumingMemoryBound(to: UInt8.self)
            response.pointee.body_length = answer.body.count
        }
    }

    /// The content types answers have, as C strings that live as long as the process (the shim
    /// reads them after the handler returned).
    nonisolated(unsafe) private static let contentTypes: [String: UnsafeMutablePointer<CChar>] = Dictionary(
        uniqueKeysWithValues: ["application/json; charset=utf-8", "text/html; charset=utf-8", "text/plain; charset=utf-8"].map { ($0, strdup($0)!) })

    private static func contentType(_ type: String) -> UnsafePointer<CChar> {
        UnsafePointer(contentTypes[type] ?? contentTypes["text/plain; charset=utf-8"]!)
    }
}

private let httpServerCallback: tfh_handler = { request, response, context in
    guard let request, let response, let context else { return }
    HTTPServer.answer(request, response, context)
}
