import Testing
import TextMeasure
@testable import SlotInference

/// An app's Info.plist usage descriptions: iOS shows each as the message of the alert asking
/// for the permission (`Fixtures/InfoPlist`: Rocket.Chat's camera and microphone, an NFC
/// reader's, a binary plist and a truncated one).
@Suite("Info.plist usage descriptions")
struct InfoPlistTests {
    static let app: SlotInferenceResult = inferSlots(at: [Fixtures.url("InfoPlist/App")])
    static let broken: SlotInferenceResult = inferSlots(at: [Fixtures.url("InfoPlist/Broken")])

    @Test("each usage description is an alert's message, in the InfoPlist table", arguments: [
        ("NSCameraUsageDescription", 7, "To take photos and videos and send them in a chat"),
        ("NFCReaderUsageDescription", 9, "To read the tag of a meeting room"),
        ("NSMicrophoneUsageDescription", 15, nil),
    ])
    func usageDescriptions(_ key: String, line: Int, text: String?) throws {
        let use = try #require(Self.app.inferences.first { $0.key.key == key })
        #expect(use.key.table == "InfoPlist")
        #expect(use.component == .alertMessage)
        #expect(use.source == .infoPlist)
        #expect(use.location.file.hasSuffix("Info.plist") && use.location.line == line)
        #expect(use.sourceText == text)
        #expect(use.notes.first?.contains("permission") == true)
    }

    @Test func otherKeysAreNotTexts() {
        #expect(!Self.app.inferences.contains { $0.key.key == "CFBundleDisplayName" || $0.key.key == "UIBackgroundModes" })
        #expect(Self.app.inferences.count == 3)
        #expect(Self.app.filesRead[.infoPlist] == 1)
    }

    @Test func badPlistsAreIssuesAndTheRestIsRead() throws {
        let binary = try #require(Self.broken.issues.first { $0.location.file.hasSuffix("Broken/Info.plist") })
        #expect(binary.message.contains("binary property list"))
        let truncated = try #require(Self.broken.issues.first { $0.location.file.hasSuffix("Share-Info.plist") })
        #expect(truncated.message.contains("does not parse"))
        let notAPlist = try #require(Self.broken.issues.first { $0.location.file.hasSuffix("Widget-Info.plist") })
        #expect(notAPlist.message.contains("<html>, not <plist>") && notAPlist.location.line == 2)
        // The key before the damage is read.
        #expect(Self.broken.inferences.map(\.key.key) == ["NSPhotoLibraryUsageDescription"])
    }
}
