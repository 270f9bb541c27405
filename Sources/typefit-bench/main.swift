// The benchmark (issue 5): `make bench`, `make bench-quick`. See BENCHMARKS.md.
import Foundation

exit(Bench.main(Array(CommandLine.arguments.dropFirst())))
