//! What the queries say (`/games`, `/export`, `/replay`, `/stats`, `/leaderboard`,
//! `/activity`, `/rules`), and what vacations say.

use rules::{Color, Outcome, Variant};

use super::game::{Away, GameLine, Listed};
use crate::model::{GameId, Rating, Results, Time};
use crate::service::request::Ranking;

/// How much of a player's vacation allowance is left.
#[derive(Clone, Debug, PartialEq)]
pub struct Allowance {
    /// Seconds left.
    pub left: Time,
    /// Days in any 365.
    pub days: u32,
}

/// One variant's line of `/stats`.
#[derive(Clone, Debug, PartialEq)]
pub struct StatsRow {
    /// The game.
    pub variant: Variant,
    /// The rating, once rated.
    pub rating: Option<Rating>,
    /// The results.
    pub results: Results,
}

/// Which of a player's results `/stats` shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ShownResults {
    /// All of them: the asker's own.
    All,
    /// Those of this server's games: someone else's (what they did in other servers stays
    /// there).
    ThisServer,
    /// None: someone else's, asked outside any server.
    None,
}

/// A player's `/stats`.
#[derive(Clone, Debug, PartialEq)]
pub struct Stats {
    /// Whose.
    pub name: String,
    /// Which results the rows count (their ratings are the same everywhere).
    pub shown: ShownResults,
    /// One row a variant with games or a rating (or the one asked for).
    pub rows: Vec<StatsRow>,
    /// Whether a rating shown is provisional.
    pub provisional: bool,
    /// Puzzles solved of those given, if any were given.
    pub puzzles: Option<(u32, usize)>,
    /// Away until when, if away.
    pub away: Option<Away>,
    /// The allowance left, for the asker's own stats.
    pub vacation: Option<Allowance>,
}

/// One row of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderRow {
    /// The player.
    pub name: String,
    /// Their id (their page's address on the server's pages).
    pub id: crate::model::UserId,
    /// Their rating.
    pub rating: Rating,
    /// Games won.
    pub wins: u32,
    /// Games played.
    pub games: u32,
}

/// How a finished game ended, in `/activity`.
#[derive(Clone, Debug, PartialEq)]
pub enum Ending {
    /// With this result.
    Result(Outcome),
    /// Called off.
    Aborted,
    /// Its record cannot be replayed.
    Unreadable,
}

/// A finished game in `/activity`.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    /// Its number.
    pub game: GameId,
    /// The game.
    pub variant: Variant,
    /// The players, the first first.
    pub players: [String; 2],
    /// How it ended.
    pub ending: Ending,
}

/// Whose eyes a replay shows the game through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayView {
    /// The whole game, from the first player's side.
    Whole,
    /// A dark game as this side saw it.
    AsSeenBy(Color),
    /// From this side of the board.
    From(Color),
}

/// A challenge still open, as `/games` lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenChallenge {
    /// The challenge.
    pub id: crate::model::ChallengeId,
    /// Its terms.
    pub terms: super::challenge::Terms,
    /// Whom it names (none: open to anyone where it was posted).
    pub opponent: Option<String>,
    /// Whether it is addressed to the one asking (else it is their own).
    pub to_you: bool,
    /// Seconds until it lapses unanswered.
    pub lapses_in: i64,
}

/// What a query says.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum QuerySaid {
    /// A player's games in progress.
    GamesOf {
        /// Whose.
        name: String,
        /// Their games reachable from here.
        games: Vec<Listed>,
        /// The author's own open challenges, and those addressed to them here (only when
        /// they ask about themselves).
        challenges: Vec<OpenChallenge>,
        /// Whether it is about someone else (then "none here" says nothing of elsewhere).
        someone_else: bool,
    },
    /// A game's page (`/page`), and the author's private view of it, if they have one.
    Page {
        /// The game.
        game: GameId,
        /// Its page's address.
        url: String,
        /// The author's private view (a running dark game of theirs): its address, and
        /// whether it was made new now (voiding the older ones).
        private: Option<(String, bool)>,
    },
    /// A game's record, PGN-style.
    Record {
        /// The record.
        text: String,
        /// The address of the game's page, when pages are served.
        page: Option<String>,
    },
    /// A replay is attached.
    Replay {
        /// The game.
        game: GameId,
        /// Its plies.
        plies: usize,
        /// Through whose eyes.
        view: ReplayView,
        /// The plies it shows at most, when it shows fewer than the game has.
        cut_to: Option<usize>,
    },
    /// A player's ratings and results.
    Stats(Stats),
    /// The top players of this server.
    Leaderboard {
        /// The game.
        variant: Variant,
        /// Ranked by.
        by: Ranking,
        /// The top 20.
        rows: Vec<LeaderRow>,
    },
    /// The latest games here, started and finished.
    Activity {
        /// Running games, newest first.
        started: Vec<GameLine>,
        /// Finished games, newest first.
        finished: Vec<Finished>,
    },
    /// The rules in short: of one variant, or of all.
    Rules(Option<Variant>),
    /// What Palace can do: every command.
    Help,
}

/// Why a query was refused.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum QueryRefusal {
    /// `/leaderboard` lists a server's players: it is asked in a server.
    LeaderboardNeedsServer,
    /// `/page`: this Palace serves no pages.
    NoPages,
    /// `/page new:true` gives a private link to a dark player's own view of a running
    /// game: this one has none for the author.
    NoPrivateView(GameId),
}

/// What a vacation says.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum VacationSaid {
    /// Where the player stands: away until when (and how long that is), else not away;
    /// the allowance left (none when vacations are off).
    Status {
        /// Away until when, and the seconds until then.
        away: Option<(Time, i64)>,
        /// The allowance left; `None`: vacations are off.
        allowance: Option<Allowance>,
    },
    /// The player went away.
    WentAway {
        /// Until when, and the seconds until then.
        until: (Time, i64),
        /// The games whose clocks stopped.
        games: Vec<GameId>,
        /// Those of them whose opponent is not told, having been told of a vacation change
        /// of the author's less than a day ago.
        untold: Vec<GameId>,
        /// The allowance left.
        allowance: Allowance,
    },
    /// In a game's place: a player went away.
    AwayNotice {
        /// The game.
        game: GameId,
        /// Who.
        name: String,
        /// Until when, and the seconds until then.
        until: (Time, i64),
        /// Later still, while the other player is away too.
        other_until: Option<Time>,
    },
    /// The player came back early.
    CameBack {
        /// Seconds they were away.
        away: i64,
        /// The games whose opponent is not told, having been told of a vacation change of
        /// the author's less than a day ago.
        untold: Vec<GameId>,
        /// The allowance left.
        allowance: Allowance,
    },
    /// In a game's place: a player came back early.
    BackNotice {
        /// The game.
        game: GameId,
        /// Who.
        name: String,
        /// Until when the clock stays stopped, the other player being away.
        still_until: Option<Time>,
    },
}

/// Why a vacation command was refused.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum VacationRefusal {
    /// `days:` and `end:` together.
    DaysAndEnd,
    /// Vacations are off on this bot.
    Off,
    /// Not away: nothing to end.
    NotAway,
    /// Longer than what is left.
    TooLong {
        /// Days asked for.
        days: u32,
        /// Seconds left.
        left: Time,
        /// Days in any 365.
        allowance: u32,
    },
}
