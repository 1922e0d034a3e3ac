//! Mini Xiangqi and Xiangqi: board, moves, FEN, WXF notation, and the end of the game.

mod chase;
mod chinese;
mod fen;
mod fsf_attacks;
mod geometry;
mod illegal;
mod missing;
mod movegen;
pub(crate) mod parse;
mod piece;
mod position;
mod rules_impl;
mod setup;
mod square;
mod wxf;
mod zobrist;

pub use fen::FenError;
pub use illegal::Illegal;
pub use missing::{Missing, Named as MissingNamed};
pub use movegen::MoveList;
pub use parse::MoveError;
pub use piece::{Piece, Role};
pub use position::{Move, Position};
pub use setup::{PositionError, Setup};
pub use square::{ParseSquareError, Square};
