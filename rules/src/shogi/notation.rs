//! Western (Hodges) notation out; Hodges, USI, Hosking and Fairy-Stockfish coordinates in.
//!
//! Parsing is two steps, as in shakmaty's SAN: the text becomes a [`MoveSpec`] (syntax
//! only), which is then resolved against the legal moves of a position.

use std::error::Error;
use std::fmt;

use crate::Variant;

use super::attacks::ZONE;
use super::legality::IllegalReason;
use super::{Move, Position, Role, Square};

/// Why typed move text was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text is no move in any accepted notation.
    Syntax(String),
    /// The named piece is not there (the message says which piece and where).
    NoSuchPiece(String),
    /// More than one legal move fits; the candidates in canonical notation.
    Ambiguous(Vec<String>),
    /// The move is not legal, and why.
    Illegal(IllegalReason),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(text) => write!(
                f,
                "cannot read '{text}' as a move (try G-4d, P*3c, 2e3d or b1b2)"
            ),
            MoveError::NoSuchPiece(what) => write!(f, "no such piece: {what}"),
            MoveError::Ambiguous(c) => {
                let (last, rest) = c
                    .split_last()
                    .map_or(("", &[][..]), |(l, r)| (l.as_str(), r));
                write!(f, "ambiguous move: {} or {last}", rest.join(", "))
            }
            MoveError::Illegal(reason) => write!(f, "illegal move: {reason}"),
        }
    }
}

impl Error for MoveError {}

/// The syntax of typed move text, before it meets a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum MoveSpec {
    /// Origin and destination given (coordinates or USI); `promote` as written.
    Squares {
        from: Square,
        to: Square,
        promote: bool,
    },
    /// A drop.
    Drop { role: Role, to: Square },
    /// A piece letter, an optional origin, a destination and an optional promotion mark.
    Piece {
        role: Role,
        from: Option<Square>,
        to: Square,
        promote: Option<bool>,
    },
}

/// A Fairy-Stockfish square (`c3`) from two lower-case bytes.
fn fsf_square(b: &[u8]) -> Option<Square> {
    match b {
        [f @ b'a'..=b'e', r @ b'1'..=b'5'] => Square::from_coords(f - b'a', r - b'1'),
        _ => None,
    }
}

/// A Western square (`3c`, or Hosking's `33`) from two lower-case bytes.
fn western_square(b: &[u8]) -> Option<Square> {
    match b {
        [f @ b'1'..=b'5', r @ b'a'..=b'e'] => Square::from_western(f - b'0', r - b'a' + 1),
        [f @ b'1'..=b'5', r @ b'1'..=b'5'] => Square::from_western(f - b'0', r - b'0'),
        _ => None,
    }
}

fn any_square(b: &[u8]) -> Option<Square> {
    fsf_square(b).or_else(|| western_square(b))
}

impl MoveSpec {
    /// Reads move text in any accepted notation (case and spaces do not matter).
    pub(crate) fn parse(text: &str) -> Option<MoveSpec> {
        let s: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| c.to_ascii_lowercase())
            .collect();
        let b = s.as_bytes();
        let promote_mark = |rest: &[u8]| match rest {
            [] => Some(false),
            [b'+'] => Some(true),
            [b'='] => Some(false),
            _ => None,
        };
        // Fairy-Stockfish coordinates: d1c2, a4a5+.
        if b.len() >= 4 {
            if let (Some(from), Some(to)) = (fsf_square(&b[0..2]), fsf_square(&b[2..4])) {
                let promote = promote_mark(&b[4..])?;
                return Some(MoveSpec::Squares { from, to, promote });
            }
            // USI: 2e3d, 1b1a+.
            if b[1].is_ascii_alphabetic()
                && let (Some(from), Some(to)) = (western_square(&b[0..2]), western_square(&b[2..4]))
            {
                let promote = promote_mark(&b[4..])?;
                return Some(MoveSpec::Squares { from, to, promote });
            }
        }
        // Drops: P@c3, P*3c, P'33.
        if b.len() == 4 && matches!(b[1], b'@' | b'*' | b'\'') {
            let role = Role::from_letter(char::from(b[0]))?;
            let to = any_square(&b[2..4])?;
            return Some(MoveSpec::Drop { role, to });
        }
        // Hodges and Hosking: [+]piece [origin] [-x] destination [+=].
        let (promoted, b) = match b {
            [b'+', rest @ ..] => (true, rest),
            _ => (false, b),
        };
        let (&letter, mut rest) = b.split_first()?;
        let role = match (letter, promoted) {
            (b'd', false) => Role::Dragon,
            (b'h', false) => Role::Horse,
            (l, false) => Role::from_letter(char::from(l))?,
            (l, true) => Role::from_letter(char::from(l))?.promoted()?,
        };
        let mut promote = None;
        if let [head @ .., last @ (b'+' | b'=')] = rest {
            promote = Some(*last == b'+');
            rest = head;
        }
        if rest.len() < 2 {
            return None;
        }
        let to = western_square(&rest[rest.len() - 2..])?;
        rest = &rest[..rest.len() - 2];
        if let [head @ .., b'-' | b'x'] = rest {
            rest = head;
        }
        let from = match rest {
            [] => None,
            [_, _] => Some(western_square(rest)?),
            _ => return None,
        };
        Some(MoveSpec::Piece {
            role,
            from,
            to,
            promote,
        })
    }
}

impl Position {
    /// Whether a board move of this piece could promote (starts or ends on the far rank).
    fn may_promote(&self, from: Square, to: Square) -> bool {
        let zone = ZONE[self.turn.index()];
        self.board[from.index()].is_some_and(|p| p.role.promoted().is_some())
            && (zone & (from.bit() | to.bit())) != 0
    }

    /// The Western (Hodges) notation of a legal move, exactly as Fairy-Stockfish writes it:
    /// `P-5c`, `Rx1b`, `S-4a+`, `S-4a=`, `P*3c`, `+S-5b`, `G4d-3c`.
    pub fn hodges(&self, m: Move) -> String {
        match m {
            Move::Drop { role, to } => format!("{}*{to}", role.letter()),
            Move::Normal { from, to, promote } => {
                let Some(piece) = self.board[from.index()] else {
                    return m.usi();
                };
                let mut out = piece.role.to_string();
                // As in Fairy-Stockfish, only another piece of the same role making the same
                // kind of move (promoting or not) to the same square calls for the origin.
                let rivals = self.move_list().as_slice().iter().any(|&o| match o {
                    Move::Normal {
                        from: f,
                        to: t,
                        promote: p,
                    } => {
                        t == to
                            && f != from
                            && p == promote
                            && self.board[f.index()].map(|p| p.role) == Some(piece.role)
                    }
                    Move::Drop { .. } => false,
                });
                if rivals {
                    out.push_str(&from.to_string());
                }
                out.push(if self.board[to.index()].is_some() {
                    'x'
                } else {
                    '-'
                });
                out.push_str(&to.to_string());
                if promote {
                    out.push('+');
                } else if self.may_promote(from, to) {
                    out.push('=');
                }
                out
            }
        }
    }

    /// Resolves move text in any accepted notation against this position.
    ///
    /// ```
    /// use rules::shogi::{Move, Position};
    /// let pos = Position::new();
    /// let m = pos.parse_move("B-3d").unwrap();
    /// assert_eq!(pos.parse_move("d1c2").unwrap(), m);
    /// assert_eq!(pos.parse_move("2e3d").unwrap(), m);
    /// assert_eq!(pos.parse_move("b 34").unwrap(), m);
    /// assert_eq!(pos.parse_move("S-3c").unwrap_err().to_string(),
    ///            "illegal move: the silver on 3e cannot move to 3c");
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let spec =
            MoveSpec::parse(text).ok_or_else(|| MoveError::Syntax(text.trim().to_owned()))?;
        let legal = self.move_list();
        let legal = legal.as_slice();
        let side = Variant::MiniShogi.side_name(self.turn);
        match spec {
            MoveSpec::Squares { from, to, promote } => {
                let m = Move::Normal { from, to, promote };
                if legal.contains(&m) {
                    return Ok(m);
                }
                match self.check_move(m) {
                    Err(IllegalReason::EmptySquare(sq)) => Err(MoveError::NoSuchPiece(format!(
                        "{sq} ({}) is empty",
                        sq.coord()
                    ))),
                    Err(reason) => Err(MoveError::Illegal(reason)),
                    Ok(()) => Err(MoveError::Illegal(IllegalReason::LeavesKingInCheck)),
                }
            }
            MoveSpec::Drop { role, to } => {
                let m = Move::Drop { role, to };
                if legal.contains(&m) {
                    return Ok(m);
                }
                Err(MoveError::Illegal(
                    self.check_move(m)
                        .err()
                        .unwrap_or(IllegalReason::PawnDropMate),
                ))
            }
            MoveSpec::Piece {
                role,
                from,
                to,
                promote,
            } => {
                let candidates: Vec<Move> = legal
                    .iter()
                    .copied()
                    .filter(|&m| match m {
                        Move::Normal {
                            from: f,
                            to: t,
                            promote: p,
                        } => {
                            t == to
                                && from.is_none_or(|o| o == f)
                                && promote.is_none_or(|q| q == p)
                                && self.board[f.index()].map(|x| x.role) == Some(role)
                        }
                        Move::Drop { .. } => false,
                    })
                    .collect();
                match candidates.as_slice() {
                    [m] => return Ok(*m),
                    [_, _, ..] => {
                        return Err(MoveError::Ambiguous(
                            candidates.iter().map(|&m| self.hodges(m)).collect(),
                        ));
                    }
                    [] => {}
                }
                let pieces: Vec<Square> = Square::ALL
                    .into_iter()
                    .filter(|&s| {
                        from.is_none_or(|o| o == s)
                            && self.board[s.index()]
                                .is_some_and(|p| p.color == self.turn && p.role == role)
                    })
                    .collect();
                if pieces.is_empty() {
                    return Err(MoveError::NoSuchPiece(match from {
                        Some(sq) => format!("no {side} {} on {sq}", role.name()),
                        None if self.hand_count(self.turn, role) > 0 => format!(
                            "{side} has no {} on the board (drop one from the hand with {}*{to})",
                            role.name(),
                            role.letter()
                        ),
                        None => format!("{side} has no {} on the board", role.name()),
                    }));
                }
                let promotes: &[bool] = match promote {
                    Some(true) => &[true],
                    Some(false) => &[false],
                    None => &[false, true],
                };
                let reason = pieces
                    .iter()
                    .flat_map(|&f| {
                        promotes.iter().map(move |&p| Move::Normal {
                            from: f,
                            to,
                            promote: p,
                        })
                    })
                    .filter_map(|m| self.check_move(m).err())
                    .max_by_key(IllegalReason::rank)
                    .unwrap_or(IllegalReason::LeavesKingInCheck);
                Err(MoveError::Illegal(reason))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    fn err(fen: &str, text: &str) -> String {
        pos(fen).parse_move(text).unwrap_err().to_string()
    }

    const START: &str = "rbsgk/4p/5/P4/KGSBR[-] w 0 1";

    #[test]
    fn spec_syntax() {
        assert!(MoveSpec::parse("").is_none());
        assert!(MoveSpec::parse("hello").is_none());
        assert!(MoveSpec::parse("G-6d").is_none());
        assert!(matches!(
            MoveSpec::parse("Gx4d"),
            Some(MoveSpec::Piece { from: None, .. })
        ));
        assert!(matches!(
            MoveSpec::parse("+S5c-5b"),
            Some(MoveSpec::Piece { from: Some(_), .. })
        ));
        assert!(matches!(
            MoveSpec::parse("p@c3"),
            Some(MoveSpec::Drop { .. })
        ));
    }

    #[test]
    fn every_input_form() {
        let p = pos(START);
        let m = p.parse_move("B-3d").unwrap();
        for text in [
            "d1c2", "D1C2", "2e3d", "B34", "b-34", "B 3d", " b3d ", "B2e-3d", "Bx3d",
        ] {
            assert_eq!(p.parse_move(text), Ok(m), "{text}");
        }
        let pawn = p.parse_move("P-5c").unwrap();
        for text in ["P-53", "a2a3", "5d5c", "P53", "p5c"] {
            assert_eq!(p.parse_move(text), Ok(pawn), "{text}");
        }
        let promoted = pos("4k/5/+S4/5/K4[-] w 0 1");
        let m = promoted.parse_move("+S-5b").unwrap();
        assert_eq!(promoted.hodges(m), "+S-5b");
        assert_eq!(promoted.parse_move("+s5c-5b"), Ok(m));
        assert_eq!(
            promoted.parse_move("S-5b").unwrap_err().to_string(),
            "no such piece: sente has no silver on the board"
        );
        let gote = pos("1bsgk/4p/5/K1G2/2SBR[Rp] b - - 0 2");
        let d = gote.parse_move("P*3c").unwrap();
        for text in ["P@c3", "p'33", "P*33", "p * 3c"] {
            assert_eq!(gote.parse_move(text), Ok(d), "{text}");
        }
    }

    #[test]
    fn error_messages() {
        assert_eq!(
            err(START, "zz"),
            "cannot read 'zz' as a move (try G-4d, P*3c, 2e3d or b1b2)"
        );
        assert_eq!(
            err(START, "+S-4d"),
            "no such piece: sente has no promoted silver on the board"
        );
        assert_eq!(err(START, "G3e-4d"), "no such piece: no sente gold on 3e");
        assert_eq!(err(START, "c3c4"), "no such piece: 3c (c3) is empty");
        assert_eq!(
            err(START, "S-3c"),
            "illegal move: the silver on 3e cannot move to 3c"
        );
        assert_eq!(
            err(START, "G-5d"),
            "illegal move: 5d is occupied by your own piece"
        );
        assert_eq!(
            err(START, "e5e4"),
            "illegal move: the piece on 1a is not yours"
        );
        assert_eq!(err(START, "P*3c"), "illegal move: no pawn in hand");
        assert_eq!(err(START, "G-4d+"), "illegal move: a gold cannot promote");
        assert_eq!(
            err(START, "S-4d+"),
            "illegal move: promotion needs a move that starts or ends on the far rank"
        );
        // Two golds can reach 3c.
        assert_eq!(
            err("4k/5/5/1G1G1/K4[-] w 0 1", "G-3c"),
            "ambiguous move: G4d-3c or G2d-3c"
        );
        // An optional promotion must be chosen.
        assert_eq!(
            err("3k1/PS3/5/5/K3R[] w - - 0 1", "S-4a"),
            "ambiguous move: S-4a+ or S-4a="
        );
        assert_eq!(
            err("3k1/1S3/P4/5/K3R[] w - - 0 1", "a3b3"),
            "illegal move: the pawn on 5c cannot move to 4c"
        );
    }

    #[test]
    fn no_such_piece_hints_at_drops() {
        assert_eq!(
            err("4k/5/5/5/K4[R] w 0 1", "R-3c"),
            "no such piece: sente has no rook on the board (drop one from the hand with R*3c)"
        );
    }

    #[test]
    fn drop_rules() {
        // Nifu.
        assert_eq!(
            err("4k/5/5/P4/K4[P] w 0 1", "P*5c"),
            "illegal move: a second unpromoted pawn on file 5 (nifu)"
        );
        // Dead drop.
        assert_eq!(
            err("4k/5/5/5/K4[P] w 0 1", "P*3a"),
            "illegal move: a pawn may not be dropped on the last rank (it could never move)"
        );
        // Pawn-drop mate.
        assert_eq!(
            err("k4/2S2/1G3/5/4K[P] w - - 0 1", "P*5b"),
            "illegal move: a pawn drop may not give checkmate (uchifuzume)"
        );
        // Occupied.
        assert_eq!(
            err("4k/5/5/5/K4[P] w 0 1", "P*5e"),
            "illegal move: 5e is occupied; drops go on empty squares"
        );
        // A pawn check by drop that is not mate is fine.
        assert!(pos("k4/5/1G3/5/4K[P] w - - 0 1").parse_move("P*5b").is_ok());
    }

    #[test]
    fn promotion_rules() {
        let p = pos("3k1/PS3/5/5/K3R[] w - - 0 1");
        assert_eq!(
            p.parse_move("a4a5"),
            Err(MoveError::Illegal(IllegalReason::MustPromote))
        );
        assert_eq!(
            err("3k1/PS3/5/5/K3R[] w - - 0 1", "P-5a="),
            "illegal move: a pawn reaching the last rank must promote"
        );
        let m = p.parse_move("P-5a").unwrap();
        assert_eq!(p.hodges(m), "P-5a+");
        assert_eq!(p.parse_move("a4a5+"), Ok(m));
        let s = p.parse_move("S-4a=").unwrap();
        assert_eq!(p.hodges(s), "S-4a=");
    }

    #[test]
    fn king_safety() {
        // The gold on 5d is pinned by the rook on 5a.
        assert_eq!(
            err("r3k/5/5/G4/K4[-] w 0 1", "G-4d"),
            "illegal move: it leaves the king in check"
        );
    }
}
