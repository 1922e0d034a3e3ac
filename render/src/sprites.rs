//! Piece sprites and cell overlays, drawn once per board and style.

use rules::Color;

use crate::fonts::{self, Face};
use crate::geometry::{Board, hand_cell};
use crate::paint::{Paint, Sprite};
use crate::scene::{Kind, Piece, Style};
use crate::theme::{
    BLACK_INK, CHECK, CHECK_RING, DARK_DISC, DISC, DISC_EDGE, FOG, FOG_ALPHA, HIGHLIGHT,
    HIGHLIGHT_ALPHA, LOST, MARKER_BACK, MARKER_RING, MOVE_MARK, RED_INK, SHOGI_EDGE, SHOGI_FACE,
};

/// Every sprite one board and style needs; each is one cell in size.
pub(crate) struct Sprites {
    /// Indexed by [`Sprites::slot`].
    pieces: Vec<Sprite>,
    /// Last-move highlight.
    pub highlight: Sprite,
    /// Corner brackets over a last-move point (drawn above the piece).
    pub move_mark: Sprite,
    /// Check glow, drawn under the piece.
    pub check: Sprite,
    /// An orange ring over a checked general or king (drawn above the piece).
    pub check_ring: Sprite,
    /// A red ring with a crossed badge over the point where a piece of the viewer's was
    /// just taken (fog views).
    pub lost_mark: Sprite,
    /// Fog cover.
    pub fog: Sprite,
    /// Face-down disc.
    pub marker: Sprite,
    /// Shogi: the smaller pieces in hand (in the trays), indexed like `pieces`.
    hand_pieces: Vec<Sprite>,
}

impl Sprites {
    fn slot(p: Piece, upright: bool) -> usize {
        (p.kind as usize * 2 + p.color.index()) * 2 + usize::from(!upright)
    }

    /// The sprite of a piece in a shogi tray ([`hand_cell`] pixels square).
    pub fn hand_piece(&self, p: Piece, upright: bool) -> &Sprite {
        let i = Sprites::slot(p, upright);
        &self.hand_pieces[i.min(self.hand_pieces.len() - 1)]
    }

    /// The sprite of a piece; shogi pieces that are not upright point down the board.
    pub fn piece(&self, p: Piece, upright: bool) -> &Sprite {
        let i = Sprites::slot(p, upright);
        &self.pieces[i.min(self.pieces.len() - 1)]
    }

    pub fn build(board: Board, style: Style) -> Sprites {
        let c = board.cell();
        let kinds: &[Kind] = if board.is_xiangqi() {
            &Kind::XIANGQI
        } else {
            &Kind::SHOGI
        };
        let empty = Paint::new(c, c).to_sprite();
        let slots = Sprites::slot(Piece::new(Color::Black, Kind::Tokin), false) + 1;
        let mut pieces = vec![empty.clone(); slots];
        let hc = hand_cell(c);
        let text = disc_text_size(c, style);
        let mut hand_pieces = vec![Paint::new(hc, hc).to_sprite(); slots];
        for &kind in kinds {
            for color in Color::ALL {
                for upright in [true, false] {
                    let p = Piece::new(color, kind);
                    let turn = |b: Paint| if upright { b } else { b.rotated_180() };
                    let body = if board.is_xiangqi() {
                        disc(c, p, style, text)
                    } else {
                        hand_pieces[Sprites::slot(p, upright)] =
                            with_shadow(&turn(pentagon(hc, p, style)), hc);
                        turn(pentagon(c, p, style))
                    };
                    pieces[Sprites::slot(p, upright)] = with_shadow(&body, c);
                }
            }
        }
        let cf = c as f32;
        let mut highlight = Paint::new(c, c);
        if board.is_xiangqi() {
            let m = (cf * 0.04).round();
            highlight.fill_rect(m, m, cf - m, cf - m, HIGHLIGHT, HIGHLIGHT_ALPHA);
        } else {
            highlight.fill_rect(1.0, 1.0, cf - 1.0, cf - 1.0, HIGHLIGHT, HIGHLIGHT_ALPHA);
        }
        let mut check = Paint::new(c, c);
        check.radial_glow(cf / 2.0, cf / 2.0, cf * 0.72, CHECK, 1.0);
        if board.is_xiangqi() {
            // Points are round: soften the cell's corners.
            let m = (cf * 0.04).round();
            let rr = cf * 0.22;
            let round = move |x: f32, y: f32| {
                let dx = (x - cf / 2.0).abs() - (cf / 2.0 - m - rr);
                let dy = (y - cf / 2.0).abs() - (cf / 2.0 - m - rr);
                let d = (dx.max(0.0).powi(2) + dy.max(0.0).powi(2)).sqrt() + dx.max(dy).min(0.0);
                rr - d + 0.5
            };
            check.mask(round);
            highlight.mask(round);
        }
        // Corner brackets: four L shapes at the cell's corners.
        let mut move_mark = Paint::new(c, c);
        let (t, len, m) = ((cf * 0.07).max(3.0), cf * 0.26, (cf * 0.03).max(1.0));
        for (x, y, dx, dy) in [
            (m, m, 1.0, 1.0),
            (cf - m, m, -1.0, 1.0),
            (m, cf - m, 1.0, -1.0),
            (cf - m, cf - m, -1.0, -1.0),
        ] {
            let (x1, x2) = (x.min(x + dx * len), x.max(x + dx * len));
            let (y1, y2) = (y.min(y + dy * t), y.max(y + dy * t));
            move_mark.fill_rect(x1, y1, x2, y2, MOVE_MARK, 1.0);
            let (x1, x2) = (x.min(x + dx * t), x.max(x + dx * t));
            let (y1, y2) = (y.min(y + dy * len), y.max(y + dy * len));
            move_mark.fill_rect(x1, y1, x2, y2, MOVE_MARK, 1.0);
        }
        let mut check_ring = Paint::new(c, c);
        check_ring.stroke_circle(
            cf / 2.0,
            cf / 2.0,
            cf * 0.43,
            (cf * 0.08).max(3.0),
            CHECK_RING,
            1.0,
        );
        // A red ring round the point, with a cross on a badge at its corner: the piece
        // that took stands readable inside (the check ring is orange and never drawn in a
        // fog view, and the cross tells the two apart without their colours).
        let mut lost_mark = Paint::new(c, c);
        lost_mark.stroke_circle(
            cf / 2.0,
            cf / 2.0,
            cf * 0.46,
            (cf * 0.06).max(3.0),
            LOST,
            1.0,
        );
        let (bx, by, br) = (cf * 0.82, cf * 0.18, cf * 0.17);
        lost_mark.fill_circle(bx, by, br, LOST, 1.0);
        let (arm, t) = (br * 0.5, (cf * 0.045).max(2.0));
        lost_mark.line(bx - arm, by - arm, bx + arm, by + arm, t, DISC);
        lost_mark.line(bx + arm, by - arm, bx - arm, by + arm, t, DISC);
        let mut fog = Paint::new(c, c);
        fog.fill_rect(0.0, 0.0, cf, cf, FOG, FOG_ALPHA);
        let mut marker = Paint::new(c, c);
        let r = cf * 0.44;
        marker.fill_circle(cf / 2.0, cf / 2.0, r, MARKER_BACK, 1.0);
        marker.stroke_circle(cf / 2.0, cf / 2.0, r * 0.74, 2.0, MARKER_RING, 1.0);
        marker.stroke_circle(cf / 2.0, cf / 2.0, r * 0.4, 2.0, MARKER_RING, 0.7);
        let marker = with_shadow(&marker, c);
        Sprites {
            pieces,
            hand_pieces,
            highlight: highlight.to_sprite(),
            move_mark: move_mark.to_sprite(),
            check_ring: check_ring.to_sprite(),
            check: check.to_sprite(),
            lost_mark: lost_mark.to_sprite(),
            fog: fog.to_sprite(),
            marker,
        }
    }
}

fn ink(color: Color) -> [u8; 3] {
    match color {
        Color::Red => RED_INK,
        Color::Black => BLACK_INK,
    }
}

fn with_shadow(body: &Paint, c: u32) -> Sprite {
    let off = (c / 30).max(1) as i32;
    let mut s = body.shadow(off / 2, off, 0.38);
    s.over(body);
    s.to_sprite()
}

/// A xiangqi disc's centre and radius, and its inked ring's radius and width.
fn disc_geometry(c: u32) -> ((f32, f32), f32, f32, f32) {
    let cf = c as f32;
    let r = cf * 0.445;
    ((cf / 2.0, cf / 2.0 - 0.5), r, r * 0.8, (cf / 40.0).max(1.5))
}

/// The room inside a disc's ring for its character or letter: the ring's inner edge less
/// a pixel and a half.
pub(crate) fn disc_text_room(c: u32) -> f32 {
    let (_, _, ring, ring_w) = disc_geometry(c);
    ring - ring_w / 2.0 - 1.5
}

/// The size of the characters (or letters) on the discs of cell `c`: as large as the ring
/// allows for the largest of them, the same for all. A character's box may reach a little
/// beyond the circle at its corners, which hold little ink; a letter's (E, H) may not.
pub(crate) fn disc_text_size(c: u32, style: Style) -> f32 {
    let room = disc_text_room(c);
    match style {
        Style::Traditional => {
            let chars: Vec<String> = Kind::XIANGQI
                .iter()
                .flat_map(|k| Color::ALL.map(|color| k.character(color).to_string()))
                .collect();
            let texts: Vec<&str> = chars.iter().map(String::as_str).collect();
            fonts::size_in_circle(Face::Serif, &texts, room, DISC_CHARACTER_CORNERS)
        }
        Style::Western => {
            let texts: Vec<&str> = Kind::XIANGQI.iter().map(|k| k.letters()).collect();
            fonts::size_in_circle(Face::Sans, &texts, room, DISC_LETTER_CORNERS)
        }
    }
}

/// How far beyond the ring's inner circle a character's box may reach at its corners.
pub(crate) const DISC_CHARACTER_CORNERS: f32 = 1.08;
/// A letter's box stays a little inside the ring: its corners are inked (E, H, R).
const DISC_LETTER_CORNERS: f32 = 0.94;

/// A xiangqi disc: bevelled face, an inked ring, the character or letter. Traditional:
/// both sides on light wood, told apart by the characters and their red or black ink.
/// Western: Red's discs light with red ink, Black's dark with light letters and ring, so
/// that the sides differ in lightness too (in greyscale and for colour-blind eyes).
fn disc(c: u32, p: Piece, style: Style, text_size: f32) -> Paint {
    let ((cx, cy), r, ring, ring_w) = disc_geometry(c);
    let (face, edge, ink) = match (style, p.color) {
        (Style::Western, Color::Black) => (DARK_DISC, BLACK_INK, DISC),
        (_, color) => (DISC, DISC_EDGE, ink(color)),
    };
    let mut d = Paint::new(c, c);
    d.fill_circle(cx, cy, r, edge, 1.0);
    d.fill_circle(cx, cy - 0.5, r - 2.5, face, 1.0);
    d.stroke_circle(cx, cy, ring, ring_w, ink, 1.0);
    match style {
        Style::Traditional => {
            let ch = p.kind.character(p.color).to_string();
            fonts::draw_centered(&mut d, Face::Serif, text_size, &ch, cx, cy, ink);
        }
        Style::Western => {
            fonts::draw_centered(&mut d, Face::Sans, text_size, p.kind.letters(), cx, cy, ink);
        }
    }
    d
}

/// The face of a shogi piece's character: the sans for the kings, whose 玉 (sente's) and
/// 王 (gote's) differ by a dot, and the Ming serif ends 王's lowest stroke in a triangle
/// just where 玉 has it — at phone size the two read alike; the serif for the rest.
fn king_face(kind: Kind) -> Face {
    if kind == Kind::King {
        Face::Sans
    } else {
        Face::Serif
    }
}

/// A shogi piece: the pentagon points at the opponent; kings are largest, pawns smallest.
fn pentagon(c: u32, p: Piece, style: Style) -> Paint {
    let cf = c as f32;
    let scale = match p.kind {
        Kind::King => 1.0,
        Kind::Rook | Kind::Bishop | Kind::Dragon | Kind::DragonHorse => 0.96,
        Kind::Gold | Kind::Silver | Kind::PromotedSilver => 0.92,
        _ => 0.88,
    };
    let (h, w) = (cf * 0.86 * scale, cf * 0.74 * scale);
    let (cx, cy) = (cf / 2.0, cf / 2.0 + cf * 0.02);
    let top = cy - h / 2.0;
    let bottom = cy + h / 2.0;
    let pts = [
        (cx, top),
        (cx + w * 0.40, top + h * 0.2),
        (cx + w / 2.0, bottom),
        (cx - w / 2.0, bottom),
        (cx - w * 0.40, top + h * 0.2),
    ];
    let mut d = Paint::new(c, c);
    d.fill_convex(&pts, SHOGI_EDGE, 1.0);
    let inset = 1.8;
    let inner = [
        (cx, top + inset * 1.4),
        (cx + w * 0.40 - inset, top + h * 0.2 + inset * 0.4),
        (cx + w / 2.0 - inset, bottom - inset),
        (cx - w / 2.0 + inset, bottom - inset),
        (cx - w * 0.40 + inset, top + h * 0.2 + inset * 0.4),
    ];
    d.fill_convex(&inner, SHOGI_FACE, 1.0);
    let color = if p.kind.is_promoted() {
        RED_INK
    } else {
        BLACK_INK
    };
    let text_cy = cy + h * 0.06;
    match style {
        Style::Traditional => {
            let ch = p.kind.character(p.color).to_string();
            fonts::draw_centered(&mut d, king_face(p.kind), w * 0.9, &ch, cx, text_cy, color);
        }
        Style::Western => {
            // The letters turn with the piece, as the kanji do: a gote piece reads upside
            // down, so its owner shows at a glance.
            let letters = p.kind.letters();
            let size = if letters.len() > 1 { w * 0.6 } else { w * 0.8 };
            fonts::draw_centered(&mut d, Face::Sans, size, letters, cx, text_cy, color);
        }
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The discs' characters and letters are as large as the ring allows: the largest of
    /// them reaches the ring (its box's half-diagonal within a few percent of the room, its
    /// bounds rounded out to whole pixels), and a character's ink is more than half the
    /// disc's diameter tall.
    #[test]
    fn disc_characters_are_as_large_as_the_ring_allows() {
        for board in [Board::Mini, Board::Xiangqi] {
            let c = board.cell();
            let room = disc_text_room(c);
            let (_, r, _, _) = disc_geometry(c);
            for style in Style::ALL {
                let size = disc_text_size(c, style);
                let (face, corners, texts): (_, _, Vec<String>) = match style {
                    Style::Traditional => (
                        Face::Serif,
                        DISC_CHARACTER_CORNERS,
                        Kind::XIANGQI
                            .iter()
                            .flat_map(|k| Color::ALL.map(|c| k.character(c).to_string()))
                            .collect(),
                    ),
                    Style::Western => (
                        Face::Sans,
                        DISC_LETTER_CORNERS,
                        Kind::XIANGQI
                            .iter()
                            .map(|k| k.letters().to_string())
                            .collect(),
                    ),
                };
                let inks: Vec<fonts::Ink> = texts
                    .iter()
                    .map(|t| fonts::measure(face, size, t))
                    .collect();
                let largest = inks
                    .iter()
                    .map(|i| (i.max_x - i.min_x).hypot(i.max_y - i.min_y) / 2.0)
                    .fold(0.0, f32::max);
                assert!(
                    largest >= 0.97 * room * corners && largest <= 1.1 * room * corners,
                    "{board:?} {style:?}: {largest} against {room}"
                );
                let tallest = inks.iter().map(|i| i.max_y - i.min_y).fold(0.0, f32::max);
                if style == Style::Traditional {
                    assert!(tallest > r, "{board:?}: {tallest} px of a {r} px radius");
                }
            }
        }
    }

    /// The kings are set in the sans face (see [`king_face`]: the serif's 王 has a
    /// dot-like stroke end where 玉 has its dot), the rest in the serif.
    #[test]
    fn the_kings_are_set_in_the_sans() {
        assert_eq!(king_face(Kind::King), Face::Sans);
        assert_eq!(king_face(Kind::Gold), Face::Serif);
        for c in ['玉', '王'] {
            assert!(fonts::has_glyph(Face::Sans, c), "{c}");
        }
    }
}
