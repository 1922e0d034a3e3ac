#!/usr/bin/env python3
"""Labels Xiangqi or Minishogi positions with Fairy-Stockfish's search score.

usage: fsf_label.py POSITIONS OUT [NODES] [FSF] [VARIANT]

POSITIONS: lines `game<TAB>fen<TAB>result` (`tune xiangqi-positions` or
`tune minishogi-positions`).
OUT: the same lines with a fourth cell, Fairy-Stockfish's score after `go nodes NODES`
(default 5000) in centipawns for red or sente (a mate is +-3000). FSF is the binary
(default /work/fsf/fairy-stockfish), VARIANT its UCI_Variant (default xiangqi). One
thread, 16 MB hash, the hash cleared before each position (`ucinewgame`), so each label
depends on its position alone.
"""
import subprocess
import sys


def main():
    path, out_path = sys.argv[1], sys.argv[2]
    nodes = int(sys.argv[3]) if len(sys.argv) > 3 else 5000
    binary = sys.argv[4] if len(sys.argv) > 4 else "/work/fsf/fairy-stockfish"
    variant = sys.argv[5] if len(sys.argv) > 5 else "xiangqi"
    fsf = subprocess.Popen(binary, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    fsf.stdin.write(f"uci\nsetoption name UCI_Variant value {variant}\nsetoption name Hash value 16\nisready\n")
    fsf.stdin.flush()
    while fsf.stdout.readline().strip() != "readyok":
        pass
    done = 0
    with open(path) as src, open(out_path, "w") as out:
        for line in src:
            cells = line.rstrip("\n").split("\t")
            if len(cells) != 3:
                continue
            fen = cells[1]
            fsf.stdin.write(f"ucinewgame\nposition fen {fen}\ngo nodes {nodes}\n")
            fsf.stdin.flush()
            score = None
            while True:
                text = fsf.stdout.readline()
                if not text:
                    sys.exit("Fairy-Stockfish stopped")
                words = text.split()
                if words and words[0] == "bestmove":
                    break
                if "score" in words:
                    i = words.index("score")
                    kind, value = words[i + 1], int(words[i + 2])
                    score = value if kind == "cp" else (3000 if value > 0 else -3000)
            if score is None:
                continue
            if fen.split()[1] == "b":
                score = -score
            out.write(f"{line.rstrip()}\t{score}\n")
            done += 1
            if done % 5000 == 0:
                print(f"{done} positions", file=sys.stderr)
    fsf.stdin.write("quit\n")


if __name__ == "__main__":
    main()
