//! The empty xiangqi-family board: wood, lines, palaces, river, start marks, file numbers
//! and the coordinates' labels.

use rules::Color;

use crate::fonts::{self, Face};
use crate::geometry::paint_caption_band;
use crate::geometry::{
    Board, Layout, RANK_GAP, XiangqiMargins, xiangqi_coordinates, xiangqi_label_size,
};
use crate::paint::Paint;
use crate::scene::Style;
use crate::theme::{LABEL, LINE, RIVER_TEXT, WOOD};

const GRID_W: f32 = 2.0;
const FRAME_W: f32 = 4.0;

/// Chinese numerals for Red's file numbers.
const NUMERALS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
const DIGITS: [&str; 9] = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];

/// Draws the background of a xiangqi or mini xiangqi board. File numbers are WXF's:
/// Chinese numerals on Red's side and digits on Black's in the traditional style, digits
/// on both sides in the western one. `marks`: draw the soldiers' and cannons' start marks
/// (fogged cells are drawn without them).
pub(crate) fn background(l: &Layout, style: Style, marks: bool) -> Paint {
    let mut p = Paint::filled(l.width, l.height, WOOD);
    let c = l.cell as f32;
    let (ox, oy) = (l.ox as f32, l.oy as f32);
    let (fw, fh) = ((l.files - 1) as f32 * c, (l.ranks - 1) as f32 * c);
    let pt = |col: f32, row: f32| (ox + col * c, oy + row * c);

    paint_caption_band(&mut p, l);

    // Ranks.
    for row in 0..l.ranks {
        let y = oy + row as f32 * c;
        p.line(
            ox - GRID_W / 2.0,
            y,
            ox + fw + GRID_W / 2.0,
            y,
            GRID_W,
            LINE,
        );
    }
    // Files: the river cuts the inner ones.
    let river = l.board == Board::Xiangqi;
    for col in 0..l.files {
        let x = ox + col as f32 * c;
        let edge = col == 0 || col == l.files - 1;
        if river && !edge {
            p.line(x, oy, x, oy + 4.0 * c, GRID_W, LINE);
            p.line(x, oy + 5.0 * c, x, oy + fh, GRID_W, LINE);
        } else {
            p.line(x, oy, x, oy + fh, GRID_W, LINE);
        }
    }

    // Palaces: three points wide, three deep, centred on the middle file.
    let mid = (l.files / 2) as f32;
    for top in [0.0, (l.ranks - 3) as f32] {
        let (a, b) = (pt(mid - 1.0, top), pt(mid + 1.0, top + 2.0));
        p.line(a.0, a.1, b.0, b.1, GRID_W, LINE);
        let (a, b) = (pt(mid + 1.0, top), pt(mid - 1.0, top + 2.0));
        p.line(a.0, a.1, b.0, b.1, GRID_W, LINE);
    }

    // Frame.
    let m = XiangqiMargins::of(l.board);
    let (fo_raw, lb) = (m.frame as f32, m.numbers as f32);
    let fo = fo_raw - 2.0;
    let (x0, y0, x1, y1) = (ox - fo, oy - fo, ox + fw + fo, oy + fh + fo);
    p.fill_rect(
        x0 - FRAME_W / 2.0,
        y0 - FRAME_W / 2.0,
        x1 + FRAME_W / 2.0,
        y0 + FRAME_W / 2.0,
        LINE,
        1.0,
    );
    p.fill_rect(
        x0 - FRAME_W / 2.0,
        y1 - FRAME_W / 2.0,
        x1 + FRAME_W / 2.0,
        y1 + FRAME_W / 2.0,
        LINE,
        1.0,
    );
    p.fill_rect(
        x0 - FRAME_W / 2.0,
        y0 - FRAME_W / 2.0,
        x0 + FRAME_W / 2.0,
        y1 + FRAME_W / 2.0,
        LINE,
        1.0,
    );
    p.fill_rect(
        x1 - FRAME_W / 2.0,
        y0 - FRAME_W / 2.0,
        x1 + FRAME_W / 2.0,
        y1 + FRAME_W / 2.0,
        LINE,
        1.0,
    );

    if river {
        let y = oy + 4.5 * c;
        let size = river_size(l.cell);
        for (col, s) in RIVER {
            fonts::draw_centered(&mut p, Face::Serif, size, s, ox + col * c, y, RIVER_TEXT);
        }
    }

    if marks {
        start_marks(&mut p, l);
    }

    // WXF file numbers, each side counting from its own right; large enough to read at
    // the 400 px Discord shows on a phone (a test measures them there).
    let size = xiangqi_label_size(l.cell);
    let bottom = l.orientation;
    let label_top = oy - fo_raw - lb / 2.0 + 2.0;
    let label_bottom = oy + fh + fo_raw + lb / 2.0 - 2.0;
    let numbers = |color: Color, n: u32| -> &'static str {
        let i = (n as usize).saturating_sub(1).min(8);
        if color == Color::Red && style == Style::Traditional {
            NUMERALS[i]
        } else {
            DIGITS[i]
        }
    };
    for col in 0..l.files {
        let x = ox + col as f32 * c;
        fonts::draw_centered(
            &mut p,
            Face::Sans,
            size,
            numbers(bottom, l.files - col),
            x,
            label_bottom,
            LABEL,
        );
        fonts::draw_centered(
            &mut p,
            Face::Sans,
            size,
            numbers(!bottom, col + 1),
            x,
            label_top,
            LABEL,
        );
    }
    coordinates(&mut p, l, size);
    p
}

/// The coordinates a player types (`h2e2`): rank numbers left of the frame, right-aligned
/// and level with their lines, and file letters in a row of their own below the bottom
/// file numbers, on one baseline; both turn with the board.
fn coordinates(p: &mut Paint, l: &Layout, size: f32) {
    let c = l.cell as f32;
    let m = XiangqiMargins::of(l.board);
    let (ranks, files) = xiangqi_coordinates(l.board);
    let right = l.ox as f32 - m.frame as f32 - RANK_GAP as f32;
    for (i, rank) in ranks.iter().enumerate() {
        let (_, row) = l.view_pos(i * l.files as usize);
        let ink = fonts::measure(Face::Sans, size, rank);
        let y = l.oy as f32 + row as f32 * c - (ink.min_y + ink.max_y) / 2.0;
        let x = right - ink.max_x;
        fonts::draw(p, Face::Sans, size, rank, x.round(), y.round(), LABEL);
    }
    let all: String = files.iter().collect();
    let ink = fonts::measure(Face::Sans, size, &all);
    let band_top = l.height as f32 - m.letters as f32;
    let baseline = band_top + m.letters as f32 / 2.0 - (ink.min_y + ink.max_y) / 2.0 - 2.0;
    for (i, letter) in files.iter().enumerate() {
        let (col, _) = l.view_pos(i);
        let text = letter.to_string();
        let ink = fonts::measure(Face::Sans, size, &text);
        let x = l.ox as f32 + col as f32 * c - (ink.min_x + ink.max_x) / 2.0;
        fonts::draw(
            p,
            Face::Sans,
            size,
            &text,
            x.round(),
            baseline.round(),
            LABEL,
        );
    }
}

/// The river's words, each midway between two files.
pub(crate) const RIVER: [(f32, &str); 4] = [(1.5, "楚"), (2.5, "河"), (5.5, "漢"), (6.5, "界")];

/// The river's characters' size: as large as the gap between the discs of pieces on the
/// river's banks allows (each character sits amid four such points, 0.71 of a cell from
/// each, and a disc's radius is 0.445 of a cell), so that such pieces do not cover them.
pub(crate) fn river_size(cell: u32) -> f32 {
    let gap = cell as f32 * (std::f32::consts::FRAC_1_SQRT_2 - 0.445) - 1.0;
    let words = RIVER.map(|(_, s)| s);
    fonts::size_in_circle(
        Face::Serif,
        &words,
        gap,
        crate::sprites::DISC_CHARACTER_CORNERS,
    )
}

/// The small corner marks at the cannons' and soldiers' start points.
fn start_marks(p: &mut Paint, l: &Layout) {
    let c = l.cell as f32;
    let (gap, len, w) = ((c * 0.08).round(), (c * 0.2).round(), 2.0);
    let points: Vec<(u32, u32)> = match l.board {
        Board::Xiangqi => {
            let mut v = vec![(1, 2), (7, 2), (1, 7), (7, 7)];
            for f in [0, 2, 4, 6, 8] {
                v.push((f, 3));
                v.push((f, 6));
            }
            v
        }
        _ => [0, 2, 3, 4, 6]
            .iter()
            .flat_map(|&f| [(f, 1), (f, 5)])
            .collect(),
    };
    for (col, row) in points {
        let (x, y) = (l.ox as f32 + col as f32 * c, l.oy as f32 + row as f32 * c);
        for (sx, sy) in [(-1.0f32, -1.0f32), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            if (col == 0 && sx < 0.0) || (col == l.files - 1 && sx > 0.0) {
                continue;
            }
            let (cx, cy) = (x + sx * (gap + w / 2.0), y + sy * (gap + w / 2.0));
            p.line(cx - sx * w / 2.0, cy, cx + sx * len, cy, w, LINE);
            p.line(cx, cy - sy * w / 2.0, cx, cy + sy * len, w, LINE);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The river's words stand at least 14 px tall when Xiangqi's picture is shown 400 px
    /// wide, as on a phone: the rows where a glyph's ink covers half a pixel or more,
    /// scaled from the picture's width to 400.
    #[test]
    fn the_river_is_readable_at_phone_width() {
        let l = Layout::new(Board::Xiangqi, Color::Red, 2);
        let size = river_size(l.cell);
        for (_, word) in RIVER {
            let mut rows = std::collections::BTreeSet::new();
            fonts::rasterize(Face::Serif, size, word, (0.0, 100.0), false, |_, y, cov| {
                if cov >= 0.5 {
                    rows.insert(y);
                }
            });
            let ink = rows.len() as f32;
            let at_phone = ink * 400.0 / l.width as f32;
            eprintln!("{word}: {ink} px of {} → {at_phone:.1} px at 400", l.width);
            assert!(
                at_phone >= 14.0,
                "{word}: {ink} px of {} → {at_phone:.1} px at 400",
                l.width
            );
        }
    }
}
