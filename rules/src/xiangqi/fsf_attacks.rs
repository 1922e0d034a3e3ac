//! Fairy-Stockfish's attack primitives for the xiangqi family, on square sets, so that
//! the chase rule can be judged exactly as Fairy-Stockfish judges it (`chase.rs`).
//!
//! They differ on purpose from move generation: *raw* attacks ignore palaces, the river
//! and soldiers' crossing, and occupancy can be changed (a piece lifted or put back).

use super::geometry::{DIAG, Geometry, HORSE, ORTHO, half_bit, palace_bit};
use super::piece::{OFF, Role};
use super::position::Position;
use super::square::{MAILBOX, Square};
use crate::Color;

/// A set of mailbox points.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Bits([u64; 4]);

impl Bits {
    pub(crate) fn one(sq: Square) -> Bits {
        let mut b = Bits::default();
        b.insert(sq);
        b
    }
    pub(crate) fn insert(&mut self, sq: Square) {
        self.0[sq.index() / 64] |= 1 << (sq.index() % 64);
    }
    pub(crate) fn remove(&mut self, sq: Square) {
        self.0[sq.index() / 64] &= !(1 << (sq.index() % 64));
    }
    pub(crate) fn contains(self, sq: Square) -> bool {
        self.0[sq.index() / 64] & (1 << (sq.index() % 64)) != 0
    }
    pub(crate) fn is_empty(self) -> bool {
        self.0 == [0; 4]
    }
    pub(crate) fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    pub(crate) fn and(self, o: Bits) -> Bits {
        Bits(std::array::from_fn(|i| self.0[i] & o.0[i]))
    }
    pub(crate) fn or(self, o: Bits) -> Bits {
        Bits(std::array::from_fn(|i| self.0[i] | o.0[i]))
    }
    pub(crate) fn minus(self, o: Bits) -> Bits {
        Bits(std::array::from_fn(|i| self.0[i] & !o.0[i]))
    }
    pub(crate) fn iter(self) -> impl Iterator<Item = Square> {
        (0..MAILBOX)
            .filter(move |&i| self.0[i / 64] & (1 << (i % 64)) != 0)
            .map(Square::from_index)
    }
}

impl Position {
    /// Every occupied point.
    pub(crate) fn occupied(&self) -> Bits {
        let mut b = Bits::default();
        for c in Color::ALL {
            for (sq, _) in self.pieces(c) {
                b.insert(sq);
            }
        }
        b
    }

    /// The points of `color`'s pieces, of `roles` (all roles if empty).
    pub(crate) fn pieces_of(&self, color: Color, roles: &[Role]) -> Bits {
        let mut b = Bits::default();
        for (sq, p) in self.pieces(color) {
            if roles.is_empty() || roles.contains(&p.role) {
                b.insert(sq);
            }
        }
        b
    }

    /// `color`'s soldiers that have crossed the river (all of them in Mini Xiangqi).
    pub(crate) fn crossed_soldiers(&self, color: Color) -> Bits {
        let mut b = Bits::default();
        for (sq, p) in self.pieces(color) {
            if p.role == Role::Soldier && self.geo.soldier_crossed(color, sq) {
                b.insert(sq);
            }
        }
        b
    }

    fn on_board(&self, i: i16) -> Option<Square> {
        (self.board[i as usize] != OFF).then(|| Square::from_index(i as usize))
    }

    /// Fairy-Stockfish's `attacks_bb`: what a `role` of `color` on `from` attacks with the
    /// given occupancy, ignoring palaces, the river and whether a soldier has crossed.
    pub(crate) fn raw_attacks(&self, color: Color, role: Role, from: Square, occ: Bits) -> Bits {
        let f = from.index() as i16;
        let mut out = Bits::default();
        let free = |i: i16| !occ.contains(Square::from_index(i as usize));
        match role {
            Role::General => ORTHO
                .iter()
                .filter_map(|&d| self.on_board(f + d))
                .for_each(|s| out.insert(s)),
            Role::Advisor => DIAG
                .iter()
                .filter_map(|&d| self.on_board(f + d))
                .for_each(|s| out.insert(s)),
            Role::Elephant => {
                for d in DIAG {
                    if let (Some(_), Some(t)) = (self.on_board(f + d), self.on_board(f + 2 * d))
                        && free(f + d)
                    {
                        out.insert(t);
                    }
                }
            }
            Role::Horse => {
                for (leg, d) in HORSE {
                    if let (Some(_), Some(t)) = (self.on_board(f + leg), self.on_board(f + d))
                        && free(f + leg)
                    {
                        out.insert(t);
                    }
                }
            }
            Role::Chariot | Role::Cannon => {
                for d in ORTHO {
                    let mut i = f + d;
                    let mut screens = 0;
                    while let Some(t) = self.on_board(i) {
                        if role == Role::Chariot || screens == 1 {
                            out.insert(t);
                        }
                        if !free(i) {
                            screens += 1;
                            if role == Role::Chariot || screens == 2 {
                                break;
                            }
                        }
                        i += d;
                    }
                }
            }
            Role::Soldier => {
                for d in [Geometry::forward(color), 1, -1] {
                    if let Some(t) = self.on_board(f + d) {
                        out.insert(t);
                    }
                }
            }
        }
        out
    }

    /// Whether `role` of `color` may stand on `sq` (Fairy-Stockfish's `board_bb`).
    pub(crate) fn in_region(&self, color: Color, role: Role, sq: Square) -> bool {
        let z = self.geo.zones[sq.index()];
        match role {
            Role::General | Role::Advisor => z & palace_bit(color) != 0,
            Role::Elephant => z & half_bit(color) != 0,
            _ => true,
        }
    }

    /// Fairy-Stockfish's `attacks_from`: the raw attacks with the real occupancy, an
    /// uncrossed soldier kept to its file, and the result kept in the piece's region.
    pub(crate) fn attacks_from(&self, color: Color, role: Role, from: Square) -> Bits {
        let mut b = self.raw_attacks(color, role, from, self.occupied());
        if role == Role::Soldier && !self.geo.soldier_crossed(color, from) {
            for s in b.iter() {
                if s.file() != from.file() {
                    b.remove(s);
                }
            }
        }
        for s in b.iter() {
            if !self.in_region(color, role, s) {
                b.remove(s);
            }
        }
        b
    }

    /// Fairy-Stockfish's `attackers_to(s, occupied, c)`: `color`'s pieces whose raw
    /// attack with `occ` reaches `s` and whose region holds `s`; an uncrossed point is
    /// attacked by soldiers only from straight behind it.
    pub(crate) fn attackers_to(&self, s: Square, occ: Bits, color: Color) -> Bits {
        let mut b = Bits::default();
        for (sq, p) in self.pieces(color) {
            if self.in_region(color, p.role, s)
                && self.raw_attacks(color, p.role, sq, occ).contains(s)
            {
                if p.role == Role::Soldier
                    && !self.geo.soldier_crossed(color, s)
                    && sq.file() != s.file()
                {
                    continue;
                }
                b.insert(sq);
            }
        }
        b
    }

    /// Fairy-Stockfish's `blockers_for_king(color)`: single pieces (of either side)
    /// between `color`'s general and an enemy chariot, the two pieces between it and an
    /// enemy cannon, and occupied legs of enemy horses aimed at it.
    pub(crate) fn blockers_for_king(&self, color: Color) -> Bits {
        let Some(k) = self.general(color) else {
            return Bits::default();
        };
        let enemy = !color;
        let occ = self.occupied();
        let mut snipers: Vec<(Square, Role)> = Vec::new();
        let mut sliding = Bits::default();
        for (sq, p) in self.pieces(enemy) {
            let is_sniper = match p.role {
                Role::Chariot | Role::Cannon => {
                    (sq.file() == k.file() || sq.rank() == k.rank())
                        && sq != k
                        && !self.raw_attacks(color, p.role, k, occ).contains(sq)
                }
                Role::Horse => {
                    self.raw_attacks(color, Role::Horse, k, Bits::default())
                        .contains(sq)
                        && !self.attacks_from(enemy, Role::Horse, sq).contains(k)
                }
                Role::Elephant => {
                    self.raw_attacks(color, Role::Elephant, k, Bits::default())
                        .contains(sq)
                        && !self.raw_attacks(color, Role::Elephant, k, occ).contains(sq)
                }
                _ => false,
            };
            if is_sniper {
                snipers.push((sq, p.role));
                if p.role != Role::Cannon {
                    sliding.insert(sq);
                }
            }
        }
        let occupancy = occ.minus(sliding);
        let mut blockers = Bits::default();
        for (sq, role) in snipers {
            let between = self.between_set(k, sq, role);
            let b = if role == Role::Cannon {
                let mut o = occ;
                o.remove(sq);
                between.and(o)
            } else {
                between.and(occupancy)
            };
            let n = b.count();
            if n == 1 || (role == Role::Cannon && n == 2) {
                blockers = blockers.or(b);
            }
        }
        blockers
    }

    /// The points that can block `role` on `sniper` from reaching `k`: the line strictly
    /// between (chariot, cannon), the horse's leg, or the elephant's eye.
    fn between_set(&self, k: Square, sniper: Square, role: Role) -> Bits {
        let mut b = Bits::default();
        let (kf, kr) = (k.file() as i16, k.rank() as i16);
        let (sf, sr) = (sniper.file() as i16, sniper.rank() as i16);
        let sq = |f: i16, r: i16| Square::from_coords(f as u8, r as u8);
        match role {
            Role::Chariot | Role::Cannon => {
                let (df, dr) = ((kf - sf).signum(), (kr - sr).signum());
                let (mut f, mut r) = (sf + df, sr + dr);
                while (f, r) != (kf, kr) {
                    b.insert(sq(f, r));
                    f += df;
                    r += dr;
                }
            }
            Role::Horse => {
                // The leg is next to the horse, along the jump's long side.
                let (df, dr) = (kf - sf, kr - sr);
                if df.abs() == 2 {
                    b.insert(sq(sf + df / 2, sr));
                } else {
                    b.insert(sq(sf, sr + dr / 2));
                }
            }
            Role::Elephant => b.insert(sq((kf + sf) / 2, (kr + sr) / 2)),
            _ => {}
        }
        b
    }
}
