//! Why a stored game or challenge cannot be used: a value the voice words, so that a
//! damaged record is answered for that record alone with what is wrong with it.

use rules::{RecordError, Variant};

/// What is wrong with a stored document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// The store cannot read the document at all (its own diagnostic, for operators).
    Stored(String),
    /// It names a variant Palace does not play.
    UnknownVariant(String),
    /// Its ending is not one Palace writes.
    UnknownEnding(String),
    /// The rules cannot replay its record.
    Record(Variant, Box<RecordError>),
    /// It is stored as finished, but no result of its own ends it.
    FinishedWithoutResult,
}

impl std::fmt::Display for Damage {
    /// Terse, for programmers and operators (the value's `Debug`); players read the
    /// voice's words.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for Damage {}
