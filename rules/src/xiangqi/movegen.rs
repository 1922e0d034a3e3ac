//! Move generation: pseudo-legal moves per piece, the legality filter, and perft.

use super::geometry::{DIAG, Geometry, HORSE, ORTHO, half_bit, palace_bit};
use super::piece::{EMPTY, OFF, Role, color_flag};
use super::position::{Move, Position};
use super::square::Square;
use crate::Color;

/// A list of xiangqi-family moves (no position of the family has more than 256).
pub type MoveList = crate::MoveList<Move, 256>;

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        let zero = Square::from_index(0);
        MoveList::with_filler(Move::new(zero, zero))
    }

    #[inline]
    fn push_squares(&mut self, from: i16, to: i16) {
        self.push(Move::new(
            Square::from_index(from as usize),
            Square::from_index(to as usize),
        ));
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl Position {
    /// Appends every pseudo-legal move of `color`'s pieces (no check rule, no flying
    /// capture) to `list`.
    pub(crate) fn gen_pseudo(&self, color: Color, list: &mut MoveList) {
        let own = color_flag(color);
        let palace = palace_bit(color);
        let half = half_bit(color);
        let fwd = Geometry::forward(color);
        let b = &self.board;
        let zones = &self.geo.zones;
        let c = color.index();
        for &i in &self.lists[c][..self.counts[c] as usize] {
            let from = i as i16;
            match b[from as usize] & 7 {
                r if r == Role::General as u8 => {
                    for d in ORTHO {
                        let t = (from + d) as usize;
                        if b[t] & own == 0 && zones[t] & palace != 0 {
                            list.push_squares(from, t as i16);
                        }
                    }
                }
                r if r == Role::Advisor as u8 => {
                    for d in DIAG {
                        let t = (from + d) as usize;
                        if b[t] & own == 0 && zones[t] & palace != 0 {
                            list.push_squares(from, t as i16);
                        }
                    }
                }
                r if r == Role::Elephant as u8 => {
                    for d in DIAG {
                        let t = (from + 2 * d) as usize;
                        if b[(from + d) as usize] == EMPTY
                            && b[t] & own == 0
                            && zones[t] & half != 0
                        {
                            list.push_squares(from, t as i16);
                        }
                    }
                }
                r if r == Role::Horse as u8 => {
                    for (leg, d) in HORSE {
                        let t = (from + d) as usize;
                        if b[(from + leg) as usize] == EMPTY && b[t] & own == 0 {
                            list.push_squares(from, t as i16);
                        }
                    }
                }
                r if r == Role::Chariot as u8 => {
                    for d in ORTHO {
                        let mut t = from + d;
                        while b[t as usize] == EMPTY {
                            list.push_squares(from, t);
                            t += d;
                        }
                        if b[t as usize] & own == 0 {
                            list.push_squares(from, t);
                        }
                    }
                }
                r if r == Role::Cannon as u8 => {
                    for d in ORTHO {
                        let mut t = from + d;
                        while b[t as usize] == EMPTY {
                            list.push_squares(from, t);
                            t += d;
                        }
                        if b[t as usize] == OFF {
                            continue;
                        }
                        t += d;
                        while b[t as usize] == EMPTY {
                            t += d;
                        }
                        if b[t as usize] & own == 0 {
                            list.push_squares(from, t);
                        }
                    }
                }
                _ => {
                    let t = from + fwd;
                    if b[t as usize] & own == 0 {
                        list.push_squares(from, t);
                    }
                    if !self.geo.has_river || zones[from as usize] & half == 0 {
                        for d in [1, -1] {
                            if b[(from + d) as usize] & own == 0 {
                                list.push_squares(from, from + d);
                            }
                        }
                    }
                }
            }
        }
    }

    /// The occupied points that stand in the way of `color`'s pieces without being their
    /// targets: each horse's occupied legs (that have a destination on the board behind
    /// them) and each cannon's screens. The dark variant shows these as markers.
    pub(crate) fn blockers(&self, color: Color) -> Vec<Square> {
        let b = &self.board;
        let occupied = |t: i16| b[t as usize] != EMPTY && b[t as usize] != OFF;
        let c = color.index();
        let mut out = Vec::new();
        for &i in &self.lists[c][..self.counts[c] as usize] {
            let from = i as i16;
            match b[from as usize] & 7 {
                r if r == Role::Horse as u8 => {
                    for (leg, d) in HORSE {
                        if occupied(from + leg) && b[(from + d) as usize] != OFF {
                            out.push(Square::from_index((from + leg) as usize));
                        }
                    }
                }
                r if r == Role::Cannon as u8 => {
                    for d in ORTHO {
                        let mut t = from + d;
                        while b[t as usize] == EMPTY {
                            t += d;
                        }
                        if b[t as usize] != OFF {
                            out.push(Square::from_index(t as usize));
                        }
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// The flying capture: `color`'s general takes the enemy general along an open file.
    pub(crate) fn flying_capture(&self, color: Color) -> Option<Move> {
        let ours = self.generals[color.index()]?;
        let theirs = self.generals[(!color).index()]?;
        if ours.file() != theirs.file() {
            return None;
        }
        let step = Geometry::forward(color);
        let mut i = ours.index() as i16 + step;
        while self.board[i as usize] == EMPTY {
            i += step;
        }
        (i as usize == theirs.index()).then_some(Move::new(ours, theirs))
    }

    /// Appends the legal moves of the side to move to `list`.
    pub(crate) fn gen_legal(&mut self, list: &mut MoveList) {
        let us = self.turn;
        self.gen_pseudo(us, list);
        let Some(g) = self.generals[us.index()] else {
            return;
        };
        let in_check = self.general_attacked_at(g, us);
        let (gf, gr) = (g.file(), g.rank());
        let gi = g.index() as i16;
        list.retain(|m| {
            // A move that neither starts nor ends on the general's lines, nor frees a horse
            // leg next to it, cannot expose the general when it is not in check.
            let quiet = !in_check
                && m.from != g
                && m.from.file() != gf
                && m.from.rank() != gr
                && m.to.file() != gf
                && m.to.rank() != gr
                && !DIAG.contains(&(m.from.index() as i16 - gi));
            if quiet {
                return true;
            }
            let undo = self.make(m);
            let king = if m.from == g { m.to } else { g };
            let ok = !self.general_attacked_at(king, us);
            self.unmake(m, undo);
            ok
        });
    }

    /// Every legal move of the side to move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.clone().gen_legal(&mut list);
        list
    }

    /// Every pseudo-legal move of `color` (the dark variant's moves: no check rule, with
    /// the flying capture of the enemy general).
    pub fn pseudo_legal_moves(&self, color: Color) -> MoveList {
        let mut list = MoveList::new();
        self.gen_pseudo(color, &mut list);
        if let Some(m) = self.flying_capture(color) {
            list.push(m);
        }
        list
    }

    /// Whether `m` is legal for the side to move.
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }

    /// The number of legal move sequences of length `depth`, counting the last ply in
    /// bulk.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.clone().perft_mut(depth)
    }

    fn perft_mut(&mut self, depth: u32) -> u64 {
        let mut list = MoveList::new();
        self.gen_legal(&mut list);
        if depth == 1 {
            return list.len() as u64;
        }
        let mut n = 0;
        for &m in list.as_slice() {
            let undo = self.make(m);
            n += self.perft_mut(depth - 1);
            self.unmake(m, undo);
        }
        n
    }
}
