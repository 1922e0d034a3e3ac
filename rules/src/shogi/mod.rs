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
mod rules_impl;
mod setup;
mod square;
mod zobrist;

pub use fen::FenError;
pub use legality::Illegal;
pub use movegen::MoveList;
pub use moves::Move;
pub use notation::MoveError;
pub use piece::{Piece, Role};
pub use position::Position;
pub use setup::{PositionError, Setup};
pub use square::Square;
