#!/usr/bin/env python3
"""Trains a xiangqi network for Palace's engine (engine/src/eval_xiangqi_net.rs).

    train.py VARIANT OUT.nnue GOLDEN.tsv DATA.tsv... [--epochs N] [--blend B] [--seed S]

VARIANT is xiangqi or minixiangqi. DATA files are what `examples/datagen.rs` writes
(`FEN<TAB>score for Red<TAB>result for Red`); the last one is held out to measure the
fit, the others are trained on. OUT.nnue gets the quantised weights in the engine's
format, GOLDEN.tsv the engine's evaluation (computed here in the engine's integer
arithmetic) of positions of the held-out file, for the test that holds the engine to
what the trainer wrote.

The network: each perspective (the side to move's, the other's) sums a row of the
first layer for each piece (whose, role, point; the board turned round for Black and
reflected when that side's general stands right of the middle file), clips the sum to
0..1 and squares it; the output is a weighted sum of both halves, times 400 in
centipawns. The target is `blend` times the game's result and the rest the search's
score, both through a logistic of the centipawns over K.

Deterministic: seeded, one fixed number of threads, deterministic algorithms only, the
files read in the order given; the same data and arguments give the same bytes on the
same kind of machine.
"""

import argparse
import hashlib
import os
import struct
import sys
import time

import numpy as np
import torch

HIDDEN = 256
ROLES = 7
QA = 255
QB = 64
SCALE = 400
# The logistic's scale in centipawns: a score of K is a 73% expectation.
K = 400.0
# The first layer's weights and biases stay within this (a sum of 32 rows plus the bias
# then fits an i16 in 255ths); the output weights within 127 64ths.
CLIP1 = 1.98
CLIP2 = 127 / QB
# The piece-square values are written in quarter centipawns; half the difference of the
# perspectives' sums is the side to move's.
PSQT_ONE = 4
# Where the piece-square values start, in centipawns (general, advisor, elephant, horse,
# chariot, cannon, soldier): the layers then learn what material alone misses.
START_VALUES = [0, 200, 200, 400, 900, 450, 100]
ROLE = {"k": 0, "a": 1, "b": 2, "e": 2, "n": 3, "h": 3, "r": 4, "c": 5, "p": 6}
BOARD = {"xiangqi": (9, 10), "minixiangqi": (7, 7)}
MAX_PIECES = 32


def parse(fen):
    """The pieces (file, rank, red?, role) and whether Red is to move."""
    board, turn = fen.split()[:2]
    pieces = []
    rows = board.split("/")
    height = len(rows)
    for i, row in enumerate(rows):
        rank = height - 1 - i
        f = 0
        digits = ""
        for ch in row + " ":
            if ch.isdigit():
                digits += ch
                continue
            if digits:
                f += int(digits)
                digits = ""
            if ch == " ":
                break
            pieces.append((f, rank, ch.isupper(), ROLE[ch.lower()]))
            f += 1
    return pieces, turn == "w"


def features(pieces, red, width, height):
    """The inputs of `red`'s (else Black's) perspective."""
    points = width * height
    mirrored = False
    for f, r, is_red, role in pieces:
        if role == 0 and is_red == red:
            mirrored = 2 * f > width - 1
    out = []
    for f, r, is_red, role in pieces:
        if not red:
            r = height - 1 - r
        if mirrored:
            f = width - 1 - f
        side = 0 if is_red == red else 1
        out.append((side * ROLES + role) * points + r * width + f)
    return out


def load(path, width, height, cache_dir):
    """Red's and Black's inputs (padded), the same of the position reflected left to
    right, Red to move, score and result for the side to move, and the FENs, of one data
    file (cached as .npz by content hash)."""
    with open(path, "rb") as fh:
        raw = fh.read()
    digest = hashlib.sha256(raw).hexdigest()[:16]
    cache = os.path.join(cache_dir, os.path.basename(path) + f".{digest}.{width}x{height}.npz")
    pad = 2 * ROLES * width * height
    lines = [l for l in raw.decode().splitlines() if l]
    fens = [l.split("\t", 1)[0] for l in lines]
    if os.path.exists(cache):
        z = np.load(cache, allow_pickle=False)
        return z["fr"], z["fb"], z["gr"], z["gb"], z["stm"], z["score"], z["result"], fens
    n = len(lines)
    fr, fb, gr, gb = (np.full((n, MAX_PIECES), pad, dtype=np.int32) for _ in range(4))
    stm = np.zeros(n, dtype=np.bool_)
    score = np.zeros(n, dtype=np.float32)
    result = np.zeros(n, dtype=np.float32)
    for i, line in enumerate(lines):
        fen, s, res = line.split("\t")
        pieces, red = parse(fen)
        a = features(pieces, True, width, height)
        b = features(pieces, False, width, height)
        fr[i, : len(a)] = a
        fb[i, : len(b)] = b
        reflected = [(width - 1 - f, r, c, role) for f, r, c, role in pieces]
        gr[i, : len(a)] = features(reflected, True, width, height)
        gb[i, : len(b)] = features(reflected, False, width, height)
        stm[i] = red
        s, res = float(s), float(res)
        score[i] = s if red else -s
        result[i] = res if red else 1.0 - res
    np.savez(cache, fr=fr, fb=fb, gr=gr, gb=gb, stm=stm, score=score, result=result)
    return fr, fb, gr, gb, stm, score, result, fens


class Net(torch.nn.Module):
    def __init__(self, inputs):
        super().__init__()
        self.inputs = inputs
        self.w1 = torch.nn.EmbeddingBag(inputs + 1, HIDDEN, mode="sum", padding_idx=inputs)
        self.b1 = torch.nn.Parameter(torch.zeros(HIDDEN))
        self.w2 = torch.nn.Parameter(torch.zeros(2 * HIDDEN))
        self.b2 = torch.nn.Parameter(torch.zeros(1))
        self.psqt = torch.nn.EmbeddingBag(inputs + 1, 1, mode="sum", padding_idx=inputs)
        with torch.no_grad():
            self.w1.weight.normal_(0.0, 0.1)
            self.w1.weight[inputs].zero_()
            self.w2.normal_(0.0, 1.0 / np.sqrt(2 * HIDDEN))
            points = inputs // (2 * ROLES)
            for side in range(2):
                for role in range(ROLES):
                    v = START_VALUES[role] / SCALE * (1 if side == 0 else -1)
                    start = (side * ROLES + role) * points
                    self.psqt.weight[start : start + points] = v
            self.psqt.weight[inputs].zero_()

    def forward(self, fr, fb, stm):
        ar = self.w1(fr) + self.b1
        ab = self.w1(fb) + self.b1
        red = stm.unsqueeze(1)
        us = torch.where(red, ar, ab)
        them = torch.where(red, ab, ar)
        h = torch.cat([us.clamp(0, 1) ** 2, them.clamp(0, 1) ** 2], dim=1)
        pr, pb = self.psqt(fr).squeeze(1), self.psqt(fb).squeeze(1)
        psqt = torch.where(stm, pr - pb, pb - pr) / 2
        return (h @ self.w2 + self.b2 + psqt) * SCALE

    def clip(self):
        with torch.no_grad():
            self.w1.weight.clamp_(-CLIP1, CLIP1)
            self.w1.weight[self.inputs].zero_()
            self.b1.clamp_(-CLIP1, CLIP1)
            self.w2.clamp_(-CLIP2, CLIP2)


def quantise(net):
    w1 = np.round(net.w1.weight.detach().numpy()[: net.inputs] * QA).astype(np.int16)
    b1 = np.round(net.b1.detach().numpy() * QA).astype(np.int16)
    w2 = np.round(net.w2.detach().numpy() * QB).astype(np.int16)
    b2 = int(np.round(float(net.b2.detach()[0]) * QA * QB))
    psqt = np.round(net.psqt.weight.detach().numpy()[: net.inputs, 0] * SCALE * PSQT_ONE).astype(np.int32)
    return w1, b1, w2, b2, psqt


def write(path, q, inputs):
    w1, b1, w2, b2, psqt = q
    with open(path, "wb") as fh:
        fh.write(b"PALACENN")
        fh.write(struct.pack("<III", 2, inputs, HIDDEN))
        fh.write(w1.astype("<i2").tobytes())
        fh.write(b1.astype("<i2").tobytes())
        fh.write(w2.astype("<i2").tobytes())
        fh.write(struct.pack("<i", b2))
        fh.write(psqt.astype("<i4").tobytes())


def trunc_div(a, b):
    """Division rounding toward zero, as Rust's integer division."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def engine_eval(q, fen, width, height):
    """The engine's evaluation of `fen` for the side to move, in its integer arithmetic."""
    w1, b1, w2, b2, psqt = q
    pieces, red = parse(fen)
    accs, sums = {}, {}
    for persp in (True, False):
        acc = b1.astype(np.int64).copy()
        sums[persp] = 0
        for i in features(pieces, persp, width, height):
            acc += w1[i]
            sums[persp] += int(psqt[i])
        assert np.all(np.abs(acc) < 32768), "accumulator overflow"
        accs[persp] = acc
    us, them = accs[red], accs[not red]
    total = 0
    for half, w in ((us, w2[:HIDDEN]), (them, w2[HIDDEN:])):
        a = np.clip(half, 0, QA)
        terms = a * a * w.astype(np.int64)
        for chunk in terms.reshape(-1, 16):
            part = int(chunk.sum())
            assert abs(part) < 2**31, "i32 overflow"
            total += part
    out = trunc_div((trunc_div(total, QA) + b2) * SCALE, QA * QB)
    return out + trunc_div(sums[red] - sums[not red], 2 * PSQT_ONE)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("variant", choices=sorted(BOARD))
    ap.add_argument("out")
    ap.add_argument("golden")
    ap.add_argument("data", nargs="+")
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--blend", type=float, default=0.5, help="the result's share of the target")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=16384)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--cache", default=None, help="where the parsed data is cached (default: beside it)")
    args = ap.parse_args()

    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    torch.use_deterministic_algorithms(True)
    width, height = BOARD[args.variant]
    inputs = 2 * ROLES * width * height

    t0 = time.time()
    parts = [load(p, width, height, args.cache or os.path.dirname(os.path.abspath(p))) for p in args.data]
    train_parts, test = parts[:-1], parts[-1]
    cat = lambda k: torch.from_numpy(np.concatenate([p[k] for p in train_parts]))
    fr, fb, gr, gb, stm, score, result = (cat(k) for k in range(7))
    tfr, tfb, _, _, tstm, tscore, tresult = (torch.from_numpy(test[k]) for k in range(7))
    target = args.blend * result + (1 - args.blend) * torch.sigmoid(score / K)
    ttarget = args.blend * tresult + (1 - args.blend) * torch.sigmoid(tscore / K)
    n = len(stm)
    print(f"{n} training positions, {len(tstm)} held out, read in {time.time() - t0:.0f} s", file=sys.stderr)

    net = Net(inputs)
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=args.epochs, eta_min=args.lr / 50)
    gen = torch.Generator().manual_seed(args.seed)

    def test_loss():
        with torch.no_grad():
            total = 0.0
            for s in range(0, len(tstm), 65536):
                e = slice(s, s + 65536)
                p = torch.sigmoid(net(tfr[e], tfb[e], tstm[e]) / K)
                total += float(((p - ttarget[e]) ** 2).sum())
            return total / len(tstm)

    print(f"epoch 0: held-out loss {test_loss():.5f}", file=sys.stderr)
    for epoch in range(1, args.epochs + 1):
        t1 = time.time()
        order = torch.randperm(n, generator=gen)
        running = 0.0
        for s in range(0, n, args.batch):
            idx = order[s : s + args.batch]
            # Each position or its reflection, at random: the wings are one.
            flip = (torch.rand(len(idx), generator=gen) < 0.5).unsqueeze(1)
            br = torch.where(flip, gr[idx], fr[idx])
            bb = torch.where(flip, gb[idx], fb[idx])
            p = torch.sigmoid(net(br, bb, stm[idx]) / K)
            loss = ((p - target[idx]) ** 2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            net.clip()
            running += float(loss.detach()) * len(idx)
        sched.step()
        print(
            f"epoch {epoch}: training loss {running / n:.5f}, held-out loss {test_loss():.5f} ({time.time() - t1:.0f} s)",
            file=sys.stderr,
        )

    q = quantise(net)
    write(args.out, q, inputs)
    fens = test[7]
    step = max(1, len(fens) // 64)
    with open(args.golden, "w") as fh:
        for fen in fens[::step][:64]:
            fh.write(f"{fen}\t{engine_eval(q, fen, width, height)}\n")
    with open(args.out, "rb") as fh:
        print(f"{args.out}: sha256 {hashlib.sha256(fh.read()).hexdigest()}", file=sys.stderr)


if __name__ == "__main__":
    main()
