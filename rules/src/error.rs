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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown {} '{}' (expected one of: {})",
            self.what, self.given, self.expected
        )
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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plays: Vec<&str> = self.plays.iter().map(|v| v.title()).collect();
        write!(
            f,
            "{} plays {}, not {}",
            self.family,
            plays.join(" and "),
            self.given.title()
        )
    }
}

impl Error for WrongVariant {}

/// One of the moves an ambiguous text could mean: the move itself (its `Display` is the
/// coordinate form) and its canonical notation, so a caller can offer it as a choice.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Candidate<M> {
    /// The move.
    pub mv: M,
    /// Its canonical notation (WXF, or Western in Minishogi).
    pub notation: String,
}

impl<M: fmt::Display> fmt::Display for Candidate<M> {
    /// `C2=5 (h3e3)`: notation, then coordinates.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.notation, self.mv)
    }
}

/// The written forms a family's move reader takes, named in a syntax error.
pub trait MoveForms {
    /// E.g. `WXF like C2=5 or H2+3, coordinates like h2e2, ...`.
    const FORMS: &'static str;
}

/// Why a typed move was not accepted: one shape for the open families, with the family's
/// move `M` and its reason type `R` (`xiangqi::MoveError`, `shogi::MoveError`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError<M, R> {
    /// The text is no move in any accepted notation.
    Syntax(String),
    /// No piece of the side to move matches.
    NoSuchPiece {
        /// What was typed.
        text: String,
        /// What is missing, e.g. `red has no cannon on file 2`.
        missing: String,
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

impl<M: fmt::Display + MoveForms, R: fmt::Display> fmt::Display for MoveError<M, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(text) => write_syntax(f, text, M::FORMS),
            MoveError::NoSuchPiece { text, missing } => write!(f, "{text}: {missing}"),
            MoveError::Ambiguous { text, candidates } => write_ambiguous(f, text, candidates),
            MoveError::Illegal { text, reason } => write!(f, "{text} is illegal: {reason}"),
        }
    }
}

impl<M, R> Error for MoveError<M, R>
where
    M: fmt::Debug + fmt::Display + MoveForms,
    R: fmt::Debug + fmt::Display,
{
}

/// `TEXT is ambiguous: it could be A or B`, the one wording of ambiguity in every family.
pub(crate) fn write_ambiguous<M: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    text: &str,
    candidates: &[Candidate<M>],
) -> fmt::Result {
    write!(f, "{text} is ambiguous: it could be ")?;
    for (i, c) in candidates.iter().enumerate() {
        if i > 0 {
            f.write_str(" or ")?;
        }
        write!(f, "{c}")?;
    }
    Ok(())
}

/// `'TEXT' is not a move: write ...`, the one wording of a syntax error in every family.
pub(crate) fn write_syntax(f: &mut fmt::Formatter<'_>, text: &str, forms: &str) -> fmt::Result {
    write!(f, "'{text}' is not a move: write {forms}")
}
