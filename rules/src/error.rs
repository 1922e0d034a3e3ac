//! Errors and error parts shared by every game family.

use std::error::Error;
use std::fmt;

use crate::Variant;

/// An unknown name for a variant, a side, or another named value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseNameError {
    what: &'static str,
    given: String,
    expected: &'static str,
}

impl ParseNameError {
    pub(crate) fn new(what: &'static str, given: &str, expected: &'static str) -> Self {
        ParseNameError {
            what,
            given: given.to_owned(),
            expected,
        }
    }
}

impl fmt::Display for ParseNameError {
    /// Terse, for programmers: `color? "blue" (red|black)`. Players read the voice's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}? {:?} ({})", self.what, self.given, self.expected)
    }
}

impl ParseNameError {
    /// What was being named (`variant`, `color`, `square`).
    pub fn what(&self) -> &'static str {
        self.what
    }

    /// What was given.
    pub fn given(&self) -> &str {
        &self.given
    }

    /// The names that would have been read, as a list for programmers.
    pub fn expected(&self) -> &'static str {
        self.expected
    }
}

impl Error for ParseNameError {}

/// A position type was asked for a variant it does not play.
///
/// Each family's constructors accept exactly their own variants: `xiangqi::Position`
/// Mini Xiangqi and Xiangqi, `dark::Position` Dark Mini Xiangqi, `shogi::Position`
/// Minishogi.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WrongVariant {
    /// The variant that was asked for.
    pub given: Variant,
    /// The position type that refused it (`xiangqi::Position`, ...).
    pub family: &'static str,
    /// The variants that type plays.
    pub plays: &'static [Variant],
}

impl fmt::Display for WrongVariant {
    /// Terse, for programmers: `xiangqi::Position: not MiniShogi`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: not {:?}", self.family, self.given)
    }
}

impl Error for WrongVariant {}

/// One of the moves an ambiguous text could mean: the move itself (its `Display` is the
/// coordinate form) and its notations, so a caller can offer it as a choice.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Candidate<M> {
    /// The move.
    pub mv: M,
    /// It in every notation of its family.
    pub written: crate::Written,
}

impl<M: fmt::Display> fmt::Display for Candidate<M> {
    /// `C2=5 (h3e3)`: notation, then coordinates.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.written, self.mv)
    }
}

/// Why a typed move was not accepted: one shape for the open families, with the family's
/// move `M`, its reason type `R` and what it finds missing `W` (`xiangqi::MoveError`,
/// `shogi::MoveError`). Every part is a value: the voice words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError<M, R, W> {
    /// The text is no move in any accepted notation.
    Syntax(String),
    /// No piece of the side to move matches.
    NoSuchPiece {
        /// What was typed.
        text: String,
        /// What is missing (red has no cannon on file 2, ...).
        missing: W,
    },
    /// More than one legal move matches.
    Ambiguous {
        /// What was typed.
        text: String,
        /// The moves it could mean, with their canonical notation.
        candidates: Vec<Candidate<M>>,
    },
    /// The piece exists but the move breaks a rule.
    Illegal {
        /// What was typed.
        text: String,
        /// The rule it breaks.
        reason: R,
    },
}

impl<M: fmt::Debug, R: fmt::Debug, W: fmt::Debug> fmt::Display for MoveError<M, R, W> {
    /// Terse, for programmers (the value's `Debug`); players read the voice's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl<M: fmt::Debug, R: fmt::Debug, W: fmt::Debug> Error for MoveError<M, R, W> {}
