/// Why a ``Solver`` call was refused. The solver is left as it was before the call.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint conflicts with the required constraints already added (or, with
    /// no terms, is false: `0 == 5`). kiwisolver: `UnsatisfiableConstraint`.
    case unsatisfiable
    /// ``Solver/remove(_:)`` of an ID that is not (or no longer) in the solver.
    case unknownConstraint
    /// ``Solver/addEditVariable(_:strength:)`` of a variable that is already an edit variable.
    case duplicateEditVariable
    /// ``Solver/removeEditVariable(_:)`` or ``Solver/suggestValue(_:for:)`` of a variable that
    /// is not an edit variable.
    case unknownEditVariable
    /// ``Solver/addEditVariable(_:strength:)`` with a required strength (kiwi: `BadRequiredStrength`).
    case requiredEditVariable
    /// A coefficient, constant or suggested value that is NaN or infinite.
    case nonFiniteNumber
    /// A variable that another solver made (its index is not one of this solver's).
    case unknownVariable
    /// The simplex found no pivot where the algorithm guarantees one (kiwi:
    /// `InternalSolverError`); only numerical trouble can cause it. The text says which step.
    case internalFailure(String)
}
