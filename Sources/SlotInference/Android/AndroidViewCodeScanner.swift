import Catalogs
import TextMeasure

/// Android view code in Java and Kotlin: each `R.string.name` that is not a Compose
/// `stringResource` argument, placed by the call its text goes to (through `getString`,
/// `getText` and `getQuantityString`):
///
/// - a dialog builder's `setTitle`, `setMessage`, `setPositiveButton`, `setNegativeButton`,
///   `setNeutralButton` (the statement names a `...Builder`): Material 3 dialogs' Headline Small
///   title, Body Medium message, text buttons (Label Large);
/// - another `setTitle` (an activity's, a toolbar's) or `title =`: a one-line Title Large
///   TextView ending in an ellipsis, as AOSP `Toolbar` draws its title;
/// - `setText`, `text =`, `setHint`, `hint =`: a TextView whose layout is not followed (the
///   default slot's width; confidence guess);
/// - `setSummary`: a preference's summary;
/// - accessibility (`setContentDescription`, `contentDescription =`, ...): not drawn; a
///   preference key (`findPreference`, `getBoolean(key, ...)`, `putString(key, ...)`): not drawn;
/// - toasts, snackbars and notifications: listed, not measured yet; anything else: listed with
///   the call it went to.
struct AndroidViewCodeScanner {
    let path: String
    let stream: TokenStream
    let source: InferenceSource
    var batch = InferenceBatch()

    static let resourceReaders: Set<String> = ["getString", "getText", "getQuantityString", "getQuantityText"]
    static let preferenceCalls: Set<String> = ["findPreference", "requirePreference", "getBoolean", "getInt", "getLong", "getFloat",
                                               "getStringSet", "putBoolean", "putString", "putInt", "putLong", "putFloat", "contains", "remove", "equals"]
    static let accessibilityCalls: Set<String> = ["setContentDescription", "setNavigationContentDescription", "setTooltipText",
                                                  "setStateDescription", "announceForAccessibility", "setCollapseContentDescription"]

    mutating func scan() {
        for index in 0..<stream.count where isResource(at: index) {
            guard let name = stream[index + 2] else { continue }
            place(KeyReference(key: name.text), start: index - 2, line: stream[index]?.line ?? 1)
        }
    }

    /// `X.string.name` (or `X.plurals.name`) with its `string` at `index`, not inside a
    /// Compose `stringResource(...)`.
    private func isResource(at index: Int) -> Bool {
        guard let token = stream[index], token.kind == .identifier, token.text == "string" || token.text == "plurals",
              stream.isPunctuation(index - 1, "."), stream[index - 2]?.kind == .identifier,
              stream.isPunctuation(index + 1, "."), stream[index + 2]?.kind == .identifier else { return false }
        // `R` or an alias ending in R (`FeatureR`), not `android.R`'s framework strings.
        guard let owner = stream[index - 2]?.text, owner == "R" || owner.hasSuffix("R"), !stream.isIdentifier(index - 4, "android") else { return false }
        let open = stream.enclosing[index]
        if open >= 0, let callee = stream[open - 1], callee.text == "stringResource" || callee.text == "pluralStringResource" { return false }
        return true
    }

    private func location(_ line: Int) -> SourceLocation { SourceLocation(file: path, line: line) }

    private mutating func place(_ key: KeyReference, start: Int, line: Int) {
        var expressionStart = start
        var open = stream.enclosing[start]
        // Through `getString(R.string.x)` and `context.getString(...)`.
        while open >= 0, stream.isPunctuation(open, "("), let reader = stream[open - 1], Self.resourceReaders.contains(reader.text),
              stream.arguments(of: open).first.map({ $0.range.contains(start) }) == true,
              !isPreferenceRead(open: open) {
            expressionStart = receiverStart(ofCallNamedAt: open - 1)
            open = stream.enclosing[expressionStart]
        }
        // Kotlin's property assignment: `view.text = getString(R.string.x)`.
        if stream.isOperator(expressionStart - 1, "="), let property = stream[expressionStart - 2], property.kind == .identifier {
            placeProperty(property.text, key: key, line: line, statement: expressionStart - 2)
            return
        }
        guard open >= 0, stream.isPunctuation(open, "("), let callee = stream[open - 1], callee.kind == .identifier else {
            unplaced(key, line, "an id in a value (R.string.\(key.key)), not followed to a view")
            return
        }
        let position = stream.arguments(of: open).firstIndex { $0.range.contains(start) } ?? 0
        placeCall(callee.text, position: position, open: open, key: key, line: line)
    }

    /// Whether the `getString(` opened at `open` is SharedPreferences' `getString(key, default)`
    /// rather than a resource read (`getString(R.string.x)`, `getString(R.string.x, args...)`):
    /// a preference's key is a String, never a resource id written in the call.
    private func isPreferenceRead(open: Int) -> Bool {
        let arguments = stream.arguments(of: open)
        guard arguments.count >= 2, let first = arguments.first else { return false }
        let range = first.range
        let isResourceID = range.count >= 5 && stream.isPunctuation(range.upperBound - 2, ".")
            && (stream.isIdentifier(range.upperBound - 3, "string") || stream.isIdentifier(range.upperBound - 3, "plurals"))
        return !isResourceID
    }

    /// The first token of `a.b.call` ending at the name at `name`.
    private func receiverStart(ofCallNamedAt name: Int) -> Int {
        var start = name
        while stream.isPunctuation(start - 1, ".") || stream[start - 1]?.isOperator("?.") == true || stream.isOperator(start - 1, "?") {
            let before = start - 2
            if stream.isPunctuation(before, ")"), stream.partner[before] > 0 {
                start = stream.partner[before] - 1
            } else if stream[before]?.kind == .identifier {
                start = before
            } else {
                break
            }
        }
        return max(0, start)
    }

    private mutating func placeCall(_ callee: String, position: Int, open: Int, key: KeyReference, line: Int) {
        let isDialog = statementNamesBuilder(around: open)
        switch callee {
        case "setTitle" where isDialog:
            shown(key, line, AndroidViewTraits(widget: AndroidXMLView.textView, viewClass: "dialog title", style: "headlineSmall"), .likely,
                  "a dialog's title (\(callee) on a builder): Material 3 dialogs' Headline Small")
        case "setMessage":
            shown(key, line, AndroidViewTraits(widget: AndroidXMLView.textView, viewClass: "dialog message", style: "bodyMedium"), .likely,
                  "a dialog's message: Material 3 dialogs' Body Medium")
        case "setPositiveButton", "setNegativeButton", "setNeutralButton":
            shown(key, line, AndroidViewTraits(widget: AndroidXMLView.button, viewClass: "dialog button"), .likely,
                  "a dialog's button (\(callee)): a Material 3 text button")
        case "setTitle":
            shown(key, line, Self.titleTraits, .likely, "a title (setTitle on an activity or toolbar): one line ending in an ellipsis, as AOSP Toolbar draws it; its width is not known")
        case "setText", "setHint":
            var traits = AndroidViewTraits(widget: AndroidXMLView.textView, viewClass: callee == "setHint" ? "hint" : "TextView")
            if callee == "setHint" { traits.maxLines = 1 }
            shown(key, line, traits, .guess, "\(callee) in code: the view's layout is not followed (the default slot's width and lines)")
        case "setSummary":
            shown(key, line, AndroidViewTraits(widget: AndroidXMLView.textView, viewClass: "Preference summary", maxLines: 10, ellipsize: "end", textSize: 14),
                  .likely, "a preference's summary (setSummary): at most 10 lines, 14 sp (androidx.preference's row layout, UNVERIFIED)")
        case _ where Self.accessibilityCalls.contains(callee):
            notDrawn(key, line, "accessibility text (\(callee)): read by TalkBack, never drawn")
        case _ where Self.preferenceCalls.contains(callee) && position == 0, "getString" where position == 0:
            notDrawn(key, line, "a preference key (\(callee)): an identifier, never shown")
        case "makeText":
            unplaced(key, line, "a Toast (makeText): toasts are not measured yet")
        case "make" where stream.isIdentifier(open - 3, "Snackbar"), "setAction":
            unplaced(key, line, "a Snackbar (\(callee)): snackbars are not measured yet")
        case "setContentTitle", "setContentText", "setSubText", "setTicker", "setBigContentTitle", "bigText", "setSummaryText":
            unplaced(key, line, "a notification (\(callee)): notifications are not measured yet")
        default:
            unplaced(key, line, "passed to \(callee)(...), which is not followed to a view")
        }
    }

    private mutating func placeProperty(_ property: String, key: KeyReference, line: Int, statement: Int) {
        switch property {
        case "text", "hint":
            var traits = AndroidViewTraits(widget: AndroidXMLView.textView, viewClass: property == "hint" ? "hint" : "TextView")
            if property == "hint" { traits.maxLines = 1 }
            shown(key, line, traits, .guess, "\(property) = in code: the view's layout is not followed (the default slot's width and lines)")
        case "title":
            shown(key, line, Self.titleTraits, .likely, "a title (title =): one line ending in an ellipsis, as AOSP Toolbar draws it; its width is not known")
        case "summary":
            shown(key, line, AndroidViewTraits(widget: AndroidXMLView.textView, viewClass: "Preference summary", maxLines: 10, ellipsize: "end", textSize: 14),
                  .likely, "a preference's summary (summary =): at most 10 lines, 14 sp (androidx.preference's row layout, UNVERIFIED)")
        case "contentDescription", "tooltipText", "stateDescription":
            notDrawn(key, line, "accessibility text (\(property) =): read by TalkBack, never drawn")
        default:
            unplaced(key, line, "assigned to \(property), which is not followed to a view")
        }
    }

    static let titleTraits = AndroidViewTraits(widget: AndroidXMLView.textView, viewClass: "title", maxLines: 1, ellipsize: "end", style: "titleLarge")

    /// Whether the statement around the call opened at `open` names a `...Builder` (a dialog
    /// builder's chain: `AlertDialog.Builder(ctx).setTitle(...)`, `MaterialAlertDialogBuilder`).
    private func statementNamesBuilder(around open: Int) -> Bool {
        var index = open - 1
        var steps = 0
        while index >= 0, steps < 400 {
            guard let token = stream[index] else { break }
            if token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") { break }
            if token.kind == .identifier, token.text.hasSuffix("Builder") || token.text == "builder" || token.text == "dialogBuilder" { return true }
            // A Kotlin statement ends at a line break, unless the next line goes on with `.call`.
            if token.startsLine, !token.isPunctuation("."), !token.isOperator("?."), !token.isOperator("?") { break }
            if token.isPunctuation(")"), stream.partner[index] >= 0, stream.partner[index] < index {
                index = stream.partner[index] - 1
            } else {
                index -= 1
            }
            steps += 1
        }
        return false
    }

    private mutating func shown(_ key: KeyReference, _ line: Int, _ traits: AndroidViewTraits, _ confidence: InferenceConfidence, _ note: String) {
        batch.inferences.append(Inference(
            key: key, component: traits.widget == AndroidXMLView.button ? .button : .label, lines: traits.maxLines,
            location: location(line), confidence: confidence, source: source, notes: [note], shape: traits.viewClass, android: traits))
    }

    private mutating func notDrawn(_ key: KeyReference, _ line: Int, _ reason: String) {
        batch.unplaced.append(UnplacedKey(key: key, location: location(line), source: source, reason: reason, isNotDisplayed: true))
    }

    private mutating func unplaced(_ key: KeyReference, _ line: Int, _ reason: String) {
        batch.unplaced.append(UnplacedKey(key: key, location: location(line), source: source, reason: reason))
    }
}
