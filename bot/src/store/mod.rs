//! Where the service keeps its state, behind a trait that speaks in the service's own
//! terms: load a game, a challenge or a player; apply a batch of changes only if every
//! document is still at the version it was read at; list by index. The sled backend
//! ([`SledStore`]) is the only code that knows sled, so another backend (PostgreSQL for
//! several bot processes) can be added without touching the service.

mod sled_store;

pub use sled_store::SledStore;

use std::fmt;

use crate::service::docs::{ChallengeDoc, ChallengeId, GameDoc, GameId, PlayerDoc};
use crate::service::types::{Place, Time, UserId};

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
}

impl Batch {
    /// Whether there is nothing to write.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
            && self.challenges.is_empty()
            && self.removed_challenges.is_empty()
            && self.players.is_empty()
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
}

/// Why the store could not do what was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// A document changed since it was read: nothing was written.
    Conflict,
    /// A stored document cannot be read; every other document is unaffected.
    Corrupt {
        /// Which document (`game 12`).
        what: String,
        /// Why.
        reason: String,
    },
    /// Another process holds the data directory.
    Locked(String),
    /// The data was written by another schema version.
    Schema(String),
    /// The disk or database failed.
    Io(String),
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
            StoreError::Schema(e) => write!(f, "{e}"),
            StoreError::Io(e) => write!(f, "storage error: {e}"),
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
    /// The running games `user` plays in, oldest first.
    fn running_games_of(&self, user: &UserId) -> Result<Vec<GameId>, StoreError>;
    /// The running games of a place, oldest first.
    fn running_games_in(&self, place: &Place) -> Result<Vec<GameId>, StoreError>;
    /// Every running game, oldest first.
    fn running_games(&self) -> Result<Vec<GameId>, StoreError>;
    /// The pending challenges of a place, oldest first.
    fn challenges_in(&self, place: &Place) -> Result<Vec<ChallengeId>, StoreError>;
    /// Everything due at or before `until`, earliest first.
    fn due(&self, until: Time) -> Result<Vec<Due>, StoreError>;
    /// The most recently finished games, newest first.
    fn finished(&self, newest: usize) -> Result<Vec<GameId>, StoreError>;
    /// Every player (for leaderboards).
    fn players(&self) -> Result<Vec<PlayerDoc>, StoreError>;
    /// A new id for a game or challenge, never given before.
    fn next_id(&self) -> Result<u64, StoreError>;
    /// Applies `batch` atomically if every document still has its expected version
    /// ([`StoreError::Conflict`] otherwise, writing nothing), and returns only once the
    /// change is durable.
    fn commit(&self, batch: Batch) -> Result<(), StoreError>;
}
