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
