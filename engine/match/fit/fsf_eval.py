#!/usr/bin/env python3
"""Labels positions with Fairy-Stockfish's static evaluation.

usage: fsf_eval.py FEATURES VARIANT COUNT OUT [FSF]

FEATURES: lines `fen<TAB>features` (from the engine's ignored `dump_features` tests).
OUT: lines `eval<TAB>features<TAB>fen`, the evaluation in pawns from the side to move's
point of view. COUNT positions are sampled (seeded); FSF is the binary
(default /work/fsf/fairy-stockfish).
"""
import random
import subprocess
import sys


def main():
    path, variant, count, out_path = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    binary = sys.argv[5] if len(sys.argv) > 5 else "/work/fsf/fairy-stockfish"
    lines = [l for l in open(path).read().splitlines() if "\t" in l]
    random.Random(1).shuffle(lines)
    fsf = subprocess.Popen(binary, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    fsf.stdin.write(f"uci\nsetoption name UCI_Variant value {variant}\n")
    with open(out_path, "w") as out:
        for line in lines[:count]:
            fen, features = line.split("\t")
            fsf.stdin.write(f"position fen {fen}\neval\n")
            fsf.stdin.flush()
            while True:
                text = fsf.stdout.readline()
                if text.startswith("Final evaluation"):
                    token = text.split()[2]
                    break
            if token == "none":
                continue
            value = float(token)
            side = fen.split("]")[1].split()[0] if "[" in fen else fen.split()[1]
            if side == "b":
                value = -value
            out.write(f"{value}\t{features}\t{fen}\n")
    fsf.stdin.write("quit\n")


if __name__ == "__main__":
    main()
