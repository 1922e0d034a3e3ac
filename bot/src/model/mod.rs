//! The model: what Palace stores and the plain values everything else speaks in — ids,
//! time, users, and the game, challenge, player and server documents with the pure functions on
//! them. It is the bottom floor of the `palace` crate: the stores and the service build on
//! it, and it knows neither of them (nor Discord).

mod challenge;
mod clock;
mod color_serde;
mod damage;
mod game;
mod ids;
mod language;
mod notices;
mod openings;
mod pgn;
mod player;
mod premove;
mod reading;
mod reminders;
mod review;
mod server_doc;
mod slug;
mod tournament;
mod vacation;

pub use challenge::{ChallengeDoc, ColorChoice};
pub use clock::{ClockCall, ENGINE_GRACE};
pub use damage::Damage;
pub use game::{GameDoc, LapsedOffer, Scope, counts};
pub use ids::{ChallengeId, DAY, GameId, HOUR, Place, Server, Time, User, UserId, engine_name};
pub use language::Language;
pub use notices::Notices;
pub use openings::{Opening, opening_name};
pub use pgn::{date, numbered};
pub use player::{
    Notify, OpenPuzzle, PlayerDoc, Rating, Results, ResultsBook, ResultsByServer, count_on,
};
pub use premove::{MAX_LINES, MAX_PAIRS, PremoveError, PremoveMistake, Premoves};
pub use reminders::{
    MAX_REMINDERS, ReminderError, default_reminders, parse_duration, parse_reminders,
    reminders_text, short_duration,
};
pub use review::{PuzzleSpot, Review, Swing, SwingKind, clearly_winning};
pub use server_doc::ServerDoc;
pub use slug::Slug;
pub use tournament::{
    Entrant, EventFormat, EventGame, EventRef, EventResult, EventRound, EventStage, TournamentDoc,
    TournamentId,
};
pub use vacation::{Away, DEFAULT_VACATION_DAYS, VacationRefusal, Vacations, YEAR};

/// A game of `variant` from its start with `moves` (any notation) played in turn: what the
/// crate's tests build positions with.
#[cfg(test)]
pub(crate) fn played(variant: rules::Variant, moves: &[&str]) -> rules::AnyGame {
    let mut game = rules::AnyGame::from_record(&rules::Record::new(variant)).unwrap();
    for m in moves {
        let turn = game.turn();
        game.play_as(turn, m).unwrap();
    }
    game
}
