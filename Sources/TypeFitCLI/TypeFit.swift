/// The testable entry point of the `typefit` command.
public enum TypeFit {
    /// Runs the command with `arguments` (without the program name) and returns the exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        0
    }
}
