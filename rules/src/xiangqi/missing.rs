//! What a typed move names that the side to move does not have: a value the voice words.

use super::piece::{Piece, Role};
use super::square::Square;
use crate::Color;

/// Which of a side's pieces a move named, when there is no such piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Named {
    /// Any piece of the role (`R+1`).
    Any,
    /// One on this WXF file (`R2+1`).
    File(u8),
    /// The front, middle or rear one of two or more on a file (`+R+1`).
    OnSharedFile,
    /// The n-th from the front (1-based), on a given WXF file or on any shared one.
    Numbered(u8, Option<u8>),
}

/// Why a typed move names no piece of the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Missing {
    /// The origin is off this board (`h9` in Mini Xiangqi).
    OffBoard(Square),
    /// No piece stands on the origin.
    Empty(Square),
    /// The piece on the origin is the opponent's.
    Opponents {
        /// The origin.
        at: Square,
        /// What stands there.
        piece: Piece,
    },
    /// The mover has no piece on the origin: the dark answer, the same whether it is
    /// empty or holds a piece the player may not see.
    NoneOfYours(Square),
    /// `side` has no piece of `role` where the move says.
    NoPiece {
        /// The side to move.
        side: Color,
        /// The role named (soldiers when none was named, as in Chinese notation).
        role: Role,
        /// Where it was named.
        named: Named,
    },
}
