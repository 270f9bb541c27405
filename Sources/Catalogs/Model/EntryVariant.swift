/// A CLDR plural category, as used by String Catalogs, `.stringsdict` and Android `plurals`.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Which variant of a key an entry holds: a plural form, a device, a substitution, an array item.
///
/// A plain entry has no variant (`CatalogEntry.variant == nil`). Variants combine: a String
/// Catalog key can vary by device and then by plural; a substitution `%#@files@` carries its own
/// plural forms, so its entries name the substitution and the category.
public struct EntryVariant: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The plural category, for plural variations and plural substitutions.
    public var plural: PluralCategory?
    /// The device variation (`iphone`, `ipad`, `mac`, `watch`, `appletv`, `vision`, `other`).
    public var device: String?
    /// The substitution (String Catalogs) or format variable (`.stringsdict`) that `plural` selects.
    public var substitution: String?
    /// The index of an Android `string-array` item.
    public var arrayIndex: Int?
    /// The width class of a `.stringsdict` `NSStringVariableWidthRuleType` variant (Apple: "the
    /// number of M-width characters" the variant is meant for).
    public var widthClass: Int?
    /// The Android `product` of a resource other than the default one (`tablet`); `nil` for
    /// `product="default"` and for no `product`, which aapt2 treats alike.
    public var product: String?

    /// A variant with the given selectors; all nil is the entry without variations.
    public init(plural: PluralCategory? = nil, device: String? = nil, substitution: String? = nil,
                arrayIndex: Int? = nil, widthClass: Int? = nil, product: String? = nil) {
        self.plural = plural
        self.device = device
        self.substitution = substitution
        self.arrayIndex = arrayIndex
        self.widthClass = widthClass
        self.product = product
    }

    /// A compact label such as `device=ipad plural=one` or `substitution=files plural=few`.
    public var description: String {
        var parts: [String] = []
        if let product { parts.append("product=\(product)") }
        if let device { parts.append("device=\(device)") }
        if let substitution { parts.append("substitution=\(substitution)") }
        if let plural { parts.append("plural=\(plural.rawValue)") }
        if let arrayIndex { parts.append("index=\(arrayIndex)") }
        if let widthClass { parts.append("width=\(widthClass)") }
        return parts.joined(separator: " ")
    }
}
