import Catalogs

/// Which Android `product` variants of a file a check measures: as aapt2 builds an app, per
/// resource the product asked for (the spec's `androidProduct`) where the resource has it, else
/// the default one (AOSP `tools/aapt2/link/ProductFilter.cpp`). The others are skipped, and
/// counted, as `other-product`.
struct AndroidProductSelection {
    private let product: String?
    /// The keys of the file that have a variant for `product`.
    private let keysWithProduct: Set<String>

    init(file: CatalogFile, product: String?) {
        self.product = product
        if let product, file.format == .androidStrings {
            keysWithProduct = Set(file.entries.lazy.filter { $0.variant?.product == product }.map(\.key))
        } else {
            keysWithProduct = []
        }
    }

    /// Whether `entry` is the variant the app is built with.
    func selects(_ entry: CatalogEntry) -> Bool {
        let entryProduct = entry.variant?.product
        if let entryProduct { return entryProduct == product }
        // The default product, unless the key has the product asked for.
        return product == nil || !keysWithProduct.contains(entry.key)
    }
}
