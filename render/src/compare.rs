//! Palace's own anti-aliased drawing (`paint.rs`) beside `imageproc`'s, shape for shape,
//! for the choice recorded in render's README ("Drawing: paint.rs or imageproc"). Built only
//! with the `compare-imageproc` feature; `examples/paint_vs_imageproc.rs` writes the
//! pictures and times both.
//!
//! Each shape is drawn the way the assets draw it (a piece disc with its edge, face and
//! inked ring; a palace diagonal; a shogi pentagon; a grid line on whole pixels) at one
//! cell's size, once with `paint.rs` and once with the closest `imageproc` calls: its discs,
//! rings and lines take whole-pixel centres, radii and ends, its rings and anti-aliased
//! lines are one pixel wide, and its anti-aliased polygon takes whole-pixel corners.
//!
//! Likewise the GIF's LZW compression: `lzw.rs` against the gif crate's own encoder
//! (weezl), on the same composed frames ([`gif_both`]).

use image::{Rgb as Px, RgbImage as Image};
use imageproc::drawing::{
    draw_antialiased_line_segment_mut, draw_antialiased_polygon_mut, draw_filled_circle_mut,
    draw_filled_rect_mut, draw_hollow_circle_mut,
};
use imageproc::pixelops::interpolate;
use imageproc::point::Point;
use imageproc::rect::Rect;

use crate::gif_encode::{LzwEncoder, encode};
use crate::paint::Paint;
use crate::theme::{BLACK_INK, DISC, DISC_EDGE, LINE, SHOGI_EDGE, SHOGI_FACE, WOOD as BOARD};
use crate::{GifOptions, RenderError, Scene};

/// One shape drawn both ways.
pub struct Pair {
    /// What it is.
    pub name: &'static str,
    /// Drawn by `paint.rs`.
    pub ours: Image,
    /// Drawn by `imageproc`.
    pub theirs: Image,
}

fn px(c: [u8; 3]) -> Px<u8> {
    Px(c)
}

fn flatten(p: &Paint) -> Image {
    let rgb = p.to_rgb(BOARD);
    Image::from_fn(rgb.w, rgb.h, |x, y| Px(rgb.px[(y * rgb.w + x) as usize]))
}

/// The disc of a xiangqi piece (`sprites.rs`), without its character.
fn disc_ours(c: u32) -> Image {
    let cf = c as f32;
    let (cx, cy, r) = (cf / 2.0, cf / 2.0 - 0.5, cf * 0.445);
    let mut d = Paint::filled(c, c, BOARD);
    d.fill_circle(cx, cy, r, DISC_EDGE, 1.0);
    d.fill_circle(cx, cy - 0.5, r - 2.5, DISC, 1.0);
    d.stroke_circle(cx, cy, r * 0.8, (cf / 40.0).max(1.5), BLACK_INK, 1.0);
    flatten(&d)
}

fn disc_theirs(c: u32) -> Image {
    let cf = c as f32;
    let (cx, cy, r) = (cf / 2.0, cf / 2.0 - 0.5, cf * 0.445);
    let centre = (cx.round() as i32, cy.round() as i32);
    let mut d = Image::from_pixel(c, c, px(BOARD));
    draw_filled_circle_mut(&mut d, centre, r.round() as i32, px(DISC_EDGE));
    draw_filled_circle_mut(&mut d, centre, (r - 2.5).round() as i32, px(DISC));
    // A ring as wide as paint.rs's: one-pixel circles side by side.
    let (ring, w) = (r * 0.8, (cf / 40.0).max(1.5));
    let (inner, outer) = (
        (ring - w / 2.0).round() as i32,
        (ring + w / 2.0).round() as i32,
    );
    for radius in inner..outer.max(inner + 1) {
        draw_hollow_circle_mut(&mut d, centre, radius, px(BLACK_INK));
    }
    d
}

/// A palace diagonal of the xiangqi board (2 px wide, ends on cell centres).
fn diagonal_ours(c: u32) -> Image {
    let cf = c as f32;
    let mut d = Paint::filled(c, c, BOARD);
    d.line(cf * 0.1, cf * 0.1, cf * 0.9, cf * 0.9, 2.0, LINE);
    flatten(&d)
}

fn diagonal_theirs(c: u32) -> Image {
    let cf = c as f32;
    let mut d = Image::from_pixel(c, c, px(BOARD));
    let (a, b) = ((cf * 0.1).round() as i32, (cf * 0.9).round() as i32);
    // Two one-pixel anti-aliased segments side by side make the 2 px line.
    for off in [0, 1] {
        draw_antialiased_line_segment_mut(
            &mut d,
            (a + off, a),
            (b + off, b),
            px(LINE),
            interpolate,
        );
    }
    d
}

/// The pentagon of a shogi piece (`sprites.rs`), edge and face.
fn pentagon_points(c: u32) -> [Vec<(f32, f32)>; 2] {
    let cf = c as f32;
    let (h, w) = (cf * 0.86, cf * 0.74);
    let (cx, cy) = (cf / 2.0, cf / 2.0 + cf * 0.02);
    let (top, bottom) = (cy - h / 2.0, cy + h / 2.0);
    let inset = 1.8;
    [
        vec![
            (cx, top),
            (cx + w * 0.40, top + h * 0.2),
            (cx + w / 2.0, bottom),
            (cx - w / 2.0, bottom),
            (cx - w * 0.40, top + h * 0.2),
        ],
        vec![
            (cx, top + inset * 1.4),
            (cx + w * 0.40 - inset, top + h * 0.2 + inset * 0.4),
            (cx + w / 2.0 - inset, bottom - inset),
            (cx - w / 2.0 + inset, bottom - inset),
            (cx - w * 0.40 + inset, top + h * 0.2 + inset * 0.4),
        ],
    ]
}

fn pentagon_ours(c: u32) -> Image {
    let [outer, inner] = pentagon_points(c);
    let mut d = Paint::filled(c, c, BOARD);
    d.fill_convex(&outer, SHOGI_EDGE, 1.0);
    d.fill_convex(&inner, SHOGI_FACE, 1.0);
    flatten(&d)
}

fn pentagon_theirs(c: u32) -> Image {
    let [outer, inner] = pentagon_points(c);
    let whole = |pts: &[(f32, f32)]| -> Vec<Point<i32>> {
        pts.iter()
            .map(|&(x, y)| Point::new(x.round() as i32, y.round() as i32))
            .collect()
    };
    let mut d = Image::from_pixel(c, c, px(BOARD));
    draw_antialiased_polygon_mut(&mut d, &whole(&outer), px(SHOGI_EDGE), interpolate);
    draw_antialiased_polygon_mut(&mut d, &whole(&inner), px(SHOGI_FACE), interpolate);
    d
}

/// A grid line on whole pixels (2 px wide), as the boards' straight lines are.
fn grid_ours(c: u32) -> Image {
    let cf = c as f32;
    let mut d = Paint::filled(c, c, BOARD);
    let y = (c / 2) as f32;
    d.line(cf * 0.1, y, cf * 0.9, y, 2.0, LINE);
    flatten(&d)
}

fn grid_theirs(c: u32) -> Image {
    let cf = c as f32;
    let mut d = Image::from_pixel(c, c, px(BOARD));
    let (x0, x1) = ((cf * 0.1).round() as i32, (cf * 0.9).round() as i32);
    let rect = Rect::at(x0, (c / 2) as i32 - 1).of_size((x1 - x0) as u32, 2);
    draw_filled_rect_mut(&mut d, rect, px(LINE));
    d
}

/// Every shape at cell size `c`, drawn both ways.
pub fn pairs(c: u32) -> Vec<Pair> {
    vec![
        Pair {
            name: "disc",
            ours: disc_ours(c),
            theirs: disc_theirs(c),
        },
        Pair {
            name: "diagonal",
            ours: diagonal_ours(c),
            theirs: diagonal_theirs(c),
        },
        Pair {
            name: "pentagon",
            ours: pentagon_ours(c),
            theirs: pentagon_theirs(c),
        },
        Pair {
            name: "grid line",
            ours: grid_ours(c),
            theirs: grid_theirs(c),
        },
    ]
}

/// Draws every shape with `paint.rs` only (for timing).
pub fn draw_ours(c: u32) -> usize {
    [
        disc_ours(c),
        diagonal_ours(c),
        pentagon_ours(c),
        grid_ours(c),
    ]
    .iter()
    .map(|i| i.len())
    .sum()
}

/// Draws every shape with `imageproc` only (for timing).
pub fn draw_theirs(c: u32) -> usize {
    [
        disc_theirs(c),
        diagonal_theirs(c),
        pentagon_theirs(c),
        grid_theirs(c),
    ]
    .iter()
    .map(|i| i.len())
    .sum()
}

/// The mean absolute difference per channel between the two drawings of a pair (0–255).
pub fn difference(pair: &Pair) -> f64 {
    let total: u64 = pair
        .ours
        .as_raw()
        .iter()
        .zip(pair.theirs.as_raw())
        .map(|(&a, &b)| u64::from(a.abs_diff(b)))
        .sum();
    total as f64 / pair.ours.as_raw().len() as f64
}

/// All pairs in one picture: a row a shape, paint.rs on the left, imageproc on the
/// right, each magnified `zoom` times (nearest neighbour, so the pixels show).
pub fn side_by_side(c: u32, zoom: u32) -> Image {
    let pairs = pairs(c);
    let (cell, gap) = (c * zoom, 8);
    let w = 2 * cell + 3 * gap;
    let h = pairs.len() as u32 * (cell + gap) + gap;
    let mut out = Image::from_pixel(w, h, Px([255, 255, 255]));
    for (row, pair) in pairs.iter().enumerate() {
        let y = gap + row as u32 * (cell + gap);
        for (col, img) in [&pair.ours, &pair.theirs].into_iter().enumerate() {
            let big =
                image::imageops::resize(img, cell, cell, image::imageops::FilterType::Nearest);
            image::imageops::replace(
                &mut out,
                &big,
                i64::from(gap + col as u32 * (cell + gap)),
                i64::from(y),
            );
        }
    }
    out
}

/// An animated replay of `frames` compressed by `lzw.rs` and by the gif crate's own
/// encoder (weezl), from the same composed frames; also the time each encoding took, in
/// milliseconds.
pub fn gif_both(frames: &[Scene]) -> Result<[(Vec<u8>, f64); 2], RenderError> {
    let indexed = crate::indexed_frames(frames, || {})?;
    let timed = |lzw: LzwEncoder| -> Result<(Vec<u8>, f64), RenderError> {
        let t = std::time::Instant::now();
        let bytes = encode(&indexed, &GifOptions::default(), lzw, || {})?;
        Ok((bytes, t.elapsed().as_secs_f64() * 1e3))
    };
    Ok([timed(LzwEncoder::Own)?, timed(LzwEncoder::GifCrate)?])
}
