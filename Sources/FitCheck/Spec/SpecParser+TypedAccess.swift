import TextFormatting

/// Reading JSON values as the types the schema expects, with errors at their line.
extension SpecParser {
    func object(_ value: SpecJSON, _ name: String) throws(SpecError) -> [String: SpecJSON] {
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

    func objectMembers(_ value: SpecJSON, _ name: String) throws(SpecError) -> [SpecJSON.Member] {
        guard case .object(let members) = value.value else { throw wrongType(value, name, expected: "an object") }
        return members
    }

    func checkKeys(_ members: [String: SpecJSON], allowed: [String], in name: String) throws(SpecError) {
        try checkKeys(members.map { SpecJSON.Member(key: $0.key, line: $0.value.line, column: $0.value.column, value: $0.value) }, allowed: allowed, in: name)
    }

    func checkKeys(_ members: [SpecJSON.Member], allowed: [String], in name: String) throws(SpecError) {
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

    func array(_ value: SpecJSON, _ name: String) throws(SpecError) -> [SpecJSON] {
        guard case .array(let items) = value.value else { throw wrongType(value, name, expected: "an array") }
        return items
    }

    func string(_ value: SpecJSON, _ name: String) throws(SpecError) -> String {
        guard case .string(let text) = value.value else { throw wrongType(value, name, expected: "a string") }
        return text
    }

    func strings(_ value: SpecJSON, _ name: String) throws(SpecError) -> [String] {
        if case .string(let text) = value.value { return [text] }
        return try array(value, name).map { (item) throws(SpecError) in try string(item, name) }
    }

    func bool(_ value: SpecJSON, _ name: String) throws(SpecError) -> Bool {
        guard case .bool(let flag) = value.value else { throw wrongType(value, name, expected: "true or false") }
        return flag
    }

    /// The largest magnitude any spec number may have: far beyond any real value, small enough
    /// that sizes and widths scaled by every category stay finite. Lengths in points are held to
    /// ``largestLength``.
    static let largestNumber = 1e9
    /// The largest length in points (a size, a width, a height, an inset), as `measure` accepts.
    static let largestLength = Spec.largestLength

    /// A number, within ±``largestNumber`` (`1e308` would overflow in layout and reports).
    func number(_ value: SpecJSON, _ name: String) throws(SpecError) -> Double {
        Double(try numberText(value, name))!
    }

    /// A number as the file spells it, finite and within ±``largestNumber``.
    func numberText(_ value: SpecJSON, _ name: String) throws(SpecError) -> String {
        guard case .number(let text) = value.value else { throw wrongType(value, name, expected: "a number") }
        guard let number = Double(text), number.isFinite, abs(number) <= Self.largestNumber else {
            throw SpecError(.invalidValue, file: file, line: value.line, column: value.column,
                            "\(name) is out of range (\(text)); it must be within ±\(NumberText.short(Self.largestNumber))",
                            hint: "sizes, widths and heights are points, at most \(NumberText.short(Self.largestLength))")
        }
        return text
    }

    /// A length in points up to ``largestLength``.
    private func length(_ value: SpecJSON, _ name: String) throws(SpecError) -> Double {
        let number = try number(value, name)
        guard number <= Self.largestLength else {
            throw SpecError(.invalidValue, file: file, line: value.line,
                            "\(name) is too large (got \(NumberText.short(number, decimals: 2)); at most \(NumberText.short(Self.largestLength)) points)",
                            hint: "widths and sizes are in points; a screen is a few hundred points wide")
        }
        return number
    }

    func integer(_ value: SpecJSON, _ name: String) throws(SpecError) -> Int {
        let number = try number(value, name)
        guard number == number.rounded() else {
            throw SpecError(.wrongType, file: file, line: value.line, "\(name) must be a whole number (got \(NumberText.short(number, decimals: 2)))")
        }
        guard abs(number) < 1e9 else {
            throw SpecError(.invalidValue, file: file, line: value.line, "\(name) is out of range (got \(NumberText.short(number, decimals: 2))); it must be within ±999999999")
        }
        return Int(number)
    }

    func positive(_ value: SpecJSON, _ name: String) throws(SpecError) -> Double {
        let number = try length(value, name)
        guard number > 0 else {
            throw SpecError(.invalidValue, file: file, line: value.line, "\(name) must be a positive number of points (got \(NumberText.short(number, decimals: 2)))",
                            hint: "widths and sizes are in points, greater than 0")
        }
        return number
    }

    func nonNegative(_ value: SpecJSON, _ name: String) throws(SpecError) -> Double {
        let number = try length(value, name)
        guard number >= 0 else {
            throw SpecError(.invalidValue, file: file, line: value.line, "\(name) must be 0 or more (got \(NumberText.short(number, decimals: 2)))")
        }
        return number
    }

    func wrongType(_ value: SpecJSON, _ name: String, expected: String) -> SpecError {
        SpecError(.wrongType, file: file, line: value.line, column: value.column, "\(name) must be \(expected), not \(value.typeName)")
    }

    /// The allowed key closest to `key` by edit distance, when it is close enough to be a typo.
    func nearest(_ key: String, among allowed: [String]) -> String? {
        let scored = allowed.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, key.count / 3) else { return nil }
        return best.0
    }
}
