//! What challenges say: offered, answered, withdrawn, lapsed, and why one is refused.

use rules::{Color, Outcome, Variant};

use crate::model::{ChallengeId, GameId, Place};

/// The terms of a challenge as they are announced.
#[derive(Clone, Debug, PartialEq)]
pub struct Terms {
    /// The game.
    pub variant: Variant,
    /// Whether the result counts for ratings.
    pub rated: bool,
    /// Days per move.
    pub days: u32,
    /// Whether it starts from a position of its own (`fen:`).
    pub own_start: bool,
    /// The challenger's name.
    pub challenger: String,
    /// The side the challenger takes; `None` when it is drawn at random.
    pub challenger_side: Option<Color>,
}

/// What a challenge says.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum ChallengeSaid {
    /// Which game? (a challenge that names no game; a button per variant follows).
    WhichGame {
        /// Whom it will name (none: open to anyone there).
        opponent: Option<String>,
    },
    /// A challenge was posted: to `to` by name, or open to anyone here.
    Offered {
        /// Its number.
        id: ChallengeId,
        /// Whom it names.
        to: Option<String>,
        /// Its terms.
        terms: Terms,
        /// Its own start position, shown before anyone accepts.
        start: Option<String>,
    },
    /// A direct message to the player a challenge names.
    ChallengedYou {
        /// Its number.
        id: ChallengeId,
        /// Its terms.
        terms: Terms,
        /// Where it was posted.
        place: Place,
    },
    /// To the challenger: the player named was told of their challenges a short while ago,
    /// so this one is posted without telling them again.
    NoticeHeldBack {
        /// The player named.
        opponent: String,
        /// How long one notice holds back the next.
        minutes: u32,
    },
    /// A challenge was taken: the game begins.
    GameBegins {
        /// The game's number.
        game: GameId,
        /// The players, the first (red, sente) first.
        players: [String; 2],
        /// The game.
        variant: Variant,
        /// Days per move.
        days: u32,
        /// Whether it is rated.
        rated: bool,
        /// The side to move first.
        first: Color,
        /// The tournament and round it is a game of, if any.
        event: Option<crate::model::EventRef>,
    },
    /// The player named declined it.
    Declined {
        /// Its number.
        id: ChallengeId,
        /// Who declined.
        by: String,
        /// Whose challenge it was.
        challenger: String,
    },
    /// The challenger withdrew it.
    Withdrawn {
        /// Its number.
        id: ChallengeId,
        /// The challenger.
        by: String,
    },
    /// Nobody answered it in time.
    Expired {
        /// Its number.
        id: ChallengeId,
        /// The challenger.
        by: String,
    },
}

/// Why a challenge, or an answer to one, was refused.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum ChallengeRefusal {
    /// One cannot challenge oneself.
    Yourself,
    /// A game from one's own start position is never rated.
    OwnStartRated,
    /// The start position given cannot be used in the variant (the rules' reason).
    BadStart(Variant, Box<rules::RecordError>),
    /// The start position given is already decided.
    StartDecided(Variant, Outcome),
    /// `level:` and `opponent:` together.
    LevelWithOpponent {
        /// The opponent named.
        opponent: String,
    },
    /// Games against Palace are never rated.
    PalaceUnrated,
    /// The author already has as many challenges open as one may.
    TooManyOpen(Vec<ChallengeId>),
    /// The author already plays Palace in as many games at once as one may (these).
    TooManyEngineGames(Vec<crate::model::GameId>),
    /// The player named takes no challenges by name.
    TakesNone(String),
    /// No challenge of that number here.
    NoSuch(ChallengeId),
    /// Several challenges here would do: which?
    Which(Vec<ChallengeId>),
    /// Nothing here to accept.
    NothingToAccept,
    /// One's own challenge is for someone else to accept.
    OwnChallenge(ChallengeId),
    /// The challenge names someone else.
    NotForYou(ChallengeId),
    /// The challenge has lapsed.
    Expired(ChallengeId),
    /// Nothing here names the author.
    NothingToDecline,
    /// One's own challenge is withdrawn, not declined.
    YoursToCancel(ChallengeId),
    /// The author has no challenge here.
    NothingToWithdraw,
    /// Only the challenger withdraws a challenge.
    NotYoursToWithdraw(ChallengeId),
    /// The challenge as stored cannot be read.
    Unreadable {
        /// The challenge.
        id: ChallengeId,
        /// What is wrong with it.
        reason: crate::model::Damage,
    },
}
