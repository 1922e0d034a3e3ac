//! What a picture's caption says, as values, and the port through which the service gets
//! a picture's words from the voice: the service draws pictures (it has the games, and
//! caches a replay once drawn), but every word on them is the voice's.

use rules::{Color, Outcome, Variant};

use crate::model::{GameId, SwingKind};
use crate::service::message::Reader;

/// A player's name as a picture shows it: `None` where the caption font cannot draw it
/// readably, which the caption then names by the side instead.
pub type Shown = Option<String>;

/// Where the game on a board stands.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardState {
    /// Running: the move number, the side to move, and whether it is in check.
    ToMove {
        /// The move number (a move of each side).
        move_number: usize,
        /// The side to move.
        turn: Color,
        /// Whether that side is in check.
        check: bool,
    },
    /// Over, with this result.
    Over(Outcome),
}

/// The first line of a replay's frames.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayHeading {
    /// The players and the game, and whose fog view it is, if one.
    Players {
        /// The players, the first first.
        players: [Shown; 2],
        /// The game.
        variant: Variant,
        /// The dark player whose view it is.
        seen_by: Option<Color>,
    },
    /// The game and its length (the command line's replays).
    Plies {
        /// The game.
        variant: Variant,
        /// Its plies.
        plies: usize,
    },
    /// A dark player's view (the command line's replays).
    View {
        /// The game.
        variant: Variant,
        /// Whose.
        viewer: Color,
    },
}

/// What a picture's caption says.
#[derive(Clone, Debug, PartialEq)]
pub enum Caption {
    /// A game's board: the players, and where it stands.
    Game {
        /// The game.
        variant: Variant,
        /// The players, the first first.
        players: [Shown; 2],
        /// Where it stands.
        state: BoardState,
    },
    /// A dark player's fog view of a running game.
    Fog {
        /// The game.
        variant: Variant,
        /// The viewer.
        viewer: Shown,
        /// The viewer's side.
        side: Color,
        /// Plies played.
        ply: usize,
        /// The side to move.
        to_move: Color,
    },
    /// A challenge's own start position.
    ChallengeStart {
        /// The challenge.
        id: u64,
        /// The game.
        variant: Variant,
    },
    /// A puzzle's position.
    Puzzle {
        /// The game it comes from.
        game: GameId,
        /// The move number.
        move_number: usize,
        /// The game.
        variant: Variant,
        /// The side to move and win.
        side: Color,
    },
    /// A review's swing: the position after the move.
    Swing {
        /// The game.
        game: GameId,
        /// Its variant (a dark game has no check and no mate).
        variant: Variant,
        /// The move number.
        move_number: usize,
        /// Who played it.
        name: String,
        /// The move.
        played: rules::Written,
        /// What it did.
        kind: SwingKind,
        /// Palace's choice, if another.
        better: Option<rules::Written>,
    },
    /// A dark player's view, and nothing more (the command line's pictures).
    View {
        /// The game.
        variant: Variant,
        /// Whose.
        viewer: Color,
    },
    /// A position and the side to move (the command line's pictures).
    Position {
        /// The game.
        variant: Variant,
        /// The side to move.
        turn: Color,
    },
    /// One frame of a replay: the heading, then which move is on screen (`notation`
    /// `None` where the viewer may not see it), and the result on the last.
    Frame {
        /// The first line.
        heading: ReplayHeading,
        /// The plies played in the frame.
        ply: usize,
        /// The move played last, where it may be shown.
        notation: Option<rules::Written>,
        /// The result, on the last frame of an ended game.
        result: Option<(Variant, Outcome)>,
    },
}

/// The labels of a text board, in the reader's words (see `render::TextLabels`).
pub use render::TextLabels;

/// The words on pictures, which the voice gives the service: each caption, and the labels
/// of a text board of `variant` seen with `bottom` at the bottom, in `reader`'s language
/// and with moves as they write them.
pub trait PictureWords: Send + Sync {
    /// A caption's words.
    fn caption(&self, reader: Reader, caption: &Caption) -> String;
    /// A text board's labels.
    fn board_labels(
        &self,
        reader: Reader,
        variant: Variant,
        bottom: Color,
        western: bool,
    ) -> TextLabels;
    /// A tournament's standings as a table.
    fn standings_table(&self, reader: Reader, standings: &super::Standings) -> render::Table;
}
