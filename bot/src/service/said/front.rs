//! What the front ends say of their own (Discord's notes, `palace play`'s line reader, the
//! per-person limits), as values: the service never says these, but their words are the
//! voice's like every other sentence a player reads.

use std::time::Duration;

/// Why a line of `palace play` cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum LineError {
    /// A quote is not closed.
    UnclosedQuote,
    /// The line starts with a command: who types it?
    NoAuthor(String),
    /// No `NAME:` at all.
    NoColon,
    /// Nothing before the `:`.
    Nobody,
    /// A place that does not start with `#`.
    NotAPlace(String),
    /// More before the `:` than a name and a place.
    Unexpected(String),
    /// A name written as a mention or a place.
    NotAName(String),
    /// Palace's own name, which players may not take.
    PalaceName(String),
    /// No `/` before the command.
    NoSlash(String),
    /// Nothing after the `/`.
    NoCommand,
    /// `/wait` without one duration.
    WaitHow,
    /// Not a duration.
    NotADuration(String),
    /// A value the command has no option left for.
    NoPlaceFor {
        /// The command.
        command: String,
        /// The value, as written.
        shown: String,
    },
}

/// Why a front end turned a command away before it ran (its per-person limits).
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum LimitRefusal {
    /// More commands than the rate allows; the next is taken after `wait`.
    TooFast {
        /// How long until the next command is taken.
        wait: Duration,
    },
    /// The person already has as many heavy jobs waiting or running as allowed.
    HeavyInFlight {
        /// How many they have.
        jobs: u32,
    },
    /// The bot's heavy queue is full.
    Busy,
}

/// What a front end says of its own.
#[derive(Clone, Debug, PartialEq, Eq, strum::EnumCount)]
pub enum FrontSaid {
    /// A player's direct messages are closed, so their private board did not reach them.
    DmsClosed,
    /// A player's direct messages are closed and there was no channel to say so in (a
    /// notice of a game Palace may only answer in): told privately at their next command.
    DmsClosedNowhere,
    /// A command went through; its answers are in `elsewhere` (a channel's mention), or
    /// here.
    Done {
        /// Where the answers went, if not here.
        elsewhere: Option<String>,
    },
    /// A heavy command waits behind `ahead` others.
    Queued {
        /// How many are ahead.
        ahead: usize,
    },
    /// Something failed on Palace's side.
    WentWrong,
    /// `palace play` could not read a line.
    Line(LineError),
    /// A per-person limit turned the command away.
    Limit(LimitRefusal),
    /// `palace play`'s own command, added to `/help` there.
    WaitHelp,
    /// `palace play`'s greeting at an interactive start.
    PlayIntro,
    /// `palace play` goes on without the games' pages: their default address could not
    /// be taken.
    PagesNotServed {
        /// The address.
        address: String,
        /// Why (the system's words).
        why: String,
    },
    /// Where a game's page is (`palace play` says it as the game begins).
    PageAt {
        /// The game.
        game: u64,
        /// Its page's address.
        url: String,
    },
}
