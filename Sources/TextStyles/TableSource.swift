/// The published tables, as compiled into the module from `Tables/` at build time.
enum TableSource {
    /// The text of the CSV file `name` (for example `dynamic_type_sizes.csv`), if it exists.
    static func text(of name: String) -> String? { EmbeddedTables.files[name] }
    /// The names of every embedded table.
    static var names: [String] { EmbeddedTables.files.keys.sorted() }
}
