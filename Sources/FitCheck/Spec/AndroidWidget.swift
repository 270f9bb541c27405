import TextMeasure
import TextStyles

/// The Android views a slot can be (`"widget"`), each a set of defaults for a label slot.
///
/// - `TextView`: Material 3's `bodyMedium` (14 sp / 20 sp; the platform's `TextView` default
///   text size is 14 sp too), unlimited lines unless `maxLines`, no ellipsis (`ellipsize`
///   unset: a text past `maxLines` is cut, which TypeFit reports as clipped).
/// - `Button` (`MaterialButton`, `Widget.Material3.Button`): `labelLarge` (14 sp, weight 500,
///   tracking 0.1 sp), 24 dp of padding left and right, at least 40 dp tall (Material 3's
///   common button spec: m3.material.io/components/buttons/specs), one line ending in an
///   ellipsis (UNVERIFIED: MaterialButton's own maxLines and ellipsize; override with `maxLines`
///   and `ellipsize`). Material 3 buttons are not all caps (`textAllCaps` false in its text
///   appearances); an all-caps theme is not read: a slot's `textCase` says so.
public enum AndroidWidget: String, CaseIterable, Sendable {
    case textView = "TextView"
    case button = "Button"

    /// Parses a widget name ignoring case (`textview`, `MaterialButton`, `Button`).
    public static func parse(_ text: String) -> AndroidWidget? {
        switch text.lowercased().filter({ $0.isLetter }) {
        case "textview", "materialtextview", "appcompattextview": .textView
        case "button", "materialbutton", "appcompatbutton": .button
        default: nil
        }
    }

    /// Sets the widget's defaults on `slot`.
    func apply(to slot: inout SlotSpec) {
        slot.component = .label
        switch self {
        case .textView:
            slot.style = TextStyle(name: "Body Medium")
            slot.lines = 0
            slot.lineBreakMode = .clipping
        case .button:
            slot.style = TextStyle(name: "Label Large")
            slot.lines = 1
            slot.lineBreakMode = .truncatingTail
            slot.insets = EdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
            slot.minimumHeight = 40
        }
    }

    /// The line break mode of `android:ellipsize`: `end` -> tail, `start` -> head, `middle` ->
    /// middle; `none` and `marquee` cut the line (a marquee scrolls, so it shows the start and
    /// cuts the rest: clipped).
    public static func lineBreakMode(ellipsize text: String) -> LineBreakMode? {
        switch text.lowercased() {
        case "end": .truncatingTail
        case "start": .truncatingHead
        case "middle": .truncatingMiddle
        case "none", "marquee": .clipping
        default: nil
        }
    }
}

extension SlotSpec {
    /// The slot of keys no rule matches on Android, when the spec names none: a one-line
    /// `bodyMedium` TextView 328 dp wide ending in an ellipsis. A guess: a 360 dp wide phone
    /// (the narrowest common Android width class) minus 16 dp margins each side.
    public static let androidDefault = SlotSpec(style: TextStyle(name: "Body Medium"), width: 328)
}
