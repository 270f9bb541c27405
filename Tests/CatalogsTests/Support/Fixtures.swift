import Foundation
@testable import Catalogs

/// Locates fixtures from this file's path, never from the working directory.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }

    static func read(_ relativePath: String, locale: String? = nil) -> CatalogFile {
        readCatalog(at: url(relativePath), locale: locale)
    }

    /// A fresh temporary directory, removed by the caller with `cleanUp`.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("catalogs-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Copies a fixture tree into a temporary directory, renaming `*.lproj-fixture` folders to
    /// `*.lproj` (SwiftPM would otherwise treat them as localized resources of the test target).
    static func materialize(_ relativePath: String) throws -> URL {
        let destination = try temporaryDirectory().appendingPathComponent(url(relativePath).lastPathComponent)
        try copyTree(from: url(relativePath), to: destination)
        return destination
    }

    private static func copyTree(from source: URL, to destination: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source.path) {
            let from = source.appendingPathComponent(name)
            let toName = name.hasSuffix(".lproj-fixture") ? String(name.dropLast("-fixture".count)) : name
            let to = destination.appendingPathComponent(toName)
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: from.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                try copyTree(from: from, to: to)
            } else {
                try manager.copyItem(at: from, to: to)
            }
        }
    }

    static func cleanUp(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}

extension CatalogFile {
    /// The entry for `key` in `locale` with the given variant.
    func entry(_ key: String, _ locale: String, _ variant: EntryVariant? = nil) -> CatalogEntry? {
        entries.first { $0.key == key && $0.locale == locale && $0.variant == variant }
    }
}
