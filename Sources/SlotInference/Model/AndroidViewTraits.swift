/// What an Android layout file or a Compose call says about the view a key is shown in, in the
/// words of an Android spec (`"widget"`, `"maxLines"`, `"ellipsize"`, `"style"`, `"size"`).
///
/// The inference's `width` is the view's `layout_width` in dp (or Compose's `Modifier.width`),
/// and its `component` says label or button for the places that compare components (the
/// tighter of two uses); this says the rest.
public struct AndroidViewTraits: Sendable, Hashable, Codable {
    /// The widget of the spec's slot: `TextView` or `Button`.
    public var widget: String
    /// The view as the file names it (`com.google.android.material.button.MaterialButton`,
    /// `Text` in Compose, `menu item`, `Preference title`).
    public var viewClass: String
    /// `android:maxLines` (also from `lines`, `singleLine`, Compose's `maxLines`); nil when unset.
    public var maxLines: Int?
    /// `android:ellipsize` (`end`, `start`, `middle`, `marquee`, `none`), Compose's `overflow`.
    public var ellipsize: String?
    /// `android:textSize` in sp (or in dp, which does not follow the font scale: `sizeIsDP`).
    public var textSize: Double?
    public var sizeIsDP: Bool
    /// A Material 3 type style (`Body Large`) from `textAppearance` or Compose's `style`.
    public var style: String?
    /// `android:textAllCaps="true"`: TextView shows the text upper-cased (with the locale's
    /// casing); nil when the element does not say (a style or theme may; not read).
    public var textAllCaps: Bool?

    public init(widget: String, viewClass: String, maxLines: Int? = nil, ellipsize: String? = nil,
                textSize: Double? = nil, sizeIsDP: Bool = false, style: String? = nil) {
        self.widget = widget
        self.viewClass = viewClass
        self.maxLines = maxLines
        self.ellipsize = ellipsize
        self.textSize = textSize
        self.sizeIsDP = sizeIsDP
        self.style = style
    }

    /// `TextView Body Large 2 lines end`.
    var summary: String {
        var parts = [widget]
        if let style { parts.append(style) }
        if let textSize { parts.append("\(formatNumber(textSize)) \(sizeIsDP ? "dp (fixed)" : "sp")") }
        if let maxLines { parts.append(maxLines == 0 ? "unlimited lines" : maxLines == 1 ? "1 line" : "\(maxLines) lines") }
        if let ellipsize { parts.append("ellipsize \(ellipsize)") }
        return parts.joined(separator: " ")
    }
}
