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

/// How a button looks: what it does to the game says how loud it is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ActionStyle {
    /// The expected answer (accept).
    Primary,
    /// A neutral look (board).
    Secondary,
    /// A refusal or an irreversible step (decline, resign).
    Danger,
}

/// A button under a message: a command that a click gives on the clicker's behalf, so it
/// needs no state but the command itself and keeps working for days and after restarts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Action {
    /// The button's text.
    pub label: String,
    /// Its look.
    pub style: ActionStyle,
    /// The command's name (`accept`).
    pub command: String,
    /// Its options as text (`challenge` → `12`).
    pub options: Vec<(String, String)>,
    /// A question to confirm first (`Resign game 12?`), for steps that cannot be undone.
    pub confirm: Option<String>,
}

impl Action {
    /// A button that gives `/command name:value ...`.
    pub fn new(
        label: &str,
        style: ActionStyle,
        command: &str,
        options: &[(&str, String)],
    ) -> Action {
        Action {
            label: label.to_owned(),
            style,
            command: command.to_owned(),
            options: options
                .iter()
                .map(|(n, v)| ((*n).to_owned(), v.clone()))
                .collect(),
            confirm: None,
        }
    }

    /// The same button, asking `question` before it acts.
    pub fn confirmed(mut self, question: impl Into<String>) -> Action {
        self.confirm = Some(question.into());
        self
    }

    /// The command a click gives, as `user` in `place`.
    pub fn command_for(&self, user: User, place: Place) -> Command {
        Command {
            user,
            place,
            name: self.command.clone(),
            options: self
                .options
                .iter()
                .map(|(n, v)| (n.clone(), OptionValue::Text(v.clone())))
                .collect(),
        }
    }
}

/// Something that happened to a game or challenge that a front end may show in its own
/// way (a thread per game, buttons taken off an answered challenge).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A challenge was posted by this message.
    ChallengePosted {
        /// Which.
        challenge: u64,
    },
    /// A challenge is no longer open (taken, declined, withdrawn, expired).
    ChallengeClosed {
        /// Which.
        challenge: u64,
        /// The front end's handle of the message that posted it, if it gave one.
        post: Option<String>,
    },
    /// A game began with this message.
    GameStarted {
        /// Which.
        game: u64,
        /// The handle of the challenge's message, if the front end gave one.
        challenge_post: Option<String>,
        /// A short title (`Game 12 · Alice vs Bob`).
        title: String,
    },
    /// A game ended with this message.
    GameEnded {
        /// Which.
        game: u64,
        /// A short title with the result (`Game 12 · Alice vs Bob · 1–0`).
        title: String,
    },
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
    /// Buttons under it.
    pub actions: Vec<Action>,
    /// A user to call (the player to move); a front end may ping them.
    pub ping: Option<UserId>,
    /// What happened, for front ends that show games their own way.
    pub event: Option<Event>,
}

impl Message {
    /// A public message in `place`.
    pub fn public(place: &Place, text: impl Into<String>) -> Message {
        Message {
            audience: Audience::Public(place.clone()),
            text: text.into(),
            picture: None,
            error: false,
            actions: Vec::new(),
            ping: None,
            event: None,
        }
    }

    /// A direct message to `user`.
    pub fn dm(user: &UserId, text: impl Into<String>) -> Message {
        Message {
            audience: Audience::Dm(user.clone()),
            text: text.into(),
            picture: None,
            error: false,
            actions: Vec::new(),
            ping: None,
            event: None,
        }
    }

    /// A private reply to `user`.
    pub fn reply(user: &UserId, text: impl Into<String>) -> Message {
        Message {
            audience: Audience::Reply(user.clone()),
            text: text.into(),
            picture: None,
            error: false,
            actions: Vec::new(),
            ping: None,
            event: None,
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

    /// The same message with buttons.
    pub fn with_actions(mut self, actions: Vec<Action>) -> Message {
        self.actions = actions;
        self
    }

    /// The same message calling `user`.
    pub fn with_ping(mut self, user: &UserId) -> Message {
        self.ping = Some(user.clone());
        self
    }

    /// The same message marked with what happened.
    pub fn with_event(mut self, event: Event) -> Message {
        self.event = Some(event);
        self
    }
}
