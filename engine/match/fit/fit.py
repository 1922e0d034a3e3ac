#!/usr/bin/env python3
"""Least-squares weights for the evaluation features.

usage: fit.py DATA [CLIP_PAWNS=10] [RIDGE=10] [SCALE=2]

DATA: the output of fsf_eval.py. Positions whose evaluation exceeds CLIP_PAWNS are left
out; the targets are the evaluations in centipawns times SCALE. Prints the fit's error,
then the weights in sixteenths of a centipawn, comma-separated, in feature order.
"""
import sys


def solve(a, b):
    n = len(b)
    m = [a[i][:] + [b[i]] for i in range(n)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        if abs(m[c][c]) < 1e-9:
            continue
        for r in range(n):
            if r != c:
                k = m[r][c] / m[c][c]
                for j in range(c, n + 1):
                    m[r][j] -= k * m[c][j]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-9 else 0.0 for i in range(n)]


def main():
    path = sys.argv[1]
    clip = float(sys.argv[2]) if len(sys.argv) > 2 else 10.0
    ridge = float(sys.argv[3]) if len(sys.argv) > 3 else 10.0
    scale = float(sys.argv[4]) if len(sys.argv) > 4 else 2.0
    rows = []
    for line in open(path):
        value, features, _ = line.rstrip("\n").split("\t")
        if abs(float(value)) <= clip:
            rows.append((float(value) * 100 * scale, [float(x) for x in features.split(",")]))
    n = len(rows[0][1])
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for y, f in rows:
        for i in range(n):
            if f[i]:
                b[i] += f[i] * y
                for j in range(n):
                    a[i][j] += f[i] * f[j]
    for i in range(n):
        a[i][i] += ridge
    w = solve(a, b)
    mse = sum((y - sum(x * c for x, c in zip(w, f))) ** 2 for y, f in rows) / len(rows)
    rms = (sum(y * y for y, _ in rows) / len(rows)) ** 0.5
    print(f"{len(rows)} positions, rms error {mse ** 0.5:.0f} of rms {rms:.0f}")
    print(",".join(str(round(x * 16)) for x in w))


if __name__ == "__main__":
    main()
