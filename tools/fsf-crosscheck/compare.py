#!/usr/bin/env python3
"""Runs every game of a results-format JSONL file through `palace status` and compares
with the Fairy-Stockfish verdict stored in it; prints a summary and writes the raw
comparison (one JSON object per game, with FSF's and Palace's per-ply chase sets for
disagreements) for REPORT.md.

    python3 tools/fsf-crosscheck/compare.py rules/tests/data/repetition-cycles.jsonl \
        --palace target/release/palace --out /tmp/compare.jsonl

Per-ply detail needs the debug pyffish (build_debug_pyffish.sh; FSF's StateInfo::chased)
and the palace-chased helper (palace-chased/; Palace's Position::chased_by):
    CARGO_TARGET_DIR=/tmp/palace-chased-target cargo build --release \
        --manifest-path tools/fsf-crosscheck/palace-chased/Cargo.toml
"""

import argparse
import json
import os
import subprocess
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_cycles as g  # noqa: E402
import pyffish as sf  # noqa: E402


def palace_status(palace, variant, fen, moves):
    r = subprocess.run([palace, "status", variant, "--fen", fen, *moves], capture_output=True, text=True)
    if r.returncode != 0:
        return "ERROR: " + (r.stderr.strip() or r.stdout.strip())
    return r.stdout.strip()


def palace_chased(helper, variant, fen, moves):
    if not helper or not os.path.exists(helper):
        return None
    r = subprocess.run([helper], input=f"{variant}\t{fen}\t{' '.join(moves)}\n", capture_output=True, text=True)
    out = []
    for cell in r.stdout.split():
        ch, chk = cell.split("|")
        out.append(([] if ch == "-" else ch.split(","), chk == "+"))
    return out


def judge_window(first, n, chased, checks, moves, stm_final, start_from):
    """Spec-style judgement over the moves first..n-1 using given per-ply chase sets
    (FSF identity tracking with undo_move_board, backwards from the last move)."""
    # side of move i: moves alternate; the last move (n-1) is by 'them'
    def side(i):
        return "them" if (n - 1 - i) % 2 == 0 else "us"
    res = {}
    for who in ("them", "us"):
        idx = [i for i in range(start_from, n) if side(i) == who]
        perp = all(checks[i] for i in idx) and bool(idx)
        cs = None
        for i in reversed(idx):
            if cs is None:
                cs = set(chased[i])
            else:
                # bring the set back across the opponent's move i+1
                cs = g.undo_move_board(cs, moves[i + 1]) & set(chased[i])
        res[who] = (perp, bool(cs))
    (pt, ct), (pu, cu) = res["them"], res["us"]
    if pt or pu:
        val, reason = (32000 if not pu else (-32000 if not pt else 0)), "perpetual-check"
    elif ct or cu:
        val, reason = (32000 if not cu else (-32000 if not ct else 0)), "perpetual-chase"
    else:
        val, reason = 0, "repetition"
    if val == 0:
        return "draw " + reason
    winner = stm_final if val > 0 else g.other(stm_final)
    return {"w": "red", "b": "black"}[winner] + " wins " + reason


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("--palace", default="target/release/palace")
    ap.add_argument("--helper", default="/tmp/palace-chased-target/release/palace-chased")
    ap.add_argument("--out", default="/tmp/compare.jsonl")
    args = ap.parse_args()
    sf.load_variant_config(g.CHASE_CONFIG)
    g.DBG = g.load_debug()

    games = [json.loads(line) for line in open(args.data)]
    hist = Counter()
    dis = Counter()
    rows = []
    for k, game in enumerate(games):
        v, fen, moves = game["variant"], game["fen"], game["moves"]
        fsf = g.FSF(v)
        before = palace_status(args.palace, v, fen, moves[:-1])
        after = palace_status(args.palace, v, fen, moves)
        hist[(v, game["result"])] += 1
        ok = before == game["before_last"] and after == game["result"]
        row = {"name": game["name"], "variant": v, "fen": fen, "moves": moves,
               "fsf": game["result"], "palace": after, "palace_before_last": before, "agree": ok}
        if not ok:
            dis[v] += 1
            n = len(moves)
            j = g.fsf_judge(fsf, fen, moves)
            first = j[2].get("first") if j else None
            row["first_occurrence_ply"] = first
            if j:
                row["fsf_chased"] = j[2]["chased"]
                row["checks"] = j[2]["checks"]
                row["fsf_chase_them"] = j[2]["chase_them"]
                row["fsf_chase_us"] = j[2]["chase_us"]
            pc = palace_chased(args.helper, v, fen, moves)
            if pc:
                row["palace_chased"] = [c for c, _ in pc]
            stm = g.side_of(fsf.fen_after(fen, moves))
            if j and first is not None:
                # FSF's chase sets judged over the spec window (moves since first occurrence)
                row["fsf_sets_spec_window"] = judge_window(first, n, j[2]["chased"], j[2]["checks"], moves, stm, first)
                if pc:
                    row["palace_sets_spec_window"] = judge_window(first, n, [c for c, _ in pc], j[2]["checks"], moves, stm, first)
                    row["plies_differing"] = [i for i in range(first, n) if sorted(pc[i][0]) != sorted(j[2]["chased"][i])]
                    if first > 0:
                        row["ply_before_window_fsf"] = j[2]["chased"][first - 1]
        rows.append(row)
        if (k + 1) % 50 == 0:
            print(k + 1, "games,", sum(dis.values()), "disagreements", file=sys.stderr, flush=True)
    with open(args.out, "w") as fh:
        for r in rows:
            fh.write(json.dumps(r) + "\n")
    print("histogram:")
    for (v, res), c in sorted(hist.items()):
        print(f"  {v:12} {res:28} {c}")
    print("disagreements:", dict(dis), "of", len(games))


if __name__ == "__main__":
    main()
