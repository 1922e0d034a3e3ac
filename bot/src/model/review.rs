//! What the review after a game found, stored in the game once computed: its opening,
//! the largest swings of the engine's evaluation, each side's average loss, and the
//! positions where a clearly winning move was missed (the puzzles `/puzzle` gives).

use rules::Color;
use serde::{Deserialize, Serialize};

use super::Opening;

/// A game's review.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Review {
    /// The opening.
    pub opening: Opening,
    /// The largest swings, largest first.
    pub swings: Vec<Swing>,
    /// Red's and Black's average loss per move, in centipawns (none: no move of theirs).
    pub average_loss: [Option<u32>; 2],
    /// Where the side to move missed a clearly winning move.
    pub puzzles: Vec<PuzzleSpot>,
    /// The plies the analysis covered (a long game's first ones).
    pub plies: usize,
    /// The engine's nodes a position.
    pub nodes: u64,
    /// What each position analysed was worth to Red (centipawns, mates as ±20 pawns and
    /// more), the start first: a game page's graph (none in reviews made before it).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub evals: Vec<i32>,
    /// The moves that lost against Palace's choice, by ply (0: the first move), with
    /// their mark (`?!`, `?`, `??`, as `/analyse` marks them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<(usize, String)>,
}

/// A move that lost much of its player's advantage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Swing {
    /// Its index in the game (0: the first move).
    pub ply: usize,
    /// Who played it.
    #[serde(with = "super::color_serde")]
    pub by: Color,
    /// The move, in the game's notation.
    pub played: String,
    /// What it lost against the engine's choice, in centipawns.
    pub loss: i32,
    /// What the position was worth to its player before it, with the engine's choice
    /// (centipawns; 2000 and up a mate, −2000 and down a mate against them).
    #[serde(default)]
    pub before: i32,
    /// The engine's choice, in the game's notation.
    pub better: Option<String>,
}

/// A position where the side to move had one clearly winning move and played another.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleSpot {
    /// The moves played before it.
    pub ply: usize,
    /// Who is to move.
    #[serde(with = "super::color_serde")]
    pub by: Color,
    /// The winning move, in coordinates.
    pub solution: String,
    /// The winning move, in the game's notation.
    pub notation: String,
    /// The move that was played instead, in the game's notation.
    pub missed_by: String,
    /// The value the winning move keeps for its player, in centipawns (2000 and up: a
    /// mate).
    pub value: i32,
}

/// What a move did, as the review tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SwingKind {
    /// A mate was there, and is gone.
    MissedMate,
    /// It walks into a mate.
    WalkedIntoMate,
    /// It lost this many centipawns.
    Lost(i32),
}

impl Swing {
    /// What the move did: missed a mate, walked into one, or lost so much.
    pub fn kind(&self) -> SwingKind {
        SwingKind::of(self.before, self.loss)
    }
}

impl SwingKind {
    /// What a move did that left its player `loss` centipawns worse than the engine's
    /// choice, in a position worth `before` to them (2000 and up a mate).
    pub fn of(before: i32, loss: i32) -> SwingKind {
        const MATE: i32 = 2000;
        let after = before - loss;
        if before >= MATE && after < MATE {
            SwingKind::MissedMate
        } else if after <= -MATE && before > -MATE {
            SwingKind::WalkedIntoMate
        } else {
            SwingKind::Lost(loss)
        }
    }
}

/// Whether a move was clearly the one winning move: it wins at least two pawns or mates,
/// and the next best keeps at least two pawns less and is no win itself (or no mate
/// where the best mates).
pub fn clearly_winning(best: i32, second: i32) -> bool {
    const GAIN: i32 = 200;
    const MATE: i32 = 2000;
    best >= GAIN && second <= best - GAIN && (second < GAIN || (best >= MATE && second < MATE))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_swing_says_what_the_move_did() {
        let swing = |before, loss| Swing {
            ply: 0,
            by: Color::Red,
            played: "C2=5".into(),
            loss,
            before,
            better: None,
        };
        assert_eq!(swing(150, 140).kind(), SwingKind::Lost(140));
        assert_eq!(swing(2050, 2100).kind(), SwingKind::MissedMate);
        assert_eq!(swing(100, 2150).kind(), SwingKind::WalkedIntoMate);
        assert_eq!(
            swing(-2050, 10).kind(),
            SwingKind::Lost(10),
            "mated either way"
        );
    }

    #[test]
    fn a_puzzle_has_one_clearly_winning_move() {
        assert!(clearly_winning(350, 20));
        assert!(clearly_winning(2050, 600), "a mate against a good move");
        assert!(!clearly_winning(150, -300), "not two pawns");
        assert!(!clearly_winning(900, 750), "two winning moves");
        assert!(!clearly_winning(900, 400), "the second wins too");
        assert!(!clearly_winning(2050, 2040), "two mates");
    }
}
