import Foundation
@testable import SlotInference

/// Locates fixtures from this file's path, never from the working directory.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }

    /// The example app, inferred once: its fixture tree copied to a temporary folder with
    /// `*.lproj-fixture` renamed `*.lproj` (SwiftPM would treat `.lproj` folders in a test
    /// target as its resources), read, and removed.
    static let app: SlotInferenceResult = {
        let copy = materialize("App")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        return inferSlots(at: [copy])
    }()

    /// Copies a fixture tree into a fresh temporary folder; returns the copy's URL.
    static func materialize(_ relativePath: String) -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("slot-inference-\(UUID().uuidString)")
        let destination = root.appendingPathComponent(url(relativePath).lastPathComponent)
        copyTree(from: url(relativePath), to: destination)
        return destination
    }

    private static func copyTree(from source: URL, to destination: URL) {
        let manager = FileManager.default
        try? manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in (try? manager.contentsOfDirectory(atPath: source.path)) ?? [] {
            let from = source.appendingPathComponent(name)
            let toName = name.hasSuffix(".lproj-fixture") ? String(name.dropLast("-fixture".count)) : name
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: from.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                copyTree(from: from, to: destination.appendingPathComponent(toName))
            } else {
                try? manager.copyItem(at: from, to: destination.appendingPathComponent(toName))
            }
        }
    }

    /// Scans source text as it would be read from `name`.
    static func scan(_ text: String, name: String = "Test.swift") -> InferenceBatch {
        let kind: InferenceSource = name.hasSuffix(".m") ? .objectiveC : name.hasSuffix(".swift") ? .swift : .interfaceBuilder
        return inferSlots(inText: text, path: name, kind: kind, options: .init())
    }
}

extension SlotInferenceResult {
    /// The inferences of `key` (any table) in file order.
    func uses(_ key: String) -> [Inference] {
        inferences.filter { $0.key.key == key }
    }

    /// The one inference of `key` read from a file whose name ends with `file`.
    func inference(_ key: String, in file: String) -> Inference? {
        inferences.first { $0.key.key == key && $0.location.file.hasSuffix(file) }
    }

    func group(of inference: Inference?) -> InferredGroup? {
        guard let id = inference?.groupID else { return nil }
        return groups.first { $0.id == id }
    }

    func unplacedKeys(in file: String) -> [String] {
        unplaced.filter { $0.location.file.hasSuffix(file) }.map(\.key.key)
    }
}

extension InferenceBatch {
    func inference(_ key: String) -> Inference? { inferences.first { $0.key.key == key } }
    var keys: [String] { inferences.map(\.key.key) }
}
