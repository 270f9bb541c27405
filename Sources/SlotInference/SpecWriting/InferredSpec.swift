import Catalogs
import FitCheck
import TextFormatting
import TextMeasure

/// A slot spec written from what inference found: one rule per key placed outside a group,
/// the groups (bars, controls, alerts) with their member keys, and the keys nobody placed.
///
/// It is the document `typefit infer` writes and `typefit check --infer` adds after a spec's own
/// rules (`Spec.addingInferred(json:)`): every rule and group says where it was found
/// (`"from": "Settings.storyboard:123"`) and how sure inference is (`"confidence"`), and what it
/// assumed (`"notes"`). Build one with `inferredSpec(from:options:)`.
public struct InferredSpec: Sendable {
    /// One rule of `slots`: a key (or, for an interpolated key, a glob) and its slot.
    public struct Rule: Sendable {
        /// The key, or a glob for an interpolated key (`Hello %*`).
        public var match: String
        /// `path:line` where the key is put into its view.
        public var from: String
        public var confidence: InferenceConfidence
        public var source: InferenceSource
        /// The component the key is checked as.
        public var component: Component
        /// What inference assumed or could not say.
        public var notes: [String]
        /// The slot's keys and values, in the order they are written.
        var settings: [(String, JSONValue)]
    }

    /// One group of `groups`.
    public struct Group: Sendable {
        public var kind: InferredGroup.Kind
        /// `path:line` of the bar, control or alert.
        public var from: String
        public var confidence: InferenceConfidence
        public var source: InferenceSource
        /// Every member key, in the order the group shows them.
        public var keys: [String]
        public var notes: [String]
        /// The group's keys (kind, roles, width, ...) in the order they are written.
        var settings: [(String, JSONValue)]
    }

    /// A key no rule or group places, for a person to place: found in a file without a slot it
    /// could tell, or in a catalog and nowhere else.
    public struct Uninferred: Sendable, Hashable {
        public var key: String
        /// Where it was found: the use in code or Interface Builder, else its catalog entry.
        public var from: String?
        public var reason: String
    }

    public var rules: [Rule] = []
    public var groups: [Group] = []
    public var uninferred: [Uninferred] = []
    /// Keys placed nowhere that are never drawn (accessibility text, a segmented picker's
    /// title): neither placed nor listed, counted in the summary so the totals add up.
    public var neverDrawn: [String] = []

    /// The spec as JSON: `slots`, `groups`, `uninferred`, two-space indented, keys in a fixed
    /// order, ending with a newline.
    public var json: String {
        let slots = rules.map { rule -> JSONValue in
            .object([("match", .string(rule.match)), ("from", .string(rule.from)), ("confidence", .string(rule.confidence.rawValue))]
                + rule.settings + (rule.notes.isEmpty ? [] : [("notes", .array(rule.notes.map(JSONValue.string)))]))
        }
        let groupValues = groups.map { group -> JSONValue in
            .object([("kind", .string(group.kind.rawValue)), ("from", .string(group.from)), ("confidence", .string(group.confidence.rawValue))]
                + group.settings + (group.notes.isEmpty ? [] : [("notes", .array(group.notes.map(JSONValue.string)))]))
        }
        let unplaced = uninferred.map { key -> JSONValue in
            .object([("key", .string(key.key))] + (key.from.map { [("from", .string($0))] } ?? []) + [("reason", .string(key.reason))])
        }
        return JSONValue.object([("slots", .array(slots)), ("groups", .array(groupValues)), ("uninferred", .array(unplaced))]).rendered() + "\n"
    }

    /// How many keys rules and groups place, by the kind of file they were inferred from (a
    /// key in several groups counts once).
    public var placedKeys: [InferenceSource: Int] {
        var sourceOfKey: [String: InferenceSource] = [:]
        for rule in rules where sourceOfKey[rule.match] == nil { sourceOfKey[rule.match] = rule.source }
        for group in groups {
            for key in group.keys where sourceOfKey[key] == nil { sourceOfKey[key] = group.source }
        }
        var counts: [InferenceSource: Int] = [:]
        for source in sourceOfKey.values { counts[source, default: 0] += 1 }
        return counts
    }
}

/// What a written spec starts from.
public struct InferredSpecOptions: Sendable {
    /// The slot the rules start from: the built-in default slot for `typefit infer`, the spec's
    /// own for `typefit check --infer`. A width inference cannot know stays this slot's.
    public var defaultSlot: SlotSpec
    /// The keys of the catalogs read, each with where it is first found; `nil` when no catalog
    /// was read. Group members must be catalog keys (a spec's groups name existing keys), and
    /// catalog keys no rule places are listed as uninferred.
    public var catalogKeys: [String: SourceLocation]?

    public init(defaultSlot: SlotSpec = .builtInDefault, catalogKeys: [String: SourceLocation]? = nil) {
        self.defaultSlot = defaultSlot
        self.catalogKeys = catalogKeys
    }
}

extension InferredSpecOptions {
    /// Options with the keys of `catalogs` (nil when it has no files), each located at its
    /// development-language entry when it has one (the text a person recognizes), else its first.
    public init(defaultSlot: SlotSpec = .builtInDefault, catalogs: CatalogSet, developmentLanguage: String = "en") {
        var keys: [String: SourceLocation] = [:]
        var isSource: Set<String> = []
        for file in catalogs.files {
            let language = file.sourceLanguage ?? developmentLanguage
            for entry in file.entries where !isSource.contains(entry.key) {
                let source = LocaleFilter.tag(language, covers: entry.locale) && !entry.isFallbackToSource
                guard keys[entry.key] == nil || source else { continue }
                keys[entry.key] = entry.location
                if source { isSource.insert(entry.key) }
            }
        }
        self.init(defaultSlot: defaultSlot, catalogKeys: catalogs.files.isEmpty ? nil : keys)
    }
}

/// `path:line`.
func fromText(_ location: SourceLocation) -> String { "\(location.file):\(location.line)" }
