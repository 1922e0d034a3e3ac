//! Piece sprites and cell overlays, drawn once per board and style.

use rules::Color;

use crate::fonts::{self, Face};
use crate::geometry::{Board, hand_cell};
use crate::paint::{Paint, Sprite};
use crate::scene::{Kind, Piece, Style};
use crate::theme::{
    BLACK_INK, CHECK, CHECK_RING, DISC, DISC_EDGE, FOG, FOG_ALPHA, HIGHLIGHT, HIGHLIGHT_ALPHA,
    MARKER_BACK, MARKER_RING, MOVE_MARK, RED_INK, SHOGI_EDGE, SHOGI_FACE,
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
    /// Fog cover.
    pub fog: Sprite,
    /// Face-down disc.
    pub marker: Sprite,
    /// Shogi: the smaller pieces of the stands, indexed like `pieces`.
    hand_pieces: Vec<Sprite>,
}

impl Sprites {
    fn slot(p: Piece, upright: bool) -> usize {
        (p.kind as usize * 2 + p.color.index()) * 2 + usize::from(!upright)
    }

    /// The sprite of a piece in a shogi stand ([`hand_cell`] pixels square).
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
        let mut hand_pieces = vec![Paint::new(hc, hc).to_sprite(); slots];
        for &kind in kinds {
            for color in Color::ALL {
                for upright in [true, false] {
                    let p = Piece::new(color, kind);
                    let turn = |b: Paint| if upright { b } else { b.rotated_180() };
                    let body = if board.is_xiangqi() {
                        disc(c, p, style)
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

/// A xiangqi disc: bevelled wooden face, an inked ring, the character or letter.
fn disc(c: u32, p: Piece, style: Style) -> Paint {
    let cf = c as f32;
    let (cx, cy, r) = (cf / 2.0, cf / 2.0 - 0.5, cf * 0.445);
    let mut d = Paint::new(c, c);
    d.fill_circle(cx, cy, r, DISC_EDGE, 1.0);
    d.fill_circle(cx, cy - 0.5, r - 2.5, DISC, 1.0);
    let ink = ink(p.color);
    d.stroke_circle(cx, cy, r * 0.8, (cf / 40.0).max(1.5), ink, 1.0);
    match style {
        Style::Traditional => {
            let ch = p.kind.character(p.color).to_string();
            fonts::draw_centered(&mut d, Face::Serif, r * 1.12, &ch, cx, cy, ink);
        }
        Style::Western => {
            fonts::draw_centered(&mut d, Face::Sans, r * 0.98, p.kind.letters(), cx, cy, ink);
        }
    }
    d
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
            fonts::draw_centered(&mut d, Face::Serif, w * 0.78, &ch, cx, text_cy, color);
        }
        Style::Western => {
            // The letters turn with the piece, as the kanji do: a gote piece reads upside
            // down, so its owner shows at a glance.
            let letters = p.kind.letters();
            let size = if letters.len() > 1 { w * 0.56 } else { w * 0.7 };
            fonts::draw_centered(&mut d, Face::Sans, size, letters, cx, text_cy, color);
        }
    }
    d
}
