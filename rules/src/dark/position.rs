//! The rules of Dark Mini Xiangqi: Mini Xiangqi's pieces and board, pseudo-legal moves on
//! the true board (no check rule, generals may face, the flying capture), and the end of
//! the game in the spec's order (see `rules_impl.rs`).

use std::fmt;

use crate::xiangqi::parse::Named;
use crate::xiangqi::{self, FenError, Move, MoveList, Piece, PositionError, Setup, Square};
use crate::{Candidate, Color, Variant, WrongVariant};

/// The one variant [`Position`] plays.
const PLAYS: &[Variant] = &[Variant::DarkMiniXiangqi];

/// A true position of Dark Mini Xiangqi (never shown to a player while the game runs:
/// see [`super::View`]).
///
/// Its board is Mini Xiangqi's, but its moves are the dark rules': there is no way to
/// get a [`xiangqi::Position`] out of it and play that by the open rules by mistake.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position(xiangqi::Position);

/// Why a typed move was not accepted in a dark game. Only the player's own pieces and
/// moves are looked at, so no answer depends on the hidden board. It shares the shape of
/// [`xiangqi::MoveError`] except for the reason a move is illegal, which it never gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DarkMoveError {
    /// No move in any notation.
    Syntax(String),
    /// The move names no piece of the player.
    NoSuchPiece {
        /// What was typed.
        text: String,
        /// What is missing.
        missing: xiangqi::Missing,
    },
    /// It names several of the player's moves.
    Ambiguous {
        /// What was typed.
        text: String,
        /// The moves it could mean (all from the player's own list).
        candidates: Vec<Candidate<Move>>,
    },
    /// It names one of the player's pieces, but no move in their list: the one answer
    /// to every such move, so that a refusal reveals nothing about the hidden board.
    NotAvailable,
}

impl fmt::Display for DarkMoveError {
    /// Terse, for programmers (the value's `Debug`); players read the voice's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for DarkMoveError {}

impl Position {
    /// The start position.
    pub fn new() -> Position {
        Position::from_fen(Variant::DarkMiniXiangqi.start_fen()).expect("the start is valid")
    }

    /// Reads a Mini Xiangqi FEN as a dark position (generals may stand attacked or
    /// facing, as they may in a dark game).
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let setup = Setup::from_fen(Variant::DarkMiniXiangqi, fen)?;
        Ok(Position::from_setup(&setup)?)
    }

    /// Validates `setup` as a dark position.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        xiangqi::Position::validate(Variant::DarkMiniXiangqi, setup).map(Position)
    }

    /// The refusal for any other variant (for the [`crate::Rules`] gate).
    pub(crate) fn check_variant(variant: Variant) -> Result<(), WrongVariant> {
        if PLAYS.contains(&variant) {
            Ok(())
        } else {
            Err(WrongVariant {
                given: variant,
                family: "dark::Position",
                plays: PLAYS,
            })
        }
    }

    /// The true board, for the referee, the views and the reports.
    pub(crate) fn board(&self) -> &xiangqi::Position {
        &self.0
    }

    /// The variant: always Dark Mini Xiangqi.
    pub fn variant(&self) -> Variant {
        Variant::DarkMiniXiangqi
    }

    /// The setup of the true board.
    pub fn setup(&self) -> Setup {
        self.0.setup()
    }

    /// The Fairy-Stockfish FEN of the true board.
    pub fn fen(&self) -> String {
        self.0.fen()
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.0.turn()
    }

    /// The piece on `sq` of the true board.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.0.piece_at(sq)
    }

    /// The pieces of `color` on the true board, with their points.
    pub fn pieces(&self, color: Color) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.0.pieces(color)
    }

    /// Every point of the 7×7 board, `a1` first, rank by rank.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.0.squares()
    }

    /// Where `color`'s general stands (`None` once captured).
    pub fn general(&self, color: Color) -> Option<Square> {
        self.0.general(color)
    }

    /// The Zobrist key of (board, side to move).
    pub fn key(&self) -> u64 {
        self.0.key()
    }

    /// Plies since the last capture (the FEN half-move clock; the progress clock).
    pub fn halfmoves(&self) -> u32 {
        self.0.halfmoves()
    }

    /// The FEN full-move number.
    pub fn fullmoves(&self) -> u32 {
        self.0.fullmoves()
    }

    /// The pseudo-legal moves of `color`, whoever is to move, with the flying capture.
    pub fn moves_of(&self, color: Color) -> MoveList {
        self.0.pseudo_legal_moves(color)
    }

    /// The moves of the side to move: in the dark game every pseudo-legal move is legal.
    pub fn legal_moves(&self) -> MoveList {
        self.moves_of(self.turn())
    }

    /// The number of move sequences of length `depth` (every pseudo-legal move counts,
    /// as in the dark game; a captured general does not stop the count).
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.legal_moves().len() as u64,
            _ => self
                .legal_moves()
                .into_iter()
                .map(|m| {
                    let mut next = self.clone();
                    next.play_unchecked(m);
                    next.perft(depth - 1)
                })
                .sum(),
        }
    }

    /// Plays a move known to be in the mover's list.
    pub fn play_unchecked(&mut self, m: Move) {
        self.0.play_unchecked(m);
    }

    /// Plays `m` if it is in the mover's list; otherwise the one uniform refusal.
    pub fn play(&mut self, m: Move) -> Result<(), DarkMoveError> {
        if self.legal_moves().contains(&m) {
            self.0.play_unchecked(m);
            Ok(())
        } else {
            Err(DarkMoveError::NotAvailable)
        }
    }

    /// The WXF of a move of `color`'s piece (computed from that side's own pieces).
    pub fn notation(&self, m: Move) -> String {
        self.0.notation(m)
    }

    /// `m` in every notation of the xiangqi games, from the mover's own pieces and the
    /// board's geometry only (what their view shows).
    pub fn written(&self, m: Move) -> crate::Written {
        self.0.written(m)
    }

    /// Resolves a move typed by the side to move against its own pieces and list.
    pub fn parse_move(&self, text: &str) -> Result<Move, DarkMoveError> {
        let us = self.0.turn();
        let list = self.moves_of(us);
        let (compact, named) = self.0.parse_named(text).map_err(|e| match e {
            xiangqi::MoveError::NoSuchPiece { text, missing } => {
                DarkMoveError::NoSuchPiece { text, missing }
            }
            // Naming needs only the player's own pieces; anything else is a syntax error.
            _ => DarkMoveError::Syntax(text.trim().to_owned()),
        })?;
        let found: Vec<Move> = match named {
            Named::Coordinates(from, to) => {
                // Off the 7×7 board is padding, which holds no piece.
                if self.0.piece_at(from).is_none_or(|p| p.color != us) {
                    return Err(DarkMoveError::NoSuchPiece {
                        text: compact,
                        missing: xiangqi::Missing::NoneOfYours(from),
                    });
                }
                vec![Move::new(from, to)]
            }
            Named::Candidates(candidates) => candidates
                .into_iter()
                .filter_map(|(from, to)| to.ok().map(|to| Move::new(from, to)))
                .collect(),
        };
        let mine: Vec<Move> = found.into_iter().filter(|m| list.contains(m)).collect();
        match mine.as_slice() {
            [m] => Ok(*m),
            [] => Err(DarkMoveError::NotAvailable),
            many => Err(DarkMoveError::Ambiguous {
                text: compact,
                candidates: many
                    .iter()
                    .map(|&mv| Candidate {
                        mv,
                        written: self.written(mv),
                    })
                    .collect(),
            }),
        }
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::new()
    }
}
