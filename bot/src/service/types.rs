//! The plain values the service speaks in: who asks, where, what, and what it answers.
//! No Discord type and no storage type appears here.

use serde::{Deserialize, Serialize};

/// Seconds since the Unix epoch. The service never reads a clock: every call is given
/// the time, so tests can run months in milliseconds.
pub type Time = i64;
/// One hour in [`Time`] units.
pub const HOUR: Time = 3600;
/// One day in [`Time`] units.
pub const DAY: Time = 24 * HOUR;

/// A user, by a stable id (a Discord snowflake, or a name in `palace play`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UserId(pub String);

impl std::fmt::Display for UserId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A user as a command names them: id and the name to show.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct User {
    /// The stable id.
    pub id: UserId,
    /// The display name (any Unicode).
    pub name: String,
}

impl User {
    /// A user whose id is their name (as in `palace play`).
    pub fn named(name: &str) -> User {
        User {
            id: UserId(name.to_owned()),
            name: name.to_owned(),
        }
    }
}

/// Where a command was given and where public answers go: a channel or thread.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Place(pub String);

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// One option value as the front end resolved it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// Text (numbers, names and booleans are given as text and checked by the service).
    Text(String),
    /// A user option, resolved by the front end.
    User(User),
}

/// A command: a plain value handed to the service, exactly as a slash command carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command {
    /// Who gave it.
    pub user: User,
    /// Where.
    pub place: Place,
    /// The command's name without the slash (`move`).
    pub name: String,
    /// Named options in the order given (`text` → `C2=5`).
    pub options: Vec<(String, OptionValue)>,
}

/// Who a message is for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Audience {
    /// Everyone in a place.
    Public(Place),
    /// One user, privately (a direct message).
    Dm(UserId),
    /// The command's author only (an ephemeral reply).
    Reply(UserId),
}

/// A picture attached to a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// A file name that says what it is (`game-12-ply-5.png`, `game-12.gif`).
    pub file_name: String,
    /// The encoded PNG or GIF.
    pub bytes: Vec<u8>,
    /// The board as text (for terminals and logs); empty for animations.
    pub text_board: String,
}

/// One answer of the service.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// Who it is for.
    pub audience: Audience,
    /// The text.
    pub text: String,
    /// At most one picture.
    pub picture: Option<Picture>,
    /// Whether this is a refusal (nothing changed).
    pub error: bool,
}

impl Message {
    /// A public message in `place`.
    pub fn public(place: &Place, text: impl Into<String>) -> Message {
        Message {
            audience: Audience::Public(place.clone()),
            text: text.into(),
            picture: None,
            error: false,
        }
    }

    /// A direct message to `user`.
    pub fn dm(user: &UserId, text: impl Into<String>) -> Message {
        Message {
            audience: Audience::Dm(user.clone()),
            text: text.into(),
            picture: None,
            error: false,
        }
    }

    /// A private reply to `user`.
    pub fn reply(user: &UserId, text: impl Into<String>) -> Message {
        Message {
            audience: Audience::Reply(user.clone()),
            text: text.into(),
            picture: None,
            error: false,
        }
    }

    /// A private refusal to `user`.
    pub fn refusal(user: &UserId, text: impl Into<String>) -> Message {
        Message {
            error: true,
            ..Message::reply(user, text)
        }
    }

    /// The same message with a picture.
    pub fn with_picture(mut self, picture: Option<Picture>) -> Message {
        self.picture = picture;
        self
    }
}
