import Foundation
import TypeFitCLI

exit(TypeFit.main(Array(CommandLine.arguments.dropFirst())))
