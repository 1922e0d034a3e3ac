//! What `/analyse` and the review after a game say.

use rules::{Color, Outcome, Variant, Written};

use crate::model::{GameId, Opening, SwingKind};

/// A move `/analyse` names among the worst.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    /// The move number (a move of each side).
    pub move_number: usize,
    /// Its player's name.
    pub name: String,
    /// Its player's side.
    pub side: Color,
    /// The move.
    pub notation: Written,
    /// Its mark (`?!`, `?`, `??`).
    pub mark: &'static str,
    /// What it did against Palace's choice: lost so much, missed a mate, walked into one.
    pub kind: crate::model::SwingKind,
    /// Palace's choice (always another move: the engine's own choice is never judged).
    pub better: Written,
}

/// One of the review's largest swings.
#[derive(Clone, Debug, PartialEq)]
pub struct SwingLine {
    /// The move number.
    pub move_number: usize,
    /// Its player's name.
    pub name: String,
    /// The move.
    pub played: Written,
    /// What it did.
    pub kind: SwingKind,
    /// Palace's choice, if another.
    pub better: Option<Written>,
}

/// What `/analyse` and the review say.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum ReviewSaid {
    /// `/analyse`: the worst moves and the record marked.
    Analysis {
        /// The game.
        game: GameId,
        /// Its variant.
        variant: Variant,
        /// Nodes a position.
        nodes: u64,
        /// The plies covered and the game's plies, when it covers fewer.
        covered: Option<(usize, usize)>,
        /// The worst moves, worst first.
        worst: Vec<Judged>,
        /// The moves with their marks (`?!`, `?`, `??`, or none).
        record: Vec<(Written, &'static str)>,
    },
    /// The review after a game.
    Review {
        /// The game.
        game: GameId,
        /// Its variant.
        variant: Variant,
        /// The players, the first first.
        players: [String; 2],
        /// The result and the plies played, if the rules or the players decided it.
        result: Option<(Outcome, usize)>,
        /// The opening.
        opening: Opening,
        /// The game's first moves, as many as the opening names (it names them in the
        /// game's notation; these are for the reader's).
        first_moves: Vec<Written>,
        /// The largest swings, largest first.
        swings: Vec<SwingLine>,
        /// The least loss a swing has, in centipawns (said when there is none).
        swing_at_least: i32,
        /// Each player's average loss a move, in centipawns, the first player's first.
        average_loss: [Option<u32>; 2],
        /// Puzzles found in it.
        puzzles: usize,
        /// Nodes a position.
        nodes: u64,
        /// The plies covered, when fewer than the game's.
        covered: Option<usize>,
    },
}

/// Why `/analyse` was refused.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum ReviewRefusal {
    /// The game is still being played.
    StillRunning(GameId),
    /// A dark game not yet revealed.
    NotYet(GameId),
    /// No move was played.
    NoMoves(GameId),
}
