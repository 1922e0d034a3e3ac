//! Precomputed attack tables over `u32` bitboards (bit `rank * 5 + file`).

use crate::Color;

use super::Role;

/// Every square of the board.
pub(crate) const ALL: u32 = (1 << 25) - 1;

/// A rank's squares (0 = rank 1).
pub(crate) const RANK: [u32; 5] = [0x1f, 0x1f << 5, 0x1f << 10, 0x1f << 15, 0x1f << 20];

/// A file's squares (0 = file a).
pub(crate) const FILE: [u32; 5] = {
    let mut t = [0u32; 5];
    let mut f = 0;
    while f < 5 {
        let mut r = 0;
        while r < 5 {
            t[f] |= 1 << (r * 5 + f);
            r += 1;
        }
        f += 1;
    }
    t
};

/// The promotion zone (the far rank) of each side.
pub(crate) const ZONE: [u32; 2] = [RANK[4], RANK[0]];

const fn step_table(deltas: &[(i32, i32)], color: usize) -> [u32; 25] {
    let mut t = [0u32; 25];
    let mut sq = 0;
    while sq < 25 {
        let f = (sq % 5) as i32;
        let r = (sq / 5) as i32;
        let mut i = 0;
        while i < deltas.len() {
            let (df, dr) = deltas[i];
            let dr = if color == 0 { dr } else { -dr };
            let (nf, nr) = (f + df, r + dr);
            if nf >= 0 && nf < 5 && nr >= 0 && nr < 5 {
                t[sq] |= 1 << (nr * 5 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    t
}

const PAWN_D: [(i32, i32); 1] = [(0, 1)];
const SILVER_D: [(i32, i32); 5] = [(-1, 1), (0, 1), (1, 1), (-1, -1), (1, -1)];
const GOLD_D: [(i32, i32); 6] = [(-1, 1), (0, 1), (1, 1), (-1, 0), (1, 0), (0, -1)];
const KING_D: [(i32, i32); 8] = [
    (-1, 1),
    (0, 1),
    (1, 1),
    (-1, 0),
    (1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

pub(crate) const PAWN: [[u32; 25]; 2] = [step_table(&PAWN_D, 0), step_table(&PAWN_D, 1)];
pub(crate) const SILVER: [[u32; 25]; 2] = [step_table(&SILVER_D, 0), step_table(&SILVER_D, 1)];
pub(crate) const GOLD: [[u32; 25]; 2] = [step_table(&GOLD_D, 0), step_table(&GOLD_D, 1)];
pub(crate) const KING: [u32; 25] = step_table(&KING_D, 0);

/// Directions as (file, rank) steps; the first four are orthogonal.
const DIRS: [(i32, i32); 8] = [
    (0, 1),
    (1, 0),
    (0, -1),
    (-1, 0),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

/// Whether walking in this direction increases the square index.
const POSITIVE: [bool; 8] = [true, true, false, false, true, true, false, false];

const fn ray_tables() -> [[u32; 25]; 8] {
    let mut t = [[0u32; 25]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 25 {
            let (df, dr) = DIRS[d];
            let mut f = (sq % 5) as i32 + df;
            let mut r = (sq / 5) as i32 + dr;
            while f >= 0 && f < 5 && r >= 0 && r < 5 {
                t[d][sq] |= 1 << (r * 5 + f);
                f += df;
                r += dr;
            }
            sq += 1;
        }
        d += 1;
    }
    t
}

const RAYS: [[u32; 25]; 8] = ray_tables();

const fn between_tables() -> ([[u32; 25]; 25], [[u32; 25]; 25]) {
    let mut between = [[0u32; 25]; 25];
    let mut line = [[0u32; 25]; 25];
    let mut a = 0;
    while a < 25 {
        let mut d = 0;
        while d < 8 {
            let ray = RAYS[d][a];
            let mut b = 0;
            while b < 25 {
                if ray & (1 << b) != 0 {
                    // The squares strictly between a and b along direction d.
                    between[a][b] = ray & !RAYS[d][b] & !(1 << b);
                    line[a][b] = ray | RAYS[opposite(d)][a] | (1 << a);
                }
                b += 1;
            }
            d += 1;
        }
        a += 1;
    }
    (between, line)
}

const fn opposite(d: usize) -> usize {
    match d {
        0 => 2,
        1 => 3,
        2 => 0,
        3 => 1,
        4 => 7,
        5 => 6,
        6 => 5,
        _ => 4,
    }
}

const BETWEEN_LINE: ([[u32; 25]; 25], [[u32; 25]; 25]) = between_tables();

/// The squares strictly between two squares on a line (empty if not on a line).
#[inline]
pub(crate) fn between(a: usize, b: usize) -> u32 {
    BETWEEN_LINE.0[a][b]
}

/// The whole line through two squares (empty if not on a line).
#[inline]
pub(crate) fn line(a: usize, b: usize) -> u32 {
    BETWEEN_LINE.1[a][b]
}

#[inline]
fn ray(sq: usize, occ: u32, d: usize) -> u32 {
    let ray = RAYS[d][sq];
    let blockers = ray & occ;
    if blockers == 0 {
        return ray;
    }
    let first = if POSITIVE[d] {
        blockers.trailing_zeros()
    } else {
        31 - blockers.leading_zeros()
    };
    ray ^ RAYS[d][first as usize]
}

/// Rook attacks from `sq` given the occupancy.
#[inline]
pub(crate) fn rook(sq: usize, occ: u32) -> u32 {
    ray(sq, occ, 0) | ray(sq, occ, 1) | ray(sq, occ, 2) | ray(sq, occ, 3)
}

/// Bishop attacks from `sq` given the occupancy.
#[inline]
pub(crate) fn bishop(sq: usize, occ: u32) -> u32 {
    ray(sq, occ, 4) | ray(sq, occ, 5) | ray(sq, occ, 6) | ray(sq, occ, 7)
}

/// Rook moves on an empty board.
#[inline]
pub(crate) fn rook_empty(sq: usize) -> u32 {
    RAYS[0][sq] | RAYS[1][sq] | RAYS[2][sq] | RAYS[3][sq]
}

/// Bishop moves on an empty board.
#[inline]
pub(crate) fn bishop_empty(sq: usize) -> u32 {
    RAYS[4][sq] | RAYS[5][sq] | RAYS[6][sq] | RAYS[7][sq]
}

/// The squares a piece of `role` and `color` on `sq` attacks.
#[inline]
pub(crate) fn attacks(role: Role, color: Color, sq: usize, occ: u32) -> u32 {
    let c = color.index();
    match role {
        Role::Pawn => PAWN[c][sq],
        Role::Silver => SILVER[c][sq],
        Role::Gold | Role::Tokin | Role::PromotedSilver => GOLD[c][sq],
        Role::King => KING[sq],
        Role::Bishop => bishop(sq, occ),
        Role::Rook => rook(sq, occ),
        Role::Horse => bishop(sq, occ) | KING[sq],
        Role::Dragon => rook(sq, occ) | KING[sq],
    }
}

/// Iterates over the set squares of a bitboard.
#[derive(Clone, Copy)]
pub(crate) struct Bits(pub(crate) u32);

impl Iterator for Bits {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            let i = self.0.trailing_zeros() as usize;
            self.0 &= self.0 - 1;
            Some(i)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables() {
        // Sente pawn on c3 (index 12) attacks c4 (17); gote's attacks c2 (7).
        assert_eq!(PAWN[0][12], 1 << 17);
        assert_eq!(PAWN[1][12], 1 << 7);
        assert_eq!(KING[0].count_ones(), 3);
        assert_eq!(GOLD[0][12].count_ones(), 6);
        assert_eq!(rook(12, 0).count_ones(), 8);
        assert_eq!(bishop(12, 0).count_ones(), 8);
        // Blocker on c4 stops the rook there.
        assert_eq!(rook(12, 1 << 17) & FILE[2], (1 << 17) | (1 << 7) | (1 << 2));
        assert_eq!(between(0, 20), (1 << 5) | (1 << 10) | (1 << 15));
        assert_eq!(between(0, 24), (1 << 6) | (1 << 12) | (1 << 18));
        assert_eq!(between(0, 7), 0);
        assert_eq!(
            line(6, 12),
            (1 << 0) | (1 << 6) | (1 << 12) | (1 << 18) | (1 << 24)
        );
        assert_eq!(ZONE[1], 0x1f);
    }
}
