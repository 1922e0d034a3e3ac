//! The Minishogi move.

use super::{Role, Square};

/// A move: a board move with optional promotion, or a drop from the hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// A piece moves from one square to another, capturing what stands there.
    Normal {
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
        /// Whether the piece promotes on arrival.
        promote: bool,
    },
    /// A piece from the hand is placed on an empty square.
    Drop {
        /// The (unpromoted) role dropped.
        role: Role,
        /// Destination.
        to: Square,
    },
}

impl Move {
    /// The destination square.
    pub const fn to(self) -> Square {
        match self {
            Move::Normal { to, .. } | Move::Drop { to, .. } => to,
        }
    }

    /// The origin square, for a board move.
    pub const fn from(self) -> Option<Square> {
        match self {
            Move::Normal { from, .. } => Some(from),
            Move::Drop { .. } => None,
        }
    }

    /// Whether this is a promoting board move.
    pub const fn is_promotion(self) -> bool {
        matches!(self, Move::Normal { promote: true, .. })
    }

    /// The Fairy-Stockfish coordinate form: `d1c2`, `a4a5+`, `P@c3`.
    pub fn coordinate(self) -> String {
        match self {
            Move::Normal { from, to, promote } => {
                format!(
                    "{}{}{}",
                    from.coord(),
                    to.coord(),
                    if promote { "+" } else { "" }
                )
            }
            Move::Drop { role, to } => format!("{}@{}", role.letter(), to.coord()),
        }
    }

    /// The USI form: `2e3d`, `1b1a+`, `P*3c`.
    pub fn usi(self) -> String {
        match self {
            Move::Normal { from, to, promote } => {
                format!("{from}{to}{}", if promote { "+" } else { "" })
            }
            Move::Drop { role, to } => format!("{}*{to}", role.letter()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms() {
        let sq = |i| Square::new(i).unwrap();
        let m = Move::Normal {
            from: sq(3),
            to: sq(7),
            promote: false,
        };
        assert_eq!(m.coordinate(), "d1c2");
        assert_eq!(m.usi(), "2e3d");
        let p = Move::Normal {
            from: sq(15),
            to: sq(20),
            promote: true,
        };
        assert_eq!(p.coordinate(), "a4a5+");
        let d = Move::Drop {
            role: Role::Pawn,
            to: sq(12),
        };
        assert_eq!(d.coordinate(), "P@c3");
        assert_eq!(d.usi(), "P*3c");
        assert!(std::mem::size_of::<Move>() <= 4);
    }
}
