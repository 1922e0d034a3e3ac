"""Shared helpers for the Minishogi cross-check against Fairy-Stockfish (pyffish 0.0.90).

Used by gen_random.py and gen_cycles.py in this directory.
"""

import subprocess

import pyffish as sf

V = "minishogi"
FILES = "abcde"
HAND_ORDER = "gpsrb"  # Palace's (and FSF's) order: gold, pawn, silver, rook, bishop
PALACE = "./target/release/palace"  # run from the repository root


def check_version():
    if sf.version() != (0, 0, 90):
        print("warning: pyffish", sf.version(), "is not the reference 0.0.90")


def palace_fen(fsf_fen):
    """FSF FEN `board[hands] side - - rule50 fullmove` -> Palace's printed form
    `board[hands|-] side rule50 fullmove` (hands in gold, pawn, silver, rook, bishop
    order, sente's upper case first)."""
    head, rest = fsf_fen.split("[", 1)
    hands, rest = rest.split("]", 1)
    f = rest.split()
    side = f[0]
    nums = [x for x in f[1:] if x.isdigit()]
    rule50, full = (["0", "1"] + nums)[-2:]
    up = "".join(c * hands.count(c.upper()) for c in HAND_ORDER.upper())
    lo = "".join(c * hands.count(c) for c in HAND_ORDER)
    h = up.upper() + lo
    return f"{head}[{h or '-'}] {side} {rule50} {full}"


def parse_board(fen):
    """{(file 0..4, rank 1..5): piece string like 'P', '+r'}"""
    rows = fen.split("[")[0].split("/")
    board = {}
    for i, row in enumerate(rows):
        rank = 5 - i
        f = 0
        prom = False
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            elif ch == "+":
                prom = True
            else:
                board[(f, rank)] = ("+" if prom else "") + ch
                prom = False
                f += 1
    return board


def side_of(fen):
    return fen.split("]", 1)[1].split()[0]


def hands_of(fen):
    return fen.split("[", 1)[1].split("]", 1)[0]


def sq(s):
    return (FILES.index(s[0]), int(s[1]))


def name(f, r):
    return FILES[f] + str(r)


def king_sq(board, white):
    k = "K" if white else "k"
    for s, p in board.items():
        if p == k:
            return s
    return None


def mate_drop_square(king, dropper_white):
    """The square a pawn of `dropper_white` must be dropped on to check `king`."""
    if king is None:
        return None
    f, r = king
    r2 = r - 1 if dropper_white else r + 1
    return name(f, r2) if 1 <= r2 <= 5 else None


def legal(fen, moves=()):
    return sf.legal_moves(V, fen, list(moves))


def uchifuzume(fen, moves, m, enemy_king):
    """Is `m` (played after `moves` from `fen`) a pawn drop that checkmates?
    `enemy_king` is the square of the king of the side NOT playing m; dropper colour is
    derived from the side to move in fen and len(moves)."""
    if not m.startswith("P@"):
        return False
    white = (side_of(fen) == "w") == (len(moves) % 2 == 0)
    if m[2:] != mate_drop_square(enemy_king, white):
        return False
    return not legal(fen, list(moves) + [m])


def filtered_legal(fen, moves=(), board=None):
    """FSF legal moves minus mating pawn drops, and the list of those removed."""
    ms = legal(fen, moves)
    if board is None:
        assert not moves
        board = parse_board(fen)
    white = (side_of(fen) == "w") == (len(moves) % 2 == 0)
    ek = king_sq(board, not white)
    keep, removed = [], []
    for m in ms:
        (removed if uchifuzume(fen, moves, m, ek) else keep).append(m)
    return keep, removed


def fsf_perft2(fen):
    """perft(2) with mating pawn drops removed at both plies."""
    board = parse_board(fen)
    white = side_of(fen) == "w"
    first, _ = filtered_legal(fen, (), board)
    my_king = king_sq(board, white)
    total = 0
    for m in first:
        k = my_king
        if "@" not in m and sq(m[:2]) == my_king:
            k = sq(m[2:4])
        ms = legal(fen, [m])
        for m2 in ms:
            if m2.startswith("P@") and m2[2:] == mate_drop_square(k, not white):
                if not legal(fen, [m, m2]):
                    continue
            total += 1
    return total


def hodges(fen, m):
    return sf.get_san(V, fen, m, False, sf.NOTATION_SHOGI_HODGES)


def palace_moves(fen):
    out = subprocess.run([PALACE, "moves", "minishogi", "--fen", fen],
                         capture_output=True, text=True)
    if out.returncode != 0:
        return {"__error__": out.stderr.strip()}
    res = {}
    for line in out.stdout.splitlines():
        if line.strip():
            a, b = line.split(None, 1)
            res[a] = b.strip()
    return res


def palace_perft(fen, depth=2):
    out = subprocess.run([PALACE, "perft", "minishogi", str(depth), "--fen", fen],
                         capture_output=True, text=True)
    lines = [l for l in out.stdout.splitlines() if l.strip()]
    try:
        return int(lines[-1].split()[-1])
    except Exception:
        return ("error", out.stdout + out.stderr)


def palace_status(fen, moves):
    out = subprocess.run([PALACE, "status", "minishogi", "--fen", fen] + list(moves),
                         capture_output=True, text=True)
    if out.returncode != 0:
        return "error: " + (out.stderr.strip() or out.stdout.strip())
    return out.stdout.strip().splitlines()[-1] if out.stdout.strip() else "error: empty"
