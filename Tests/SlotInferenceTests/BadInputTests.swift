import Foundation
import Testing
@testable import SlotInference

@Suite("Bad input")
struct BadInputTests {
    @Test func malformedXMLIsReportedAtItsLineAndWhatCameBeforeIsKept() throws {
        let result = inferSlots(at: [Fixtures.url("Bad/Broken.storyboard")])
        let issue = try #require(result.issues.first { $0.kind == .malformed })
        #expect(issue.location.file.hasSuffix("Broken.storyboard"))
        #expect((9...10).contains(issue.location.line))
        #expect(issue.message.contains("malformed XML"))
        #expect(result.uses("brk-00-001.text").count == 1)
    }

    @Test func aDocumentThatIsNotInterfaceBuilder() throws {
        let result = inferSlots(at: [Fixtures.url("Bad/NotInterfaceBuilder.xib")])
        let issue = try #require(result.issues.first)
        #expect(issue.location.line == 2)
        #expect(issue.message.contains("<plist>"))
        #expect(result.inferences.isEmpty)
    }

    @Test func unreadableValuesFallBackAndSaySo() throws {
        let result = inferSlots(at: [Fixtures.url("Bad/BadValues.storyboard")])
        let messages = result.issues.filter { $0.kind == .unreadableValue }.map(\.message)
        #expect(messages.count == 4)
        #expect(messages.contains { $0.contains("numberOfLines 'two'") })
        #expect(messages.contains { $0.contains("lineBreakMode 'sideways'") })
        #expect(messages.contains { $0.contains("minimumScaleFactor '2'") })
        #expect(messages.contains { $0.contains("UICTFontTextStyleGigantic") })
        let label = try #require(result.uses("bad-00-001.text").first)
        #expect(label.lines == 1)
        #expect(label.lineBreak == .tail)
        #expect(label.font == nil)
    }

    @Test func unterminatedStringAndUnclosedBraceInSwift() throws {
        let result = inferSlots(at: [Fixtures.url("Bad/Unbalanced.swift")])
        #expect(result.issues.filter { $0.kind == .malformed }.map(\.location.line) == [2, 4])
        #expect(result.inferences.map(\.key.key) == ["ok.before", "ok.after", "unbalanced"])
    }

    @Test func missingAndUnsupportedPaths() {
        let result = inferSlots(at: [Fixtures.url("Bad/nope.storyboard"), Fixtures.url("App/de.lproj-fixture/Main.strings")])
        #expect(result.issues.map(\.kind) == [.unreadableFile, .unreadableFile])
        #expect(result.issues[0].message.contains("no such file"))
        #expect(result.issues[1].message.contains("not a file slot inference reads"))
    }

    @Test func badEncodingIsAnIssue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slot-inference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Bad.swift")
        try Data([0x6C, 0x65, 0x74, 0x0A, 0xFF, 0xFE, 0x41]).write(to: file)
        let result = inferSlots(at: [folder])
        #expect(result.issues.map(\.kind) == [.badEncoding])
        #expect(result.issues.first?.location.line == 2)
    }
}
