//! Palace's sentences in every language it speaks: which catalogue message says each
//! value and with which arguments, one file a domain as the service's values are split
//! (`crate::service::said`), each with the test of every sentence it says in English and
//! a test of the domain in all five languages. (It was `voice/english` while only English
//! was spoken.)

pub(crate) mod buttons;
pub(crate) mod captions;
mod challenge;
pub(crate) mod commands;
pub(crate) mod from_rules;
mod front;
pub(crate) mod game;
mod options;
mod premove;
mod puzzle;
mod queries;
mod review;
pub(crate) mod server_pages;
pub(crate) mod times;
pub(crate) mod tournament;
pub(crate) mod web;
pub(crate) mod words;

use crate::service::said::{Refusal, Said};
use crate::voice::catalogue::t;

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
        Said::Tournament(s) => tournament::said(s),
        Said::Front(s) => front::said(s),
        Said::ClockMoved {
            seconds,
            reminders,
            timeouts,
            expired,
        } => times::clock_moved(*seconds, *reminders, *timeouts, *expired),
        Said::Restarting => t!("front-restarting"),
        Said::UnknownButton => t!("front-unknown-button"),
        Said::DoneElsewhere => t!("front-done-in-server"),
        Said::TypedHint { direct: true } => t!("typed-hint-dm"),
        Said::TypedHint { direct: false } => t!("typed-hint-mention"),
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
        Refusal::Tournament(r) => tournament::refusal(r),
        Refusal::Option(r) => options::refusal(r),
        Refusal::Busy => t!("refused-busy"),
        Refusal::Store(e) => store_refusal(e),
        Refusal::FailedInside(command) => {
            t!("refused-failed-inside", command = command.to_string())
        }
    }
}

/// A move written `text` in every notation: for tests of sentences, where which
/// notation is chosen does not matter (the reader's choice is tested in `reader.rs`).
/// Why the store could not do what a command asked, with its own technical detail.
fn store_refusal(e: &crate::store::StoreError) -> String {
    use crate::store::StoreError;
    match e {
        StoreError::Corrupt { what, reason } => {
            let what = t!(
                "store-document",
                kind = what.kind.name(),
                key = what.key.as_str()
            );
            t!(
                "refused-store-unreadable",
                what = what,
                why = reason.as_str()
            )
        }
        StoreError::Unsure(why) => t!("refused-store-unsure", why = why.as_str()),
        StoreError::Conflict => t!("refused-busy"),
        StoreError::Io(why)
        | StoreError::Locked(why)
        | StoreError::NotEmpty(why)
        | StoreError::Schema(why) => t!("refused-store-failed", why = why.as_str()),
    }
}

#[cfg(test)]
pub(crate) fn as_written(text: &str) -> rules::Written {
    rules::Written::Xiangqi {
        wxf: text.into(),
        simplified: text.into(),
        traditional: text.into(),
        iccs: text.into(),
    }
}

/// The moves `moves` (space-separated, any notation) in every notation, as played in a
/// game of `variant` after `before`: what a test gives the voice where the service gives
/// a move.
#[cfg(test)]
pub(crate) fn written_after(
    variant: rules::Variant,
    before: &[&str],
    moves: &str,
) -> Vec<rules::Written> {
    let mut game = crate::model::played(variant, before);
    moves
        .split_whitespace()
        .map(|m| {
            let turn = game.turn();
            game.play_as(turn, m).unwrap().written
        })
        .collect()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::said::{
        ChallengeRefusal, ChallengeSaid, FrontSaid, GameRefusal, OptionRefusal, PlayerRefusal,
        PlayerSaid, PremoveRefusal, PremoveSaid, PuzzleRefusal, PuzzleSaid, QueryRefusal,
        QuerySaid, ReviewRefusal, ReviewSaid, VacationRefusal, VacationSaid,
    };
    use crate::store::{Document, Kind, StoreError};

    /// Every domain reaches its words, and the sentences said at the top are tested here
    /// (each domain's own are tested in its file).
    #[test]
    fn every_kind_of_message_is_worded() {
        let said = [
            Said::Refused(Refusal::Busy),
            Said::Challenge(ChallengeSaid::Withdrawn {
                id: 1,
                by: "alice".into(),
            }),
            Said::Game(crate::service::said::GameSaid::TimedOut {
                game: 1,
                name: "bob".into(),
            }),
            Said::Query(QuerySaid::Rules(Some(rules::Variant::Xiangqi))),
            Said::Vacation(VacationSaid::Status {
                away: None,
                allowance: None,
            }),
            Said::Premove(PremoveSaid::Dropped { game: 1 }),
            Said::Puzzle(PuzzleSaid::NoneYet),
            Said::Player(PlayerSaid::Settings {
                style: "western".into(),
                writing: rules::Writing::default(),
                language: None,
                notify: crate::model::Notify::Off,
                remind: None,
                takes_challenges: true,
            }),
            Said::Review(ReviewSaid::Analysis {
                game: 1,
                variant: rules::Variant::MiniXiangqi,
                nodes: 1,
                covered: None,
                worst: Vec::new(),
                record: Vec::new(),
            }),
            Said::Tournament(crate::service::said::TournamentSaid::List { events: Vec::new() }),
            Said::Front(FrontSaid::WentWrong),
            Said::ClockMoved {
                seconds: 90,
                reminders: 0,
                timeouts: 2,
                expired: 1,
            },
            Said::Restarting,
            Said::UnknownButton,
            Said::DoneElsewhere,
            Said::TypedHint { direct: true },
        ];
        assert_every_variant(said.iter());
        for s in &said {
            assert!(!super::said(s).is_empty(), "{s:?}");
        }
        assert_eq!(
            super::said(&said[11]),
            "the clock moved 1 minute 30 seconds: no reminder sent, 2 games timed out, 1 challenge expired"
        );
        assert_eq!(
            super::said(&Said::Restarting),
            "Palace is restarting; please try again in a minute."
        );
        assert_eq!(
            super::said(&Said::UnknownButton),
            "This button is not one Palace understands any more."
        );
        assert_eq!(
            super::said(&Said::DoneElsewhere),
            "Done — see the game's channel in the server where it is played."
        );
        let refusals = [
            Refusal::Challenge(ChallengeRefusal::Yourself),
            Refusal::Game(GameRefusal::NotYoursHere),
            Refusal::Query(QueryRefusal::LeaderboardNeedsServer),
            Refusal::Vacation(VacationRefusal::Off),
            Refusal::Premove(PremoveRefusal::LineAndClear),
            Refusal::Puzzle(PuzzleRefusal::NoneOpen),
            Refusal::Player(PlayerRefusal::DarkPositionHidden(1)),
            Refusal::Review(ReviewRefusal::NoMoves(1)),
            Refusal::Tournament(crate::service::said::TournamentRefusal::NotInServer),
            Refusal::Option(OptionRefusal::Level),
            Refusal::Busy,
            Refusal::Store(StoreError::Io("disk full".into())),
            Refusal::FailedInside("resign".into()),
        ];
        assert_every_variant(refusals.iter());
        assert_eq!(
            refusal(&Refusal::Busy),
            "that game is very busy right now; nothing was changed, please try again"
        );
        let store = |e| refusal(&Refusal::Store(e));
        assert_eq!(
            store(StoreError::Io("disk full".into())),
            "Palace's storage failed (disk full); nothing was changed, please try again later"
        );
        assert_eq!(
            store(StoreError::Corrupt {
                what: Document::new(Kind::Player, "alice"),
                reason: "EOF at line 1".into()
            }),
            "the stored record of the player alice cannot be read (EOF at line 1); nothing was changed"
        );
        assert_eq!(
            store(StoreError::Unsure("reset by peer".into())),
            "the connection to the database broke while saving (reset by peer): the change may or may not have been saved; look (/board) before trying again"
        );
        let japanese = crate::voice::reader::Reader::of(crate::model::Language::Japanese);
        assert_eq!(
            crate::voice::reader::as_read_by(japanese, || store(StoreError::Corrupt {
                what: Document::new(Kind::Game, 12),
                reason: "EOF".into()
            })),
            "保存された対局12の記録を読めません（EOF）。何も変更されていません"
        );
        assert_eq!(
            refusal(&Refusal::FailedInside("resign".into())),
            "Palace failed on /resign (the failure is logged for its operator); /board shows where the game stands, and the button may be tried again"
        );
    }
}
