//! Where everything goes: picture size, the caption band, points, squares and stands.

use rules::{Color, Variant};

use crate::paint::Paint;
use crate::theme::CAPTION_BG;

/// Which of the three drawn boards a variant uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Board {
    /// 7×7 xiangqi board without river (Mini Xiangqi and its dark variant).
    Mini,
    /// 9×10 xiangqi board with river.
    Xiangqi,
    /// 5×5 shogi board with two piece stands.
    Shogi,
}

impl Board {
    /// The board `variant` is drawn on.
    pub const fn of(variant: Variant) -> Board {
        match variant {
            Variant::MiniXiangqi | Variant::DarkMiniXiangqi => Board::Mini,
            Variant::Xiangqi => Board::Xiangqi,
            Variant::MiniShogi => Board::Shogi,
        }
    }

    /// (files, ranks): the one table of board sizes ([`crate::Scene::dimensions`] reads it).
    pub const fn dims(self) -> (u32, u32) {
        match self {
            Board::Mini => (7, 7),
            Board::Xiangqi => (9, 10),
            Board::Shogi => (5, 5),
        }
    }

    /// Distance between points, or a square's side, in pixels.
    pub fn cell(self) -> u32 {
        match self {
            Board::Mini => 72,
            Board::Xiangqi => 58,
            Board::Shogi => 76,
        }
    }

    /// Whether pieces stand on intersections.
    pub fn is_xiangqi(self) -> bool {
        !matches!(self, Board::Shogi)
    }
}

/// A pixel rectangle.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Rect {
    pub x: u32,
    pub y: u32,
    pub w: u32,
    pub h: u32,
}

/// The height of a caption's capitals when the picture is shown 400 px wide, as Discord
/// shows it on a phone: 10 px is the least that reads there (a test measures it), and the
/// half pixel keeps anti-aliased edges from rounding it below.
const CAPTION_CAP_AT_PHONE: f32 = 10.5;
/// Capital height per pixel of text size in the caption font: Noto Sans CJK's capitals
/// are 0.733 em, and ab_glyph's size is the ascent-to-descent height, 1.448 em.
const CAP_PER_SIZE: f32 = 0.733 / 1.448;
/// Space above the first caption line and below the last.
const CAPTION_PAD: u32 = 8;

/// Shogi: outer padding, stand width, gap board–stand, label bands.
const SHOGI_PAD: u32 = 12;
const SHOGI_GAP: u32 = 14;
const SHOGI_TOP_LABELS: u32 = 40;
const SHOGI_SIDE_LABELS: u32 = 36;
const SHOGI_BOTTOM: u32 = 14;

/// Shogi stands, from a stand's player's end (the bottom of the near stand, the top of the
/// far one): space, the ▲/△ mark's height, and the gap before the first piece.
const STAND_PAD: f32 = 10.0;
pub(crate) const STAND_MARK: f32 = 22.0;
const STAND_MARK_GAP: f32 = 6.0;
/// The size of the counts beside pieces in hand: their digits stand 10 px tall at the
/// 400 px a phone shows (as the board's labels do).
pub(crate) const HAND_COUNT_SIZE: f32 = 32.0;

/// The picture's geometry for one board, orientation and caption size.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    pub board: Board,
    pub orientation: Color,
    pub files: u32,
    pub ranks: u32,
    pub cell: u32,
    pub width: u32,
    pub height: u32,
    /// Height of the caption band at the top (0 without caption).
    pub caption_h: u32,
    /// Caption text size in pixels: larger on wider pictures, which a phone shrinks more.
    pub caption_size: u32,
    /// Xiangqi: the top-left point (a pixel boundary). Shogi: the grid's top-left corner.
    pub ox: u32,
    pub oy: u32,
}

impl Layout {
    pub fn new(board: Board, orientation: Color, caption_lines: u32) -> Layout {
        let (files, ranks) = board.dims();
        let c = board.cell();
        let width = Layout::width_of(board);
        let caption_size =
            (CAPTION_CAP_AT_PHONE * width as f32 / 400.0 / CAP_PER_SIZE).ceil() as u32;
        let caption_h = if caption_lines == 0 {
            0
        } else {
            caption_lines * Layout::caption_line(caption_size) + 2 * CAPTION_PAD
        };
        let (height, ox, oy) = if board.is_xiangqi() {
            let (fo, lb, side) = Layout::xiangqi_margins(c);
            let height = caption_h + (ranks - 1) * c + 2 * (fo + lb);
            (height, side, caption_h + fo + lb)
        } else {
            let height = caption_h + SHOGI_TOP_LABELS + ranks * c + SHOGI_BOTTOM;
            (
                height,
                SHOGI_PAD + Layout::stand_width(c) + SHOGI_GAP,
                caption_h + SHOGI_TOP_LABELS,
            )
        };
        Layout {
            board,
            orientation,
            files,
            ranks,
            cell: c,
            width,
            height,
            caption_h,
            caption_size,
            ox,
            oy,
        }
    }

    /// The picture's width, which the caption does not change.
    fn width_of(board: Board) -> u32 {
        let (files, _) = board.dims();
        let c = board.cell();
        if board.is_xiangqi() {
            let (_, _, side) = Layout::xiangqi_margins(c);
            (files - 1) * c + 2 * side
        } else {
            let stand = Layout::stand_width(c);
            2 * SHOGI_PAD + 2 * stand + 2 * SHOGI_GAP + files * c + SHOGI_SIDE_LABELS
        }
    }

    /// The height of one caption line. The size is the font's ascent-to-descent height,
    /// 1.448 em, of which Latin and CJK ink take about 0.93 em: lines 0.9 of the size
    /// (1.3 em) apart keep about a third of an em between two lines' ink.
    fn caption_line(size: u32) -> u32 {
        (size as f32 * 0.9).round() as u32
    }

    /// Xiangqi: (frame offset from the outer lines, label band, side margin).
    pub fn xiangqi_margins(c: u32) -> (u32, u32, u32) {
        let fo = (c as f32 * 0.56).round() as u32;
        let lb = (c as f32 * 0.5).round() as u32;
        (fo, lb, fo + (c as f32 * 0.16).round() as u32)
    }

    /// A stand holds one column of pieces a little smaller than the board's, with their
    /// counts on them, so the board gets the width.
    fn stand_width(c: u32) -> u32 {
        hand_cell(c) + 12
    }

    /// The view column and row (0 = left, top) of a cell index.
    pub fn view_pos(&self, index: usize) -> (u32, u32) {
        let file = index as u32 % self.files;
        let rank = index as u32 / self.files;
        match self.orientation {
            Color::Red => (file, self.ranks - 1 - rank),
            Color::Black => (self.files - 1 - file, rank),
        }
    }

    /// The cell's square of pixels: centred on the point (xiangqi) or the square itself.
    pub fn cell_rect(&self, index: usize) -> Rect {
        let (col, row) = self.view_pos(index);
        let c = self.cell;
        if self.board.is_xiangqi() {
            Rect {
                x: self.ox + col * c - c / 2,
                y: self.oy + row * c - c / 2,
                w: c,
                h: c,
            }
        } else {
            Rect {
                x: self.ox + col * c,
                y: self.oy + row * c,
                w: c,
                h: c,
            }
        }
    }

    /// Shogi piece stands: `[bottom player's, top player's]`.
    pub fn stands(&self) -> [Rect; 2] {
        let w = Layout::stand_width(self.cell);
        let h = self.ranks * self.cell;
        let right = self.ox + self.files * self.cell + SHOGI_SIDE_LABELS + SHOGI_GAP;
        [
            Rect {
                x: right,
                y: self.oy,
                w,
                h,
            },
            Rect {
                x: SHOGI_PAD,
                y: self.oy,
                w,
                h,
            },
        ]
    }

    /// Shogi: the centre of stand `k`'s ▲/△ mark, relative to the stand: at its player's
    /// end, where the hand begins, so that the mark stands beside the pieces it names.
    pub fn stand_mark(&self, k: usize) -> (f32, f32) {
        let (w, h) = (
            Layout::stand_width(self.cell) as f32,
            (self.ranks * self.cell) as f32,
        );
        let from_end = STAND_PAD + STAND_MARK / 2.0;
        (w / 2.0, if k == 0 { h - from_end } else { from_end })
    }

    /// Shogi: the `n`th kind of stand `k`'s hand, relative to the stand: the top-left
    /// corner of its piece and the centre of its count. Kinds follow the mark one a row;
    /// the count stands on the stand's outer side (right of the near stand's pieces, left
    /// of the far stand's), where it covers nothing.
    pub fn hand_slot(&self, k: usize, n: u32) -> ((i32, i32), (f32, f32)) {
        let hc = hand_cell(self.cell) as f32;
        let (w, h) = (
            Layout::stand_width(self.cell) as f32,
            (self.ranks * self.cell) as f32,
        );
        let row = (hc * 0.92).round();
        let from_end = STAND_PAD + STAND_MARK + STAND_MARK_GAP + row / 2.0 + n as f32 * row;
        let cy = if k == 0 { h - from_end } else { from_end };
        // The piece keeps a pixel from the stand's inner side; its pentagon ends 0.855 of
        // the way across the sprite (rook and bishop, the widest in hand), and the count is
        // centred between there and the stand's 3 px rim.
        let count_x = (1.0 + hc * 0.855 + w - 3.0) / 2.0;
        let (x, count_x) = if k == 0 {
            (1.0, count_x)
        } else {
            (w - hc - 1.0, w - count_x)
        };
        ((x as i32, (cy - hc / 2.0).round() as i32), (count_x, cy))
    }

    /// The caption band.
    pub fn caption_rect(&self) -> Rect {
        Rect {
            x: 0,
            y: 0,
            w: self.width,
            h: self.caption_h,
        }
    }

    /// Shogi: the band holding rank letters, right of the board.
    pub fn shogi_side_labels_x(&self) -> f32 {
        (self.ox + self.files * self.cell) as f32 + SHOGI_SIDE_LABELS as f32 / 2.0 + 2.0
    }

    /// Shogi: centre line of the file numbers above the board.
    pub fn shogi_top_labels_y(&self) -> f32 {
        (self.oy as f32) - SHOGI_TOP_LABELS as f32 / 2.0
    }

    /// Baseline of caption line `i`: the ink from the capitals' top to the descenders'
    /// bottom (0.733 + 0.2 em) is centred in the line.
    pub fn caption_baseline(&self, i: u32) -> f32 {
        let line = Layout::caption_line(self.caption_size);
        let em = self.caption_size as f32 / 1.448;
        let top = (CAPTION_PAD + i * line) as f32;
        (top + line as f32 / 2.0 + (0.733 - 0.2) / 2.0 * em).round()
    }
}

/// The side of a shogi stand's piece for a board of cell `c`: smaller than on the board,
/// so the stands take less of the picture's width.
pub(crate) fn hand_cell(c: u32) -> u32 {
    (c as f32 * 0.8).round() as u32
}

/// The dark band behind the caption, above the board, where the layout has one.
pub(crate) fn paint_caption_band(p: &mut Paint, l: &Layout) {
    if l.caption_h > 0 {
        p.fill_rect(
            0.0,
            0.0,
            l.width as f32,
            l.caption_h as f32,
            CAPTION_BG,
            1.0,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn black_view_turns_points() {
        let red = Layout::new(Board::Xiangqi, Color::Red, 0);
        let black = Layout::new(Board::Xiangqi, Color::Black, 0);
        assert_eq!(red.view_pos(0), (0, 9)); // a1 bottom left for Red
        assert_eq!(black.view_pos(0), (8, 0)); // top right for Black
        for i in 0..90 {
            let (r, b) = (red.cell_rect(i), black.cell_rect(i));
            assert_eq!((b.x + b.w, b.y + b.h), (red.width - r.x, red.height - r.y));
        }
    }

    #[test]
    fn pictures_are_discord_sized() {
        for board in [Board::Mini, Board::Xiangqi, Board::Shogi] {
            for lines in 0..=2 {
                let l = Layout::new(board, Color::Red, lines);
                assert!((450..=650).contains(&l.width), "{board:?} {}", l.width);
                assert!(l.height <= 760, "{board:?} {}", l.height);
            }
        }
    }
}
