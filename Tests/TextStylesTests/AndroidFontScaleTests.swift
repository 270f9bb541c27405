import Testing
import TextStyles

/// Android 14 font scaling (AOSP FontScaleConverterFactory), expected values by hand.
@Suite("Android font scale")
struct AndroidFontScaleTests {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test("linear below 1.13", arguments: [(1.0, 14.0, 14.0), (1.1, 14, 15.4), (0.85, 20, 17), (1.12, 100, 112)])
    func linear(scale: Double, sp: Double, dp: Double) {
        #expect(close(AndroidFontScale.dp(forSp: sp, fontScale: scale), dp))
    }

    @Test("table points", arguments: [(1.5, 14.0, 22.0), (1.15, 14, 16.4), (2.0, 30, 38), (1.3, 8, 10.4), (1.8, 100, 100)])
    func tablePoints(scale: Double, sp: Double, dp: Double) {
        #expect(close(AndroidFontScale.dp(forSp: sp, fontScale: scale), dp))
    }

    @Test func interpolatesBetweenSpPoints() {
        #expect(close(AndroidFontScale.dp(forSp: 16, fontScale: 1.5), 23))  // 14 -> 22, 18 -> 24
        #expect(close(AndroidFontScale.dp(forSp: 65, fontScale: 2.0), 69))  // 30 -> 38, 100 -> 100
    }

    @Test func interpolatesBetweenScaleTables() {
        #expect(close(AndroidFontScale.dp(forSp: 14, fontScale: 1.4), 20.4))  // 1.3: 18.8, 1.5: 22
        #expect(close(AndroidFontScale.dp(forSp: 16, fontScale: 1.65), (23 + 26) / 2))  // 1.5: 23, 1.8: 26
    }

    @Test func betweenThresholdAndFirstTableBlendsWithLinearAtOne() {
        // 1.14 lies 14/15 of the way from 1.0 (dp = sp) to 1.15 (14 -> 16.4).
        #expect(close(AndroidFontScale.dp(forSp: 14, fontScale: 1.14), 14 + 2.4 * 14 / 15))
    }

    @Test func belowEightSpInterpolatesFromZero() {
        #expect(close(AndroidFontScale.dp(forSp: 4, fontScale: 1.5), 6))
        #expect(close(AndroidFontScale.dp(forSp: 0, fontScale: 2.0), 0))
    }

    @Test func aboveHundredSpKeepsRatioOne() {
        #expect(close(AndroidFontScale.dp(forSp: 200, fontScale: 1.5), 200))
    }

    @Test func aboveTheLastTableIsLinear() {
        #expect(close(AndroidFontScale.dp(forSp: 14, fontScale: 2.5), 35))
    }

    @Test func negativeKeepsSign() {
        #expect(close(AndroidFontScale.dp(forSp: -14, fontScale: 1.5), -22))
    }
}
