//! The one gate into a [`Position`]: an unchecked [`Setup`] is validated here.

use std::fmt;

use crate::Color;

use super::attacks::{Bits, FILE, ZONE};
use super::{Piece, Position, Role, Square};

/// An unchecked arrangement: what a FEN or SFEN says, before the rules have looked at it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Setup {
    /// The pieces on the board and their squares.
    pub pieces: Vec<(Square, Piece)>,
    /// How many pieces of each hand role each side holds, in the order of [`Role::HAND`]
    /// (pawn, silver, gold, bishop, rook), sente first.
    pub hands: [[u8; 5]; 2],
    /// The side to move (sente if `None`).
    pub turn: Option<Color>,
    /// Plies since the last capture.
    pub halfmoves: u32,
    /// The full-move number (at least 1).
    pub fullmoves: u32,
}

/// Why a setup is not a Minishogi position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Two pieces on one square.
    Occupied(Square),
    /// A side has no king.
    MissingKing(Color),
    /// A side has more than one king.
    ExtraKing(Color),
    /// More pieces of a kind than the set has (two of each).
    TooMany(Role),
    /// A pawn stands on its owner's last rank, where it could never move.
    DeadPawn(Square),
    /// Two unpromoted pawns of one side on one file.
    Nifu {
        /// Whose pawns.
        color: Color,
        /// The Western file number (1..=5).
        file: u8,
    },
    /// The side that is not to move is in check.
    OpponentInCheck,
}

impl fmt::Display for PositionError {
    /// Terse, for programmers (the value's `Debug`); players read the voice's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for PositionError {}

impl Position {
    /// Validates `setup` as a Minishogi position: one king a side, at most two of each
    /// kind in all, no dead pawn, no nifu, and the side not to move not in check.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        let mut pos = Position::empty();
        for &(sq, piece) in &setup.pieces {
            if pos.piece_at(sq).is_some() {
                return Err(PositionError::Occupied(sq));
            }
            pos.put(sq.index(), piece);
        }
        for color in Color::ALL {
            for role in Role::HAND {
                let n = setup.hands[color.index()][role.index()];
                if n > 0 {
                    pos.add_to_hand(color, role, n);
                }
            }
        }
        pos.set_turn(setup.turn.unwrap_or(Color::SENTE));
        pos.halfmoves = setup.halfmoves;
        pos.fullmoves = setup.fullmoves.max(1);
        for color in Color::ALL {
            match pos.pieces(color, Role::King).count_ones() {
                0 => return Err(PositionError::MissingKing(color)),
                1 => {}
                _ => return Err(PositionError::ExtraKing(color)),
            }
        }
        for role in Role::HAND {
            let mut n = pos.by_role[role.index()].count_ones();
            if let Some(p) = role.promoted() {
                n += pos.by_role[p.index()].count_ones();
            }
            n += u32::from(pos.hands[0][role.index()]) + u32::from(pos.hands[1][role.index()]);
            if n > 2 {
                return Err(PositionError::TooMany(role));
            }
        }
        for color in Color::ALL {
            let pawns = pos.pieces(color, Role::Pawn);
            // The last rank is the promotion zone.
            if let Some(sq) = Bits(pawns & ZONE[color.index()]).next() {
                return Err(PositionError::DeadPawn(Square::ALL[sq]));
            }
            for (f, &file) in FILE.iter().enumerate() {
                if (pawns & file).count_ones() > 1 {
                    return Err(PositionError::Nifu {
                        color,
                        file: 5 - f as u8,
                    });
                }
            }
        }
        if pos.king_attacked(!pos.turn) {
            return Err(PositionError::OpponentInCheck);
        }
        Ok(pos)
    }

    /// The setup of this position.
    pub fn setup(&self) -> Setup {
        Setup {
            pieces: Square::ALL
                .into_iter()
                .filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
                .collect(),
            hands: self.hands,
            turn: Some(self.turn),
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn setups_round_trip_and_are_judged() {
        let pos = Position::new();
        assert_eq!(Position::from_setup(&pos.setup()), Ok(pos.clone()));
        let mut twice = pos.setup();
        twice.pieces.push(twice.pieces[0]);
        let sq = twice.pieces[0].0;
        assert_eq!(
            Position::from_setup(&twice),
            Err(PositionError::Occupied(sq))
        );
        let mut extra = pos.setup();
        extra.hands[0][Role::Gold.index()] = 1;
        assert_eq!(
            Position::from_setup(&extra),
            Err(PositionError::TooMany(Role::Gold))
        );
    }
}
