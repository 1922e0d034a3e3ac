#!/usr/bin/env python3
"""Generate repetition-verdict reference games with Fairy-Stockfish (pyffish).

What it does
------------
For Mini Xiangqi and Xiangqi it builds many short games that end the moment
Fairy-Stockfish adjudicates a repetition (perpetual check, perpetual chase or a
plain repetition draw), in the format of shared/oracle/results.jsonl:

    {"name": "...", "variant": "minixiangqi"|"xiangqi", "fen": "...",
     "moves": ["a1a5", ...], "before_last": "ongoing",
     "result": "black wins perpetual-chase"}

Method
  1. Start positions: (a) random games from the start position (captures
     favoured so that the board thins out), (b) sparse positions made by placing
     the two generals and a handful of random pieces on points they may occupy,
     accepted only when pyffish.validate_fen accepts them, the side not to move is
     not in check and the side to move has a legal move.
  2. For the side to move (A) and the opponent (B) a "loop" of moves is proposed
     that brings their pieces back where they were: a move and its reverse (most
     loops), a chariot/cannon touring three points of one line, a general walking
     round a square of four points, or two different pieces each moving out and back
     (a 4-move loop).  Moves are chosen with a bias for moves that give check or
     newly attack an enemy piece, and (for the opponent) for moves of the attacked
     piece or counter-attacks.
  3. Optionally 1-2 "prefix" moves are played before the loop starts (so the first
     occurrence of the repeated position is not the start position).
  4. A's and B's loops are interleaved and played, each move checked against
     pyffish.legal_moves (no captures allowed), asking
     pyffish.is_optional_game_end after every ply; the game is cut at the first
     ply where FSF ends it.  Games whose end is not a repetition verdict, or whose
     end does not come at the third occurrence of a (board, side to move) counting
     the start position, are dropped (and counted).
  5. Deduplicated, balanced between verdicts, and written as JSON lines.

Fairy-Stockfish's value is the score from the point of view of the side to move
after the last move: +VALUE_MATE (32000) = side to move wins, -32000 = side to move
loses, 0 = draw.  The reason is recovered from FSF's own order of tests
(position.cpp, Position::is_optional_game_end): perpetual check first (checks on
every move of a side since the first occurrence), then chase, else repetition.
For a decisive result we label "perpetual-check" when the losing side checked
on every one of its moves in the cycle, otherwise "perpetual-chase"; a draw is
always "draw repetition" (Palace names a mutual check/chase draw by its cause,
so those draws are classified with the same rule: both sides checking =>
"draw perpetual-check"; otherwise a draw is reported as "draw repetition" unless
the --mutual-chase-names option asks for the debug build to tell mutual chases).

Mini Xiangqi's chase rule is switched on by loading
    [minixiangqi-chase:minixiangqi]
    chasingRule = axf
and using variant "minixiangqi-chase" for all FSF queries (the output still says
"minixiangqi").

How to run
----------
    pip install pyffish==0.0.90          # the reference version
    python3 tools/fsf-crosscheck/gen_cycles.py --seed 1 --per-variant 250 \
        --out rules/tests/data/repetition-cycles.jsonl

Then compare with Palace:  python3 tools/fsf-crosscheck/compare.py  (writes REPORT.md).

pyffish version used: 0.0.90 (checked at start-up; a warning is printed otherwise).
"""

import argparse
import json
import random
import sys
from collections import Counter

import pyffish as sf

CHASE_CONFIG = """
[minixiangqi-chase:minixiangqi]
chasingRule = axf
"""

VALUE_MATE = 32000


def fsf_variant(variant):
    return "minixiangqi-chase" if variant == "minixiangqi" else variant


# ---------------------------------------------------------------- board helpers

def dims(variant):
    return (7, 7) if variant == "minixiangqi" else (9, 10)


def parse_board(variant, fen):
    """{(file, rank): char} with file 0.., rank 1.. (rank 1 at the bottom)."""
    files, ranks = dims(variant)
    rows = fen.split()[0].split("/")
    board = {}
    for i, row in enumerate(rows):
        rank = ranks - i
        f = 0
        num = ""
        for ch in row:
            if ch.isdigit():
                num += ch
                continue
            if num:
                f += int(num)
                num = ""
            board[(f, rank)] = ch
            f += 1
    return board


def sq_name(f, r):
    return "abcdefghi"[f] + str(r)


def parse_sq(s):
    return ("abcdefghi".index(s[0]), int(s[1:]))


def split_move(m):
    # from square: letter + 1-2 digits
    i = 1
    while i < len(m) and m[i].isdigit():
        i += 1
    return m[:i], m[i:]


def reverse(m):
    a, b = split_move(m)
    return b + a


def flip_side(fen):
    parts = fen.split()
    parts[1] = "b" if parts[1] == "w" else "w"
    return " ".join(parts)


def side_of(fen):
    return fen.split()[1]


def color_of(ch):
    return "w" if ch.isupper() else "b"


def board_fen(board, variant, side):
    files, ranks = dims(variant)
    rows = []
    for r in range(ranks, 0, -1):
        row = ""
        empty = 0
        for f in range(files):
            ch = board.get((f, r))
            if ch is None:
                empty += 1
            else:
                if empty:
                    row += str(empty)
                    empty = 0
                row += ch
        if empty:
            row += str(empty)
        rows.append(row)
    return "/".join(rows) + f" {side} - - 0 1"


# ---------------------------------------------------------------- FSF wrappers

class FSF:
    def __init__(self, variant):
        self.variant = variant
        self.v = fsf_variant(variant)

    def legal(self, fen, moves=()):
        return sf.legal_moves(self.v, fen, list(moves))

    def fen_after(self, fen, moves):
        return sf.get_fen(self.v, fen, list(moves))

    def in_check(self, fen, moves=()):
        return sf.gives_check(self.v, fen, list(moves))

    def is_capture(self, fen, moves, m):
        return sf.is_capture(self.v, fen, list(moves), m)

    def end(self, fen, moves):
        """(ended, value) for the position after `moves`: optional (repetition)
        or immediate game end, or no legal moves."""
        ended, val = sf.is_optional_game_end(self.v, fen, list(moves))
        if ended:
            return True, val, "optional"
        ended, val = sf.is_immediate_game_end(self.v, fen, list(moves))
        if ended:
            return True, val, "immediate"
        if not self.legal(fen, moves):
            return True, sf.game_result(self.v, fen, list(moves)), "nomoves"
        return False, 0, None

    def targets(self, fen):
        """Squares of enemy pieces that the side NOT to move in `fen` could capture
        (pseudo: via legal moves with the turn flipped)."""
        ff = flip_side(fen)
        board = parse_board(self.variant, fen)
        out = set()
        try:
            for m in sf.legal_moves(self.v, ff, []):
                _, to = split_move(m)
                t = parse_sq(to)
                if t in board:
                    out.add(t)
        except Exception:
            pass
        return out


# ---------------------------------------------------------------- interest scores

def move_features(fsf, fen, m, before_targets=None):
    """(gives_check, new_targets, board_after) for the side to move playing m."""
    after = fsf.fen_after(fen, [m])
    check = fsf.in_check(after)
    new = set()
    if not check:
        t_after = fsf.targets(after)
        if before_targets is None:
            before_targets = fsf.targets(flip_side(fen))
        new = t_after - before_targets
    return check, new, after


def weighted_choice(rng, items, weights):
    tot = sum(weights)
    x = rng.random() * tot
    for it, w in zip(items, weights):
        x -= w
        if x <= 0:
            return it
    return items[-1]


def pick_moves(fsf, rng, fen, k, attacked=None, prefer_attack=True):
    """Pick up to k distinct non-capturing moves for the side to move, biased."""
    board = parse_board(fsf.variant, fen)
    moves = [m for m in fsf.legal(fen) if parse_sq(split_move(m)[1]) not in board]
    if not moves:
        return []
    base_targets = fsf.targets(flip_side(fen))
    scored = []
    for m in moves:
        check, new, _ = move_features(fsf, fen, m, base_targets)
        frm = parse_sq(split_move(m)[0])
        piece = board[frm].lower()
        w = 1.0
        if check:
            w += 6.0
        if new and prefer_attack:
            w += 4.0 * len(new)
        if attacked and frm in attacked:
            w += 5.0
        if piece == "k":
            w *= 0.7
        scored.append((m, w))
    out = []
    pool = list(scored)
    while pool and len(out) < k:
        m = weighted_choice(rng, [p[0] for p in pool], [p[1] for p in pool])
        out.append(m)
        pool = [p for p in pool if p[0] != m]
    return out


# ---------------------------------------------------------------- loops

def line_tour(fsf, rng, fen, m):
    """For a chariot/cannon move a->b, try a 3-point tour a->b->c->a on one line."""
    board = parse_board(fsf.variant, fen)
    a, b = split_move(m)
    fa, fb = parse_sq(a), parse_sq(b)
    if board[fa].lower() not in "rc":
        return None
    files, ranks = dims(fsf.variant)
    cands = []
    if fa[0] == fb[0]:
        cands = [(fa[0], r) for r in range(1, ranks + 1)]
    else:
        cands = [(f, fa[1]) for f in range(files)]
    cands = [c for c in cands if c not in (fa, fb) and c not in board]
    if not cands:
        return None
    c = sq_name(*rng.choice(cands))
    return [m, b + c, c + a]


def general_square(fsf, rng, fen, m):
    board = parse_board(fsf.variant, fen)
    a, b = split_move(m)
    fa, fb = parse_sq(a), parse_sq(b)
    if board[fa].lower() != "k":
        return None
    d = (fb[0] - fa[0], fb[1] - fa[1])
    perp = [(d[1], d[0]), (-d[1], -d[0])]
    p = rng.choice(perp)
    c = (fb[0] + p[0], fb[1] + p[1])
    e = (fa[0] + p[0], fa[1] + p[1])
    if c in board or e in board:
        return None
    files, ranks = dims(fsf.variant)
    for s in (c, e):
        if not (0 <= s[0] < files and 1 <= s[1] <= ranks):
            return None
    return [m, b + sq_name(*c), sq_name(*c) + sq_name(*e), sq_name(*e) + a]


def propose_loop(fsf, rng, fen, attacked=None, kind=None):
    """A loop of moves for the side to move in `fen`."""
    if kind is None:
        kind = weighted_choice(rng, ["pair", "line3", "square", "two"], [10, 1.2, 0.6, 1.5])
    cands = pick_moves(fsf, rng, fen, 3, attacked)
    if not cands:
        return None, None
    m = cands[0]
    if kind == "line3":
        loop = line_tour(fsf, rng, fen, m)
        if loop:
            return loop, "line3"
    if kind == "square":
        loop = general_square(fsf, rng, fen, m)
        if loop:
            return loop, "square"
    if kind == "two" and len(cands) >= 2:
        m2 = None
        fm = split_move(m)
        for c in cands[1:]:
            fc = split_move(c)
            if fc[0] != fm[0] and fc[1] != fm[1] and fc[0] != fm[1] and fc[1] != fm[0]:
                m2 = c
                break
        if m2:
            return [m, m2, reverse(m), reverse(m2)], "two"
    return [m, reverse(m)], "pair"


def lcm(a, b):
    from math import gcd
    return a * b // gcd(a, b)


def positions_key(fen):
    p = fen.split()
    return p[0] + " " + p[1]


def try_cycle(fsf, rng, fen, prefix_len):
    """Build and play one cycle game from `fen`. Returns a dict or a drop reason."""
    moves = []
    # optional prefix of random legal moves (captures allowed here)
    for _ in range(prefix_len):
        lm = fsf.legal(fen, moves)
        if not lm:
            return "prefix-dead"
        moves.append(rng.choice(lm))
        if fsf.end(fen, moves)[0]:
            return "prefix-end"
    cur = fsf.fen_after(fen, moves) if moves else fen
    loop_a, kind_a = propose_loop(fsf, rng, cur)
    if not loop_a:
        return "no-loop-a"
    after_a = fsf.fen_after(cur, [loop_a[0]])
    attacked = fsf.targets(after_a)  # B pieces that A now attacks
    loop_b, kind_b = propose_loop(fsf, rng, after_a, attacked)
    if not loop_b:
        return "no-loop-b"
    period = lcm(len(loop_a), len(loop_b))
    max_plies = 2 * period * 3 + 2
    seq = []
    keys = Counter()
    start_key = positions_key(fen)
    # count occurrences from the game's start FEN (spec: counting the start position)
    pos_keys = [positions_key(fen)]
    for i, _ in enumerate(moves):
        pos_keys.append(positions_key(fsf.fen_after(fen, moves[: i + 1])))
    for k in pos_keys:
        keys[k] += 1
    for ply in range(max_plies):
        loop = loop_a if ply % 2 == 0 else loop_b
        m = loop[(ply // 2) % len(loop)]
        legal = fsf.legal(fen, moves)
        if m not in legal:
            return "illegal"
        if fsf.is_capture(fen, moves, m):
            return "capture"
        moves.append(m)
        seq.append(m)
        f_after = fsf.fen_after(fen, moves)
        k = positions_key(f_after)
        keys[k] += 1
        ended, val, how = fsf.end(fen, moves)
        if ended:
            if how != "optional":
                return "other-end-" + how
            if keys[k] != 3:
                return "not-third-occurrence(%d)" % keys[k]
            if max(keys.values()) != 3 or list(keys.values()).count(3) != 1:
                return "odd-count"
            return {
                "moves": moves,
                "value": val,
                "kinds": (kind_a, kind_b),
                "prefix": prefix_len,
                "final_fen": f_after,
            }
        if max(keys.values()) >= 3:
            return "third-occurrence-no-end"
    return "no-end"


# ---------------------------------------------------------------- classification

def load_debug():
    """The debug build of the same pyffish (see build_debug_pyffish.sh), or None."""
    import os
    path = os.environ.get("FSF_DEBUG_PKG", "/tmp/fsfdbg/pkg")
    sys.path.insert(0, path)
    try:
        import pyffish_dbg  # noqa
    except ImportError:
        return None
    finally:
        sys.path.remove(path)
    pyffish_dbg.load_variant_config(CHASE_CONFIG)
    return pyffish_dbg


DBG = None


def undo_move_board(b, m):
    frm, to = split_move(m)
    if to in b:
        b = (b - {to}) | {frm}
    return b


def fsf_judge(fsf, fen, moves):
    """Re-runs the repetition branch of Position::is_optional_game_end (pyffish 0.0.90,
    position.cpp) on the per-ply checkers/chased sets from the debug build.
    Returns (value, label, detail) or None when the debug build is missing."""
    if DBG is None:
        return None
    trace = DBG.chase_trace(fsf.v, fen, list(moves))
    n = len(moves)
    chk = [bool(DBG.gives_check(fsf.v, fen, []))] + [bool(t[0]) for t in trace]
    chased = [set()] + [set(t[1]) for t in trace]
    mv = [None] + list(moves)  # mv[k] produced state k
    keys = [positions_key(fen)] + [positions_key(fsf.fen_after(fen, moves[: k + 1])) for k in range(n)]
    # rule50: plies since the last capture (FSF resets it only for captures here)
    rule50 = int(fen.split()[-2]) if fen.split()[-2].isdigit() else 0
    for k in range(n):
        rule50 = 0 if fsf.is_capture(fen, moves[:k], moves[k]) else rule50 + 1
    end = min(rule50, n)
    if end < 4:
        return (None, "no-window", {})
    perp_them = chk[n] and chk[n - 2]
    perp_us = chk[n - 1] and chk[n - 3]
    chase_them = undo_move_board(chased[n], mv[n - 1]) & chased[n - 2]
    chase_us = undo_move_board(chased[n - 1], mv[n - 2]) & chased[n - 3]
    cnt = 0
    i = 4
    while i <= end:
        if i != n:
            chase_them = undo_move_board(chase_them, mv[n - i + 1]) & chased[n - i]
        perp_them = perp_them and chk[n - i]
        if keys[n - i] == keys[n]:
            cnt += 1
            if cnt + 1 >= 3:
                if perp_them or perp_us:
                    val = VALUE_MATE if not perp_us else (-VALUE_MATE if not perp_them else 0)
                    reason = "perpetual-check"
                elif chase_them or chase_us:
                    val = VALUE_MATE if not chase_us else (-VALUE_MATE if not chase_them else 0)
                    reason = "perpetual-chase"
                else:
                    val, reason = 0, "repetition"
                stm = side_of(fsf.fen_after(fen, moves))
                if val == 0:
                    label = "draw " + reason
                else:
                    winner = stm if val > 0 else ("b" if stm == "w" else "w")
                    label = {"w": "red", "b": "black"}[winner] + " wins " + reason
                detail = {"first": n - i, "chase_them": sorted(chase_them), "chase_us": sorted(chase_us),
                          "perp_them": perp_them, "perp_us": perp_us,
                          "chased": [sorted(c) for c in chased[1:]], "checks": chk[1:]}
                return (val, label, detail)
        if i + 1 <= end:
            perp_us = perp_us and chk[n - i - 1]
            chase_us = undo_move_board(chase_us, mv[n - i]) & chased[n - i - 1]
        i += 2
    return (None, "no-repetition", {})


def verdict(fsf, fen, moves, value):
    """Map FSF's value (side-to-move view) to Palace's vocabulary.

    With the debug build the cause is FSF's own (fsf_judge, checked to give the same
    value as pyffish); without it a decisive result is named perpetual-check when the
    loser checked on each of its moves since the first occurrence, else perpetual-chase,
    and a draw is 'draw repetition' ('draw perpetual-check' when both always checked)."""
    j = fsf_judge(fsf, fen, moves)
    if j is not None:
        if j[0] != value:
            raise RuntimeError(f"fsf_judge mismatch {j[0]} != {value}: {fen} {moves}")
        return j[1]
    final = fsf.fen_after(fen, moves)
    stm = side_of(final)
    other = "b" if stm == "w" else "w"
    if value == 0:
        if loser_checked_always(fsf, fen, moves, stm) and loser_checked_always(fsf, fen, moves, other):
            return "draw perpetual-check"
        return "draw repetition"
    winner = stm if value > 0 else other
    loser = "b" if winner == "w" else "w"
    name = {"w": "red", "b": "black"}[winner]
    reason = "perpetual-check" if loser_checked_always(fsf, fen, moves, loser) else "perpetual-chase"
    return f"{name} wins {reason}"


def cycle_window(fsf, fen, moves):
    """Index of the first of the three occurrences of the final position
    (board + side to move), and all position keys."""
    keys = [positions_key(fen)] + [positions_key(fsf.fen_after(fen, moves[: i + 1])) for i in range(len(moves))]
    last = keys[-1]
    first = keys.index(last)
    return first, keys


def loser_checked_always(fsf, fen, moves, loser):
    first, _ = cycle_window(fsf, fen, moves)
    start_side = side_of(fen)
    for i in range(first, len(moves)):
        mover = start_side if i % 2 == 0 else ("b" if start_side == "w" else "w")
        if mover != loser:
            continue
        if not fsf.in_check(fen, moves[: i + 1]):
            return False
    return True


# ---------------------------------------------------------------- positions

MX_PIECES = "rrnnccpppp"
XQ_PIECES = "rrnnccbbaappppp"


def legal_points(variant, ch):
    files, ranks = dims(variant)
    red = ch.isupper()
    p = ch.lower()
    pts = []
    for f in range(files):
        for r in range(1, ranks + 1):
            rr = r if red else ranks + 1 - r  # relative rank
            if variant == "minixiangqi":
                if p == "k" and not (2 <= f <= 4 and rr <= 3):
                    continue
                if p == "p" and rr < 2:
                    continue
            else:
                if p == "k" and not (3 <= f <= 5 and rr <= 3):
                    continue
                if p == "a" and (f, rr) not in [(3, 1), (5, 1), (4, 2), (3, 3), (5, 3)]:
                    continue
                if p == "b" and (f, rr) not in [(2, 1), (6, 1), (0, 3), (4, 3), (8, 3), (2, 5), (6, 5)]:
                    continue
                if p == "p":
                    if rr < 4:
                        continue
                    if rr <= 5 and f % 2 == 1:
                        continue
            pts.append((f, r))
    return pts


def sparse_position(fsf, rng):
    variant = fsf.variant
    for _ in range(200):
        board = {}
        for k in "Kk":
            board[rng.choice(legal_points(variant, k))] = k
        pool = MX_PIECES if variant == "minixiangqi" else XQ_PIECES
        n = rng.randint(2, 7)
        for _ in range(n):
            p = rng.choice(pool)
            p = p.upper() if rng.random() < 0.5 else p
            free = [s for s in legal_points(variant, p) if s not in board]
            if free:
                board[rng.choice(free)] = p
        side = rng.choice("wb")
        fen = board_fen(board, variant, side)
        try:
            if sf.validate_fen(fen, fsf.v) != sf.FEN_OK:
                continue
            if fsf.in_check(flip_side(fen)):
                continue  # side not to move in check: illegal
            if not fsf.legal(fen):
                continue
        except Exception:
            continue
        return fen
    return None


def random_game_position(fsf, rng):
    fen = sf.start_fen(fsf.v)
    moves = []
    n = rng.randint(6, 70)
    for _ in range(n):
        lm = fsf.legal(fen, moves)
        if not lm:
            break
        caps = [m for m in lm if fsf.is_capture(fen, moves, m)]
        if caps and rng.random() < 0.7:
            m = rng.choice(caps)
        else:
            m = rng.choice(lm)
        moves.append(m)
        if fsf.end(fen, moves)[0]:
            moves.pop()
            break
    f = fsf.fen_after(fen, moves)
    # reset counters: the reference games start from this FEN
    parts = f.split()
    parts[-2], parts[-1] = "0", "1"
    f = " ".join(parts)
    if not fsf.legal(f):
        return None
    return f


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--per-variant", type=int, default=250)
    ap.add_argument("--attempts", type=int, default=40000)
    ap.add_argument("--variants", default="minixiangqi,xiangqi")
    ap.add_argument("--out", default="rules/tests/data/repetition-cycles.jsonl")
    args = ap.parse_args()

    if sf.version() != (0, 0, 90):
        print(f"warning: pyffish {sf.version()} (reference is 0.0.90)", file=sys.stderr)
    sf.load_variant_config(CHASE_CONFIG)
    global DBG
    DBG = load_debug()
    if DBG is None:
        print("note: debug pyffish (build_debug_pyffish.sh) not found; draw causes are approximated", file=sys.stderr)

    rng = random.Random(args.seed)
    out = []
    for variant in args.variants.split(","):
        fsf = FSF(variant)
        by_verdict = {}
        seen = set()
        drops = Counter()
        want = args.per_variant
        # soft caps so that one verdict does not swamp the rest
        cap = {"draw repetition": int(want * 0.34)}
        attempts = 0
        while sum(len(v) for v in by_verdict.values()) < want and attempts < args.attempts:
            attempts += 1
            fen = sparse_position(fsf, rng) if rng.random() < 0.55 else random_game_position(fsf, rng)
            if not fen:
                drops["no-position"] += 1
                continue
            prefix = rng.choice([0, 0, 0, 1, 1, 2])
            r = try_cycle(fsf, rng, fen, prefix)
            if isinstance(r, str):
                drops[r.split("(")[0]] += 1
                continue
            key = (fen.split()[0], fen.split()[1], tuple(r["moves"]))
            if key in seen:
                drops["duplicate"] += 1
                continue
            seen.add(key)
            v = verdict(fsf, fen, r["moves"], r["value"])
            lst = by_verdict.setdefault(v, [])
            if len(lst) >= cap.get(v, want):
                drops["capped:" + v] += 1
                continue
            lst.append({
                "fen": fen,
                "moves": r["moves"],
                "result": v,
                "kinds": r["kinds"],
                "prefix": r["prefix"],
            })
            total = sum(len(x) for x in by_verdict.values())
            if total % 25 == 0:
                print(variant, total, {k: len(x) for k, x in by_verdict.items()}, file=sys.stderr, flush=True)
        print(variant, "attempts", attempts, "drops", dict(drops), file=sys.stderr)
        print(variant, "histogram", {k: len(x) for k, x in by_verdict.items()}, file=sys.stderr)
        short = "mxq" if variant == "minixiangqi" else "xq"
        n = 0
        for v in sorted(by_verdict):
            for g in by_verdict[v]:
                n += 1
                tag = v.split()[-1]
                out.append({
                    "name": f"{short}-cycle-{n:03d}-{tag}-{g['kinds'][0]}-{g['kinds'][1]}" + (f"-prefix{g['prefix']}" if g["prefix"] else ""),
                    "variant": variant,
                    "fen": g["fen"],
                    "moves": g["moves"],
                    "before_last": "ongoing",
                    "result": v,
                })
    with open(args.out, "w") as fh:
        for line in out:
            fh.write(json.dumps(line) + "\n")
    print("wrote", len(out), "games to", args.out, file=sys.stderr)


if __name__ == "__main__":
    main()
