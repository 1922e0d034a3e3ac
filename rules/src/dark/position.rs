//! The rules of Dark Mini Xiangqi: Mini Xiangqi's pieces and board, pseudo-legal moves on
//! the true board (no check rule, generals may face, the flying capture), and the end of
//! the game in the spec's order.

use std::fmt;

use crate::xiangqi::parse::Named;
use crate::xiangqi::{self, FenError, Move, MoveList, Square};
use crate::{Color, EndReason, Outcome, Rules, Variant};

/// The one answer to every move of a player's own piece that is not in their list, so
/// that a rejection reveals nothing about the hidden board.
pub const NOT_AVAILABLE: &str = "that move is not in your list of moves";

/// A true position of Dark Mini Xiangqi (never shown to a player: see [`super::View`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position(xiangqi::Position);

/// Why a typed move was not accepted in a dark game. Only the player's own pieces and
/// moves are looked at, so no answer depends on the hidden board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DarkMoveError {
    /// No move in any notation.
    Syntax(String),
    /// The move names no piece of the player.
    NoSuchPiece {
        /// What was typed.
        text: String,
        /// What is missing.
        missing: String,
    },
    /// It names several of the player's moves.
    Ambiguous {
        /// What was typed.
        text: String,
        /// The moves it could mean.
        candidates: Vec<String>,
    },
    /// It names one of the player's pieces, but no move in their list.
    NotAvailable,
}

impl fmt::Display for DarkMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DarkMoveError::Syntax(text) => write!(
                f,
                "'{text}' is not a move: write WXF like C2=5 or H2+3, or coordinates like b1b5"
            ),
            DarkMoveError::NoSuchPiece { text, missing } => write!(f, "{text}: {missing}"),
            DarkMoveError::Ambiguous { text, candidates } => write!(
                f,
                "{text} is ambiguous: it could be {}",
                candidates.join(" or ")
            ),
            DarkMoveError::NotAvailable => f.write_str(NOT_AVAILABLE),
        }
    }
}

impl std::error::Error for DarkMoveError {}

impl Position {
    /// The start position.
    pub fn new() -> Position {
        Position(xiangqi::Position::new(Variant::DarkMiniXiangqi))
    }

    /// Reads a Mini Xiangqi FEN (generals may stand attacked or facing).
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        xiangqi::Position::from_fen(Variant::DarkMiniXiangqi, fen).map(Position)
    }

    /// The true board (for the referee, and for everyone once the game has ended).
    pub fn board(&self) -> &xiangqi::Position {
        &self.0
    }

    /// The pseudo-legal moves of `color`, whoever is to move, with the flying capture.
    pub fn moves_of(&self, color: Color) -> MoveList {
        self.0.pseudo_legal_moves(color)
    }

    /// The WXF of a move of `color`'s piece (computed from that side's own pieces).
    pub fn wxf(&self, m: Move) -> String {
        self.0.wxf(m)
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
                        missing: format!("you have no piece on {from}"),
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
                    .map(|&m| format!("{} ({m})", self.wxf(m)))
                    .collect(),
            }),
        }
    }

    /// Where `color`'s general stands (`None` once captured).
    pub fn general(&self, color: Color) -> Option<Square> {
        self.0.general(color)
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::new()
    }
}

impl Rules for Position {
    type Move = Move;
    type MoveError = DarkMoveError;
    type FenError = FenError;

    fn from_fen(variant: Variant, fen: &str) -> Result<Self, FenError> {
        match variant {
            Variant::DarkMiniXiangqi | Variant::MiniXiangqi => Position::from_fen(fen),
            other => Err(FenError::WrongFamily(other)),
        }
    }

    fn variant(&self) -> Variant {
        Variant::DarkMiniXiangqi
    }

    fn turn(&self) -> Color {
        self.0.turn()
    }

    fn legal_moves(&self) -> Vec<Move> {
        self.moves_of(self.0.turn()).to_vec()
    }

    fn play_unchecked(&mut self, m: Move) {
        self.0.play_unchecked(m);
    }

    fn parse_move(&self, text: &str) -> Result<Move, DarkMoveError> {
        Position::parse_move(self, text)
    }

    fn notation(&self, m: Move) -> String {
        self.0.wxf(m)
    }

    fn coordinate(&self, m: Move) -> String {
        m.to_string()
    }

    fn fen(&self) -> String {
        self.0.to_fen()
    }

    fn same_repetition_state(&self, other: &Self) -> bool {
        self.0 == other.0
    }

    fn repetition_key(&self) -> u64 {
        self.0.key()
    }

    fn repetition_limit(&self) -> usize {
        3
    }

    fn judge_repetition(_: &[Self], _: &[Move]) -> Outcome {
        Outcome::draw(EndReason::Repetition)
    }

    /// A captured general loses; then a side to move without a move loses.
    fn terminal_outcome(&self) -> Option<Outcome> {
        for color in Color::ALL {
            if self.0.general(color).is_none() {
                return Some(Outcome::loss(color, EndReason::GeneralCaptured));
            }
        }
        if self.moves_of(self.0.turn()).is_empty() {
            return Some(Outcome::loss(self.0.turn(), EndReason::Immobilized));
        }
        None
    }

    fn plies_without_capture(&self) -> u32 {
        self.0.halfmoves()
    }

    fn default_progress_rule(&self) -> Option<(u32, EndReason)> {
        Some((60, EndReason::ProgressClock))
    }
}
