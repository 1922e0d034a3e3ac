//! What `/tournament` and a server's tournaments say: sign-up, rounds paired, results,
//! withdrawals, standings.

use rules::Variant;

use crate::model::{EventFormat, EventStage, GameId, Time, TournamentId};
use crate::service::request::EventAction;

/// A game of a round as announced: its number and its players, the first side's first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairedGame {
    /// The game.
    pub game: GameId,
    /// Who plays the first side (Red, or Sente) and who the second.
    pub players: [String; 2],
}

/// One line of the standings. Points are in half points; Sonneborn-Berger in quarter
/// points (as [`crate::tournament::standings::Line`] counts them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingRow {
    /// The place (shared by players level on everything).
    pub place: usize,
    /// The player's name.
    pub name: String,
    /// Points, in half points.
    pub points: u32,
    /// Games finished (a bye counts as none).
    pub games: u32,
    /// Games won.
    pub wins: u32,
    /// Sonneborn-Berger, in quarter points.
    pub sonneborn_berger: u32,
    /// Buchholz cut-1, in half points (a Swiss only).
    pub buchholz: Option<u32>,
    /// Whether they withdrew (results that stand are still listed).
    pub withdrawn: bool,
}

/// An event's standings: how far it is and its lines, as text and as a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standings {
    /// The event.
    pub id: TournamentId,
    /// How it is played (which tiebreaks).
    pub format: EventFormat,
    /// The game.
    pub variant: Variant,
    /// Where it is.
    pub stage: EventStage,
    /// Rounds paired so far, and rounds in all (a round robin: all paired at once).
    pub rounds: (usize, usize),
    /// Games ended so far, and games paired.
    pub games: (usize, usize),
    /// Lines, first place first.
    pub rows: Vec<StandingRow>,
}

/// An event as `/tournament list` names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventLine {
    /// Its number.
    pub id: TournamentId,
    /// Round robin or Swiss.
    pub format: EventFormat,
    /// The game.
    pub variant: Variant,
    /// Where it is.
    pub stage: EventStage,
    /// Players entered.
    pub players: usize,
    /// The most it takes.
    pub limit: u32,
    /// Rounds paired so far.
    pub rounds: usize,
}

/// What an event is: its format, game and terms, as its sign-up and `/tournament list`
/// say them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventTerms {
    /// Round robin (single or double) or Swiss (how many rounds).
    pub format: EventFormat,
    /// The game.
    pub variant: Variant,
    /// Days per move.
    pub days: u32,
    /// Whether its games are rated.
    pub rated: bool,
    /// The most players it takes.
    pub limit: u32,
    /// When sign-up closes and it starts, if set.
    pub deadline: Option<Time>,
}

/// What `/tournament` and the events say.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum TournamentSaid {
    /// A new event takes entries (its sign-up message, with Join and Leave).
    Created {
        /// Its number.
        id: TournamentId,
        /// Who runs it.
        organiser: String,
        /// How it is played.
        terms: EventTerms,
    },
    /// A player entered.
    Joined {
        /// The event.
        id: TournamentId,
        /// Who.
        name: String,
        /// Players now entered.
        players: usize,
        /// The most it takes.
        limit: u32,
    },
    /// A player left before the start.
    Left {
        /// The event.
        id: TournamentId,
        /// Who.
        name: String,
        /// Players now entered.
        players: usize,
    },
    /// The event began.
    Started {
        /// The event.
        id: TournamentId,
        /// How it is played.
        format: EventFormat,
        /// Its players, in the order of the draw.
        players: Vec<String>,
        /// Its games in all (every game of a round robin starts now).
        games: usize,
    },
    /// A round's games began (a Swiss round; a round robin's games are all in round 1's
    /// message, one round after another).
    RoundPaired {
        /// The event.
        id: TournamentId,
        /// The round, from 1.
        round: u32,
        /// Rounds in all.
        rounds: u32,
        /// Its games.
        games: Vec<PairedGame>,
        /// Who has the bye (a point), if anyone.
        bye: Option<String>,
    },
    /// A player was withdrawn: not paired again; in a round robin their results are
    /// struck when they finished fewer than half of their games.
    Withdrawn {
        /// The event.
        id: TournamentId,
        /// Who.
        name: String,
        /// Why.
        why: Withdrawal,
        /// Games of theirs that ended as losses now.
        forfeited: Vec<GameId>,
        /// Whether their results are struck (a round robin).
        struck: bool,
    },
    /// The standings (as text; their table is the message's picture).
    Standings(Standings),
    /// Sign-up ended with too few players: the event is called off.
    NotStarted {
        /// The event.
        id: TournamentId,
        /// Players entered.
        players: usize,
    },
    /// The event is over.
    Finished {
        /// The event.
        id: TournamentId,
        /// Who won (several when level on everything).
        winners: Vec<String>,
        /// Whether it ended early because no round could be paired.
        unpairable: bool,
    },
    /// `/tournament list`: the server's events, newest first.
    List {
        /// Each.
        events: Vec<EventLine>,
    },
}

/// Why a player is withdrawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Withdrawal {
    /// They left (`/tournament leave` after the start).
    Left,
    /// The organiser withdrew them.
    ByOrganiser,
    /// They ran out of time in every game they had left.
    TimedOut,
}

/// Why `/tournament` was refused.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum TournamentRefusal {
    /// Tournaments belong to a server: not in a DM.
    NotInServer,
    /// Palace is not in this server (only the author installed it): it could not post
    /// the event's rounds.
    NeedsPalaceHere,
    /// Creating one takes the Manage Server permission.
    MayNotCreate,
    /// Only the organiser (or a manager of the server) may do this.
    NotOrganiser(TournamentId),
    /// No such event in this server.
    NotFound(TournamentId),
    /// No event in this server for this.
    NoneHere(EventAction),
    /// Several events would do: name one.
    Several {
        /// What was asked.
        action: EventAction,
        /// Their numbers.
        ids: Vec<TournamentId>,
    },
    /// More players than this format takes here.
    LimitTooHigh {
        /// The format.
        format: EventFormat,
        /// The limit asked for.
        asked: u32,
        /// The most allowed.
        most: u32,
    },
    /// Already entered.
    AlreadyIn(TournamentId),
    /// Not entered.
    NotIn(TournamentId),
    /// Full.
    Full {
        /// The event.
        id: TournamentId,
        /// The most it takes.
        limit: u32,
    },
    /// It no longer takes entries (or has not started, or is over) for this.
    WrongStage {
        /// The event.
        id: TournamentId,
        /// Where it is.
        stage: EventStage,
        /// What was asked.
        action: EventAction,
    },
    /// Too few players to start.
    TooFew {
        /// The event.
        id: TournamentId,
        /// Players entered.
        players: usize,
    },
    /// The player named is not (or no longer) playing in it.
    NotPlaying {
        /// The event.
        id: TournamentId,
        /// Who.
        name: String,
    },
    /// Palace plays no tournament.
    NotForPalace,
}

/// The fewest players an event starts with.
pub const LEAST_PLAYERS: usize = 3;
