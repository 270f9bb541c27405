import Testing
import TextStyles

/// Tracking from the HIG's 1/1000 em column, written out by hand.
@Suite("Tracking")
struct TrackingTests {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-12 }

    @Test("listed sizes", arguments: [(17.0, -0.026), (6, 0.041), (12, 0), (20, -0.023), (24, 0.003), (96, 0)])
    func listed(size: Double, em: Double) {
        #expect(close(Tracking.em(pointSize: size), em))
    }

    @Test func seventeenPointInPointsUsesTheEmColumn() {
        #expect(close(Tracking.points(pointSize: 17), -0.442))
    }

    @Test func interpolatesBetweenListedSizes() {
        #expect(close(Tracking.em(pointSize: 55), 0.006))  // 54: 6, 56: 6
        #expect(close(Tracking.em(pointSize: 74), 0.0015))  // 72: 2, 76: 1
        #expect(close(Tracking.em(pointSize: 16.5), -0.023))  // 16: -20, 17: -26
    }

    @Test func clampsOutsideTheTable() {
        #expect(close(Tracking.em(pointSize: 4), 0.041))
        #expect(close(Tracking.em(pointSize: 200), 0))
    }

    @Test func otherFonts() {
        #expect(close(Tracking.em(pointSize: 17, font: .newYork), -0.004))
        #expect(close(Tracking.em(pointSize: 17, font: .sfProRounded), 0.022))
        #expect(close(Tracking.em(pointSize: 19, font: .sfCompact, platform: .watchos), -0.012))
        #expect(close(Tracking.em(pointSize: 17, font: .sfPro, platform: .macos), -0.026))
    }

    @Test func notANumberStaysNotANumber() {
        #expect(Tracking.em(pointSize: .nan).isNaN)
    }
}
