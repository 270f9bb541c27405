/// Every subcommand `typefit` has, in the order help lists them.
///
/// Adding a subcommand: one file in `Subcommands/`, one line here.
enum SubcommandRegistry {
    static let all: [any Subcommand.Type] = [
        TableCommand.self,
        ScaleCommand.self,
        MeasureCommand.self,
        CheckCommand.self,
        InferCommand.self,
        PseudoCommand.self,
        LayoutCommand.self,
        ServeCommand.self,
    ]

    /// The subcommand called `name`, if there is one.
    static func find(_ name: String) -> (any Subcommand.Type)? {
        all.first { $0.name == name }
    }
}
