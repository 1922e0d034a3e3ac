//! Palace's English: one file a domain, as the service's values are split
//! (`crate::service::said`), each with the test of every sentence it says.

pub(crate) mod buttons;
pub(crate) mod captions;
mod challenge;
pub(crate) mod commands;
pub(crate) mod game;
mod options;
mod premove;
mod puzzle;
mod queries;
mod review;
pub(crate) mod times;
pub(crate) mod words;

use crate::service::said::{Refusal, Said};

/// What a message says, in English.
pub(super) fn said(s: &Said) -> String {
    match s {
        Said::Refused(r) => refusal(r),
        Said::Challenge(s) => challenge::said(s),
        Said::Game(s) => game::said(s),
        Said::Query(s) => queries::said(s),
        Said::Vacation(s) => queries::vacation(s),
        Said::Premove(s) => premove::said(s),
        Said::Puzzle(s) => puzzle::said(s),
        Said::Player(s) => puzzle::player(s),
        Said::Review(s) => review::said(s),
        Said::ClockMoved {
            seconds,
            reminders,
            timeouts,
            expired,
        } => times::clock_moved(*seconds, *reminders, *timeouts, *expired),
        Said::Restarting => "Palace is restarting; please try again in a minute.".to_owned(),
        Said::UnknownButton => "This button is not one Palace understands any more.".to_owned(),
        Said::DoneElsewhere => {
            "Done — see the game's channel in the server where it is played.".to_owned()
        }
        Said::Plain(text) => text.clone(),
    }
}

/// Why a command was refused, in English.
pub(super) fn refusal(r: &Refusal) -> String {
    match r {
        Refusal::Challenge(r) => challenge::refusal(r),
        Refusal::Game(r) => game::refusal(r),
        Refusal::Query(r) => queries::refusal(r),
        Refusal::Vacation(r) => queries::vacation_refusal(r),
        Refusal::Premove(r) => premove::refusal(r),
        Refusal::Puzzle(r) => puzzle::refusal(r),
        Refusal::Player(r) => puzzle::player_refusal(r),
        Refusal::Review(r) => review::refusal(r),
        Refusal::Option(r) => options::refusal(r),
        Refusal::Busy => {
            "that game is very busy right now; nothing was changed, please try again".to_owned()
        }
        Refusal::Store(reason) => reason.clone(),
        Refusal::FailedInside(command) => format!(
            "Palace failed on /{command} (the failure is logged for its operator); /board shows where the game stands, and the button may be tried again"
        ),
        Refusal::Plain(text) => text.clone(),
    }
}

/// Asserts that `cases` hold every variant of `T` at least once: each variant's English
/// is tested (a variant added without its sentence fails here).
#[cfg(test)]
pub(crate) fn assert_every_variant<'a, T: strum::EnumCount + 'a>(
    cases: impl IntoIterator<Item = &'a T>,
) {
    let seen: std::collections::HashSet<std::mem::Discriminant<T>> =
        cases.into_iter().map(std::mem::discriminant).collect();
    assert_eq!(
        seen.len(),
        T::COUNT,
        "every variant of {} has its sentence tested",
        std::any::type_name::<T>()
    );
}
