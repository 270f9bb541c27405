import Catalogs
import Foundation
import TextMeasure
import TextStyles

/// Turns a parsed spec JSON document into a ``Spec``, checking every key and value.
struct SpecParser {
    let file: String
    let baseDirectory: URL
    /// Whether the document is one `typefit check --infer` made: every rule and group was
    /// inferred (its `"from"` says where), not written in a spec file.
    var isInferred = false
    /// The line each custom font was named on, for ``Spec/checkFonts(with:)``.
    let fontLines = FontLines()

    static let topLevelKeys = ["$schema", "platform", "categories", "scale", "font", "fontsByLocale", "defaultSlot",
                               "slots", "groups", "placeholders", "severity", "locales", "onlySpecified", "borderline", "band",
                               "systemFont", "uninferred", "androidProduct", "fontScales", "fontScaling"]
    static let slotKeys = ["component", "style", "weight", "emphasized", "size", "scalesWithStyle", "width", "lines",
                           "lineBreakMode", "minimumScaleFactor", "insets", "maxHeight", "lineHeight", "borderStyle",
                           "clearButton", "leftViewWidth", "rightViewWidth", "minimumHeight", "maximumPointSize", "textCase"]
        + componentOptionKeys
    /// The keys of `ComponentOptions` (bars, alerts, cells), in slot objects and groups.
    static let componentOptionKeys = ["itemCount", "leadingWidth", "trailingWidth", "titleWidth", "margin", "spacing",
                                      "maximumScale", "dynamicType", "backTitle", "chevronWidth", "stacked", "actionSheet",
                                      "accessibilityWidth", "cellStyle", "accessory", "accessoryWidth", "imageWidth"]
    /// The slot keys of Android's `TextView` (`AndroidTextSettings`), allowed only on Android.
    static let androidSlotKeys = ["widget", "includeFontPadding", "lineSpacingMultiplier", "lineSpacingExtra",
                                  "autoSizeMinTextSize", "autoSizeMaxTextSize", "maxLines", "ellipsize"]
    /// Keys of rules and groups that say where they came from (`typefit infer` writes them);
    /// kept, never checked against anything.
    static let originKeys = ["from", "confidence", "notes"]
    static let fontKeys = ["path", "faceIndex", "variations", "namedInstance", "trackingEm"]

    func spec(from root: SpecJSON) throws(SpecError) -> Spec {
        let members = try object(root, "the spec")
        try checkKeys(members, allowed: Self.topLevelKeys, in: "the spec")
        var spec = Spec(path: file)
        if let value = members["platform"] {
            let name = try string(value, "platform")
            let platform: Platform
            do throws(TextStyleError) { platform = try Platform.parse(name) } catch {
                throw SpecError(.invalidValue, file: file, line: value.line, error.description)
            }
            guard [.ios, .ipados, .watchos, .android].contains(platform) else {
                throw SpecError(.invalidValue, file: file, line: value.line,
                                "\(platform.displayName) has no Dynamic Type categories to check",
                                hint: "use \"ios\", \"ipados\", \"watchos\" or \"android\"")
            }
            spec.platform = platform
            if platform == .android { spec.defaultSlot = .androidDefault }
        }
        try androidSettings(members, into: &spec)
        let available = spec.platform == .android ? AndroidScaleColumns.categories : TypeScale.standard.categories(for: spec.platform)
        if spec.platform != .android { spec.categories = available }
        if let value = members["categories"] {
            spec.categories = try categories(value, "categories", platform: spec.platform).filter { available.contains($0) }
            if spec.categories.isEmpty {
                throw SpecError(.invalidValue, file: file, line: value.line,
                                "none of these categories exists on \(spec.platform.displayName)",
                                hint: "\(spec.platform.displayName) has \(available.map(\.higName).joined(separator: ", "))")
            }
        }
        if let value = members["scale"] {
            let scale = String(try integer(value, "scale"))
            spec.displayScale = try slotValue(value) { () throws(SlotValueError) in try SlotValues.displayScale(scale, name: "scale") }
        }
        if let value = members["font"] { spec.font = try font(value, "font") }
        if let value = members["fontsByLocale"] {
            for member in try objectMembers(value, "fontsByLocale") {
                spec.fontsByLocale[member.key] = try font(member.value, "fontsByLocale.\(member.key)")
            }
        }
        if let value = members["defaultSlot"] {
            spec.defaultSlot = try slot(value, base: SlotSpec(), platform: spec.platform, name: "defaultSlot")
            spec.defaultSlotWasGiven = true
            spec.defaultSlotLine = value.line
        }
        if let value = members["slots"] { spec.slots = try rules(value, base: spec.defaultSlot, platform: spec.platform) }
        if let value = members["groups"] { spec.groups = try groups(value, platform: spec.platform) }
        for rule in spec.slots + [SlotRule(patterns: [], slot: spec.defaultSlot)] {
            try checkFontScaling(rule.slot, spec: spec, line: rule.line ?? members["defaultSlot"]?.line ?? 1)
        }
        for group in spec.groups {
            for member in group.members { try checkFontScaling(member.slot, spec: spec, line: member.line) }
        }
        if let value = members["placeholders"] { spec.placeholders = try placeholders(value) }
        if let value = members["severity"] {
            let severity = try objectMembers(value, "severity")
            try checkKeys(severity, allowed: ["fail", "warn"], in: "severity")
            let fail = try severity["fail"].map { (v) throws(SpecError) in try categories(v, "severity.fail", platform: spec.platform) } ?? []
            let warn = try severity["warn"].map { (v) throws(SpecError) in try categories(v, "severity.warn", platform: spec.platform) } ?? []
            spec.severity = SeverityPolicy(fail: Set(fail), warn: Set(warn))
        }
        if let value = members["locales"] {
            let locales = try objectMembers(value, "locales")
            try checkKeys(locales, allowed: ["include", "exclude"], in: "locales")
            spec.locales.include = try locales["include"].map { (v) throws(SpecError) in try strings(v, "locales.include") } ?? []
            spec.locales.exclude = try locales["exclude"].map { (v) throws(SpecError) in try strings(v, "locales.exclude") } ?? []
        }
        if let value = members["onlySpecified"] { spec.onlySpecified = try bool(value, "onlySpecified") }
        if let value = members["uninferred"] { _ = try array(value, "uninferred") }
        try borderline(members, into: &spec)
        if let value = members["androidProduct"] { spec.androidProduct = try androidProduct(value) }
        spec.fontLines = fontLines.lines
        return spec
    }
}

/// Collects the spec line of each custom font while parsing.
final class FontLines {
    private(set) var lines: [FontDescriptor: Int] = [:]

    func record(_ descriptor: FontDescriptor, line: Int) {
        if lines[descriptor] == nil { lines[descriptor] = line }
    }
}

extension [SpecJSON.Member] {
    /// The value of the member named `key`, if any (the first, when repeated).
    subscript(key: String) -> SpecJSON? {
        first { $0.key == key }?.value
    }
}

/// Edit distance between two strings, by characters, counting a swap of neighbours as one edit
/// (the commonest typo: `widht`).
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
            }
        }
    }
    return d[a.count][b.count]
}
