//! Where everything goes: picture size, the caption band, points, squares and trays.

use std::sync::OnceLock;

use rules::{Color, Variant};

use crate::fonts::{self, Face};
use crate::paint::Paint;
use crate::theme::CAPTION_BG;

/// Which of the three drawn boards a variant uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Board {
    /// 7×7 xiangqi board without river (Mini Xiangqi and its dark variant).
    Mini,
    /// 9×10 xiangqi board with river.
    Xiangqi,
    /// 5×5 shogi board with a tray of pieces in hand above and below.
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
            Board::Shogi => 90,
        }
    }

    /// Whether pieces stand on intersections.
    pub fn is_xiangqi(self) -> bool {
        !matches!(self, Board::Shogi)
    }
}

/// The size of a xiangqi board's labels (file numbers, rank numbers, file letters) on a
/// board of cell `c`: large enough to read at the 400 px Discord shows on a phone (tests
/// measure each kind there): 0.45 of a cell, but at least 28.5 px, which Xiangqi's small
/// cells on a wide picture need for its digits to stand 10 px tall there.
pub(crate) fn xiangqi_label_size(c: u32) -> f32 {
    (c as f32 * 0.45).max(28.5)
}

/// The ranks' labels of a xiangqi board, 1 to 10 from Red's side as the coordinates a
/// player types (`h2e2`) count them, and its files' letters from Red's left.
pub(crate) fn xiangqi_coordinates(board: Board) -> (Vec<String>, Vec<char>) {
    let (files, ranks) = board.dims();
    (
        (1..=ranks).map(|r| r.to_string()).collect(),
        ('a'..).take(files as usize).collect(),
    )
}

/// Space between the frame and the rank numbers left of it, and left of the widest one.
pub(crate) const RANK_GAP: u32 = 5;
const RANK_PAD: u32 = 4;

/// The room around a xiangqi board's outer lines, in pixels.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct XiangqiMargins {
    /// From the outer lines to the frame's outer edge.
    pub frame: u32,
    /// The band of WXF file numbers above and below the frame.
    pub numbers: u32,
    /// The band of file letters below the bottom numbers.
    pub letters: u32,
    /// From the left outer line to the picture's edge: the frame, the rank numbers.
    pub left: u32,
    /// From the right outer line to the picture's edge.
    pub right: u32,
}

impl XiangqiMargins {
    /// The margins of `board` (a xiangqi board): the right one is the frame and a strip of
    /// wood; the left one also holds the rank numbers, right-aligned a little off the frame;
    /// the letters' band holds the letters' ink (ascenders to descenders) and some air.
    pub fn of(board: Board) -> XiangqiMargins {
        // Measured once per board: the labels' ink took 0.3 ms of every picture when it
        // was measured for each layout (`palace bench`, board PNG p50 0.9 → 1.2 ms).
        static MARGINS: [OnceLock<XiangqiMargins>; 2] = [OnceLock::new(), OnceLock::new()];
        let slot = if board == Board::Mini { 0 } else { 1 };
        *MARGINS[slot].get_or_init(|| XiangqiMargins::measure(board))
    }

    fn measure(board: Board) -> XiangqiMargins {
        let c = board.cell();
        let frame = (c as f32 * 0.56).round() as u32;
        let right = frame + (c as f32 * 0.16).round() as u32;
        let size = xiangqi_label_size(c);
        let (ranks, letters) = xiangqi_coordinates(board);
        let widest = ranks
            .iter()
            .map(|r| {
                let ink = fonts::measure(Face::Sans, size, r);
                (ink.max_x - ink.min_x).ceil() as u32
            })
            .max()
            .unwrap_or(0);
        let letters: String = letters.into_iter().collect();
        let ink = fonts::measure(Face::Sans, size, &letters);
        XiangqiMargins {
            frame,
            numbers: (c as f32 * 0.5).round() as u32,
            letters: (ink.max_y - ink.min_y).ceil() as u32 + (c as f32 * 0.16).round() as u32,
            left: right.max(frame + RANK_GAP + widest + RANK_PAD),
            right,
        }
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

/// The lines a caption band holds: a caption of one line gets the room of two, so that
/// a game's pictures keep one height when a caption wraps on one ply and not the next.
pub(crate) const CAPTION_LINES: u32 = 2;

/// The lines of the band for a caption of `lines` lines: none, or [`CAPTION_LINES`].
pub(crate) fn caption_band(lines: u32) -> u32 {
    if lines == 0 { 0 } else { CAPTION_LINES }
}

/// Shogi: outer padding, the bands of file numbers (above the board) and rank letters
/// (right of it), the space above the top tray and between the board and the bottom one.
const SHOGI_PAD: u32 = 12;
const SHOGI_TOP_LABELS: u32 = 40;
const SHOGI_SIDE_LABELS: u32 = 36;
const SHOGI_TRAY_GAP: u32 = 10;
/// How far the board's kaya wood reaches beyond the grid (the trays line up with it).
pub(crate) const KAYA_MARGIN: u32 = 5;

/// The height of the ▲/△ mark at the start of a tray.
pub(crate) const STAND_MARK: f32 = 22.0;
/// A tray's rim, and the room of its mark.
pub(crate) const TRAY_RIM: f32 = 3.0;
const TRAY_MARK_W: f32 = 36.0;
/// The size of the counts beside pieces in hand: their digits stand 14 px tall at the
/// 400 px a phone shows (a test measures them there; digits are 0.506 of the size).
pub(crate) const HAND_COUNT_SIZE: f32 = 38.0;
/// The room of a count, right of its piece.
const TRAY_COUNT_W: f32 = 24.0;

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
    /// The layout of `board` seen from `orientation`, with a caption band when
    /// `caption_lines` is not 0 (always [`CAPTION_LINES`] lines tall, see [`caption_band`]).
    pub fn new(board: Board, orientation: Color, caption_lines: u32) -> Layout {
        let (files, ranks) = board.dims();
        let c = board.cell();
        let width = Layout::width_of(board);
        let caption_size =
            (CAPTION_CAP_AT_PHONE * width as f32 / 400.0 / CAP_PER_SIZE).ceil() as u32;
        let caption_h = match caption_band(caption_lines) {
            0 => 0,
            lines => lines * Layout::caption_line(caption_size) + 2 * CAPTION_PAD,
        };
        let (height, ox, oy) = if board.is_xiangqi() {
            let m = XiangqiMargins::of(board);
            let height = caption_h + (ranks - 1) * c + 2 * (m.frame + m.numbers) + m.letters;
            (height, m.left, caption_h + m.frame + m.numbers)
        } else {
            // Caption, the top player's tray, file numbers, the board, the bottom player's
            // tray: the trays take height, not width, so the board gets the picture's width.
            let oy = caption_h + SHOGI_TRAY_GAP + Layout::tray_height(c) + SHOGI_TOP_LABELS;
            let height = oy + ranks * c + SHOGI_TRAY_GAP + Layout::tray_height(c) + SHOGI_PAD;
            (height, SHOGI_PAD, oy)
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
            let m = XiangqiMargins::of(board);
            (files - 1) * c + m.left + m.right
        } else {
            2 * SHOGI_PAD + files * c + SHOGI_SIDE_LABELS
        }
    }

    /// The height of one caption line. The size is the font's ascent-to-descent height,
    /// 1.448 em, of which Latin and CJK ink take about 0.93 em: lines 0.9 of the size
    /// (1.3 em) apart keep about a third of an em between two lines' ink.
    fn caption_line(size: u32) -> u32 {
        (size as f32 * 0.9).round() as u32
    }

    /// A tray holds one row of pieces a little smaller than the board's inside its rim.
    fn tray_height(c: u32) -> u32 {
        hand_cell(c) + 2 * TRAY_RIM as u32 + 2
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

    /// Shogi: the band a tray lies in, as wide as the board's wood: `k` 0 for the bottom
    /// player's (below the board), 1 for the top player's (above the file numbers).
    pub fn tray_band(&self, k: usize) -> Rect {
        let h = Layout::tray_height(self.cell);
        let y = if k == 0 {
            self.oy + self.ranks * self.cell + SHOGI_TRAY_GAP
        } else {
            self.oy - SHOGI_TOP_LABELS - h
        };
        Rect {
            x: self.ox - KAYA_MARGIN,
            y,
            w: self.files * self.cell + 2 * KAYA_MARGIN,
            h,
        }
    }

    /// Shogi: tray `k` holding `kinds` kinds of pieces. A tray is only as long as its hand
    /// needs (an empty one holds just its mark) and lies at its player's right, as a piece
    /// stand does: the bottom player's ends at the board's right edge, the top player's
    /// starts at its left. Both read from the left: the ▲ (sente) or △ (gote) mark, then
    /// each kind with the room for its count to its right.
    pub fn tray(&self, k: usize, kinds: usize) -> Tray {
        let band = self.tray_band(k);
        let hc = hand_cell(self.cell) as f32;
        // The widest pentagon in hand (rook, bishop) is 0.71 of the sprite: a little room
        // between neighbours.
        let piece_w = (hc * 0.76).round();
        let slot_w = piece_w + TRAY_COUNT_W;
        let len = (2.0 * TRAY_RIM + TRAY_MARK_W + kinds as f32 * slot_w + 4.0)
            .min(band.w as f32)
            .round() as u32;
        let x = if k == 0 {
            band.x + band.w - len
        } else {
            band.x
        };
        let rect = Rect {
            x,
            y: band.y,
            w: len,
            h: band.h,
        };
        let cy = rect.y as f32 + rect.h as f32 / 2.0;
        let first = x as f32 + TRAY_RIM + TRAY_MARK_W;
        let slots = (0..kinds)
            .map(|n| {
                let left = first + n as f32 * slot_w;
                let piece = (
                    (left + (piece_w - hc) / 2.0).round() as i32,
                    (rect.y as f32 + TRAY_RIM + 1.0) as i32,
                );
                // The count hugs its piece; the space after it parts it from the next.
                (piece, (left + piece_w + TRAY_COUNT_W / 2.0 - 4.0, cy))
            })
            .collect();
        Tray {
            rect,
            mark: (x as f32 + TRAY_RIM + TRAY_MARK_W / 2.0, cy),
            slots,
        }
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

/// The side of a piece in hand's sprite for a board of cell `c`: 0.8 of a board piece's,
/// so that the trays take less of the picture's height (a test holds it above 2/3).
pub(crate) fn hand_cell(c: u32) -> u32 {
    (c as f32 * 0.8).round() as u32
}

/// Where a Minishogi tray and what it holds go, in picture pixels.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Tray {
    /// The tray, rim included.
    pub rect: Rect,
    /// The centre of its ▲/△ mark.
    pub mark: (f32, f32),
    /// For each kind held: the top-left corner of its piece sprite and the centre of its
    /// count.
    pub slots: Vec<((i32, i32), (f32, f32))>,
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
        // Turned half round the board's centre (the picture's labels are not symmetric).
        let (sx, sy) = (2 * red.ox + 8 * red.cell, 2 * red.oy + 9 * red.cell);
        assert_eq!((black.ox, black.oy), (red.ox, red.oy));
        for i in 0..90 {
            let (r, b) = (red.cell_rect(i), black.cell_rect(i));
            assert_eq!((b.x + b.w, b.y + b.h), (sx - r.x, sy - r.y));
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
