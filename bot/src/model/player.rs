//! A player as stored: name, settings, and ratings and results per variant.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use rules::{Color, Outcome};

use super::Language;
use super::game::GameDoc;
use super::ids::{ChallengeId, GameId, Server, UserId, engine_name};
use super::notices::Notices;
use super::vacation::Vacations;

/// A Glicko-2 rating.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// Its deviation (uncertainty).
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        let g = skillratings::glicko2::Glicko2Rating::new();
        Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
        }
    }
}

impl Rating {
    /// A rating is provisional while its deviation is high.
    pub fn is_provisional(&self) -> bool {
        self.deviation > 110.0
    }
}

/// A player's results in one variant.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Results {
    /// Games won.
    pub wins: u32,
    /// Games lost.
    pub losses: u32,
    /// Games drawn.
    pub draws: u32,
}

/// Results per variant name.
pub type ResultsBook = BTreeMap<String, Results>;

impl Results {
    /// Counts a game that ended with `outcome` for the player of `color`.
    pub fn count(&mut self, outcome: Outcome, color: Color) {
        match outcome.winner() {
            None => self.draws = self.draws.saturating_add(1),
            Some(w) if w == color => self.wins = self.wins.saturating_add(1),
            Some(_) => self.losses = self.losses.saturating_add(1),
        }
    }

    /// Games finished (at most `u32::MAX`, whatever a damaged record says).
    pub fn games(&self) -> u32 {
        self.wins
            .saturating_add(self.losses)
            .saturating_add(self.draws)
    }
}

/// A player as stored: name, settings, ratings and results per variant.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerDoc {
    /// The id.
    pub id: UserId,
    /// Their account's name, as last seen (the same in every server).
    pub name: String,
    /// The name they go by in each server where it is not `name` (a server nickname), as
    /// last seen there: shown in that server only.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub nicknames: BTreeMap<Server, String>,
    /// Piece style of pictures sent to this player: `traditional` or `western`.
    #[serde(default = "default_style")]
    pub style: String,
    /// How this player is told of their turns, challenges, offers and reminders.
    #[serde(default)]
    pub notify: Notify,
    /// The notations they read moves in, one per family of games (names of
    /// [`rules::Notation`]); none: the canonical ones (WXF, Western). A name this version
    /// does not know reads as none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notations: Vec<String>,
    /// The language they chose with `/settings language:` (a [`Language`] tag); none:
    /// their Discord's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// The language their Discord reported with their last command (a tag): what their
    /// direct messages are in when they chose none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locale_seen: Option<String>,
    /// The times before a deadline (seconds, latest first) they are reminded at; none: the
    /// default ([`crate::model::default_reminders`]); empty: no reminder.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remind: Option<Vec<i64>>,
    /// Rated results per variant name.
    #[serde(default)]
    pub ratings: BTreeMap<String, Rating>,
    /// Results (rated and casual) per variant name.
    #[serde(default)]
    pub results: ResultsBook,
    /// The same, per server the games were played in: what a server shows of them to
    /// others (their results elsewhere stay there).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub results_in: BTreeMap<Server, ResultsBook>,
    /// The servers they have finished a game in (a server's leaderboard lists these).
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub servers: BTreeSet<Server>,
    /// Whether others may challenge them by name (`/settings challenges:off` stops it;
    /// open challenges anyone may take are not affected).
    #[serde(default = "yes", skip_serializing_if = "is_yes")]
    pub takes_challenges: bool,
    /// The challenges they have posted that may still be open (each checked against the
    /// store when counted: one that was taken, withdrawn or expired no longer counts).
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub open_challenges: BTreeSet<ChallengeId>,
    /// When each challenger last had them told of a challenge (kept for an hour), so
    /// that one person cannot have them pinged or DM'd again and again.
    #[serde(default, skip_serializing_if = "Notices::is_empty")]
    pub challenge_notices: Notices,
    /// Their vacations that still count against the allowance.
    #[serde(default, skip_serializing_if = "Vacations::is_empty")]
    pub vacations: Vacations,
    /// When each opponent was last told of a change of this player's vacation: told at
    /// most once a day (entries older than a day are dropped when it is written).
    #[serde(default, skip_serializing_if = "Notices::is_empty")]
    pub vacation_notices: Notices,
    /// The puzzle they are solving (`/puzzle`), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub puzzle: Option<OpenPuzzle>,
    /// Puzzles solved.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub puzzles_solved: u32,
    /// The puzzles they were given (game, ply), the latest last, so that none comes twice.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub puzzles_seen: Vec<(GameId, usize)>,
}

/// The puzzle a player is solving: the position before move `ply` of game `game`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenPuzzle {
    /// The game it comes from.
    pub game: GameId,
    /// The moves played before it.
    pub ply: usize,
    /// Whether they asked for the hint.
    #[serde(default)]
    pub hinted: bool,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn yes() -> bool {
    true
}

fn is_yes(b: &bool) -> bool {
    *b
}

fn default_style() -> String {
    "traditional".to_owned()
}

/// How a player is told that something waits for them: once, one way.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Notify {
    /// A mention in the game's message (the default: the front end notifies them).
    #[default]
    Ping,
    /// A direct message; the game's message names them without a mention.
    Dm,
    /// Neither: they look for themselves.
    Off,
}

impl Notify {
    /// The names `/settings notify:` takes, in this order.
    pub const NAMES: [&'static str; 3] = ["ping", "dm", "off"];

    /// The setting named `name` (one of [`Notify::NAMES`]).
    pub fn named(name: &str) -> Option<Notify> {
        match name {
            "ping" => Some(Notify::Ping),
            "dm" => Some(Notify::Dm),
            "off" => Some(Notify::Off),
            _ => None,
        }
    }

    /// Its name.
    pub fn name(self) -> &'static str {
        Notify::NAMES[self as usize]
    }

    /// Whether the game's message mentions them.
    pub fn pings(self) -> bool {
        self == Notify::Ping
    }

    /// Whether they get a direct message.
    pub fn dms(self) -> bool {
        self == Notify::Dm
    }
}

impl<'de> Deserialize<'de> for Notify {
    /// A name, or the `true`/`false` of documents from before there were three ways
    /// (`true`, the old default, becomes today's default).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Notify, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Stored {
            Old(bool),
            Name(String),
        }
        match Stored::deserialize(d)? {
            Stored::Old(true) => Ok(Notify::Ping),
            Stored::Old(false) => Ok(Notify::Off),
            Stored::Name(n) => Notify::named(&n)
                .ok_or_else(|| serde::de::Error::custom(format!("unknown notify setting '{n}'"))),
        }
    }
}

impl PlayerDoc {
    /// How they read moves (see [`PlayerDoc::notations`]), Chinese in the script of
    /// their language.
    pub fn writing(&self) -> rules::Writing {
        super::reading::writing(&self.notations, self.language())
    }

    /// The language they chose, if any (an unknown stored tag reads as none).
    pub fn chosen_language(&self) -> Option<Language> {
        super::reading::language_of(self.language.as_deref())
    }

    /// The language to write to them in: the one they chose, else the one their Discord
    /// reported last, else English.
    pub fn language(&self) -> Language {
        self.chosen_language()
            .or_else(|| super::reading::language_of(self.locale_seen.as_deref()))
            .unwrap_or_default()
    }

    /// Reads moves of `notation`'s family in it from now on.
    pub fn set_notation(&mut self, notation: rules::Notation) {
        super::reading::set_notation(&mut self.notations, notation);
    }

    /// A new player with default settings.
    pub fn new(id: &UserId, name: &str) -> PlayerDoc {
        let engine = id.engine_level();
        PlayerDoc {
            id: id.clone(),
            name: engine.map_or_else(|| name.to_owned(), engine_name),
            style: default_style(),
            notify: if engine.is_some() {
                Notify::Off
            } else {
                Notify::Ping
            },
            notations: Vec::new(),
            language: None,
            locale_seen: None,
            nicknames: BTreeMap::new(),
            ratings: BTreeMap::new(),
            results: BTreeMap::new(),
            results_in: BTreeMap::new(),
            servers: BTreeSet::new(),
            remind: None,
            takes_challenges: true,
            open_challenges: BTreeSet::new(),
            challenge_notices: Notices::default(),
            vacations: Vacations::default(),
            vacation_notices: Notices::default(),
            puzzle: None,
            puzzles_solved: 0,
            puzzles_seen: Vec::new(),
        }
    }

    /// The name to show them by in `server` (its nickname for them, else their account's
    /// name); outside any server, their account's name.
    pub fn name_in(&self, server: Option<&Server>) -> &str {
        server
            .and_then(|s| self.nicknames.get(s))
            .unwrap_or(&self.name)
    }

    /// Their results in `server`'s games.
    pub fn results_on(&self, server: &Server) -> &ResultsBook {
        static NONE: ResultsBook = BTreeMap::new();
        self.results_in.get(server).unwrap_or(&NONE)
    }
}

/// Counts a game of `variant` played in `server` that ended with `outcome` for the
/// player of `color`, in their per-server results `books`.
pub fn count_on(
    books: &mut BTreeMap<Server, ResultsBook>,
    server: &Server,
    variant: &str,
    outcome: Outcome,
    color: Color,
) {
    books
        .entry(server.clone())
        .or_default()
        .entry(variant.to_owned())
        .or_default()
        .count(outcome, color);
}

/// Each player's results per server and variant, counted game by game: what
/// [`PlayerDoc::results_in`] holds for a store written before it existed (games in no
/// server, and those that did not count, are left out).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ResultsByServer(BTreeMap<UserId, BTreeMap<Server, ResultsBook>>);

impl ResultsByServer {
    /// Counts `game` for its players, if it counted.
    pub fn add(&mut self, game: &GameDoc) {
        let Some(server) = &game.server else {
            return;
        };
        let Some(outcome) = game.counted_outcome() else {
            return;
        };
        for color in Color::ALL {
            let books = self.0.entry(game.player(color).clone()).or_default();
            count_on(books, server, &game.variant, outcome, color);
        }
    }

    /// `player` with the per-server results counted here, if their document has none yet
    /// and some were counted (`None`: nothing to change).
    pub fn fill(&self, player: &PlayerDoc) -> Option<PlayerDoc> {
        let counted = self.0.get(&player.id)?;
        player.results_in.is_empty().then(|| PlayerDoc {
            results_in: counted.clone(),
            ..player.clone()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notify_reads_names_and_the_old_true_and_false() {
        let read = |json: &str| serde_json::from_str::<Notify>(json);
        assert_eq!(read("true").unwrap(), Notify::Ping);
        assert_eq!(read("false").unwrap(), Notify::Off);
        for n in Notify::NAMES {
            let notify = Notify::named(n).unwrap();
            assert_eq!(notify.name(), n);
            assert_eq!(
                read(&serde_json::to_string(&notify).unwrap()).unwrap(),
                notify
            );
        }
        assert!(read("\"loud\"").unwrap_err().to_string().contains("loud"));
        let old = r#"{"id":"a","name":"A","notify":false}"#;
        let doc: PlayerDoc = serde_json::from_str(old).unwrap();
        assert_eq!(doc.notify, Notify::Off);
        let none = r#"{"id":"a","name":"A"}"#;
        let doc: PlayerDoc = serde_json::from_str(none).unwrap();
        assert_eq!(doc.notify, Notify::Ping);
    }
}
