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

# Coordinates, captions, western letters and players' names: bold sans with printable
# ASCII, Latin-1 and Latin Extended (incl. Vietnamese), Greek, Cyrillic, kana, a little
# punctuation, and the CJK characters names are written with: the first levels of
# GB 2312 (3,755 simplified), Big5 (5,401 traditional) and JIS X 0208 (2,965 kanji), and
# the 2,350 Hangul syllables of KS X 1001 — 9,524 in all, about 2 MB. A name with a
# character outside this set is shown by its side's name instead (render::caption_text).
python3 - > name-chars.tmp <<'PY'
chars = set()
def grab(codec, rows, cols):
    for r in rows:
        for c in cols:
            try:
                ch = bytes([r, c]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(ch) == 1 and ord(ch) >= 0x3400:
                chars.add(ch)
grab('gb2312', range(0xB0, 0xD8), range(0xA1, 0xFF))
grab('euc_jp', range(0xB0, 0xD0), range(0xA1, 0xFF))
grab('euc_kr', range(0xB0, 0xC9), range(0xA1, 0xFF))
grab('big5', range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))
print(''.join(sorted(chars)), end='')
PY
pyftsubset "$NOTO/NotoSansCJK-Bold.ttc" --font-number=3 \
  --unicodes='U+0020-007E,U+00A0-024F,U+0370-03FF,U+0400-04FF,U+1E00-1EFF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+00B7,U+2190-2193,U+25A0-25CF,U+2605-2606,U+3040-30FF' \
  --text-file=name-chars.tmp --text="一二三四五六七八九先手後" \
  --layout-features='' --no-hinting --desubroutinize \
  --name-IDs='*' --output-file=NotoSansCJKtc-Bold-palace.otf
rm name-chars.tmp

# The licence travels with the subsets.
{ echo 'Noto CJK fonts: Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved'
  echo "Font Name 'Source'. Subsets made by render/assets/make-font-subset.sh."
  echo
  sed -n '/SIL OPEN FONT LICENSE Version 1.1/,/OTHER DEALINGS IN THE FONT SOFTWARE/p' \
    /usr/share/doc/fonts-noto-cjk/copyright | sed 's/^ //; s/^\.$//'
} > OFL.txt
