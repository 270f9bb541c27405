import Foundation
import TextMeasure
import TextStyles

/// The routes of `typefit serve`: the page, `/measure`, `/table` and `/keys`; anything else
/// is 404, a route asked with the wrong method 405.
///
/// No route reads a file: the page is compiled in (`ServePage`), the catalogs were read at
/// start, so no path a request names can reach the file system.
struct ServeRouter: Sendable {
    /// One measurer for every request, on whichever server thread answers it: `TextMeasurer`
    /// is thread-safe (its caches behind locks, each FreeType face behind a mutex; `typefit
    /// check --jobs` shares one the same way).
    let measurer: TextMeasurer
    let keys: CatalogKeys?
    /// The `Host` headers accepted (DNS rebinding: a page elsewhere must not reach a server on
    /// 127.0.0.1 through a name it controls); nil accepts any (`--host` other than loopback).
    let allowedHosts: Set<String>?

    func answer(_ request: HTTPRequest) -> HTTPResponse {
        if let allowedHosts {
            guard allowedHosts.contains(Self.hostName(request.host ?? "")) else {
                return .error(403, "the Host header '\(request.host ?? "")' is not this server's address (\(allowedHosts.sorted().joined(separator: ", ")))")
            }
        }
        switch request.path {
        case "/", "/index.html":
            guard Self.isRead(request.method) else { return methodNotAllowed(request, allowed: "GET") }
            guard request.query.isEmpty else { return .error(400, "the page takes no query parameters") }
            return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: ServePage.data)
        case "/measure":
            guard request.method == "POST" else { return methodNotAllowed(request, allowed: "POST") }
            guard request.query.isEmpty else { return .error(400, "/measure takes its fields in the JSON body, not in the query") }
            return MeasureEndpoint.answer(request.body, measurer: measurer)
        case "/table":
            guard Self.isRead(request.method) else { return methodNotAllowed(request, allowed: "GET") }
            return table(request)
        case "/keys":
            guard Self.isRead(request.method) else { return methodNotAllowed(request, allowed: "GET") }
            guard request.query.isEmpty else { return .error(400, "/keys takes no query parameters") }
            guard let keys else { return .json(200, "{\"catalogs\": [], \"locales\": [], \"keys\": [], \"issues\": []}\n") }
            return .json(200, keys.json)
        default:
            return .error(404, "no such page: the routes are /, /measure (POST), /table and /keys")
        }
    }

    /// `localhost` from `LOCALHOST:8765`, `[::1]` from `[::1]:8765`.
    static func hostName(_ header: String) -> String {
        let lowered = header.lowercased()
        if lowered.hasPrefix("[") { return lowered.prefix { $0 != "]" } + "]" }
        return String(lowered.prefix { $0 != ":" })
    }

    private static func isRead(_ method: String) -> Bool { method == "GET" || method == "HEAD" }

    private func methodNotAllowed(_ request: HTTPRequest, allowed: String) -> HTTPResponse {
        .error(405, "\(request.path) answers \(allowed), not \(request.method)")
    }

    /// `GET /table?style=body&platform=ios`: the published sizes, as `typefit table --format json`.
    private func table(_ request: HTTPRequest) -> HTTPResponse {
        for (name, _) in request.query where name != "style" && name != "platform" {
            return .error(400, "unknown query parameter '\(name)' (valid: style, platform)", field: name)
        }
        let styles = request.query.filter { $0.name == "style" }.map { $0.value ?? "" }
        do {
            return .json(200, try TableCommand.publishedJSON(platform: request.queryValue("platform") ?? "ios", styles: styles.isEmpty ? ["body"] : styles))
        } catch let error as UsageError {
            return .error(400, error.message, field: "style")
        } catch let error as TextStyleError {
            if case .unknownPlatform = error { return .error(400, error.description, field: "platform") }
            return .error(400, error.description, field: "style")
        } catch {
            return .error(400, String(describing: error))
        }
    }
}
