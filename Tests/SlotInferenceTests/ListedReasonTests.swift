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

    @Test("accessibility texts are never drawn: listed so, and not counted as uninferred", arguments: [
        "player.backward.label", "player.value", "player.scan.hint",
    ])
    func accessibilityTexts(_ key: String) throws {
        let entry = try #require(Self.app.unplaced.first { $0.key.key == key })
        #expect(entry.reason.hasPrefix(SourceScanner.accessibilityReason))
        #expect(entry.isNotDisplayed)
        let spec = inferredSpec(from: Self.app)
        #expect(!spec.uninferred.contains { $0.key == key })
        #expect(spec.neverDrawn.contains(key))
    }

    @Test("a constant an accessibility text uses is still listed at its definition", arguments: [
        ("player.print", "PlayerText.printSite"), ("player.close.hint", "PlayerText.closeHint"),
    ])
    func constantsStayListed(_ key: String, constant: String) throws {
        // `PlayerText.printSite` is an accessibility label and an unknown entry's name: that
        // other use may be drawn. A constant's other uses are not all known (`closeHint` has
        // none), so a constant is listed at its definition, never taken for never drawn.
        let spec = inferredSpec(from: Self.app)
        let listed = try #require(spec.uninferred.first { $0.key == key })
        #expect(listed.reason.contains("defined as `\(constant)`"), "\(listed.reason)")
        #expect(!spec.neverDrawn.contains(key))
    }

    @Test("shown by views TypeFit has no component for", arguments: [
        ("player.shortcut.new", "a keyboard shortcut's discoverability title"),
        ("servers.disconnect", "a swipe action's title"),
    ])
    func noComponent(_ key: String, reason: String) throws {
        #expect(try #require(Self.reason(key)).hasPrefix(reason))
        #expect(inferredSpec(from: Self.app).uninferred.contains { $0.key == key })
    }

    @Test func otherPlacesKeepTheirReasons() throws {
        #expect(try #require(Self.reason("launch.banner.title")).contains("'banner' is a Banner"))
        #expect(try #require(Self.reason("settings.section.name")).contains("defined as `OtherViewController.sectionName`"))
    }
}
