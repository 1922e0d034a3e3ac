//! Positions in and out: Fairy-Stockfish FEN (`rbsgk/4p/5/P4/KGSBR[-] w 0 1`) and SFEN
//! (`rbsgk/4p/5/P4/KGSBR b - 1`). Reading gives a [`Setup`]; [`Position::from_setup`]
//! judges it.

use std::error::Error;
use std::fmt;

use crate::{Color, WrongVariant};

use super::setup::{PositionError, Setup};
use super::{Piece, Position, Role, Square};

/// Why a FEN or SFEN was not accepted; the message says what is wrong and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing was given.
    Empty,
    /// The board does not have 5 ranks.
    RankCount {
        /// How many ranks were found.
        found: usize,
    },
    /// A rank does not have 5 files.
    RankWidth {
        /// The rank, counted from the top (gote's side) starting at 1.
        rank: usize,
        /// How many files it describes.
        width: usize,
    },
    /// A run of digits that says more empty files than the board's 5 (`rb18446744073709551615k`):
    /// a run of digits is one number, refused as it is read.
    LongRun {
        /// The rank, counted from the top (gote's side) starting at 1.
        rank: usize,
        /// The digits, as given (cut after 12 of them).
        run: String,
    },
    /// An unknown character on the board.
    BadPiece {
        /// The rank, counted from the top starting at 1.
        rank: usize,
        /// The character.
        found: char,
    },
    /// A `+` not followed by a promotable piece.
    BadPromotion {
        /// The rank, counted from the top starting at 1.
        rank: usize,
    },
    /// An unknown or impossible piece in the hands field.
    BadHand {
        /// The offending text.
        found: String,
    },
    /// A `[` without its `]`, or text after it.
    BadBrackets,
    /// The side to move is not `w` or `b`.
    BadTurn {
        /// The offending text.
        found: String,
    },
    /// A move counter that is not a number.
    BadNumber {
        /// Which field.
        field: &'static str,
        /// The offending text.
        found: String,
    },
    /// Fields left over at the end.
    ExtraFields {
        /// The first unread field.
        found: String,
    },
    /// The variant is not played by this position type.
    WrongVariant(WrongVariant),
    /// The board and hands parsed but are not a valid position.
    Position(PositionError),
}

impl fmt::Display for FenError {
    /// Terse, for programmers (the value's `Debug`); players read the voice's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl Error for FenError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

/// Reads the board part (`rbsgk/4p/5/P4/KGSBR`).
fn parse_board(text: &str, setup: &mut Setup) -> Result<(), FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 5 {
        return Err(FenError::RankCount { found: ranks.len() });
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank_no = i + 1;
        let rank = 4 - i;
        let mut file = 0usize;
        let mut promoted = false;
        // The digits of the run of empty files being read: `12` is twelve, not three.
        let mut run = String::new();
        for ch in rank_text.chars() {
            if ch.is_ascii_digit() {
                if promoted {
                    return Err(FenError::BadPromotion { rank: rank_no });
                }
                run.push(ch);
                continue;
            }
            file += empty_run(&mut run, rank_no)?;
            if ch == '+' {
                if promoted {
                    return Err(FenError::BadPromotion { rank: rank_no });
                }
                promoted = true;
                continue;
            }
            let Some(mut role) = Role::from_letter(ch) else {
                return Err(FenError::BadPiece {
                    rank: rank_no,
                    found: ch,
                });
            };
            if promoted {
                role = role
                    .promoted()
                    .ok_or(FenError::BadPromotion { rank: rank_no })?;
                promoted = false;
            }
            let color = if ch.is_ascii_uppercase() {
                Color::SENTE
            } else {
                Color::GOTE
            };
            if file < 5 {
                let sq = Square::ALL[rank * 5 + file];
                setup.pieces.push((sq, Piece { color, role }));
            }
            file += 1;
        }
        file += empty_run(&mut run, rank_no)?;
        if promoted {
            return Err(FenError::BadPromotion { rank: rank_no });
        }
        if file != 5 {
            return Err(FenError::RankWidth {
                rank: rank_no,
                width: file,
            });
        }
    }
    Ok(())
}

/// The number of empty files in `run` (its digits, then emptied): 0 for none, refused
/// when more than the board's 5, however many digits it has.
fn empty_run(run: &mut String, rank: usize) -> Result<usize, FenError> {
    if run.is_empty() {
        return Ok(0);
    }
    let Some(n) = run.parse::<usize>().ok().filter(|&n| n <= 5) else {
        let mut shown: String = run.chars().take(12).collect();
        if run.len() > 12 {
            shown.push('…');
        }
        return Err(FenError::LongRun { rank, run: shown });
    };
    run.clear();
    Ok(n)
}

/// Reads hands: letters with optional counts (`2Pr`), or `-`/nothing for none.
fn parse_hands(text: &str, setup: &mut Setup) -> Result<(), FenError> {
    if text == "-" {
        return Ok(());
    }
    let bad = || FenError::BadHand {
        found: text.to_owned(),
    };
    let mut count: Option<u32> = None;
    for ch in text.chars() {
        if let Some(d) = ch.to_digit(10) {
            let n = count.unwrap_or(0) * 10 + d;
            if n > 20 {
                return Err(bad());
            }
            count = Some(n);
            continue;
        }
        let role = Role::from_letter(ch)
            .filter(|r| r.index() < 5)
            .ok_or_else(bad)?;
        let color = if ch.is_ascii_uppercase() {
            Color::SENTE
        } else {
            Color::GOTE
        };
        let n = count.take().unwrap_or(1);
        let held = &mut setup.hands[color.index()][role.index()];
        if n == 0 || u32::from(*held) + n > 20 {
            return Err(bad());
        }
        *held += n as u8;
    }
    if count.is_some() {
        return Err(bad());
    }
    Ok(())
}

fn parse_turn(text: Option<&str>, sfen: bool) -> Result<Color, FenError> {
    match (text, sfen) {
        (None, _) => Ok(Color::SENTE),
        (Some("w"), false) | (Some("b"), true) => Ok(Color::SENTE),
        (Some("b"), false) | (Some("w"), true) => Ok(Color::GOTE),
        (Some(t), _) => Err(FenError::BadTurn {
            found: t.to_owned(),
        }),
    }
}

fn parse_number(field: &'static str, text: &str) -> Result<u32, FenError> {
    text.parse::<u32>().map_err(|_| FenError::BadNumber {
        field,
        found: text.to_owned(),
    })
}

impl Setup {
    /// Reads a Fairy-Stockfish FEN without judging the position: `rbsgk/4p/5/P4/KGSBR[-]
    /// w 0 1`, also `1bsgk/4p/5/K1G2/2SBR[Rp] b - - 0 2` (castling and en-passant fields
    /// `-` are skipped) and `[]` for empty hands. The counters mean what they mean in the
    /// xiangqi family: the half-move clock (plies since the last capture), then the
    /// full-move number; a lone counter is the half-move clock. An SFEN (no brackets, side
    /// `b`/`w`, hands, move number) is accepted too.
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let Some(&first) = fields.first() else {
            return Err(FenError::Empty);
        };
        // An SFEN has no brackets and a hands field (never a bare number) third.
        let sfen_like = !first.contains('[')
            && (3..=4).contains(&fields.len())
            && !fields[2].bytes().all(|b| b.is_ascii_digit());
        if sfen_like {
            return Setup::from_sfen(fen);
        }
        let mut setup = Setup::default();
        let (board, hands) = match first.split_once('[') {
            Some((board, rest)) => {
                let hands = rest.strip_suffix(']').ok_or(FenError::BadBrackets)?;
                if hands.contains(['[', ']']) {
                    return Err(FenError::BadBrackets);
                }
                (board, hands)
            }
            None => (first, ""),
        };
        parse_board(board, &mut setup)?;
        parse_hands(hands, &mut setup)?;
        setup.turn = Some(parse_turn(fields.get(1).copied(), false)?);
        let mut numbers = fields.iter().skip(2).skip_while(|&&f| f == "-");
        let counters: Vec<&str> = numbers.by_ref().take(2).copied().collect();
        match counters.as_slice() {
            [] => {}
            [half] => setup.halfmoves = parse_number("halfmove clock", half)?,
            [half, full] => {
                setup.halfmoves = parse_number("halfmove clock", half)?;
                setup.fullmoves = parse_number("fullmove number", full)?;
            }
            _ => unreachable!("take(2)"),
        }
        if let Some(extra) = numbers.next() {
            return Err(FenError::ExtraFields {
                found: (*extra).to_owned(),
            });
        }
        Ok(setup)
    }

    /// Reads an SFEN without judging the position: `rbsgk/4p/5/P4/KGSBR b - 1` (`b` is
    /// sente, hands like `2Pr`, then the move number counted in plies).
    pub fn from_sfen(sfen: &str) -> Result<Setup, FenError> {
        let fields: Vec<&str> = sfen.split_whitespace().collect();
        let Some(&board) = fields.first() else {
            return Err(FenError::Empty);
        };
        let mut setup = Setup::default();
        parse_board(board, &mut setup)?;
        setup.turn = Some(parse_turn(fields.get(1).copied(), true)?);
        if let Some(hands) = fields.get(2) {
            parse_hands(hands, &mut setup)?;
        }
        if let Some(n) = fields.get(3) {
            // Counted in plies, so up to twice a full-move number: what `sfen()` writes
            // for any position reads back (a ply past u32 too).
            let ply = n
                .parse::<u64>()
                .map_err(|_| FenError::BadNumber {
                    field: "move number",
                    found: (*n).to_owned(),
                })?
                .max(1);
            setup.fullmoves = u32::try_from(ply.div_ceil(2)).unwrap_or(u32::MAX);
        }
        if let Some(extra) = fields.get(4) {
            return Err(FenError::ExtraFields {
                found: (*extra).to_owned(),
            });
        }
        Ok(setup)
    }
}

impl Position {
    /// Reads a Fairy-Stockfish FEN (or an SFEN, see [`Setup::from_fen`]) and validates the
    /// position.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(&Setup::from_fen(fen)?)?)
    }

    /// Reads an SFEN (see [`Setup::from_sfen`]) and validates the position.
    pub fn from_sfen(sfen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(&Setup::from_sfen(sfen)?)?)
    }

    /// The refusal for any variant but Minishogi (for the [`crate::Rules`] gate).
    pub(crate) fn check_variant(variant: crate::Variant) -> Result<(), WrongVariant> {
        const PLAYS: &[crate::Variant] = &[crate::Variant::MiniShogi];
        if PLAYS.contains(&variant) {
            Ok(())
        } else {
            Err(WrongVariant {
                given: variant,
                family: "shogi::Position",
                plays: PLAYS,
            })
        }
    }

    fn board_string(&self) -> String {
        let mut out = String::new();
        for rank in (0..5).rev() {
            let mut empty = 0;
            for file in 0..5 {
                match self.board[rank * 5 + file] {
                    Some(p) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push_str(&p.fen_symbol());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }

    /// The Fairy-Stockfish FEN, like `rbsgk/4p/5/P4/KGSBR[-] w 0 1`: hands in brackets in
    /// Fairy-Stockfish's order (gold, pawn, silver, rook, bishop; sente's upper case first),
    /// `-` when both are empty, then side, no-capture plies and the fullmove number.
    pub fn fen(&self) -> String {
        const ORDER: [Role; 5] = [
            Role::Gold,
            Role::Pawn,
            Role::Silver,
            Role::Rook,
            Role::Bishop,
        ];
        let mut hands = String::new();
        for color in Color::ALL {
            for role in ORDER {
                for _ in 0..self.hands[color.index()][role.index()] {
                    hands.push_str(&Piece { color, role }.fen_symbol());
                }
            }
        }
        if hands.is_empty() {
            hands.push('-');
        }
        format!(
            "{}[{}] {} {} {}",
            self.board_string(),
            hands,
            self.turn.fen_char(),
            self.halfmoves,
            self.fullmoves
        )
    }

    /// The SFEN, like `rbsgk/4p/5/P4/KGSBR b - 1` (`b` = sente to move; hands with
    /// counts in the order rook, bishop, gold, silver, pawn; the move number in plies).
    pub fn sfen(&self) -> String {
        const ORDER: [Role; 5] = [
            Role::Rook,
            Role::Bishop,
            Role::Gold,
            Role::Silver,
            Role::Pawn,
        ];
        let mut hands = String::new();
        for color in Color::ALL {
            for role in ORDER {
                let n = self.hands[color.index()][role.index()];
                if n > 1 {
                    hands.push_str(&n.to_string());
                }
                if n > 0 {
                    hands.push_str(&Piece { color, role }.fen_symbol());
                }
            }
        }
        if hands.is_empty() {
            hands.push('-');
        }
        let turn = if self.turn == Color::SENTE { 'b' } else { 'w' };
        let ply = 2 * (u64::from(self.fullmoves.max(1)) - 1) + 1 + self.turn.index() as u64;
        format!("{} {} {} {}", self.board_string(), turn, hands, ply)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_round_trips() {
        let pos = Position::new();
        assert_eq!(pos.fen(), "rbsgk/4p/5/P4/KGSBR[-] w 0 1");
        assert_eq!(
            Position::from_fen("rbsgk/4p/5/P4/KGSBR[-] w 0 1").unwrap(),
            pos
        );
        assert_eq!(
            Position::from_fen("rbsgk/4p/5/P4/KGSBR[] w - - 0 1").unwrap(),
            pos
        );
        assert_eq!(
            Position::from_fen("rbsgk/4p/5/P4/KGSBR b - 1").unwrap(),
            pos
        );
        assert_eq!(
            Position::from_sfen("rbsgk/4p/5/P4/KGSBR b - 1").unwrap(),
            pos
        );
        assert_eq!(pos.sfen(), "rbsgk/4p/5/P4/KGSBR b - 1");
        let mut late =
            Position::from_fen("rbsgk/4p/5/P4/KGSBR[-] b 4294967295 4294967295").unwrap();
        late.play_unchecked(late.legal_moves()[0]);
        assert_eq!(late.fullmoves(), u32::MAX);
        assert!(late.sfen().ends_with(" 8589934589"));
        let back = Position::from_sfen(&late.sfen()).unwrap();
        assert_eq!((back.fullmoves(), back.sfen()), (u32::MAX, late.sfen()));
        assert_eq!(
            Position::from_fen("rbsgk/4p/5/P4/KGSBR w 0 1").unwrap(),
            pos
        );
        assert_eq!(
            Position::from_fen("rbsgk/4p/5/P4/KGSBR w - - 0 1").unwrap(),
            pos
        );
        let gote = Position::from_fen("rbsgk/4p/5/P4/KGSBR w - 2").unwrap();
        assert_eq!(gote.turn(), Color::GOTE);
    }

    #[test]
    fn hands_and_promoted_pieces() {
        let pos = Position::from_fen("1bsgk/4p/5/K1G2/2SBR[Rp] b - - 0 2").unwrap();
        assert_eq!(pos.hand(Color::SENTE), [0, 0, 0, 0, 1]);
        assert_eq!(pos.hand(Color::GOTE), [1, 0, 0, 0, 0]);
        assert_eq!(pos.fen(), "1bsgk/4p/5/K1G2/2SBR[Rp] b 0 2");
        assert_eq!(pos.sfen(), "1bsgk/4p/5/K1G2/2SBR w Rp 4");
        assert_eq!(Position::from_sfen(&pos.sfen()).unwrap(), pos);
        let p = Position::from_fen("K3k/b1+r2/4g/1ps2/1+bsgr[p] w - - 0 46").unwrap();
        assert_eq!(p.fen(), "K3k/b1+r2/4g/1ps2/1+bsgr[p] w 0 46");
        let h = Position::from_fen("2sgk/5/1G1B1/5/1KS2[PPRRB] b - - 0 8").unwrap();
        assert_eq!(h.fen(), "2sgk/5/1G1B1/5/1KS2[PPRRB] b 0 8");
        assert_eq!(h.sfen(), "2sgk/5/1G1B1/5/1KS2 w 2RB2P 16");
        assert_eq!(Position::from_sfen(&h.sfen()).unwrap(), h);
    }
}
