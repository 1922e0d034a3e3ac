#!/usr/bin/env python3
"""Classifies the per-ply chase differences found by compare.py.

    python3 tools/fsf-crosscheck/analyze.py /tmp/compare.jsonl [--show N]

For every disagreement it looks at the plies (inside the repetition window, and the ply
that led into the first occurrence) where FSF's StateInfo::chased and Palace's
chased_by differ, and tags each differing square with a guess at the cause, using the
pseudo-attack model of gen_cycles.py.  The tags are hints for reading; REPORT.md says
which were checked by hand.
"""

import argparse
import json
import os
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_cycles as g  # noqa: E402
import pyffish as sf  # noqa: E402


def board_at(variant, fen, moves, k):
    b = g.parse_board(variant, fen)
    for m in moves[:k]:
        b = g.apply(b, m)
    return b


def side_at(fen, k):
    s = g.side_of(fen)
    return s if k % 2 == 0 else g.other(s)


def ascii(variant, b):
    files, ranks = g.dims(variant)
    rows = []
    for r in range(ranks, 0, -1):
        rows.append(f"{r:>2} " + " ".join(b.get((f, r), ".") for f in range(files)))
    rows.append("   " + " ".join("abcdefghi"[:files]))
    return "\n".join(rows)


def attackers(variant, b, sq, color):
    return [s for s, ch in b.items() if g.color_of(ch) == color and sq in g.attacks(variant, b, s)]


def on_line_behind(frm, to, x):
    """x on the line of the move, on the far side of `from` (seen from `to`)."""
    if frm[0] == to[0] == x[0]:
        return (x[1] - frm[1]) * (frm[1] - to[1]) > 0
    if frm[1] == to[1] == x[1]:
        return (x[0] - frm[0]) * (frm[0] - to[0]) > 0
    return False


def root_status(variant, after, root, X, mover, victim, caps):
    """Why FSF may not count `root` (a pseudo protector of X) as a root."""
    if after[root].lower() == "k":
        return "is-general"
    no_root = {q: c for q, c in after.items() if q != root}
    if g.in_check(variant, no_root, victim):
        # pinned: by whom?  Remove the chasing attacker too.
        for a in caps:
            nb = {q: c for q, c in no_root.items() if q != a}
            if not g.in_check(variant, nb, victim):
                return "pinned-by-the-chaser-itself"
        # flying-general style pin (FSF's approximation counts only the victim's pieces
        # on the mover's general's file)
        return "pinned"
    ks = g.king_sq(after, mover)
    vk = g.king_sq(after, victim)
    if ks and vk and ks[0] == vk[0] == root[0]:
        return "flying-general-file (FSF pin approximation ignores the mover's own blockers)"
    return "unpinned?"


def classify(variant, fen, moves, k, x, fsf_only, fsf):
    """Tag for square x (string) differing at ply k (move moves[k])."""
    before = board_at(variant, fen, moves, k)
    after = g.apply(before, moves[k])
    mover = side_at(fen, k)
    victim = g.other(mover)
    a, bq = g.split_move(moves[k])
    frm, to = g.parse_sq(a), g.parse_sq(bq)
    X = g.parse_sq(x)
    moved = after[to].lower()
    vpiece = after.get(X, "?")
    att_after = attackers(variant, after, X, mover)
    att_before = attackers(variant, before, X, mover) if X in before and before.get(X) == after.get(X) else []
    tags = []
    if fsf_only:
        if moved in "rc" and on_line_behind(frm, to, X) and to in att_after:
            tags.append("fsf:retreat-along-line (moved chariot/cannon is its own discovery candidate)")
        moved_map = [to if s == frm else s for s in att_before]
        new = [s for s in att_after if s not in moved_map]
        if not att_after:
            tags.append("fsf:not-attacked (fake root / discovered-check rule)")
        elif not new:
            why = "fsf:attack-not-new"
            for s in att_after:
                nb = {q: c for q, c in after.items() if q != s}
                nb0 = {q: c for q, c in before.items() if q != s}
                if g.in_check(variant, nb, victim) and (s == to or not g.in_check(variant, nb0, victim)):
                    why = f"fsf:discovered-check-battery ({after[s]}{g.sq_name(*s)} now screens a check on the general: all its attacks count)"
            for s in attackers(variant, after, X, victim):
                pinned_now = g.in_check(variant, {q: c for q, c in after.items() if q != s}, victim)
                pinned_before = s in before and before[s] == after[s] and g.in_check(variant, {q: c for q, c in before.items() if q != s}, victim)
                if pinned_now and not pinned_before:
                    why = f"fsf:fake-root (protector {after[s]}{g.sq_name(*s)} newly pinned)"
            if why != "fsf:attack-not-new" or not tags:
                tags.append(why)
        # capture legality
        ff = g.board_fen(after, variant, mover)
        try:
            legal = sf.legal_moves(fsf.v, ff, [])
        except Exception:
            legal = []
        caps = [s for s in att_after if g.sq_name(*s) + x in legal]
        if att_after and not caps:
            tags.append("fsf:capture-not-legal (attacker pinned / exposes general)")
        # protection per pseudo roots vs legal recapture
        b2 = dict(after)
        roots = [s for s in attackers(variant, b2, X, victim)]
        if roots and caps:
            for s in roots:
                why = root_status(variant, after, s, X, mover, victim, caps)
                tags.append(f"fsf:root-{why} {b2[s]}{g.sq_name(*s)}")
    else:
        new = [s for s in att_after if s not in att_before]
        cand = set()
        for s, ch in after.items():
            if g.color_of(ch) != mover:
                continue
            p = ch.lower()
            dfx, dfy = abs(s[0] - frm[0]), abs(s[1] - frm[1])
            if p == "n" and dfx + dfy == 1:
                cand.add(s)
            if p == "b" and dfx == 1 and dfy == 1:
                cand.add(s)
            if p in "rc" and (s[0] == frm[0] or s[1] == frm[1]):
                cand.add(s)
            if p == "c" and (s[0] == to[0] or s[1] == to[1]):
                cand.add(s)
        cand.add(to)
        if new and not any(s in cand for s in new):
            tags.append("palace:new-attack-outside-fsf-discovery-candidates " + ",".join(after[s] + g.sq_name(*s) for s in new))
        if to in new and moved in "rc" and (X[0] == frm[0] == to[0] or X[1] == frm[1] == to[1]):
            tags.append("palace:on-move-line")
        roots = attackers(variant, {s: c for s, c in after.items()}, X, victim)
        if roots:
            tags.append("palace-unprotected-but-pseudo-roots " + ",".join(after[s] + g.sq_name(*s) for s in roots))
        if any(after[s].lower() == vpiece.lower() for s in new):
            tags.append("same-type")
    tags.append(f"attacker(s) {','.join(after[s] + g.sq_name(*s) for s in att_after) or '-'} -> {vpiece}{x}")
    return tags


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("compare")
    ap.add_argument("--show", type=int, default=0)
    ap.add_argument("--markdown", action="store_true", help="print every disagreement as a Markdown list (REPORT.md appendix)")
    args = ap.parse_args()
    sf.load_variant_config(g.CHASE_CONFIG)
    rows = [json.loads(line) for line in open(args.compare)]
    cause = Counter()
    examples = defaultdict(list)
    for r in rows:
        if r["agree"]:
            continue
        v, fen, moves = r["variant"], r["fen"], r["moves"]
        fsf = g.FSF(v)
        first = r.get("first_occurrence_ply")
        fc, pc = r.get("fsf_chased"), r.get("palace_chased")
        game_tags = []
        if r.get("fsf_sets_spec_window") == r["palace"] and r["fsf"] != r["palace"]:
            game_tags.append("window: FSF's own chase sets judged over the spec window give Palace's verdict")
        if fc and pc:
            lo = max(0, (first or 0) - 1)
            for k in range(lo, len(moves)):
                fs, ps = set(fc[k]), set(pc[k])
                for x in sorted(fs - ps):
                    for t in classify(v, fen, moves, k, x, True, fsf):
                        if not t.startswith("attacker"):
                            game_tags.append(f"ply{k}{'(pre)' if first is not None and k < first else ''} {x}: {t}")
                for x in sorted(ps - fs):
                    for t in classify(v, fen, moves, k, x, False, fsf):
                        if not t.startswith("attacker"):
                            game_tags.append(f"ply{k}{'(pre)' if first is not None and k < first else ''} {x}: {t}")
                    if not [t for t in classify(v, fen, moves, k, x, False, fsf) if not t.startswith("attacker")]:
                        game_tags.append(f"ply{k} {x}: palace-only (unclassified)")
        keyset = sorted(set(t.split(": ", 1)[1].split(" ")[0] if t.startswith("ply") else "window" for t in game_tags))
        key = " + ".join(keyset) or "unexplained"
        cause[(v, key)] += 1
        examples[key].append((r, game_tags))
    if args.markdown:
        allrows = [(r, t) for lst in examples.values() for r, t in lst]
        allrows.sort(key=lambda e: (e[0]["variant"], e[0]["name"]))
        for r, tags in allrows:
            print(f"- **{r['name']}** ({r['variant']}) — FSF `{r['fsf']}`, Palace `{r['palace']}`")
            print(f"  - FEN `{r['fen']}`")
            print(f"  - moves `{' '.join(r['moves'])}`")
            fc, pc = r.get("fsf_chased"), r.get("palace_chased")
            if fc and pc:
                diffs = [f"{k}:{r['moves'][k]} FSF{fc[k]} Palace{pc[k]}" for k in range(len(r["moves"])) if sorted(fc[k]) != sorted(pc[k])]
                print(f"  - differing plies (0-based): {'; '.join(diffs) or 'none'}; first occurrence = position after {r.get('first_occurrence_ply')} moves")
            seen = []
            for t in tags:
                short = t.split(" (")[0]
                if short not in seen:
                    seen.append(short)
            print(f"  - cause: {'; '.join(seen)}")
        return
    for (v, key), c in sorted(cause.items(), key=lambda x: -x[1]):
        print(f"{c:4} {v:12} {key}")
    if args.show:
        for key, lst in examples.items():
            print("\n=====", key, len(lst))
            for r, tags in sorted(lst, key=lambda e: len(e[0]["moves"]))[: args.show]:
                print(r["name"], "|", r["fen"], "|", " ".join(r["moves"]))
                print("  FSF:", r["fsf"], "| Palace:", r["palace"], "| first occurrence ply", r.get("first_occurrence_ply"))
                print("  FSF chased:   ", r.get("fsf_chased"))
                print("  Palace chased:", r.get("palace_chased"))
                print("  checks:", ["+" if c else "" for c in r.get("checks", [])])
                for t in tags:
                    print("   -", t)
                b = g.parse_board(r["variant"], r["fen"])
                print("\n".join("    " + line for line in ascii(r["variant"], b).split("\n")))


if __name__ == "__main__":
    main()
