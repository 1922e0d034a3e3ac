//! Players' names of many languages come out in the caption, letter for letter: decoded
//! pictures show ink for every character, and never the `?` of a missing glyph.

mod common;

use common::{Decoded, decode_png, near, start};
use rules::{Color, Variant};

const BAND: [u8; 3] = [52, 36, 24];
const TEXT: [u8; 3] = [246, 232, 204];

/// (language, name as typed, name as drawn).
const NAMES: &[(&str, &str, &str)] = &[
    ("Polish", "Łukasz Żółć-Wąsik", "Łukasz Żółć-Wąsik"),
    ("Czech", "Antonín Dvořák", "Antonín Dvořák"),
    ("Turkish", "Işıl Ağaoğlu İnanç", "Işıl Ağaoğlu İnanç"),
    ("Romanian", "Ștefan Țurcanu", "Ștefan Țurcanu"),
    ("Hungarian", "Erdős Pál", "Erdős Pál"),
    ("Vietnamese", "Nguyễn Thị Hằng", "Nguyễn Thị Hằng"),
    (
        "Vietnamese, combining marks",
        "Nguye\u{302}\u{303}n Vie\u{323}\u{302}t",
        "Nguyễn Việt",
    ),
    (
        "Ukrainian",
        "Олексій Їжак Ґалаґан Євген",
        "Олексій Їжак Ґалаґан Євген",
    ),
    ("Serbian", "Ђорђе Јовановић", "Ђорђе Јовановић"),
    (
        "Greek",
        "Αλέξανδρος Ψάλτης Ευρυδίκη",
        "Αλέξανδρος Ψάλτης Ευρυδίκη",
    ),
    ("Japanese", "山田 はなこ カタカナ", "山田 はなこ カタカナ"),
    ("Chinese", "李小龍 王芳", "李小龍 王芳"),
    ("Korean", "김민준 한글", "김민준 한글"),
    ("with emoji", "🐉 Łucja ✨\u{fe0f} 🇵🇱", "Łucja"),
    ("styled letters", "𝓐𝓵𝓲𝓬𝓮 Ａｎａ", "Alice Ana"),
];

fn sum(p: [u8; 3]) -> u32 {
    p.iter().map(|&c| u32::from(c)).sum()
}

/// The caption band's ink: pixels above the board nearer the text's colour than the
/// band's, as (count, min x, min y, max x, max y).
fn ink(img: &Decoded) -> (usize, u32, u32, u32, u32) {
    let middle = (sum(BAND) + sum(TEXT)) / 2;
    let band_end = (0..img.h).find(|&y| !near(img.at(0, y), BAND, 6)).unwrap();
    let mut out = (0, u32::MAX, u32::MAX, 0, 0);
    for y in 0..band_end {
        for x in 0..img.w {
            if sum(img.at(x, y)) > middle {
                out.0 += 1;
                out.1 = out.1.min(x);
                out.2 = out.2.min(y);
                out.3 = out.3.max(x);
                out.4 = out.4.max(y);
            }
        }
    }
    out
}

fn picture(caption: &str) -> Decoded {
    let mut s = start(Variant::Xiangqi, Color::Red);
    s.caption = Some(caption.into());
    decode_png(&render::render_png(&s).unwrap())
}

#[test]
fn names_of_many_languages_are_shown_not_replaced() {
    for &(language, given, shown) in NAMES {
        assert_eq!(
            render::caption_text(given).as_deref(),
            Some(shown),
            "{language}: {given}"
        );
    }
    // What cannot be drawn still goes: emoji alone fall back to the side's name, a
    // script the fonts lack refuses the name.
    for given in ["🐉✨🇵🇱", "\u{301}", "שרה", "ნინო", "สมชาย"] {
        assert_eq!(render::caption_text(given), None, "{given}");
    }
}

/// Each character of each name, drawn alone as the caption, leaves ink in the caption
/// band, and not the ink of `?` (what a missing glyph draws).
#[test]
fn every_letter_of_a_name_is_drawn() {
    let question = picture("?");
    let mut letters: Vec<char> = NAMES
        .iter()
        .flat_map(|(_, _, shown)| shown.chars())
        .filter(|c| !c.is_whitespace())
        .collect();
    letters.sort_unstable();
    letters.dedup();
    for c in letters {
        let img = picture(&c.to_string());
        let (count, ..) = ink(&img);
        assert!(count >= 8, "{c:?}: {count} px of ink");
        assert!(img.px != question.px, "{c:?} is drawn as `?`");
    }
}

/// A whole name in a caption line: the line with the name has ink beyond the line
/// without it, about as wide as the name.
#[test]
fn names_are_inked_in_the_caption() {
    let bare = picture("Move 12 ·");
    let (_, _, _, bare_right, _) = ink(&bare);
    for &(language, given, _) in NAMES {
        let shown = render::caption_text(given).unwrap();
        let img = picture(&format!("Move 12 · {shown}"));
        let (_, _, top, right, bottom) = ink(&img);
        let name_ink = (0..img.w)
            .filter(|&x| x > bare_right + 2)
            .flat_map(|x| (top..=bottom).map(move |y| (x, y)))
            .filter(|&(x, y)| sum(img.at(x, y)) > (sum(BAND) + sum(TEXT)) / 2)
            .count();
        let letters = shown.chars().filter(|c| !c.is_whitespace()).count() as u32;
        assert!(
            right - bare_right >= letters * 8,
            "{language}: {shown} is {} px wide",
            right - bare_right
        );
        assert!(
            name_ink >= letters as usize * 20,
            "{language}: {name_ink} px of ink"
        );
    }
}

/// Letters from the fallback font stand on the same baseline and as tall as their
/// neighbours from the CJK font.
#[test]
fn fallback_letters_match_their_neighbours() {
    // (fallback letter, a letter of the main font of the same height)
    for (fallback, main) in [('Ł', 'L'), ('ı', 'u'), ('і', 'i'), ('ő', 'ö'), ('Ş', 'S')] {
        let (_, _, top_f, _, bottom_f) = ink(&picture(&format!("{fallback}")));
        let (_, _, top_m, _, bottom_m) = ink(&picture(&format!("{main}")));
        assert!(
            top_f.abs_diff(top_m) <= 1,
            "{fallback} top {top_f}, {main} top {top_m}"
        );
        if fallback != 'Ş' {
            assert!(
                bottom_f.abs_diff(bottom_m) <= 1,
                "{fallback} bottom {bottom_f}, {main} bottom {bottom_m}"
            );
        }
    }
}

/// A replay captioned with names from both fonts: every GIF frame is its single picture.
#[test]
fn replays_draw_names_as_pictures_do() {
    let v = Variant::MiniXiangqi;
    let mut s = start(v, Color::Red);
    let mut frames = Vec::new();
    for (n, (from, to)) in [(None, None), (Some(1), Some(22)), (Some(43), Some(36))]
        .into_iter()
        .enumerate()
    {
        if let (Some(from), Some(to)) = (from, to) {
            s.cells.swap(from, to);
            s.last_move = Some((Some(from), to));
        }
        s.caption = Some(format!(
            "Łukasz Żółć vs Αλέξανδρος Їжак · 山田 김민준\nMove {} · Dvořák Ağaoğlu Ștefan",
            n + 1
        ));
        frames.push(s.clone());
    }
    let played = common::play(&render::render_gif(&frames).unwrap());
    for (scene, canvas) in frames.iter().zip(&played) {
        let png = decode_png(&render::render_png(scene).unwrap());
        assert!(png.px == *canvas, "{:?}", scene.caption);
    }
}
