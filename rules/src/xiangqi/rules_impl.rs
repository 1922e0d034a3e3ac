//! The xiangqi family in the shared [`Game`](crate::Game) layer.

use super::chase;
use super::fen::FenError;
use super::parse::MoveError;
use super::position::{Move, Position};
use crate::{Color, EndReason, Outcome, Rules, Variant};

impl Position {
    /// The end this position decides alone: no legal move loses (checkmate when in
    /// check, stalemate otherwise).
    pub fn terminal_outcome(&self) -> Option<Outcome> {
        if !self.legal_moves().is_empty() {
            return None;
        }
        let reason = if self.is_check() {
            EndReason::Checkmate
        } else {
            EndReason::Stalemate
        };
        Some(Outcome::loss(self.turn, reason))
    }
}

impl Rules for Position {
    type Move = Move;
    type MoveError = MoveError;
    type FenError = FenError;

    fn from_fen(variant: Variant, fen: &str) -> Result<Self, FenError> {
        if variant == Variant::DarkMiniXiangqi {
            // The dark variant has its own rules type; as an open game it is Mini Xiangqi.
            return Position::from_fen(Variant::MiniXiangqi, fen);
        }
        Position::from_fen(variant, fen)
    }

    fn variant(&self) -> Variant {
        self.variant
    }

    fn turn(&self) -> Color {
        self.turn
    }

    fn legal_moves(&self) -> Vec<Move> {
        Position::legal_moves(self).to_vec()
    }

    fn play_unchecked(&mut self, m: Move) {
        Position::play_unchecked(self, m);
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        Position::parse_move(self, text)
    }

    fn notation(&self, m: Move) -> String {
        self.wxf(m)
    }

    fn coordinate(&self, m: Move) -> String {
        m.to_string()
    }

    fn fen(&self) -> String {
        self.to_fen()
    }

    fn same_repetition_state(&self, other: &Self) -> bool {
        self == other
    }

    fn repetition_key(&self) -> u64 {
        self.key
    }

    fn repetition_limit(&self) -> usize {
        3
    }

    fn judge_repetition(positions: &[Self], moves: &[Move]) -> Outcome {
        chase::judge(positions, moves)
    }

    fn terminal_outcome(&self) -> Option<Outcome> {
        Position::terminal_outcome(self)
    }

    fn plies_without_capture(&self) -> u32 {
        self.halfmoves
    }

    fn default_progress_rule(&self) -> Option<(u32, EndReason)> {
        Some((100, EndReason::MoveRule))
    }

    fn perft(&self, depth: u32) -> u64 {
        Position::perft(self, depth)
    }
}
