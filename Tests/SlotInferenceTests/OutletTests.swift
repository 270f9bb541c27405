import Testing
import TextMeasure
@testable import SlotInference

/// A text code puts into a view connected as an outlet in Interface Builder is measured in that
/// view's font and lines (`Fixtures/Outlets`: simplenote's NoticeView, whose xib label wraps,
/// and a cell's outlet read through a cast `cell`).
@Suite("Texts assigned through Interface Builder outlets")
struct OutletTests {
    static let app: SlotInferenceResult = inferSlots(at: [Fixtures.url("Outlets")])

    @Test func theOutletOfTheTypeWhoseBodyAssignsIt() throws {
        let use = try #require(Self.app.uses("notice.offline").first)
        #expect(use.lines == 0 && use.lineBreak == .word)
        #expect(use.font?.style?.name == "Subheadline")
        #expect(use.outletView?.hasSuffix("NoticeView.xib#ntc-00-001") == true)
        #expect(use.notes.contains { $0.contains("connected as outlet `NoticeView.noticeLabel`") })
        // Not the frame Xcode saved for the placeholder "Label".
        #expect(use.width == nil)
    }

    @Test func theOutletOfTheReceiversTypeInEffectThere() throws {
        let tag = try #require(Self.app.uses("tags.title").first)
        #expect(tag.lines == 2 && tag.font?.pointSize == 15)
        #expect(tag.outletView?.hasSuffix("TagCell.xib#tag-00-001") == true)
        // The `cell` of the next branch is an OtherCell: no xib gives its label.
        let other = try #require(Self.app.uses("tags.other").first)
        #expect(other.outletView == nil && other.lines == nil)
    }

    @Test func aButtonOutletsNormalTitle() throws {
        let retry = try #require(Self.app.uses("notice.retry").first)
        #expect(retry.component == .button && retry.font?.pointSize == 15 && retry.lineBreak == .middle)
        #expect(retry.outletView?.hasSuffix("NoticeView.xib#ntc-00-002") == true)
        // The highlighted state's title is not the xib's normal title.
        let retrying = try #require(Self.app.uses("notice.retrying").first)
        #expect(retrying.outletView == nil && retrying.font == nil)
    }

    @Test func anotherClassWithAnOutletOfTheSameNameIsNotIt() throws {
        let banner = try #require(Self.app.uses("banner.title").first)
        #expect(banner.outletView == nil && banner.lines == nil)
    }
}
