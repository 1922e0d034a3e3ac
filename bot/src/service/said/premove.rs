//! What `/premove` says: the conditional moves queued, shown or dropped, and why they
//! were refused.

use crate::model::{GameId, PremoveError};

/// What `/premove` says.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum PremoveSaid {
    /// The author's conditional moves in a game, each line's moves in every notation.
    Shown {
        /// The game.
        game: GameId,
        /// The lines.
        lines: Vec<Vec<rules::Written>>,
    },
    /// Conditional moves were queued.
    Queued {
        /// The game.
        game: GameId,
        /// The lines' moves, in every notation.
        lines: Vec<Vec<rules::Written>>,
        /// Whether they replace ones queued before.
        replaced: bool,
    },
    /// The author has none in this game; how to queue them, with a pair that fits the
    /// position (their reply, then an answer), if there is one.
    None {
        /// The game.
        game: GameId,
        /// An example pair.
        example: Option<[rules::Written; 2]>,
    },
    /// The author's conditional moves were dropped.
    Dropped {
        /// The game.
        game: GameId,
    },
}

/// Why `/premove` was refused.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum PremoveRefusal {
    /// Not in a dark game.
    Dark(GameId),
    /// Not against Palace.
    AgainstPalace(GameId),
    /// `line:` and `clear:` together.
    LineAndClear,
    /// Nothing to clear.
    NoneToClear(GameId),
    /// It is the author's move: they play it first.
    YourMove(GameId),
    /// A mistake in the lines given.
    Mistake {
        /// The game.
        game: GameId,
        /// What is wrong.
        error: PremoveError,
    },
}
