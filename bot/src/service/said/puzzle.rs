//! What `/puzzle`, `/settings` and `/position` say.

use rules::{Choice, Color, Variant, dark};

use crate::model::{GameId, Notify, Time};

/// What a puzzle's answer is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Worth {
    /// It leads to a forced mate.
    Mate,
    /// It keeps this many centipawns.
    Centipawns(i32),
}

/// A hint: where the answer starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// A piece from the hand is dropped.
    Drop,
    /// The piece on this point moves.
    From(String),
}

/// Who may open a server's tournaments besides its managers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Organisers {
    /// The members of this role (its id).
    Role(String),
    /// Everyone there.
    Everyone,
}

/// What `/puzzle` says.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum PuzzleSaid {
    /// A puzzle, new or the one the player is solving.
    Shown {
        /// Whether it is the one they are solving already.
        resumed: bool,
        /// The game it comes from.
        game: GameId,
        /// Its variant.
        variant: Variant,
        /// Its players, the first first.
        players: [String; 2],
        /// The move number of the position.
        move_number: usize,
        /// The side to move and win.
        side: Color,
    },
    /// A hint.
    Hint(Hint),
    /// The answer, asked for.
    Answer {
        /// The move.
        written: rules::Written,
        /// In coordinates.
        coordinate: String,
        /// What it is worth.
        worth: Worth,
        /// What was played in the game instead.
        missed_by: rules::Written,
    },
    /// A move that is not the answer.
    NotIt {
        /// The move tried.
        written: rules::Written,
    },
    /// Solved.
    Solved {
        /// Whether with the hint.
        hinted: bool,
        /// The answer.
        written: rules::Written,
        /// What it is worth.
        worth: Worth,
        /// What was played in the game instead.
        missed_by: rules::Written,
        /// Puzzles solved so far.
        solved: u32,
    },
    /// No puzzle yet.
    NoneYet,
}

/// Why `/puzzle` (or a `/move` answering one) was refused.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum PuzzleRefusal {
    /// No puzzle is open.
    NoneOpen,
    /// The move cannot be played in the puzzle's position of this variant (the rules'
    /// reason).
    NoAnswer(rules::Variant, Box<rules::PlayAsError>),
    /// The puzzle's game is gone.
    Gone(GameId),
}

/// What the position is, for `/position`.
#[derive(Clone, Debug, PartialEq)]
pub enum PositionView {
    /// The FEN of the position.
    Fen(String),
    /// A dark player's own view.
    Dark {
        /// Their side.
        side: Color,
        /// What they see.
        view: dark::View,
    },
}

/// What follows the position in `/position`.
#[derive(Clone, Debug, PartialEq)]
pub enum PositionNext {
    /// The game is over.
    Over,
    /// The asker is to move: their legal moves.
    YourMoves(Vec<Choice>),
    /// Someone else is to move.
    ToMove {
        /// Their name.
        name: String,
        /// Their side.
        side: Color,
    },
}

/// What `/settings` and `/position` say.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum PlayerSaid {
    /// The author's settings as they now stand.
    Settings {
        /// The piece style.
        style: String,
        /// The notations they read moves in.
        writing: rules::Writing,
        /// The language they chose (none: their Discord's).
        language: Option<crate::model::Language>,
        /// How they hear of things.
        notify: Notify,
        /// Their reminders (`None`: the default).
        remind: Option<Vec<Time>>,
        /// Whether they may be challenged by name.
        takes_challenges: bool,
    },
    /// A server's settings as they now stand: how what Palace posts there for everyone
    /// reads.
    ServerSettings {
        /// The language its managers chose (none: the one Discord reports for it).
        language: Option<crate::model::Language>,
        /// The language Discord reports for it, if Palace speaks it.
        reported: Option<crate::model::Language>,
        /// The notations its public messages write moves in.
        writing: rules::Writing,
        /// Who may open tournaments besides its managers, if anyone.
        organisers: Option<Organisers>,
    },
    /// A position as text.
    Position {
        /// The game.
        game: GameId,
        /// Its variant.
        variant: Variant,
        /// Plies played.
        ply: usize,
        /// The position.
        view: PositionView,
        /// What follows.
        next: PositionNext,
    },
}

/// Why `/position` was refused.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum PlayerRefusal {
    /// A running dark game's position is hidden from others.
    DarkPositionHidden(GameId),
    /// `/settings for:server` outside a server.
    NoServerHere,
    /// `/settings for:server` changing something by someone who may not manage the server.
    NotServerManager,
    /// `/settings for:server` with a setting that is each player's own (style, notify,
    /// challenges, remind).
    PersonalSetting,
}
