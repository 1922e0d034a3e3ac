//! Fairy-Stockfish FEN for the xiangqi family:
//! `rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1`.

use std::fmt;

use super::geometry::Geometry;
use super::piece::Piece;
use super::position::Position;
use super::setup::{PositionError, Setup};
use super::square::Square;
use crate::{Color, Variant, WrongVariant};

/// Why a FEN was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing was given.
    Empty,
    /// The variant is not played by this position type.
    WrongVariant(WrongVariant),
    /// The board has the wrong number of ranks.
    RankCount {
        /// Ranks found.
        found: usize,
        /// Ranks expected.
        expected: u8,
    },
    /// A rank does not add up to the board's width.
    RankLength {
        /// The rank (1 = Red's back rank).
        rank: u8,
        /// Files described.
        found: usize,
        /// Files expected.
        expected: u8,
    },
    /// A run of digits that says more empty files than the board has (`rcn18ncr`,
    /// `rcn18446744073709551615ncr`): refused as it is read, never added up.
    LongRun {
        /// The rank (1 = Red's back rank).
        rank: u8,
        /// The digits, as given (cut after 12 of them).
        run: String,
        /// The board's width.
        width: u8,
    },
    /// A character that is no piece letter nor a digit.
    UnknownPiece(char),
    /// The side-to-move field is not `w` or `b`.
    BadTurn(String),
    /// A move counter is not a number.
    BadCounter(String),
    /// The board parsed but is not a valid position.
    Position(PositionError),
}

impl fmt::Display for FenError {
    /// Terse, for programmers (the value's `Debug`); players read the voice's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for FenError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

impl Setup {
    /// Reads the fields of a FEN for a board of `variant`'s size (any variant of the
    /// xiangqi family, the dark one included), without judging the position.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Setup, FenError> {
        if !variant.is_xiangqi_family() {
            return Err(FenError::WrongVariant(WrongVariant {
                given: variant,
                family: "xiangqi::Setup",
                plays: &[
                    Variant::MiniXiangqi,
                    Variant::DarkMiniXiangqi,
                    Variant::Xiangqi,
                ],
            }));
        }
        let geo = Geometry::of(variant);
        let mut fields = fen.split_whitespace();
        let board = fields.next().ok_or(FenError::Empty)?;
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != geo.height as usize {
            return Err(FenError::RankCount {
                found: rows.len(),
                expected: geo.height,
            });
        }
        let mut setup = Setup {
            fullmoves: 1,
            ..Setup::default()
        };
        for (i, row) in rows.iter().enumerate() {
            let rank = geo.height - 1 - i as u8;
            let width = usize::from(geo.width);
            // Files described so far; never more than the width plus the row's length,
            // since a run of digits counts only once it is known to fit on the board.
            let mut file = 0usize;
            let mut digits = String::new();
            let flush = |digits: &mut String, file: &mut usize| -> Result<(), FenError> {
                if digits.is_empty() {
                    return Ok(());
                }
                // Any run longer than the board is refused as such, however many digits
                // it has (leading zeros are no reason to refuse, so parse the number).
                let run = digits.parse::<usize>().ok().filter(|&n| n <= width);
                let Some(run) = run else {
                    let mut shown: String = digits.chars().take(12).collect();
                    if digits.len() > 12 {
                        shown.push('…');
                    }
                    return Err(FenError::LongRun {
                        rank: rank + 1,
                        run: shown,
                        width: geo.width,
                    });
                };
                *file += run;
                digits.clear();
                Ok(())
            };
            for c in row.chars() {
                if c.is_ascii_digit() {
                    digits.push(c);
                    continue;
                }
                flush(&mut digits, &mut file)?;
                let piece = Piece::from_fen_char(c).ok_or(FenError::UnknownPiece(c))?;
                if file < width {
                    let sq = Square::from_coords(file as u8, rank);
                    setup.pieces.push((sq, piece));
                }
                file += 1;
            }
            flush(&mut digits, &mut file)?;
            if file != geo.width as usize {
                return Err(FenError::RankLength {
                    rank: rank + 1,
                    found: file,
                    expected: geo.width,
                });
            }
        }
        if let Some(turn) = fields.next() {
            let mut chars = turn.chars();
            let color = match (chars.next(), chars.next()) {
                (Some(c), None) => Color::from_fen_char(c.to_ascii_lowercase()),
                _ => None,
            };
            setup.turn = Some(color.ok_or_else(|| FenError::BadTurn(turn.to_owned()))?);
        }
        // The remaining fields are `- -` (castling, en passant) and the two counters.
        let counters: Vec<&str> = fields.filter(|f| *f != "-").collect();
        let number = |s: &str| {
            s.parse::<u32>()
                .map_err(|_| FenError::BadCounter(s.to_owned()))
        };
        match counters.as_slice() {
            [] => {}
            [half] => setup.halfmoves = number(half)?,
            [half, full] => {
                setup.halfmoves = number(half)?;
                setup.fullmoves = number(full)?;
            }
            [_, _, extra, ..] => return Err(FenError::BadCounter((*extra).to_owned())),
        }
        Ok(setup)
    }
}

impl Position {
    /// Reads a Fairy-Stockfish FEN of Mini Xiangqi or Xiangqi and validates the position
    /// (Dark Mini Xiangqi is [`crate::dark::Position`]'s, and refused here).
    ///
    /// ```
    /// use rules::{Variant, xiangqi::{FenError, Position}};
    /// let err = Position::from_fen(Variant::MiniXiangqi, "3k3/7/7/7/7/7/3K2 w - - 0 1");
    /// assert_eq!(
    ///     err.unwrap_err(),
    ///     FenError::RankLength { rank: 1, found: 6, expected: 7 }
    /// );
    /// ```
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Position, FenError> {
        super::setup::check_variant(variant).map_err(FenError::WrongVariant)?;
        let setup = Setup::from_fen(variant, fen)?;
        Ok(Position::from_setup(variant, &setup)?)
    }

    /// The board part of the FEN.
    pub fn board_fen(&self) -> String {
        let mut out = String::new();
        for rank in (0..self.geo.height).rev() {
            let mut empty = 0;
            for file in 0..self.geo.width {
                match self.piece_at(Square::from_coords(file, rank)) {
                    Some(p) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push(p.fen_char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }

    /// The Fairy-Stockfish FEN: board, side, `- -`, half-move clock (plies since the last
    /// capture), full-move number.
    pub fn fen(&self) -> String {
        format!(
            "{} {} - - {} {}",
            self.board_fen(),
            self.turn.fen_char(),
            self.halfmoves,
            self.fullmoves
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_round_trip() {
        for v in [Variant::MiniXiangqi, Variant::Xiangqi] {
            let pos = Position::new(v).unwrap();
            assert_eq!(pos.fen(), v.start_fen());
        }
    }

    #[test]
    fn short_fens_are_accepted() {
        let pos = Position::from_fen(Variant::MiniXiangqi, "3k3/7/7/7/7/7/2K4 b").unwrap();
        assert_eq!(pos.fen(), "3k3/7/7/7/7/7/2K4 b - - 0 1");
        let pos = Position::from_fen(Variant::MiniXiangqi, "3k3/7/7/7/7/7/2K4 w 12 30").unwrap();
        assert_eq!((pos.halfmoves(), pos.fullmoves()), (12, 30));
    }

    #[test]
    fn dark_allows_an_attacked_general() {
        assert!(crate::dark::Position::from_fen("7/3k3/7/7/7/7/3K3 w").is_ok());
    }
}
