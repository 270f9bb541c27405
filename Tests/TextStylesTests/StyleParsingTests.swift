import Testing
import TextStyles

@Suite("Text style names")
struct StyleParsingTests {
    @Test("spellings", arguments: [
        ("body", "Body"), ("Large Title", "Large Title"), ("largeTitle", "Large Title"), ("LARGE-TITLE", "Large Title"),
        ("title1", "Title 1"), ("Title 1", "Title 1"), ("title", "Title 1"), ("caption-1", "Caption 1"), ("caption", "Caption 1"),
        ("UIFontTextStyleBody", "Body"), ("UIFontTextStyleLargeTitle", "Large Title"), (".headline", "Headline"),
        // Interface Builder (the raw values of UIFont.TextStyle).
        ("UICTFontTextStyleBody", "Body"), ("UICTFontTextStyleTitle0", "Large Title"), ("UICTFontTextStyleTitle1", "Title 1"),
        ("UICTFontTextStyleTitle2", "Title 2"), ("UICTFontTextStyleTitle3", "Title 3"), ("UICTFontTextStyleHeadline", "Headline"),
        ("UICTFontTextStyleSubhead", "Subheadline"), ("UICTFontTextStyleCallout", "Callout"), ("UICTFontTextStyleFootnote", "Footnote"),
        ("UICTFontTextStyleCaption1", "Caption 1"), ("UICTFontTextStyleCaption2", "Caption 2"), ("subhead", "Subheadline"),
    ])
    func iOS(_ text: String, expected: String) throws {
        #expect(try TypeScale.standard.style(named: text, platform: .ios).name == expected)
    }

    @Test("identifiers", arguments: [("Large Title", "largeTitle"), ("Caption 1", "caption1"), ("Body", "body"), ("Footnote 2", "footnote2")])
    func identifier(_ name: String, expected: String) {
        #expect(TextStyle(name: name).identifier == expected)
    }

    @Test func unknownStyleListsValidAndSuggests() {
        let error = #expect(throws: TextStyleError.self) { try TypeScale.standard.style(named: "bdy", platform: .ios) }
        #expect(error?.description == "unknown iOS style 'bdy' (valid: Large Title, Title 1, Title 2, Title 3, Headline, Body, Callout, Subheadline, Footnote, Caption 1, Caption 2); did you mean 'Body'?")
    }

    @Test func interfaceBuilderTitle0IsOnlyLargeTitleAsARawValue() {
        // `title0` alone is no style anyone writes; only the raw value means Large Title.
        #expect(throws: TextStyleError.self) { try TypeScale.standard.style(named: "title0", platform: .ios) }
    }

    @Test func watchOSHasFootnote1ButNoCallout() throws {
        #expect(try TypeScale.standard.style(named: "footnote1", platform: .watchos).name == "Footnote 1")
        #expect(throws: TextStyleError.self) { try TypeScale.standard.style(named: "callout", platform: .watchos) }
    }

    @Test func platforms() throws {
        #expect(try Platform.parse("iOS") == .ios)
        #expect(try Platform.parse("watchOS") == .watchos)
        let error = #expect(throws: TextStyleError.self) { try Platform.parse("andriod") }
        #expect(error?.description == "unknown platform 'andriod' (valid: ios, ipados, watchos, macos, tvos, android); did you mean 'android'?")
    }

    @Test("weights", arguments: [(FontWeight.ultraLight, 100), (.regular, 400), (.medium, 500), (.semibold, 600), (.black, 900)])
    func weight(_ weight: FontWeight, value: Int) {
        #expect(weight.numericValue == value)
        #expect(FontWeight(parsing: String(value)) == weight)
        #expect(FontWeight(parsing: weight.displayName) == weight)
    }
}
