import Catalogs
import Foundation

extension Spec {
    /// `self` with the rules and groups of an inferred spec (the document `typefit infer`
    /// writes: `slots`, `groups`, `uninferred`) added after its own, so that a person's rule
    /// always wins: the spec's rules match first, and an inferred group leaves out every key
    /// the spec places (by a rule or one of its groups). Inferred rules start from this spec's
    /// `defaultSlot`; each keeps its `"from"` and `"confidence"` as its origin, Interface
    /// Builder or sources by the file it names.
    ///
    /// - Parameter name: names the document in errors (it is made, not written by hand).
    /// - Throws: ``SpecError`` when the document is not one inference writes.
    public func addingInferred(json text: String, name: String = "inferred slots") throws(SpecError) -> Spec {
        let root: SpecJSON
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw SpecError(.malformedJSON, file: name, line: error.line, column: error.column, "not valid JSON: \(error.reason)")
        }
        var parser = SpecParser(file: name, baseDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        parser.isInferred = true
        let members = try parser.object(root, name)
        try parser.checkKeys(members, allowed: ["slots", "groups", "uninferred"], in: name)
        let rules = try members["slots"].map { (v) throws(SpecError) in try parser.rules(v, base: defaultSlot, platform: platform) } ?? []
        var inferredGroups = try members["groups"].map { (v) throws(SpecError) in try parser.groups(v, platform: platform) } ?? []

        let matcher = SlotMatcher(self)
        let grouped = Set(groups.flatMap { $0.members.map(\.key) })
        inferredGroups = inferredGroups.compactMap { group in
            var group = group
            group.members.removeAll { grouped.contains($0.key) || matcher.slot(forKey: $0.key)?.rule != nil }
            return group.members.isEmpty ? nil : group
        }
        var spec = self
        spec.slots += rules
        spec.groups += inferredGroups
        for rule in rules { try parser.checkFontScaling(rule.slot, spec: spec, line: rule.line ?? 1) }
        for group in inferredGroups {
            for member in group.members { try parser.checkFontScaling(member.slot, spec: spec, line: member.line) }
        }
        return spec
    }
}
