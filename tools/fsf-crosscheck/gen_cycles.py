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
loses, 0 = draw (when the flag is False the value is uninitialised: never read).
The reason is FSF's own: fsf_judge() re-runs the repetition branch of
Position::is_optional_game_end (pyffish 0.0.90 src/position.cpp) on the per-ply
checkers/chased bitboards read from a debug build of the same source
(build_debug_pyffish.sh), and must reproduce pyffish's value exactly (it raises
otherwise).  Perpetual check is tested first, then chase, else repetition; a draw by
mutual check/chase is named "draw perpetual-check"/"draw perpetual-chase" as Palace
names it.  Without the debug build the reason is approximated from the checks alone.

Mini Xiangqi's chase rule is switched on by loading
    [minixiangqi-chase:minixiangqi]
    chasingRule = axf
and using variant "minixiangqi-chase" for all FSF queries (the output still says
"minixiangqi").

How to run (from the repository root; README.md has the exact runs that made the data)
----------
    pip install pyffish==0.0.90                      # the reference version
    sh tools/fsf-crosscheck/build_debug_pyffish.sh   # optional, names draw causes exactly
    python3 tools/fsf-crosscheck/gen_cycles.py --seed 101 --per-variant 260 \
        --variants minixiangqi --out /tmp/cyc-mxq.jsonl
    # denser positions, chase verdicts only:
    python3 tools/fsf-crosscheck/gen_cycles.py --seed 505 --per-variant 100 --keep chase \
        --min-pieces 5 --max-pieces 12 --sparse-share 0.7 --attempts 3000 --out /tmp/cyc-dense.jsonl
    # hand-made games (handmade.txt), verified with FSF:
    python3 tools/fsf-crosscheck/gen_cycles.py --per-variant 0 \
        --extra tools/fsf-crosscheck/handmade.txt --out /tmp/cyc-hand.jsonl

Options: --keep REGEX keeps only matching verdicts, --mutual-bias sets how many
follow-chases are built as mutual attacks, --progress FILE appends each accepted game
as it is found.  A run of 260 games per variant takes ~8 minutes (pyffish calls cost
~2 ms each, so move choice uses a small pseudo-attack model of its own).

The repository's tests then replay every game with Palace (rules/tests/results.rs).

pyffish version used: 0.0.90 (checked at start-up; a warning is printed otherwise).
"""

import argparse
import json
import re
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


# ---------------------------------------------------------------- board model
# A small pseudo-attack model (pyffish calls cost ~2 ms each, so the search uses this
# to bias move choice; legality and verdicts always come from pyffish).

def inside(variant, f, r):
    files, ranks = dims(variant)
    return 0 <= f < files and 1 <= r <= ranks


def in_palace(variant, f, r, red):
    files, ranks = dims(variant)
    if variant == "minixiangqi":
        fl = 2 <= f <= 4
    else:
        fl = 3 <= f <= 5
    rr = r if red else ranks + 1 - r
    return fl and rr <= 3


def crossed(variant, r, red):
    if variant == "minixiangqi":
        return True
    return (r >= 6) if red else (r <= 5)


def attacks(variant, board, sq):
    """Squares the piece on sq attacks (could capture on if an enemy stood there)."""
    ch = board[sq]
    p = ch.lower()
    red = ch.isupper()
    f, r = sq
    out = []
    if p in "rc":
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            x, y = f + dx, r + dy
            screen = False
            while inside(variant, x, y):
                if (x, y) in board:
                    if p == "r":
                        out.append((x, y))
                        break
                    if screen:
                        out.append((x, y))
                        break
                    screen = True
                x, y = x + dx, y + dy
    elif p == "n":
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            leg = (f + dx, r + dy)
            if not inside(variant, *leg) or leg in board:
                continue
            for s in (1, -1):
                t = (f + 2 * dx + (s if dx == 0 else 0), r + 2 * dy + (s if dy == 0 else 0))
                if inside(variant, *t):
                    out.append(t)
    elif p == "k":
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            t = (f + dx, r + dy)
            if inside(variant, *t) and in_palace(variant, *t, red):
                out.append(t)
        # flying general
        dy = 1 if red else -1
        y = r + dy
        while inside(variant, f, y):
            if (f, y) in board:
                if board[(f, y)] == ("k" if red else "K"):
                    out.append((f, y))
                break
            y += dy
    elif p == "a":
        for dx, dy in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
            t = (f + dx, r + dy)
            if inside(variant, *t) and in_palace(variant, *t, red):
                out.append(t)
    elif p == "b":
        for dx, dy in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
            eye = (f + dx, r + dy)
            t = (f + 2 * dx, r + 2 * dy)
            own_side = (t[1] <= 5) if red else (t[1] >= 6)
            if inside(variant, *t) and eye not in board and own_side:
                out.append(t)
    elif p == "p":
        dy = 1 if red else -1
        cand = [(f, r + dy)]
        if crossed(variant, r, red):
            cand += [(f + 1, r), (f - 1, r)]
        out += [t for t in cand if inside(variant, *t)]
    return out


def targets_of(variant, board, color):
    """Enemy-occupied squares attacked by `color` ('w'/'b')."""
    out = set()
    for sq, ch in board.items():
        if color_of(ch) != color:
            continue
        for t in attacks(variant, board, sq):
            if t in board and color_of(board[t]) != color:
                out.add(t)
    return out


def king_sq(board, color):
    k = "K" if color == "w" else "k"
    for sq, ch in board.items():
        if ch == k:
            return sq
    return None


def in_check(variant, board, color):
    ks = king_sq(board, color)
    other = "b" if color == "w" else "w"
    return ks in targets_of(variant, board, other)


def apply(board, m):
    a, b = split_move(m)
    nb = dict(board)
    nb[parse_sq(b)] = nb.pop(parse_sq(a))
    return nb


def other(c):
    return "b" if c == "w" else "w"


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

    def end(self, fen, moves, legal_after=None):
        """(ended, value, how) for the position after `moves`."""
        ended, val = sf.is_optional_game_end(self.v, fen, list(moves))
        if ended:
            return True, val, "optional"
        ended, val = sf.is_immediate_game_end(self.v, fen, list(moves))
        if ended:
            return True, val, "immediate"
        if legal_after is None:
            legal_after = self.legal(fen, moves)
        if not legal_after:
            return True, sf.game_result(self.v, fen, list(moves)), "nomoves"
        return False, 0, None


# ---------------------------------------------------------------- interest scores

def weighted_choice(rng, items, weights):
    tot = sum(weights)
    x = rng.random() * tot
    for it, w in zip(items, weights):
        x -= w
        if x <= 0:
            return it
    return items[-1]


def pick_moves(variant, rng, board, side, legal, k, attacked=None):
    """Pick up to k distinct non-capturing legal moves for `side`, biased towards
    checks, new attacks and (for the defender) moves of attacked pieces."""
    moves = [m for m in legal if parse_sq(split_move(m)[1]) not in board]
    if not moves:
        return []
    base = targets_of(variant, board, side)
    scored = []
    for m in moves:
        nb = apply(board, m)
        frm = parse_sq(split_move(m)[0])
        piece = board[frm].lower()
        w = 1.0
        if in_check(variant, nb, other(side)):
            w += 6.0
        new = targets_of(variant, nb, side) - base
        w += 4.0 * len(new)
        if attacked and frm in attacked:
            w += 5.0
        if piece == "k":
            w *= 0.6
        scored.append((m, w))
    out = []
    pool = list(scored)
    while pool and len(out) < k:
        m = weighted_choice(rng, [p[0] for p in pool], [p[1] for p in pool])
        out.append(m)
        pool = [p for p in pool if p[0] != m]
    return out


# ---------------------------------------------------------------- loops

def line_tour(variant, rng, board, m):
    """For a chariot/cannon move a->b, a 3-point tour a->b->c->a on one line."""
    a, b = split_move(m)
    fa, fb = parse_sq(a), parse_sq(b)
    if board[fa].lower() not in "rc":
        return None
    files, ranks = dims(variant)
    if fa[0] == fb[0]:
        cands = [(fa[0], r) for r in range(1, ranks + 1)]
    else:
        cands = [(f, fa[1]) for f in range(files)]
    cands = [c for c in cands if c not in (fa, fb) and c not in board]
    if not cands:
        return None
    c = sq_name(*rng.choice(cands))
    return [m, b + c, c + a]


def general_square(variant, rng, board, m):
    a, b = split_move(m)
    fa, fb = parse_sq(a), parse_sq(b)
    if board[fa].lower() != "k":
        return None
    d = (fb[0] - fa[0], fb[1] - fa[1])
    p = rng.choice([(d[1], d[0]), (-d[1], -d[0])])
    c = (fb[0] + p[0], fb[1] + p[1])
    e = (fa[0] + p[0], fa[1] + p[1])
    if c in board or e in board:
        return None
    for s in (c, e):
        if not inside(variant, *s):
            return None
    return [m, b + sq_name(*c), sq_name(*c) + sq_name(*e), sq_name(*e) + a]


def propose_loop(variant, rng, board, side, legal, attacked=None):
    """A loop of moves for `side` that puts its pieces back where they were."""
    kind = weighted_choice(rng, ["pair", "line3", "square", "two"], [10, 1.2, 0.6, 1.5])
    cands = pick_moves(variant, rng, board, side, legal, 3, attacked)
    if not cands:
        return None, None
    m = cands[0]
    if kind == "line3":
        loop = line_tour(variant, rng, board, m)
        if loop:
            return loop, "line3"
    if kind == "square":
        loop = general_square(variant, rng, board, m)
        if loop:
            return loop, "square"
    if kind == "two" and len(cands) >= 2:
        fm = split_move(m)
        for c in cands[1:]:
            fc = split_move(c)
            if not set(fc) & set(fm):
                return [m, c, reverse(m), reverse(c)], "two"
    return [m, reverse(m)], "pair"


def pseudo_moves(variant, board, sq):
    """Non-capturing pseudo moves of the piece on sq (cannons move like chariots)."""
    ch = board[sq]
    if ch.lower() == "c":
        tmp = dict(board)
        tmp[sq] = "R" if ch.isupper() else "r"
        dests = attacks(variant, tmp, sq)
        # chariot attacks stop at the first piece; add the empty squares of the rays
        f, r = sq
        dests = []
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            x, y = f + dx, r + dy
            while inside(variant, x, y) and (x, y) not in board:
                dests.append((x, y))
                x, y = x + dx, y + dy
        return dests
    if ch.lower() == "r":
        return [t for t in attacks(variant, board, sq) if t not in board] + [
            (x, y) for (x, y) in _ray_empties(variant, board, sq)]
    return [t for t in attacks(variant, board, sq) if t not in board]


def _ray_empties(variant, board, sq):
    f, r = sq
    out = []
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        x, y = f + dx, r + dy
        while inside(variant, x, y) and (x, y) not in board:
            out.append((x, y))
            x, y = x + dx, y + dy
    return out


def chase_pattern(variant, rng, board, side, legal, mutual=False, flee=None):
    """A 'follow' chase: A's piece Q goes a->b attacking B's piece P on X; P flees
    X->Y; Q returns b->a and attacks P on Y; P returns Y->X; ...
    Returns (loop_a, loop_b) or None."""
    opts = []
    for m in legal:
        a, b = split_move(m)
        sa, sb = parse_sq(a), parse_sq(b)
        if sb in board or board[sa].lower() in "kp":
            continue
        nb = apply(board, m)
        hit = [t for t in attacks(variant, nb, sb) if t in nb and color_of(nb[t]) != side and nb[t].lower() != "k"]
        for X in hit:
            for Y in set(pseudo_moves(variant, nb, X)):
                nb2 = dict(nb)
                nb2[Y] = nb2.pop(X)
                nb3 = dict(nb2)
                nb3[sa] = nb3.pop(sb)
                if Y in attacks(variant, nb3, sa):
                    loop_b = [sq_name(*X) + sq_name(*Y), sq_name(*Y) + sq_name(*X)]
                    if flee and loop_b[0] != flee:
                        continue
                    if mutual:
                        # the fleeing piece attacks the chaser after each of its moves
                        nb4 = dict(nb3)
                        nb4[X] = nb4.pop(Y)
                        if not (sb in attacks(variant, nb2, Y) and sa in attacks(variant, nb4, X)):
                            continue
                    opts.append(([m, reverse(m)], loop_b))
    if not opts:
        return None
    return rng.choice(opts)


def lcm(a, b):
    from math import gcd
    return a * b // gcd(a, b)


def positions_key(fen):
    p = fen.split()
    return p[0] + " " + p[1]


def board_key(board, side):
    return tuple(sorted(board.items())), side


def try_cycle(fsf, rng, fen, prefix_len, chase_bias=0.5, mutual_bias=0.3):
    """Build and play one cycle game from `fen`. Returns a dict or a drop reason."""
    variant = fsf.variant
    board = parse_board(variant, fen)
    side = side_of(fen)
    moves = []
    keys = Counter([board_key(board, side)])
    legal = fsf.legal(fen)
    for _ in range(prefix_len):
        if not legal:
            return "prefix-dead"
        m = rng.choice(legal)
        moves.append(m)
        board = apply(board, m)
        side = other(side)
        keys[board_key(board, side)] += 1
        legal = fsf.legal(fen, moves)
        if not legal or sf.is_optional_game_end(fsf.v, fen, moves)[0]:
            return "prefix-end"
    mutual = rng.random() < mutual_bias
    pat = chase_pattern(variant, rng, board, side, legal, mutual=mutual) if rng.random() < chase_bias else None
    if pat:
        (loop_a, loop_b), kind_a, kind_b = pat, "follow", ("counter" if mutual else "flee")
        if rng.random() < 0.25:
            # the fleeing side answers with its own loop instead (checks, counter-chases)
            b1 = apply(board, loop_a[0])
            legal_b = fsf.legal(fen, moves + [loop_a[0]])
            loop_b, kind_b = propose_loop(variant, rng, b1, other(side), legal_b)
            if not loop_b:
                return "no-loop-b"
    else:
        loop_a, kind_a = propose_loop(variant, rng, board, side, legal)
        if not loop_a:
            return "no-loop-a"
        b1 = apply(board, loop_a[0])
        legal_b = fsf.legal(fen, moves + [loop_a[0]])
        attacked = targets_of(variant, b1, side)
        pat_b = None
        if len(loop_a) == 2 and rng.random() < chase_bias * 0.5:
            pat_b = chase_pattern(variant, rng, b1, other(side), legal_b, flee=loop_a[1])
        if pat_b:
            # B chases A's piece on the move after A's first loop move (A keeps its loop)
            loop_b, kind_b = pat_b[0], "follow"
        else:
            loop_b, kind_b = propose_loop(variant, rng, b1, other(side), legal_b, attacked)
        if not loop_b:
            return "no-loop-b"
    period = lcm(len(loop_a), len(loop_b))
    max_plies = 2 * period * 3 + 2
    for ply in range(max_plies):
        loop = loop_a if ply % 2 == 0 else loop_b
        m = loop[(ply // 2) % len(loop)]
        if m not in legal:
            return "illegal"
        if parse_sq(split_move(m)[1]) in board:
            return "capture"
        moves.append(m)
        board = apply(board, m)
        side = other(side)
        k = board_key(board, side)
        keys[k] += 1
        legal = fsf.legal(fen, moves)
        ended, val, how = fsf.end(fen, moves, legal)
        if ended:
            if how != "optional":
                return "other-end-" + how
            if keys[k] != 3:
                return "not-third-occurrence"
            if list(keys.values()).count(3) != 1 or max(keys.values()) != 3:
                return "odd-count"
            return {"moves": moves, "value": val, "kinds": (kind_a, kind_b), "prefix": prefix_len}
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


def sparse_position(fsf, rng, lo=2, hi=7):
    variant = fsf.variant
    for _ in range(200):
        board = {}
        for k in "Kk":
            board[rng.choice(legal_points(variant, k))] = k
        pool = MX_PIECES if variant == "minixiangqi" else XQ_PIECES
        n = rng.randint(lo, hi)
        for _ in range(n):
            p = rng.choice(pool)
            p = p.upper() if rng.random() < 0.5 else p
            free = [s for s in legal_points(variant, p) if s not in board]
            if free:
                board[rng.choice(free)] = p
        side = rng.choice("wb")
        if in_check(variant, board, other(side)):
            continue  # the side not to move may not be in check
        fen = board_fen(board, variant, side)
        try:
            if sf.validate_fen(fen, fsf.v) != sf.FEN_OK:
                continue
            if sf.gives_check(fsf.v, flip_side(fen), []):
                continue
            if not fsf.legal(fen):
                continue
        except Exception:
            continue
        return fen
    return None


def random_game_position(fsf, rng):
    variant = fsf.variant
    fen = sf.start_fen(fsf.v)
    board = parse_board(variant, fen)
    moves = []
    n = rng.randint(6, 70)
    legal = fsf.legal(fen)
    for _ in range(n):
        if not legal:
            break
        caps = [m for m in legal if parse_sq(split_move(m)[1]) in board]
        m = rng.choice(caps) if caps and rng.random() < 0.7 else rng.choice(legal)
        nxt = fsf.legal(fen, moves + [m])
        if not nxt:
            break
        moves.append(m)
        board = apply(board, m)
        legal = nxt
    side = side_of(fen) if len(moves) % 2 == 0 else other(side_of(fen))
    return board_fen(board, variant, side)


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--per-variant", type=int, default=250)
    ap.add_argument("--attempts", type=int, default=40000)
    ap.add_argument("--variants", default="minixiangqi,xiangqi")
    ap.add_argument("--out", default="rules/tests/data/repetition-cycles.jsonl")
    ap.add_argument("--min-pieces", type=int, default=2, help="sparse positions: fewest pieces besides the generals")
    ap.add_argument("--max-pieces", type=int, default=7)
    ap.add_argument("--sparse-share", type=float, default=0.55, help="share of sparse (vs random-game) start positions")
    ap.add_argument("--progress", default="", help="also append each accepted game to this file as it is found")
    ap.add_argument("--extra", default="", help="file of hand-made games (variant|fen|moves|name) to verify and add")
    ap.add_argument("--keep", default="", help="keep only verdicts matching this regex (e.g. '^draw perpetual')")
    ap.add_argument("--mutual-bias", type=float, default=0.3, help="share of follow-chases built as mutual attacks")
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
            fen = sparse_position(fsf, rng, args.min_pieces, args.max_pieces) if rng.random() < args.sparse_share else random_game_position(fsf, rng)
            if not fen:
                drops["no-position"] += 1
                continue
            prefix = rng.choice([0, 0, 0, 1, 1, 2])
            r = try_cycle(fsf, rng, fen, prefix, mutual_bias=args.mutual_bias)
            if isinstance(r, str):
                drops[r.split("(")[0]] += 1
                continue
            key = (fen.split()[0], fen.split()[1], tuple(r["moves"]))
            if key in seen:
                drops["duplicate"] += 1
                continue
            seen.add(key)
            v = verdict(fsf, fen, r["moves"], r["value"])
            if args.keep and not re.search(args.keep, v):
                drops["not-kept"] += 1
                continue
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
            if args.progress:
                with open(args.progress, "a") as fh:
                    fh.write(json.dumps({"variant": variant, "fen": fen, "moves": r["moves"], "result": v}) + "\n")
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
    if args.extra:
        for line in open(args.extra):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            variant, fen, moves, name = line.split("|")
            moves = moves.split()
            fsf = FSF(variant)
            ends = [sf.is_optional_game_end(fsf.v, fen, moves[:i])[0] for i in range(1, len(moves) + 1)]
            short = "mxq" if variant == "minixiangqi" else "xq"
            if not any(ends):
                out.append({"name": f"{short}-hand-{name}", "variant": variant, "fen": fen, "moves": moves,
                            "before_last": "ongoing", "result": "ongoing"})
                continue
            if ends.index(True) != len(moves) - 1:
                print("extra game ends early, skipped:", name, file=sys.stderr)
                continue
            val = sf.is_optional_game_end(fsf.v, fen, moves)[1]
            out.append({"name": f"{short}-hand-{name}", "variant": variant, "fen": fen, "moves": moves,
                        "before_last": "ongoing", "result": verdict(fsf, fen, moves, val)})
    with open(args.out, "w") as fh:
        for line in out:
            fh.write(json.dumps(line) + "\n")
    print("wrote", len(out), "games to", args.out, file=sys.stderr)


if __name__ == "__main__":
    main()
