//! The two sides of a game.

use std::fmt;
use std::ops::Not;

/// A side. `Red` moves first and is written in upper case in FEN; in Minishogi `Red` is
/// sente and `Black` is gote (see [`Color::SENTE`], [`Color::GOTE`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The first player (Red, sente; `w` in FEN).
    Red = 0,
    /// The second player (Black, gote; `b` in FEN).
    Black = 1,
}

impl Color {
    /// Both colors, first player first.
    pub const ALL: [Color; 2] = [Color::Red, Color::Black];
    /// Minishogi's first player.
    pub const SENTE: Color = Color::Red;
    /// Minishogi's second player.
    pub const GOTE: Color = Color::Black;

    /// 0 for Red, 1 for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The FEN side-to-move letter: `w` or `b`.
    pub const fn fen_char(self) -> char {
        match self {
            Color::Red => 'w',
            Color::Black => 'b',
        }
    }

    /// Parses the FEN side-to-move letter (`w`/`r` for Red, `b` for Black).
    pub fn from_fen_char(c: char) -> Option<Color> {
        match c {
            'w' | 'r' => Some(Color::Red),
            'b' => Some(Color::Black),
            _ => None,
        }
    }

    /// The xiangqi-family name: `red` or `black`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Black => "black",
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Color {
    type Err = crate::ParseNameError;
    /// Accepts `red`/`black`, `sente`/`gote` and `white` (case-insensitive).
    fn from_str(s: &str) -> Result<Color, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "red" | "sente" | "white" | "w" | "r" => Ok(Color::Red),
            "black" | "gote" | "b" => Ok(Color::Black),
            _ => Err(crate::ParseNameError::new(
                "side",
                s,
                "red, black, sente, gote",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn not_flips() {
        assert_eq!(!Color::Red, Color::Black);
        assert_eq!(!Color::Black, Color::Red);
    }

    #[test]
    fn parses_names() {
        assert_eq!("Sente".parse::<Color>().unwrap(), Color::Red);
        assert_eq!("black".parse::<Color>().unwrap(), Color::Black);
        let err = "blue".parse::<Color>().unwrap_err();
        assert_eq!(
            (err.what(), err.given(), err.expected()),
            ("side", "blue", "red, black, sente, gote")
        );
    }
}
