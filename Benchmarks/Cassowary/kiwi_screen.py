#!/usr/bin/python3
"""The screen of Benchmarks/Cassowary/main.swift (ScreenShapedSystem) built in kiwisolver from Python and
timed the same way: 36 solves (12 categories x 3 devices), a new solver each. For scale only: the times
include building the constraints in the interpreter."""
import time, kiwisolver as k
def build(rows, cols, width=390.0, height=844.0, cat=0):
    s = k.Solver(); n = 0
    rw, rh = k.Variable('rw'), k.Variable('rh')
    s.addConstraint(rw == width); s.addConstraint(rh == height); n += 2
    views = []
    for r in range(rows):
        line = []
        for c in range(cols):
            l, t, w, h = k.Variable(), k.Variable(), k.Variable(), k.Variable()
            iw = (20 + (r * 7 + c * 13) % 80) * (1 + cat / 10); ih = 17 + cat * 2
            cs = [w >= 0, h >= 0, (w <= iw) | 250, (w >= iw) | 750, (h <= ih) | 250, (h >= ih) | 750]
            if line: pl, pt, pw, ph = line[-1]; cs.append(l == pl + pw + 8)
            else: cs.append(l == 16)
            if r > 0:
                al, at, aw, ah = views[r - 1][c]
                cs += [t >= at + ah + 8, (t == at + ah + 8) | 500]
            else: cs.append(t == 44)
            for x in cs: s.addConstraint(x)
            n += len(cs); line.append((l, t, w, h))
        ll, lt, lw, lh = line[-1]
        s.addConstraint((ll + lw <= rw - 16) | 999); n += 1
        views.append(line)
    s.updateVariables()
    return n
for rows, cols in [(10, 10), (10, 20)]:
    times = []
    for device in [375.0, 390.0, 430.0]:
        for cat in range(12):
            t0 = time.perf_counter(); n = build(rows, cols, device, cat=cat); times.append(time.perf_counter() - t0)
    times.sort()
    print(f"kiwisolver {k.__version__} {rows}x{cols}: {n} constraints, 36 solves: median {times[18]*1000:.2f} ms, total {sum(times)*1000:.1f} ms")
