#!/bin/sh
# Rebuilds the embedded font subsets from Debian's fonts-noto-cjk and fonts-noto-core
# (both SIL OFL 1.1), and src/unicode_tables.rs, which says how names map onto them.
#
#   apt-get install fonts-noto-cjk fonts-noto-core && pip install fonttools
#   sh render/assets/make-font-subset.sh
#
# Only regenerating the assets needs these; building and testing the crate does not.
#
# Face index 3 of each CJK collection is the Traditional Chinese (TC) face, which has the
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
# ASCII, Latin-1, Vietnamese, basic Greek and Russian, kana, CJK and full-width
# punctuation, every character of the message catalogues, and the
# CJK characters names are written with: the first levels of GB 2312 (3,755 simplified),
# Big5 (5,401 traditional) and JIS X 0208 (2,965 kanji), and the 2,350 Hangul syllables
# of KS X 1001 — 9,524 in all, about 2 MB. The ranges below ask for more Latin, Greek and
# Cyrillic than Noto Sans CJK has (it lacks most of Latin Extended-A and -B, Greek with
# tonos, Cyrillic beyond Russian); the fallback face below fills those gaps.
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
# Every character of the voice's message catalogues (bot/locales/*/*.ftl), which
# captions and labels are written in (bot/tests/bot/catalogues.rs checks them against
# these fonts).
import glob
for path in glob.glob('../../bot/locales/*/*.ftl'):
    for line in open(path, encoding='utf-8'):
        if not line.lstrip().startswith('#'):
            chars.update(c for c in line if ord(c) >= 0x2000)
print(''.join(sorted(chars)), end='')
PY
# Every character a move can be written with in any notation (the pieces above, Chinese
# and Japanese notation's words, and Japanese notation's full-width digits: U+FF10-FF19
# below; other full-width letters a name may be written in stay folded to ASCII by
# render::caption_text): render/tests/notation_glyphs.rs checks every legal move of long
# games.
MOVES="进退平前后中進後同打成不右左直上引寄☗☖竜"
pyftsubset "$NOTO/NotoSansCJK-Bold.ttc" --font-number=3 \
  --unicodes='U+FF10-FF19,U+0020-007E,U+00A0-024F,U+0370-03FF,U+0400-04FF,U+1E00-1EFF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+00B7,U+2190-2193,U+25A0-25CF,U+2605-2606,U+2616-2617,U+3000-303F,U+3040-30FF' \
  --text-file=name-chars.tmp --text="一二三四五六七八九先手後$PIECES$MOVES" \
  --layout-features='' --no-hinting --desubroutinize \
  --name-IDs='*' --output-file=NotoSansCJKtc-Bold-palace.otf
rm name-chars.tmp

# The fallback for names, drawn glyph by glyph where the CJK face has no glyph: Noto Sans
# Bold (fonts-noto-core) for what the subset above lacks of Latin Extended-A and -B, IPA
# letters (Azerbaijani ə), spacing modifier letters (ʻ ʼ), Greek and Coptic, Cyrillic and
# its supplement, phonetic small capitals (ᴀʙᴄ), Latin Extended Additional, Greek Extended
# (polytonic), Latin Extended-C, and general punctuation and currency signs — about
# 1,500 characters, 110 KB. Accented letters are composites of their base letter and a
# combining mark, which pyftsubset keeps without mapping it (names' combining marks are
# composed into precomposed letters by render::caption_text instead, see below).
SANS=/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf
python3 - > fallback-chars.tmp <<'PY'
import unicodedata
from fontTools.ttLib import TTFont
have = TTFont('NotoSansCJKtc-Bold-palace.otf').getBestCmap()
want = [(0x0100, 0x02FF), (0x0370, 0x03FF), (0x0400, 0x052F), (0x1D00, 0x1DBF),
        (0x1E00, 0x1EFF), (0x1F00, 0x1FFF), (0x2010, 0x2027), (0x2030, 0x205E),
        (0x20A0, 0x20C0), (0x2C60, 0x2C7F)]
# Not the combining marks among them (Cyrillic ҃ ҈ ҉): alone they would pile up on letters.
print('\n'.join('U+%04X' % c for a, b in want for c in range(a, b + 1)
                if c not in have and not unicodedata.category(chr(c)).startswith('M')))
PY
pyftsubset "$SANS" --unicodes-file=fallback-chars.tmp \
  --layout-features='' --no-hinting --name-IDs='*' --output-file=NotoSans-Bold-palace.ttf
rm fallback-chars.tmp

# The tables render::caption_text uses to bring a name into what the faces draw
# (Python's unicodedata; see src/names.rs): canonical compositions (a letter followed by
# combining marks, as some keyboards type Vietnamese, becomes the precomposed letter),
# the combining classes of combining marks (to put several in canonical order), and
# compatibility folds of styled letters the faces lack (𝐀 𝓐 𝔸 Ａ ｶ Ⓐ ℝ ① ﬁ ...) to
# letters they have.
python3 - > ../src/unicode_tables.rs <<'PY'
import unicodedata as ud
from fontTools.ttLib import TTFont
drawable = {chr(c) for f in ['NotoSansCJKtc-Bold-palace.otf', 'NotoSans-Bold-palace.ttf']
            for c in TTFont(f).getBestCmap()}
def rs(s):
    return ''.join(c if 0x20 <= ord(c) < 0x7F and c not in '\\\'"' else '\\u{%X}' % ord(c)
                   for c in s)
blocks = [(0x00C0, 0x024F), (0x0370, 0x03FF), (0x0400, 0x052F), (0x1E00, 0x1FFF),
          (0x3040, 0x30FF)]
compose = []
for a, b in blocks:
    for c in map(chr, range(a, b + 1)):
        d = ud.decomposition(c).split()
        if len(d) == 2 and not d[0].startswith('<') and ud.normalize('NFC', c) == c:
            base, mark = (chr(int(x, 16)) for x in d)
            if ud.normalize('NFC', base + mark) == c:
                compose.append((base, mark, c))
compose.sort()
marks = sorted(c for a, b in [(0x0300, 0x036F), (0x0483, 0x0487), (0x1AB0, 0x1AFF),
                              (0x1DC0, 0x1DFF), (0x20D0, 0x20FF), (0x3099, 0x309A),
                              (0xFE20, 0xFE2F)]
               for c in map(chr, range(a, b + 1)) if ud.combining(c) > 0)
fold = []
for a, b in [(0x2070, 0x209F), (0x2100, 0x218F), (0x2460, 0x24FF), (0x3200, 0x33FF),
             (0xFB00, 0xFB06), (0xFF01, 0xFFEF), (0x1D400, 0x1D7FF), (0x1F100, 0x1F1FF)]:
    for c in map(chr, range(a, b + 1)):
        k = ud.normalize('NFKC', c)
        # A styled letter or digit, or one character for one (ＡＢＣ！, ｶﾞ: ﾞ becomes the
        # combining mark that composes with ｶ); not symbols spelled out (™ ℃ ㍿).
        if (c not in drawable and k != c and (c.isalnum() or len(k) == 1)
                and all(x in drawable or ud.combining(x) for x in k)):
            fold.append((c, k))
print('//! Generated by assets/make-font-subset.sh, do not edit: Unicode '
      f'{ud.unidata_version} (Python\'s unicodedata).')
print()
print('/// Canonical compositions `(base, combining mark, composed)`, sorted: Latin, Greek,')
print('/// Cyrillic and kana.')
print('pub(crate) static COMPOSE: &[(char, char, char)] = &[')
for base, mark, c in compose:
    print(f"    ('{rs(base)}', '{rs(mark)}', '{rs(c)}'),")
print('];')
print()
print('/// Combining marks and their canonical combining classes, sorted.')
print('pub(crate) static MARKS: &[(char, u8)] = &[')
for c in marks:
    print(f"    ('{rs(c)}', {ud.combining(c)}),")
print('];')
print()
print('/// Compatibility folds (NFKC) of styled letters and digits the fonts lack to text they')
print('/// draw, sorted.')
print('pub(crate) static FOLD: &[(char, &str)] = &[')
for c, k in fold:
    print(f'    (\'{rs(c)}\', "{rs(k)}"),')
print('];')
PY

# The licences travel with the subsets.
{ echo 'Noto CJK fonts: Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved'
  echo "Font Name 'Source'."
  echo 'Noto Sans: Copyright 2015 Google LLC. All Rights Reserved.'
  echo 'Subsets made by render/assets/make-font-subset.sh; both are under this licence:'
  echo
  sed -n '/SIL OPEN FONT LICENSE Version 1.1/,/OTHER DEALINGS IN THE FONT SOFTWARE/p' \
    /usr/share/doc/fonts-noto-cjk/copyright | sed 's/^ //; s/^\.$//'
} > OFL.txt
