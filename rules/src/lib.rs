//! Pure game logic for Palace: Mini Xiangqi, Dark Mini Xiangqi, Xiangqi and Minishogi.
//!
//! No I/O, no async, no Discord. Positions come in through Fairy-Stockfish FEN, moves
//! through any notation a player would type, and results are decided here.

mod color;
pub mod dark;
mod error;
mod game;
mod outcome;
mod variant;
pub mod xiangqi;

pub mod shogi;
mod splitmix;

pub use color::Color;
pub use error::ParseNameError;
pub use game::{Game, PlayError, Rules};
pub use outcome::{EndReason, Outcome};
pub use variant::Variant;
