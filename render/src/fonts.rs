//! The embedded fonts (subsets of Noto CJK and Noto Sans, SIL OFL 1.1; see `assets/`) and
//! text drawing.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont, point};

use crate::paint::Paint;
use crate::theme::Rgb;

static SERIF_BYTES: &[u8] = include_bytes!("../assets/NotoSerifCJKtc-Bold-palace.otf");
static SANS_BYTES: &[u8] = include_bytes!("../assets/NotoSansCJKtc-Bold-palace.otf");
static SANS_FALLBACK_BYTES: &[u8] = include_bytes!("../assets/NotoSans-Bold-palace.ttf");

/// How much larger than its em size the fallback sans is drawn, so that its letters stand
/// as tall as Noto Sans CJK's beside them (capitals 741 units against 714, x-height 560
/// against 546).
const FALLBACK_MATCH: f32 = 1.03;

/// Which embedded face to draw with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Face {
    /// Bold Ming/Song serif: piece characters, the river.
    Serif,
    /// Bold sans: coordinates, captions, western letters; Noto Sans CJK, and Noto Sans for
    /// the Latin, Greek and Cyrillic letters it lacks.
    Sans,
}

/// One font of a face, and the size to draw it at relative to the face's size.
struct Member {
    font: FontRef<'static>,
    scale: f32,
}

/// A face's fonts, the first preferred; a character takes the first that has it.
fn members(face: Face) -> &'static [Member] {
    static SERIF: OnceLock<Vec<Member>> = OnceLock::new();
    static SANS: OnceLock<Vec<Member>> = OnceLock::new();
    let (cell, bytes): (_, &[&'static [u8]]) = match face {
        Face::Serif => (&SERIF, &[SERIF_BYTES]),
        Face::Sans => (&SANS, &[SANS_BYTES, SANS_FALLBACK_BYTES]),
    };
    cell.get_or_init(|| {
        let fonts: Vec<FontRef<'static>> = bytes
            .iter()
            .filter_map(|b| FontRef::try_from_slice(b).ok())
            .collect();
        // ab_glyph scales a font by its height (ascent - descent), not by its em: a
        // fallback is drawn at the first font's em size (times FALLBACK_MATCH).
        let em = |f: &FontRef<'_>| f.units_per_em().unwrap_or(1000.0) / f.height_unscaled();
        let first = fonts.first().map_or(1.0, em);
        fonts
            .into_iter()
            .enumerate()
            .map(|(i, font)| {
                let scale = if i == 0 {
                    1.0
                } else {
                    first / em(&font) * FALLBACK_MATCH
                };
                Member { font, scale }
            })
            .collect()
    })
}

/// The font, glyph and size factor `c` is drawn with in `face`: the first font that has
/// it, else the first font's `?`.
fn glyph(face: Face, c: char) -> Option<(&'static Member, GlyphId)> {
    let fonts = members(face);
    fonts
        .iter()
        .map(|m| (m, m.font.glyph_id(c)))
        .find(|(_, id)| id.0 != 0)
        .or_else(|| fonts.first().map(|m| (m, m.font.glyph_id('?'))))
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

/// Whether `face` has a glyph for `c` (without falling back to `?`).
pub(crate) fn has_glyph(face: Face, c: char) -> bool {
    members(face).iter().any(|m| m.font.glyph_id(c).0 != 0)
}

/// Measures `text` in `face` at `size` pixels.
pub(crate) fn measure(face: Face, size: f32, text: &str) -> Ink {
    let mut ink = Ink {
        min_x: f32::MAX,
        min_y: f32::MAX,
        max_x: f32::MIN,
        max_y: f32::MIN,
        advance: 0.0,
    };
    for c in text.chars() {
        let Some((m, id)) = glyph(face, c) else {
            return Ink::default();
        };
        let px = size * m.scale;
        let g = id.with_scale_and_position(px, point(ink.advance, 0.0));
        if let Some(og) = m.font.outline_glyph(g) {
            let b = og.px_bounds();
            ink.min_x = ink.min_x.min(b.min.x);
            ink.min_y = ink.min_y.min(b.min.y);
            ink.max_x = ink.max_x.max(b.max.x);
            ink.max_y = ink.max_y.max(b.max.y);
        }
        ink.advance += m.font.as_scaled(PxScale::from(px)).h_advance(id);
    }
    if ink.min_x > ink.max_x {
        return Ink {
            advance: ink.advance,
            ..Ink::default()
        };
    }
    ink
}

/// The largest size at which the ink of each of `texts`, centred, fits a circle of radius
/// `r`: the half-diagonal of its box is `r` times `corners` (above 1 where the box's
/// corners, as a character's often are, hold little ink).
pub(crate) fn size_in_circle(face: Face, texts: &[&str], r: f32, corners: f32) -> f32 {
    const PROBE: f32 = 200.0;
    texts
        .iter()
        .map(|t| {
            let ink = measure(face, PROBE, t);
            let half_diagonal = (ink.max_x - ink.min_x).hypot(ink.max_y - ink.min_y) / 2.0;
            if half_diagonal > 0.0 {
                PROBE * r * corners / half_diagonal
            } else {
                f32::MAX
            }
        })
        .fold(f32::MAX, f32::min)
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
/// for the GIF encoder). Each character is drawn from the first of the face's fonts that
/// has it, on the same baseline.
pub(crate) fn rasterize(
    face: Face,
    size: f32,
    text: &str,
    at: (f32, f32),
    snap: bool,
    mut plot: impl FnMut(i32, i32, f32),
) {
    let mut pen = at.0;
    let whole_y = at.1.fract() == 0.0;
    for c in text.chars() {
        let Some((m, id)) = glyph(face, c) else {
            return;
        };
        let px = size * m.scale;
        if snap && whole_y {
            let ink = drawn(m, id, px);
            let (x0, y0) = (pen.round() as i32 + ink.x, at.1 as i32 + ink.y);
            for (k, &cov) in ink.cover.iter().enumerate() {
                if cov > 0.0 {
                    plot(
                        x0 + (k as u32 % ink.w) as i32,
                        y0 + (k as u32 / ink.w) as i32,
                        cov,
                    );
                }
            }
            pen += m.font.as_scaled(PxScale::from(px)).h_advance(id);
            continue;
        }
        let x = if snap { pen.round() } else { pen };
        let g = id.with_scale_and_position(px, point(x, at.1));
        if let Some(og) = m.font.outline_glyph(g) {
            let b = og.px_bounds();
            og.draw(|gx, gy, cov| {
                plot(b.min.x as i32 + gx as i32, b.min.y as i32 + gy as i32, cov)
            });
        }
        pen += m.font.as_scaled(PxScale::from(px)).h_advance(id);
    }
}

/// A glyph drawn with its origin at (0, 0): where its ink box starts, its width, and the
/// coverage of each pixel of the box, row by row.
struct Drawn {
    x: i32,
    y: i32,
    w: u32,
    cover: Vec<f32>,
}

/// The glyph `id` of `m` at `px` pixels as drawn with its origin on a whole pixel, drawn
/// once and kept: a glyph on whole pixels is the same coverage wherever it stands (the
/// outline is moved by whole pixels; ab_glyph's offset into the box is the same integer).
/// Captions are redrawn for every move picture, and rasterizing their outlines afresh
/// (parsing CFF charstrings, tessellating curves) took 7–10 % of `palace bench`'s CPU time
/// (perf, 1000 Xiangqi games, 2 cores). At most `KEPT` glyphs are kept (a caption's
/// names may bring any of the fonts' 20 000 glyphs); the cache starts over when full.
fn drawn(m: &'static Member, id: GlyphId, px: f32) -> Arc<Drawn> {
    const KEPT: usize = 8192;
    type Key = (usize, u16, u32);
    static CACHE: OnceLock<Mutex<HashMap<Key, Arc<Drawn>>>> = OnceLock::new();
    let key = (std::ptr::from_ref(m) as usize, id.0, px.to_bits());
    let cache = CACHE.get_or_init(Default::default);
    if let Some(d) = cache.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return d;
    }
    let g = id.with_scale_and_position(px, point(0.0, 0.0));
    let d = match m.font.outline_glyph(g) {
        Some(og) => {
            let b = og.px_bounds();
            let w = b.width() as u32;
            let mut cover = vec![0.0; (w * b.height() as u32) as usize];
            og.draw(|gx, gy, c| {
                if let Some(a) = cover.get_mut((gy * w + gx) as usize) {
                    *a = c;
                }
            });
            Drawn {
                x: b.min.x as i32,
                y: b.min.y as i32,
                w: w.max(1),
                cover,
            }
        }
        None => Drawn {
            x: 0,
            y: 0,
            w: 1,
            cover: Vec::new(),
        },
    };
    let d = Arc::new(d);
    if let Ok(mut c) = cache.lock() {
        if c.len() >= KEPT {
            c.clear();
        }
        c.insert(key, d.clone());
    }
    d
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
    text.chars()
        .filter_map(|c| glyph(face, c))
        .map(|(m, id)| {
            let px = size * m.scale;
            m.font.as_scaled(PxScale::from(px)).h_advance(id)
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    /// Every pixel `text` covers, as `rasterize` gives them.
    fn plotted(text: &str, at: (f32, f32), size: f32) -> BTreeMap<(i32, i32), u32> {
        let mut out = BTreeMap::new();
        rasterize(Face::Sans, size, text, at, true, |x, y, c| {
            out.insert((x, y), c.to_bits());
        });
        out
    }

    /// The same drawn from the outlines each time, as ab_glyph draws a glyph at its place.
    fn afresh(text: &str, at: (f32, f32), size: f32) -> BTreeMap<(i32, i32), u32> {
        let mut out = BTreeMap::new();
        let mut pen = at.0;
        for c in text.chars() {
            let (m, id) = glyph(Face::Sans, c).unwrap();
            let px = size * m.scale;
            let g = id.with_scale_and_position(px, point(pen.round(), at.1));
            if let Some(og) = m.font.outline_glyph(g) {
                let b = og.px_bounds();
                og.draw(|gx, gy, c| {
                    if c > 0.0 {
                        out.insert(
                            (b.min.x as i32 + gx as i32, b.min.y as i32 + gy as i32),
                            c.to_bits(),
                        );
                    }
                });
            }
            pen += m.font.as_scaled(PxScale::from(px)).h_advance(id);
        }
        out
    }

    #[test]
    fn kept_glyphs_draw_the_same_pixels_as_glyphs_drawn_afresh() {
        let text = "Алексей vs 山田太郎 · move 12 · red to move, in check (…)";
        for (at, size) in [
            ((12.0, 40.0), 26.0),
            ((13.7, 95.0), 26.0),
            ((0.0, 7.0), 31.5),
        ] {
            // Twice: the first pass fills the cache, the second reads from it.
            for _ in 0..2 {
                assert_eq!(
                    plotted(text, at, size),
                    afresh(text, at, size),
                    "{at:?} {size}"
                );
            }
        }
    }
}
