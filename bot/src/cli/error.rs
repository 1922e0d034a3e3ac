//! Errors of the command-line tools, each with its exit code.

use std::fmt;

/// Why a command failed.
#[derive(Debug)]
pub enum CliError {
    /// The FEN was not accepted.
    Fen(String),
    /// A move could not be played: its number (1-based), its text and why.
    Move {
        /// 1-based position in the move list.
        index: usize,
        /// What was given.
        text: String,
        /// Why it was refused.
        reason: String,
    },
    /// The arguments do not fit together.
    Usage(String),
    /// A picture could not be drawn.
    Render(String),
    /// A file could not be written.
    Io(String),
}

impl CliError {
    /// The process exit code: 2 for bad input that was never a game, 1 for a refused move.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Move { .. } => 1,
            CliError::Fen(_) | CliError::Usage(_) => 2,
            CliError::Render(_) | CliError::Io(_) => 3,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Fen(e) => write!(f, "invalid fen: {e}"),
            CliError::Move {
                index,
                text,
                reason,
            } => write!(f, "move {index} '{text}' cannot be played: {reason}"),
            CliError::Usage(e) | CliError::Io(e) => f.write_str(e),
            CliError::Render(e) => write!(f, "cannot draw the picture: {e}"),
        }
    }
}

impl std::error::Error for CliError {}

impl From<crate::play::PlayError> for CliError {
    fn from(e: crate::play::PlayError) -> CliError {
        match e {
            crate::play::PlayError::Setup(e) => CliError::Usage(e),
            crate::play::PlayError::Io(e) => CliError::Io(e),
        }
    }
}
