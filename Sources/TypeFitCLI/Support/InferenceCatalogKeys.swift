import Catalogs
import Foundation
import SlotInference

/// The keys of `catalogs` as inference names them: a table by its file's name (nil for
/// Localizable), for `SlotInferenceOptions.catalogKeys`.
func catalogKeys(of catalogs: CatalogSet) -> Set<KeyReference> {
    var keys: Set<KeyReference> = []
    for file in catalogs.files {
        let table = ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
        for entry in file.entries {
            keys.insert(KeyReference(key: entry.key, table: table == "Localizable" ? nil : table))
        }
    }
    return keys
}
