#!/usr/bin/env python3
"""Per-move cross-check of chase detection: for random positions and every legal move,
FSF's StateInfo::chased (debug pyffish, chase_trace) against Palace's
Position::chased_by (the `chased` example of palace-rules).  Verdicts depend on nothing else (besides
checks and the judgement window), so this tests the chase rule much faster than cycles.

    python3 tools/fsf-crosscheck/chase_sets.py --positions 400 --seed 1 [--out /tmp/chase-diff.jsonl]

With --dump FILE it also writes reference data for the repository's tests: every move
after which FSF's chased set is non-empty, and one in ten of the others, as
{"variant", "fen", "moves", "chased": [squares]} (rules/tests/data/chase-sets.jsonl was
made with --positions 1000 --seed 11).
"""

import argparse
import json
import os
import random
import subprocess
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_cycles as g  # noqa: E402
import pyffish as sf  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    # cargo build --release -p palace-rules --example chased
    ap.add_argument("--helper", default="target/release/examples/chased")
    ap.add_argument("--out", default="/tmp/chase-diff.jsonl")
    ap.add_argument("--dump", default=None, help="write FSF's chase sets as test data")
    args = ap.parse_args()
    sf.load_variant_config(g.CHASE_CONFIG)
    g.DBG = g.load_debug()
    if g.DBG is None:
        sys.exit("needs the debug pyffish (build_debug_pyffish.sh)")
    rng = random.Random(args.seed)
    cases = []
    for i in range(args.positions):
        variant = rng.choice(["minixiangqi", "xiangqi"])
        fsf = g.FSF(variant)
        r = rng.random()
        fen = (g.sparse_position(fsf, rng, 4, 14) if r < 0.6 else g.random_game_position(fsf, rng))
        if not fen:
            continue
        # one random move first, so that "previous state" rules (new pins, new screens)
        # see a real previous move too
        pre = []
        legal = fsf.legal(fen)
        if legal and rng.random() < 0.5:
            pre = [rng.choice(legal)]
            legal = fsf.legal(fen, pre)
        for m in legal:
            cases.append((variant, fen, pre + [m]))
    print(len(cases), "moves", file=sys.stderr)
    inp = "".join(f"{v}\t{f}\t{' '.join(ms)}\n" for v, f, ms in cases)
    out = subprocess.run([args.helper], input=inp, capture_output=True, text=True).stdout.splitlines()
    diffs = Counter()
    nonempty = Counter()
    n = 0
    dump = open(args.dump, "w") if args.dump else None
    with open(args.out, "w") as fh:
        for (v, fen, ms), line in zip(cases, out):
            cells = line.split()
            pal = [set() if c.split("|")[0] == "-" else set(c.split("|")[0].split(",")) for c in cells]
            tr = g.DBG.chase_trace(g.fsf_variant(v), fen, ms)
            fs = [set(t[1]) for t in tr]
            n += 1
            if fs[-1]:
                nonempty[v] += 1
            if dump and (fs[-1] or rng.random() < 0.1):
                dump.write(json.dumps({"variant": v, "fen": fen, "moves": ms, "chased": sorted(fs[-1])}) + "\n")
            if pal[-1] != fs[-1]:
                diffs[v] += 1
                fh.write(json.dumps({"variant": v, "fen": fen, "moves": ms, "fsf": sorted(fs[-1]),
                                     "palace": sorted(pal[-1])}) + "\n")
    if dump:
        dump.close()
    print(n, "moves compared; FSF chased something after", dict(nonempty), "; differences:", dict(diffs), "->", args.out)


if __name__ == "__main__":
    main()
