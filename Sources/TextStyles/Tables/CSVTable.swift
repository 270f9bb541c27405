/// A parsed CSV file: a header row and data rows, each remembering its line for error messages.
///
/// The dialect is RFC 4180: fields separated by commas, optionally quoted with `"`, a doubled
/// `""` inside quotes standing for one quote, line breaks allowed inside quotes, LF or CRLF line
/// ends. Blank lines and lines starting with `#` (outside quotes) are skipped, so a table may
/// carry a comment naming its source.
struct CSVTable: Sendable {
    /// One data row of a table.
    struct Row: Sendable {
        /// The file the row comes from, for messages.
        let file: String
        /// The 1-based line on which the row starts.
        let line: Int
        /// The row's fields, in column order.
        let fields: [String]
        /// Column positions by header name.
        let columns: [String: Int]

        /// The field in `column`, trimmed of surrounding spaces, or "" when the row is short.
        subscript(column: String) -> String {
            guard let index = columns[column], index < fields.count else { return "" }
            return fields[index].trimmingSpaces
        }

        /// The field in `column` read as a number; a malformed table error when it is not one.
        func number(_ column: String) throws(TextStyleError) -> Double {
            try number(at: columns[column] ?? fields.count, named: column)
        }

        /// The field at position `index` (see `CSVTable.position(of:)`), trimmed; "" past the row's end.
        func field(at index: Int) -> String {
            index < fields.count ? fields[index].trimmingSpaces : ""
        }

        /// The field at position `index` read as a number (`column` names it in the error).
        func number(at index: Int, named column: String) throws(TextStyleError) -> Double {
            let text = field(at: index)
            guard let value = Double(text), value.isFinite else {
                throw .malformedTable(file: file, line: line, reason: "column '\(column)' is '\(text)', not a number")
            }
            return value
        }
    }

    /// The file name, for messages.
    let name: String
    /// The column names from the first row.
    let header: [String]
    /// The data rows.
    let rows: [Row]

    /// Parses `text`; `name` appears in error messages.
    init(name: String, text: String) throws(TextStyleError) {
        self.name = name
        let records = try Self.records(in: text, file: name)
        guard let first = records.first else {
            throw .malformedTable(file: name, line: 1, reason: "the table is empty")
        }
        header = first.fields.map(\.trimmingSpaces)
        var columns: [String: Int] = [:]
        for (index, column) in header.enumerated() where columns[column] == nil { columns[column] = index }
        rows = records.dropFirst().map { Row(file: name, line: $0.line, fields: $0.fields, columns: columns) }
    }

    /// Where column `name` is in each row, for tables read row by row in a loop (a name looked
    /// up per field hashed it a thousand times over for the calibration table).
    func position(of name: String) throws(TextStyleError) -> Int {
        guard let index = header.firstIndex(of: name) else {
            throw .malformedTable(file: self.name, line: 1, reason: "no column '\(name)'")
        }
        return index
    }

    /// The embedded table called `name` (for example `dynamic_type_sizes.csv`).
    static func embedded(_ name: String) throws(TextStyleError) -> CSVTable {
        guard let text = TableSource.text(of: name) else {
            throw .malformedTable(file: name, line: 0, reason: "the table is not embedded in the build")
        }
        return try CSVTable(name: name, text: text)
    }

    /// Splits `text` into records of raw fields.
    ///
    /// Works on the UTF-8 bytes: every delimiter is ASCII, so a field is a run of bytes turned
    /// into a String once (callgrind: appending scalar by scalar was a quarter of a cold
    /// `typefit measure`).
    private static func records(in text: String, file: String) throws(TextStyleError) -> [(line: Int, fields: [String])] {
        var text = text
        let result: Result<[(line: Int, fields: [String])], TextStyleError> = text.withUTF8 { bytes in
            Result { () throws(TextStyleError) in try records(in: bytes, file: file) }
        }
        return try result.get()
    }

    private static func records(in bytes: UnsafeBufferPointer<UInt8>, file: String) throws(TextStyleError) -> [(line: Int, fields: [String])] {
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), newline = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r"), hash = UInt8(ascii: "#")
        var records: [(line: Int, fields: [String])] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var inQuotes = false
        var fieldWasQuoted = false
        var line = 1
        var recordLine = 1
        var atRecordStart = true
        var skippingComment = false

        func isSpaces(_ field: [UInt8]) -> Bool {
            field.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        }
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            fieldWasQuoted = false
        }
        func endRecord() {
            let isBlank = fields.isEmpty && isSpaces(field) && !fieldWasQuoted
            endField()
            if !isBlank { records.append((recordLine, fields)) }
            fields = []
            atRecordStart = true
        }

        var i = 0
        let n = bytes.count
        while i < n {
            let byte = bytes[i]
            i += 1
            if skippingComment {
                if byte == newline { skippingComment = false; line += 1; atRecordStart = true }
                continue
            }
            if atRecordStart {
                recordLine = line
                atRecordStart = false
                if byte == hash { skippingComment = true; continue }
            }
            if inQuotes {
                if byte == quote {
                    if i < n && bytes[i] == quote {
                        i += 1
                        field.append(quote)
                    } else {
                        inQuotes = false
                    }
                } else {
                    if byte == newline { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case quote where isSpaces(field) && !fieldWasQuoted:
                field.removeAll(keepingCapacity: true)
                inQuotes = true
                fieldWasQuoted = true
            case comma:
                endField()
            case carriageReturn where i < n && bytes[i] == newline:
                continue
            case newline:
                line += 1
                endRecord()
            default:
                field.append(byte)
            }
        }
        if inQuotes {
            throw .malformedTable(file: file, line: recordLine, reason: "a quoted field is not closed")
        }
        if !atRecordStart || !field.isEmpty || !fields.isEmpty { endRecord() }
        return records
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        // Most cells have nothing to trim: answer without building a new string.
        guard let first = utf8.first, let last = utf8.last else { return "" }
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        if first != space && first != tab && last != space && last != tab { return self }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let end = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[start...end])
    }
}
