/// A JSON value that remembers the line and column where it starts.
///
/// Foundation's `JSONSerialization` gives no positions, and TypeFit reports every entry (and every
/// spec error) at its line, so String Catalogs and slot specs are parsed by `JSONParser` into
/// these nodes.
package struct JSONNode: Sendable {
    /// A JSON value; objects keep their members in file order with each key's position.
    package enum Value: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        /// The number's text exactly as written, so writers can reproduce it.
        case number(String)
        case bool(Bool)
        case null
    }

    /// An object member: its key, where the key is, and its value.
    package struct Member: Sendable {
        package var key: String
        package var line: Int
        package var column: Int
        package var value: JSONNode

        package init(key: String, line: Int, column: Int, value: JSONNode) {
            self.key = key
            self.line = line
            self.column = column
            self.value = value
        }
    }

    package var value: Value
    /// 1-based line and column where the value starts.
    package var line: Int
    package var column: Int

    /// The member named `key`, when this is an object that has one (the last, if repeated).
    package subscript(key: String) -> JSONNode? { member(key)?.value }

    /// The member named `key` with its position.
    package func member(_ key: String) -> Member? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }
    }

    /// The object's members, or an empty list for other values.
    package var members: [Member] {
        if case .object(let members) = value { return members }
        return []
    }

    /// The string value, if this is a string.
    package var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The boolean value, if this is a boolean.
    package var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    /// The number's text, if this is a number.
    package var number: String? {
        if case .number(let text) = value { return text }
        return nil
    }
}
