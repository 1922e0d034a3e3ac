//! Why the engine gave no move.

use std::fmt;

/// Why the engine gave no move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// The game has ended.
    GameOver,
    /// It is not the engine's side to move (dark games only: open games always search for
    /// the side to move).
    NotToMove,
    /// The game's record could not be replayed.
    Record(String),
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::GameOver => f.write_str("the game is over"),
            EngineError::NotToMove => f.write_str("it is not the engine's move"),
            EngineError::Record(e) => write!(f, "bad game record: {e}"),
        }
    }
}

impl std::error::Error for EngineError {}
