//! What a game in play says: moves, whose turn, offers and their answers, the end; a
//! game's line in lists; and why a command on a game was refused.

use rules::{Color, Outcome, Variant, dark};

use crate::model::{GameId, Place, Rating, Time};

/// A move as it is told: who played it, and the move in every notation.
#[derive(Clone, Debug, PartialEq)]
pub struct Told {
    /// The player's name.
    pub by: String,
    /// The move.
    pub written: rules::Written,
}

/// What comes after a position is told.
#[derive(Clone, Debug, PartialEq)]
pub enum Next {
    /// A person is to move.
    ToMove {
        /// Their name.
        name: String,
        /// Their side.
        side: Color,
    },
    /// Palace is to move and answers at once.
    Thinking {
        /// Its name (with its level).
        name: String,
        /// Its side.
        side: Color,
    },
    /// The game is over.
    Ended {
        /// The result.
        outcome: Outcome,
        /// A dark game's moves, shown once it has ended (none before any move).
        whole_game: Option<Vec<String>>,
        /// Whether it counts (for ratings and records): not when it ended before both
        /// sides had moved, whatever ended it.
        counts: bool,
    },
}

/// Who is to move in a game's line.
#[derive(Clone, Debug, PartialEq)]
pub enum Mover {
    /// The reader, told privately.
    You,
    /// Someone else, or anyone when the line is public.
    Named(String),
}

/// How a running game's clock stands in its line.
#[derive(Clone, Debug, PartialEq)]
pub enum ClockLine {
    /// Seconds left to the side to move.
    Left(i64),
    /// Stopped while players are away; then `then_left` seconds for the side to move (none
    /// when Palace is to move).
    Stopped {
        /// Who is away, until when.
        away: Vec<Away>,
        /// What the side to move has once everyone is back.
        then_left: Option<i64>,
    },
    /// No deadline.
    None,
}

/// A player away on vacation, and until when.
#[derive(Clone, Debug, PartialEq)]
pub struct Away {
    /// Their name.
    pub name: String,
    /// Back at.
    pub until: Time,
    /// Seconds left until then.
    pub left: i64,
}

/// A game as one line of a list.
#[derive(Clone, Debug, PartialEq)]
pub struct GameLine {
    /// Its number.
    pub game: GameId,
    /// The game.
    pub variant: Variant,
    /// The players, the first (red, sente) first.
    pub players: [String; 2],
    /// Where it stands.
    pub state: LineState,
}

/// Where a game of a line stands.
#[derive(Clone, Debug, PartialEq)]
pub enum LineState {
    /// Running: the move number, who is to move, the clock.
    Running {
        /// The move number (a move of each side).
        move_number: usize,
        /// Who is to move.
        mover: Mover,
        /// The clock.
        clock: ClockLine,
    },
    /// Over, with its result when it has one.
    Finished(Option<Outcome>),
    /// Called off before both sides had moved.
    Aborted,
    /// Its record cannot be replayed.
    Unreadable,
}

/// A game in a list: its line, or only its number when its record cannot be read.
#[derive(Clone, Debug, PartialEq)]
pub enum Listed {
    /// The game's line.
    Game(GameLine),
    /// A game whose stored document cannot be read.
    Unreadable(GameId),
}

/// What a game in play says.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum GameSaid {
    /// A position of an open game, or the end of any game, told in public: the move that
    /// led there (and the conditional move that answered it), then whose turn, or the end.
    Position {
        /// The game.
        game: GameId,
        /// The game's variant (for the sides' names).
        variant: Variant,
        /// The move just played, if any.
        played: Option<Told>,
        /// The conditional move that answered it at once, if any.
        answered: Option<Told>,
        /// What comes next.
        next: Next,
    },
    /// A running dark game, in public: that a side has moved (none: the start), and who is
    /// to move.
    DarkMoved {
        /// The game.
        game: GameId,
        /// Its variant.
        variant: Variant,
        /// The side that just moved and the ply, if any.
        moved: Option<(Color, usize)>,
        /// The side to move.
        to_move: Color,
    },
    /// A dark player's own report, by DM or privately.
    DarkReport {
        /// The game.
        game: GameId,
        /// Their move just played, if it was theirs.
        you_played: Option<rules::Written>,
        /// What they may know.
        report: Box<dark::Report>,
    },
    /// A direct message to the player whose move it is.
    YourMove {
        /// The game.
        game: GameId,
        /// Its variant.
        variant: Variant,
        /// Where it is played.
        place: Place,
        /// The move just played, if any.
        played: Option<Told>,
        /// The conditional move that answered it, if any.
        answered: Option<Told>,
    },
    /// A game as one line (`/board`'s heading).
    Line(GameLine),
    /// A draw was offered.
    DrawOffered {
        /// The game.
        game: GameId,
        /// Who offers.
        by: String,
        /// To whom.
        to: String,
        /// Whether that is Palace, which answers at once (and is told no command).
        to_palace: bool,
    },
    /// A direct message to the one a draw is offered to.
    DrawOfferedToYou {
        /// The game.
        game: GameId,
        /// Who offers.
        by: String,
        /// Where the game is played.
        place: Place,
    },
    /// A draw offer was declined.
    DrawDeclined {
        /// The game.
        game: GameId,
        /// Who declined.
        by: String,
    },
    /// A game was called off before both sides moved.
    Aborted {
        /// The game.
        game: GameId,
        /// Who called it off.
        by: String,
    },
    /// A takeback was asked for.
    TakebackAsked {
        /// The game.
        game: GameId,
        /// Who asks.
        by: String,
        /// Of whom.
        to: String,
        /// Whether that is Palace, which answers at once (and is told no command).
        to_palace: bool,
    },
    /// A direct message to the one a takeback is asked of.
    TakebackAskedOfYou {
        /// The game.
        game: GameId,
        /// Who asks.
        by: String,
        /// Where the game is played.
        place: Place,
    },
    /// A takeback was granted: the asker's last move went, and the reply to it too when
    /// `plies` is 2.
    TakebackAccepted {
        /// The game.
        game: GameId,
        /// Who accepted.
        by: String,
        /// Who asked.
        asker: String,
        /// How many plies went.
        plies: usize,
    },
    /// To the one who made it: an offer lapsed because the other side moved instead of
    /// answering.
    OfferLapsed {
        /// The game.
        game: GameId,
        /// A takeback request (else a draw offer).
        takeback: bool,
        /// Who moved.
        mover: String,
    },
    /// A takeback was declined.
    TakebackDeclined {
        /// The game.
        game: GameId,
        /// Who declined.
        by: String,
    },
    /// The player to move did not move in time.
    TimedOut {
        /// The game.
        game: GameId,
        /// Who ran out of time.
        name: String,
    },
    /// The ratings a game changed.
    Ratings {
        /// Each player's name, rating before and after, the first player's first.
        changes: [(String, Rating, Rating); 2],
    },
    /// A reminder, by DM: the reader's move is due.
    RemindedYou {
        /// The game.
        game: GameId,
        /// Its variant.
        variant: Variant,
        /// Where it is played.
        place: Place,
        /// Seconds left.
        left: i64,
    },
    /// A reminder in the game's place, mentioning the player to move.
    Reminder {
        /// The game.
        game: GameId,
        /// The player to move.
        name: String,
        /// Seconds left.
        left: i64,
    },
}

/// Why a command on a game was refused.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum GameRefusal {
    /// No such game (or not one to be reached from here).
    NoSuch(GameId),
    /// Its record cannot be replayed (the reason is the record's).
    Unreadable {
        /// The game.
        game: GameId,
        /// What is wrong with its record.
        reason: crate::model::Damage,
    },
    /// The author does not play in it.
    NotYours(GameId),
    /// It is over.
    Over(GameId),
    /// The author plays in none of the games here.
    NotYoursHere,
    /// The author has no game in progress.
    NoneInProgress,
    /// Several games would do: which? (the author's games in progress)
    Which(Vec<Listed>),
    /// Not the author's turn.
    NotYourTurn {
        /// The game.
        game: GameId,
        /// Its variant.
        variant: Variant,
        /// The side to move.
        to_move: Color,
    },
    /// The move was not accepted (the rules' reason).
    Move(Box<rules::MoveRefusal>),
    /// A dark game's move typed as a chat message where others read it: not played (it
    /// would show the move to the opponent), so that the player may still choose another.
    DarkTypedInPublic(GameId),
    /// A running dark game's board is hidden.
    DarkBoardHidden(GameId),
    /// A running dark game's record is hidden.
    DarkRecordHidden(GameId),
    /// A running dark game's replay is hidden.
    DarkReplayHidden(GameId),
    /// The author has already offered a draw.
    DrawAlreadyOffered,
    /// No draw was offered to the author.
    NoDrawOffered(String),
    /// Both sides have moved: too late to abort.
    TooLateToAbort(GameId),
    /// A tournament's game cannot be aborted (its result counts in the event).
    EventGame(GameId),
    /// No takebacks in Dark Mini Xiangqi.
    NoTakebacksInDark,
    /// The author has already asked for a takeback.
    TakebackAlreadyAsked,
    /// The author has not moved yet.
    NothingToTakeBack,
    /// Nobody asked the author for a takeback.
    NoTakebackAsked(String),
    /// The offer the author answers lapsed when they moved instead.
    OfferLapsed {
        /// A takeback request (else a draw offer).
        takeback: bool,
        /// Who made it.
        by: String,
    },
    /// The rules cannot take the moves back.
    NoTakeback(rules::UndoRefusal),
}
