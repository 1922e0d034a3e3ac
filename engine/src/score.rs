//! Search scores: centipawns, mate distances, and the values the rules give.

use std::fmt;

/// Above every evaluation: `MATE - n` is a mate delivered `n` plies from the root.
pub const MATE: i32 = 30_000;
/// The deepest ply a search reaches.
pub const MAX_PLY: usize = 96;
/// Scores at or above this (in absolute value) are mates.
pub const MATE_BOUND: i32 = MATE - MAX_PLY as i32 - 1;
/// A loss by a repetition rule (perpetual check, sennichite) found inside the search:
/// worse than any material, better than being mated.
pub const RULE_WIN: i32 = 20_000;
/// Larger than any score.
pub const INF: i32 = MATE + 1;

/// A score as reported: centipawns, or a mate in a number of moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// Centipawns from the side to move's point of view (a soldier or pawn is about 100).
    Cp(i32),
    /// Mate in this many moves (full moves of the side to move): positive when the side to
    /// move mates, negative when it is mated.
    Mate(i32),
}

impl Score {
    /// The report of an internal search value.
    pub fn from_value(v: i32) -> Score {
        if v >= MATE_BOUND {
            Score::Mate((MATE - v + 1) / 2)
        } else if v <= -MATE_BOUND {
            Score::Mate(-(MATE + v) / 2)
        } else {
            Score::Cp(v)
        }
    }

    /// Whether it is a mate score.
    pub fn is_mate(self) -> bool {
        matches!(self, Score::Mate(_))
    }
}

impl fmt::Display for Score {
    /// The UCI form: `cp 35` or `mate -2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "cp {cp}"),
            Score::Mate(n) => write!(f, "mate {n}"),
        }
    }
}

/// A mate score as stored in the transposition table (relative to the node).
pub(crate) fn to_tt(v: i32, ply: usize) -> i32 {
    if v >= MATE_BOUND {
        v + ply as i32
    } else if v <= -MATE_BOUND {
        v - ply as i32
    } else {
        v
    }
}

/// A stored score read back at `ply`.
pub(crate) fn from_tt(v: i32, ply: usize) -> i32 {
    if v >= MATE_BOUND {
        v - ply as i32
    } else if v <= -MATE_BOUND {
        v + ply as i32
    } else {
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_distances() {
        assert_eq!(Score::from_value(MATE - 1), Score::Mate(1));
        assert_eq!(Score::from_value(MATE - 3), Score::Mate(2));
        assert_eq!(Score::from_value(-MATE + 2), Score::Mate(-1));
        assert_eq!(Score::from_value(-MATE + 4), Score::Mate(-2));
        assert_eq!(Score::from_value(123), Score::Cp(123));
        assert_eq!(Score::from_value(RULE_WIN), Score::Cp(RULE_WIN));
        assert_eq!(Score::Mate(-3).to_string(), "mate -3");
        assert_eq!(from_tt(to_tt(MATE - 5, 3), 3), MATE - 5);
    }
}
