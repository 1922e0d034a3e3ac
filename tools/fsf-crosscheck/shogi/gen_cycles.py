#!/usr/bin/env python3
"""Minishogi repetition games: Fairy-Stockfish (pyffish 0.0.90) verdicts vs Palace.

What it does
  1. Start positions P0: (a) positions from random games from the start position
     (gen_random.play_games), (b) sparse positions: two kings plus 1-5 random pieces
     (promoted ones too) and a few pieces in hand, accepted when pyffish.validate_fen
     accepts them, the side not to move is not in check and the side to move can move.
  2. Cycles from P0 (side to move A, opponent B), all moves non-capturing board moves:
       pair:     m1, r1, rev(m1), rev(r1)                      (4 plies)
       triangle: m1=a->b, r1, b->c, rev(r1), c->a, r1, a->b, ... (A tours 3 squares while
                 B shuffles; the position repeats every 12 plies)
     m1 and r1 are drawn with a bias towards checking moves (so that one side, or both,
     checks on every move), and 0-2 random "prefix" moves may be played first, so the
     first occurrence is not always the start and either side may complete the cycle.
  3. The game is the prefix plus the cycle three times, so the position after the
     prefix occurs for the 4th time (counting the first) exactly at the last ply.
     Every ply is checked against pyffish.legal_moves, and pyffish.is_optional_game_end
     (and is_immediate_game_end) is asked after every ply: the game is kept only when
     FSF ends it exactly at the last ply and not before.
  4. Verdict: FSF's value v is from the side to move's view after the last ply
     (+32000 side to move wins, -32000 loses, 0 draw).  Winner = side to move if v > 0,
     the other side if v < 0, draw if 0.  The reason is named from the checks, read with
     pyffish.gives_check after each ply since the first occurrence: if exactly one side
     checked on every one of its moves -> `perpetual-check` (that side must be the loser,
     else the game is reported as an inconsistency), both sides -> `draw perpetual-check`
     (v must be 0), none -> `repetition` (winner must be gote, i.e. sente loses).
     (FSF position.cpp is_optional_game_end: perpetual check first, then
     nFoldValue = -VALUE_MATE with nFoldValueAbsolute: sente loses.)
  5. Balanced by verdict, deduplicated, written in results.jsonl format
        {"name", "variant": "minishogi", "fen", "moves", "before_last": "ongoing",
         "result"}
     and compared with `palace status minishogi --fen FEN MOVES...` (after the last
     move and before it).  Disagreements are printed and saved.
  6. Games FSF ended before the planned last ply (another position reached its 4th
     occurrence first) are not written, but checked too (--early-check N): the final
     position must be at its 4th occurrence, Palace must say `ongoing` one ply before
     and give the same winner at that ply.

Run from the repository root, after `cargo build --release -p palace`:
    python3 tools/fsf-crosscheck/shogi/gen_cycles.py --seed 3 --target 40 \
        --out rules/tests/data/minishogi-cycles.jsonl \
        --disagreements /tmp/cycles-disagreements.json
(--target is the number of games wanted per verdict class; classes: sente-perp,
gote-perp, mutual-check, quiet, partial-check, triangle.)
"""

import argparse
import json
import os
import random
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import (V, check_version, legal, palace_fen, palace_status, side_of)  # noqa
import pyffish as sf
from gen_random import play_games

VALUE_MATE = 32000
EARLY = []  # games FSF ended before the planned last ply: checked against Palace too


def rev(m):
    return m[2:4] + m[0:2]


def quiet(fen, moves, ms):
    """Non-capturing, non-promoting board moves (pyffish coordinates)."""
    board_fen = sf.get_fen(V, fen, list(moves))
    from common import parse_board, sq
    b = parse_board(board_fen)
    return [m for m in ms if "@" not in m and not m.endswith("+") and sq(m[2:4]) not in b]


def gives_check(fen, moves):
    return sf.gives_check(V, fen, list(moves))


# ------------------------------------------------------------------ start positions

PIECES = ["R", "B", "S", "G", "P", "+R", "+B", "+S", "+P", "R", "B", "+R", "+B"]


def sparse_position(rng):
    for _ in range(200):
        board = {}
        sqs = [(f, r) for f in range(5) for r in range(1, 6)]
        rng.shuffle(sqs)
        k1, k2 = sqs.pop(), sqs.pop()
        if abs(k1[0] - k2[0]) <= 1 and abs(k1[1] - k2[1]) <= 1:
            continue
        board[k1] = "K"
        board[k2] = "k"
        used = Counter()
        for _ in range(rng.randint(1, 5)):
            p = rng.choice(PIECES)
            if rng.random() < 0.5:
                p = p.lower()
            s = sqs.pop()
            base = p[-1]
            if used[base.lower()] >= 2:
                continue
            used[base.lower()] += 1
            if base in "Pp":
                last = 5 if base == "P" else 1
                if s[1] == last:
                    continue
                if any(v == p for (f, r), v in board.items() if f == s[0]):
                    continue
            board[s] = p
        hand = ""
        for _ in range(rng.choice([0, 0, 1, 2, 3])):
            h = rng.choice("PSGRBpsgrb")
            if used[h.lower()] < 2:
                used[h.lower()] += 1
                hand += h
        rows = []
        for r in range(5, 0, -1):
            row, e = "", 0
            for f in range(5):
                p = board.get((f, r))
                if p is None:
                    e += 1
                else:
                    if e:
                        row += str(e)
                        e = 0
                    row += p
            rows.append(row + (str(e) if e else ""))
        side = rng.choice("wb")
        fen = "/".join(rows) + f"[{hand}] {side} - - 0 1"
        if sf.validate_fen(fen, V) != sf.FEN_OK:
            continue
        other = fen.replace(f"] {side} ", "] " + ("b" if side == "w" else "w") + " ")
        if sf.gives_check(V, other, []):
            continue
        if not legal(fen):
            continue
        return sf.get_fen(V, fen, [])
    return None


# ------------------------------------------------------------------ candidates

def pick(rng, items, weights, k):
    items, weights = list(items), list(weights)
    out = []
    while items and len(out) < k:
        i = rng.choices(range(len(items)), weights)[0]
        out.append(items.pop(i))
        weights.pop(i)
    return out


def mutual_candidates(fen, pre):
    """Every pair cycle in which all four moves give check (cheap pre-checks)."""
    a_moves = quiet(fen, pre, legal(fen, pre))
    for m1 in a_moves:
        if not gives_check(fen, pre + [m1]):
            continue
        for r1 in quiet(fen, pre + [m1], legal(fen, pre + [m1])):
            p = pre + [m1, r1]
            if not gives_check(fen, p) or rev(m1) not in legal(fen, p):
                continue
            if not gives_check(fen, p + [rev(m1)]):
                continue
            if rev(r1) not in legal(fen, p + [rev(m1)]):
                continue
            if gives_check(fen, p + [rev(m1), rev(r1)]):
                yield [m1, r1, rev(m1), rev(r1)], "pair"


def candidates(rng, fen, prefix, want_check_a, want_check_b, triangle, mutual=False):
    """Yield (cycle, kind) proposals from the position after prefix."""
    pre = list(prefix)
    if mutual:
        yield from mutual_candidates(fen, pre)
        return
    a_moves = quiet(fen, pre, legal(fen, pre))
    if not a_moves:
        return
    a_chk = {m: gives_check(fen, pre + [m]) for m in a_moves}
    w = [(8.0 if a_chk[m] else 1.0) if want_check_a else (0.3 if a_chk[m] else 1.0)
         for m in a_moves]
    for m1 in pick(rng, a_moves, w, 4):
        b_all = legal(fen, pre + [m1])
        b_moves = quiet(fen, pre + [m1], b_all)
        if not b_moves:
            continue
        b_chk = {r: gives_check(fen, pre + [m1, r]) for r in b_moves}
        wb = [(8.0 if b_chk[r] else 1.0) if want_check_b else (0.3 if b_chk[r] else 1.0)
              for r in b_moves]
        for r1 in pick(rng, b_moves, wb, 3):
            if not triangle:
                yield [m1, r1, rev(m1), rev(r1)], "pair"
            else:
                nxt = legal(fen, pre + [m1, r1])
                a, b = m1[0:2], m1[2:4]
                cs = [m[2:4] for m in quiet(fen, pre + [m1, r1], nxt)
                      if m[0:2] == b and m[2:4] != a]
                if not cs:
                    continue
                c = rng.choice(cs)
                A = [a + b, b + c, c + a]
                B = [r1, rev(r1)]
                yield [A[i % 3] if j == 0 else B[i % 2] for i in range(6) for j in (0, 1)], \
                    "triangle"


# ------------------------------------------------------------------ verification

def key(f):
    return f.split(" ")[0] + " " + side_of(f)


def verify(fen, prefix, cycle):
    """Play prefix + cycle*3; return a record dict or (None, reason)."""
    seq = list(prefix) + list(cycle) * 3
    keys = [key(fen)]
    checks = []
    for i, m in enumerate(seq):
        if m not in legal(fen, seq[:i]):
            return None, "illegal"
        ended, val = sf.is_optional_game_end(V, fen, seq[:i + 1])
        iended, ival = sf.is_immediate_game_end(V, fen, seq[:i + 1])
        checks.append(gives_check(fen, seq[:i + 1]))
        keys.append(key(sf.get_fen(V, fen, seq[:i + 1])))
        if iended:
            return None, "immediate-end"
        if ended and i < len(seq) - 1:
            EARLY.append((fen, seq[:i + 1], val, keys.count(keys[-1])))
            return None, "early-end"
        if ended:
            break
    else:
        return None, "no-end"
    if not legal(fen, seq):
        return None, "no-moves-at-end"
    first = len(prefix)
    occ = [j for j, k in enumerate(keys) if k == keys[-1]]
    if occ[0] != first or len(occ) != 4:
        return None, "not-4th-occurrence"
    side_last = side_of(fen) if len(seq) % 2 == 0 else ("b" if side_of(fen) == "w" else "w")
    stm = "sente" if side_last == "w" else "gote"
    oth = "gote" if stm == "sente" else "sente"
    # moves since the first occurrence, by mover
    mover0 = side_of(fen)
    by = {"sente": [], "gote": []}
    for j in range(first, len(seq)):
        mv_side = mover0 if j % 2 == 0 else ("b" if mover0 == "w" else "w")
        by["sente" if mv_side == "w" else "gote"].append(checks[j])
    perp = [s for s in ("sente", "gote") if by[s] and all(by[s])]
    if val == 0:
        result = "draw perpetual-check" if len(perp) == 2 else "draw ??"
    else:
        winner = stm if val > 0 else oth
        if len(perp) == 1:
            result = f"{winner} wins perpetual-check"
            if perp[0] == winner:
                result += " ??"
        elif len(perp) == 0:
            result = f"{winner} wins repetition"
            if winner != "gote":
                result += " ??"
        else:
            result = f"{winner} wins ??"
    partial = any(any(by[s]) for s in by) and len(perp) == 0
    return {"seq": seq, "result": result, "value": val, "perp": perp,
            "partial": partial}, None


def classify(rec, kind):
    if kind == "triangle":
        return "triangle"
    r = rec["result"]
    if r.startswith("draw"):
        return "mutual-check"
    if "perpetual-check" in r:
        return "sente-perp" if rec["perp"] == ["sente"] else "gote-perp"
    return "partial-check" if rec["partial"] else "quiet"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--target", type=int, default=40)
    ap.add_argument("--attempts", type=int, default=4000)
    ap.add_argument("--out", required=True)
    ap.add_argument("--disagreements", default=None)
    ap.add_argument("--early-check", type=int, default=400,
                    help="how many early-ended games to check against Palace")
    a = ap.parse_args()
    check_version()
    rng = random.Random(a.seed)
    randoms = play_games((a.seed * 7919, 600))
    classes = ["sente-perp", "gote-perp", "mutual-check", "quiet", "partial-check",
               "triangle"]
    got = {c: [] for c in classes}
    seen = set()
    drops = Counter()
    attempts = 0
    while attempts < a.attempts and any(len(got[c]) < a.target for c in classes):
        attempts += 1
        fen = rng.choice(randoms) if rng.random() < 0.45 else sparse_position(rng)
        if fen is None:
            continue
        prefix = []
        for _ in range(rng.choice([0, 0, 1, 1, 2])):
            ms = legal(fen, prefix)
            if not ms:
                break
            prefix.append(rng.choice(ms))
        if not legal(fen, prefix):
            continue
        need = [c for c in classes if len(got[c]) < a.target]
        goal = rng.choice(need)
        wa = goal in ("sente-perp", "gote-perp", "mutual-check", "partial-check") \
            or rng.random() < 0.3
        wb = goal in ("mutual-check",) or (goal in ("sente-perp", "gote-perp")
                                           and rng.random() < 0.3)
        tri = goal == "triangle"
        mut = goal == "mutual-check" and rng.random() < 0.7
        for cycle, kind in candidates(rng, fen, prefix, wa, wb, tri, mut):
            sig = (key(fen), tuple(prefix), tuple(cycle))
            if sig in seen:
                continue
            seen.add(sig)
            rec, why = verify(fen, prefix, cycle)
            if rec is None:
                drops[why] += 1
                continue
            c = classify(rec, kind)
            if len(got[c]) >= a.target:
                drops["class-full"] += 1
                continue
            rec.update(fen=fen, cls=c)
            got[c].append(rec)
            print(f"[{attempts}] {c}: {len(got[c])} {rec['result']}", file=sys.stderr)
            break

    lines, disagreements = [], []
    counts = Counter()
    for c in classes:
        for n, rec in enumerate(got[c]):
            pf = palace_fen(rec["fen"])
            seq = rec["seq"]
            name = f"msh-{c}-{n:03d}"
            line = {"name": name, "variant": "minishogi", "fen": pf, "moves": seq,
                    "before_last": "ongoing", "result": rec["result"]}
            ours = palace_status(pf, seq)
            ours_before = palace_status(pf, seq[:-1])
            counts[rec["result"]] += 1
            if "??" in rec["result"]:
                disagreements.append({"kind": "fsf-inconsistent", **line,
                                      "fsf_value": rec["value"]})
                continue
            if ours != rec["result"] or ours_before != "ongoing":
                disagreements.append({**line, "palace": ours,
                                      "palace_before_last": ours_before,
                                      "fsf_value": rec["value"]})
            lines.append(line)
    # games FSF ended early (another position reached its 4th occurrence first):
    # Palace must also end them there (any verdict) and not one ply before.
    early_bad = []
    for fen, seq, val, occ in EARLY[:a.early_check]:
        pf = palace_fen(fen)
        ours, before = palace_status(pf, seq), palace_status(pf, seq[:-1])
        stm_white = (side_of(fen) == "w") == (len(seq) % 2 == 0)
        stm = "sente" if stm_white else "gote"
        oth = "gote" if stm_white else "sente"
        want = "draw" if val == 0 else (stm if val > 0 else oth) + " wins"
        if occ != 4 or before != "ongoing" or not ours.startswith(want):
            early_bad.append({"fen": pf, "moves": seq, "fsf_value": val,
                              "occurrences": occ, "palace": ours,
                              "palace_before_last": before})
    disagreements += [{"kind": "early-end", **e} for e in early_bad]
    with open(a.out, "w") as f:
        for l in lines:
            f.write(json.dumps(l) + "\n")
    stats = {"attempts": attempts, "games": len(lines),
             "per_class": {c: len(got[c]) for c in classes},
             "per_result": dict(counts), "dropped": dict(drops),
             "early_end_checked": min(len(EARLY), a.early_check),
             "early_end_disagreements": len(early_bad),
             "disagreements": len(disagreements)}
    print(json.dumps(stats, indent=1))
    for d in disagreements:
        print(json.dumps(d))
    if a.disagreements:
        with open(a.disagreements, "w") as f:
            json.dump({"stats": stats, "disagreements": disagreements}, f, indent=1)


if __name__ == "__main__":
    main()
