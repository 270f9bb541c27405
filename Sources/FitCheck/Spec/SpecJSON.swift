import Catalogs

/// A spec file's JSON, with the line and column of every value and key: the spec is parsed by
/// Catalogs' position-keeping JSON reader (not `JSONDecoder`), so every error names its line.
typealias SpecJSON = JSONNode

extension JSONNode {
    /// A short name of the value's type, for messages (`a string`, `an object`).
    var typeName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}
