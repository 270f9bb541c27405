import Catalogs
import Testing
import TextMeasure
@testable import SlotInference

@Suite("Keys used in several places")
struct ResolutionTests {
    let app = Fixtures.app

    @Test func keyInTwoKindsOfSlotReportsBothAndPicksTheTighter() throws {
        let placement = try #require(app.placement(of: "common.done"))
        #expect(Set(placement.uses.map(\.component)) == [.button, .barButton])
        #expect(placement.spansComponents)
        #expect(placement.chosen.component == .barButton)
        let conflict = try #require(placement.conflict)
        #expect(conflict.contains("two kinds of slot"))
        #expect(conflict.contains("SettingsView.swift:26") && conflict.contains("ProfileViewController.swift:21"))
        #expect(conflict.contains("Checked as barButton"))
    }

    @Test func sameComponentWithDifferentSlotsPicksTheOneThatGrows() throws {
        let placement = try #require(app.placement(of: "profile.name"))
        #expect(!placement.spansComponents)
        #expect(placement.chosen.source == .objectiveC)
        #expect(placement.conflict?.contains("slots that differ") == true)
        #expect(placement.conflict?.contains("grows with Dynamic Type") == true)
    }

    @Test func identicalSlotsAreNoConflict() throws {
        let cancel = try #require(app.placement(of: "alert.cancel"))
        #expect(cancel.uses.count == 2)
        #expect(cancel.conflict == nil)
        #expect(app.placement(of: "tab.profile")?.conflict == nil)
    }

    @Test func conflictsAreExactlyTheDisagreeingKeys() {
        #expect(app.conflicts.map(\.key.key) == ["common.done", "profile.name"])
    }

    @Test("tightness", arguments: [
        (Component.tabItem, Component.label, true),
        (.label, .textView, true),
        (.alertMessage, .alertButton, false),
    ])
    func componentOrder(_ a: Component, _ b: Component, aIsTighter: Bool) {
        let location = SourceLocation(file: "f", line: 1)
        let first = Inference(key: KeyReference(key: "k"), component: a, location: location, confidence: .likely, source: .swift)
        let second = Inference(key: KeyReference(key: "k"), component: b, location: location, confidence: .likely, source: .swift)
        #expect(SlotTightness.compare(first, second).aIsTighter == aIsTighter)
    }

    @Test func widthLinesAndConfidenceBreakTies() {
        let location = SourceLocation(file: "f", line: 1)
        func label(lines: Int?, width: Double?, confidence: InferenceConfidence = .likely) -> Inference {
            Inference(key: KeyReference(key: "k"), component: .label, lines: lines, width: width, location: location, confidence: confidence, source: .swift)
        }
        #expect(SlotTightness.compare(label(lines: 1, width: 300), label(lines: 0, width: 100)).aIsTighter)
        #expect(SlotTightness.compare(label(lines: 2, width: 100), label(lines: 2, width: 150)).aIsTighter)
        #expect(SlotTightness.compare(label(lines: nil, width: nil, confidence: .exact), label(lines: nil, width: nil)).aIsTighter)
        #expect(SlotTightness.compare(label(lines: nil, width: nil), label(lines: nil, width: nil)).reason == nil)
    }

    @Test func totalsAddUp() {
        #expect(app.filesRead == [.interfaceBuilder: 2, .swift: 3, .objectiveC: 1])
        let placed = app.placedKeys.values.reduce(0, +)
        #expect(placed == app.placements.count)
        #expect(Set(app.inferences.map(\.key)).count == app.placements.count)
        #expect(app.placements.map(\.uses.count).reduce(0, +) == app.inferences.count)
        // Every group member is a placed key.
        let placedKeys = Set(app.placements.map(\.key))
        for group in app.groups { #expect(group.members.allSatisfy(placedKeys.contains), "\(group.id)") }
    }
}

@Suite("Tightness order")
struct TightnessOrderTests {
    /// Two components on one rank would make `compare` call the second one tighter whichever
    /// it is, with a reason that says otherwise.
    @Test func everyComponentHasItsOwnRank() {
        let ranks = Component.allCases.map(SlotTightness.rank(of:))
        #expect(Set(ranks).count == Component.allCases.count)
        #expect(Set(ranks) == Set(0..<Component.allCases.count))
    }
}
