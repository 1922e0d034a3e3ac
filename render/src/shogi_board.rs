//! The empty Minishogi board: kaya wood squares, frame, piece stands, coordinates.

use rules::Color;

use crate::fonts::{self, Face};
use crate::geometry::Layout;
use crate::paint::{Paint, paint_caption_band};
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
        // ▲ sente, △ gote, at the end of the stand that pieces fill last.
        let color = if k == 0 {
            l.orientation
        } else {
            !l.orientation
        };
        let mark = if color == Color::Red { "▲" } else { "△" };
        let y = if k == 0 { y0 + 16.0 } else { y1 - 16.0 };
        fonts::draw_centered(&mut p, Face::Sans, 20.0, mark, (x0 + x1) / 2.0, y, LINE);
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
