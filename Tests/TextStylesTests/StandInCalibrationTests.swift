import Testing
import TextStyles

/// The stand-in's width calibration and error band, values written out by hand from the tables.
@Suite("Stand-in calibration")
struct StandInCalibrationTests {
    let calibration = StandInCalibration.standard

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-12 }

    @Test("listed cells", arguments: [
        (CalibratedScript.latin, 400, 17.0, 0.9972), (.latin, 400, 21, 1.0545), (.latin, 400, 20, 1.0735),
        (.latin, 600, 19, 1.0042), (.latin, 700, 21, 1.0728), (.cyrillic, 400, 21, 1.0495), (.greek, 400, 17, 0.9860),
    ])
    func listed(script: CalibratedScript, weight: Int, size: Double, factor: Double) {
        #expect(close(calibration.factor(script, weight: weight, pointSize: size), factor))
    }

    @Test func betweenSizesTheNearestLowerIntegerSize() {
        #expect(close(calibration.factor(.latin, weight: 400, pointSize: 21.9), 1.0545))
        #expect(close(calibration.factor(.latin, weight: 400, pointSize: 19.99), 0.9866))
        #expect(close(calibration.factor(.latin, weight: 400, pointSize: 12.8164), 0.9972))
    }

    @Test func outsideTheListedSizesTheNearestListedOne() {
        #expect(calibration.sizes == 6...100)
        #expect(close(calibration.factor(.latin, weight: 400, pointSize: 4), 0.9972))
        #expect(close(calibration.factor(.latin, weight: 400, pointSize: 140), 0.9741))
    }

    @Test func lighterWeightsTakeRegularsFactor() {
        #expect(close(calibration.factor(.latin, weight: 300, pointSize: 21), 1.0545))
        #expect(close(calibration.factor(.latin, weight: 100, pointSize: 17), 0.9972))
        #expect(calibration.note(weight: 300) != nil)
    }

    @Test func heavierWeightsExtrapolateSemiboldToBold() {
        // Bold 1.0728 + (1.0728 - 1.0642) = 1.0814 at 21 pt; twice the step for Black.
        #expect(close(calibration.factor(.latin, weight: 800, pointSize: 21), 1.0814))
        #expect(close(calibration.factor(.latin, weight: 900, pointSize: 21), 1.0900))
        #expect(calibration.note(weight: 800)?.contains("Semibold->Bold") == true)
        #expect(calibration.note(weight: 400) == nil)
    }

    @Test func factorsOfEveryGroup() {
        let factors = calibration.factors(weight: 400, pointSize: 21)
        #expect(close(factors.latin, 1.0545) && close(factors.cyrillic, 1.0495) && close(factors.greek, 1.0290))
        #expect(!factors.isIdentity && WidthFactors.identity.isIdentity)
    }

    @Test func errorBands() {
        let latin = calibration.errorBand(.latin, weight: 400)
        #expect(close(latin.p50, 0.49) && close(latin.p95, 2.24) && close(latin.p99, 3.54))
        #expect(close(calibration.errorBand(.cyrillic, weight: 700)[.p99], 3.43))
        // Between Regular (2.24) and Medium (2.02) nothing is listed; outside, the nearest weight.
        #expect(close(calibration.errorBand(.latin, weight: 300).p95, 2.24))
        #expect(close(calibration.errorBand(.greek, weight: 900).p95, 2.58))
        #expect(close(latin.union(calibration.errorBand(.greek, weight: 400)).p95, 2.58))
    }

    @Test func scriptGroupsAndPercentiles() {
        #expect(CalibratedScript(iso15924: "Cyrl") == .cyrillic)
        #expect(CalibratedScript(iso15924: "Hebr") == nil)
        #expect(BandPercentile(name: "P99") == .p99 && BandPercentile(name: "95") == .p95 && BandPercentile(name: "p50") == nil)
    }
}
