import Catalogs
import Testing

@Suite("Source locations as text")
struct SourceLocationTests {
    @Test("path:line, path:line:column, and the same bytes appended")
    func description() {
        let cases: [(Catalogs.SourceLocation, String)] = [
            (Catalogs.SourceLocation(file: "de.lproj/Localizable.strings", line: 12), "de.lproj/Localizable.strings:12"),
            (Catalogs.SourceLocation(file: "Main.storyboard", line: 1, column: 40), "Main.storyboard:1:40"),
            (Catalogs.SourceLocation(file: "ü dir/ä.xcstrings", line: 1_234_567, column: 0), "ü dir/ä.xcstrings:1234567:0"),
        ]
        for (location, text) in cases {
            #expect(location.description == text)
            var bytes: [UInt8] = [0x3E]
            location.appendDescription(to: &bytes)
            #expect(bytes == [0x3E] + Array(text.utf8))
        }
    }
}
