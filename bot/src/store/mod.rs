//! Where the service keeps its state, behind a trait that speaks in the service's own
//! terms: load a game, a challenge or a player; apply a batch of changes only if every
//! document is still at the version it was read at; list by index. The sled backend
//! ([`SledStore`]) is the only code that knows sled, the PostgreSQL backend ([`PgStore`],
//! for several bot processes on one database) the only code that knows PostgreSQL; the
//! service sees neither. [`Dump`] is the whole store as plain records, for backups and to
//! move between backends ([`backup`] writes and reads it as text).

mod announced;
pub mod backup;
mod open;
mod pg_store;
mod sled_store;

pub use announced::Announced;
pub use open::{StoreConfig, open, without_password};
pub use pg_store::PgStore;
pub use sled_store::SledStore;

use std::fmt;

use crate::model::{ChallengeDoc, ChallengeId, GameDoc, GameId, PlayerDoc, ServerDoc};
use crate::model::{Place, Scope, Server, Slug, Time, UserId};
use crate::model::{TournamentDoc, TournamentId};

/// A document and the version it was read at.
#[derive(Clone, Debug, PartialEq)]
pub struct Versioned<T> {
    /// Bumped by every committed change.
    pub version: u64,
    /// The document.
    pub doc: T,
}

/// One document to write: the version it must still have (`None`: it must not exist yet).
#[derive(Clone, Debug, PartialEq)]
pub struct Put<T> {
    /// The version read, or `None` for a new document.
    pub expected: Option<u64>,
    /// The new content.
    pub doc: T,
}

/// Changes applied all together or not at all.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Batch {
    /// Games to write.
    pub games: Vec<Put<GameDoc>>,
    /// Challenges to write.
    pub challenges: Vec<Put<ChallengeDoc>>,
    /// Challenges to delete, with the version they must still have.
    pub removed_challenges: Vec<(ChallengeId, u64)>,
    /// Players to write.
    pub players: Vec<Put<PlayerDoc>>,
    /// Servers' settings to write.
    pub servers: Vec<Put<ServerDoc>>,
    /// Tournaments to write.
    pub tournaments: Vec<Put<TournamentDoc>>,
}

impl Batch {
    /// Whether there is nothing to write.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
            && self.challenges.is_empty()
            && self.removed_challenges.is_empty()
            && self.players.is_empty()
            && self.servers.is_empty()
            && self.tournaments.is_empty()
    }
}

/// Something the clock must look at: a game's reminder or deadline, or a challenge's
/// expiry.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Due {
    /// A game with a reminder or deadline at `at`.
    Game {
        /// When.
        at: Time,
        /// Which.
        id: GameId,
    },
    /// A challenge expiring at `at`.
    Challenge {
        /// When.
        at: Time,
        /// Which.
        id: ChallengeId,
    },
    /// A tournament whose sign-up closes at `at`: it starts then.
    Tournament {
        /// When.
        at: Time,
        /// Which.
        id: TournamentId,
    },
}

/// Why the store could not do what was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// A document changed since it was read: nothing was written.
    Conflict,
    /// A stored document cannot be read; every other document is unaffected.
    Corrupt {
        /// Which document.
        what: Document,
        /// Why.
        reason: String,
    },
    /// Another process holds the data directory.
    Locked(String),
    /// A restore into a store that already holds data.
    NotEmpty(String),
    /// The data was written by another schema version.
    Schema(String),
    /// The disk or database failed.
    Io(String),
    /// The connection to the database broke with a commit sent: it may or may not have
    /// been applied.
    Unsure(String),
}

/// Which stored document: its kind and key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Document {
    /// Game, challenge, player or server.
    pub kind: Kind,
    /// Its id.
    pub key: String,
}

impl Document {
    /// Document `key` of `kind`.
    pub fn new(kind: Kind, key: impl ToString) -> Document {
        Document {
            kind,
            key: key.to_string(),
        }
    }
}

impl fmt::Display for Document {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind.name(), self.key)
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Conflict => f.write_str("the data changed meanwhile; nothing was written"),
            StoreError::Corrupt { what, reason } => {
                write!(f, "the stored record of {what} cannot be read: {reason}")
            }
            StoreError::Locked(e) => {
                write!(f, "the data directory is in use by another process ({e})")
            }
            StoreError::NotEmpty(e) => write!(f, "{e}"),
            StoreError::Schema(e) => write!(f, "{e}"),
            StoreError::Io(e) => write!(f, "storage error: {e}"),
            StoreError::Unsure(e) => write!(
                f,
                "the database connection broke while saving ({e}); the change may or may not \
                 have been saved"
            ),
        }
    }
}

impl std::error::Error for StoreError {}

/// The service's storage.
pub trait Store: Send + Sync {
    /// A game.
    fn game(&self, id: GameId) -> Result<Option<Versioned<GameDoc>>, StoreError>;
    /// A challenge.
    fn challenge(&self, id: ChallengeId) -> Result<Option<Versioned<ChallengeDoc>>, StoreError>;
    /// A player.
    fn player(&self, id: &UserId) -> Result<Option<Versioned<PlayerDoc>>, StoreError>;
    /// A server's settings (none: it has none of its own).
    fn server(&self, id: &Server) -> Result<Option<Versioned<ServerDoc>>, StoreError>;
    /// A tournament.
    fn tournament(&self, id: TournamentId) -> Result<Option<Versioned<TournamentDoc>>, StoreError>;
    /// The tournaments of `server`, oldest first: read from an index, whatever other
    /// servers hold.
    fn tournaments_of(&self, server: &Server) -> Result<Vec<TournamentId>, StoreError>;
    /// The readable games among `ids`, in the order given (one round trip on
    /// PostgreSQL); a missing or unreadable one is left out.
    fn games(&self, ids: &[GameId]) -> Result<Vec<Versioned<GameDoc>>, StoreError> {
        let mut out = Vec::new();
        for &id in ids {
            match self.game(id) {
                Ok(Some(g)) => out.push(g),
                Ok(None) | Err(StoreError::Corrupt { .. }) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(out)
    }
    /// The readable players among `ids` (one round trip on PostgreSQL); a missing or
    /// unreadable one is left out.
    fn players(&self, ids: &[UserId]) -> Result<Vec<Versioned<PlayerDoc>>, StoreError> {
        let mut out = Vec::new();
        for id in ids {
            match self.player(id) {
                Ok(Some(p)) => out.push(p),
                Ok(None) | Err(StoreError::Corrupt { .. }) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(out)
    }
    /// The game whose page is at `slug` ([`GameDoc::slug`]), read from an index.
    fn game_by_slug(&self, slug: &Slug) -> Result<Option<GameId>, StoreError>;
    /// The running games `user` plays in, oldest first.
    fn running_games_of(&self, user: &UserId) -> Result<Vec<GameId>, StoreError>;
    /// The running games of a place, oldest first.
    fn running_games_in(&self, place: &Place) -> Result<Vec<GameId>, StoreError>;
    /// Every running game, oldest first.
    fn running_games(&self) -> Result<Vec<GameId>, StoreError>;
    /// The running games listed in `scope` ([`GameDoc::scope`]), oldest first: read from
    /// an index, whatever other servers hold.
    fn running_games_within(&self, scope: &Scope) -> Result<Vec<GameId>, StoreError>;
    /// The `newest` most recently finished games of `scope`, newest first.
    fn finished_within(&self, scope: &Scope, newest: usize) -> Result<Vec<GameId>, StoreError>;
    /// The readable documents of the players who have finished a game in `server`
    /// ([`PlayerDoc::servers`]), by id: a server's leaderboard, read from an index.
    fn players_on(&self, server: &Server) -> Result<Vec<PlayerDoc>, StoreError>;
    /// The pending challenges of a place, oldest first.
    fn challenges_in(&self, place: &Place) -> Result<Vec<ChallengeId>, StoreError>;
    /// Everything due at or before `until`, earliest first.
    fn due(&self, until: Time) -> Result<Vec<Due>, StoreError>;
    /// What is due at or before `now`, earliest first, claimed for this process until
    /// `lease_until`: a store shared by several processes gives each due item to one of
    /// them at a time (the others skip it until the claim lapses or the item is written).
    /// Claims only spare work: every change the clock makes is still checked by version.
    fn claim_due(&self, now: Time, lease_until: Time) -> Result<Vec<Due>, StoreError> {
        let _ = lease_until;
        self.due(now)
    }
    /// The most recently finished games, newest first.
    fn finished(&self, newest: usize) -> Result<Vec<GameId>, StoreError>;
    /// A new number for a game or a challenge, never given before to one of its kind:
    /// games and challenges are numbered apart, each from 1.
    fn next_id(&self, counter: Counter) -> Result<u64, StoreError>;
    /// Applies `batch` atomically if every document still has its expected version
    /// ([`StoreError::Conflict`] otherwise, writing nothing), and returns only once the
    /// change is durable.
    fn commit(&self, batch: Batch) -> Result<(), StoreError>;
    /// Writes out anything held in memory (for shutdown; every commit already is durable).
    fn flush(&self) -> Result<(), StoreError> {
        Ok(())
    }
    /// Every record, as stored (unreadable documents too), and the id counters: games by
    /// id, then challenges by id, then players by id, then servers by id (bytewise), then
    /// tournaments by id.
    fn dump(&self) -> Result<Dump, StoreError>;
    /// Writes `dump` into this store, all or nothing; refused ([`StoreError::NotEmpty`])
    /// unless the store holds no record.
    fn restore(&self, dump: &Dump) -> Result<(), StoreError>;
}

impl<T: Store + ?Sized> Store for Box<T> {
    fn game(&self, id: GameId) -> Result<Option<Versioned<GameDoc>>, StoreError> {
        (**self).game(id)
    }
    fn challenge(&self, id: ChallengeId) -> Result<Option<Versioned<ChallengeDoc>>, StoreError> {
        (**self).challenge(id)
    }
    fn player(&self, id: &UserId) -> Result<Option<Versioned<PlayerDoc>>, StoreError> {
        (**self).player(id)
    }
    fn server(&self, id: &Server) -> Result<Option<Versioned<ServerDoc>>, StoreError> {
        (**self).server(id)
    }
    fn tournament(&self, id: TournamentId) -> Result<Option<Versioned<TournamentDoc>>, StoreError> {
        (**self).tournament(id)
    }
    fn tournaments_of(&self, server: &Server) -> Result<Vec<TournamentId>, StoreError> {
        (**self).tournaments_of(server)
    }
    fn games(&self, ids: &[GameId]) -> Result<Vec<Versioned<GameDoc>>, StoreError> {
        (**self).games(ids)
    }
    fn players(&self, ids: &[UserId]) -> Result<Vec<Versioned<PlayerDoc>>, StoreError> {
        (**self).players(ids)
    }
    fn game_by_slug(&self, slug: &Slug) -> Result<Option<GameId>, StoreError> {
        (**self).game_by_slug(slug)
    }
    fn running_games_of(&self, user: &UserId) -> Result<Vec<GameId>, StoreError> {
        (**self).running_games_of(user)
    }
    fn running_games_in(&self, place: &Place) -> Result<Vec<GameId>, StoreError> {
        (**self).running_games_in(place)
    }
    fn running_games(&self) -> Result<Vec<GameId>, StoreError> {
        (**self).running_games()
    }
    fn running_games_within(&self, scope: &Scope) -> Result<Vec<GameId>, StoreError> {
        (**self).running_games_within(scope)
    }
    fn finished_within(&self, scope: &Scope, newest: usize) -> Result<Vec<GameId>, StoreError> {
        (**self).finished_within(scope, newest)
    }
    fn players_on(&self, server: &Server) -> Result<Vec<PlayerDoc>, StoreError> {
        (**self).players_on(server)
    }
    fn challenges_in(&self, place: &Place) -> Result<Vec<ChallengeId>, StoreError> {
        (**self).challenges_in(place)
    }
    fn due(&self, until: Time) -> Result<Vec<Due>, StoreError> {
        (**self).due(until)
    }
    fn claim_due(&self, now: Time, lease_until: Time) -> Result<Vec<Due>, StoreError> {
        (**self).claim_due(now, lease_until)
    }
    fn finished(&self, newest: usize) -> Result<Vec<GameId>, StoreError> {
        (**self).finished(newest)
    }
    fn next_id(&self, counter: Counter) -> Result<u64, StoreError> {
        (**self).next_id(counter)
    }
    fn commit(&self, batch: Batch) -> Result<(), StoreError> {
        (**self).commit(batch)
    }
    fn flush(&self) -> Result<(), StoreError> {
        (**self).flush()
    }
    fn dump(&self) -> Result<Dump, StoreError> {
        (**self).dump()
    }
    fn restore(&self, dump: &Dump) -> Result<(), StoreError> {
        (**self).restore(dump)
    }
}

/// What a stored record is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// A [`GameDoc`], keyed by its id.
    Game,
    /// A [`ChallengeDoc`], keyed by its id.
    Challenge,
    /// A [`PlayerDoc`], keyed by the user's id.
    Player,
    /// A [`ServerDoc`], keyed by the server's id.
    Server,
    /// A [`TournamentDoc`], keyed by its id.
    Tournament,
}

impl Kind {
    /// `game`, `challenge`, `player`, `server` or `tournament`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Game => "game",
            Kind::Challenge => "challenge",
            Kind::Player => "player",
            Kind::Server => "server",
            Kind::Tournament => "tournament",
        }
    }
}

/// One stored document exactly as stored: its JSON text, which may be unreadable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Game, challenge, player or server.
    pub kind: Kind,
    /// The id: a number for games and challenges, the user id for players, the server id
    /// for servers.
    pub key: String,
    /// Its version.
    pub version: u64,
    /// The document's JSON text.
    pub doc: String,
}

/// What a number from [`Store::next_id`] is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Counter {
    /// A game (`Game 1`).
    Game,
    /// A challenge (`challenge:1`).
    Challenge,
    /// A tournament (`tournament:1`).
    Tournament,
}

/// A whole store.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dump {
    /// The last game number given by [`Store::next_id`] (0: none yet).
    pub last_game_id: u64,
    /// The last challenge number given (0: none yet).
    pub last_challenge_id: u64,
    /// The last tournament number given (0: none yet).
    pub last_tournament_id: u64,
    /// Every record, in the order [`Store::dump`] gives.
    pub records: Vec<Record>,
}

impl Dump {
    /// How many records of `kind`.
    pub fn count(&self, kind: Kind) -> usize {
        self.records.iter().filter(|r| r.kind == kind).count()
    }
}

/// A game record's document, if readable (an unreadable one is restored as it is, but in
/// no index).
pub(crate) fn game_of(record: &Record) -> Option<GameDoc> {
    serde_json::from_str(&record.doc).ok()
}

/// A player record's document, if readable.
pub(crate) fn player_of(record: &Record) -> Option<PlayerDoc> {
    serde_json::from_str(&record.doc).ok()
}

/// A tournament record's document, if readable.
pub(crate) fn tournament_of(record: &Record) -> Option<TournamentDoc> {
    serde_json::from_str(&record.doc).ok()
}

/// A challenge record's document, if readable.
pub(crate) fn challenge_of(record: &Record) -> Option<ChallengeDoc> {
    serde_json::from_str(&record.doc).ok()
}
