// The benchmark (issue 5): `make bench`, `make bench-quick`. See BENCHMARKS.md.
import Foundation
import TypeFitCLI

// The same heap as `typefit check` (huge pages where it restarts for them): the floor and the
// in-process workloads are timed like the check they are set beside.
HugePageHeap.restartIfUseful(wanted: true)
exit(Bench.main(Array(CommandLine.arguments.dropFirst())))
