#!/usr/bin/env python3
"""Generate move-limit reference games with Fairy-Stockfish (pyffish).

What it checks
--------------
Under the Asian (AXF) rules, Fairy-Stockfish's n-move rule
(Position::is_optional_game_end in src/position.cpp) does not let checks use the
100-ply limit up in full: once 20 plies have passed since the last null move, it counts
over the plies since the last capture how many checks each side gave, and moves the
limit out by 2 plies for each check past the tenth of the side that gave more.  This
script records, at every ply of long games rich in checks, whether Fairy-Stockfish says
the game may end there, so that Palace's rules can be compared ply for ply.

Output: one JSON object per line,

    {"name": "...", "variant": "minixiangqi"|"xiangqi", "fen": "...",
     "moves": ["h3e3", ...], "ends": [101, 102, 107], "last": "ongoing"|"draw move-rule"|
     "red wins checkmate"|...}

- `ends`: every ply (0 is the start position, i after the i-th move) at which
  pyffish.is_optional_game_end says the game ends (always a draw here: no position
  repeats within a game, so each end is the move rule).  The games are played on past
  their first end (as a GUI may), so a position where the limit moved out again after
  more checks is in the data too.
- `last`: what the last position is when it has no legal move (checkmate or stalemate,
  by pyffish.game_result), else "ongoing" or "draw move-rule" as `ends` says.

Move choice: legal moves from pyffish; a small board model of gen_cycles.py tells
captures and checks apart (each check it predicts is confirmed with
pyffish.gives_check).  Each side has its own appetite for checks, captures are rare (so
the no-capture count runs long, with an occasional reset), and no position is played
twice (so no repetition interferes); most games never mate, so that they run long.  Some games start from random positions of a
capture-favoured random game, some with the FEN's no-capture count already high (so
that the 20 plies since the start, Fairy-Stockfish's "since the last null move", and a
window shorter than the count are exercised).

`--from-cycles FILE` instead takes repetition games (rules/tests/data/repetition-cycles.jsonl)
and sets each one's FEN no-capture count so that the limit is reached at the ply the
repetition completes (or one ply earlier): Fairy-Stockfish looks at the move rule before
repetition, so those games end in a move-rule draw, whatever the repetition's verdict.

How to run (from the repository root; tools/fsf-crosscheck/README.md has the runs that
made the committed data)
----------
    pip install pyffish==0.0.90
    python3 tools/fsf-crosscheck/gen_move_limit.py --variants xiangqi --games 60 --seed 47 --out /tmp/ml-xq.jsonl
    python3 tools/fsf-crosscheck/gen_move_limit.py --from-cycles rules/tests/data/repetition-cycles.jsonl \
        --games 80 --seed 48 --out /tmp/ml-cycles.jsonl

Mini Xiangqi is queried as `minixiangqi-chase` (chasingRule = axf), as in
gen_cycles.py: the spec takes the AXF rules for both games.
"""

import argparse
import json
import os
import random
import sys

import pyffish as sf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_cycles as gc  # noqa: E402  (the board model and FSF wrappers)


def fen_with_clock(fen, halfmoves):
    parts = fen.split()
    while len(parts) < 6:
        parts.append("-" if len(parts) < 4 else "0" if len(parts) == 4 else "1")
    parts[4] = str(halfmoves)
    return " ".join(parts)


def halfmoves_of(fen):
    return int(fen.split()[4])


def optional_end(fsf, fen, moves):
    ended, value = sf.is_optional_game_end(fsf.v, fen, list(moves))
    return ended, value


def result_without_moves(fsf, fen, moves, side):
    """Checkmate or stalemate in Palace's words (the side to move has no legal move)."""
    value = sf.game_result(fsf.v, fen, list(moves))
    assert value < 0, f"no legal move but value {value}"
    winner = "black" if side == "w" else "red"
    how = "checkmate" if sf.gives_check(fsf.v, fen, list(moves)) else "stalemate"
    return f"{winner} wins {how}"


def play_game(fsf, rng, fen, max_plies, after_end, p_check, p_capture, allow_mate):
    variant = fsf.variant
    board = gc.parse_board(variant, fen)
    side = gc.side_of(fen)
    cur = fen
    moves = []
    ends = []
    seen = {gc.board_key(board, side)}
    ended, value = optional_end(fsf, fen, moves)
    if ended:
        assert value == 0
        ends.append(0)
    last = "ongoing"
    while len(moves) < max_plies:
        legal = fsf.legal(cur)
        if not legal:
            last = result_without_moves(fsf, fen, moves, side)
            break
        caps = [m for m in legal if gc.parse_sq(gc.split_move(m)[1]) in board]
        quiet = [m for m in legal if m not in caps]
        fresh = [m for m in quiet if gc.board_key(gc.apply(board, m), gc.other(side)) not in seen]
        if caps and rng.random() < p_capture:
            pool = caps
        elif fresh:
            pool = fresh
        elif caps:
            pool = caps
        else:
            break  # every move repeats a position
        checking = [m for m in pool if gc.in_check(variant, gc.apply(board, m), gc.other(side))]
        if not allow_mate:
            # A mate would end the game before the count gets long.
            checking = [m for m in checking if fsf.legal(cur, [m])]
            pool = [m for m in pool if m in checking or not gc.in_check(variant, gc.apply(board, m), gc.other(side))]
            if not pool:
                break
        quiet_ones = [m for m in pool if m not in checking]
        if checking and (rng.random() < p_check[side] or not quiet_ones):
            m = rng.choice(checking)
        else:
            m = rng.choice(quiet_ones)
        predicted = m in checking
        captured = m in caps
        moves.append(m)
        board = gc.apply(board, m)
        side = gc.other(side)
        cur = sf.get_fen(fsf.v, cur, [m])
        assert sf.gives_check(fsf.v, cur, []) == predicted, (fen, moves)
        if captured:
            seen = set()
            assert halfmoves_of(cur) == 0
        seen.add(gc.board_key(board, side))
        ended, value = optional_end(fsf, fen, moves)
        if ended:
            assert value == 0, (fen, moves, value)
            assert halfmoves_of(cur) >= 100, (fen, moves)
            ends.append(len(moves))
        if ends and len(moves) - ends[0] >= after_end:
            break
    if last == "ongoing" and ends and ends[-1] == len(moves):
        last = "draw move-rule"
    return {"moves": moves, "ends": ends, "last": last}


def random_games(args, rng):
    out = []
    appetites = [0.0, 0.2, 0.5, 0.8, 0.95, 1.0]
    for variant in args.variants.split(","):
        fsf = gc.FSF(variant)
        short = "mxq" if variant == "minixiangqi" else "xq"
        made = 0
        while made < args.games:
            if rng.random() < 0.5:
                fen = sf.start_fen(fsf.v)
            else:
                fen = gc.random_game_position(fsf, rng)
            if not fsf.legal(fen) or sf.gives_check(fsf.v, gc.flip_side(fen), []):
                continue
            clock = 0 if rng.random() < 0.7 else rng.randint(60, 99)
            fen = fen_with_clock(fen, clock)
            p_check = {"w": rng.choice(appetites), "b": rng.choice(appetites)}
            p_capture = 0.0 if rng.random() < 0.6 else rng.choice([0.01, 0.02, 0.04])
            if args.heavy:
                # One side checks whenever it can, and nobody captures by choice.
                p_check[rng.choice("wb")] = rng.choice([0.8, 0.95, 1.0])
                p_capture = 0.0
            allow_mate = rng.random() < 0.15
            game = play_game(fsf, rng, fen, args.max_plies, args.after_end, p_check, p_capture,
                             allow_mate)
            if len(game["moves"]) < 20:
                continue
            made += 1
            name = f"{short}-ml{'-heavy' if args.heavy else ''}-{args.seed}-{made}"
            out.append({"name": name, "variant": variant, "fen": fen, **game})
            print(name, len(game["moves"]), "plies, ends", game["ends"][:3], "...", game["last"],
                  file=sys.stderr, flush=True)
    return out


def cycle_games(args, rng):
    """Repetition games whose last ply also reaches the move limit (or the ply before)."""
    lines = [json.loads(t) for t in open(args.from_cycles)]
    rng.shuffle(lines)
    out = []
    for line in lines:
        if len(out) >= args.games:
            break
        variant = line["variant"]
        fsf = gc.FSF(variant)
        n = len(line["moves"])
        if n >= 20 or line["result"].startswith("draw"):
            continue  # short games (no check offset) ending in a win by repetition
        if halfmoves_of(sf.get_fen(fsf.v, fen_with_clock(line["fen"], 0), line["moves"])) != n:
            continue  # a capture on the way: the count starts again there
        early = rng.random() < 0.25
        fen = fen_with_clock(line["fen"], 100 - n + (1 if early else 0))
        ends = []
        for i in range(n + 1):
            ended, value = optional_end(fsf, fen, line["moves"][:i])
            if ended:
                assert value == 0, (line["name"], i, value)
                ends.append(i)
        expected = [n - 1, n] if early else [n]
        assert ends == expected, (line["name"], ends, expected)
        moves = line["moves"][: n - 1] if early else line["moves"]
        out.append({
            "name": line["name"] + ("-limit-before" if early else "-limit-at"),
            "variant": variant,
            "fen": fen,
            "moves": moves,
            "ends": ends[:1] if early else ends,
            "last": "draw move-rule",
            "repetition_result": line.get("spec_result") or line["result"],
        })
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("--seed", type=int, default=47)
    ap.add_argument("--games", type=int, default=60, help="games per variant (or in all, with --from-cycles)")
    ap.add_argument("--variants", default="minixiangqi,xiangqi")
    ap.add_argument("--max-plies", type=int, default=400)
    ap.add_argument("--after-end", type=int, default=10, help="plies played on after the first end")
    ap.add_argument("--heavy", action="store_true", help="one side checks at almost every chance, no chosen captures")
    ap.add_argument("--from-cycles", default="", help="repetition games to put at the move limit")
    ap.add_argument("--extra", default="", help="a file of 'variant|fen|moves' games to record as they are")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    if sf.version() != (0, 0, 90):
        print(f"warning: pyffish {sf.version()} (reference is 0.0.90)", file=sys.stderr)
    sf.load_variant_config(gc.CHASE_CONFIG)
    rng = random.Random(args.seed)
    if args.extra:
        out = []
        for i, text in enumerate(open(args.extra)):
            if not text.strip() or text.startswith("#"):
                continue
            variant, fen, moves, name = text.rstrip("\n").split("|")
            fsf = gc.FSF(variant)
            fen = fen or sf.start_fen(fsf.v)
            moves = moves.split()
            ends = [i for i in range(len(moves) + 1) if optional_end(fsf, fen, moves[:i])[0]]
            last = "ongoing"
            if not fsf.legal(fen, moves):
                side = gc.side_of(sf.get_fen(fsf.v, fen, moves))
                last = result_without_moves(fsf, fen, moves, side)
            elif ends and ends[-1] == len(moves):
                last = "draw move-rule"
            out.append({"name": name, "variant": variant, "fen": fen, "moves": moves,
                        "ends": ends, "last": last})
    elif args.from_cycles:
        out = cycle_games(args, rng)
    else:
        out = random_games(args, rng)
    with open(args.out, "w") as fh:
        for line in out:
            fh.write(json.dumps(line) + "\n")
    print("wrote", len(out), "games to", args.out, file=sys.stderr)


if __name__ == "__main__":
    main()
