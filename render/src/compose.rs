//! Puts a scene together: cached background + per-cell patches, then palette indices.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use rules::Color;

use crate::fonts::{self, Face};
use crate::geometry::{Board, CAPTION_SIZE, Layout, Rect};
use crate::paint::{Paint, RgbImage};
use crate::palette::palette;
use crate::scene::{Cell, Kind, Piece, RenderError, Scene, Style};
use crate::sprites::Sprites;
use crate::theme::{CAPTION_TEXT, HAND_COUNT, LINE, WOOD};
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
}

impl Background {
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
    });
    if let Ok(mut m) = cache.lock() {
        return m.entry(key).or_insert(built).clone();
    }
    built
}

/// The caption's lines: at most two, each shortened to fit.
pub(crate) fn caption_lines(scene: &Scene) -> Vec<String> {
    let Some(text) = &scene.caption else {
        return Vec::new();
    };
    let width = Layout::new(Board::of(scene.variant), scene.orientation, 1).width as f32 - 24.0;
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .take(2)
        .map(|line| {
            let line: String = line.chars().filter(|c| !c.is_control()).take(300).collect();
            if fonts::advance(Face::Sans, CAPTION_SIZE, &line) <= width {
                return line;
            }
            // Keep as many characters as fit beside an ellipsis.
            let room = width - fonts::advance(Face::Sans, CAPTION_SIZE, "…");
            let mut used = 0.0;
            let mut kept = String::new();
            for c in line.chars() {
                used += fonts::advance(Face::Sans, CAPTION_SIZE, c.encode_utf8(&mut [0; 4]));
                if used > room {
                    break;
                }
                kept.push(c);
            }
            format!("{}…", kept.trim_end())
        })
        .collect()
}

/// The parts of a picture that differ from its background.
struct Patches {
    layout: Layout,
    list: Vec<(Rect, RgbImage)>,
}

/// Draws what differs from the background, or with `prev`, only what differs from the
/// previous scene of an animation (cells, hands and caption that changed).
fn patches(scene: &Scene, prev: Option<&Scene>) -> Result<(Arc<Background>, Patches), RenderError> {
    scene.validate()?;
    let board = Board::of(scene.variant);
    let lines = caption_lines(scene);
    let bg = background((board, scene.orientation, lines.len() as u32, scene.style));
    let sprites = sprites(board, scene.style);
    let l = bg.layout;
    let mut list = Vec::new();

    let state = |s: &Scene| {
        let (last, check) = (s.shown_last_move(), s.shown_check());
        move |i: usize, cell: Cell| {
            (
                cell,
                last.is_some_and(|(from, to)| to == i || from == Some(i)),
                check == Some(i),
            )
        }
    };
    let now = state(scene);
    let before = prev.map(state);
    for (i, cell) in scene.cells.iter().enumerate() {
        let (_, lit, checked) = now(i, *cell);
        match (&before, prev.and_then(|p| p.cells.get(i))) {
            (Some(b), Some(old)) => {
                if b(i, *old) == now(i, *cell) {
                    continue;
                }
            }
            _ => {
                if *cell == Cell::Empty && !lit && !checked {
                    continue;
                }
            }
        }
        let r = l.cell_rect(i);
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
        list.push((r, img));
    }

    let hands_changed = prev.is_none_or(|p| p.hands != scene.hands);
    if let (Board::Shogi, true) = (board, hands_changed) {
        let stands = l.stands();
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
                .collect();
            if hand.is_empty() && prev.is_none() {
                continue;
            }
            let st = stands[k];
            let mut img = bg.rgb.crop(st.x, st.y, st.w, st.h);
            let hc = crate::sprites::hand_cell(l.cell) as i32;
            let row_h = (hc as f32 * 0.92) as i32;
            let x = (st.w as i32 - hc) / 2;
            let mut counts = Paint::new(st.w, st.h);
            for (n, &(kind, count)) in hand.iter().take(5).enumerate() {
                let n = n as i32;
                // The near stand fills from the bottom, the far one from the top.
                let cy = if k == 0 {
                    st.h as i32 - 8 - row_h / 2 - n * row_h
                } else {
                    8 + row_h / 2 + n * row_h
                };
                let sprite =
                    sprites.hand_piece(Piece::new(color, kind), color == scene.orientation);
                img.draw_sprite(sprite, x, cy - hc / 2);
                if count > 1 {
                    // A badge on the piece's lower right corner.
                    let (bx, by) = ((x + hc) as f32 - 9.0, (cy + hc / 2) as f32 - 11.0);
                    counts.fill_circle(bx, by, 11.0, LINE, 1.0);
                    fonts::draw_centered(
                        &mut counts,
                        Face::Sans,
                        17.0,
                        &count.to_string(),
                        bx,
                        by,
                        HAND_COUNT,
                    );
                }
            }
            img.draw_sprite(&counts.to_sprite(), 0, 0);
            list.push((st, img));
        }
    }

    let caption_changed = prev.is_none_or(|p| caption_lines(p) != lines);
    if !lines.is_empty() && caption_changed {
        let r = l.caption_rect();
        let mut img = bg.rgb.crop(r.x, r.y, r.w, r.h);
        let mut text = Paint::new(r.w, r.h);
        for (i, line) in lines.iter().enumerate() {
            let w = fonts::advance(Face::Sans, CAPTION_SIZE, line);
            let x = ((r.w as f32 - w) / 2.0).max(12.0).round();
            fonts::draw(
                &mut text,
                Face::Sans,
                CAPTION_SIZE,
                line,
                x,
                l.caption_baseline(i as u32),
                CAPTION_TEXT,
            );
        }
        img.draw_sprite(&text.to_sprite(), 0, 0);
        list.push((r, img));
    }
    Ok((bg, Patches { layout: l, list }))
}

/// Composes a scene into palette indices.
pub(crate) fn compose(scene: &Scene) -> Result<Indexed, RenderError> {
    let (bg, p) = patches(scene, None)?;
    Ok(p.onto(bg.indices().to_vec()))
}

/// Composes the next frame of an animation from the previous one (same board, orientation,
/// style and caption size), redrawing only what changed. The result is identical to
/// [`compose`] of the scene.
pub(crate) fn compose_next(
    prev: &Scene,
    prev_img: &Indexed,
    scene: &Scene,
) -> Result<Indexed, RenderError> {
    let (_, p) = patches(scene, Some(prev))?;
    Ok(p.onto(prev_img.idx.clone()))
}

impl Patches {
    /// Quantizes the patches onto a picture's palette indices.
    fn onto(&self, mut idx: Vec<u8>) -> Indexed {
        let pal = palette();
        for (r, img) in &self.list {
            pal.quantize_into(img, &mut idx, self.layout.width, r.x, r.y);
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
                scene.check = None;
            }
            let Ok((bg, p)) = patches(&scene, None) else {
                continue;
            };
            let mut rgb = bg.rgb.clone();
            for (r, img) in &p.list {
                rgb.paste(img, r.x, r.y);
            }
            out.push(rgb);
        }
    }
    out
}
