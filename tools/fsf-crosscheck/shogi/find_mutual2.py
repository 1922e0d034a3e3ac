#!/usr/bin/env python3
"""Search for Minishogi mutual-perpetual-check cycles where each side's slider shuttles
between two squares, each move blocking the enemy slider's check and giving check:
kings fixed, sente slider S h1<->h2, gote slider G g1<->g2 (R, B, +R, +B).
Candidates from a tiny attack model, confirmed with pyffish (gen_cycles.verify).
Run from the repository root:
    python3 tools/fsf-crosscheck/shogi/find_mutual2.py --max 30 > /tmp/mutual2.jsonl
"""
import argparse
import itertools
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_cycles import verify  # noqa
from find_mutual import attacks, adj, fen_of, name  # noqa


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--max", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    sqs = [(f, r) for f in range(5) for r in range(1, 6)]
    kinds = ["R", "B", "+R", "+B"]
    rng = random.Random(a.seed)
    combos = [(K, k, SK, GK) for K in sqs for k in sqs if K != k and not adj(K, k)
              for SK in kinds for GK in kinds]
    rng.shuffle(combos)
    found = 0
    per_combo_seen = set()
    for K, k, SK, GK in combos:
        for h1 in sqs:
            if h1 in (K, k):
                continue
            for g1 in sqs:
                if g1 in (K, k, h1):
                    continue
                occ = {K, k, h1, g1}
                if K not in attacks(GK, g1, occ) or k in attacks(SK, h1, occ):
                    continue
                for h2 in attacks(SK, h1, occ):
                    if h2 in occ:
                        continue
                    occ2 = {K, k, h2, g1}
                    if K in attacks(GK, g1, occ2) or k not in attacks(SK, h2, occ2):
                        continue
                    for g2 in attacks(GK, g1, occ2):
                        if g2 in occ2:
                            continue
                        occ3 = {K, k, h2, g2}
                        if k in attacks(SK, h2, occ3) or K not in attacks(GK, g2, occ3):
                            continue
                        if h1 not in attacks(SK, h2, occ3):
                            continue
                        occ4 = {K, k, h1, g2}
                        if K in attacks(GK, g2, occ4) or k not in attacks(SK, h1, occ4):
                            continue
                        if g1 not in attacks(GK, g2, occ4):
                            continue
                        # final: back to state 1 is consistent by construction
                        for first in ("w", "b"):
                            if first == "w":
                                pcs = {K: "K", k: "k", h1: SK, g1: GK.lower()}
                                fen = fen_of(pcs, "w")
                                cyc = [name(h1) + name(h2), name(g1) + name(g2),
                                       name(h2) + name(h1), name(g2) + name(g1)]
                            else:
                                pcs = {K: "K", k: "k", h2: SK, g1: GK.lower()}
                                fen = fen_of(pcs, "b")
                                cyc = [name(g1) + name(g2), name(h2) + name(h1),
                                       name(g2) + name(g1), name(h1) + name(h2)]
                            rec, why = verify(fen, [], cyc)
                            if rec is None:
                                print("rejected", fen, cyc, why, file=sys.stderr)
                                continue
                            print(json.dumps({"fen": fen, "cycle": cyc,
                                              "result": rec["result"]}), flush=True)
                            found += 1
                            if found >= a.max:
                                return


if __name__ == "__main__":
    main()
