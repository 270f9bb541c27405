import Fuzzing

extension SeededRandom {
    /// `count` texts of 0 to 31 scalars, each drawn from `alphabet`: inputs for tests that compare
    /// two implementations (the same texts on every run).
    mutating func texts(_ count: Int, over alphabet: [Unicode.Scalar]) -> [String] {
        (0..<count).map { _ in
            var text = String.UnicodeScalarView()
            for _ in 0..<int(0...31) { text.append(pick(alphabet)) }
            return String(text)
        }
    }
}

/// `text` rebuilt scalar by scalar, each scalar replaced by `replacement(scalar)` where that gives
/// one: the shape of the oracles the byte-level escapers are compared with.
func scalarByScalar(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
        if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
    }
    return out
}
