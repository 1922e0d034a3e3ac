//! Why a stored game or challenge cannot be used: a value the voice words, so that a
//! damaged record is answered for that record alone with what is wrong with it.

use rules::{RecordError, Variant};

use super::ids::GameId;

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
    /// A dark game's record cannot be replayed, for the reason inside. The reason may name
    /// a move or a square one player has not seen, so players and spectators are told only
    /// that the game cannot be read; the operator reads the reason in the log.
    Hidden(Box<Damage>),
}

impl Damage {
    /// Game `game`'s record of `variant` cannot be replayed, for reason `e`: hidden behind
    /// [`Damage::Hidden`] in a dark game, the reason logged for the operator.
    pub fn of_record(game: GameId, variant: Variant, e: RecordError) -> Damage {
        let damage = Damage::Record(variant, Box::new(e));
        if variant == Variant::DarkMiniXiangqi {
            tracing::warn!(game, %damage, "a dark game's record cannot be replayed");
            return Damage::Hidden(Box::new(damage));
        }
        damage
    }
}

impl std::fmt::Display for Damage {
    /// Terse, for programmers and operators (the value's `Debug`); players read the
    /// voice's words.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for Damage {}
