//! The empty Minishogi board: kaya wood squares, frame, coordinates, and the trays of
//! pieces in hand.

use rules::Color;

use crate::fonts::{self, Face};
use crate::geometry::paint_caption_band;
use crate::geometry::{KAYA_MARGIN, Layout, STAND_MARK, TRAY_RIM, Tray};
use crate::paint::Paint;
use crate::theme::{KAYA, KOMADAI, LABEL, LINE, SHOGI_EDGE, WOOD};

const GRID_W: f32 = 2.0;
const FRAME_W: f32 = 4.0;
const RANK_LETTERS: [&str; 5] = ["a", "b", "c", "d", "e"];

/// Draws the background of a Minishogi board with both trays empty.
pub(crate) fn background(l: &Layout) -> Paint {
    let mut p = Paint::filled(l.width, l.height, WOOD);
    paint_caption_band(&mut p, l);
    let s = l.cell as f32;
    let (ox, oy) = (l.ox as f32, l.oy as f32);
    let (bw, bh) = (l.files as f32 * s, l.ranks as f32 * s);
    let m = KAYA_MARGIN as f32;
    p.fill_rect(ox - m, oy - m, ox + bw + m, oy + bh + m, KAYA, 1.0);
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

    for k in 0..2 {
        paint_tray(&mut p, &l.tray(k, 0), (0.0, 0.0), is_sente(l, k));
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

/// Whether tray `k` (0 the bottom player's) is sente's.
pub(crate) fn is_sente(l: &Layout, k: usize) -> bool {
    (k == 0) == (l.orientation == Color::Red)
}

/// A tray: komadai wood in a rim, and its ▲ (sente) or △ (gote) mark, drawn — not set in
/// type — so that it comes out as large as the labels at phone size; upright on both
/// trays, as in printed diagrams. `at`: the picture's point at the paint's origin.
pub(crate) fn paint_tray(p: &mut Paint, tray: &Tray, at: (f32, f32), sente: bool) {
    let r = tray.rect;
    let (x0, y0) = (r.x as f32 - at.0, r.y as f32 - at.1);
    let (x1, y1) = (x0 + r.w as f32, y0 + r.h as f32);
    p.fill_rect(x0, y0, x1, y1, SHOGI_EDGE, 1.0);
    let t = TRAY_RIM;
    p.fill_rect(x0 + t, y0 + t, x1 - t, y1 - t, KOMADAI, 1.0);
    side_mark(p, tray.mark.0 - at.0, tray.mark.1 - at.1, sente);
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
