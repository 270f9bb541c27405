import FitCheck
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
    @Test func stringsNestedInInterpolationsPastTheLimitStopTheFileNotTheProcess() throws {
        // Each `"\(` recursed: 50,000 of them overflowed the stack (signal 11).
        let source = "let l = UILabel()\nl.text = NSLocalizedString(\"before\", comment: \"\")\nlet x = "
            + String(repeating: "\"\\(", count: 50_000)
        let batch = Fixtures.scan(source)
        #expect(batch.inferences.map(\.key.key) == ["before"])
        #expect(batch.issues.count == 1)
        #expect(batch.issues.first?.location.line == 3)
        #expect(batch.issues.first?.message.contains("nested more than 64 deep") == true)
        // Within the limit, nested interpolations are read as before and the file goes on.
        let nested = "let l = UILabel()\nlet s = \"a \\(\"b \\(\"c \\(d)\")\")\"\nl.text = NSLocalizedString(\"after\", comment: \"\")\n"
        let read = Fixtures.scan(nested)
        #expect(read.issues.isEmpty)
        #expect(read.inferences.map(\.key.key) == ["after"])
    }

    @Test func numbersNoLabelOrFontCanHaveAreIgnored() throws {
        // `Int(1e300)` trapped; a 1e308-point font was written to the spec as "size": inf.
        for value in ["1e300", "-99999999999999999999", "1e308", "0", "0.0", "4e-320"] {
            let source = """
                let l = UILabel()
                l.numberOfLines = \(value)
                l.font = .systemFont(ofSize: \(value))
                l.text = NSLocalizedString("k", comment: "")
                """
            let inference = try #require(Fixtures.scan(source).inferences.first)
            // 0 lines is a label's "as many as needed"; 0 points is no size.
            #expect(inference.lines == (["0", "0.0", "4e-320"].contains(value) ? 0 : nil), "\(value)")
            #expect(inference.font?.pointSize == nil, "\(value)")
            let spec = inferredSpec(from: SlotInferenceResult(inferences: [inference], placements: PlacementResolver.resolve([inference]),
                                                              groups: [], unplaced: [], issues: []))
            // Valid JSON (JSONSerialization refuses "inf").
            #expect((try? JSONSerialization.jsonObject(with: Data(spec.json.utf8))) != nil, "\(value)")
        }
        // A scale factor outside 0...1 is ignored too (check refused `minimumScaleFactor: 5`):
        // alone it leaves none; after a valid one, that one stays.
        for value in ["5", "1e308"] {
            let source = "let n = UILabel()\nn.adjustsFontSizeToFitWidth = true\nn.minimumScaleFactor = \(value)\nn.text = NSLocalizedString(\"k\", comment: \"\")\n"
            let inference = try #require(Fixtures.scan(source).inferences.first)
            #expect(inference.minimumScaleFactor == nil, "\(value)")
            let after = source.replacingOccurrences(of: "n.minimumScaleFactor", with: "n.minimumScaleFactor = 0.5\nn.minimumScaleFactor")
            #expect(try #require(Fixtures.scan(after).inferences.first).minimumScaleFactor == 0.5, "\(value)")
        }
        let sane = try #require(Fixtures.scan("let l = UILabel()\nl.numberOfLines = 3\nl.font = .systemFont(ofSize: 15)\nl.text = NSLocalizedString(\"k\", comment: \"\")\n").inferences.first)
        #expect(sane.lines == 3)
        #expect(sane.font?.pointSize == 15)
    }

    @Test func oneVariableAssignedThousandsOfTimesIsReadOnce() throws {
        // Each `l.text =` read every assignment to `l` again: 5,000 lines took 9 s, 200,000 did
        // not finish in a minute. Each still gets the properties set nearby, as the last
        // assignment before or after it leaves them.
        var source = "let l = UILabel()\nl.numberOfLines = 2\nl.font = .systemFont(ofSize: 13)\n"
        for index in 0..<3_000 { source += "l.text = NSLocalizedString(\"k\(index)\", comment: \"\")\n" }
        source += "l.font = .systemFont(ofSize: 21)\n"
        let batch = Fixtures.scan(source)
        #expect(batch.inferences.count == 3_000)
        #expect(batch.inferences.allSatisfy { $0.lines == 2 && $0.font?.pointSize == 21 && $0.confidence == .guess })
        #expect(batch.inferences.allSatisfy { $0.notes.contains("font and lines from assignments to 'l' nearby (line 2)") })
    }
    @Test func loneCarriageReturnsEndLines() throws {
        // With lone CRs the file was one line, and the `//` comment hid everything after it.
        let source = "let a = UILabel()\r// a comment\ra.text = NSLocalizedString(\"cr\", comment: \"\")\r\n"
            + "let b = UILabel()\r\nb.text = NSLocalizedString(\"crlf\", comment: \"\")\n"
        let batch = Fixtures.scan(source)
        #expect(batch.inferences.map(\.key.key) == ["cr", "crlf"])
        #expect(batch.inferences.map(\.location.line) == [3, 5])
        let objc = Fixtures.scan("UILabel *a = [[UILabel alloc] init];\r// [comment\ra.text = NSLocalizedString(@\"cr\", @\"\");\r", name: "T.m")
        #expect(objc.inferences.map(\.key.key) == ["cr"])
    }

    @Test func deeplyNestedMessagesAreReadAndTheFileGoesOn() throws {
        // Each nested message listed its whole receiver: 50,000 levels took 20 s (quadratic).
        let depth = 20_000
        let source = "@implementation V\n" + String(repeating: "[", count: depth) + "x" + String(repeating: " y]", count: depth) + ";\n"
            + "UILabel *l = [[UILabel alloc] init];\nl.text = NSLocalizedString(@\"after\", @\"\");\n"
            + "UIBarButtonItem *item = [[UIBarButtonItem alloc] initWithTitle:NSLocalizedString(@\"item\", @\"\") style:UIBarButtonItemStylePlain target:nil action:nil];\n@end\n"
        let batch = Fixtures.scan(source, name: "T.m")
        #expect(batch.inferences.map(\.key.key) == ["after", "item"])
        #expect(batch.inferences.last?.component == .barButton)
    }

    @Test func storyboardNumbersASpecCannotHoldAreNotWritten() throws {
        // A frame 0 wide was written as "width": 0, which `check` refuses; so were a pointSize of
        // 1e308 and numberOfLines of a trillion.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s"><objects>
            <viewController id="vc"><view key="view" id="v"><subviews>
            <label id="zero" text="Zero" numberOfLines="1000000000000"><rect key="frame" x="0" y="0" width="-0" height="20"/>
            <fontDescription key="fontDescription" type="system" pointSize="1e308"/></label>
            <label id="wide" text="Wide"><rect key="frame" x="0" y="0" width="1e300" height="20"/></label>
            <label id="tiny" text="Tiny" minimumFontSize="-5"><rect key="frame" x="0" y="0" width="4e-320" height="20"/>
            <fontDescription key="fontDescription" type="system" pointSize="12"/></label>
            <label id="fine" text="Fine" numberOfLines="2"><rect key="frame" x="0" y="0" width="200" height="20"/></label>
            </subviews></view></viewController></objects></scene></scenes></document>
            """
        let batch = Fixtures.scan(storyboard, name: "Main.storyboard")
        #expect(batch.inferences.map(\.key.key) == ["zero.text", "wide.text", "tiny.text", "fine.text"])
        #expect(batch.inferences.map(\.width) == [nil, nil, nil, 200])
        #expect(batch.inferences.map(\.lines) == [1, 1, 1, 2])
        #expect(batch.inferences.first?.font == nil)
        // A negative minimumFontSize gave a scale of -0.42.
        #expect(batch.inferences[2].minimumScaleFactor == 0)
        #expect(batch.issues.map(\.kind) == [.unreadableValue, .unreadableValue])
        let written = inferredSpec(from: SlotInferenceResult(inferences: batch.inferences, placements: PlacementResolver.resolve(batch.inferences),
                                                             groups: [], unplaced: [], issues: []))
        #expect(throws: Never.self) { try Spec.parse(written.json, path: "typefit.json") }
    }
}
