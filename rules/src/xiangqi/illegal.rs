//! Why a move a player named is not legal: the specific rule it breaks.

use std::fmt;

use super::piece::Role;
use super::position::{Move, Position};
use super::square::Square;

/// The rule a move breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// No piece stands on the origin.
    EmptySquare(Square),
    /// The piece on the origin belongs to the side not to move.
    NotYourPiece(Square),
    /// The destination is off the board.
    OffBoard,
    /// An own piece stands on the destination.
    OwnPiece(Square, Role),
    /// The piece does not move that way at all.
    Shape(Role),
    /// A chariot's or cannon's path is blocked.
    PathBlocked(Square),
    /// A cannon tried to capture without a screen.
    NoScreen,
    /// A cannon tried to capture over more than one piece.
    TooManyScreens(u8),
    /// The horse's leg is occupied.
    HorseLeg(Square),
    /// The elephant's eye is occupied.
    ElephantEye(Square),
    /// An elephant may not cross the river.
    River,
    /// Generals and advisors stay in the palace.
    Palace(Role),
    /// A soldier moves sideways only after crossing the river.
    NotCrossed,
    /// Soldiers never move back.
    Backward,
    /// The move would leave or put the own general in check.
    LeavesGeneralAttacked,
    /// The move would leave the two generals facing on an open file.
    GeneralsFace,
}

impl fmt::Display for Illegal {
    /// Terse, for programmers (the value's `Debug`); players read the voice's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for Illegal {}

impl Position {
    /// Why the side to move may not move from `from` to `to`; `None` if it may.
    pub fn why_illegal(&self, from: Square, to: Square) -> Option<Illegal> {
        let Some(piece) = self.piece_at(from).filter(|_| self.geo.contains(from)) else {
            return Some(Illegal::EmptySquare(from));
        };
        if piece.color != self.turn {
            return Some(Illegal::NotYourPiece(from));
        }
        if !self.geo.contains(to) {
            return Some(Illegal::OffBoard);
        }
        if let Some(p) = self.piece_at(to)
            && p.color == piece.color
        {
            return Some(Illegal::OwnPiece(to, p.role));
        }
        if let Some(reason) = self.pseudo_illegal(piece.role, from, to) {
            return Some(reason);
        }
        let m = Move::new(from, to);
        if self.is_legal(m) {
            return None;
        }
        let mut after = self.clone();
        after.make(m);
        let (a, b) = (after.generals[0], after.generals[1]);
        if let (Some(a), Some(b)) = (a, b)
            && a.file() == b.file()
            && after.between(a, b).is_empty()
        {
            return Some(Illegal::GeneralsFace);
        }
        Some(Illegal::LeavesGeneralAttacked)
    }

    /// The occupied points strictly between `a` and `b` on one line.
    pub(crate) fn between(&self, a: Square, b: Square) -> Vec<Square> {
        let (df, dr) = (
            (b.file() as i16 - a.file() as i16).signum(),
            (b.rank() as i16 - a.rank() as i16).signum(),
        );
        let mut out = Vec::new();
        let (mut f, mut r) = (a.file() as i16 + df, a.rank() as i16 + dr);
        while (f, r) != (b.file() as i16, b.rank() as i16) {
            let sq = Square::from_coords(f as u8, r as u8);
            if self.piece_at(sq).is_some() {
                out.push(sq);
            }
            f += df;
            r += dr;
        }
        out
    }

    fn pseudo_illegal(&self, role: Role, from: Square, to: Square) -> Option<Illegal> {
        let color = self.piece_at(from)?.color;
        let df = to.file() as i16 - from.file() as i16;
        let dr = to.rank() as i16 - from.rank() as i16;
        let (adf, adr) = (df.abs(), dr.abs());
        let at = |df: i16, dr: i16| {
            Square::from_coords(
                (from.file() as i16 + df) as u8,
                (from.rank() as i16 + dr) as u8,
            )
        };
        match role {
            Role::General | Role::Advisor => {
                let step = if role == Role::General {
                    (adf + adr, adf * adr) == (1, 0)
                } else {
                    (adf, adr) == (1, 1)
                };
                if !step {
                    return Some(Illegal::Shape(role));
                }
                if !self.geo.in_palace(color, to) {
                    return Some(Illegal::Palace(role));
                }
            }
            Role::Elephant => {
                if (adf, adr) != (2, 2) {
                    return Some(Illegal::Shape(role));
                }
                if !self.geo.on_own_half(color, to) {
                    return Some(Illegal::River);
                }
                let eye = at(df / 2, dr / 2);
                if self.piece_at(eye).is_some() {
                    return Some(Illegal::ElephantEye(eye));
                }
            }
            Role::Horse => {
                let leg = match (adf, adr) {
                    (1, 2) => at(0, dr / 2),
                    (2, 1) => at(df / 2, 0),
                    _ => return Some(Illegal::Shape(role)),
                };
                if self.piece_at(leg).is_some() {
                    return Some(Illegal::HorseLeg(leg));
                }
            }
            Role::Chariot | Role::Cannon => {
                if df != 0 && dr != 0 || (df, dr) == (0, 0) {
                    return Some(Illegal::Shape(role));
                }
                let between = self.between(from, to);
                let capture = self.piece_at(to).is_some();
                if role == Role::Chariot || !capture {
                    if let Some(&first) = between.first() {
                        return Some(Illegal::PathBlocked(first));
                    }
                } else if between.is_empty() {
                    return Some(Illegal::NoScreen);
                } else if between.len() > 1 {
                    return Some(Illegal::TooManyScreens(between.len() as u8));
                }
            }
            Role::Soldier => {
                let fwd = match color {
                    crate::Color::Red => 1,
                    crate::Color::Black => -1,
                };
                match (df, dr) {
                    (0, d) if d == fwd => {}
                    (0, d) if d == -fwd => return Some(Illegal::Backward),
                    (1 | -1, 0) => {
                        if !self.geo.soldier_crossed(color, from) {
                            return Some(Illegal::NotCrossed);
                        }
                    }
                    _ => return Some(Illegal::Shape(role)),
                }
            }
        }
        None
    }
}
