#!/usr/bin/env python3
"""Trains the Minishogi network: a correction to the linear evaluation, learnt from positions
labelled by their game's result and by Fairy-Stockfish's search.

usage: nn_train.py INPUTS WEIGHTS_RS GOLDEN [--hidden N] [--blend B] [--epochs N]
                   [--l2 L] [--rate R] [--seed S]

INPUTS: `game<TAB>fen<TAB>result<TAB>FSF score<TAB>linear evaluation<TAB>active inputs`, all
for the side to move (`tune minishogi-nn-inputs LABELLED`, from the positions labelled by
`fsf_label.py`).
WEIGHTS_RS: the Rust source of the weights (`engine/src/eval_shogi_nn/weights.rs`).
GOLDEN: positions and the correction the written weights give them in the engine's integer
arithmetic (`engine/tests/data/minishogi-nn-golden.tsv`), which a test of the engine checks.

The network: 520 inputs (each piece by side, role and square seen from the side to move;
each hand role held at least once, at least twice), one hidden layer clipped to [0, 1], one
output in pawns added to the linear evaluation. The target is `blend * result + (1 - blend)
* sigmoid(k * FSF score)`, the prediction `sigmoid(k * (linear + network))`, with `k` the
scale that best predicts the target from the linear evaluation alone; the loss is the squared
error, by Adam on batches of 512, every tenth game held out. The output weights start at zero,
so training starts from the linear evaluation. Needs numpy.
"""
import argparse
import sys

import numpy as np

INPUTS = 520
ONE = 256  # the hidden layer's fixed-point one in the engine


def sigmoid(z):
    return 1 / (1 + np.exp(-z))


def load(inputs):
    games, results, scores, linear, active, fens = [], [], [], [], [], []
    with open(inputs) as inp:
        for n, line in enumerate(inp, 1):
            cells = line.rstrip("\n").split("\t")
            if len(cells) != 6:
                sys.exit(f"{inputs}:{n}: want 6 cells, not {len(cells)}")
            games.append(int(cells[0]))
            fens.append(cells[1])
            results.append(float(cells[2]))
            scores.append(float(cells[3]))
            linear.append(float(cells[4]))
            active.append([int(i) for i in cells[5].split(",")])
    x = np.zeros((len(active), INPUTS), np.float32)
    for row, idx in enumerate(active):
        x[row, idx] = 1
    return (np.array(games), np.array(results), np.array(scores),
            np.array(linear, np.float32), x, active, fens)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs")
    ap.add_argument("weights_rs")
    ap.add_argument("golden")
    ap.add_argument("--hidden", type=int, default=32)
    ap.add_argument("--blend", type=float, default=0.5)
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--l2", type=float, default=1e-5)
    ap.add_argument("--rate", type=float, default=1e-3)
    ap.add_argument("--seed", type=int, default=1)
    opts = ap.parse_args()
    games, results, scores, linear, x, active, fens = load(opts.inputs)

    def target(k):
        return opts.blend * results + (1 - opts.blend) * sigmoid(k * scores)

    k = min(np.linspace(0.001, 0.01, 91),
            key=lambda k: np.mean((sigmoid(k * linear) - target(k)) ** 2))
    t = target(k).astype(np.float32)
    test = games % 10 == 0
    train = np.nonzero(~test)[0]
    print(f"{len(t)} positions, {len(train)} to train on, k = {k:.5f}", file=sys.stderr)

    rng = np.random.default_rng(opts.seed)
    h = opts.hidden
    w1 = (rng.standard_normal((INPUTS, h)) * 0.1).astype(np.float32)
    b1 = np.full(h, 0.5, np.float32)
    w2 = np.zeros(h, np.float32)
    b2 = np.zeros(1, np.float32)
    params = [w1, b1, w2, b2]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]

    def forward(rows):
        a = x[rows] @ w1 + b1
        hidden = np.clip(a, 0, 1)
        return a, hidden, linear[rows] + 100 * (hidden @ w2 + b2[0])

    def error(rows):
        return np.mean((sigmoid(k * forward(rows)[2]) - t[rows]) ** 2)

    held = np.nonzero(test)[0]
    print(f"start: train {error(train):.5f}, held out {error(held):.5f}", file=sys.stderr)
    step = 0
    for epoch in range(opts.epochs):
        rng.shuffle(train)
        for s in range(0, len(train), 512):
            rows = train[s:s + 512]
            a, hidden, z = forward(rows)
            p = sigmoid(k * z)
            dz = 2 * (p - t[rows]) * p * (1 - p) * k / len(rows)
            dh = 100 * np.outer(dz, w2) * ((a > 0) & (a < 1))
            grads = [x[rows].T @ dh + opts.l2 * w1, dh.sum(0),
                     100 * (hidden.T @ dz), np.array([100 * dz.sum()], np.float32)]
            step += 1
            for j, (p_, g) in enumerate(zip(params, grads)):
                m[j] = 0.9 * m[j] + 0.1 * g
                v[j] = 0.999 * v[j] + 0.001 * g * g
                update = opts.rate * (m[j] / (1 - 0.9 ** step)) / (np.sqrt(v[j] / (1 - 0.999 ** step)) + 1e-8)
                p_ -= update.astype(np.float32)
        print(f"epoch {epoch + 1}: train {error(train):.5f}, held out {error(held):.5f}",
              file=sys.stderr)

    # The engine's integers: the first layer at ONE = 1, the output in sixteenths of a
    # centipawn.
    q1 = np.round(w1 * ONE).astype(np.int64)
    qb1 = np.round(b1 * ONE).astype(np.int64)
    q2 = np.round(100 * 16 * w2).astype(np.int64)
    qb2 = int(round(100 * 16 * float(b2[0])))
    if np.abs(q1).max() > 32767:
        sys.exit("a first-layer weight does not fit in 16 bits")

    def rows_of(a, per):
        return "\n".join("    " + ", ".join(str(int(n)) for n in a[i:i + per]) + ","
                         for i in range(0, len(a), per))

    with open(opts.weights_rs, "w") as out:
        out.write("//! The Minishogi network's weights, written by `engine/match/fit/nn_train.py`\n"
                  "//! (see `engine/match/fit/README.md`): do not edit by hand.\n\n")
        out.write(f"/// The hidden layer's width.\npub(super) const HIDDEN: usize = {h};\n\n")
        out.write("/// The first layer, one row per input, in 256ths (the rows of inputs that no\n"
                  "/// position of the data has, such as a pawn on the last rank, decayed to 0).\n"
                  "#[rustfmt::skip]\n")
        out.write(f"pub(super) static W1: [[i16; HIDDEN]; super::INPUTS] = [\n")
        for row in q1:
            out.write("    [" + ", ".join(str(int(n)) for n in row) + "],\n")
        out.write("];\n\n/// The first layer's biases, in 256ths.\n#[rustfmt::skip]\n")
        out.write(f"pub(super) const B1: [i32; HIDDEN] = [\n{rows_of(qb1, 16)}\n];\n\n")
        out.write("/// The output weights, in sixteenths of a centipawn.\n#[rustfmt::skip]\n")
        out.write(f"pub(super) const W2: [i32; HIDDEN] = [\n{rows_of(q2, 16)}\n];\n\n")
        out.write(f"/// The output bias, in sixteenths of a centipawn.\npub(super) const B2: i32 = {qb2};\n")

    def correction(idx):
        acc = qb1 + q1[idx].sum(0)
        total = int((np.clip(acc, 0, ONE) * q2).sum())
        # Rust's integer division rounds towards zero.
        return (abs(total) // ONE) * (1 if total >= 0 else -1) + qb2

    with open(opts.golden, "w") as out:
        for row in held[:: max(1, len(held) // 40)][:40]:
            out.write(f"{fens[row]}\t{correction(active[row])}\n")
    _, _, z = forward(held)
    print(f"mean |correction| held out: {np.mean(np.abs(z - linear[held])):.0f} cp", file=sys.stderr)


if __name__ == "__main__":
    main()
