//! Players' names as the caption font can draw them ([`caption_text`]).
//!
//! A name is any Unicode. Before looking up glyphs, styled letters the fonts lack are
//! folded to the plain ones (`𝓐𝓵𝓲𝓬𝓮`, `Ａｌｉｃｅ`, `Ⓐ`) and letters typed as a base and
//! combining marks (as some keyboards type Vietnamese) are composed into the precomposed
//! letters the fonts have; the tables come from `unicode_tables.rs`, generated with the
//! font subsets by `assets/make-font-subset.sh`.

use crate::fonts::{self, Face};
use crate::unicode_tables::{COMPOSE, FOLD, MARKS};

/// `text` as a caption can draw it — for names, which may be any Unicode: characters
/// the caption font lacks are dropped when they are not letters or digits (emoji,
/// symbols, combining marks left over), and `None` is returned when a letter or digit
/// would be lost or nothing is left, so that a name comes out readable or not at all
/// (never as `?`). Styled letters come out plain and decomposed letters composed.
///
/// ```
/// assert_eq!(render::caption_text("Zoë 🎉").as_deref(), Some("Zoë"));
/// assert_eq!(render::caption_text("Łukasz 🇵🇱").as_deref(), Some("Łukasz"));
/// assert_eq!(render::caption_text("Nguye\u{302}\u{303}n").as_deref(), Some("Nguyễn"));
/// assert_eq!(render::caption_text("𝓐𝓵𝓲𝓬𝓮").as_deref(), Some("Alice"));
/// assert_eq!(render::caption_text("🎉"), None);
/// assert_eq!(render::caption_text("שרה"), None); // Hebrew: not in the font
/// ```
pub fn caption_text(text: &str) -> Option<String> {
    let mut out = String::new();
    for c in normalize(text).chars().filter(|c| !c.is_control()) {
        if c.is_whitespace() || fonts::has_glyph(Face::Sans, c) {
            out.push(c);
        } else if mark_class(c).is_some() {
            // A combining mark with no precomposed letter for it (ẹ́, or Zalgo text).
            continue;
        } else if c.is_alphanumeric() {
            return None;
        }
    }
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    (!out.is_empty()).then_some(out)
}

/// `text` with styled letters the fonts lack folded to plain ones, then in canonical
/// composition (as NFC, for the letters of the tables: Latin, Greek, Cyrillic, kana, and
/// Hangul jamo).
fn normalize(text: &str) -> String {
    let folded: Vec<char> = text
        .chars()
        .flat_map(|c| {
            let fold = FOLD
                .binary_search_by_key(&c, |&(from, _)| from)
                .ok()
                .map(|i| FOLD[i].1);
            let one = fold.is_none().then_some(c);
            fold.into_iter().flat_map(str::chars).chain(one)
        })
        .collect();
    let jamo = |c: char| ('\u{1100}'..='\u{11FF}').contains(&c);
    if !folded.iter().any(|&c| mark_class(c).is_some() || jamo(c)) {
        return folded.into_iter().collect();
    }
    // Decompose, put each run of marks in canonical order, compose.
    let mut chars = Vec::with_capacity(folded.len() * 2);
    for c in folded {
        decompose(c, &mut chars);
    }
    let class = |c: char| mark_class(c).unwrap_or(0);
    let mut i = 0;
    while i < chars.len() {
        let run = chars[i..].iter().take_while(|&&c| class(c) > 0).count();
        chars[i..i + run].sort_by_key(|&c| class(c));
        i += run.max(1);
    }
    let mut out: Vec<char> = Vec::with_capacity(chars.len());
    let mut starter: Option<usize> = None;
    let mut last = 0;
    for c in chars {
        let cc = class(c);
        if let Some(s) = starter {
            // Not blocked: next to the starter, or after marks of lower classes only.
            let open = out.len() == s + 1 || (last != 0 && last < cc);
            if let Some(p) = open.then(|| compose(out[s], c)).flatten() {
                out[s] = p;
                continue;
            }
        }
        if cc == 0 {
            starter = Some(out.len());
        }
        last = cc;
        out.push(c);
    }
    out.into_iter().collect()
}

/// The canonical combining class of a combining mark; `None` for other characters.
fn mark_class(c: char) -> Option<u8> {
    MARKS
        .binary_search_by_key(&c, |&(m, _)| m)
        .ok()
        .map(|i| MARKS[i].1)
}

/// Appends `c`'s full canonical decomposition (by the composition table) to `out`.
fn decompose(c: char, out: &mut Vec<char>) {
    match COMPOSE.iter().find(|&&(_, _, composed)| composed == c) {
        Some(&(base, mark, _)) => {
            decompose(base, out);
            out.push(mark);
        }
        None => out.push(c),
    }
}

/// The precomposed character for `a` followed by `b`, if there is one.
fn compose(a: char, b: char) -> Option<char> {
    // Hangul: a leading consonant and a vowel make a syllable, which a trailing consonant
    // completes (Unicode's arithmetic, chapter 3.12).
    const S: u32 = 0xAC00;
    const L: u32 = 0x1100;
    const V: u32 = 0x1161;
    const T: u32 = 0x11A7;
    let (a32, b32) = (a as u32, b as u32);
    if (L..L + 19).contains(&a32) && (V..V + 21).contains(&b32) {
        return char::from_u32(S + ((a32 - L) * 21 + (b32 - V)) * 28);
    }
    if (S..S + 11172).contains(&a32)
        && (a32 - S).is_multiple_of(28)
        && (T + 1..T + 28).contains(&b32)
    {
        return char::from_u32(a32 + (b32 - T));
    }
    COMPOSE
        .binary_search_by(|&(x, y, _)| (x, y).cmp(&(a, b)))
        .ok()
        .map(|i| COMPOSE[i].2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_sorted() {
        assert!(
            COMPOSE
                .windows(2)
                .all(|w| (w[0].0, w[0].1) < (w[1].0, w[1].1))
        );
        assert!(MARKS.windows(2).all(|w| w[0].0 < w[1].0));
        assert!(FOLD.windows(2).all(|w| w[0].0 < w[1].0));
    }

    #[test]
    fn combining_marks_are_composed() {
        let cases = [
            ("Nguye\u{302}\u{303}n", "Nguyễn"),
            // Marks in either order, or on a precomposed letter: ệ.
            ("Vie\u{323}\u{302}t", "Việt"),
            ("Vie\u{302}\u{323}t", "Việt"),
            ("Vi\u{ea}\u{323}t", "Việt"),
            ("Dvor\u{30c}a\u{301}k", "Dvořák"),
            ("S\u{326}tefan", "Ștefan"),
            ("Ole\u{301}na", "Oléna"),
            ("\u{391}\u{3bb}\u{3b5}\u{301}\u{3be}", "Αλέξ"),
            ("\u{439}\u{456}\u{308}", "йї"),
            ("\u{e8}", "\u{e8}"),
            ("\u{1112}\u{1161}\u{11ab}\u{1100}\u{1173}\u{11af}", "한글"),
            ("\u{304b}\u{3099}", "が"),
        ];
        for (given, want) in cases {
            assert_eq!(normalize(given), want, "{given:?}");
            assert_eq!(caption_text(given).as_deref(), Some(want), "{given:?}");
        }
    }

    #[test]
    fn styled_letters_are_folded() {
        let cases = [
            ("𝓐𝓵𝓲𝓬𝓮", "Alice"),
            ("𝕭𝖔𝖇 𝟏𝟐", "Bob 12"),
            ("Ａｌｉｃｅ", "Alice"),
            ("ｶﾞｸ", "ガク"),
            ("ⒶⓁⒾⒸⒺ", "ALICE"),
            ("ℝ𝕠𝕤𝕖", "Rose"),
            ("ﬁona", "fiona"),
            ("Team ①", "Team 1"),
        ];
        for (given, want) in cases {
            assert_eq!(caption_text(given).as_deref(), Some(want), "{given:?}");
        }
    }

    #[test]
    fn what_cannot_be_drawn_goes_or_refuses_the_name() {
        // Leftover marks (no precomposed letter, Zalgo text), emoji, symbols: dropped.
        assert_eq!(caption_text("Adébáyọ\u{300}").as_deref(), Some("Adébáyọ"));
        assert_eq!(
            caption_text("Z\u{336}\u{31b}a\u{35c}\u{35d}l\u{489}go").as_deref(),
            Some("Zalgo")
        );
        assert_eq!(
            caption_text("👨\u{200d}👩\u{200d}👧 Ana ✨\u{fe0f} ™").as_deref(),
            Some("Ana")
        );
        assert_eq!(caption_text("\u{301}🎉 🇵🇱"), None);
        // A letter the fonts lack refuses the name.
        for name in ["שרה", "Ա𝕃", "ნინო", "สมชาย", "Ana ٤"] {
            assert_eq!(caption_text(name), None, "{name}");
        }
    }
}
