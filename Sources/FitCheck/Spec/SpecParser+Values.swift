import Catalogs
import Foundation
import TextMeasure
import TextStyles
import TextFormatting

/// Fonts, placeholders, insets and categories of a spec.
extension SpecParser {
    /// Custom fonts and fixed sizes are scaled with UIFontMetrics, which was measured for iOS's 11 styles only.
    /// On Android a size is in sp and scales with the font scale's conversion, whatever the style.
    func checkFontScaling(_ slot: SlotSpec, spec: Spec, line: Int) throws(SpecError) {
        guard spec.platform != .android else { return }
        let usesCustom = spec.fontsByLocale.values.contains { $0 != .system } || spec.font != .system
        guard usesCustom || (slot.size != nil && slot.scalesWithStyle) else { return }
        do throws(TextStyleError) { _ = try FontMetrics(forTextStyle: slot.style) } catch {
            throw SpecError(.unknownStyle, file: file, line: line,
                            "style '\(slot.style.name)' cannot scale a custom font or a fixed size: \(error.description)",
                            hint: "pick one of those styles, or set \"scalesWithStyle\": false with a \"size\"")
        }
    }

    func font(_ value: SpecJSON, _ name: String) throws(SpecError) -> FontChoice {
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
        if let v = members["trackingEm"] {
            tracking = try number(v, "\(name).trackingEm")
            guard let em = tracking, abs(em) < 1 else {
                throw SpecError(.invalidValue, file: file, line: v.line, "\(name).trackingEm must be between -1 and 1 em (got \(NumberText.short(tracking ?? 0, decimals: 2)))",
                                hint: "-0.02 is 20/1000 em tighter")
            }
        }
        fontLines.record(descriptor, line: value.line)
        return .custom(descriptor, trackingEm: tracking)
    }

    func fontPath(_ text: String, line: Int, name: String) throws(SpecError) -> String {
        let url = text.hasPrefix("/") ? URL(fileURLWithPath: text) : baseDirectory.appendingPathComponent(text)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw SpecError(.missingFont, file: file, line: line, "\(name): no font file at \(url.path)",
                            hint: "relative paths are taken from the spec's folder; write \"system\" for the system font")
        }
        return url.standardizedFileURL.path
    }

    func placeholders(_ value: SpecJSON) throws(SpecError) -> PlaceholderSamples {
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

    func sampleSet(_ value: SpecJSON, _ name: String) throws(SpecError) -> PlaceholderSamples {
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

    func insets(_ value: SpecJSON, _ name: String) throws(SpecError) -> EdgeInsets {
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

    /// Categories (`"Large...AX5"`, `["L", "AX1"]`), or on Android font scales (`"1.0...2.0"`,
    /// `[1.0, 1.3]`, `"130%"`) in their category positions (``AndroidScaleColumns``).
    func categories(_ value: SpecJSON, _ name: String, platform: Platform = .ios) throws(SpecError) -> [ContentSizeCategory] {
        let text: String
        if case .array(let items) = value.value {
            text = try items.map { (item) throws(SpecError) in
                if platform == .android, case .number = item.value { return try numberText(item, name) }
                return try string(item, name)
            }.joined(separator: ",")
        } else if platform == .android, case .number = value.value {
            text = try numberText(value, name)
        } else {
            text = try string(value, name)
        }
        do throws(TextStyleError) {
            return platform == .android ? try AndroidScaleColumns.parseSelection(text) : try ContentSizeCategory.parseSelection(text)
        } catch {
            throw SpecError(.unknownCategory, file: file, line: value.line, "\(name): \(error.description)", hint: error.hint)
        }
    }
}
