import Foundation
import TypeFitCLI

let arguments = Array(CommandLine.arguments.dropFirst())
// A check runs long enough to gain from huge pages for its heap (Linux; see `HugePageHeap`).
HugePageHeap.restartIfUseful(wanted: arguments.first == "check")
exit(TypeFit.main(arguments))
