/// One unknown of a system: a number the solver chooses (an edge, a width).
///
/// Made by a ``Solver`` (``Solver/makeVariable(_:)``) and meaningful only to that solver; its
/// `index` is the order of creation, from 0.
public struct Variable: Hashable, Sendable {
    public let index: Int

    init(index: Int) {
        self.index = index
    }
}

/// One product `coefficient x variable` of an ``Expression``.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
