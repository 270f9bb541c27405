/// A JSON value that remembers the line and column where it starts.
///
/// Foundation's `JSONSerialization` gives no positions, and TypeFit reports every entry at its
/// line, so String Catalogs are parsed by `JSONParser` into these nodes.
struct JSONNode {
    /// A JSON value; objects keep their members in file order with each key's position.
    enum Value {
        case object([Member])
        case array([JSONNode])
        case string(String)
        /// The number's text exactly as written, so writers can reproduce it.
        case number(String)
        case bool(Bool)
        case null
    }

    /// An object member: its key, where the key is, and its value.
    struct Member {
        var key: String
        var line: Int
        var column: Int
        var value: JSONNode
    }

    var value: Value
    var line: Int
    var column: Int

    /// The member named `key`, when this is an object that has one (the last, if repeated).
    subscript(key: String) -> JSONNode? { member(key)?.value }

    /// The member named `key` with its position.
    func member(_ key: String) -> Member? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }
    }

    /// The object's members, or an empty list for other values.
    var members: [Member] {
        if case .object(let members) = value { return members }
        return []
    }

    /// The string value, if this is a string.
    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The boolean value, if this is a boolean.
    var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    /// The number's text, if this is a number.
    var number: String? {
        if case .number(let text) = value { return text }
        return nil
    }
}
