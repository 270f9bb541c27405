import FitCheck
import Foundation
import Testing
import TextMeasure
@testable import SlotInference

/// Slots inferred from Android layouts, menus, preference screens and Compose (issue 38), on
/// fixtures of the shapes of NewPipe's resources and nowinandroid's Compose screens.
@Suite("Android inference")
struct AndroidInferenceTests {
    static let result = inferSlots(at: [Fixtures.url("Android/app/src/main")])

    func use(_ key: String, _ file: String = "") throws -> Inference {
        try #require(Self.result.inferences.first { $0.key.key == key && $0.location.file.hasSuffix(file) }, "\(key)")
    }

    func unplaced(_ key: String) throws -> UnplacedKey {
        try #require(Self.result.unplaced.first { $0.key.key == key }, "\(key)")
    }

    @Test("the files read: layouts, menus and res/xml as Android resource XML, .kt as Kotlin; values/ is not a layout")
    func filesRead() {
        #expect(Self.result.filesRead[.androidXML] == 5)
        #expect(Self.result.filesRead[.kotlin] == 1 && Self.result.filesRead[.java] == 1)
        #expect(Self.result.issues.isEmpty, "\(Self.result.issues)")
    }

    @Test("a layout's views: the class's widget, the attribute's own line, widths in dp (from dimens, from a fixed parent)")
    func layoutViews() throws {
        let tempo = try use("playback_tempo")
        #expect(tempo.android?.widget == "TextView" && tempo.android?.viewClass == "org.schabi.newpipe.views.NewPipeTextView")
        #expect(tempo.location.line == 29, "android:text's line, not the start tag's end")
        #expect(tempo.width == 184, "match_parent in a 200 dp parent with 8 dp padding each side")
        #expect(tempo.confidence == .exact && tempo.source == .androidXML)

        let detail = try use("detail_text", "layout/activity_player.xml")
        #expect(detail.width == 150, "@dimen/detail_width -> @dimen/base_width -> 150dp")
        #expect(detail.android?.maxLines == 2 && detail.android?.ellipsize == "end" && detail.android?.style == "bodyLarge")

        let caption = try use("fixed_size_caption")
        #expect(caption.android?.maxLines == 1 && caption.android?.ellipsize == "end", "singleLine ends in an ellipsis")
        #expect(caption.android?.textSize == 12 && caption.android?.sizeIsDP == true)
        #expect(caption.width == nil && caption.notes.contains { $0.contains("wrap_content") })

        let ok = try use("ok_action")
        #expect(ok.android?.widget == "Button" && ok.component == .button && ok.width == 120)
        #expect(ok.android?.textAllCaps == true && ok.textCase == .uppercase, "android:textAllCaps=\"true\"")
        #expect(try use("detail_text", "layout/activity_player.xml").textCase == nil)

        let hint = try use("search_hint")
        #expect(hint.android?.maxLines == 1 && hint.width == nil && hint.notes.contains { $0.contains("0dp") })
        let chip = try use("filter_chip")
        #expect(chip.android?.style == "labelLarge" && chip.android?.maxLines == 1)
        let title = try use("player_title")
        #expect(title.android?.style == "titleLarge" && title.android?.maxLines == 1 && title.android?.ellipsize == "end")
    }

    @Test("text that is never drawn is listed as such; tools: attributes are not uses; a framework string is not the app's")
    func notDrawn() throws {
        #expect(try unplaced("play_description").isNotDisplayed)
        #expect(try unplaced("appbar_scrolling_view_behavior").isNotDisplayed)
        #expect(try unplaced("share_tooltip").isNotDisplayed)
        #expect(try unplaced("resume_key").isNotDisplayed && unplaced("resume_default").isNotDisplayed)
        #expect(try unplaced("ok").reason.contains("framework string"))
        let shortcut = try unplaced("shortcut_search")
        #expect(!shortcut.isNotDisplayed && shortcut.reason.contains("<shortcut> in res/xml"))
    }

    @Test("menu items and preferences: the rows that draw them")
    func menusAndPreferences() throws {
        let share = try use("share_action")
        #expect(share.android?.viewClass == "menu item" && share.android?.maxLines == 1)
        let resume = try use("resume_title")
        #expect(resume.android?.maxLines == 1 && resume.android?.ellipsize == "marquee" && resume.android?.textSize == 16)
        let summary = try use("resume_summary")
        #expect(summary.android?.maxLines == 10 && summary.android?.textSize == 14)
        #expect(try use("player_category").android?.style == "titleSmall")
    }

    @Test("a key in two layouts (portrait and landscape) keeps the tighter slot: 1 line over 2")
    func tighter() throws {
        let placement = try #require(Self.result.placement(of: "detail_text"))
        #expect(placement.uses.count == 2)
        #expect(placement.chosen.location.file.hasSuffix("layout-land/activity_player.xml"))
    }

    @Test("Compose: Text's own arguments, its container, locals and the app's composables")
    func compose() throws {
        let summary = try use("settings_summary")
        #expect(summary.android?.maxLines == 2 && summary.android?.ellipsize == "end" && summary.android?.style == "titleMedium")
        #expect(summary.width == 120 && summary.confidence == .likely && summary.source == .kotlin)

        let title = try use("settings_title")
        #expect(title.android?.style == "titleLarge" && title.android?.maxLines == 0 && title.android?.ellipsize == "none",
                "a top app bar's title; a Text has unlimited lines and clips unless told")
        let done = try use("done_action")
        #expect(done.android?.widget == "Button" && done.android?.textSize == 15, "a Text in a Row in a TextButton's content")
        #expect(try use("tab_home").android?.style == "labelMedium")
        #expect(try use("branch_text").android?.widget == "TextView", "through an if branch")
        let theme = try use("theme_section")
        #expect(theme.android?.style == "titleMedium" && theme.android?.maxLines == 1)
        #expect(theme.notes.contains { $0.contains("SectionTitle(text:)") })
    }

    @Test("Compose keys that are not placed say why; accessibility text is not drawn")
    func composeUnplaced() throws {
        #expect(try unplaced("back_description").isNotDisplayed, "contentDescription = stringResource(string.x)")
        #expect(try unplaced("unread_dot_description").isNotDisplayed, "a local given to contentDescription")
        #expect(try unplaced("loading_description").isNotDisplayed, "contentDesc = ...")
        #expect(try unplaced("undo_action").reason.contains("snackbar"))
        #expect(try unplaced("item_removed").reason.contains("snackbar"))
        #expect(try unplaced("annotated_part").reason.contains("AnnotatedString"))
        let helper = try unplaced("not_shown_anywhere")
        #expect(!helper.isNotDisplayed && helper.reason.contains("passed to Helper"))
    }

    @Test("the written rules read back as an Android spec's slots: widget, width, maxLines, ellipsize, size in sp or dp")
    func specReadsBack() throws {
        let written = inferredSpec(from: Self.result)
        let spec = try Spec.parse(#"{"platform": "android"}"#, path: "typefit.json").addingInferred(json: written.json)
        let ok = try #require(spec.slot(forKey: "ok_action")?.slot)
        #expect(ok.width == 120 && ok.lines == 1 && ok.lineBreakMode == .truncatingTail && ok.minimumHeight == 40)
        #expect(ok.textCase == .uppercase)
        let resume = try #require(spec.slot(forKey: "resume_title")?.slot)
        #expect(resume.lines == 1 && resume.lineBreakMode == .clipping && resume.size == 16)
        let caption = try #require(spec.slot(forKey: "fixed_size_caption")?.slot)
        #expect(caption.size == 12 && caption.scalesWithStyle == false)
        let title = try #require(spec.slot(forKey: "settings_title")?.slot)
        #expect(title.lines == 0 && title.style.name == "Title Large")
        #expect(written.placedKeys[.androidXML, default: 0] > 0 && written.placedKeys[.kotlin, default: 0] > 0)
    }

    @Test("a truncated layout and a Kotlin string left open are reported at their lines; the rest is read")
    func badInput() throws {
        let result = inferSlots(at: [Fixtures.url("Bad/AndroidBad")])
        let xml = try #require(result.issues.first { $0.location.file.hasSuffix("truncated.xml") })
        #expect(xml.kind == .malformed)
        let kotlin = try #require(result.issues.first { $0.location.file.hasSuffix("Broken.kt") })
        #expect(kotlin.location.line == 2 && kotlin.message.contains("not closed"))
        #expect(result.inferences.contains { $0.key.key == "unclosed_key" }, "the call before the broken string is read")
    }
}

/// Android view code in Java and Kotlin: dialog builders, titles, setText, toasts, preference
/// keys (issue 38).
@Suite("Android view code")
struct AndroidViewCodeTests {
    static let result = AndroidInferenceTests.result

    func use(_ key: String) throws -> Inference {
        try #require(Self.result.inferences.first { $0.key.key == key }, "\(key)")
    }

    func unplaced(_ key: String) throws -> UnplacedKey {
        try #require(Self.result.unplaced.first { $0.key.key == key }, "\(key)")
    }

    @Test("a dialog builder's title, message and buttons, through getString, on their lines")
    func dialogs() throws {
        let title = try use("delete_title")
        #expect(title.android?.style == "headlineSmall" && title.source == .java && title.location.line == 11)
        #expect(try use("delete_message").android?.style == "bodyMedium")
        #expect(try use("delete_action").android?.widget == "Button")
        #expect(try use("cancel_action").android?.widget == "Button")
        #expect(try use("rename_title").android?.style == "headlineSmall", "a Kotlin chain over lines")
    }

    @Test("an activity's title, setText and text =; a toast; keys and accessibility text are not drawn")
    func others() throws {
        let title = try #require(Self.result.inferences.first { $0.key.key == "player_title" && $0.source == .java })
        #expect(title.android?.maxLines == 1 && title.android?.style == "titleLarge")
        #expect(try use("status_text").confidence == .guess)
        #expect(try use("empty_text").source == .kotlin)
        #expect(try unplaced("saved_toast").reason.contains("Toast"))
        #expect(try unplaced("resume_key").isNotDisplayed)
        #expect(try #require(Self.result.unplaced.first { $0.key.key == "play_description" && $0.source == .java }).isNotDisplayed)
        #expect(try unplaced("some_id").reason.contains("assigned to id, which is not followed to a view"))
    }
}
