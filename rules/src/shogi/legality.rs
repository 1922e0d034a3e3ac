//! A slow, table-free legality check that says why a move is illegal.
//!
//! It walks directions square by square and tests king safety by making the move, so it
//! shares nothing with the bitboard generator; the property tests use it as the
//! independent judge, and move parsing uses it to explain refusals.

use std::fmt;

use crate::Color;

use super::{Move, Piece, Position, Role, Square};

/// Why a move is not legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// A second unpromoted pawn of the mover on this file (nifu).
    Nifu {
        /// The Western file number, 1..=5.
        file: u8,
    },
    /// A pawn dropped on its last rank could never move.
    DeadDrop,
    /// A pawn drop may not give checkmate (uchifuzume).
    PawnDropMate,
    /// The mover's king would be attacked afterwards.
    LeavesKingInCheck,
    /// A pawn reaching the last rank must promote.
    MustPromote,
    /// The hand holds no such piece.
    NotInHand(Role),
    /// The destination holds one of the mover's own pieces.
    OwnPiece(Square),
    /// The piece does not move like that.
    CannotMove {
        /// The moving piece's role.
        role: Role,
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
    },
    /// A drop on an occupied square.
    DropOccupied(Square),
    /// This role never promotes.
    CannotPromote(Role),
    /// Promotion needs a move that starts or ends on the far rank.
    OutsidePromotionZone,
    /// The piece on the origin belongs to the opponent.
    NotYourPiece(Square),
    /// The origin is empty.
    EmptySquare(Square),
}

impl Illegal {
    /// How far a move got before failing; the furthest reason explains best.
    pub(crate) fn rank(&self) -> u8 {
        match self {
            Illegal::EmptySquare(_) | Illegal::NotYourPiece(_) => 0,
            Illegal::CannotMove { .. } => 1,
            Illegal::OwnPiece(_) => 2,
            Illegal::CannotPromote(_) | Illegal::OutsidePromotionZone => 3,
            Illegal::MustPromote => 4,
            _ => 5,
        }
    }
}

impl fmt::Display for Illegal {
    /// Terse, for programmers (the value's `Debug`); players read the voice's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl std::error::Error for Illegal {}

const ORTHO: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAG: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// Every square `piece` on `from` attacks, walking the board square by square.
pub(crate) fn slow_targets(board: &[Option<Piece>; 25], piece: Piece, from: Square) -> Vec<Square> {
    let fwd = if piece.color == Color::SENTE { 1 } else { -1 };
    let steps: &[(i32, i32)] = match piece.role {
        Role::Pawn => &[(0, 1)],
        Role::Silver => &[(-1, 1), (0, 1), (1, 1), (-1, -1), (1, -1)],
        Role::Gold | Role::Tokin | Role::PromotedSilver => {
            &[(-1, 1), (0, 1), (1, 1), (-1, 0), (1, 0), (0, -1)]
        }
        Role::King => &[
            (0, 1),
            (1, 0),
            (0, -1),
            (-1, 0),
            (1, 1),
            (-1, 1),
            (1, -1),
            (-1, -1),
        ],
        Role::Horse => &ORTHO,
        Role::Dragon => &DIAG,
        Role::Bishop | Role::Rook => &[],
    };
    let slides: &[(i32, i32)] = match piece.role {
        Role::Rook | Role::Dragon => &ORTHO,
        Role::Bishop | Role::Horse => &DIAG,
        _ => &[],
    };
    let at = |f: i32, r: i32| -> Option<Square> {
        if (0..5).contains(&f) && (0..5).contains(&r) {
            Square::from_coords(f as u8, r as u8)
        } else {
            None
        }
    };
    let (f0, r0) = (i32::from(from.file()), i32::from(from.rank()));
    let mut out = Vec::new();
    for &(df, dr) in steps {
        if let Some(sq) = at(f0 + df, r0 + dr * fwd) {
            out.push(sq);
        }
    }
    for &(df, dr) in slides {
        let (mut f, mut r) = (f0 + df, r0 + dr);
        while let Some(sq) = at(f, r) {
            out.push(sq);
            if board[sq.index()].is_some() {
                break;
            }
            f += df;
            r += dr;
        }
    }
    out
}

fn slow_attacked(board: &[Option<Piece>; 25], sq: Square, by: Color) -> bool {
    Square::ALL.iter().any(|&from| match board[from.index()] {
        Some(p) if p.color == by => slow_targets(board, p, from).contains(&sq),
        _ => false,
    })
}

fn slow_in_check(board: &[Option<Piece>; 25], color: Color) -> bool {
    let king = Square::ALL.iter().copied().find(|s| {
        board[s.index()]
            == Some(Piece {
                color,
                role: Role::King,
            })
    });
    king.is_some_and(|k| slow_attacked(board, k, !color))
}

fn last_rank(color: Color) -> u8 {
    if color == Color::SENTE { 4 } else { 0 }
}

impl Position {
    /// Checks a move slowly, without the attack tables, and says why it is illegal;
    /// `Ok` exactly when it is legal. Meant for explanations and tests, not hot paths.
    pub fn check_move(&self, m: Move) -> Result<(), Illegal> {
        let us = self.turn;
        match m {
            Move::Normal { from, to, promote } => {
                let piece = self.board[from.index()].ok_or(Illegal::EmptySquare(from))?;
                if piece.color != us {
                    return Err(Illegal::NotYourPiece(from));
                }
                if self.board[to.index()].is_some_and(|p| p.color == us) {
                    return Err(Illegal::OwnPiece(to));
                }
                if !slow_targets(&self.board, piece, from).contains(&to) {
                    return Err(Illegal::CannotMove {
                        role: piece.role,
                        from,
                        to,
                    });
                }
                let far = last_rank(us);
                if promote {
                    if piece.role.promoted().is_none() {
                        return Err(Illegal::CannotPromote(piece.role));
                    }
                    if from.rank() != far && to.rank() != far {
                        return Err(Illegal::OutsidePromotionZone);
                    }
                } else if piece.role == Role::Pawn && to.rank() == far {
                    return Err(Illegal::MustPromote);
                }
            }
            Move::Drop { role, to } => {
                if role.index() >= 5 || self.hands[us.index()][role.index()] == 0 {
                    return Err(Illegal::NotInHand(role));
                }
                if self.board[to.index()].is_some() {
                    return Err(Illegal::DropOccupied(to));
                }
                if role == Role::Pawn {
                    if to.rank() == last_rank(us) {
                        return Err(Illegal::DeadDrop);
                    }
                    let own_pawn = Piece {
                        color: us,
                        role: Role::Pawn,
                    };
                    if (0..5).any(|r| {
                        Square::from_coords(to.file(), r)
                            .is_some_and(|s| self.board[s.index()] == Some(own_pawn))
                    }) {
                        return Err(Illegal::Nifu {
                            file: to.western_file(),
                        });
                    }
                }
            }
        }
        let mut next = self.clone();
        next.play_unchecked(m);
        if slow_in_check(&next.board, us) {
            return Err(Illegal::LeavesKingInCheck);
        }
        if let Move::Drop {
            role: Role::Pawn, ..
        } = m
            && slow_in_check(&next.board, !us)
            && next.legal_moves_by_trial().is_empty()
        {
            return Err(Illegal::PawnDropMate);
        }
        Ok(())
    }

    /// Every move that passes [`Position::check_move`], found by trying all of them: the
    /// slow, independent judge that the fast generator ([`Position::legal_moves`]) is
    /// tested against. Not for hot paths.
    pub fn legal_moves_by_trial(&self) -> Vec<Move> {
        let mut out = Vec::new();
        for from in Square::ALL {
            if self.board[from.index()].is_none_or(|p| p.color != self.turn) {
                continue;
            }
            for to in Square::ALL {
                for promote in [false, true] {
                    let m = Move::Normal { from, to, promote };
                    if self.check_move(m).is_ok() {
                        out.push(m);
                    }
                }
            }
        }
        for role in Role::HAND {
            for to in Square::ALL {
                let m = Move::Drop { role, to };
                if self.check_move(m).is_ok() {
                    out.push(m);
                }
            }
        }
        out
    }
}
