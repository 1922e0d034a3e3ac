#!/bin/sh
# Rebuilds the two embedded font subsets from Debian's fonts-noto-cjk (SIL OFL 1.1).
#
#   apt-get install fonts-noto-cjk && pip install fonttools
#   sh render/assets/make-font-subset.sh
#
# Face index 3 of each collection is the Traditional Chinese (TC) face, which has the
# traditional forms boards use (漢, 將, 帥, 俥, 傌, ...) and the shogi kanji as well.
set -eu
cd "$(dirname "$0")"
NOTO=/usr/share/fonts/opentype/noto

# Piece faces, river text and Chinese file numerals: a bold Ming (serif) face.
PIECES="帥仕相俥傌炮兵將士象車馬砲卒楚河漢界一二三四五六七八九王玉飛角金銀歩龍馬全と"
pyftsubset "$NOTO/NotoSerifCJK-Bold.ttc" --font-number=3 \
  --text="$PIECES" --layout-features='' --no-hinting --desubroutinize \
  --name-IDs='*' --output-file=NotoSerifCJKtc-Bold-palace.otf

# Coordinates, captions and western letters: bold sans, printable ASCII + Latin-1 +
# a little punctuation, plus the numerals so mixed captions stay in one face.
pyftsubset "$NOTO/NotoSansCJK-Bold.ttc" --font-number=3 \
  --unicodes='U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+00B7,U+2190-2193,U+25A0-25CF,U+2605-2606' \
  --text="一二三四五六七八九先手後" --layout-features='' --no-hinting --desubroutinize \
  --name-IDs='*' --output-file=NotoSansCJKtc-Bold-palace.otf

# The licence travels with the subsets.
{ echo 'Noto CJK fonts: Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved'
  echo "Font Name 'Source'. Subsets made by render/assets/make-font-subset.sh."
  echo
  sed -n '/SIL OPEN FONT LICENSE Version 1.1/,/OTHER DEALINGS IN THE FONT SOFTWARE/p' \
    /usr/share/doc/fonts-noto-cjk/copyright | sed 's/^ //; s/^\.$//'
} > OFL.txt
