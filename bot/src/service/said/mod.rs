//! What the service says, as values: what happened ([`Said`]) and why a command was refused
//! ([`Refusal`]). The service decides and hands these over; the words are the voice's
//! (`crate::voice`), so that every front end (Discord, `palace play`, later a web page)
//! shows the same sentences, and other languages can word the same values.
//!
//! One file a domain, as the service's handlers are split: each says what happened there
//! and why a command there was refused.

mod challenge;

pub use challenge::{ChallengeRefusal, ChallengeSaid, Terms};

/// What a message says.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum Said {
    /// A command was refused: nothing changed.
    Refused(Refusal),
    /// Of challenges.
    Challenge(ChallengeSaid),
    /// Words the service still forms itself, until they become values of their own
    /// (issue 41 moves every sentence into the voice; the guard test counts what is left).
    Plain(String),
}

/// Why a command was refused (nothing changed).
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum Refusal {
    /// Of challenges.
    Challenge(ChallengeRefusal),
    /// Words the service still forms itself (see [`Said::Plain`]).
    Plain(String),
}

impl From<String> for Said {
    fn from(text: String) -> Said {
        Said::Plain(text)
    }
}

impl From<&str> for Said {
    fn from(text: &str) -> Said {
        Said::Plain(text.to_owned())
    }
}

impl From<Refusal> for Said {
    fn from(r: Refusal) -> Said {
        Said::Refused(r)
    }
}

impl From<ChallengeSaid> for Said {
    fn from(s: ChallengeSaid) -> Said {
        Said::Challenge(s)
    }
}

impl From<String> for Refusal {
    fn from(text: String) -> Refusal {
        Refusal::Plain(text)
    }
}

impl From<&str> for Refusal {
    fn from(text: &str) -> Refusal {
        Refusal::Plain(text.to_owned())
    }
}

impl From<ChallengeRefusal> for Refusal {
    fn from(r: ChallengeRefusal) -> Refusal {
        Refusal::Challenge(r)
    }
}
