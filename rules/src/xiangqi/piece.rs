//! Pieces of the xiangqi family.

use std::fmt;

use crate::Color;

/// A kind of xiangqi piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// The general (king), `K`.
    General = 1,
    /// The advisor, `A` (Xiangqi only).
    Advisor = 2,
    /// The elephant, `E` (`B` in FEN; Xiangqi only).
    Elephant = 3,
    /// The horse, `H` (`N` in FEN).
    Horse = 4,
    /// The chariot, `R`.
    Chariot = 5,
    /// The cannon, `C`.
    Cannon = 6,
    /// The soldier, `P`.
    Soldier = 7,
}

impl Role {
    /// Every role.
    pub const ALL: [Role; 7] = [
        Role::General,
        Role::Advisor,
        Role::Elephant,
        Role::Horse,
        Role::Chariot,
        Role::Cannon,
        Role::Soldier,
    ];

    /// The role for a code 1..=7.
    #[inline]
    pub(crate) const fn from_code(code: u8) -> Role {
        match code & 7 {
            1 => Role::General,
            2 => Role::Advisor,
            3 => Role::Elephant,
            4 => Role::Horse,
            5 => Role::Chariot,
            6 => Role::Cannon,
            _ => Role::Soldier,
        }
    }

    /// The Fairy-Stockfish FEN letter, lower case (`k a b n r c p`).
    pub const fn fen_char(self) -> char {
        match self {
            Role::General => 'k',
            Role::Advisor => 'a',
            Role::Elephant => 'b',
            Role::Horse => 'n',
            Role::Chariot => 'r',
            Role::Cannon => 'c',
            Role::Soldier => 'p',
        }
    }

    /// Reads a FEN letter of either case (`e` and `h` are accepted too).
    pub fn from_fen_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'k' => Role::General,
            'a' => Role::Advisor,
            'b' | 'e' => Role::Elephant,
            'n' | 'h' => Role::Horse,
            'r' => Role::Chariot,
            'c' => Role::Cannon,
            'p' => Role::Soldier,
            _ => return None,
        })
    }

    /// The WXF letter (`K A E H R C P`).
    pub const fn wxf_char(self) -> char {
        match self {
            Role::General => 'K',
            Role::Advisor => 'A',
            Role::Elephant => 'E',
            Role::Horse => 'H',
            Role::Chariot => 'R',
            Role::Cannon => 'C',
            Role::Soldier => 'P',
        }
    }

    /// The English name (`general`, `horse`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            Role::General => "general",
            Role::Advisor => "advisor",
            Role::Elephant => "elephant",
            Role::Horse => "horse",
            Role::Chariot => "chariot",
            Role::Cannon => "cannon",
            Role::Soldier => "soldier",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a role of a color.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// What piece.
    pub role: Role,
}

impl Piece {
    /// The FEN letter: upper case for Red.
    pub fn fen_char(self) -> char {
        let c = self.role.fen_char();
        match self.color {
            Color::Red => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    /// Reads a FEN letter.
    pub fn from_fen_char(c: char) -> Option<Piece> {
        let role = Role::from_fen_char(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::Red
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }

    /// The mailbox cell code of this piece.
    #[inline]
    pub(crate) const fn code(self) -> u8 {
        self.role as u8 | color_flag(self.color)
    }

    /// The piece in a mailbox cell, if the cell holds one.
    #[inline]
    pub(crate) const fn from_code(code: u8) -> Option<Piece> {
        let color = match code & BOTH {
            RED => Color::Red,
            BLACK => Color::Black,
            _ => return None,
        };
        Some(Piece {
            color,
            role: Role::from_code(code),
        })
    }
}

/// Cell code of an empty point.
pub(crate) const EMPTY: u8 = 0;
/// Flag of a Red piece.
pub(crate) const RED: u8 = 0x10;
/// Flag of a Black piece.
pub(crate) const BLACK: u8 = 0x20;
/// Both flags: the padding around the board, which counts as everyone's own piece so that
/// one test (`cell & own != 0`) stops a move at the edge and at an own piece alike.
pub(crate) const BOTH: u8 = RED | BLACK;
/// Cell code of padding.
pub(crate) const OFF: u8 = BOTH;

/// The flag of `color`'s pieces.
#[inline]
pub(crate) const fn color_flag(color: Color) -> u8 {
    match color {
        Color::Red => RED,
        Color::Black => BLACK,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for color in Color::ALL {
            for role in Role::ALL {
                let p = Piece { color, role };
                assert_eq!(Piece::from_code(p.code()), Some(p));
                assert_eq!(Piece::from_fen_char(p.fen_char()), Some(p));
            }
        }
        assert_eq!(Piece::from_code(EMPTY), None);
        assert_eq!(Piece::from_code(OFF), None);
    }
}
