//! Errors shared by every game family.

use std::error::Error;
use std::fmt;

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
