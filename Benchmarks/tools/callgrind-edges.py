#!/usr/bin/env python3
"""Who calls a function, or what it calls, in a callgrind profile, with Swift names demangled.

    Benchmarks/tools/callgrind-edges.py callers OUT.callgrind PATTERN [N]
    Benchmarks/tools/callgrind-edges.py callees OUT.callgrind PATTERN [N]

PATTERN is a regular expression over demangled names (`swift demangle --simplified`), so the
many specializations of one function that demangle alike are summed. Each line gives the calls
and the inclusive instructions of one edge: for `callers`, how often and at what cost each
caller calls the functions that match; for `callees`, what the matching functions call. This is
how Benchmarks/NOTES.md attributes retains, copies and allocations to the code that makes them
("swift_retain$" callers, "^EntryChecker.check" callees). The demangled edges are cached next to
the profile (OUT.callgrind.edges).
"""
import collections
import os
import pickle
import re
import subprocess
import sys


def read_edges(path):
    """(caller, callee) -> [calls, inclusive instructions], by demangled name."""
    cache = path + ".edges"
    if os.path.exists(cache) and os.path.getmtime(cache) > os.path.getmtime(path):
        with open(cache, "rb") as f:
            return pickle.load(f)
    names = {}
    raw = collections.defaultdict(lambda: [0, 0])
    function = callee = None
    pending = None

    def name(token):
        # Callgrind compresses names: "(12) name" defines id 12, "(12)" refers to it.
        match = re.match(r"\((\d+)\)(?: (.*))?", token)
        if not match:
            return token
        if match.group(2):
            names[match.group(1)] = match.group(2)
        return match.group(1)

    with open(path, errors="replace") as f:
        for line in f:
            if line.startswith("fn="):
                function = name(line[3:].strip())
            elif line.startswith("cfn="):
                callee = name(line[4:].strip())
            elif line.startswith("calls="):
                pending = int(line[6:].split()[0])
            elif pending is not None and (line[:1].isdigit() or line[:1] in "+-*"):
                # The line after calls= gives the call's position and its inclusive cost.
                parts = line.split()
                edge = raw[(function, callee)]
                edge[0] += pending
                edge[1] += int(parts[1]) if len(parts) > 1 else 0
                pending = None
    ids = list(names)
    try:
        output = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names[i] for i in ids),
                                capture_output=True, text=True, check=True).stdout.split("\n")
        demangled = dict(zip(ids, output))
    except (OSError, subprocess.CalledProcessError):
        demangled = names
    edges = collections.defaultdict(lambda: [0, 0])
    for (a, b), (calls, cost) in raw.items():
        edge = edges[(demangled.get(a, names.get(a, a)), demangled.get(b, names.get(b, b)))]
        edge[0] += calls
        edge[1] += cost
    edges = dict(edges)
    with open(cache, "wb") as f:
        pickle.dump(edges, f)
    return edges


def main():
    if len(sys.argv) < 4 or sys.argv[1] not in ("callers", "callees"):
        print(__doc__.strip(), file=sys.stderr)
        sys.exit(2)
    mode, path, pattern = sys.argv[1], sys.argv[2], re.compile(sys.argv[3])
    limit = int(sys.argv[4]) if len(sys.argv) > 4 else 30
    calls = collections.Counter()
    cost = collections.Counter()
    for (caller, callee), (n, inclusive) in read_edges(path).items():
        matched, other = (callee, caller) if mode == "callers" else (caller, callee)
        if pattern.search(matched):
            calls[other] += n
            cost[other] += inclusive
    print(f"{sum(calls.values())} calls, {sum(cost.values()):,} instructions inclusive")
    for other, n in cost.most_common(limit):
        print(f"{calls[other]:>10} {cost[other]:>14,}  {other[:200]}")


if __name__ == "__main__":
    main()
