//! The 25 points of the Minishogi board.

use std::fmt;

/// A point of the 5×5 board.
///
/// Internally `rank * 5 + file`, with file 0 = `a` (sente's left, Hodges file 5) and rank
/// 0 = `1` (sente's back rank, Hodges rank `e`). [`Display`](fmt::Display) writes the
/// Western (Hodges) name such as `3c`; [`Square::coord`] writes the Fairy-Stockfish
/// coordinate such as `c3`.
///
/// ```
/// use rules::shogi::Square;
/// let sq = Square::from_coords(2, 2).unwrap();
/// assert_eq!(sq.to_string(), "3c");
/// assert_eq!(sq.coord(), "c3");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Every square, a1 first, row by row.
    pub const ALL: [Square; 25] = {
        let mut all = [Square(0); 25];
        let mut i = 0;
        while i < 25 {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The square at `index` (0..25, `rank * 5 + file`).
    pub const fn new(index: u8) -> Option<Square> {
        if index < 25 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square from a file (0 = `a`) and a rank (0 = `1`).
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 5 && rank < 5 {
            Some(Square(rank * 5 + file))
        } else {
            None
        }
    }

    /// The Western (Hodges/USI) square: `file` 1..=5 (right to left from sente),
    /// `rank` 1..=5 (`a` = 1, gote's side).
    pub const fn from_western(file: u8, rank: u8) -> Option<Square> {
        if file >= 1 && file <= 5 && rank >= 1 && rank <= 5 {
            Square::from_coords(5 - file, 5 - rank)
        } else {
            None
        }
    }

    /// `rank * 5 + file`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 = `a`.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % 5
    }

    /// The rank, 0 = `1` (sente's back rank).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / 5
    }

    /// The one-bit board of this square.
    #[inline]
    pub const fn bit(self) -> u32 {
        1 << self.0
    }

    /// The Western file number, 1..=5 (`a` is 5).
    pub const fn western_file(self) -> u8 {
        5 - self.file()
    }

    /// The Western rank letter, `a`..=`e` (`a` is gote's back rank).
    pub const fn western_rank(self) -> char {
        (b'a' + 4 - self.rank()) as char
    }

    /// The Fairy-Stockfish coordinate, like `c3`.
    pub fn coord(self) -> String {
        format!("{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.western_file(), self.western_rank())
    }
}

impl std::str::FromStr for Square {
    type Err = crate::ParseNameError;
    /// Accepts the Western name (`3c`, or Hosking's `33`) and the coordinate (`c3`).
    fn from_str(s: &str) -> Result<Square, Self::Err> {
        let b = s.trim().to_ascii_lowercase().into_bytes();
        let sq = match b.as_slice() {
            [f @ b'a'..=b'e', r @ b'1'..=b'5'] => Square::from_coords(f - b'a', r - b'1'),
            [f @ b'1'..=b'5', r @ b'a'..=b'e'] => Square::from_western(f - b'0', r - b'a' + 1),
            [f @ b'1'..=b'5', r @ b'1'..=b'5'] => Square::from_western(f - b'0', r - b'0'),
            _ => None,
        };
        sq.ok_or_else(|| crate::ParseNameError::new("square", s, "5a..1e, 53, or a1..e5"))
    }
}

impl TryFrom<u8> for Square {
    type Error = u8;
    fn try_from(index: u8) -> Result<Square, u8> {
        Square::new(index).ok_or(index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        let a1 = Square::from_coords(0, 0).unwrap();
        assert_eq!(a1.to_string(), "5e");
        assert_eq!(a1.coord(), "a1");
        let e5 = Square::from_coords(4, 4).unwrap();
        assert_eq!(e5.to_string(), "1a");
        assert_eq!(Square::from_western(1, 1), Some(e5));
        assert_eq!(Square::from_western(0, 1), None);
        assert_eq!(Square::try_from(25), Err(25));
        assert_eq!("1a".parse::<Square>(), Ok(e5));
        assert_eq!("E5".parse::<Square>(), Ok(e5));
        assert_eq!("11".parse::<Square>(), Ok(e5));
        assert_eq!(
            "f6".parse::<Square>().unwrap_err(),
            crate::ParseNameError::new("square", "f6", "5a..1e, 53, or a1..e5")
        );
    }
}
