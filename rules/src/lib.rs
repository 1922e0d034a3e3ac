//! Pure game logic for Palace: Mini Xiangqi, Dark Mini Xiangqi, Xiangqi and Minishogi.
//!
//! No I/O, no async, no Discord. Positions come in through Fairy-Stockfish FEN, moves
//! through any notation a player would type, and results are decided here.
//!
//! # Three families, one shape
//!
//! [`xiangqi`] plays Mini Xiangqi and Xiangqi, [`dark`] Dark Mini Xiangqi, [`shogi`]
//! Minishogi. Each family's `Position` has the same vocabulary, and each constructor
//! accepts exactly its own variants (anything else is refused with [`WrongVariant`]):
//!
//! | what | every family |
//! |---|---|
//! | the gate | `Setup::from_fen` → `Position::from_setup`, or `Position::from_fen` |
//! | start | `Position::new` (the xiangqi family names the variant), [`Rules::start`] |
//! | out | `fen()`, `setup()`, `key()`, `halfmoves()` (plies since a capture), `fullmoves()` |
//! | moves | `legal_moves()` (a [`MoveList`]), checked `play`, `play_unchecked` |
//! | notation | `parse_move(text)` for anything a player types, `notation(m)` for the canonical form, `Move: Display + FromStr` for strict coordinates |
//! | errors | `MoveError::{Syntax, NoSuchPiece, Ambiguous, Illegal}` (ambiguity carries [`Candidate`] moves); the dark game's `DarkMoveError` has the same shape but never says why a move is illegal |
//! | the game | `impl Rules` in each family's `rules_impl.rs`, played by [`Game`] |
//!
//! ```
//! use rules::{Game, Rules, Variant, shogi, xiangqi};
//! let mut xq = Game::new(xiangqi::Position::start(Variant::Xiangqi)?);
//! let mut sh = Game::new(shogi::Position::start(Variant::MiniShogi)?);
//! xq.play_text("C2=5")?;
//! sh.play_text("B-3d")?;
//! assert_eq!((xq.coordinates(), sh.coordinates()), (vec!["h3e3".to_owned()], vec!["d1c2".to_owned()]));
//! assert!(xiangqi::Position::start(Variant::MiniShogi).is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod any_game;
mod color;
pub mod dark;
mod error;
mod game;
mod game_errors;
mod move_list;
mod notation;
mod outcome;
mod progress_rule;
pub mod shogi;
pub mod splitmix;
mod variant;
pub mod xiangqi;

pub use any_game::{AnyGame, Choice, Notice, Played, Record, Revealed};
pub use color::Color;
pub use error::{Candidate, MoveError, ParseNameError, WrongVariant};
pub use game::{Game, PlayError, Rules};
pub use game_errors::{
    EndingFault, MoveRefusal, PlayAsError, RecordError, ReplayFault, StartError, UndoRefusal,
};
pub use move_list::MoveList;
pub use notation::{Notation, Script, Writing, Written};
pub use outcome::{EndReason, Outcome};
pub use progress_rule::{MOVE_RULE_PLIES, ProgressRule};
pub use variant::Variant;
