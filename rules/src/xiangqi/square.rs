//! Points of the xiangqi-family boards.
//!
//! A [`Square`] is an index into a padded mailbox 16 points wide with two rows of padding
//! below and above and one column to the left, so that every board of the family shares
//! one numbering and a horse jump off the edge lands on padding instead of wrapping.

use std::fmt;

/// Width of the padded mailbox.
pub(crate) const STRIDE: i16 = 16;
/// Number of mailbox cells (14 rows of 16: 10 ranks plus 2 padding rows on each side).
pub(crate) const MAILBOX: usize = 224;

/// A point of a xiangqi-family board: file `a` = 0 from Red's left, rank 1 = 0 at Red's
/// side.
///
/// ```
/// use rules::xiangqi::Square;
/// let sq: Square = "h10".parse().unwrap();
/// assert_eq!((sq.file(), sq.rank()), (7, 9));
/// assert_eq!(sq.to_string(), "h10");
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The point at `file` (0 = a) and `rank` (0 = rank 1); `None` off the largest board
    /// (9 files, 10 ranks).
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 9 && rank < 10 {
            Some(Square::from_coords(file, rank))
        } else {
            None
        }
    }

    pub(crate) const fn from_coords(file: u8, rank: u8) -> Square {
        Square((rank + 2) * STRIDE as u8 + file + 1)
    }

    /// The mailbox index.
    #[inline]
    pub(crate) const fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub(crate) const fn from_index(i: usize) -> Square {
        Square(i as u8)
    }

    /// The file, 0 = `a`.
    #[inline]
    pub const fn file(self) -> u8 {
        (self.0 % STRIDE as u8) - 1
    }

    /// The rank, 0 = rank 1 (Red's back rank).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / STRIDE as u8 - 2
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A point name that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    /// Terse, for programmers (the value's `Debug`); players read the voice's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for ParseSquareError {}

impl std::str::FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(s.to_owned());
        let mut chars = s.chars();
        let file = chars.next().ok_or_else(err)?.to_ascii_lowercase();
        if !('a'..='i').contains(&file) {
            return Err(err());
        }
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err());
        }
        let rank: u8 = digits.parse().map_err(|_| err())?;
        if !(1..=10).contains(&rank) {
            return Err(err());
        }
        Square::new(file as u8 - b'a', rank - 1).ok_or_else(err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_round_trip() {
        for file in 0..9 {
            for rank in 0..10 {
                let sq = Square::new(file, rank).unwrap();
                assert_eq!((sq.file(), sq.rank()), (file, rank));
                assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
                assert!(sq.index() < MAILBOX);
            }
        }
    }

    #[test]
    fn rejects_bad_points() {
        for bad in ["", "j1", "a0", "a11", "a", "1a", "a-1"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
        assert_eq!(
            "z9".parse::<Square>().unwrap_err(),
            ParseSquareError("z9".into())
        );
    }
}
