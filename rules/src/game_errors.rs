//! Why [`crate::AnyGame`] refused something, as values: a move a player typed, a
//! takeback, a record that cannot be rebuilt. Their `Display` is terse and for
//! programmers; the words a player reads are the voice's.

use std::fmt;

use crate::{Choice, Color, EndReason, Outcome, Variant, dark, shogi, xiangqi};

/// Why a typed move was refused, in the family's own terms: its syntax, the piece it
/// names, its ambiguity or the rule it breaks (in a dark game only the uniform answers,
/// which reveal nothing of the hidden board).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveRefusal {
    /// Mini Xiangqi or Xiangqi.
    Xiangqi(xiangqi::MoveError),
    /// Minishogi.
    Shogi(shogi::MoveError),
    /// Dark Mini Xiangqi.
    Dark(dark::DarkMoveError),
}

impl From<xiangqi::MoveError> for MoveRefusal {
    fn from(e: xiangqi::MoveError) -> Self {
        MoveRefusal::Xiangqi(e)
    }
}

impl From<shogi::MoveError> for MoveRefusal {
    fn from(e: shogi::MoveError) -> Self {
        MoveRefusal::Shogi(e)
    }
}

impl From<dark::DarkMoveError> for MoveRefusal {
    fn from(e: dark::DarkMoveError) -> Self {
        MoveRefusal::Dark(e)
    }
}

impl MoveRefusal {
    /// The moves an ambiguous text could mean (else none), as a player may be offered
    /// them.
    pub fn candidates(&self) -> Vec<Choice> {
        fn of<M: fmt::Display>(candidates: &[crate::Candidate<M>]) -> Vec<Choice> {
            candidates
                .iter()
                .map(|c| Choice {
                    coordinate: c.mv.to_string(),
                    written: c.written.clone(),
                    capture: false,
                    check: false,
                })
                .collect()
        }
        match self {
            MoveRefusal::Xiangqi(crate::MoveError::Ambiguous { candidates, .. }) => of(candidates),
            MoveRefusal::Shogi(crate::MoveError::Ambiguous { candidates, .. }) => of(candidates),
            MoveRefusal::Dark(dark::DarkMoveError::Ambiguous { candidates, .. }) => of(candidates),
            _ => Vec::new(),
        }
    }
}

impl fmt::Display for MoveRefusal {
    /// Terse, for programmers (the value's `Debug`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for MoveRefusal {}

/// Why a player's move was refused; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayAsError {
    /// It is the other side's move (checked before the text is read).
    NotYourTurn {
        /// Who is to move.
        to_move: Color,
    },
    /// The game has ended.
    GameOver(Outcome),
    /// The rules refused the text (in a dark game with the uniform answers only).
    Refused(MoveRefusal),
}

impl fmt::Display for PlayAsError {
    /// Terse, for programmers (the value's `Debug`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for PlayAsError {}

/// Why a takeback could not be made.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UndoRefusal {
    /// Dark Mini Xiangqi has no takebacks.
    Dark,
    /// The game has ended.
    GameOver,
    /// No move has been played.
    NoMove,
}

/// Why a start position was refused, in the family's own terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// Mini Xiangqi, Xiangqi or Dark Mini Xiangqi.
    Xiangqi(xiangqi::FenError),
    /// Minishogi.
    Shogi(shogi::FenError),
}

impl From<xiangqi::FenError> for StartError {
    fn from(e: xiangqi::FenError) -> Self {
        StartError::Xiangqi(e)
    }
}

impl From<shogi::FenError> for StartError {
    fn from(e: shogi::FenError) -> Self {
        StartError::Shogi(e)
    }
}

/// Why a recorded move cannot be replayed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ReplayFault {
    /// It is not a coordinate move.
    NotCoordinates,
    /// It is illegal where it stands.
    Illegal,
}

/// Why a recorded ending cannot stand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EndingFault {
    /// The rules decide this reason on the board; it is not recorded.
    DecidedByRules(EndReason),
    /// The rules had already ended the game, so.
    AlreadyEnded(Outcome),
}

/// Why a record could not be rebuilt into a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The start position is not valid for the variant.
    Start(StartError),
    /// Move number `ply` (1-based) is not legal where it stands.
    Move {
        /// 1-based ply.
        ply: usize,
        /// The stored coordinate text.
        text: String,
        /// Why.
        reason: ReplayFault,
    },
    /// The record goes on after the rules had ended the game.
    MovesAfterEnd {
        /// 1-based ply of the first move too many.
        ply: usize,
    },
    /// The recorded ending is not one decided off the board, or the rules had already
    /// ended the game.
    Ending(EndingFault),
    /// A progress limit on a variant that has none to set.
    NoProgressLimit(Variant),
}

impl fmt::Display for RecordError {
    /// Terse, for programmers and operators (the value's `Debug`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for RecordError {}
