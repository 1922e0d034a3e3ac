#!/usr/bin/env python3
"""Search for Minishogi mutual-perpetual-check cycles (both kings shuttle between two
squares, every king move uncovering a check from its own slider), with a tiny attack
model, then confirm each candidate with pyffish via gen_cycles.verify.

Pieces: sente K + one sente slider (R, B, +R, +B), gote k + one gote slider; cycle
K0->X, k0->Y, X->K0, Y->k0 (sente first), or the same with gote first.
Run from the repository root:
    python3 tools/fsf-crosscheck/shogi/find_mutual.py --max 40 > /tmp/mutual.jsonl
Each output line: {"fen", "cycle", "result"} (FSF-confirmed, draw perpetual-check).
"""
import argparse
import itertools
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_cycles import verify  # noqa

ORTH = [(1, 0), (-1, 0), (0, 1), (0, -1)]
DIAG = [(1, 1), (1, -1), (-1, 1), (-1, -1)]


def attacks(kind, s, occ):
    out = set()
    rays = {"R": ORTH, "B": DIAG, "+R": ORTH, "+B": DIAG}[kind]
    for dx, dy in rays:
        x, y = s[0] + dx, s[1] + dy
        while 0 <= x < 5 and 1 <= y <= 5:
            out.add((x, y))
            if (x, y) in occ:
                break
            x, y = x + dx, y + dy
    if kind == "+R":
        out |= {(s[0] + dx, s[1] + dy) for dx, dy in DIAG}
    if kind == "+B":
        out |= {(s[0] + dx, s[1] + dy) for dx, dy in ORTH}
    return out


def adj(a, b):
    return max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1


def checked(king, slider, kind, occ):
    return king in attacks(kind, slider, occ)


def fen_of(pieces, side):
    rows = []
    for r in range(5, 0, -1):
        row, e = "", 0
        for f in range(5):
            p = pieces.get((f, r))
            if p is None:
                e += 1
            else:
                if e:
                    row += str(e)
                    e = 0
                row += p
        rows.append(row + (str(e) if e else ""))
    return "/".join(rows) + f"[] {side} - - 0 1"


def name(s):
    return "abcde"[s[0]] + str(s[1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--max", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    sqs = [(f, r) for f in range(5) for r in range(1, 6)]
    kinds = ["R", "B", "+R", "+B"]
    found = []
    rng = random.Random(a.seed)
    combos = list(itertools.product(sqs, sqs, kinds, kinds))
    rng.shuffle(combos)
    for Rs, rs, RK, rK in combos:
        if Rs == rs:
            continue
        def state_ok(K, k, stm):
            occ = {Rs, rs, K, k}
            sc = checked(K, rs, rK, occ)
            gc = checked(k, Rs, RK, occ)
            return (sc and not gc) if stm == "w" else (gc and not sc)
        for K0 in sqs:
            if K0 in (Rs, rs):
                continue
            for k0 in sqs:
                if k0 in (Rs, rs, K0) or adj(k0, K0) or not state_ok(K0, k0, "w"):
                    continue
                for X in sqs:
                    if not adj(K0, X) or X in (Rs, rs, k0) or adj(k0, X):
                        continue
                    if not state_ok(X, k0, "b"):
                        continue
                    for Y in sqs:
                        if not adj(k0, Y) or Y in (Rs, rs, K0, X) or adj(Y, K0) or adj(Y, X):
                            continue
                        if not (state_ok(X, Y, "w") and state_ok(K0, Y, "b")):
                            continue
                        for first in ("w", "b"):
                            pieces = {Rs: RK, rs: rK.lower(), K0: "K", k0: "k"}
                            if first == "w":
                                fen = fen_of(pieces, "w")
                                cyc = [name(K0) + name(X), name(k0) + name(Y),
                                       name(X) + name(K0), name(Y) + name(k0)]
                            else:
                                # start from state 2 (gote to move)
                                pieces = {Rs: RK, rs: rK.lower(), X: "K", k0: "k"}
                                fen = fen_of(pieces, "b")
                                cyc = [name(k0) + name(Y), name(X) + name(K0),
                                       name(Y) + name(k0), name(K0) + name(X)]
                            rec, why = verify(fen, [], cyc)
                            if rec is None:
                                print("rejected", fen, cyc, why, file=sys.stderr)
                                continue
                            print(json.dumps({"fen": fen, "cycle": cyc,
                                              "result": rec["result"]}), flush=True)
                            found.append(fen)
                            if len(found) >= a.max:
                                return


if __name__ == "__main__":
    main()
