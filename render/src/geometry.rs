//! Where everything goes: picture size, the caption band, points, squares and stands.

use rules::{Color, Variant};

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

/// Caption text size in pixels and the band's height per line.
pub(crate) const CAPTION_SIZE: f32 = 18.0;
const CAPTION_LINE: u32 = 24;
const CAPTION_PAD: u32 = 8;

/// Shogi: outer padding, stand width, gap board–stand, label bands.
const SHOGI_PAD: u32 = 12;
const SHOGI_GAP: u32 = 14;
const SHOGI_TOP_LABELS: u32 = 40;
const SHOGI_SIDE_LABELS: u32 = 36;
const SHOGI_BOTTOM: u32 = 14;

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
    /// Xiangqi: the top-left point (a pixel boundary). Shogi: the grid's top-left corner.
    pub ox: u32,
    pub oy: u32,
}

impl Layout {
    pub fn new(board: Board, orientation: Color, caption_lines: u32) -> Layout {
        let (files, ranks) = board.dims();
        let c = board.cell();
        let caption_h = if caption_lines == 0 {
            0
        } else {
            caption_lines * CAPTION_LINE + 2 * CAPTION_PAD
        };
        let (width, height, ox, oy) = if board.is_xiangqi() {
            let (fo, lb, side) = Layout::xiangqi_margins(c);
            let width = (files - 1) * c + 2 * side;
            let height = caption_h + (ranks - 1) * c + 2 * (fo + lb);
            (width, height, side, caption_h + fo + lb)
        } else {
            let stand = Layout::stand_width(c);
            let width = 2 * SHOGI_PAD + 2 * stand + 2 * SHOGI_GAP + files * c + SHOGI_SIDE_LABELS;
            let height = caption_h + SHOGI_TOP_LABELS + ranks * c + SHOGI_BOTTOM;
            (
                width,
                height,
                SHOGI_PAD + stand + SHOGI_GAP,
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
            ox,
            oy,
        }
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
        crate::sprites::hand_cell(c) + 12
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

    /// Baseline of caption line `i`.
    pub fn caption_baseline(&self, i: u32) -> f32 {
        (CAPTION_PAD + i * CAPTION_LINE) as f32 + CAPTION_SIZE
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
