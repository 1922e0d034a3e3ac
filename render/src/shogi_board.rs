//! The empty Minishogi board: kaya wood squares, frame, piece stands, coordinates.

use rules::Color;

use crate::fonts::{self, Face};
use crate::geometry::paint_caption_band;
use crate::geometry::{Layout, STAND_MARK};
use crate::paint::Paint;
use crate::theme::{KAYA, KOMADAI, LABEL, LINE, SHOGI_EDGE, WOOD};

const GRID_W: f32 = 2.0;
const FRAME_W: f32 = 4.0;
const RANK_LETTERS: [&str; 5] = ["a", "b", "c", "d", "e"];

/// Draws the background of a Minishogi board with both stands.
pub(crate) fn background(l: &Layout) -> Paint {
    let mut p = Paint::filled(l.width, l.height, WOOD);
    paint_caption_band(&mut p, l);
    let s = l.cell as f32;
    let (ox, oy) = (l.ox as f32, l.oy as f32);
    let (bw, bh) = (l.files as f32 * s, l.ranks as f32 * s);
    p.fill_rect(ox - 5.0, oy - 5.0, ox + bw + 5.0, oy + bh + 5.0, KAYA, 1.0);
    for k in 0..=l.files {
        let x = ox + k as f32 * s;
        let w = if k == 0 || k == l.files {
            FRAME_W
        } else {
            GRID_W
        };
        p.fill_rect(
            x - w / 2.0,
            oy - FRAME_W / 2.0,
            x + w / 2.0,
            oy + bh + FRAME_W / 2.0,
            LINE,
            1.0,
        );
    }
    for k in 0..=l.ranks {
        let y = oy + k as f32 * s;
        let w = if k == 0 || k == l.ranks {
            FRAME_W
        } else {
            GRID_W
        };
        p.fill_rect(
            ox - FRAME_W / 2.0,
            y - w / 2.0,
            ox + bw + FRAME_W / 2.0,
            y + w / 2.0,
            LINE,
            1.0,
        );
    }
    // No star points: on a 9×9 board they mark the three-rank zones, and Minishogi's zone
    // is one rank.

    for (k, st) in l.stands().into_iter().enumerate() {
        let (x0, y0, x1, y1) = (
            st.x as f32,
            st.y as f32,
            (st.x + st.w) as f32,
            (st.y + st.h) as f32,
        );
        p.fill_rect(x0, y0, x1, y1, SHOGI_EDGE, 1.0);
        p.fill_rect(x0 + 3.0, y0 + 3.0, x1 - 3.0, y1 - 3.0, KOMADAI, 1.0);
        // ▲ sente, △ gote: drawn, not set in type, so that they come out as large as the
        // labels at phone size; upright on both stands, as in printed diagrams.
        let sente = (k == 0) == (l.orientation == Color::Red);
        let (cx, cy) = l.stand_mark(k);
        side_mark(&mut p, x0 + cx, y0 + cy, sente);
    }

    // File numbers 5..1 from sente's left; rank letters a..e from gote's side; large
    // enough to read at the 400 px Discord shows on a phone (a test measures them).
    let size = 31.0;
    for col in 0..l.files {
        let n = match l.orientation {
            Color::Red => l.files - col,
            Color::Black => col + 1,
        };
        let x = ox + (col as f32 + 0.5) * s;
        fonts::draw_centered(
            &mut p,
            Face::Sans,
            size,
            &n.to_string(),
            x,
            l.shogi_top_labels_y(),
            LABEL,
        );
    }
    for row in 0..l.ranks {
        let r = match l.orientation {
            Color::Red => row,
            Color::Black => l.ranks - 1 - row,
        };
        let y = oy + (row as f32 + 0.5) * s;
        let letter = RANK_LETTERS.get(r as usize).copied().unwrap_or("?");
        fonts::draw_centered(
            &mut p,
            Face::Sans,
            size,
            letter,
            l.shogi_side_labels_x(),
            y,
            LABEL,
        );
    }
    p
}

/// ▲ (filled, sente) or △ (outlined, gote), `STAND_MARK` tall, centred on (cx, cy).
fn side_mark(p: &mut Paint, cx: f32, cy: f32, filled: bool) {
    let (h, half) = (STAND_MARK, STAND_MARK * 0.58);
    let outer = [
        (cx, cy - h / 2.0),
        (cx + half, cy + h / 2.0),
        (cx - half, cy + h / 2.0),
    ];
    p.fill_convex(&outer, LINE, 1.0);
    if !filled {
        // The same triangle inset by the stroke width on every side (the apex angle is
        // 60°, so the apex moves twice as far).
        let t = 3.0;
        let (top, bottom) = (cy - h / 2.0 + 2.0 * t, cy + h / 2.0 - t);
        let inset = half * (bottom - top) / h;
        let inner = [(cx, top), (cx + inset, bottom), (cx - inset, bottom)];
        p.fill_convex(&inner, KOMADAI, 1.0);
    }
}
