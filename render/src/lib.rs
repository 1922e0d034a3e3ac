//! Board pictures for Palace: PNG boards, animated GIF replays and text boards.
//!
//! The renderer takes plain data — a [`Scene`]: cells, hands, highlights, orientation,
//! style, caption — and returns bytes. It knows nothing about positions, Discord or
//! storage; a dark game's picture is drawn from the viewer's [`Cell`]s (fog and markers
//! included) and nothing else, so identical views give identical bytes.
//!
//! Backgrounds and piece sprites are drawn once per board, orientation and style and
//! cached; each picture is then copies, a palette lookup and an indexed PNG encode.
//!
//! ```
//! use render::{Scene, Style};
//! use rules::{Color, Variant};
//!
//! let v = Variant::Xiangqi;
//! let mut scene = Scene::from_fen(v, v.start_fen(), Color::Black).unwrap();
//! scene.caption = Some("Alice (red) vs Bob (black) · move 1 · red to play".into());
//! let png = render::render_png(&scene).unwrap();
//! let gif = render::render_gif(&[scene.clone(), scene]).unwrap();
//! assert!(png.starts_with(b"\x89PNG") && gif.starts_with(b"GIF89a"));
//! ```

mod caption;
#[cfg(feature = "compare-imageproc")]
pub mod compare;
mod compose;
mod fen;
mod fonts;
mod from_game;
mod from_rules;
mod geometry;
mod gif_encode;
mod lzw;
mod names;
mod paint;
mod palette;
mod png_encode;
mod scene;
mod shogi_board;
mod sprites;
mod table;
#[cfg(test)]
#[path = "../tests/support/labels.rs"]
mod test_labels;
mod text;
mod theme;
mod unicode_tables;
mod xiangqi_board;

pub use gif_encode::GifOptions;

/// The first character of `text` the caption font has no glyph for (a space or a line
/// break needs none), if any: what a caller checks its words against before drawing
/// them.
///
/// ```
/// assert_eq!(render::missing_glyph("第1局：轮到bob（黑方）走棋。 Đến lượt bob đi. 手番です"), None);
/// assert_eq!(render::missing_glyph("♞"), Some('♞'));
/// ```
pub fn missing_glyph(text: &str) -> Option<char> {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .find(|&c| !fonts::has_glyph(fonts::Face::Sans, c))
}
pub use names::caption_text;
pub use scene::{Cell, Hand, Kind, Piece, RenderError, Scene, Style};
pub use table::{Align, Table, render_table_png};
pub use text::{TextLabels, square_name, text_board};

use geometry::{Board, Layout};
use rules::Variant;

/// Renders one board picture as an indexed PNG. A caption of one line or two gets a band
/// of two lines' height, so that a game's pictures keep one size from ply to ply.
pub fn render_png(scene: &Scene) -> Result<Vec<u8>, RenderError> {
    png_encode::encode(&compose::compose(scene, 0)?)
}

/// Renders a game as a looping animated GIF, one frame per scene, with default timing.
///
/// All frames must share board, orientation and style. When any frame has a caption,
/// every frame has the caption band (two lines tall, as in [`render_png`]); a frame with
/// a shorter caption, or none, leaves the rest of the band empty.
pub fn render_gif(frames: &[Scene]) -> Result<Vec<u8>, RenderError> {
    render_gif_with(frames, &GifOptions::default())
}

/// [`render_gif`] with chosen frame timing.
pub fn render_gif_with(frames: &[Scene], opts: &GifOptions) -> Result<Vec<u8>, RenderError> {
    gif_encode::encode(
        &indexed_frames(frames, || {})?,
        opts,
        gif_encode::LzwEncoder::Own,
        || {},
    )
}

/// [`render_gif`], calling `give_way` before each frame is composed and before each is
/// encoded (each a millisecond of work or so): a caller drawing a long replay as work of
/// low priority can wait there while more urgent work runs.
pub fn render_gif_giving_way(frames: &[Scene], give_way: fn()) -> Result<Vec<u8>, RenderError> {
    gif_encode::encode(
        &indexed_frames(frames, give_way)?,
        &GifOptions::default(),
        gif_encode::LzwEncoder::Own,
        give_way,
    )
}

/// The frames composed and quantized, each after the first from the one before it
/// (`give_way` called before each).
fn indexed_frames(
    frames: &[Scene],
    give_way: impl Fn(),
) -> Result<Vec<compose::Indexed>, RenderError> {
    let first = frames.first().ok_or(RenderError::NoFrames)?;
    for f in frames {
        let same_board = Board::of(f.variant) == Board::of(first.variant);
        if !same_board || f.orientation != first.orientation || f.style != first.style {
            return Err(RenderError::MixedFrames);
        }
    }
    let band = frames
        .iter()
        .map(|f| caption::lines(f).len() as u32)
        .max()
        .unwrap_or(0);
    let mut indexed: Vec<compose::Indexed> = Vec::with_capacity(frames.len());
    for (n, f) in frames.iter().enumerate() {
        give_way();
        let img = match (n.checked_sub(1).and_then(|p| frames.get(p)), indexed.last()) {
            (Some(prev), Some(prev_img)) => compose::compose_next(prev, prev_img, f, band)?,
            _ => compose::compose(f, band)?,
        };
        indexed.push(img);
    }
    Ok(indexed)
}

/// The picture's size in pixels (width, height) for a scene.
pub fn picture_size(scene: &Scene) -> (u32, u32) {
    let l = layout(scene);
    (l.width, l.height)
}

/// The pixel at the centre of a cell (a xiangqi point or a shogi square) in the picture
/// of `scene`, or `None` if the index is off the board.
pub fn cell_center(scene: &Scene, index: usize) -> Option<(u32, u32)> {
    let (w, h) = Scene::dimensions(scene.variant);
    if index >= w * h {
        return None;
    }
    let r = layout(scene).cell_rect(index);
    Some((r.x + r.w / 2, r.y + r.h / 2))
}

fn layout(scene: &Scene) -> Layout {
    Layout::new(
        Board::of(scene.variant),
        scene.orientation,
        caption::lines(scene).len() as u32,
    )
}

/// Builds the shared palette and every background and sprite set now, so that the first
/// real picture is as fast as the rest (call once at startup; later calls are cheap).
pub fn warm_up() {
    for v in [Variant::MiniXiangqi, Variant::Xiangqi, Variant::MiniShogi] {
        for style in Style::ALL {
            for orientation in rules::Color::ALL {
                for caption in [None, Some("warm"), Some("warm\nup")] {
                    let mut s = Scene::empty(v, orientation);
                    s.style = style;
                    s.caption = caption.map(str::to_string);
                    let _ = compose::compose(&s, 0);
                }
            }
        }
    }
}
