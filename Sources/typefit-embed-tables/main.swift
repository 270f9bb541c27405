// Build-time tool of the EmbedTables plugin: writes a Swift file holding each CSV file's text.
// Usage: typefit-embed-tables OUTPUT.swift TABLE.csv...

import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: typefit-embed-tables OUTPUT.swift TABLE.csv...\n".utf8))
    exit(64)
}

var swift = """
    // Generated at build time from Tables/ by the EmbedTables plugin. Do not edit.

    /// The text of every CSV file in `Tables/`, keyed by file name.
    enum EmbeddedTables {
        static let files: [String: String] = [

    """
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: \(path): cannot read as UTF-8\n".utf8))
        exit(1)
    }
    // A raw string literal whose delimiter cannot occur in the text.
    var hashes = "#"
    while text.contains("\"" + hashes) { hashes += "#" }
    swift += "        \"\(url.lastPathComponent)\": \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes),\n"
}
swift += "    ]\n}\n"
do {
    try swift.write(to: URL(fileURLWithPath: outputPath), atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("error: \(outputPath): \(error)\n".utf8))
    exit(1)
}
