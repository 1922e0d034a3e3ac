//! Minishogi: 5×5 shogi with drops.
//!
//! [`Position`] is the checked board (bitboards plus a mailbox, hands, an incremental
//! Zobrist key); moves are generated legally with checkers and pins. Notation is Western
//! (Hodges) as Fairy-Stockfish writes it; input also takes USI, Hosking and coordinates.
//!
//! ```
//! use rules::{Game, Rules, shogi::Position};
//! let mut game = Game::new(Position::new());
//! game.play_text("B-3d").unwrap();
//! game.play_text("b5c4").unwrap();
//! assert_eq!(game.notations(), ["B-3d", "B-3b"]);
//! assert_eq!(game.coordinates(), ["d1c2", "b5c4"]);
//! ```

mod attacks;
mod fen;
mod legality;
mod movegen;
mod moves;
mod notation;
mod piece;
mod position;
mod repetition;
mod square;
mod zobrist;

pub use fen::FenError;
pub use legality::IllegalReason;
pub use moves::Move;
pub use notation::MoveError;
pub use piece::{Piece, Role};
pub use position::Position;
pub use square::Square;

use crate::{Color, EndReason, Outcome, Rules, Variant};

impl Position {
    /// Every legal move (the pawn drop that would mate is not among them).
    pub fn legal_moves(&self) -> Vec<Move> {
        self.move_list().as_slice().to_vec()
    }

    /// Whether a move is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        self.move_list().as_slice().contains(&m)
    }

    /// Plays a move if it is legal; says why not otherwise.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalReason> {
        if self.is_legal(m) {
            self.play_unchecked(m);
            Ok(())
        } else {
            Err(self
                .check_move(m)
                .err()
                .unwrap_or(IllegalReason::PawnDropMate))
        }
    }

    /// The Fairy-Stockfish FEN, like `rbsgk/4p/5/P4/KGSBR[-] w 0 1`.
    pub fn fen(&self) -> String {
        self.fen_string()
    }
}

impl Rules for Position {
    type Move = Move;
    type MoveError = MoveError;
    type FenError = FenError;

    fn from_fen(variant: Variant, fen: &str) -> Result<Position, FenError> {
        if variant != Variant::MiniShogi {
            return Err(FenError::WrongVariant(variant));
        }
        Position::from_fen(fen)
    }

    fn variant(&self) -> Variant {
        Variant::MiniShogi
    }

    fn turn(&self) -> Color {
        self.turn
    }

    fn legal_moves(&self) -> Vec<Move> {
        Position::legal_moves(self)
    }

    fn play_unchecked(&mut self, m: Move) {
        Position::play_unchecked(self, m);
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        Position::parse_move(self, text)
    }

    fn notation(&self, m: Move) -> String {
        self.hodges(m)
    }

    fn coordinate(&self, m: Move) -> String {
        m.coordinate()
    }

    fn fen(&self) -> String {
        self.fen_string()
    }

    fn same_repetition_state(&self, other: &Position) -> bool {
        self.same_state(other)
    }

    fn repetition_key(&self) -> u64 {
        self.key
    }

    fn repetition_limit(&self) -> usize {
        4
    }

    fn judge_repetition(positions: &[Position], moves: &[Move]) -> Outcome {
        repetition::judge(positions, moves)
    }

    fn terminal_outcome(&self) -> Option<Outcome> {
        if self.count_legal() > 0 {
            return None;
        }
        let reason = if self.is_check() {
            EndReason::Checkmate
        } else {
            EndReason::Stalemate
        };
        Some(Outcome::loss(self.turn, reason))
    }

    fn plies_without_capture(&self) -> u32 {
        self.plies_without_capture
    }

    fn default_progress_rule(&self) -> Option<(u32, EndReason)> {
        None
    }

    fn perft(&self, depth: u32) -> u64 {
        self.perft_bulk(depth)
    }
}
