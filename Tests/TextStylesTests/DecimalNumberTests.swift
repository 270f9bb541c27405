import Testing
@testable import TextStyles

/// Numbers on the command line and in tables are decimal (issue 12, item 11: `--width 0x10`
/// was read as 16, as `Double("0x10")` is).
@Suite("Decimal numbers")
struct DecimalNumberTests {
    @Test(arguments: [("17", 17.0), ("-0.5", -0.5), (".5", 0.5), ("5.", 5.0), ("1e3", 1000.0), ("+2", 2.0), ("2.5E-1", 0.25)])
    func decimals(text: String, value: Double) {
        #expect(parseDecimal(text) == value)
    }

    @Test(arguments: ["0x10", "0X1p4", "nan", "inf", "infinity", "", "-", ".", "1e", "e5", " 1", "1 ", "1,5", "--1", "1-2", "1.2.3", "1e2e3", "١٢"])
    func notDecimals(text: String) {
        #expect(parseDecimal(text) == nil)
    }
}
