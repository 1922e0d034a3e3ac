//! Ids, places and time: who, where, when. A user id may also name Palace's engine at a
//! level (`palace:engine:4`), which plays like a person.

use engine::Level;
use serde::{Deserialize, Serialize};

/// Seconds since the Unix epoch. The service never reads a clock: every call is given
/// the time, so tests can run months in milliseconds.
pub type Time = i64;
/// One hour in [`Time`] units.
pub const HOUR: Time = 3600;
/// One day in [`Time`] units.
pub const DAY: Time = 24 * HOUR;

/// A game's id (also shown to players: `game:12`).
pub type GameId = u64;
/// A challenge's id.
pub type ChallengeId = u64;

/// A user, by a stable id (a Discord snowflake, or a name in `palace play`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UserId(pub String);

impl std::fmt::Display for UserId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The prefix of the engine's user ids (`palace:engine:4` plays at level 4).
const ENGINE_PREFIX: &str = "palace:engine:";

impl UserId {
    /// The engine's id at `level`.
    pub fn engine(level: Level) -> UserId {
        UserId(format!("{ENGINE_PREFIX}{}", level.get()))
    }

    /// The level of the engine this id names; `None` for people.
    pub fn engine_level(&self) -> Option<Level> {
        self.0
            .strip_prefix(ENGINE_PREFIX)?
            .parse()
            .ok()
            .and_then(Level::new)
    }

    /// Whether this id is the engine's.
    pub fn is_engine(&self) -> bool {
        self.engine_level().is_some()
    }
}

/// The engine's name at `level`, as players see it.
pub fn engine_name(level: Level) -> String {
    format!("Palace (level {})", level.get())
}

/// A user as a command names them: id and the name to show.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct User {
    /// The stable id.
    pub id: UserId,
    /// The name they go by where the command was given (any Unicode): a server
    /// nickname there, else their account's name.
    pub name: String,
    /// Their account's own name when `name` is a server nickname (`None`: `name` is the
    /// account's). A nickname is shown in its own server only.
    pub account: Option<String>,
}

impl User {
    /// A user whose id is their name (as in `palace play`).
    pub fn named(name: &str) -> User {
        User {
            id: UserId(name.to_owned()),
            name: name.to_owned(),
            account: None,
        }
    }

    /// Their account's own name, the same in every server.
    pub fn account_name(&self) -> &str {
        self.account.as_deref().unwrap_or(&self.name)
    }

    /// The engine at `level`, as a user.
    pub fn engine(level: Level) -> User {
        User {
            id: UserId::engine(level),
            name: engine_name(level),
            account: None,
        }
    }
}

/// Where a command was given and where public answers go: a channel or thread.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Place(pub String);

/// The server (a Discord guild) a command was given in, or a game or challenge lives in:
/// what keeps one server's games from another's. Direct messages belong to none.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Server(pub String);

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_users_carry_their_level() {
        for n in 1..=8 {
            let level = Level::new(n).unwrap();
            let user = User::engine(level);
            assert_eq!(user.id.engine_level(), Some(level));
            assert!(user.id.is_engine());
            assert_eq!(user.name, format!("Palace (level {n})"));
        }
        assert_eq!(UserId("palace:engine:9".into()).engine_level(), None);
        assert_eq!(UserId("123456789".into()).engine_level(), None);
        assert!(!UserId("alice".into()).is_engine());
    }
}
