//! The one gate into a [`Position`]: an unchecked [`Setup`] is validated here.

use std::fmt;

use super::piece::{Piece, Role};
use super::position::Position;
use super::square::Square;
use crate::{Color, Variant, WrongVariant};

/// Whether [`Position`] plays `variant`: Mini Xiangqi and Xiangqi (Dark Mini Xiangqi is
/// [`crate::dark::Position`]'s).
pub(crate) fn check_variant(variant: Variant) -> Result<(), WrongVariant> {
    const PLAYS: &[Variant] = &[Variant::MiniXiangqi, Variant::Xiangqi];
    if PLAYS.contains(&variant) {
        Ok(())
    } else {
        Err(WrongVariant {
            given: variant,
            family: "xiangqi::Position",
            plays: PLAYS,
        })
    }
}

/// An unchecked arrangement: what a FEN says, before the rules have looked at it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Setup {
    /// The pieces and their points.
    pub pieces: Vec<(Square, Piece)>,
    /// The side to move (Red if `None`).
    pub turn: Option<Color>,
    /// Plies since the last capture.
    pub halfmoves: u32,
    /// The full-move number (at least 1).
    pub fullmoves: u32,
}

/// Why a setup is not a position of its variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The variant is not played by this position type.
    WrongVariant(WrongVariant),
    /// A point is not on this variant's board.
    OffBoard(Square),
    /// Two pieces on one point.
    Occupied(Square),
    /// A side has no general.
    MissingGeneral(Color),
    /// A side has more than one general.
    TwoGenerals(Color),
    /// A general stands outside its palace.
    GeneralOutsidePalace(Color, Square),
    /// An advisor stands outside its palace.
    AdvisorOutsidePalace(Color, Square),
    /// An elephant stands across the river.
    ElephantAcrossRiver(Color, Square),
    /// A piece the variant does not have (advisors and elephants in Mini Xiangqi).
    NotInVariant(Role, Variant),
    /// More pieces than a side can have.
    TooManyPieces(Color, usize),
    /// The side to move could capture the enemy general: the side that just moved left
    /// its general attacked.
    OpponentInCheck(Color),
}

impl fmt::Display for PositionError {
    /// Terse, for programmers (the value's `Debug`); players read the voice's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for PositionError {}

impl Position {
    /// Validates `setup` as a position of `variant`: Mini Xiangqi or Xiangqi.
    pub fn from_setup(variant: Variant, setup: &Setup) -> Result<Position, PositionError> {
        check_variant(variant).map_err(PositionError::WrongVariant)?;
        Position::validate(variant, setup)
    }

    /// The gate itself, for every variant of the family: the dark variant's board
    /// (reached only through [`crate::dark::Position`]) may leave a general attacked.
    pub(crate) fn validate(variant: Variant, setup: &Setup) -> Result<Position, PositionError> {
        let mut pos = Position::empty(variant);
        let mut generals = [0usize; 2];
        let mut counts = [0usize; 2];
        for &(sq, piece) in &setup.pieces {
            if !pos.geo.contains(sq) {
                return Err(PositionError::OffBoard(sq));
            }
            if pos.piece_at(sq).is_some() {
                return Err(PositionError::Occupied(sq));
            }
            let c = piece.color;
            match piece.role {
                Role::General => {
                    generals[c.index()] += 1;
                    if !pos.geo.in_palace(c, sq) {
                        return Err(PositionError::GeneralOutsidePalace(c, sq));
                    }
                }
                Role::Advisor | Role::Elephant if !pos.geo.has_river => {
                    return Err(PositionError::NotInVariant(piece.role, variant));
                }
                Role::Advisor if !pos.geo.in_palace(c, sq) => {
                    return Err(PositionError::AdvisorOutsidePalace(c, sq));
                }
                Role::Elephant if !pos.geo.on_own_half(c, sq) => {
                    return Err(PositionError::ElephantAcrossRiver(c, sq));
                }
                _ => {}
            }
            counts[c.index()] += 1;
            if counts[c.index()] > 16 {
                return Err(PositionError::TooManyPieces(c, counts[c.index()]));
            }
            pos.put(sq, piece);
        }
        for c in Color::ALL {
            match generals[c.index()] {
                0 => return Err(PositionError::MissingGeneral(c)),
                1 => {}
                _ => return Err(PositionError::TwoGenerals(c)),
            }
        }
        let turn = setup.turn.unwrap_or(Color::Red);
        if turn == Color::Black {
            pos.turn = Color::Black;
            pos.key ^= super::zobrist::BLACK_TO_MOVE;
        }
        pos.halfmoves = setup.halfmoves;
        pos.fullmoves = setup.fullmoves.max(1);
        // In the dark variant generals may stand en prise; elsewhere the side that just
        // moved can never have left its general attacked.
        if variant != Variant::DarkMiniXiangqi && pos.is_general_attacked(!turn) {
            return Err(PositionError::OpponentInCheck(turn));
        }
        Ok(pos)
    }

    /// The setup of this position.
    pub fn setup(&self) -> Setup {
        let mut pieces: Vec<(Square, Piece)> = Color::ALL
            .into_iter()
            .flat_map(|c| self.pieces(c))
            .collect();
        pieces.sort_by_key(|&(sq, _)| sq);
        Setup {
            pieces,
            turn: Some(self.turn),
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }
}
