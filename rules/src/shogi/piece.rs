//! Piece kinds and pieces.

use std::fmt;

use crate::Color;

/// A kind of Minishogi piece, promoted kinds included.
///
/// The first five ([`Role::HAND`]) are the kinds that can be held in hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Pawn (`P`), promotes to [`Role::Tokin`].
    Pawn = 0,
    /// Silver general (`S`), promotes to [`Role::PromotedSilver`].
    Silver = 1,
    /// Gold general (`G`).
    Gold = 2,
    /// Bishop (`B`), promotes to [`Role::Horse`].
    Bishop = 3,
    /// Rook (`R`), promotes to [`Role::Dragon`].
    Rook = 4,
    /// King (`K`).
    King = 5,
    /// Promoted pawn (`+P`), moves as a gold.
    Tokin = 6,
    /// Promoted silver (`+S`), moves as a gold.
    PromotedSilver = 7,
    /// Promoted bishop (`+B`): bishop plus one step orthogonally.
    Horse = 8,
    /// Promoted rook (`+R`): rook plus one step diagonally.
    Dragon = 9,
}

impl Role {
    /// Every role.
    pub const ALL: [Role; 10] = [
        Role::Pawn,
        Role::Silver,
        Role::Gold,
        Role::Bishop,
        Role::Rook,
        Role::King,
        Role::Tokin,
        Role::PromotedSilver,
        Role::Horse,
        Role::Dragon,
    ];

    /// The roles a hand can hold.
    pub const HAND: [Role; 5] = [
        Role::Pawn,
        Role::Silver,
        Role::Gold,
        Role::Bishop,
        Role::Rook,
    ];

    /// 0..10, in the order of [`Role::ALL`].
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The promoted form, if this role can promote.
    pub const fn promoted(self) -> Option<Role> {
        match self {
            Role::Pawn => Some(Role::Tokin),
            Role::Silver => Some(Role::PromotedSilver),
            Role::Bishop => Some(Role::Horse),
            Role::Rook => Some(Role::Dragon),
            _ => None,
        }
    }

    /// The unpromoted form (what a capture puts in hand).
    pub const fn unpromoted(self) -> Role {
        match self {
            Role::Tokin => Role::Pawn,
            Role::PromotedSilver => Role::Silver,
            Role::Horse => Role::Bishop,
            Role::Dragon => Role::Rook,
            r => r,
        }
    }

    /// Whether this is a promoted role.
    pub const fn is_promoted(self) -> bool {
        matches!(
            self,
            Role::Tokin | Role::PromotedSilver | Role::Horse | Role::Dragon
        )
    }

    /// The upper-case letter of the unpromoted form (`P`, `S`, `G`, `B`, `R`, `K`).
    pub const fn letter(self) -> char {
        match self.unpromoted() {
            Role::Pawn => 'P',
            Role::Silver => 'S',
            Role::Gold => 'G',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            _ => 'K',
        }
    }

    /// The unpromoted role written with `letter` (either case).
    pub fn from_letter(letter: char) -> Option<Role> {
        match letter.to_ascii_uppercase() {
            'P' => Some(Role::Pawn),
            'S' => Some(Role::Silver),
            'G' => Some(Role::Gold),
            'B' => Some(Role::Bishop),
            'R' => Some(Role::Rook),
            'K' => Some(Role::King),
            _ => None,
        }
    }

    /// The English name (`pawn`, `promoted silver`, `dragon`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Silver => "silver",
            Role::Gold => "gold",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::King => "king",
            Role::Tokin => "promoted pawn",
            Role::PromotedSilver => "promoted silver",
            Role::Horse => "horse",
            Role::Dragon => "dragon",
        }
    }
}

impl fmt::Display for Role {
    /// The notation symbol: `P`, `S`, ..., and `+P`, `+S`, `+B`, `+R` for promoted roles.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_promoted() {
            f.write_str("+")?;
        }
        write!(f, "{}", self.letter())
    }
}

/// A piece: a role of one side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What it is.
    pub role: Role,
}

impl Piece {
    /// The FEN symbol: upper case for sente, `+` before promoted roles (`+p`).
    pub fn fen_symbol(self) -> String {
        let s = self.role.to_string();
        match self.color {
            Color::Red => s,
            Color::Black => s.to_ascii_lowercase(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn promotion_round_trip() {
        for r in Role::HAND {
            assert_eq!(r.unpromoted(), r);
            if let Some(p) = r.promoted() {
                assert_eq!(p.unpromoted(), r);
                assert!(p.is_promoted());
            }
        }
        assert_eq!(Role::Gold.promoted(), None);
        assert_eq!(Role::Dragon.to_string(), "+R");
        let p = Piece {
            color: Color::GOTE,
            role: Role::Tokin,
        };
        assert_eq!(p.fen_symbol(), "+p");
        assert_eq!(Role::from_letter('s'), Some(Role::Silver));
    }
}
