/// Where a key's slot came from: a rule or group of the spec file (its line), a rule or group
/// inferred from the app's files (where the key is shown, and how sure inference is), or the
/// default slot.
///
/// Every checked entry and every finding carries one, so a report says which rule to fix:
/// `typefit.json:8`, `Main.storyboard:40 (tabBar, inferred, exact)`, `the built-in default slot`.
public struct SlotOrigin: Sendable, Hashable {
    /// Who placed the key, for the totals.
    public enum Source: String, Sendable, Hashable, CaseIterable, Codable {
        /// A rule or group of the spec file (also one `typefit infer` wrote: it is the team's now).
        case spec
        /// A rule or group inferred from a storyboard or xib (`typefit check --infer`).
        case interfaceBuilder
        /// A rule or group inferred from Swift or Objective-C sources (`typefit check --infer`).
        case sources
        /// No rule: the spec's `defaultSlot`, or the built-in one.
        case defaultSlot

        /// `by the spec`, `inferred from Interface Builder`, ...
        public var phrase: String {
            switch self {
            case .spec: "by the spec"
            case .interfaceBuilder: "inferred from Interface Builder"
            case .sources: "inferred from sources"
            case .defaultSlot: "by the default slot"
            }
        }

        /// The source of a slot inferred from `file`: Interface Builder for `.storyboard` and
        /// `.xib` (their extensions say so), sources otherwise.
        public init(inferredFrom file: String) {
            let path = file.split(separator: ":").first.map(String.init)?.lowercased() ?? file.lowercased()
            self = path.hasSuffix(".storyboard") || path.hasSuffix(".xib") ? .interfaceBuilder : .sources
        }
    }

    /// Who placed the key.
    public var source: Source
    /// The spec file and line of the rule, group or `defaultSlot` (`typefit.json:8`); nil for
    /// slots `--infer` inferred, the built-in default slot, and rules built in code.
    public var specLocation: String?
    /// Where inference found the key (`Settings.storyboard:123`): for inferred slots, and for
    /// spec rules written by `typefit infer` (their `"from"`).
    public var inferredFrom: String?
    /// `exact`, `likely` or `guess`, for inferred slots.
    public var confidence: String?
    /// The group's kind (`tabBar`), when a group gave the slot.
    public var group: String?

    /// An origin; see each property.
    public init(source: Source, specLocation: String? = nil, inferredFrom: String? = nil, confidence: String? = nil,
                group: String? = nil) {
        self.source = source
        self.specLocation = specLocation
        self.inferredFrom = inferredFrom
        self.confidence = confidence
        self.group = group
    }

    /// The built-in default slot (no spec names one).
    public static let builtInDefault = SlotOrigin(source: .defaultSlot)

    /// The one place to look: where the key was inferred from, else the spec's line, else
    /// `built-in default slot`.
    public var from: String {
        inferredFrom ?? specLocation ?? (source == .defaultSlot ? "built-in default slot" : "spec")
    }

    /// `typefit.json:8`, `typefit.json:23 (tabBar)`, `typefit.json:5 (defaultSlot)`,
    /// `Main.storyboard:12 (exact), rule at typefit.json:8`, `Main.storyboard:40 (tabBar,
    /// inferred, exact)`, `the built-in default slot`.
    public var description: String {
        var details: [String] = []
        if let group { details.append(group) }
        if source == .defaultSlot { details.append("defaultSlot") }
        if inferredFrom != nil, source != .spec { details.append("inferred") }
        if let confidence { details.append(confidence) }
        let suffix = details.isEmpty ? "" : " (\(details.joined(separator: ", ")))"
        if let inferredFrom {
            return inferredFrom + suffix + (specLocation.map { ", \(group == nil ? "rule" : "group") at \($0)" } ?? "")
        }
        if let specLocation { return specLocation + suffix }
        return source == .defaultSlot ? "the built-in default slot" : "a rule of the spec" + suffix
    }
}
