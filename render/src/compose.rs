//! Puts a scene together: cached background + per-cell patches, then palette indices.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use rules::Color;

use crate::caption;
use crate::fonts::{self, Face};
use crate::geometry::{Board, HAND_COUNT_SIZE, Layout, Rect, caption_band};
use crate::paint::{Paint, RgbImage};
use crate::palette::palette;
use crate::scene::{Cell, Kind, Piece, RenderError, Scene, Style};
use crate::sprites::Sprites;
use crate::theme::{CAPTION_BG, LINE, WOOD};
use crate::{shogi_board, xiangqi_board};

/// A picture as palette indices.
pub(crate) struct Indexed {
    pub w: u32,
    pub h: u32,
    pub idx: Vec<u8>,
}

/// A background, ready as RGB (to draw on) and as indices (to copy).
struct Background {
    layout: Layout,
    style: Style,
    rgb: RgbImage,
    /// The palette indices, filled on first use.
    idx: OnceLock<Vec<u8>>,
    /// Every cell covered in fog, for fog views (filled on first use): drawn over the
    /// board without the soldiers' and cannons' start marks, which would show through.
    fog: OnceLock<Vec<RgbImage>>,
    /// Whether the caption band is all of the caption's background colour (then a
    /// caption is drawn straight into palette indices), found on first use.
    flat_band: OnceLock<bool>,
}

impl Background {
    fn flat_band(&self) -> bool {
        *self.flat_band.get_or_init(|| {
            let r = self.layout.caption_rect();
            self.rgb
                .crop(r.x, r.y, r.w, r.h)
                .px
                .iter()
                .all(|&p| p == CAPTION_BG)
        })
    }

    fn indices(&self) -> &[u8] {
        self.idx.get_or_init(|| {
            let mut idx = vec![0u8; (self.rgb.w * self.rgb.h) as usize];
            palette().quantize_into(&self.rgb, &mut idx, self.rgb.w, 0, 0);
            idx
        })
    }

    fn fogged(&self, index: usize, sprites: &Sprites) -> RgbImage {
        let l = self.layout;
        let all = self.fog.get_or_init(|| {
            let plain = background_rgb(&l, self.style, false);
            (0..(l.files * l.ranks) as usize)
                .map(|i| {
                    let r = l.cell_rect(i);
                    let mut img = plain.crop(r.x, r.y, r.w, r.h);
                    img.draw_sprite(&sprites.fog, 0, 0);
                    img
                })
                .collect()
        });
        all.get(index).cloned().unwrap_or_else(|| RgbImage {
            w: 0,
            h: 0,
            px: Vec::new(),
        })
    }
}

/// A background: board, orientation, caption lines, and the style (its file labels).
type BgKey = (Board, Color, u32, Style);
type Cache<K, V> = OnceLock<Mutex<HashMap<K, Arc<V>>>>;

fn sprites(board: Board, style: Style) -> Arc<Sprites> {
    static CACHE: Cache<(Board, Style), Sprites> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(s) = cache
        .lock()
        .ok()
        .and_then(|m| m.get(&(board, style)).cloned())
    {
        return s;
    }
    let built = Arc::new(Sprites::build(board, style));
    if let Ok(mut m) = cache.lock() {
        return m.entry((board, style)).or_insert(built).clone();
    }
    built
}

/// A board's background; `marks`: with the xiangqi start marks.
fn background_rgb(layout: &Layout, style: Style, marks: bool) -> RgbImage {
    let paint = if layout.board.is_xiangqi() {
        xiangqi_board::background(layout, style, marks)
    } else {
        shogi_board::background(layout)
    };
    paint.to_rgb(WOOD)
}

fn background(key: BgKey) -> Arc<Background> {
    static CACHE: Cache<BgKey, Background> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(b) = cache.lock().ok().and_then(|m| m.get(&key).cloned()) {
        return b;
    }
    let layout = Layout::new(key.0, key.1, key.2);
    let rgb = background_rgb(&layout, key.3, true);
    let built = Arc::new(Background {
        layout,
        style: key.3,
        rgb,
        idx: OnceLock::new(),
        fog: OnceLock::new(),
        flat_band: OnceLock::new(),
    });
    if let Ok(mut m) = cache.lock() {
        return m.entry(key).or_insert(built).clone();
    }
    built
}

/// A part of a picture: drawn in RGB (caption, hands), or a board cell already in palette
/// indices from the cell cache.
enum Patch {
    Rgb(RgbImage),
    Indexed(Arc<Vec<u8>>),
}

/// The parts of a picture that differ from its background.
struct Patches {
    layout: Layout,
    list: Vec<(Rect, Patch)>,
}

/// What marks a board cell carries: last move, check, a piece lost there.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
struct Marks {
    lit: bool,
    checked: bool,
    lost: bool,
}

/// A board cell as drawn: its background, place, content and marks.
type CellKey = (BgKey, usize, Cell, Marks);

/// Board cells in palette indices, drawn once and reused, as lila-gif reuses its
/// pre-rendered piece-on-square sprites: a move changes two or three cells, and every other
/// piece is copied instead of blended and quantized again. In the Discord benchmark (1 000
/// Mini Xiangqi games, 20 players) blending and quantizing the cells took a quarter of all
/// CPU time. The cache holds at most `CELL_CACHE_BYTES` of indices (every piece on every
/// cell of every board in both orientations is about 20 MB) and starts over when full.
fn cell_patch(key: CellKey, draw: impl FnOnce() -> RgbImage) -> Arc<Vec<u8>> {
    const CELL_CACHE_BYTES: usize = 32 << 20;
    /// The cells, and the bytes they hold.
    type Cells = (HashMap<CellKey, Arc<Vec<u8>>>, usize);
    static CACHE: OnceLock<Mutex<Cells>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(p) = cache.lock().ok().and_then(|m| m.0.get(&key).cloned()) {
        return p;
    }
    let img = draw();
    let mut idx = vec![0u8; (img.w * img.h) as usize];
    palette().quantize_into(&img, &mut idx, img.w, 0, 0);
    let idx = Arc::new(idx);
    if let Ok(mut m) = cache.lock() {
        if m.1 + idx.len() > CELL_CACHE_BYTES {
            *m = Default::default();
        }
        m.1 += idx.len();
        return m.0.entry(key).or_insert(idx).clone();
    }
    idx
}

/// Draws what differs from the background, or with `prev`, only what differs from the
/// previous scene of an animation (cells, hands and caption that changed). There is a
/// caption band (always of two lines' height) when `band` or the caption's lines are not 0. `cached`: cells
/// from (and into) the cell cache, in palette indices; else drawn afresh in RGB.
fn patches(
    scene: &Scene,
    prev: Option<&Scene>,
    band: u32,
    cached: bool,
) -> Result<(Arc<Background>, Patches), RenderError> {
    scene.validate()?;
    let board = Board::of(scene.variant);
    let lines = caption::lines(scene);
    let band = caption_band(band.max(lines.len() as u32));
    let bg_key = (board, scene.orientation, band, scene.style);
    let bg = background(bg_key);
    let sprites = sprites(board, scene.style);
    let l = bg.layout;
    let mut list = Vec::new();

    let state = |s: &Scene| {
        let (last, check, lost) = (s.shown_last_move(), s.shown_check(), s.shown_lost());
        move |i: usize, cell: Cell| {
            (
                cell,
                Marks {
                    lit: last.is_some_and(|(from, to)| to == i || from == Some(i)),
                    checked: check == Some(i),
                    lost: lost == Some(i),
                },
            )
        }
    };
    let now = state(scene);
    let before = prev.map(state);
    for (i, cell) in scene.cells.iter().enumerate() {
        let (_, marks) = now(i, *cell);
        let Marks { lit, checked, lost } = marks;
        match (&before, prev.and_then(|p| p.cells.get(i))) {
            (Some(b), Some(old)) => {
                if b(i, *old) == now(i, *cell) {
                    continue;
                }
            }
            _ => {
                if *cell == Cell::Empty && marks == Marks::default() {
                    continue;
                }
            }
        }
        let r = l.cell_rect(i);
        let draw = || {
            let mut img = if *cell == Cell::Fog {
                bg.fogged(i, &sprites)
            } else {
                bg.rgb.crop(r.x, r.y, r.w, r.h)
            };
            if lit {
                img.draw_sprite(&sprites.highlight, 0, 0);
            }
            if checked {
                img.draw_sprite(&sprites.check, 0, 0);
            }
            match cell {
                Cell::Piece(p) => {
                    img.draw_sprite(sprites.piece(*p, p.color == scene.orientation), 0, 0)
                }
                Cell::Marker => img.draw_sprite(&sprites.marker, 0, 0),
                Cell::Empty | Cell::Fog => {}
            }
            // The marks go over the piece, so a piece never hides them.
            if lit {
                img.draw_sprite(&sprites.move_mark, 0, 0);
            }
            if checked {
                img.draw_sprite(&sprites.check_ring, 0, 0);
            }
            if lost {
                img.draw_sprite(&sprites.lost_mark, 0, 0);
            }
            img
        };
        let patch = if cached {
            Patch::Indexed(cell_patch((bg_key, i, *cell, marks), draw))
        } else {
            Patch::Rgb(draw())
        };
        list.push((r, patch));
    }

    let hands_changed = prev.is_none_or(|p| p.hands != scene.hands);
    if let (Board::Shogi, true) = (board, hands_changed) {
        let none: [Vec<(Kind, u8)>; 2] = Default::default();
        let hands = scene.hands.as_ref().unwrap_or(&none);
        for (k, color) in [scene.orientation, !scene.orientation]
            .into_iter()
            .enumerate()
        {
            let hand: Vec<(Kind, u8)> = hands[color.index()]
                .iter()
                .copied()
                .filter(|&(_, n)| n > 0)
                .take(5)
                .collect();
            // The background holds the empty trays.
            if hand.is_empty() && prev.is_none() {
                continue;
            }
            let band = l.tray_band(k);
            let at = (band.x as f32, band.y as f32);
            let tray = l.tray(k, hand.len());
            let mut img = bg.rgb.crop(band.x, band.y, band.w, band.h);
            let mut wood = Paint::new(band.w, band.h);
            shogi_board::paint_tray(&mut wood, &tray, at, shogi_board::is_sente(&l, k));
            img.draw_sprite(&wood.to_sprite(), 0, 0);
            let mut counts = Paint::new(band.w, band.h);
            for (&(kind, count), &((x, y), (cx, cy))) in hand.iter().zip(&tray.slots) {
                let sprite =
                    sprites.hand_piece(Piece::new(color, kind), color == scene.orientation);
                img.draw_sprite(sprite, x - band.x as i32, y - band.y as i32);
                if count > 1 {
                    let n = count.to_string();
                    let (cx, cy) = (cx - at.0, cy - at.1);
                    fonts::draw_centered(
                        &mut counts,
                        Face::Sans,
                        HAND_COUNT_SIZE,
                        &n,
                        cx,
                        cy,
                        LINE,
                    );
                }
            }
            img.draw_sprite(&counts.to_sprite(), 0, 0);
            list.push((band, Patch::Rgb(img)));
        }
    }

    // In an animation a caption may also give way to none (an empty band).
    let caption_changed = prev.is_none_or(|p| caption::lines(p) != lines);
    if caption_changed && (!lines.is_empty() || prev.is_some()) {
        let r = l.caption_rect();
        // Straight into indices where it can be: 4 % of `palace bench`'s CPU time went
        // to drawing the band in RGB and quantizing it back (perf, 1000 Xiangqi games).
        if cached && bg.flat_band() {
            let idx = caption::draw_indices(&l, &lines, r.w, r.h);
            list.push((r, Patch::Indexed(Arc::new(idx))));
        } else {
            let mut img = bg.rgb.crop(r.x, r.y, r.w, r.h);
            caption::draw(&l, &lines, &mut img);
            list.push((r, Patch::Rgb(img)));
        }
    }
    Ok((bg, Patches { layout: l, list }))
}

/// Composes a scene into palette indices, with a caption band of at least `band` lines
/// (the frames of an animation share one band).
pub(crate) fn compose(scene: &Scene, band: u32) -> Result<Indexed, RenderError> {
    let (bg, p) = patches(scene, None, band, true)?;
    Ok(p.onto(bg.indices().to_vec()))
}

/// Composes the next frame of an animation from the previous one (same board, orientation,
/// style and `band`), redrawing only what changed. The result is identical to
/// [`compose`] of the scene.
pub(crate) fn compose_next(
    prev: &Scene,
    prev_img: &Indexed,
    scene: &Scene,
    band: u32,
) -> Result<Indexed, RenderError> {
    let (_, p) = patches(scene, Some(prev), band, true)?;
    Ok(p.onto(prev_img.idx.clone()))
}

impl Patches {
    /// Quantizes the patches onto a picture's palette indices.
    fn onto(&self, mut idx: Vec<u8>) -> Indexed {
        let pal = palette();
        let width = self.layout.width as usize;
        for (r, patch) in &self.list {
            match patch {
                Patch::Rgb(img) => pal.quantize_into(img, &mut idx, self.layout.width, r.x, r.y),
                Patch::Indexed(cell) => {
                    let w = r.w as usize;
                    for (row, line) in cell.chunks_exact(w).enumerate() {
                        let start = (r.y as usize + row) * width + r.x as usize;
                        if let Some(dst) = idx.get_mut(start..start + w) {
                            dst.copy_from_slice(line);
                        }
                    }
                }
            }
        }
        Indexed {
            w: self.layout.width,
            h: self.layout.height,
            idx,
        }
    }
}

/// Sample pictures of every board and style in RGB, from which the palette was learned
/// (used by the palette's test that checks the baked table).
#[cfg(test)]
pub(crate) fn training_pictures() -> Vec<RgbImage> {
    let mut out = Vec::new();
    for scene in sample_scenes() {
        let Ok((bg, p)) = patches(&scene, None, 0, false) else {
            continue;
        };
        let mut rgb = bg.rgb.clone();
        for (r, patch) in &p.list {
            if let Patch::Rgb(img) = patch {
                rgb.paste(img, r.x, r.y);
            }
        }
        out.push(rgb);
    }
    out
}

/// Scenes of every board and style with highlights, check, promoted pieces, hands, fog.
#[cfg(test)]
fn sample_scenes() -> Vec<Scene> {
    let mut out = Vec::new();
    use rules::Variant;
    for variant in [Variant::MiniXiangqi, Variant::Xiangqi, Variant::MiniShogi] {
        for style in Style::ALL {
            let Ok(mut scene) = Scene::from_fen(variant, variant.start_fen(), Color::Red) else {
                continue;
            };
            scene.style = style;
            scene.caption = Some("Sample caption: Red 1–0 Black, move 12".to_string());
            let (w, _) = Scene::dimensions(variant);
            scene.last_move = Some((Some(w + 1), 2 * w + 1));
            scene.check = scene
                .cells
                .iter()
                .position(|c| matches!(c, Cell::Piece(p) if p.kind.is_royal()));
            if variant == Variant::MiniShogi {
                let promoted = [
                    Kind::Dragon,
                    Kind::DragonHorse,
                    Kind::PromotedSilver,
                    Kind::Tokin,
                ];
                for (i, k) in promoted.into_iter().enumerate() {
                    scene.cells[2 * w + i] = Cell::Piece(Piece::new(Color::ALL[i % 2], k));
                }
                scene.hands = Some([
                    vec![(Kind::Rook, 1), (Kind::Pawn, 2)],
                    vec![(Kind::Gold, 2)],
                ]);
            } else {
                scene.cells[3 * w] = Cell::Fog;
                scene.cells[3 * w + 1] = Cell::Marker;
                scene.cells[3 * w + 2] = Cell::Fog;
                scene.lost = Some(3 * w + 2);
                scene.check = None;
            }
            out.push(scene);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cached_cells_give_the_same_picture_as_cells_drawn_afresh() {
        let scenes = sample_scenes();
        assert!(scenes.len() >= 6);
        // Twice: the first pass may fill the cache, the second reads from it.
        for _ in 0..2 {
            for (n, scene) in scenes.iter().enumerate() {
                let cached = compose(scene, 0).unwrap();
                let (bg, p) = patches(scene, None, 0, false).unwrap();
                // The caption went straight into indices, and came out the same.
                assert!(scene.caption.is_some() && bg.flat_band(), "scene {n}");
                assert!(
                    p.list
                        .iter()
                        .all(|(_, patch)| matches!(patch, Patch::Rgb(_)))
                );
                let fresh = p.onto(bg.indices().to_vec());
                assert!(cached.idx == fresh.idx, "scene {n} differs");
            }
        }
        // A cell drawn with other marks is another cached cell.
        let shogi = scenes.last().unwrap();
        assert!(shogi.shown_last_move().is_some() && shogi.shown_check().is_some());
        let mut plain = shogi.clone();
        plain.last_move = None;
        plain.check = None;
        let (plain, marked) = (compose(&plain, 0).unwrap(), compose(shogi, 0).unwrap());
        assert!(plain.idx != marked.idx);
    }
}
