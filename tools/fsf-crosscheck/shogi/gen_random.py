#!/usr/bin/env python3
"""Minishogi random-position cross-check: Palace vs Fairy-Stockfish (pyffish 0.0.90).

What it does
  1. Plays random games from the start position with pyffish (variant "minishogi"),
     game lengths drawn from 0..140 plies, moves chosen with a bias for captures
     (pieces in hand), promotions, drops next to the enemy king and pawn drops in
     front of it (checks, and the odd mating pawn drop), and collects the distinct
     positions (board, hands, side to move) met on the way.
  2. For every position: FSF's legal moves with their Hodges notation
     (pyffish.get_san(V, fen, m, False, NOTATION_SHOGI_HODGES)), minus the mating pawn
     drops (uchifuzume: a pawn drop after which the opponent has no legal move; such a
     drop always checks), against `palace moves minishogi --fen FEN`.
  3. perft(2) (FSF: legal_moves recursion with mating pawn drops removed at both plies)
     against `palace perft minishogi 2 --fen FEN`, on the selected positions plus a
     random extra subset.
  4. Selects a varied subset of the agreeing positions (every position with a mating
     pawn drop, in-check positions, promoted pieces, big hands, few/many moves, ...)
     and writes it in the oracle format (FEN in Palace's printed form):
       {"fen", "moves": {coord: hodges}, "perft2", "in_check", "result"}
     `result` is FSF's game_result for a position without legal moves, else null.
  5. Prints counts and every disagreement (also written to --disagreements).

Run from the repository root, after `cargo build --release -p palace`:
    python3 tools/fsf-crosscheck/shogi/gen_random.py --seed 1 --positions 2400 \
        --select 600 --extra-perft 300 \
        --out rules/tests/data/minishogi-random.jsonl \
        --disagreements /tmp/random-disagreements.json
"""

import argparse
import json
import os
import random
import sys
from multiprocessing import Pool

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import (V, check_version, filtered_legal, fsf_perft2, hodges, king_sq,  # noqa
                    legal, mate_drop_square, palace_fen, palace_moves, palace_perft,
                    parse_board, side_of, hands_of, sq)
import pyffish as sf


def key(fen):
    return fen.split(" ")[0] + " " + side_of(fen)


def weight(board, white, m):
    w = 1.0
    if "@" in m:
        to = sq(m[2:4])
        ek = king_sq(board, not white)
        if ek and abs(ek[0] - to[0]) <= 1 and abs(ek[1] - to[1]) <= 1:
            w += 3.0
        if m.startswith("P@") and m[2:] == mate_drop_square(ek, white):
            w += 6.0
        return w
    if sq(m[2:4]) in board:
        w += 4.0
    if m.endswith("+"):
        w += 2.0
    return w


def play_games(args):
    seed, want = args
    rng = random.Random(seed)
    seen = {}
    start = sf.start_fen(V)
    games = 0
    while len(seen) < want:
        games += 1
        length = rng.choice([rng.randint(0, 20), rng.randint(10, 60), rng.randint(30, 140)])
        fen = start
        for ply in range(length + 1):
            k = key(fen)
            if k not in seen:
                seen[k] = fen
            ms = legal(fen)
            if not ms or ply == length:
                break
            board = parse_board(fen)
            white = side_of(fen) == "w"
            m = rng.choices(ms, [weight(board, white, x) for x in ms])[0]
            nxt = sf.get_fen(V, fen, [m])
            # stop at an FSF game end (repetition) so we stay in ordinary play
            if sf.is_optional_game_end(V, fen, [m])[0]:
                break
            fen = nxt
    return list(seen.values())


def analyse(fen):
    keep, removed = filtered_legal(fen)
    moves = {m: hodges(fen, m) for m in keep}
    in_check = sf.gives_check(V, fen, [])
    result = sf.game_result(V, fen, []) if not legal(fen) else None
    pfen = palace_fen(fen)
    ours = palace_moves(pfen)
    board = parse_board(fen)
    return {
        "fsf_fen": fen, "fen": pfen, "moves": moves, "uchifuzume": removed,
        "in_check": in_check, "result": result, "palace": ours,
        "promoted": sum(1 for p in board.values() if p.startswith("+")),
        "hand": len(hands_of(fen).replace("-", "")),
        "pieces": len(board),
    }


def perft_pair(rec):
    return rec["fen"], fsf_perft2(rec["fsf_fen"]), palace_perft(rec["fen"], 2)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--positions", type=int, default=2400)
    ap.add_argument("--select", type=int, default=600)
    ap.add_argument("--extra-perft", type=int, default=300)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", required=True)
    ap.add_argument("--disagreements", default=None)
    a = ap.parse_args()
    check_version()

    with Pool(a.jobs) as pool:
        chunks = pool.map(play_games, [(a.seed * 1000 + i, a.positions // a.jobs)
                                       for i in range(a.jobs)])
        uniq = {}
        for ch in chunks:
            for f in ch:
                uniq.setdefault(key(f), f)
        fens = list(uniq.values())
        print(f"positions: {len(fens)} distinct", file=sys.stderr)
        recs = pool.map(analyse, fens, chunksize=20)

    rng = random.Random(a.seed)
    disagreements = []
    agreed = []
    for r in recs:
        if r["palace"] != r["moves"]:
            fs, pa = set(r["moves"]), set(r["palace"])
            d = {"kind": "moves", "fen": r["fen"],
                 "only_fsf": {m: r["moves"][m] for m in sorted(fs - pa)},
                 "only_palace": {m: r["palace"][m] for m in sorted(pa - fs)},
                 "notation": {m: [r["moves"][m], r["palace"][m]]
                              for m in sorted(fs & pa) if r["moves"][m] != r["palace"][m]}}
            disagreements.append(d)
        elif not r["moves"] and legal(r["fsf_fen"]):
            disagreements.append({"kind": "only-uchifuzume", "fen": r["fen"]})
        else:
            agreed.append(r)

    # ---- selection: every uchifuzume position, then a feature-balanced sample
    def feats(r):
        n = len(r["moves"])
        return (bool(r["uchifuzume"]), r["in_check"], min(r["promoted"], 2),
                min(r["hand"], 4) // 2, "lo" if n < 12 else "mid" if n < 30 else "hi",
                side_of(r["fsf_fen"]), r["pieces"] < 8)
    rng.shuffle(agreed)
    chosen, taken = [], set()
    for r in agreed:
        if r["uchifuzume"] or r["result"] is not None:
            chosen.append(r)
            taken.add(r["fen"])
    buckets = {}
    for r in agreed:
        if r["fen"] not in taken:
            buckets.setdefault(feats(r), []).append(r)
    while len(chosen) < a.select and any(buckets.values()):
        for k in sorted(buckets, key=str):
            if buckets[k] and len(chosen) < a.select:
                chosen.append(buckets[k].pop())
    rest = [r for b in buckets.values() for r in b]
    extra = rng.sample(rest, min(a.extra_perft, len(rest)))

    with Pool(a.jobs) as pool:
        perfts = pool.map(perft_pair, chosen + extra, chunksize=10)
    pmap = {}
    for fen, f2, p2 in perfts:
        pmap[fen] = f2
        if f2 != p2:
            disagreements.append({"kind": "perft2", "fen": fen, "fsf": f2, "palace": p2})
    bad = {d["fen"] for d in disagreements}
    chosen = [r for r in chosen if r["fen"] not in bad]
    chosen.sort(key=lambda r: (int(r["fen"].split()[-1]), r["fen"]))
    with open(a.out, "w") as out:
        for r in chosen:
            out.write(json.dumps({"fen": r["fen"], "moves": r["moves"],
                                  "perft2": pmap[r["fen"]], "in_check": r["in_check"],
                                  "result": r["result"]}) + "\n")

    stats = {
        "positions": len(recs),
        "moves_compared": sum(len(r["moves"]) for r in recs),
        "with_uchifuzume_removed": sum(1 for r in recs if r["uchifuzume"]),
        "uchifuzume_drops_removed": sum(len(r["uchifuzume"]) for r in recs),
        "in_check": sum(1 for r in recs if r["in_check"]),
        "with_promoted": sum(1 for r in recs if r["promoted"]),
        "with_hand": sum(1 for r in recs if r["hand"]),
        "no_legal_moves": sum(1 for r in recs if not r["moves"]),
        "perft2_compared": len(perfts),
        "written": len(chosen),
        "written_uchifuzume": sum(1 for r in chosen if r["uchifuzume"]),
        "written_in_check": sum(1 for r in chosen if r["in_check"]),
        "disagreements": len(disagreements),
    }
    print(json.dumps(stats, indent=1))
    for d in disagreements:
        print(json.dumps(d))
    if a.disagreements:
        with open(a.disagreements, "w") as f:
            json.dump({"stats": stats, "disagreements": disagreements,
                       "uchifuzume_examples": [[r["fen"], r["uchifuzume"]]
                                               for r in recs if r["uchifuzume"]]},
                      f, indent=1)


if __name__ == "__main__":
    main()
