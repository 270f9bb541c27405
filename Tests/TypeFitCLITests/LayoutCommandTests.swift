import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `typefit layout` and `typefit check --infer --devices` from the outside.
@Suite("typefit layout and check --devices end to end")
struct LayoutCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = "Tests/ScreenLayoutTests/Fixtures"

    @Test func jsonFramesInSuperviewCoordinates() throws {
        let result = try TypeFitBinary.run(["layout", "\(Self.fixtures)/Settings.storyboard", "--device", "SE,16", "--category", "Large,AX3", "--format", "json"],
                                           directory: Self.repository)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let documents = try #require(root["documents"] as? [[String: Any]])
        let screens = try #require(documents.first?["screens"] as? [[String: Any]])
        // Two screens (the controller and the prototype cell) and the table controller's view,
        // each on two devices at two categories.
        #expect(screens.count == 3 * 2 * 2)
        let first = screens[0]
        #expect((first["device"] as? [String: Any])?["name"] as? String == "iPhone SE (3rd generation)")
        let views = try #require(first["views"] as? [[String: Any]])
        let label = try #require(views.first { $0["id"] as? String == "set-lb-002" })
        let frame = try #require(label["frame"] as? [String: Double])
        #expect(frame["x"] == 0 && frame["width"] == 286)
        #expect(label["class"] as? String == "label")
        #expect((label["text"] as? [String: Any])?["key"] as? String == "set-lb-002.text")
    }

    @Test func verifyAgainstSavedFrames() throws {
        let result = try TypeFitBinary.run(["layout", Self.fixtures, "--verify"], directory: Self.repository)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("13 of 13 constrained views within 1 pt in x and width (100%)"), "\(result.standardOutput)")
    }

    @Test func svgDrawing() throws {
        let result = try TypeFitBinary.run(["layout", "Examples/TravelApp/Base.lproj/Booking.storyboard", "--device", "SE", "--category", "AX5", "--format", "svg"],
                                           directory: Self.repository)
        #expect(result.standardOutput.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(result.standardOutput.contains("Passenger details"))
        // Parses as XML.
        let parser = XMLParser(data: Data(result.standardOutput.utf8))
        #expect(parser.parse())
    }

    @Test func badInput() throws {
        let unknown = try TypeFitBinary.run(["layout", "\(Self.fixtures)/Settings.storyboard", "--device", "Nokia"], directory: Self.repository)
        #expect(unknown.exitCode == 64)
        #expect(unknown.standardError.contains("unknown device 'Nokia'"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Broken.xib")
        try Data("<document><objects><view id=\"a\"><rect key=\"frame\" width=\"10\" height=\"10\"/>".utf8).write(to: broken)
        let good = folder.appendingPathComponent("Good.xib")
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("\(Self.fixtures)/SearchBar.xib"), to: good)
        let result = try TypeFitBinary.run(["layout", folder.path])
        #expect(result.exitCode == 2)
        #expect(result.standardOutput.contains("Broken.xib:1: malformed") || result.standardOutput.contains("Broken.xib:"), "\(result.standardOutput)")
        // The good file is still laid out.
        #expect(result.standardOutput.contains("SearchBarView (freeform)"))
        let none = try TypeFitBinary.run(["layout", Self.repository.appendingPathComponent("Tables").path])
        #expect(none.exitCode == 2 && none.standardError.contains("no .storyboard or .xib files"))
    }

    /// The example app on three iPhones: the German passenger label is cut on the SE from AX1
    /// in its 343 pt, and from AX2 on the 16 Pro Max in 400 pt; the totals still add up.
    @Test func checkWithDevices() throws {
        let arguments = ["check", "Examples/TravelApp", "--spec", "Examples/TravelApp/typefit.json", "--infer", "Examples/TravelApp",
                         "--devices", "SE,16,16ProMax", "--locales", "de", "--format", "json"]
        let result = try TypeFitBinary.run(arguments, directory: Self.repository)
        #expect(result.exitCode == 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let totals = try #require(root["totals"] as? [String: Any])
        let read = try #require(totals["entriesRead"] as? Int), checked = try #require(totals["checked"] as? Int)
        let skipped = try #require(totals["skipped"] as? Int)
        let fitting = try #require(totals["fitting"] as? Int), withFindings = try #require(totals["withFindings"] as? Int)
        #expect(read == checked + skipped && checked == fitting + withFindings)
        let text = result.standardOutput
        #expect(text.contains("on iPhone SE (3rd generation) at AX1 the label gets 343 pt and shows"))
        #expect(text.contains("on iPhone 16 Pro Max at AX2 the label gets 400 pt"))
        let needsInfer = try TypeFitBinary.run(["check", "Examples/TravelApp", "--devices", "SE"], directory: Self.repository)
        #expect(needsInfer.exitCode == 64 && needsInfer.standardError.contains("'--devices' needs '--infer PATH'"))
    }

    /// Texts code sets through a xib's outlets (`Fixtures/OutletScreen`): the label pinned to
    /// both edges is checked in its solved width, the one that grows with its text up to an edge
    /// in the most it gets, and the one that would squeeze its neighbour below nothing keeps its
    /// inferred slot; the note counts the three.
    @Test func checkWithDevicesMeasuresTextsSetThroughOutlets() throws {
        let folder = "Tests/TypeFitCLITests/Fixtures/OutletScreen"
        let result = try TypeFitBinary.run(["check", folder, "--infer", folder, "--devices", "SE", "--locales", "de", "--format", "json"],
                                           directory: Self.repository)
        #expect(result.exitCode == 1, "\(result.standardError)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let entries = try #require(root["entries"] as? [[String: Any]])
        func messages(_ key: String) -> [String] {
            entries.filter { $0["key"] as? String == key }.flatMap { ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String } }
        }
        #expect(messages("notice.message").contains {
            $0.hasPrefix("on iPhone SE (3rd generation) at xSmall the label gets 343 pt and shows") && $0.hasSuffix("the text is set in code through an outlet)")
        }, "\(messages("notice.message"))")
        // The status grows with its text up to 16 pt before the trailing edge, beside the badge.
        #expect(messages("notice.status").contains {
            $0.hasPrefix("on iPhone SE (3rd generation) at xSmall the label gets at most 293.5 pt and shows") && $0.hasSuffix("its view grows with it up to this width)")
        }, "\(messages("notice.status"))")
        #expect(!messages("notice.badge").contains { $0.contains("through an outlet") })
        let notes = try #require(root["notes"] as? [String])
        #expect(notes.contains {
            $0.contains("texts set in code through outlets checked in the solved widths of 1 views and in the most 1 views that grow with their text get (1 more views left out")
        }, "\(notes)")
        let totals = try #require(root["totals"] as? [String: Any])
        let read = try #require(totals["entriesRead"] as? Int), checked = try #require(totals["checked"] as? Int)
        let skipped = try #require(totals["skipped"] as? Int)
        let fitting = try #require(totals["fitting"] as? Int), withFindings = try #require(totals["withFindings"] as? Int)
        #expect(read == checked + skipped && checked == fitting + withFindings)
    }
}
