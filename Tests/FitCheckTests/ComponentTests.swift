import Testing
import Catalogs
import TextMeasure
import TextStyles
@testable import FitCheck

/// Components and line break modes through the checker, with entries built in code.
@Suite("Components and modes")
struct ComponentTests {
    static let text = "Einstellungen für Barrierefreiheit und Bedienungshilfen"

    static func check(_ slot: SlotSpec, categories: [ContentSizeCategory] = [.large, .ax5]) -> EntryResult? {
        let entry = CatalogEntry(key: "k", locale: "de", text: text, location: SourceLocation(file: "mem.strings", line: 3))
        let set = CatalogSet(files: [CatalogFile(path: "mem.strings", format: .strings, entries: [entry])])
        let spec = Spec(categories: categories, defaultSlot: slot)
        return runCheck(catalogs: set, spec: spec, options: CheckOptions(rendersPictures: false), measurer: Fixtures.measurer).entries.first
    }

    @Test("a label in clip mode is clipped, without an ellipsis")
    func clipped() throws {
        let entry = try #require(Self.check(SlotSpec(width: 150, lineBreakMode: .clipping)))
        let finding = try #require(entry.findings.first)
        #expect(finding.kind == .clipped)
        #expect(finding.visibleText?.hasSuffix("…") == false)
    }

    @Test("a text field truncates its tail on one line")
    func textField() throws {
        let entry = try #require(Self.check(SlotSpec(component: .textField, width: 200, lines: 3, lineBreakMode: .wordWrapping)))
        #expect(entry.findings.map(\.kind) == [.truncated])
        #expect(entry.findings.first?.allowedLines == 1)
    }

    @Test("a button truncates in the middle")
    func button() throws {
        let entry = try #require(Self.check(SlotSpec(component: .button, width: 200)))
        let visible = try #require(entry.findings.first?.visibleText)
        #expect(visible.contains("…") && !visible.hasSuffix("…"))
    }

    @Test("a text view taller than its maximum height wraps beyond the slot")
    func textView() throws {
        let entry = try #require(Self.check(SlotSpec(component: .textView, width: 200, maxHeight: 80)))
        let finding = try #require(entry.findings.first)
        #expect(finding.kind == .wrappedBeyond)
        #expect(finding.firstCategory == .ax5)
        #expect(finding.message.contains("taller than maxHeight 80 pt"))
        #expect(entry.outcomes.first?.outcome == .fits)
    }

    @Test("unlimited lines fit at every size without a maximum height")
    func unlimited() throws {
        let entry = try #require(Self.check(SlotSpec(width: 200, lines: 0, lineBreakMode: .wordWrapping)))
        #expect(entry.findings.isEmpty)
        #expect(entry.outcomes.last?.lineCount ?? 0 > 2)
    }
}

@Suite("Platforms")
struct PlatformTests {
    @Test("watchOS checks its nine categories; pictures skip the AX5 it lacks")
    func watchOS() throws {
        let spec = try Fixtures.spec(#"{"platform": "watchOS", "defaultSlot": {"width": 120}}"#)
        #expect(spec.categories.count == 9)
        let result = runCheck(paths: [Fixtures.url("App/Localizable.xcstrings")], spec: spec,
                              options: CheckOptions(rendersPictures: true), measurer: Fixtures.measurer)
        #expect(result.categories == spec.categories)
        #expect(result.entries.allSatisfy { $0.outcomes.count == 9 && !$0.outcomes.contains { $0.outcome == .error } })
        let finding = try #require(result.entries.flatMap(\.findings).first { $0.kind == .truncated })
        #expect(finding.pictures.count == 1)
        #expect(result.totals.addsUp)
    }
}
