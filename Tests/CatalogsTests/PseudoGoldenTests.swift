import Foundation
import Testing
@testable import Catalogs

/// Compares pseudo-localized files with golden files in `Fixtures/Golden`.
///
/// Regenerate them with `TYPEFIT_UPDATE_GOLDENS=1 swift test --filter CatalogsTests`, then review
/// the diff before committing.
@Suite("Pseudo-localization goldens")
struct PseudoGoldenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var input: String
        var mode: String
        var golden: String
        var testDescription: String { "\(golden) from \(input)" }
    }

    static let cases = [
        Case(input: "StringCatalog/Localizable.xcstrings", mode: "accented", golden: "Localizable.accented.xcstrings"),
        Case(input: "XLIFF/de.xliff", mode: "expand:1.4", golden: "de.expand.xliff"),
        Case(input: "StringsDict/Localizable.stringsdict", mode: "double", golden: "Localizable.double.stringsdict"),
        Case(input: "Android/res/values/strings.xml", mode: "rtl", golden: "strings.rtl.xml"),
        Case(input: "App/en.lproj-fixture/Localizable.strings", mode: "bounded", golden: "Localizable.bounded.strings"),
    ]

    @Test(arguments: cases)
    func matchesGolden(_ testCase: Case) throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { Fixtures.cleanUp(directory) }
        let output = directory.appendingPathComponent(testCase.golden)
        try writePseudoLocalization(of: Fixtures.url(testCase.input), mode: PseudoMode(argument: testCase.mode), to: output)
        let actual = try Data(contentsOf: output)
        let golden = Fixtures.url("Golden/\(testCase.golden)")
        if ProcessInfo.processInfo.environment["TYPEFIT_UPDATE_GOLDENS"] == "1" {
            try actual.write(to: golden)
            return
        }
        let expected = try Data(contentsOf: golden)
        #expect(actual == expected, "\(testCase.golden) differs; run with TYPEFIT_UPDATE_GOLDENS=1 to regenerate and review the diff")
    }
}
