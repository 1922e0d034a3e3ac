//! Legal move generation (checkers and pins, no make-and-test) and bulk-counting perft.

use crate::Color;

use super::attacks::{self, ALL, Bits, ZONE};
use super::{Move, Position, Role, Square};

/// Receives generated moves a whole target set at a time, so that counting needs no loop.
pub(crate) trait MoveSink {
    /// Board moves of the piece of `role` on `from` to every square of `targets`.
    fn normal(&mut self, from: usize, targets: u32, role: Role, color: Color);
    /// Drops of `role` on every square of `targets`.
    fn drops(&mut self, role: Role, targets: u32);
}

/// Counts moves.
pub(crate) struct Counter(pub(crate) u64);

impl MoveSink for Counter {
    #[inline]
    fn normal(&mut self, from: usize, targets: u32, role: Role, color: Color) {
        let n = targets.count_ones();
        let extra = match role {
            Role::Silver | Role::Bishop | Role::Rook => {
                if ZONE[color.index()] & (1 << from) != 0 {
                    n
                } else {
                    (targets & ZONE[color.index()]).count_ones()
                }
            }
            _ => 0,
        };
        self.0 += u64::from(n + extra);
    }

    #[inline]
    fn drops(&mut self, _role: Role, targets: u32) {
        self.0 += u64::from(targets.count_ones());
    }
}

/// A list of Minishogi moves (far above the most a position can have, about 200).
pub type MoveList = crate::MoveList<Move, 512>;

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList::with_filler(Move::Drop {
            role: Role::Pawn,
            to: Square::ALL[0],
        })
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl MoveSink for MoveList {
    #[inline]
    fn normal(&mut self, from: usize, targets: u32, role: Role, color: Color) {
        let zone = ZONE[color.index()];
        let from_sq = Square::ALL[from];
        let from_in_zone = zone & (1 << from) != 0;
        for to in Bits(targets) {
            let to_sq = Square::ALL[to];
            let to_in_zone = zone & (1 << to) != 0;
            match role {
                Role::Pawn => self.push(Move::Normal {
                    from: from_sq,
                    to: to_sq,
                    promote: to_in_zone,
                }),
                Role::Silver | Role::Bishop | Role::Rook if from_in_zone || to_in_zone => {
                    self.push(Move::Normal {
                        from: from_sq,
                        to: to_sq,
                        promote: true,
                    });
                    self.push(Move::Normal {
                        from: from_sq,
                        to: to_sq,
                        promote: false,
                    });
                }
                _ => self.push(Move::Normal {
                    from: from_sq,
                    to: to_sq,
                    promote: false,
                }),
            }
        }
    }

    #[inline]
    fn drops(&mut self, role: Role, targets: u32) {
        for to in Bits(targets) {
            self.push(Move::Drop {
                role,
                to: Square::ALL[to],
            });
        }
    }
}

impl Position {
    /// Own pieces pinned to the king on `ksq`.
    #[inline]
    fn pinned(&self, us: Color, ksq: usize, occ: u32) -> u32 {
        let them = !us;
        let rook_like = self.pieces(them, Role::Rook) | self.pieces(them, Role::Dragon);
        let bishop_like = self.pieces(them, Role::Bishop) | self.pieces(them, Role::Horse);
        let snipers =
            (attacks::rook_empty(ksq) & rook_like) | (attacks::bishop_empty(ksq) & bishop_like);
        let own = self.by_color[us.index()];
        let mut pinned = 0;
        for s in Bits(snipers) {
            let b = attacks::between(ksq, s) & occ;
            if b.count_ones() == 1 {
                pinned |= b & own;
            }
        }
        pinned
    }

    /// Feeds every legal move of the side to move into `sink`.
    pub(crate) fn generate<S: MoveSink>(&self, sink: &mut S) {
        let us = self.turn;
        let them = !us;
        let ksq = self.king(us);
        let occ = self.occupied();
        let own = self.by_color[us.index()];
        let checkers = self.attackers_to(ksq, them, occ);

        let without_king = occ ^ (1 << ksq);
        let mut safe = 0;
        for to in Bits(attacks::KING[ksq] & !own) {
            if self.attackers_to(to, them, without_king) == 0 {
                safe |= 1 << to;
            }
        }
        if safe != 0 {
            sink.normal(ksq, safe, Role::King, us);
        }
        if checkers.count_ones() > 1 {
            return;
        }
        let (target, drop_target) = if checkers != 0 {
            let between = attacks::between(ksq, checkers.trailing_zeros() as usize);
            (between | checkers, between)
        } else {
            (ALL & !own, ALL & !occ)
        };

        let pinned = self.pinned(us, ksq, occ);
        for from in Bits(own & !(1 << ksq)) {
            let Some(piece) = self.board[from] else {
                continue;
            };
            let mut t = attacks::attacks(piece.role, us, from, occ) & target;
            if pinned & (1 << from) != 0 {
                t &= attacks::line(ksq, from);
            }
            if t != 0 {
                sink.normal(from, t, piece.role, us);
            }
        }

        if drop_target == 0 {
            return;
        }
        let hand = self.hands[us.index()];
        for role in Role::HAND {
            if hand[role.index()] == 0 {
                continue;
            }
            let mut t = drop_target;
            if role == Role::Pawn {
                t &= !ZONE[us.index()] & !self.pawn_files(us);
                // The one square from which a pawn checks the enemy king.
                let front = attacks::PAWN[them.index()][self.king(them)];
                if t & front != 0 && self.pawn_drop_mates(front.trailing_zeros() as usize) {
                    t &= !front;
                }
            }
            if t != 0 {
                sink.drops(role, t);
            }
        }
    }

    /// Whether dropping a pawn on `sq` (which checks the enemy king) mates.
    fn pawn_drop_mates(&self, sq: usize) -> bool {
        let mut next = self.clone();
        next.play_unchecked(Move::Drop {
            role: Role::Pawn,
            to: Square::ALL[sq],
        });
        next.count_legal() == 0
    }

    /// The number of legal moves.
    pub(crate) fn count_legal(&self) -> u64 {
        let mut c = Counter(0);
        self.generate(&mut c);
        c.0
    }

    /// Every legal move (the pawn drop that would mate is not among them).
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// Whether a move is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }

    /// The number of legal move sequences of length `depth` (bulk counting at the last
    /// ply).
    pub fn perft(&self, depth: u32) -> u64 {
        self.perft_bulk(depth)
    }

    /// Perft with bulk counting at the last ply.
    pub(crate) fn perft_bulk(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal(),
            _ => {
                let list = self.legal_moves();
                let mut total = 0;
                for &m in list.as_slice() {
                    let mut next = self.clone();
                    next.play_unchecked(m);
                    total += next.perft_bulk(depth - 1);
                }
                total
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_counts() {
        let pos = Position::new();
        assert_eq!(pos.count_legal(), 14);
        assert_eq!(pos.legal_moves().len(), 14);
        assert_eq!(pos.perft_bulk(2), 181);
        assert_eq!(pos.perft_bulk(3), 2512);
    }
}
