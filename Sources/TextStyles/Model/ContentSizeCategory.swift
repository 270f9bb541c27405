/// One of the twelve Dynamic Type sizes a user picks in Settings, smallest to largest.
///
/// The order, names and raw values come from `Tables/content_size_categories.csv` (Apple developer
/// documentation and UIKit's raw values). `large` is the default; `ax1` ... `ax5` are the
/// accessibility sizes (UIKit `accessibilityMedium` ... `accessibilityExtraExtraExtraLarge`).
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable, Codable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, ax1, ax2, ax3, ax4, ax5

    /// Whether this is one of the accessibility sizes AX1-AX5 (UIKit `isAccessibilityCategory`).
    public var isAccessibility: Bool { names.isAccessibility }

    /// Whether this is the system default (Large).
    public var isDefault: Bool { names.isDefault }

    /// The name the HIG uses: `xSmall`, `Large`, `AX1`.
    public var higName: String { names.hig }

    /// The `UIContentSizeCategory` case: `extraSmall`, `accessibilityMedium`.
    public var uikitName: String { names.uikit }

    /// UIKit's raw value: `UICTContentSizeCategoryXS`.
    public var rawValueName: String { names.rawValue }

    /// SwiftUI's `DynamicTypeSize` case: `xSmall`, `accessibility1`.
    public var swiftUIName: String { names.swiftUI }

    /// The category every table is relative to.
    public static var `default`: ContentSizeCategory {
        allCases.first(where: \.isDefault) ?? .large
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    private var names: CategoryNames.Entry { CategoryNames.standard.entries[rawValue] }

    /// Parses any spelling users type, ignoring case, spaces and punctuation.
    ///
    /// Accepted: the HIG name (`AX3`, `xxxLarge`), the UIKit case (`accessibilityExtraLarge`,
    /// `extraSmall`), the raw value with or without its prefix (`UICTContentSizeCategoryAccessibilityXL`,
    /// `XXXL`, `xs`), the SwiftUI case (`accessibility3`), and `UIContentSizeCategory` + UIKit case.
    /// - Throws: ``TextStyleError/unknownCategory(_:suggestion:)`` with the nearest spelling.
    public static func parse(_ text: String) throws(TextStyleError) -> ContentSizeCategory {
        var key = SpellingKey.normalize(text)
        for prefix in ["uicontentsizecategory", "dynamictypesize", "contentsizecategory"] where key.hasPrefix(prefix) && key.count > prefix.count {
            key.removeFirst(prefix.count)
        }
        if let category = CategoryNames.standard.byKey[key] { return category }
        let candidates = CategoryNames.standard.spellings.map { (spelling: $0.key, display: $0.category.higName) }
        throw .unknownCategory(text, suggestion: Suggestion.nearest(to: text, among: candidates))
    }

    /// Parses a selection of categories: `all`, a list (`xSmall,Large,AX3`), a range (`L...AX5`,
    /// `L-AX5`, `Large..<AX1`, open-ended `AX1...`), or a mix (`xSmall,L...xxxL`).
    ///
    /// The result is sorted smallest first, without repeats. Use ``CategorySelection`` to keep
    /// the difference between named categories and ranges (for platforms that lack some).
    public static func parseSelection(_ text: String) throws(TextStyleError) -> [ContentSizeCategory] {
        try CategorySelection.parse(text).categories
    }
}

/// The names of every category, read once from `content_size_categories.csv`.
struct CategoryNames: Sendable {
    struct Entry: Sendable {
        let hig: String
        let uikit: String
        let rawValue: String
        let swiftUI: String
        let isAccessibility: Bool
        let isDefault: Bool
    }

    /// Entries indexed by `ContentSizeCategory.rawValue`.
    let entries: [Entry]
    /// Every accepted spelling key (see ``SpellingKey``), mapped to its category.
    let byKey: [String: ContentSizeCategory]
    /// The accepted spellings in category order, for suggestions.
    let spellings: [(key: String, category: ContentSizeCategory)]

    static let standard: CategoryNames = {
        do {
            return try CategoryNames(table: .embedded("content_size_categories.csv"))
        } catch {
            fatalError("TypeFit's embedded tables are malformed: \(error)")
        }
    }()

    init(table: CSVTable) throws(TextStyleError) {
        var entries: [Int: Entry] = [:]
        var spellings: [(key: String, category: ContentSizeCategory)] = []
        for row in table.rows {
            guard let order = Int(row["order"]), let category = ContentSizeCategory(rawValue: order) else { continue }
            let rawValue = row["raw_value"]
            let entry = Entry(
                hig: row["hig_name"], uikit: row["uikit_case"], rawValue: rawValue,
                swiftUI: row["swiftui_DynamicTypeSize"],
                isAccessibility: row["is_accessibility_category"].lowercased() == "true",
                isDefault: row["is_default"].lowercased() == "true")
            entries[order] = entry
            let rawPrefix = "UICTContentSizeCategory"
            let shortRaw = rawValue.hasPrefix(rawPrefix) ? String(rawValue.dropFirst(rawPrefix.count)) : rawValue
            for spelling in [entry.hig, entry.uikit, entry.swiftUI, rawValue, shortRaw] {
                let key = SpellingKey.normalize(spelling)
                if !key.isEmpty && !spellings.contains(where: { $0.key == key }) { spellings.append((key, category)) }
            }
        }
        guard entries.count == ContentSizeCategory.allCases.count else {
            throw .malformedTable(file: table.name, line: 0, reason: "expected \(ContentSizeCategory.allCases.count) categories with order 0-11, found \(entries.count)")
        }
        self.entries = ContentSizeCategory.allCases.map { entries[$0.rawValue]! }
        self.spellings = spellings
        self.byKey = Dictionary(spellings.map { ($0.key, $0.category) }, uniquingKeysWith: { first, _ in first })
    }
}
