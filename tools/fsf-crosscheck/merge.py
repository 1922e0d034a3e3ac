#!/usr/bin/env python3
"""Merges generator outputs into rules/tests/data/repetition-cycles.jsonl: hand-made
games first, then the given files; drops duplicates (variant, board, side, moves) and
renames generated games <mxq|xq>-<tag>-NNN-<verdict>-<loop kinds>.

    python3 tools/fsf-crosscheck/merge.py /tmp/cyc-hand.jsonl:hand /tmp/cyc-mxq.jsonl:rand \
        /tmp/cyc-xq.jsonl:rand /tmp/cyc-dense.jsonl:dense > rules/tests/data/repetition-cycles.jsonl
"""
import json
import sys

seen, counters = set(), {}
for arg in sys.argv[1:]:
    path, tag = arg.rsplit(":", 1)
    for line in open(path):
        r = json.loads(line)
        f = r["fen"].split()
        key = (r["variant"], f[0], f[1], tuple(r["moves"]))
        if key in seen:
            continue
        seen.add(key)
        if tag != "hand":
            short = "mxq" if r["variant"] == "minixiangqi" else "xq"
            rest = r["name"].split("-", 3)[3]  # drop "<short>-cycle-NNN-"
            n = counters.get((short, tag), 0) + 1
            counters[(short, tag)] = n
            r["name"] = f"{short}-{tag}-{n:03d}-{rest}"
        print(json.dumps(r))
