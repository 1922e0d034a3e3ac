//! The embedded fonts (subsets of Noto CJK, SIL OFL 1.1; see `assets/`) and text drawing.

use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};

use crate::paint::Paint;
use crate::theme::Rgb;

static SERIF_BYTES: &[u8] = include_bytes!("../assets/NotoSerifCJKtc-Bold-palace.otf");
static SANS_BYTES: &[u8] = include_bytes!("../assets/NotoSansCJKtc-Bold-palace.otf");

/// Which embedded face to draw with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Face {
    /// Bold Ming/Song serif: piece characters, the river.
    Serif,
    /// Bold sans: coordinates, captions, western letters.
    Sans,
}

fn font(face: Face) -> Option<&'static FontRef<'static>> {
    static SERIF: OnceLock<Option<FontRef<'static>>> = OnceLock::new();
    static SANS: OnceLock<Option<FontRef<'static>>> = OnceLock::new();
    let (cell, bytes) = match face {
        Face::Serif => (&SERIF, SERIF_BYTES),
        Face::Sans => (&SANS, SANS_BYTES),
    };
    cell.get_or_init(|| FontRef::try_from_slice(bytes).ok())
        .as_ref()
}

/// Where a glyph run's ink lies when drawn with its origin at (0, baseline 0).
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct Ink {
    pub min_x: f32,
    pub min_y: f32,
    pub max_x: f32,
    pub max_y: f32,
    /// Sum of advances.
    pub advance: f32,
}

fn glyph_id(f: &FontRef<'static>, c: char) -> ab_glyph::GlyphId {
    let id = f.glyph_id(c);
    if id.0 == 0 { f.glyph_id('?') } else { id }
}

/// Whether `face` has a glyph for `c` (without falling back to `?`).
pub(crate) fn has_glyph(face: Face, c: char) -> bool {
    font(face).is_some_and(|f| f.glyph_id(c).0 != 0)
}

/// Measures `text` in `face` at `size` pixels.
pub(crate) fn measure(face: Face, size: f32, text: &str) -> Ink {
    let Some(f) = font(face) else {
        return Ink::default();
    };
    let scaled = f.as_scaled(PxScale::from(size));
    let mut ink = Ink {
        min_x: f32::MAX,
        min_y: f32::MAX,
        max_x: f32::MIN,
        max_y: f32::MIN,
        advance: 0.0,
    };
    for c in text.chars() {
        let id = glyph_id(f, c);
        let g = id.with_scale_and_position(size, point(ink.advance, 0.0));
        if let Some(og) = f.outline_glyph(g) {
            let b = og.px_bounds();
            ink.min_x = ink.min_x.min(b.min.x);
            ink.min_y = ink.min_y.min(b.min.y);
            ink.max_x = ink.max_x.max(b.max.x);
            ink.max_y = ink.max_y.max(b.max.y);
        }
        ink.advance += scaled.h_advance(id);
    }
    if ink.min_x > ink.max_x {
        return Ink {
            advance: ink.advance,
            ..Ink::default()
        };
    }
    ink
}

/// Draws `text` with its origin (left end of the baseline) at (x, y).
pub(crate) fn draw(p: &mut Paint, face: Face, size: f32, text: &str, x: f32, y: f32, color: Rgb) {
    rasterize(face, size, text, (x, y), false, |px, py, cov| {
        p.blend(px, py, color, cov)
    });
}

/// Calls `plot(x, y, coverage)` for every pixel the glyphs of `text` touch, drawn with the
/// origin at `at`. `snap` puts each glyph's origin on a whole pixel, so that a letter is
/// the same pixels wherever it stands (captions: repeated letters make repeated strings
/// for the GIF encoder).
pub(crate) fn rasterize(
    face: Face,
    size: f32,
    text: &str,
    at: (f32, f32),
    snap: bool,
    mut plot: impl FnMut(i32, i32, f32),
) {
    let Some(f) = font(face) else { return };
    let scaled = f.as_scaled(PxScale::from(size));
    let mut pen = at.0;
    for c in text.chars() {
        let id = glyph_id(f, c);
        let x = if snap { pen.round() } else { pen };
        let g = id.with_scale_and_position(size, point(x, at.1));
        if let Some(og) = f.outline_glyph(g) {
            let b = og.px_bounds();
            og.draw(|gx, gy, cov| {
                plot(b.min.x as i32 + gx as i32, b.min.y as i32 + gy as i32, cov)
            });
        }
        pen += scaled.h_advance(id);
    }
}

/// Draws `text` so that its ink is centred on (cx, cy).
pub(crate) fn draw_centered(
    p: &mut Paint,
    face: Face,
    size: f32,
    text: &str,
    cx: f32,
    cy: f32,
    color: Rgb,
) {
    let ink = measure(face, size, text);
    let x = cx - (ink.min_x + ink.max_x) / 2.0;
    let y = cy - (ink.min_y + ink.max_y) / 2.0;
    draw(p, face, size, text, x.round(), y.round(), color);
}

/// The horizontal room `text` takes (sum of advances).
pub(crate) fn advance(face: Face, size: f32, text: &str) -> f32 {
    let Some(f) = font(face) else { return 0.0 };
    let scaled = f.as_scaled(PxScale::from(size));
    text.chars().map(|c| scaled.h_advance(glyph_id(f, c))).sum()
}
