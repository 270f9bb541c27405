import Foundation
import Testing
@testable import Catalogs
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Messages that named Foundation's internals or the wrong reason (issue 12, item 10), each from
/// its reproduction: they name the file, the line and what is wrong, in plain words.
@Suite("Input messages")
struct InputMessageTests {
    static let foundationWords = ["NSCocoaErrorDomain", "could not be completed", "couldn’t be", "permission to view"]

    func expectPlain(_ message: String, contains reason: String) {
        #expect(message.contains(reason), "\(message)")
        for words in Self.foundationWords { #expect(!message.contains(words), "\(message)") }
    }

    /// A pipe blocked the read, `/dev/zero` never ended, a loop of links was "no such file".
    @Test func specialFilesAreRefusedWithTheirReason() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { Fixtures.cleanUp(folder) }
        let fifo = folder.appendingPathComponent("pipe.strings").path
        #expect(mkfifo(fifo, 0o600) == 0)
        symlink("/dev/zero", folder.appendingPathComponent("zero.strings").path)
        symlink("loop2.strings", folder.appendingPathComponent("loop1.strings").path)
        symlink("loop1.strings", folder.appendingPathComponent("loop2.strings").path)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder.strings"), withIntermediateDirectories: true)
        let cases = [("pipe.strings", "a named pipe (FIFO), not a regular file"), ("zero.strings", "a character device"),
                     ("loop1.strings", "a loop of symbolic links"), ("folder.strings", "is a directory")]
        for (name, reason) in cases {
            let file = readCatalog(at: folder.appendingPathComponent(name), locale: "en")
            let issue = try #require(file.issues.first)
            #expect(issue.kind == .unreadableFile && issue.line == 1)
            expectPlain(issue.message, contains: reason)
        }
        // Walking the folder reads the same files and reports the same reasons (no hang).
        let set = readCatalogs(at: [folder])
        #expect(set.issues.filter { $0.kind == .unreadableFile }.count == 4)
        // A path given by name that leads nowhere says why.
        let missing = readCatalogs(at: [folder.appendingPathComponent("loop1.strings/x")])
        expectPlain(try #require(missing.pathIssues.first).message, contains: "a loop of symbolic links")
        let notAFolder = readCatalogs(at: [folder.appendingPathComponent("zero.strings/x")])
        expectPlain(try #require(notAFolder.pathIssues.first).message, contains: "not a directory")
    }

    /// With CR-only line ends, every issue was at line 1.
    @Test("A lone carriage return ends a line", arguments: [CatalogFormat.strings, .androidStrings, .stringCatalog])
    func carriageReturnLineEnds(format: CatalogFormat) throws {
        let text: String
        switch format {
        case .strings: text = "\"a\" = \"A\";\r\"b\" = \"B\" @\r\"c\" = \"C\";\r"
        case .androidStrings: text = "<resources>\r<string name=\"a\">A</string>\r<string name=\"b\">B<</string>\r</resources>\r"
        default: text = "{\"sourceLanguage\": \"en\",\r\"strings\": {\r\"a\": {},\r\"b\": [}}"
        }
        let file = readCatalog(text: text, path: "cr", format: format, locale: "en")
        let issue = try #require(file.issues.first { $0.kind == .malformed })
        #expect(issue.line == (format == .stringCatalog ? 4 : 3 - (format == .strings ? 1 : 0)), "\(issue)")
        if format != .stringCatalog { #expect(file.entries.first?.location.line == (format == .strings ? 1 : 2)) }
    }

    /// A 12.5 MB attribute of character references: libxml2 gave up and reported line 7 of a
    /// 6-line file. Locations stay inside the file, and the reason names the limit.
    @Test func hugeAttributeErrorIsInsideTheFile() throws {
        let text = "<?xml version=\"1.0\"?>\n<resources>\n<string name=\"a\">A</string>\n<string name=\""
            + String(repeating: "&#10;", count: 2_500_000) + "\">B</string>\n<string name=\"c\">C</string>\n</resources>\n"
        let file = readCatalog(text: text, path: "huge.xml", format: .androidStrings, locale: "en")
        #expect(file.entries.first?.key == "a")
        #expect(file.issues.allSatisfy { (1...6).contains($0.line) }, "\(file.issues.map(\.line))")
        #expect(file.issues.contains { $0.message.contains("longer than the XML parser reads at once") })
    }

    /// UTF-16 without a byte order mark and with a byte cut off gave hundreds of "unexpected
    /// character '\u{0}'" errors and never named the encoding.
    @Test func truncatedUTF16WithoutBOMNamesTheEncoding() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { Fixtures.cleanUp(folder) }
        let url = folder.appendingPathComponent("Cut.strings")
        var bytes: [UInt8] = []
        for unit in String(repeating: "\"key\" = \"value\";\n", count: 30).utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try Data(bytes.dropLast()).write(to: url)
        let file = readCatalog(at: url, locale: "en")
        #expect(file.issues.count == 1)
        let issue = try #require(file.issues.first)
        #expect(issue.kind == .badEncoding && issue.line == 30)
        #expect(issue.message.contains("looks like UTF-16 (little endian) without a byte order mark"))
    }

    /// Long Chinese values around short keys: zeros in under a quarter of the code units, which
    /// the old rule needed; still UTF-16.
    @Test func utf16WithoutBOMAroundLongCJKText() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { Fixtures.cleanUp(folder) }
        let url = folder.appendingPathComponent("zh.strings")
        let text = (0..<20).map { "\"k\($0)\" = \"" + String(repeating: "这是一个很长的中文句子，用来测试编码。", count: 3) + "\";\n" }.joined()
        var bytes: [UInt8] = []
        for unit in text.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        try Data(bytes).write(to: url)
        let file = readCatalog(at: url, locale: "zh")
        #expect(file.issues.isEmpty, "\(file.issues)")
        #expect(file.entries.count == 20)
    }

    /// A stray NUL in a UTF-8 file is not taken for UTF-16: it stays an unexpected character.
    @Test func strayNULStaysUTF8() throws {
        let data = Data("\"a\" = \"A\";\n\u{0}\n\"b\" = \"B\";\n".utf8)
        guard case .success(let decoded) = decodeText(data) else { Issue.record("not decoded"); return }
        #expect(decoded.encoding == .utf8)
    }
}
