#!/bin/sh
# Build Fairy-Stockfish (the reference engine for the Palace matches) from its source.
#
#   engine/match/build-fsf.sh SRC OUT
#
# SRC is a Fairy-Stockfish source tree (with src/Makefile) or a bare git directory (its HEAD
# is exported with `git archive`); OUT is the path of the binary to write. The build is
# `largeboards=yes` (needed for xiangqi's 9x10 board) and `all=yes` (every built-in
# variant, including minixiangqi and minishogi); no network is needed (classical
# evaluation, no NNUE file).
set -eu
if [ $# -ne 2 ]; then
    echo "usage: $0 SRC OUT" >&2
    exit 2
fi
src=$1
out=$2
jobs=${JOBS:-2}
arch=${ARCH:-x86-64-modern}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -f "$src/src/Makefile" ]; then
    cp -r "$src/." "$work/"
elif git --git-dir="$src" rev-parse HEAD >/dev/null 2>&1; then
    git --git-dir="$src" archive HEAD | tar -x -C "$work"
else
    echo "$src is neither a Fairy-Stockfish tree nor a git directory" >&2
    exit 2
fi
make -C "$work/src" -j"$jobs" build ARCH="$arch" largeboards=yes all=yes >&2
mkdir -p "$(dirname "$out")"
cp "$work/src/stockfish" "$out"
echo "built $out"
