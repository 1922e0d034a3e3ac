#!/bin/sh
# Makes a xiangqi network's weights again from nothing but this repository:
#
#   engine/match/nn/rebuild.sh VARIANT DATA_DIR [PYTHON]
#
# VARIANT is xiangqi or minixiangqi. The seeds, epochs and blend of the shipped weights
# are read from recipe.txt beside this script; the data is written to DATA_DIR (kept, so
# that a second run only trains), two seeds at a time, then train.py writes the weights
# and the golden file into the engine's sources and prints their sha256, which
# recipe.txt gives as well. PYTHON is a Python with torch and numpy (default
# /work/.venv-nn/bin/python; see README.md).
set -eu
if [ $# -lt 2 ]; then
    echo "usage: $0 xiangqi|minixiangqi DATA_DIR [PYTHON]" >&2
    exit 2
fi
variant=$1
data=$2
python=${3:-/work/.venv-nn/bin/python}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
line=$(grep "^$variant " "$here/recipe.txt") || {
    echo "no recipe for $variant in $here/recipe.txt" >&2
    exit 2
}
# recipe.txt: VARIANT NODES TRAIN_SEEDS HELD_OUT_SEED EPOCHS BLEND SHA256
set -- $line
nodes=$2
seeds=$(echo "$3" | tr , ' ')
held=$4
epochs=$5
blend=$6
want=$7
mkdir -p "$data"
cargo build --release -p palace-engine --example datagen --manifest-path "$root/Cargo.toml" >&2
datagen="$root/target/release/examples/datagen"
make_seed() {
    out="$data/$variant-s$1.tsv"
    if [ ! -s "$out" ]; then
        PALACE_NET=off "$datagen" "$variant" 1000 "$nodes" "$1" > "$out.tmp" 2> "$out.log"
        mv "$out.tmp" "$out"
    fi
}
set -- $seeds $held
while [ $# -gt 0 ]; do
    make_seed "$1" &
    if [ $# -gt 1 ]; then
        make_seed "$2" &
        shift
    fi
    shift
    wait
done
files=""
for s in $seeds $held; do
    files="$files $data/$variant-s$s.tsv"
done
"$python" "$here/train.py" "$variant" \
    "$root/engine/src/eval_xiangqi_net/$variant.nnue" \
    "$root/engine/tests/data/$variant-nn-golden.tsv" \
    $files --epochs "$epochs" --blend "$blend" --cache "$data"
got=$(sha256sum "$root/engine/src/eval_xiangqi_net/$variant.nnue" | cut -d' ' -f1)
if [ "$got" = "$want" ]; then
    echo "$variant: the shipped weights, byte for byte ($got)"
else
    echo "$variant: weights $got, not the shipped $want" >&2
    exit 1
fi
