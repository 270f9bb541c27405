import Catalogs

/// One element of an Android resource file, as the slot of the texts its attributes name: the
/// widget, lines, ellipsis, text size, type style and width an Android spec would write.
///
/// Defaults where the file says nothing are the widgets' own (``AndroidWidget``: a TextView has
/// unlimited lines, a Button one line ending in an ellipsis). Where a view's text is drawn by a
/// view the file does not contain (a toolbar's title, a menu item, a preference row, a tab),
/// the slot is that view's, with its source in the notes (docs/android.md lists them).
struct AndroidXMLView {
    static let textView = "TextView"
    static let button = "Button"

    /// What one attribute's text is.
    enum Use {
        case shown(AndroidViewTraits, width: Double?, notes: [String])
        case notDrawn(String)
        case unknown(String)
    }

    let element: MarkupElement
    let parent: MarkupElement?
    let folder: AndroidXMLReader.Folder
    let dimens: AndroidDimens
    /// The class without its package: `NewPipeTextView`, `MaterialButton`.
    let simpleName: String

    init(_ element: MarkupElement, parent: MarkupElement?, folder: AndroidXMLReader.Folder, dimens: AndroidDimens) {
        self.element = element
        self.parent = parent
        self.folder = folder
        self.dimens = dimens
        simpleName = element.name.split(separator: ".").last.map(String.init) ?? element.name
    }

    /// An attribute by its name without the namespace prefix (`android:maxLines`, `app:title`).
    func attribute(_ local: String) -> String? {
        element.attributes["android:" + local] ?? element.attributes["app:" + local]
    }

    func use(of attribute: String) -> Use {
        let local = attribute.split(separator: ":").last.map(String.init) ?? attribute
        switch local {
        case "contentDescription", _ where local.hasSuffix("ContentDescription"): return .notDrawn("accessibility text (read by TalkBack, never drawn)")
        case "autofillHints", "keywords": return .notDrawn("\(local): read by the system (autofill, search), never drawn")
        case "tooltipText": return .notDrawn("a tooltip (a popup shown on long press, which wraps its text)")
        case _ where local.hasPrefix("layout_"): return .notDrawn("\(local): a layout setting (a class name or a value), never shown")
        default: break
        }
        switch folder {
        case .xml: return preferenceUse(local)
        case .menu: return menuUse(local)
        case .layout: return layoutUse(local)
        }
    }

    // MARK: - Layouts

    private func layoutUse(_ local: String) -> Use {
        switch local {
        case "text" where simpleName == "TabItem":
            return shown(AndroidViewTraits(widget: Self.textView, viewClass: "TabItem", maxLines: 2, ellipsize: "end", style: "titleSmall"),
                         readsView: false, notes: ["a TabLayout tab: Material 3's Title Small, at most 2 lines ending in an ellipsis (material-components TabLayout's default maxLines 2; UNVERIFIED on a device); the tab's width is not read"])
        case "text":
            return textUse()
        case "hint":
            var notes = ["a hint: shown while the field is empty, in the field's own width and lines"]
            var traits = readTraits(widget: Self.textView)
            if simpleName.hasSuffix("TextInputLayout") {
                traits.maxLines = traits.maxLines ?? 1
                traits.ellipsize = traits.ellipsize ?? "end"
                notes = ["a TextInputLayout's hint (its floating label): one line ending in an ellipsis (UNVERIFIED)"]
            }
            return shown(traits, readsView: true, notes: notes)
        case "title" where simpleName.hasSuffix("Toolbar") || simpleName.hasSuffix("ToolbarLayout"):
            return shown(AndroidViewTraits(widget: Self.textView, viewClass: simpleName + " title", maxLines: 1, ellipsize: "end", style: "titleLarge"),
                         readsView: false, notes: ["a toolbar's title: one line ending in an ellipsis (AOSP Toolbar makes its title view single-line with TruncateAt.END), Material 3's Title Large; its width (the bar minus its icons and actions) is not known, the default slot's is used"])
        case "subtitle" where simpleName.hasSuffix("Toolbar"):
            return shown(AndroidViewTraits(widget: Self.textView, viewClass: simpleName + " subtitle", maxLines: 1, ellipsize: "end"),
                         readsView: false, notes: ["a toolbar's subtitle: one line ending in an ellipsis (AOSP Toolbar); its width is not known"])
        case "helperText", "placeholderText", "prefixText", "suffixText", "errorText":
            return shown(AndroidViewTraits(widget: Self.textView, viewClass: simpleName + " " + local, style: "bodySmall"),
                         readsView: true, notes: ["a text field's supporting text: Material 3's Body Small (m3.material.io text fields specs)"])
        case "prompt":
            return shown(AndroidViewTraits(widget: Self.textView, viewClass: simpleName + " prompt", style: "headlineSmall"),
                         readsView: false, notes: ["a Spinner's prompt: the title of its dialog (Material 3 dialogs: Headline Small)"])
        default:
            return .unknown("\(local) of <\(element.name)>: not a text TypeFit measures")
        }
    }

    /// `android:text` of a view, by its class.
    private func textUse() -> Use {
        let name = simpleName
        if name.hasSuffix("Chip") {
            var traits = readTraits(widget: Self.textView)
            traits.maxLines = traits.maxLines ?? 1
            traits.ellipsize = traits.ellipsize ?? "end"
            traits.style = traits.style ?? "labelLarge"
            return shown(traits, readsView: true, notes: ["a Chip: checked as a one-line Label Large TextView ending in an ellipsis; its padding and icons are not modelled"])
        }
        let compound = ["RadioButton", "CheckBox", "Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch", "CheckedTextView"]
        if compound.contains(where: { name.hasSuffix($0) }) {
            return shown(readTraits(widget: Self.textView), readsView: true,
                         notes: ["a \(name): its box or switch takes room beside the text, which is not subtracted from the width read"])
        }
        if name.hasSuffix("Button") && !name.hasSuffix("ImageButton") || name == "ToggleButton" {
            var notes: [String] = []
            if name.hasSuffix("FloatingActionButton") { notes.append("an extended floating action button: checked as a Material 3 Button (its icon is not modelled)") }
            return shown(readTraits(widget: Self.button), readsView: true, notes: notes)
        }
        let notes = name.hasSuffix("TextView") || name.hasSuffix("EditText") || name == "TextView" ? [] : ["a <\(element.name)>: read as a TextView"]
        return shown(readTraits(widget: Self.textView), readsView: true, notes: notes)
    }

    // MARK: - Menus and preferences

    private func menuUse(_ local: String) -> Use {
        guard element.localName == "item", local == "title" else {
            return .unknown("\(local) of a menu's <\(element.name)>: not a text TypeFit measures")
        }
        return shown(AndroidViewTraits(widget: Self.textView, viewClass: "menu item", maxLines: 1, ellipsize: "end", style: "bodyLarge"), readsView: false,
                     notes: ["a menu item's title: checked as a one-line row of the overflow menu, Material 3's Body Large (m3.material.io menus specs; the row's single line is UNVERIFIED); as a toolbar action with an icon it is only the tooltip, as a bottom navigation item a Label Medium label"])
    }

    private func preferenceUse(_ local: String) -> Use {
        guard element.name.contains("Preference") else {
            return .unknown("\(local) of <\(element.name)> in res/xml: not a view TypeFit measures")
        }
        let source = "androidx.preference's preference row (UNVERIFIED on a device)"
        switch local {
        case "key", "dependency":
            return .notDrawn("a preference's key: an identifier, never shown")
        case "defaultValue":
            return .notDrawn("a preference's default value: stored, never drawn as itself")
        case "title":
            if element.name.hasSuffix("PreferenceCategory") {
                return shown(AndroidViewTraits(widget: Self.textView, viewClass: "PreferenceCategory title", maxLines: 1, ellipsize: "end", style: "titleSmall"),
                             readsView: false, notes: ["a preference category's title: one line, Title Small, from \(source)"])
            }
            return shown(AndroidViewTraits(widget: Self.textView, viewClass: "Preference title", maxLines: 1, ellipsize: "marquee", textSize: 16), readsView: false,
                         notes: ["a preference's title: one line (apps that want more call setSingleLine(false) on android.R.id.title), 16 sp (textAppearanceListItem), from \(source); its width (the screen minus the icon and widget) is not known"])
        case "summary", "summaryOn", "summaryOff":
            return shown(AndroidViewTraits(widget: Self.textView, viewClass: "Preference summary", maxLines: 10, ellipsize: "end", textSize: 14), readsView: false,
                         notes: ["a preference's summary: at most 10 lines, 14 sp (textAppearanceListItemSecondary), from \(source)"])
        case "dialogTitle":
            return shown(AndroidViewTraits(widget: Self.textView, viewClass: "Preference dialog title", style: "headlineSmall"), readsView: false,
                         notes: ["a preference dialog's title (Material 3 dialogs: Headline Small)"])
        case "dialogMessage":
            return shown(AndroidViewTraits(widget: Self.textView, viewClass: "Preference dialog message", style: "bodyMedium"), readsView: false,
                         notes: ["a preference dialog's message (Material 3 dialogs: Body Medium)"])
        case "positiveButtonText", "negativeButtonText":
            return shown(AndroidViewTraits(widget: Self.button, viewClass: "Preference dialog button"), readsView: false,
                         notes: ["a preference dialog's button"])
        default:
            return .unknown("\(local) of <\(element.name)>: not a text TypeFit measures")
        }
    }

    // MARK: - Reading the view

    /// `traits` with the width: the view's own when `readsView`, else none.
    private func shown(_ traits: AndroidViewTraits, readsView: Bool, notes: [String]) -> Use {
        guard readsView else { return .shown(traits, width: nil, notes: notes) }
        let (width, widthNote) = self.width()
        return .shown(traits, width: width, notes: notes + [widthNote].compactMap { $0 })
    }

    /// The widget's traits with what the element says: lines, ellipsis, size, type style.
    func readTraits(widget: String) -> AndroidViewTraits {
        var traits = AndroidViewTraits(widget: widget, viewClass: element.name)
        if let text = attribute("maxLines").map(dimens.resolve), let lines = Int(text), lines >= 0 { traits.maxLines = lines }
        if let text = attribute("lines").map(dimens.resolve), let lines = Int(text), lines >= 0 { traits.maxLines = lines }
        if attribute("singleLine") == "true" {
            traits.maxLines = 1
            // TextView ends a single line in an ellipsis unless told otherwise.
            traits.ellipsize = "end"
        }
        if let ellipsize = attribute("ellipsize"), ["end", "start", "middle", "marquee", "none"].contains(ellipsize) { traits.ellipsize = ellipsize }
        if let allCaps = attribute("textAllCaps").map(dimens.resolve), allCaps == "true" || allCaps == "false" { traits.textAllCaps = allCaps == "true" }
        if let size = attribute("textSize").map(dimens.resolve) {
            if let sp = Self.length(size, units: ["sp"]) {
                traits.textSize = sp
            } else if let dp = Self.length(size, units: ["dp", "dip"]) {
                traits.textSize = dp
                traits.sizeIsDP = true
            }
        }
        if let appearance = attribute("textAppearance") ?? element.attributes["style"] {
            switch AndroidTextAppearance.read(appearance) {
            case .material3(let token): traits.style = token
            case .size(let sp): if traits.textSize == nil { traits.textSize = sp }
            case nil: break
            }
        }
        return traits
    }

    /// The view's width in dp from `layout_width`: a length, or its parent's for
    /// `match_parent` in a parent of fixed width (less the parent's padding and the view's
    /// margins); otherwise nil and why.
    func width() -> (Double?, String?) {
        guard let raw = attribute("layout_width").map(dimens.resolve) else { return (nil, nil) }
        if let dp = Self.length(raw, units: ["dp", "dip"]) {
            if dp == 0 { return (nil, "layout_width 0dp: sized by its constraints or weight, which are not solved on Android; the default slot's width is used") }
            return (dp, nil)
        }
        switch raw {
        case "match_parent", "fill_parent":
            if let parent, let parentWidth = parent.attributes["android:layout_width"].map(dimens.resolve).flatMap({ Self.length($0, units: ["dp", "dip"]) }), parentWidth > 0 {
                let inner = parentWidth - padding(of: parent, "Start", "Left") - padding(of: parent, "End", "Right") - margin("Start", "Left") - margin("End", "Right")
                if inner > 0 { return (inner, "match_parent in a \(formatNumber(parentWidth)) dp parent") }
            }
            return (nil, "layout_width match_parent: as wide as its parent, which is not laid out on Android; the default slot's width is used")
        case "wrap_content":
            return (nil, "layout_width wrap_content: as wide as its text up to its parent's width; the default slot's width is the limit")
        default:
            return (nil, "layout_width \(raw): not a length in dp; the default slot's width is used")
        }
    }

    private func padding(of element: MarkupElement, _ names: String...) -> Double {
        let all = element.attributes["android:padding"].map(dimens.resolve).flatMap { Self.length($0, units: ["dp", "dip"]) }
        let side = names.lazy.compactMap { element.attributes["android:padding" + $0] }.first.map(dimens.resolve).flatMap { Self.length($0, units: ["dp", "dip"]) }
        return side ?? all ?? 0
    }

    private func margin(_ names: String...) -> Double {
        let all = element.attributes["android:layout_margin"].map(dimens.resolve).flatMap { Self.length($0, units: ["dp", "dip"]) }
        let side = names.lazy.compactMap { element.attributes["android:layout_margin" + $0] }.first.map(dimens.resolve).flatMap { Self.length($0, units: ["dp", "dip"]) }
        return side ?? all ?? 0
    }

    /// `16dp` as 16 when its unit is one of `units`.
    static func length(_ text: String, units: [String]) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for unit in units where trimmed.hasSuffix(unit) {
            if let value = Double(trimmed.dropLast(unit.count)), value.isFinite, value >= 0 { return value }
        }
        return nil
    }
}

/// A `textAppearance` (or a view's `style`) as a Material 3 type style or a text size.
enum AndroidTextAppearance: Equatable {
    case material3(String)
    case size(Double)

    static let material3Tokens = ["displayLarge", "displayMedium", "displaySmall", "headlineLarge", "headlineMedium", "headlineSmall",
                                  "titleLarge", "titleMedium", "titleSmall", "bodyLarge", "bodyMedium", "bodySmall",
                                  "labelLarge", "labelMedium", "labelSmall"]

    /// Material Components (Material Design 2) text appearances, in sp (m2.material.io type
    /// scale: Headline1 96 ... Overline 10).
    static let material2Sizes: [String: Double] = [
        "headline1": 96, "headline2": 60, "headline3": 48, "headline4": 34, "headline5": 24, "headline6": 20,
        "subtitle1": 16, "subtitle2": 14, "body1": 16, "body2": 14, "button": 14, "caption": 12, "overline": 10,
    ]

    /// The platform's `TextAppearance.Small`, `.Medium`, `.Large` (AOSP core/res/res/values/styles.xml).
    static let platformSizes: [String: Double] = ["small": 14, "medium": 18, "large": 22]

    /// `?attr/textAppearanceBodyLarge`, `@style/TextAppearance.Material3.BodyLarge`,
    /// `?attr/textAppearanceHeadline6`, `?android:attr/textAppearanceMedium`; nil for others
    /// (an app's own style, which is not read).
    static func read(_ value: String) -> AndroidTextAppearance? {
        let name = value.split(whereSeparator: { $0 == "/" || $0 == "." }).last.map(String.init) ?? value
        var token = name
        if token.lowercased().hasPrefix("textappearance") { token = String(token.dropFirst("textAppearance".count)) }
        guard !token.isEmpty else { return nil }
        let lower = token.lowercased()
        if let m3 = material3Tokens.first(where: { $0.lowercased() == lower }), value.contains("Material3") || value.contains("?") {
            return .material3(m3)
        }
        if value.contains("android:attr/") || value.contains("@android:style/") { return platformSizes[lower].map(AndroidTextAppearance.size) }
        if value.contains("MaterialComponents") || value.contains("?attr/") || value.hasPrefix("?textAppearance") {
            return material2Sizes[lower].map(AndroidTextAppearance.size)
        }
        return nil
    }
}
