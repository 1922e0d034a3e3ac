//! WXF notation output, identical to Fairy-Stockfish's `NOTATION_XIANGQI_WXF`.
//!
//! `<piece><origin><op><dest>`: files count from the mover's right; `+` forward, `-`
//! backward, `=` sideways; the destination is a rank count for a move along the file and
//! a file otherwise. Two pieces of a type on one file write `+`/`-` (front/rear) for the
//! origin when the twin could make the same displacement; three or more soldiers on a
//! file, or two files with two or more each, replace the letter by the soldier's place
//! counted from the front.

use super::piece::{Piece, Role};
use super::position::{Move, Position};
use super::square::Square;
use crate::Color;

impl Position {
    /// The WXF file number (1..=width) of `file` for `color`: counted from its own right.
    pub fn wxf_file(&self, color: Color, file: u8) -> u8 {
        match color {
            Color::Red => self.geo.width - file,
            Color::Black => file + 1,
        }
    }

    /// The board file of WXF file number `n` for `color`, if on the board.
    pub fn file_of_wxf(&self, color: Color, n: u8) -> Option<u8> {
        if n == 0 || n > self.geo.width {
            return None;
        }
        Some(match color {
            Color::Red => self.geo.width - n,
            Color::Black => n - 1,
        })
    }

    /// Whether `a` is in front of `b` from `color`'s side.
    pub(crate) fn is_ahead(color: Color, a: Square, b: Square) -> bool {
        match color {
            Color::Red => a.rank() > b.rank(),
            Color::Black => a.rank() < b.rank(),
        }
    }

    /// `color`'s pieces of `role` on `file`, front first.
    pub(crate) fn file_pieces(&self, color: Color, role: Role, file: u8) -> Vec<Square> {
        let mut v: Vec<Square> = self
            .pieces(color)
            .filter(|&(sq, p)| p.role == role && sq.file() == file)
            .map(|(sq, _)| sq)
            .collect();
        v.sort_by_key(|&sq| match color {
            Color::Red => -(sq.rank() as i16),
            Color::Black => sq.rank() as i16,
        });
        v
    }

    /// Whether two or more files hold two or more of `color`'s pieces of `role`.
    pub(crate) fn multi_tandem(&self, color: Color, role: Role) -> bool {
        let mut per_file = [0u8; 9];
        for (sq, p) in self.pieces(color) {
            if p.role == role {
                per_file[sq.file() as usize] += 1;
            }
        }
        per_file.iter().filter(|&&n| n >= 2).count() >= 2
    }

    /// Whether a piece of `color` and `role` may stand on `sq` at all (its area).
    pub(crate) fn in_area(&self, piece: Piece, sq: Square) -> bool {
        if !self.geo.contains(sq) {
            return false;
        }
        match piece.role {
            Role::General | Role::Advisor => self.geo.in_palace(piece.color, sq),
            Role::Elephant => self.geo.on_own_half(piece.color, sq),
            _ => true,
        }
    }

    /// The canonical WXF of `m`, a move of the side to move.
    ///
    /// ```
    /// use rules::{Variant, xiangqi::Position};
    /// let pos = Position::new(Variant::Xiangqi).unwrap();
    /// let m = "h1g3".parse().unwrap();
    /// assert_eq!(pos.notation(m), "H2+3");
    /// ```
    pub fn notation(&self, m: Move) -> String {
        let Some(piece) = self.piece_at(m.from) else {
            return m.to_string();
        };
        let us = piece.color;
        let (from, to) = (m.from, m.to);
        let on_file = self.file_pieces(us, piece.role, from.file());
        let multi = self.multi_tandem(us, piece.role);
        let mut out = String::with_capacity(4);
        let threshold = if multi { 2 } else { 3 };
        if on_file.len() >= threshold {
            let place = on_file.iter().position(|&s| s == from).unwrap_or(0) + 1;
            out.push_str(&place.to_string());
        } else {
            out.push(piece.role.wxf_char());
        }
        // Origin: `+`/`-` when exactly two share the file and the twin could make the same
        // displacement inside its area; the file number otherwise.
        let mut by_rank = false;
        if on_file.len() == 2 && !multi {
            let other = if on_file[0] == from {
                on_file[1]
            } else {
                on_file[0]
            };
            let df = to.file() as i16 - from.file() as i16;
            let dr = to.rank() as i16 - from.rank() as i16;
            let (of, or) = (other.file() as i16 + df, other.rank() as i16 + dr);
            by_rank = (0..self.geo.width as i16).contains(&of)
                && (0..self.geo.height as i16).contains(&or)
                && self.in_area(piece, Square::from_coords(of as u8, or as u8));
        }
        if by_rank {
            out.push(if on_file[0] == from { '+' } else { '-' });
        } else {
            out.push_str(&self.wxf_file(us, from.file()).to_string());
        }
        out.push(if from.rank() == to.rank() {
            '='
        } else if Position::is_ahead(us, to, from) {
            '+'
        } else {
            '-'
        });
        if from.file() == to.file() {
            out.push_str(&from.rank().abs_diff(to.rank()).to_string());
        } else {
            out.push_str(&self.wxf_file(us, to.file()).to_string());
        }
        out
    }
}
