import Testing
@testable import SlotInference

/// Keys shown by views TypeFit has no component for are listed with what shows them, not the
/// generic "not put into a view in the same expression" (`Fixtures/ListedReasons`: the shapes of
/// simplenote's Objective-C settings headers, a Swift data source's header and footer, and
/// Whisky's first-launch NSAlert).
@Suite("Reasons for keys listed by where they are")
struct ListedReasonTests {
    static let app: SlotInferenceResult = inferSlots(at: [Fixtures.url("ListedReasons")])

    static func reason(_ key: String) -> String? {
        app.unplaced.first { $0.key.key == key }?.reason
    }

    @Test("a title a data source returns for a section's header or footer", arguments: [
        ("settings.header.account", "header"), ("settings.header.other", "header"), ("settings.footer.account", "footer"),
        ("options.header.notes", "header"), ("options.header.security", "header"),
        // Constants returned there are listed there, not at their definitions as used nowhere.
        ("fireproofing.list.title", "header"), ("fireproofing.list.footer", "footer"),
    ])
    func tableSectionTitles(_ key: String, part: String) throws {
        let reason = try #require(Self.reason(key))
        #expect(reason.hasPrefix("a table section's \(part)"))
        #expect(reason.contains(part == "header" ? "titleForHeaderInSection" : "titleForFooterInSection"))
        #expect(Self.app.uses(key).isEmpty)
        #expect(Self.app.unplaced.filter { $0.key.key == key }.count == 1)
    }

    @Test("an NSAlert's title, message and button", arguments: [
        ("launch.alert.title", "message text"), ("launch.alert.message", "informative text"), ("launch.alert.move", "button title"),
    ])
    func appKitAlerts(_ key: String, role: String) throws {
        let reason = try #require(Self.reason(key))
        #expect(reason.hasPrefix("a macOS NSAlert's \(role)"))
    }

    @Test func otherPlacesKeepTheirReasons() throws {
        #expect(try #require(Self.reason("launch.banner.title")).contains("'banner' is a Banner"))
        #expect(try #require(Self.reason("settings.section.name")).contains("defined as `OtherViewController.sectionName`"))
    }
}
