//! Western (Hodges) notation out; Hodges, USI, Hosking and Fairy-Stockfish coordinates in.
//!
//! Parsing is two steps, as in shakmaty's SAN: the text becomes a [`MoveSpec`] (syntax
//! only), which is then resolved against the legal moves of a position.

use crate::Candidate;

use super::attacks::ZONE;
use super::legality::Illegal;
use super::missing::Missing;
use super::{Move, Position, Role, Square};

/// Why typed move text was not accepted (the shape every open family shares).
pub type MoveError = crate::MoveError<Move, Illegal, Missing>;

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
    pub(super) fn may_promote(&self, from: Square, to: Square) -> bool {
        let zone = ZONE[self.turn.index()];
        self.board[from.index()].is_some_and(|p| p.role.promoted().is_some())
            && (zone & (from.bit() | to.bit())) != 0
    }

    /// The Western (Hodges) notation of a legal move, exactly as Fairy-Stockfish writes it:
    /// `P-5c`, `Rx1b`, `S-4a+`, `S-4a=`, `P*3c`, `+S-5b`, `G4d-3c`.
    pub fn notation(&self, m: Move) -> String {
        match m {
            Move::Drop { role, to } => format!("{}*{to}", role.letter()),
            Move::Normal { from, to, promote } => {
                let Some(piece) = self.board[from.index()] else {
                    return m.usi();
                };
                let mut out = piece.role.to_string();
                // As in Fairy-Stockfish, only another piece of the same role making the same
                // kind of move (promoting or not) to the same square calls for the origin.
                let rivals = self.legal_moves().iter().any(|&o| match o {
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
    /// use rules::MoveError;
    /// use rules::shogi::{Illegal, Move, Position, Role};
    /// let pos = Position::new();
    /// let m = pos.parse_move("B-3d").unwrap();
    /// assert_eq!(pos.parse_move("d1c2").unwrap(), m);
    /// assert_eq!(pos.parse_move("2e3d").unwrap(), m);
    /// assert_eq!(pos.parse_move("b 34").unwrap(), m);
    /// assert!(matches!(
    ///     pos.parse_move("S-3c"),
    ///     Err(MoveError::Illegal { reason: Illegal::CannotMove { role: Role::Silver, .. }, .. })
    /// ));
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        if let Some(read) = self.parse_japanese(text) {
            return read;
        }
        let spec =
            MoveSpec::parse(text).ok_or_else(|| MoveError::Syntax(text.trim().to_owned()))?;
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        self.resolve_spec(spec, text)
    }

    /// Resolves a parsed move against this position (`text` is what was typed, without
    /// spaces, for the errors).
    pub(crate) fn resolve_spec(&self, spec: MoveSpec, text: String) -> Result<Move, MoveError> {
        let illegal = |reason| MoveError::Illegal {
            text: text.clone(),
            reason,
        };
        let missing = |missing| MoveError::NoSuchPiece {
            text: text.clone(),
            missing,
        };
        let legal = self.legal_moves();
        let legal = legal.as_slice();
        let side = self.turn;
        match spec {
            MoveSpec::Squares { from, to, promote } => {
                let m = Move::Normal { from, to, promote };
                if legal.contains(&m) {
                    return Ok(m);
                }
                match self.check_move(m) {
                    Err(Illegal::EmptySquare(sq)) => Err(missing(Missing::Empty(sq))),
                    Err(reason) => Err(illegal(reason)),
                    Ok(()) => Err(illegal(Illegal::LeavesKingInCheck)),
                }
            }
            MoveSpec::Drop { role, to } => {
                let m = Move::Drop { role, to };
                if legal.contains(&m) {
                    return Ok(m);
                }
                Err(illegal(
                    self.check_move(m).err().unwrap_or(Illegal::PawnDropMate),
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
                        return Err(MoveError::Ambiguous {
                            text,
                            candidates: candidates
                                .iter()
                                .map(|&mv| Candidate {
                                    mv,
                                    written: self.written(mv, None),
                                })
                                .collect(),
                        });
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
                    return Err(missing(match from {
                        Some(at) => Missing::NotOn { side, role, at },
                        None => Missing::NotOnBoard {
                            side,
                            role,
                            to,
                            in_hand: self.hand_count(self.turn, role) > 0,
                        },
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
                    .max_by_key(Illegal::rank)
                    .unwrap_or(Illegal::LeavesKingInCheck);
                Err(illegal(reason))
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

    /// A refusal is a value (the voice words it; its English is tested in the bot's
    /// `rules_in_english`).
    #[test]
    fn refusals_are_values() {
        let start = pos(START);
        assert_eq!(start.parse_move("zz"), Err(MoveError::Syntax("zz".into())));
        assert!(matches!(
            start.parse_move("c3c4"),
            Err(MoveError::NoSuchPiece {
                missing: Missing::Empty(_),
                ..
            })
        ));
        assert!(matches!(
            start.parse_move("P*3c"),
            Err(MoveError::Illegal {
                reason: Illegal::NotInHand(Role::Pawn),
                ..
            })
        ));
        assert!(matches!(
            pos("4k/5/5/5/K4[R] w 0 1").parse_move("R-3c"),
            Err(MoveError::NoSuchPiece {
                missing: Missing::NotOnBoard { in_hand: true, .. },
                ..
            })
        ));
    }
}
