/// The published tables, as compiled into the module from `Tables/` at build time.
enum TableSource {
    /// The text of the CSV file `name` (for example `dynamic_type_sizes.csv`), if it exists.
    static func text(of name: String) -> String? { EmbeddedTables.files[name] }
    /// The names of every embedded table.
    static var names: [String] { EmbeddedTables.files.keys.sorted() }
}

/// The rows of the published table `name` from `Tables/` (for example `devices.csv`), each as
/// its line and its fields by column name, for the package's modules that read a table of
/// their own (ScreenLayout's device table). Parsed by the same CSV reader as every table.
package func publishedTableRows(_ name: String) throws(TextStyleError) -> [(line: Int, fields: [String: String])] {
    guard let text = TableSource.text(of: name) else {
        throw .malformedTable(file: name, line: 1, reason: "no such table in Tables/")
    }
    let table = try CSVTable(name: name, text: text)
    return table.rows.map { row in
        var fields: [String: String] = [:]
        for column in table.header { fields[column] = row[column] }
        return (row.line, fields)
    }
}
