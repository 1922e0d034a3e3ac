//! What a typed Minishogi move names that the side to move does not have: a value the
//! voice words.

use super::{Role, Square};
use crate::Color;

/// Why a typed move names no piece of the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Missing {
    /// No piece stands on the origin.
    Empty(Square),
    /// `side` has no `role` on `at`.
    NotOn {
        /// The side to move.
        side: Color,
        /// The role named.
        role: Role,
        /// The origin named.
        at: Square,
    },
    /// `side` has no `role` on the board; `in_hand` when one could be dropped on `to`
    /// instead.
    NotOnBoard {
        /// The side to move.
        side: Color,
        /// The role named.
        role: Role,
        /// The destination named.
        to: Square,
        /// Whether the hand holds one.
        in_hand: bool,
    },
}
