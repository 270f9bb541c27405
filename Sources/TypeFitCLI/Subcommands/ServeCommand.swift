import FitCheck
import Foundation
import TextMeasure

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `typefit serve`: a local web page that draws a text at every category as UIKit shows it,
/// and the JSON API behind it (docs/serve.md).
enum ServeCommand: Subcommand {
    static let name = "serve"
    static let abstract = "Serve a local page that draws a text at every content size as you type, and its JSON API."
    static let discussion: String? = """
        Type or paste a text (or pick a key of a --catalog), choose the component, style, width
        and lines, and see it drawn at all twelve categories side by side (wrapping, truncation,
        shrink), with the style's size table. The page's API: POST /measure (typefit measure's
        options as JSON, its --format json answer), GET /table?style=body, GET /keys.

        Listens on 127.0.0.1 only, unless --host says otherwise: anyone who can reach the
        address can use the page. Prints 'typefit serve: http://HOST:PORT/' when it is ready;
        stops on Ctrl-C (SIGINT) or SIGTERM.
        """
    static let signature = CommandSignature(
        options: [
            .init(name: "port", valueName: "n", help: "Port to listen on; 0 takes any free one.", defaultValue: "8765"),
            .init(name: "host", valueName: "address", help: "Address to listen on (0.0.0.0 or :: opens it to the network).", defaultValue: "127.0.0.1"),
            .init(name: "catalog", valueName: "path", help: "A catalog or folder of catalogs whose keys the page offers (repeatable).", isRepeatable: true),
        ] + ResourceLocator.fontOptions + [ResourceLocator.systemFontOption])
    static let examples = [
        "typefit serve",
        "typefit serve --catalog Examples/TravelApp --port 9000",
    ]

    /// Prepared texts the server's measurer keeps (`TextMeasurer`'s `cacheLimit`).
    static let preparedTextLimit = 1_000

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let portText = arguments.value("port") ?? "8765"
        guard let port = Int(portText), (0...65_535).contains(port) else {
            throw UsageError("--port must be a whole number from 0 to 65535, not '\(portText)'", hint: "0 takes any free port")
        }
        let host = arguments.value("host") ?? "127.0.0.1"
        guard !host.isEmpty else { throw UsageError("--host is empty", hint: "127.0.0.1 (the default) serves this machine only") }
        let keys = try arguments.values("catalog").isEmpty ? nil : CatalogKeys(paths: arguments.values("catalog"))
        // The catalogs' own issues (missing translations...) are GET /keys's; a few are shown here.
        let issues = keys?.issues ?? []
        for issue in issues.prefix(3) { context.reporter.warning(issue) }
        if issues.count > 3 { context.reporter.warning("and \(issues.count - 3) more catalog issues (GET /keys lists every one)") }
        let library = try ResourceLocator.fontLibrary(arguments, environment: context.environment)
        // A smaller cache than a check's: a server lives long, texts typed one keystroke at a time
        // are each new, and a request's text may be long (see MeasureEndpoint.maximumTextLength).
        let systemFont = try ResourceLocator.systemFont(arguments, specSystemFont: nil, environment: context.environment)
        let measurer = TextMeasurer(library: library, cacheLimit: Self.preparedTextLimit, systemFont: systemFont)

        let stopping = try StopSignal()
        let loopback = ["127.0.0.1", "localhost", "::1"].contains(host.lowercased()) || host.hasPrefix("127.")
        let hostNames = [host.contains(":") ? "[\(host)]" : host, "localhost", "127.0.0.1", "[::1]"].map { $0.lowercased() }
        let router = ServeRouter(measurer: measurer, keys: keys, allowedHosts: loopback ? Set(hostNames) : nil)
        let server = try HTTPServer(host: host, port: port) { request in router.answer(request) }
        let shown = host.contains(":") ? "[\(host)]" : host
        context.reporter.output("typefit serve: http://\(shown):\(server.port)/\n")
        if let keys { context.reporter.note("\(keys.keyCount) keys, \(keys.entryCount) texts from \(arguments.values("catalog").joinedAsProse("and"))") }
        stopping.wait()
        server.stop()
        return .success
    }
}

/// SIGINT and SIGTERM turned into a byte on a pipe the main thread waits on (a signal handler
/// may only do async-signal-safe things such as write).
private final class StopSignal {
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    private let readEnd: Int32

    init() throws(RuntimeError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw RuntimeError(message: "cannot make a pipe for signals: \(String(cString: strerror(errno)))") }
        readEnd = ends[0]
        Self.writeEnd = ends[1]
        // A parent may have started typefit with these signals blocked (a test runner's
        // Process does): unblock them, before the server's threads exist, which inherit the mask.
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGINT)
        sigaddset(&mask, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { _ in
                var byte: UInt8 = 1
                _ = write(StopSignal.writeEnd, &byte, 1)
            }
        }
    }

    /// Returns once a stop signal arrived.
    func wait() {
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) < 0 && errno == EINTR {}
    }
}
