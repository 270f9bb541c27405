import TextFormatting

/// One JSON object built in place, field by field (the JSON report's entries and findings,
/// SARIF's results): appended to one buffer instead of joined from a string per field, which
/// halved the time of writing 18,500 entries (perf, issue 10).
///
/// The buffer is UTF-8 bytes, made a `String` once in `json`: appending to a `String` piece by
/// piece (a field's name, its quotes, its value) and quoting each text through a new string
/// cost more than the check's speed-ups left the writer (callgrind on a real app's JSON report:
/// `JSONLine.name` 1,600 and `jsonQuoted` 2,700 instructions a call; issue 14).
struct JSONLine {
    private var bytes: [UInt8]

    init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
        bytes.append(UInt8(ascii: "{"))
    }

    private mutating func name(_ name: StaticString) {
        if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// `value` quoted and escaped (`jsonQuoted`), appended as bytes.
    private mutating func quoted(_ value: String) {
        appendJSONQuoted(value, to: &bytes)
    }

    /// `"name":"value"` (quoted and escaped); nothing when `value` is nil.
    mutating func string(_ field: StaticString, _ value: String?) {
        guard let value else { return }
        name(field)
        quoted(value)
    }

    /// `"name":value`, `value` already JSON (a number, an object, an array); nothing when nil.
    mutating func raw(_ field: StaticString, _ value: String?) {
        guard let value else { return }
        name(field)
        bytes.append(contentsOf: value.utf8)
    }

    /// `"name":12`.
    mutating func int(_ field: StaticString, _ value: Int?) {
        guard let value else { return }
        name(field)
        bytes.append(contentsOf: String(value).utf8)
    }

    /// `"name":["a","b"]`.
    mutating func strings(_ field: StaticString, _ values: [String]) {
        name(field)
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            quoted(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// `"name":[{...},{...}]`, the objects' bytes copied as they are (no string made of each).
    mutating func objects(_ field: StaticString, _ objects: [JSONLine]) {
        name(field)
        bytes.append(UInt8(ascii: "["))
        for (index, object) in objects.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: object.bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// `"name":{...}`, the object's bytes copied as they are.
    mutating func object(_ field: StaticString, _ object: JSONLine) {
        name(field)
        bytes.append(contentsOf: object.bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// The object, closed.
    var json: String {
        var closed = bytes
        closed.append(UInt8(ascii: "}"))
        return String(decoding: closed, as: UTF8.self)
    }

    /// The object, closed, written to `output` as its bytes: no string made of it (that was a
    /// UTF-8 validation of every entry of the JSON report, and a copy; callgrind, issue 14).
    mutating func write(to output: ReportOutput) {
        bytes.append(UInt8(ascii: "}"))
        bytes.withUnsafeBufferPointer { output.write(bytes: $0) }
        bytes.removeLast()
    }
}
