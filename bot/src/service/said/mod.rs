//! What the service says, as values: what happened ([`Said`]) and why a command was refused
//! ([`Refusal`]). The service decides and hands these over; the words are the voice's
//! (`crate::voice`), so that every front end (Discord, `palace play`, later a web page)
//! shows the same sentences, and other languages can word the same values.
//!
//! One file a domain, as the service's handlers are split: each says what happened there
//! and why a command there was refused.

mod caption;
mod challenge;
mod front;
mod game;
mod options;
mod premove;
mod puzzle;
mod queries;
mod review;
mod tournament;

pub use caption::{BoardState, Caption, PictureWords, ReplayHeading, Shown, TextLabels};
pub use challenge::{ChallengeRefusal, ChallengeSaid, Terms};
pub use front::{FrontSaid, LimitRefusal, LineError};
pub use game::{
    Away, ClockLine, GameLine, GameRefusal, GameSaid, LineState, Listed, Mover, Next, Told,
};
pub use options::OptionRefusal;
pub use premove::{PremoveRefusal, PremoveSaid};
pub use puzzle::{
    Hint, Organisers, PlayerRefusal, PlayerSaid, PositionNext, PositionView, PuzzleRefusal,
    PuzzleSaid, Worth,
};
pub use queries::{
    Allowance, Ending, Finished, LeaderRow, OpenChallenge, QueryRefusal, QuerySaid, ReplayView,
    ShownResults, Stats, StatsRow, VacationRefusal, VacationSaid,
};
pub use review::{Judged, ReviewRefusal, ReviewSaid, SwingLine};
pub use tournament::{
    EventLine, EventTerms, LEAST_PLAYERS, PairedGame, StandingRow, Standings, TournamentRefusal,
    TournamentSaid, Withdrawal,
};

/// What a message says.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum Said {
    /// A command was refused: nothing changed.
    Refused(Refusal),
    /// Of challenges.
    Challenge(ChallengeSaid),
    /// Of a game in play.
    Game(GameSaid),
    /// Answers to queries.
    Query(QuerySaid),
    /// Of vacations.
    Vacation(VacationSaid),
    /// Of conditional moves.
    Premove(PremoveSaid),
    /// Of puzzles.
    Puzzle(PuzzleSaid),
    /// Of a player's settings and views.
    Player(PlayerSaid),
    /// Of analyses and reviews.
    Review(ReviewSaid),
    /// Of a server's tournaments.
    Tournament(TournamentSaid),
    /// Of a front end's own.
    Front(FrontSaid),
    /// `palace play`'s `/wait`: how far the clock moved, and what it did meanwhile.
    ClockMoved {
        /// Seconds.
        seconds: i64,
        /// Reminders sent.
        reminders: usize,
        /// Games lost on time.
        timeouts: usize,
        /// Challenges that lapsed.
        expired: usize,
    },
    /// A front end is restarting: a click is answered with this, and nothing runs.
    Restarting,
    /// A button Palace does not understand (any more).
    UnknownButton,
    /// Said privately to the author of a command that acted on a game of another server:
    /// it is done, and shown there.
    DoneElsewhere,
    /// A chat message to Palace that is no move: how to play by message. `direct`: it
    /// came by DM (else it mentioned Palace).
    TypedHint {
        /// In a DM with Palace.
        direct: bool,
    },
}

/// Why a command was refused (nothing changed).
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum Refusal {
    /// Of challenges.
    Challenge(ChallengeRefusal),
    /// Of a game.
    Game(GameRefusal),
    /// Of a query.
    Query(QueryRefusal),
    /// Of a vacation.
    Vacation(VacationRefusal),
    /// Of conditional moves.
    Premove(PremoveRefusal),
    /// Of puzzles.
    Puzzle(PuzzleRefusal),
    /// Of a player's settings and views.
    Player(PlayerRefusal),
    /// Of analyses and reviews.
    Review(ReviewRefusal),
    /// Of a server's tournaments.
    Tournament(TournamentRefusal),
    /// The command's name or options.
    Option(OptionRefusal),
    /// The documents kept changing while the command ran: nothing changed, try again.
    Busy,
    /// The store failed.
    Store(crate::store::StoreError),
    /// The command failed inside Palace (a panic on its worker; logged for the operator).
    FailedInside(String),
}

impl From<Refusal> for Said {
    fn from(r: Refusal) -> Said {
        Said::Refused(r)
    }
}

impl From<ChallengeSaid> for Said {
    fn from(s: ChallengeSaid) -> Said {
        Said::Challenge(s)
    }
}

impl From<ChallengeRefusal> for Refusal {
    fn from(r: ChallengeRefusal) -> Refusal {
        Refusal::Challenge(r)
    }
}

impl From<GameSaid> for Said {
    fn from(s: GameSaid) -> Said {
        Said::Game(s)
    }
}

impl From<GameRefusal> for Refusal {
    fn from(r: GameRefusal) -> Refusal {
        Refusal::Game(r)
    }
}

impl From<QuerySaid> for Said {
    fn from(s: QuerySaid) -> Said {
        Said::Query(s)
    }
}

impl From<VacationSaid> for Said {
    fn from(s: VacationSaid) -> Said {
        Said::Vacation(s)
    }
}

impl From<QueryRefusal> for Refusal {
    fn from(s: QueryRefusal) -> Refusal {
        Refusal::Query(s)
    }
}

impl From<VacationRefusal> for Refusal {
    fn from(s: VacationRefusal) -> Refusal {
        Refusal::Vacation(s)
    }
}

impl From<PremoveSaid> for Said {
    fn from(s: PremoveSaid) -> Said {
        Said::Premove(s)
    }
}

impl From<PremoveRefusal> for Refusal {
    fn from(r: PremoveRefusal) -> Refusal {
        Refusal::Premove(r)
    }
}

impl From<PuzzleSaid> for Said {
    fn from(s: PuzzleSaid) -> Said {
        Said::Puzzle(s)
    }
}

impl From<PuzzleRefusal> for Refusal {
    fn from(r: PuzzleRefusal) -> Refusal {
        Refusal::Puzzle(r)
    }
}

impl From<PlayerSaid> for Said {
    fn from(s: PlayerSaid) -> Said {
        Said::Player(s)
    }
}

impl From<PlayerRefusal> for Refusal {
    fn from(r: PlayerRefusal) -> Refusal {
        Refusal::Player(r)
    }
}

impl From<ReviewSaid> for Said {
    fn from(s: ReviewSaid) -> Said {
        Said::Review(s)
    }
}

impl From<ReviewRefusal> for Refusal {
    fn from(r: ReviewRefusal) -> Refusal {
        Refusal::Review(r)
    }
}

impl From<OptionRefusal> for Refusal {
    fn from(r: OptionRefusal) -> Refusal {
        Refusal::Option(r)
    }
}

impl From<FrontSaid> for Said {
    fn from(s: FrontSaid) -> Said {
        Said::Front(s)
    }
}

impl From<TournamentSaid> for Said {
    fn from(s: TournamentSaid) -> Said {
        Said::Tournament(s)
    }
}

impl From<TournamentRefusal> for Refusal {
    fn from(r: TournamentRefusal) -> Refusal {
        Refusal::Tournament(r)
    }
}
