import Catalogs
import Foundation
import TextMeasure
import TextStyles

/// Turns a parsed spec JSON document into a ``Spec``, checking every key and value.
struct SpecParser {
    let file: String
    let baseDirectory: URL
    /// The line each custom font was named on, for ``Spec/checkFonts(with:)``.
    let fontLines = FontLines()

    static let topLevelKeys = ["$schema", "platform", "categories", "scale", "font", "fontsByLocale", "defaultSlot",
                               "slots", "placeholders", "severity", "locales", "onlySpecified"]
    static let slotKeys = ["component", "style", "weight", "emphasized", "size", "scalesWithStyle", "width", "lines",
                           "lineBreakMode", "minimumScaleFactor", "insets", "maxHeight", "lineHeight", "borderStyle",
                           "clearButton", "leftViewWidth", "rightViewWidth", "minimumHeight", "maximumPointSize"]
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
            guard [.ios, .ipados, .watchos].contains(platform) else {
                throw SpecError(.invalidValue, file: file, line: value.line,
                                "\(platform.displayName) has no Dynamic Type categories to check",
                                hint: "use \"ios\", \"ipados\" or \"watchos\"")
            }
            spec.platform = platform
        }
        let available = TypeScale.standard.categories(for: spec.platform)
        spec.categories = available
        if let value = members["categories"] {
            spec.categories = try categories(value, "categories").filter { available.contains($0) }
            if spec.categories.isEmpty {
                throw SpecError(.invalidValue, file: file, line: value.line,
                                "none of these categories exists on \(spec.platform.displayName)",
                                hint: "\(spec.platform.displayName) has \(available.map(\.higName).joined(separator: ", "))")
            }
        }
        if let value = members["scale"] {
            let scale = try integer(value, "scale")
            guard [1, 2, 3].contains(scale) else {
                throw SpecError(.invalidValue, file: file, line: value.line, "scale must be 1, 2 or 3 (got \(scale))",
                                hint: "3 for current iPhones, 2 for iPads and older iPhones")
            }
            spec.displayScale = scale
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
        }
        if let value = members["slots"] {
            for (index, item) in try array(value, "slots").enumerated() {
                let name = "slots[\(index)]"
                let itemMembers = try object(item, name)
                guard let match = itemMembers["match"] else {
                    throw SpecError(.missingKey, file: file, line: item.line, "\(name) has no \"match\"",
                                    hint: "add \"match\": a key such as \"settings.title\" or a glob such as \"settings.*\"")
                }
                let patterns: [KeyPattern]
                if case .array(let items) = match.value {
                    patterns = try items.map { (item) throws(SpecError) in KeyPattern(try string(item, "\(name).match")) }
                } else {
                    patterns = [KeyPattern(try string(match, "\(name).match"))]
                }
                if patterns.isEmpty || patterns.contains(where: { $0.pattern.isEmpty }) {
                    throw SpecError(.invalidValue, file: file, line: match.line, "\(name).match is empty",
                                    hint: "write a key, or a glob such as \"*_title\"")
                }
                let slot = try slot(item, base: spec.defaultSlot, platform: spec.platform, name: name, extraKeys: ["match"])
                spec.slots.append(SlotRule(patterns: patterns, slot: slot, line: item.line))
            }
        }
        for rule in spec.slots + [SlotRule(patterns: [], slot: spec.defaultSlot)] {
            try checkFontScaling(rule.slot, spec: spec, line: rule.line ?? members["defaultSlot"]?.line ?? 1)
        }
        if let value = members["placeholders"] { spec.placeholders = try placeholders(value) }
        if let value = members["severity"] {
            let severity = try objectMembers(value, "severity")
            try checkKeys(severity, allowed: ["fail", "warn"], in: "severity")
            let fail = try severity["fail"].map { (v) throws(SpecError) in try categories(v, "severity.fail") } ?? []
            let warn = try severity["warn"].map { (v) throws(SpecError) in try categories(v, "severity.warn") } ?? []
            spec.severity = SeverityPolicy(fail: Set(fail), warn: Set(warn))
        }
        if let value = members["locales"] {
            let locales = try objectMembers(value, "locales")
            try checkKeys(locales, allowed: ["include", "exclude"], in: "locales")
            spec.locales.include = try locales["include"].map { (v) throws(SpecError) in try strings(v, "locales.include") } ?? []
            spec.locales.exclude = try locales["exclude"].map { (v) throws(SpecError) in try strings(v, "locales.exclude") } ?? []
        }
        if let value = members["onlySpecified"] { spec.onlySpecified = try bool(value, "onlySpecified") }
        spec.fontLines = fontLines.lines
        return spec
    }

    // MARK: - Parts

    private func slot(_ value: SpecJSON, base: SlotSpec, platform: Platform, name: String, extraKeys: [String] = []) throws(SpecError) -> SlotSpec {
        let members = try objectMembers(value, name)
        try checkKeys(members, allowed: Self.slotKeys + extraKeys, in: name)
        var slot = base
        if let v = members["component"] {
            let text = try string(v, "\(name).component")
            let key = text.lowercased().replacingOccurrences(of: "_", with: "").replacingOccurrences(of: "-", with: "")
            let aliases: [String: Component] = ["uilabel": .label, "uitextfield": .textField, "uitextview": .textView, "uibutton": .button, "text": .label]
            guard let component = Component(rawValue: key) ?? aliases[key] else {
                throw SpecError(.invalidValue, file: file, line: v.line, "unknown component '\(text)' in \(name)",
                                hint: "use label, textField, textView or button")
            }
            slot.component = component
        }
        if let v = members["style"] {
            let text = try string(v, "\(name).style")
            do throws(TextStyleError) { slot.style = try TypeScale.standard.style(named: text, platform: platform) } catch {
                throw SpecError(.unknownStyle, file: file, line: v.line, error.description, hint: error.hint)
            }
        }
        if let v = members["weight"] {
            let text = try string(v, "\(name).weight")
            guard let weight = FontWeight(parsing: text) else {
                throw SpecError(.invalidValue, file: file, line: v.line, "unknown weight '\(text)' in \(name)",
                                hint: "use a name (regular, medium, semibold, bold, ...) or a number 100-900")
            }
            slot.weight = weight
        }
        if let v = members["emphasized"] { slot.emphasized = try bool(v, "\(name).emphasized") }
        if let v = members["size"] { slot.size = try positive(v, "\(name).size") }
        if let v = members["scalesWithStyle"] { slot.scalesWithStyle = try bool(v, "\(name).scalesWithStyle") }
        if let v = members["width"] {
            if case .null = v.value { slot.width = nil } else { slot.width = try positive(v, "\(name).width") }
        }
        if let v = members["lines"] {
            let lines = try integer(v, "\(name).lines")
            guard lines >= 0 else {
                throw SpecError(.invalidValue, file: file, line: v.line, "\(name).lines must be 0 (unlimited) or more (got \(lines))")
            }
            slot.lines = lines
        }
        if let v = members["lineBreakMode"] {
            let text = try string(v, "\(name).lineBreakMode")
            guard let mode = LineBreakMode(name: text) else {
                throw SpecError(.invalidValue, file: file, line: v.line, "unknown line break mode '\(text)' in \(name)",
                                hint: "use word, char, clip, head, tail or middle")
            }
            slot.lineBreakMode = mode
        }
        if let v = members["minimumScaleFactor"] {
            let factor = try number(v, "\(name).minimumScaleFactor")
            guard (0...1).contains(factor) else {
                throw SpecError(.invalidValue, file: file, line: v.line, "\(name).minimumScaleFactor must be between 0 and 1 (got \(formatPoints(factor)))",
                                hint: "0 never shrinks; 0.75 lets the label shrink to three quarters of its size")
            }
            slot.minimumScaleFactor = factor
        }
        if let v = members["insets"] { slot.insets = try insets(v, "\(name).insets") }
        if let v = members["maxHeight"] { slot.maxHeight = try positive(v, "\(name).maxHeight") }
        if let v = members["lineHeight"] {
            if case .number = v.value {
                slot.lineHeight = .fixed(try positive(v, "\(name).lineHeight"))
            } else {
                switch try string(v, "\(name).lineHeight").lowercased() {
                case "font": slot.lineHeight = .font
                case "hig", "leading": slot.lineHeight = .hig
                default:
                    throw SpecError(.invalidValue, file: file, line: v.line, "\(name).lineHeight must be \"font\", \"hig\" or a number of points")
                }
            }
        }
        if let v = members["borderStyle"] {
            let text = try string(v, "\(name).borderStyle")
            guard let style = TextFieldBorderStyle.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
                throw SpecError(.invalidValue, file: file, line: v.line, "unknown border style '\(text)' in \(name)",
                                hint: "use none, line, bezel or roundedRect")
            }
            slot.borderStyle = style
        }
        if let v = members["clearButton"] { slot.hasClearButton = try bool(v, "\(name).clearButton") }
        if let v = members["leftViewWidth"] { slot.leftViewWidth = try nonNegative(v, "\(name).leftViewWidth") }
        if let v = members["rightViewWidth"] { slot.rightViewWidth = try nonNegative(v, "\(name).rightViewWidth") }
        if let v = members["minimumHeight"] { slot.minimumHeight = try nonNegative(v, "\(name).minimumHeight") }
        if let v = members["maximumPointSize"] { slot.maximumPointSize = try positive(v, "\(name).maximumPointSize") }
        return slot
    }

    /// Custom fonts and fixed sizes are scaled with UIFontMetrics, which was measured for iOS's 11 styles only.
    private func checkFontScaling(_ slot: SlotSpec, spec: Spec, line: Int) throws(SpecError) {
        let usesCustom = spec.fontsByLocale.values.contains { $0 != .system } || spec.font != .system
        guard usesCustom || (slot.size != nil && slot.scalesWithStyle) else { return }
        do throws(TextStyleError) { _ = try FontMetrics(forTextStyle: slot.style) } catch {
            throw SpecError(.unknownStyle, file: file, line: line,
                            "style '\(slot.style.name)' cannot scale a custom font or a fixed size: \(error.description)",
                            hint: "pick one of those styles, or set \"scalesWithStyle\": false with a \"size\"")
        }
    }

    private func font(_ value: SpecJSON, _ name: String) throws(SpecError) -> FontChoice {
        if case .string(let text) = value.value {
            if text.lowercased() == "system" { return .system }
            let descriptor = FontDescriptor(path: try fontPath(text, line: value.line, name: name))
            fontLines.record(descriptor, line: value.line)
            return .custom(descriptor, trackingEm: nil)
        }
        let members = try objectMembers(value, name)
        try checkKeys(members, allowed: Self.fontKeys, in: name)
        guard let pathValue = members["path"] else {
            throw SpecError(.missingKey, file: file, line: value.line, "\(name) has no \"path\"",
                            hint: "write \"system\" or {\"path\": \"Fonts/MyFont.ttf\"}")
        }
        let path = try fontPath(try string(pathValue, "\(name).path"), line: pathValue.line, name: name)
        var descriptor = FontDescriptor(path: path)
        if let v = members["faceIndex"] {
            descriptor.faceIndex = try integer(v, "\(name).faceIndex")
            guard descriptor.faceIndex >= 0 else {
                throw SpecError(.invalidValue, file: file, line: v.line, "\(name).faceIndex must be 0 or more")
            }
        }
        if let v = members["variations"] {
            for member in try objectMembers(v, "\(name).variations") {
                guard member.key.utf8.count == 4 else {
                    throw SpecError(.invalidValue, file: file, line: member.line, "variation axis '\(member.key)' is not a 4-letter tag",
                                    hint: "axes are tags such as \"wght\", \"wdth\", \"opsz\"")
                }
                descriptor.variations[member.key] = try number(member.value, "\(name).variations.\(member.key)")
            }
        }
        if let v = members["namedInstance"] { descriptor.namedInstance = try string(v, "\(name).namedInstance") }
        var tracking: Double?
        if let v = members["trackingEm"] { tracking = try number(v, "\(name).trackingEm") }
        fontLines.record(descriptor, line: value.line)
        return .custom(descriptor, trackingEm: tracking)
    }

    private func fontPath(_ text: String, line: Int, name: String) throws(SpecError) -> String {
        let url = text.hasPrefix("/") ? URL(fileURLWithPath: text) : baseDirectory.appendingPathComponent(text)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw SpecError(.missingFont, file: file, line: line, "\(name): no font file at \(url.path)",
                            hint: "relative paths are taken from the spec's folder; write \"system\" for the system font")
        }
        return url.standardizedFileURL.path
    }

    private func placeholders(_ value: SpecJSON) throws(SpecError) -> PlaceholderSamples {
        let members = try objectMembers(value, "placeholders")
        try checkKeys(members, allowed: ["samples", "keys"], in: "placeholders")
        var samples = PlaceholderSamples()
        if let v = members["samples"] { samples = try sampleSet(v, "placeholders.samples") }
        if let v = members["keys"] {
            for member in try objectMembers(v, "placeholders.keys") {
                samples.byKey[member.key] = try sampleSet(member.value, "placeholders.keys.\(member.key)")
            }
        }
        return samples
    }

    private func sampleSet(_ value: SpecJSON, _ name: String) throws(SpecError) -> PlaceholderSamples {
        var result = PlaceholderSamples()
        for member in try objectMembers(value, name) {
            let sample = try string(member.value, "\(name).\(member.key)")
            do throws(CatalogError) {
                let one = try PlaceholderSamples(overrides: [member.key: sample])
                result.byKind.merge(one.byKind) { _, new in new }
                result.byPosition.merge(one.byPosition) { _, new in new }
                result.bySubstitution.merge(one.bySubstitution) { _, new in new }
            } catch {
                throw SpecError(.invalidValue, file: file, line: member.line, error.message)
            }
        }
        return result
    }

    private func insets(_ value: SpecJSON, _ name: String) throws(SpecError) -> EdgeInsets {
        if case .number = value.value {
            let all = try nonNegative(value, name)
            return EdgeInsets(top: all, left: all, bottom: all, right: all)
        }
        let members = try objectMembers(value, name)
        try checkKeys(members, allowed: ["top", "left", "bottom", "right"], in: name)
        func side(_ key: String) throws(SpecError) -> Double {
            try members[key].map { (v) throws(SpecError) in try nonNegative(v, "\(name).\(key)") } ?? 0
        }
        return EdgeInsets(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
    }

    private func categories(_ value: SpecJSON, _ name: String) throws(SpecError) -> [ContentSizeCategory] {
        let text: String
        if case .array(let items) = value.value {
            text = try items.map { (item) throws(SpecError) in try string(item, name) }.joined(separator: ",")
        } else {
            text = try string(value, name)
        }
        do throws(TextStyleError) { return try ContentSizeCategory.parseSelection(text) } catch {
            throw SpecError(.unknownCategory, file: file, line: value.line, "\(name): \(error.description)", hint: error.hint)
        }
    }

    // MARK: - Typed access

    private func object(_ value: SpecJSON, _ name: String) throws(SpecError) -> [String: SpecJSON] {
        var result: [String: SpecJSON] = [:]
        for member in try objectMembers(value, name) {
            if result[member.key] != nil {
                throw SpecError(.invalidValue, file: file, line: member.line, "\"\(member.key)\" appears twice in \(name)",
                                hint: "keep one of them")
            }
            result[member.key] = member.value
        }
        return result
    }

    private func objectMembers(_ value: SpecJSON, _ name: String) throws(SpecError) -> [SpecJSON.Member] {
        guard case .object(let members) = value.value else { throw wrongType(value, name, expected: "an object") }
        return members
    }

    private func checkKeys(_ members: [String: SpecJSON], allowed: [String], in name: String) throws(SpecError) {
        try checkKeys(members.map { SpecJSON.Member(key: $0.key, line: $0.value.line, value: $0.value) }, allowed: allowed, in: name)
    }

    private func checkKeys(_ members: [SpecJSON.Member], allowed: [String], in name: String) throws(SpecError) {
        var seen: Set<String> = []
        for member in members where !seen.insert(member.key).inserted {
            throw SpecError(.invalidValue, file: file, line: member.line, "\"\(member.key)\" appears twice in \(name)",
                            hint: "keep one of them")
        }
        for member in members.sorted(by: { $0.line < $1.line }) where !allowed.contains(member.key) {
            let suggestion = nearest(member.key, among: allowed)
            throw SpecError(.unknownKey, file: file, line: member.line,
                            "unknown key \"\(member.key)\" in \(name)" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""),
                            hint: "valid keys: \(allowed.joined(separator: ", "))")
        }
    }

    private func array(_ value: SpecJSON, _ name: String) throws(SpecError) -> [SpecJSON] {
        guard case .array(let items) = value.value else { throw wrongType(value, name, expected: "an array") }
        return items
    }

    private func string(_ value: SpecJSON, _ name: String) throws(SpecError) -> String {
        guard case .string(let text) = value.value else { throw wrongType(value, name, expected: "a string") }
        return text
    }

    private func strings(_ value: SpecJSON, _ name: String) throws(SpecError) -> [String] {
        if case .string(let text) = value.value { return [text] }
        return try array(value, name).map { (item) throws(SpecError) in try string(item, name) }
    }

    private func bool(_ value: SpecJSON, _ name: String) throws(SpecError) -> Bool {
        guard case .bool(let flag) = value.value else { throw wrongType(value, name, expected: "true or false") }
        return flag
    }

    private func number(_ value: SpecJSON, _ name: String) throws(SpecError) -> Double {
        guard case .number(let number) = value.value else { throw wrongType(value, name, expected: "a number") }
        return number
    }

    private func integer(_ value: SpecJSON, _ name: String) throws(SpecError) -> Int {
        let number = try number(value, name)
        guard number == number.rounded(), abs(number) < 1e9 else {
            throw SpecError(.wrongType, file: file, line: value.line, "\(name) must be a whole number (got \(formatPoints(number)))")
        }
        return Int(number)
    }

    private func positive(_ value: SpecJSON, _ name: String) throws(SpecError) -> Double {
        let number = try number(value, name)
        guard number > 0 else {
            throw SpecError(.invalidValue, file: file, line: value.line, "\(name) must be a positive number of points (got \(formatPoints(number)))",
                            hint: "widths and sizes are in points, greater than 0")
        }
        return number
    }

    private func nonNegative(_ value: SpecJSON, _ name: String) throws(SpecError) -> Double {
        let number = try number(value, name)
        guard number >= 0 else {
            throw SpecError(.invalidValue, file: file, line: value.line, "\(name) must be 0 or more (got \(formatPoints(number)))")
        }
        return number
    }

    private func wrongType(_ value: SpecJSON, _ name: String, expected: String) -> SpecError {
        SpecError(.wrongType, file: file, line: value.line, column: value.column, "\(name) must be \(expected), not \(value.typeName)")
    }

    /// The allowed key closest to `key` by edit distance, when it is close enough to be a typo.
    private func nearest(_ key: String, among allowed: [String]) -> String? {
        let scored = allowed.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, key.count / 3) else { return nil }
        return best.0
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
