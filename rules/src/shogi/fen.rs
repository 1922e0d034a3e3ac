//! Positions in and out: Fairy-Stockfish FEN (`rbsgk/4p/5/P4/KGSBR[-] w 0 1`) and SFEN
//! (`rbsgk/4p/5/P4/KGSBR b - 1`).

use std::error::Error;
use std::fmt;

use crate::Color;

use super::attacks::{Bits, FILE, ZONE};
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
    /// A side has no king.
    MissingKing(Color),
    /// A side has more than one king.
    ExtraKing(Color),
    /// More pieces of a kind than the set has (two of each).
    TooMany(Role),
    /// A pawn stands on its owner's last rank, where it could never move.
    DeadPawn(Square),
    /// Two unpromoted pawns of one side on one file.
    Nifu {
        /// Whose pawns.
        color: Color,
        /// The Western file number (1..=5).
        file: u8,
    },
    /// The side that is not to move is in check.
    OpponentInCheck,
    /// The FEN was given for another game.
    WrongVariant(crate::Variant),
}

fn side(color: Color) -> &'static str {
    crate::Variant::MiniShogi.side_name(color)
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => f.write_str("empty fen"),
            FenError::RankCount { found } => {
                write!(
                    f,
                    "the board has {found} ranks, expected 5 separated by '/'"
                )
            }
            FenError::RankWidth { rank, width } => {
                write!(
                    f,
                    "rank {rank} from the top describes {width} files, expected 5"
                )
            }
            FenError::BadPiece { rank, found } => {
                write!(f, "unknown piece '{found}' in rank {rank} from the top")
            }
            FenError::BadPromotion { rank } => write!(
                f,
                "'+' in rank {rank} from the top must be followed by p, s, b or r"
            ),
            FenError::BadHand { found } => write!(
                f,
                "bad pieces in hand '{found}' (expected letters of p, s, g, b, r, or '-')"
            ),
            FenError::BadBrackets => {
                f.write_str("the hands must be one '[...]' right after the board")
            }
            FenError::BadTurn { found } => {
                write!(f, "side to move '{found}' is not 'w' or 'b'")
            }
            FenError::BadNumber { field, found } => write!(f, "{field} '{found}' is not a number"),
            FenError::ExtraFields { found } => write!(f, "unexpected field '{found}' at the end"),
            FenError::MissingKing(c) => write!(f, "{} has no king", side(*c)),
            FenError::ExtraKing(c) => write!(f, "{} has more than one king", side(*c)),
            FenError::TooMany(r) => {
                write!(f, "more than two {}s in total (board and hands)", r.name())
            }
            FenError::DeadPawn(sq) => write!(f, "pawn on its last rank at {sq} ({})", sq.coord()),
            FenError::Nifu { color, file } => {
                write!(
                    f,
                    "{} has two unpromoted pawns on file {file} (nifu)",
                    side(*color)
                )
            }
            FenError::OpponentInCheck => f.write_str("the side not to move is in check"),
            FenError::WrongVariant(v) => write!(f, "this position type plays minishogi, not {v}"),
        }
    }
}

impl Error for FenError {}

/// Reads the board part (`rbsgk/4p/5/P4/KGSBR`).
fn parse_board(text: &str, pos: &mut Position) -> Result<(), FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 5 {
        return Err(FenError::RankCount { found: ranks.len() });
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank_no = i + 1;
        let rank = 4 - i;
        let mut file = 0usize;
        let mut promoted = false;
        for ch in rank_text.chars() {
            if let Some(d) = ch.to_digit(10) {
                if promoted {
                    return Err(FenError::BadPromotion { rank: rank_no });
                }
                file += d as usize;
                continue;
            }
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
                pos.put(rank * 5 + file, Piece { color, role });
            }
            file += 1;
        }
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

/// Reads hands: letters with optional counts (`2Pr`), or `-`/nothing for none.
fn parse_hands(text: &str, pos: &mut Position) -> Result<(), FenError> {
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
        if n == 0 || u32::from(pos.hands[color.index()][role.index()]) + n > 20 {
            return Err(bad());
        }
        pos.add_to_hand(color, role, n as u8);
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

/// The validation gate shared by both formats.
fn validate(pos: &Position) -> Result<(), FenError> {
    for color in Color::ALL {
        match pos.pieces(color, Role::King).count_ones() {
            0 => return Err(FenError::MissingKing(color)),
            1 => {}
            _ => return Err(FenError::ExtraKing(color)),
        }
    }
    for role in Role::HAND {
        let mut n = pos.by_role[role.index()].count_ones();
        if let Some(p) = role.promoted() {
            n += pos.by_role[p.index()].count_ones();
        }
        n += u32::from(pos.hands[0][role.index()]) + u32::from(pos.hands[1][role.index()]);
        if n > 2 {
            return Err(FenError::TooMany(role));
        }
    }
    for color in Color::ALL {
        let pawns = pos.pieces(color, Role::Pawn);
        // The last rank is the promotion zone.
        if let Some(sq) = Bits(pawns & ZONE[color.index()]).next() {
            return Err(FenError::DeadPawn(Square::ALL[sq]));
        }
        for (f, &file) in FILE.iter().enumerate() {
            if (pawns & file).count_ones() > 1 {
                return Err(FenError::Nifu {
                    color,
                    file: 5 - f as u8,
                });
            }
        }
    }
    if pos.king_attacked(!pos.turn) {
        return Err(FenError::OpponentInCheck);
    }
    Ok(())
}

impl Position {
    /// Reads a Fairy-Stockfish FEN: `rbsgk/4p/5/P4/KGSBR[-] w 0 1`, also
    /// `1bsgk/4p/5/K1G2/2SBR[Rp] b - - 0 2` (castling and en-passant fields `-` are
    /// skipped) and `[]` for empty hands. An SFEN (no brackets, side `b`/`w`, hands, move
    /// number) is accepted too.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let Some(&first) = fields.first() else {
            return Err(FenError::Empty);
        };
        // An SFEN has no brackets and a hands field (never a bare number) third.
        let sfen_like = !first.contains('[')
            && (3..=4).contains(&fields.len())
            && !fields[2].bytes().all(|b| b.is_ascii_digit());
        if sfen_like {
            return Position::from_sfen(fen);
        }
        let mut pos = Position::empty();
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
        parse_board(board, &mut pos)?;
        parse_hands(hands, &mut pos)?;
        let turn = parse_turn(fields.get(1).copied(), false)?;
        pos.set_turn(turn);
        let mut numbers = fields.iter().skip(2).skip_while(|&&f| f == "-");
        let counters: Vec<&str> = numbers.by_ref().take(2).copied().collect();
        match counters.as_slice() {
            [] => {}
            [full] => pos.fullmove = parse_number("fullmove number", full)?,
            [half, full] => {
                pos.plies_without_capture = parse_number("halfmove clock", half)?;
                pos.fullmove = parse_number("fullmove number", full)?;
            }
            _ => unreachable!("take(2)"),
        }
        if let Some(extra) = numbers.next() {
            return Err(FenError::ExtraFields {
                found: (*extra).to_owned(),
            });
        }
        pos.fullmove = pos.fullmove.max(1);
        validate(&pos)?;
        Ok(pos)
    }

    /// Reads an SFEN: `rbsgk/4p/5/P4/KGSBR b - 1` (`b` is sente, hands like `2Pr`, then
    /// the move number counted in plies).
    pub fn from_sfen(sfen: &str) -> Result<Position, FenError> {
        let fields: Vec<&str> = sfen.split_whitespace().collect();
        let Some(&board) = fields.first() else {
            return Err(FenError::Empty);
        };
        let mut pos = Position::empty();
        parse_board(board, &mut pos)?;
        let turn = parse_turn(fields.get(1).copied(), true)?;
        pos.set_turn(turn);
        if let Some(hands) = fields.get(2) {
            parse_hands(hands, &mut pos)?;
        }
        if let Some(n) = fields.get(3) {
            let ply = parse_number("move number", n)?.max(1);
            pos.fullmove = ply.div_ceil(2);
        }
        if let Some(extra) = fields.get(4) {
            return Err(FenError::ExtraFields {
                found: (*extra).to_owned(),
            });
        }
        validate(&pos)?;
        Ok(pos)
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
    pub(crate) fn fen_string(&self) -> String {
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
            self.plies_without_capture,
            self.fullmove
        )
    }

    /// The SFEN, like `rbsgk/4p/5/P4/KGSBR b - 1` (`b` = sente to move; hands with
    /// counts in the order rook, bishop, gold, silver, pawn; the move number in plies).
    pub fn to_sfen(&self) -> String {
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
        let ply = 2 * (u64::from(self.fullmove.max(1)) - 1) + 1 + self.turn.index() as u64;
        format!("{} {} {} {}", self.board_string(), turn, hands, ply)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(fen: &str) -> String {
        Position::from_fen(fen).unwrap_err().to_string()
    }

    #[test]
    fn start_round_trips() {
        let pos = Position::new();
        assert_eq!(pos.fen_string(), "rbsgk/4p/5/P4/KGSBR[-] w 0 1");
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
        assert_eq!(pos.to_sfen(), "rbsgk/4p/5/P4/KGSBR b - 1");
        let mut late =
            Position::from_fen("rbsgk/4p/5/P4/KGSBR[-] b 4294967295 4294967295").unwrap();
        late.play_unchecked(late.legal_moves()[0]);
        assert_eq!(late.fullmove_number(), u32::MAX);
        assert!(late.to_sfen().ends_with(" 8589934589"));
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
        assert_eq!(pos.fen_string(), "1bsgk/4p/5/K1G2/2SBR[Rp] b 0 2");
        assert_eq!(pos.to_sfen(), "1bsgk/4p/5/K1G2/2SBR w Rp 4");
        assert_eq!(Position::from_sfen(&pos.to_sfen()).unwrap(), pos);
        let p = Position::from_fen("K3k/b1+r2/4g/1ps2/1+bsgr[p] w - - 0 46").unwrap();
        assert_eq!(p.fen_string(), "K3k/b1+r2/4g/1ps2/1+bsgr[p] w 0 46");
        let h = Position::from_fen("2sgk/5/1G1B1/5/1KS2[PPRRB] b - - 0 8").unwrap();
        assert_eq!(h.fen_string(), "2sgk/5/1G1B1/5/1KS2[PPRRB] b 0 8");
        assert_eq!(h.to_sfen(), "2sgk/5/1G1B1/5/1KS2 w 2RB2P 16");
        assert_eq!(Position::from_sfen(&h.to_sfen()).unwrap(), h);
    }

    #[test]
    fn errors_say_what_and_where() {
        assert_eq!(err(""), "empty fen");
        assert_eq!(
            err("rbsgk/4p/5/KGSBR[-] w 0 1"),
            "the board has 4 ranks, expected 5 separated by '/'"
        );
        assert_eq!(
            err("rbsgk/4p/6/P4/KGSBR[-] w 0 1"),
            "rank 3 from the top describes 6 files, expected 5"
        );
        assert_eq!(
            err("rbsgk/4x/5/P4/KGSBR[-] w 0 1"),
            "unknown piece 'x' in rank 2 from the top"
        );
        assert_eq!(
            err("rbs+gk/4p/5/P4/KGSBR[-] w 0 1"),
            "'+' in rank 1 from the top must be followed by p, s, b or r"
        );
        assert_eq!(
            err("rbsgk/4p/5/P4/KGSBR[K] w 0 1"),
            "bad pieces in hand 'K' (expected letters of p, s, g, b, r, or '-')"
        );
        assert_eq!(
            err("rbsgk/4p/5/P4/KGSBR[- w 0 1"),
            "the hands must be one '[...]' right after the board"
        );
        assert_eq!(
            err("rbsgk/4p/5/P4/KGSBR[-] x 0 1"),
            "side to move 'x' is not 'w' or 'b'"
        );
        assert_eq!(
            err("rbsgk/4p/5/P4/KGSBR[-] w 0 z"),
            "fullmove number 'z' is not a number"
        );
        assert_eq!(
            err("rbsgk/4p/5/P4/KGSBR[-] w 0 1 7"),
            "unexpected field '7' at the end"
        );
        assert_eq!(err("rbsg1/4p/5/P4/KGSBR[-] w 0 1"), "gote has no king");
        assert_eq!(
            err("rbsgk/4p/5/P3K/KGSBR[-] w 0 1"),
            "sente has more than one king"
        );
        assert_eq!(
            err("rbsgk/4p/5/P4/KGSBR[P] w 0 1"),
            "more than two pawns in total (board and hands)"
        );
        assert_eq!(
            err("P3k/5/5/5/K4[-] w 0 1"),
            "pawn on its last rank at 5a (a5)"
        );
        assert_eq!(
            err("4k/5/P4/P4/K4[-] w 0 1"),
            "sente has two unpromoted pawns on file 5 (nifu)"
        );
        assert_eq!(
            err("4k/4R/5/5/K4[-] w 0 1"),
            "the side not to move is in check"
        );
    }
}
