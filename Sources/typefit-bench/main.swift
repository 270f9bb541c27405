// The benchmark (issue 5). See BENCHMARKS.md.
print("typefit-bench: not built yet")
