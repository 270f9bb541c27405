import TextMeasure
import TextStyles

extension SpecParser {
    /// The spec's Android keys: `"fontScales"` (the columns, like `"categories"`) and
    /// `"fontScaling"` (`"nonlinear"`, Android 14's tables, or `"linear"`, Android 13's rule).
    /// Either on another platform is an error at its line.
    func androidSettings(_ members: [String: SpecJSON], into spec: inout Spec) throws(SpecError) {
        for key in ["fontScales", "fontScaling"] {
            if let value = members[key], spec.platform != .android {
                throw SpecError(.invalidValue, file: file, line: value.line, "\(key) is an Android setting; the spec's platform is \(spec.platform.displayName)",
                                hint: "add \"platform\": \"android\", or remove \(key)")
            }
        }
        if spec.platform == .android { spec.categories = AndroidScaleColumns.categories }
        if let value = members["fontScales"] {
            if members["categories"] != nil {
                throw SpecError(.invalidValue, file: file, line: value.line, "the spec gives both fontScales and categories",
                                hint: "on Android give only fontScales")
            }
            spec.categories = try categories(value, "fontScales", platform: .android)
        }
        if let value = members["fontScaling"] {
            let text = try string(value, "fontScaling")
            guard let scaling = AndroidFontScaling.parse(text) else {
                throw SpecError(.invalidValue, file: file, line: value.line, "fontScaling must be \"nonlinear\" (Android 14 and later) or \"linear\" (Android 13 and earlier), not \"\(text)\"")
            }
            spec.fontScaling = scaling
        }
    }

    /// A slot's `"widget"` (`TextView`, `Button`): its defaults, applied before the slot's
    /// other keys so that those override them.
    func androidWidget(_ members: [SpecJSON.Member], platform: Platform, name: String, into slot: inout SlotSpec) throws(SpecError) {
        guard platform == .android, let v = members["widget"] else { return }
        let text = try string(v, "\(name).widget")
        guard let widget = AndroidWidget.parse(text) else {
            throw SpecError(.invalidValue, file: file, line: v.line, "\(name).widget must be one of \(AndroidWidget.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(text)\"")
        }
        widget.apply(to: &slot)
    }

    /// A slot's Android keys (`SpecParser.androidSlotKeys`) into `slot`; refused, at their line,
    /// on another platform.
    func androidSlot(_ members: [SpecJSON.Member], platform: Platform, name: String, into slot: inout SlotSpec) throws(SpecError) {
        let given = members.filter { Self.androidSlotKeys.contains($0.key) }
        guard !given.isEmpty else { return }
        guard platform == .android else {
            throw SpecError(.invalidValue, file: file, line: given[0].value.line,
                            "\(name).\(given[0].key) is an Android TextView setting; the spec's platform is \(platform.displayName)",
                            hint: "add \"platform\": \"android\" to the spec, or use the UIKit keys (lines, lineBreakMode, minimumScaleFactor)")
        }
        if let v = members["maxLines"] {
            let lines = String(try integer(v, "\(name).maxLines"))
            slot.lines = try slotValue(v) { () throws(SlotValueError) in try SlotValues.lines(lines, name: "\(name).maxLines") }
        }
        if let v = members["ellipsize"] {
            let text = try string(v, "\(name).ellipsize")
            guard let mode = AndroidWidget.lineBreakMode(ellipsize: text) else {
                throw SpecError(.invalidValue, file: file, line: v.line, "\(name).ellipsize must be none, start, middle, end or marquee, not \"\(text)\"")
            }
            slot.lineBreakMode = mode
        }
        if let v = members["includeFontPadding"] { slot.android.includeFontPadding = try bool(v, "\(name).includeFontPadding") }
        if let v = members["lineSpacingMultiplier"] { slot.android.lineSpacingMultiplier = try positive(v, "\(name).lineSpacingMultiplier") }
        if let v = members["lineSpacingExtra"] {
            let text = try numberText(v, "\(name).lineSpacingExtra")
            guard let extra = Double(text), extra.isFinite, abs(extra) <= Spec.largestLength else {
                throw SpecError(.invalidValue, file: file, line: v.line, "\(name).lineSpacingExtra must be a number of dp, not \(text)")
            }
            slot.android.lineSpacingExtra = extra
        }
        let low = try members["autoSizeMinTextSize"].map { (v) throws(SpecError) in try positive(v, "\(name).autoSizeMinTextSize") }
        let high = try members["autoSizeMaxTextSize"].map { (v) throws(SpecError) in try positive(v, "\(name).autoSizeMaxTextSize") }
        if low != nil || high != nil {
            let lower = low ?? AndroidTextSettings.defaultAutoSizeMinimum, upper = high ?? AndroidTextSettings.defaultAutoSizeMaximum
            guard lower <= upper else {
                throw SpecError(.invalidValue, file: file, line: (members["autoSizeMinTextSize"] ?? members["autoSizeMaxTextSize"])!.line,
                                "\(name): autoSizeMinTextSize (\(lower) sp) is larger than autoSizeMaxTextSize (\(upper) sp)")
            }
            slot.android.autoSize = lower...upper
        }
    }
}
