import Testing
@testable import Cassowary

/// kiwisolver's strength scale (`kiwi/strength.h`).
@Suite struct StrengthTests {
    @Test func theNamedStrengths() {
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.medium.value == 1_000)
        #expect(Strength.weak.value == 1)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect(Strength.required.isRequired && !Strength(1_001_000_999).isRequired)
    }

    @Test func createClipsEachPart() {
        #expect(Strength.create(1, 2, 3).value == 1_002_003)
        #expect(Strength.create(1, 2, 3, weight: 2).value == 2_004_006)
        #expect(Strength.create(2000, -5, 1000.5).value == 1_000_001_000)
        #expect(Strength.create(1000, 1000, 1000) == .required)
    }

    @Test func initClipsToTheScale() {
        #expect(Strength(-3).value == 0)
        #expect(Strength(5e9) == .required)
        #expect(Strength(.nan).value == 0)
        #expect(Strength(750).value == 750)
    }
}
