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
mod japanese;
mod legality;
mod missing;
mod movegen;
mod moves;
mod notation;
mod piece;
mod position;
mod repetition;
mod rules_impl;
mod setup;
mod square;
mod zobrist;

pub use fen::FenError;
pub(crate) use japanese::reads_as_move;
pub use legality::Illegal;
pub use missing::Missing;
pub use movegen::MoveList;
pub use moves::Move;
pub use notation::MoveError;
pub use piece::{Piece, Role};
pub use position::Position;
pub use setup::{PositionError, Setup};
pub use square::Square;

/// The squares a piece of `role` and `color` on `square` attacks when the squares of
/// `occupied` hold pieces, as a bitboard with bit `rank * 5 + file` (the move generator's
/// own tables, for engines and evaluations).
///
/// ```
/// use rules::Color;
/// use rules::shogi::{Role, Square, piece_attacks};
/// let c2 = Square::new(7).unwrap(); // file c, rank 2
/// assert_eq!(piece_attacks(Role::Pawn, Color::SENTE, c2, 0), 1 << 12); // c3
/// assert_eq!(piece_attacks(Role::Pawn, Color::GOTE, c2, 0), 1 << 2); // c1
/// // A rook on a1 sees up the file to the first piece (a3), and along the rank.
/// let a1 = Square::new(0).unwrap();
/// let a3 = 1 << 10;
/// assert_eq!(piece_attacks(Role::Rook, Color::SENTE, a1, a3), (1 << 5) | a3 | 0b11110);
/// ```
pub fn piece_attacks(role: Role, color: crate::Color, square: Square, occupied: u32) -> u32 {
    attacks::attacks(role, color, square.index(), occupied)
}
