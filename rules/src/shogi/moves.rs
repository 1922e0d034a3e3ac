//! The Minishogi move.

use std::fmt;
use std::str::FromStr;

use super::{MoveError, Role, Square};

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

impl fmt::Display for Move {
    /// The Fairy-Stockfish coordinate form: `d1c2`, `a4a5+`, `P@c3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Normal { from, to, promote } => {
                let mark = if promote { "+" } else { "" };
                write!(f, "{}{}{mark}", from.coord(), to.coord())
            }
            Move::Drop { role, to } => write!(f, "{}@{}", role.letter(), to.coord()),
        }
    }
}

impl FromStr for Move {
    type Err = MoveError;

    /// Reads the strict coordinate form, exactly as `Display` writes it (`d1c2`, `a4a5+`,
    /// `P@c3`), without looking at any position.
    ///
    /// ```
    /// use rules::shogi::Move;
    /// let m: Move = "a4a5+".parse().unwrap();
    /// assert!(m.is_promotion());
    /// assert_eq!("P@c3".parse::<Move>().unwrap().to_string(), "P@c3");
    /// assert!("P*3c".parse::<Move>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Move, MoveError> {
        let syntax = || MoveError::Syntax(text.to_owned());
        let square = |s: &str| -> Option<Square> {
            match s.as_bytes() {
                &[f @ b'a'..=b'e', r @ b'1'..=b'5'] => Square::from_coords(f - b'a', r - b'1'),
                _ => None,
            }
        };
        let m = if let Some((letter, to)) = text.split_once('@') {
            let mut chars = letter.chars();
            let role = match (chars.next(), chars.next()) {
                (Some(c), None) => Role::from_letter(c).filter(|r| r.index() < 5),
                _ => None,
            };
            Move::Drop {
                role: role.ok_or_else(syntax)?,
                to: square(to).ok_or_else(syntax)?,
            }
        } else {
            let (body, promote) = match text.strip_suffix('+') {
                Some(body) => (body, true),
                None => (text, false),
            };
            if body.len() != 4 || !body.is_ascii() {
                return Err(syntax());
            }
            Move::Normal {
                from: square(&body[..2]).ok_or_else(syntax)?,
                to: square(&body[2..]).ok_or_else(syntax)?,
                promote,
            }
        };
        // Strict: the letter case and form must be the canonical one.
        if m.to_string() == text {
            Ok(m)
        } else {
            Err(syntax())
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
        assert_eq!(m.to_string(), "d1c2");
        assert_eq!(m.usi(), "2e3d");
        let p = Move::Normal {
            from: sq(15),
            to: sq(20),
            promote: true,
        };
        assert_eq!(p.to_string(), "a4a5+");
        let d = Move::Drop {
            role: Role::Pawn,
            to: sq(12),
        };
        assert_eq!(d.to_string(), "P@c3");
        assert_eq!(d.usi(), "P*3c");
        assert!(std::mem::size_of::<Move>() <= 4);
        for m in [m, p, d] {
            assert_eq!(m.to_string().parse::<Move>(), Ok(m));
        }
        for bad in ["D1C2", "d1c2=", "p@c3", "K@c3", "d1f2", "P*3c", "d1c2++"] {
            assert!(bad.parse::<Move>().is_err(), "{bad}");
        }
    }
}
