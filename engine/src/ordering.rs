//! Move ordering: the transposition-table move first, then captures by MVV-LVA, then the
//! killer moves of the ply and the counter move of the previous move, then quiet moves by
//! their history: a butterfly history (side, from, to) plus two continuation histories
//! (the piece and point of this move after those of the previous move and of the move
//! before it).

use crate::family::SearchPosition;
use crate::score::MAX_PLY;

/// Above every history score: the ordering bands.
const TT_MOVE: i32 = 4_000_000;
const CAPTURE: i32 = 2_000_000;
const KILLER: i32 = 1_000_000;
const COUNTER: i32 = 900_000;
/// Each history table stays within ±this.
const HISTORY_MAX: i32 = 16_384;
/// Ordering scores at or above this are not from the histories (captures, killers, the
/// counter move, the table's move).
pub(crate) const SPECIAL: i32 = COUNTER;
/// "No previous move" (the root's, or a null move) for the continuation histories.
pub(crate) const NO_PIECE_TO: u16 = u16::MAX;

/// The quiet moves' histories of one search (butterfly and continuation), which an engine
/// may hand to its next search.
pub(crate) struct Histories {
    piece_to: usize,
    history: Vec<i16>,
    cont: [Vec<i16>; 2],
}

impl std::fmt::Debug for Histories {
    /// The size only: the tables hold tens of thousands of entries.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Histories")
            .field("piece_to", &self.piece_to)
            .finish_non_exhaustive()
    }
}

/// Killers, counter moves and histories, kept across the iterations of one search (and the
/// histories from one search to the next, see [`Ordering::histories`]).
pub(crate) struct Ordering<M: Copy> {
    killers: Vec<[Option<M>; 2]>,
    history: Vec<i16>,
    counters: Vec<Option<M>>,
    /// `[0]`: after the previous move; `[1]`: after the move before it.
    cont: [Vec<i16>; 2],
    piece_to: usize,
}

/// Moves a history entry towards `±HISTORY_MAX` by `bonus` (negative: a malus), less the
/// nearer it already is.
#[inline]
fn nudge(h: &mut i16, bonus: i32) {
    let v = i32::from(*h);
    *h = (v + bonus - v * bonus.abs() / HISTORY_MAX) as i16;
}

impl<M: Copy + Eq> Ordering<M> {
    /// Empty tables for a family with `piece_to` piece-and-point numbers.
    pub fn new(piece_to: usize) -> Self {
        Ordering {
            killers: vec![[None; 2]; MAX_PLY + 2],
            history: vec![0; 2 * 8192],
            counters: vec![None; piece_to],
            cont: [vec![0; piece_to * piece_to], vec![0; piece_to * piece_to]],
            piece_to,
        }
    }

    /// The histories, to keep for the next search (the tables are left empty).
    pub fn histories(&mut self) -> Histories {
        Histories {
            piece_to: self.piece_to,
            history: std::mem::take(&mut self.history),
            cont: std::mem::take(&mut self.cont),
        }
    }

    /// Takes the histories of an earlier search, when they are of the same family.
    pub fn set_histories(&mut self, h: Histories) {
        if h.piece_to == self.piece_to && h.history.len() == self.history.len() {
            self.history = h.history;
            self.cont = h.cont;
        }
    }

    /// The history score of the quiet move `m` (piece and point `pt`) by `side` after the
    /// moves `prev` (their piece and point, [`NO_PIECE_TO`] for none).
    #[inline]
    fn quiet_score(&self, side: usize, packed: u16, pt: u16, prev: [u16; 2]) -> i32 {
        let mut s = i32::from(self.history[side + packed as usize]);
        for (k, &p) in prev.iter().enumerate() {
            if p != NO_PIECE_TO {
                s += i32::from(self.cont[k][p as usize * self.piece_to + pt as usize]);
            }
        }
        s
    }

    /// Scores every move of `moves` into `scored`, best first when sorted.
    pub fn score<P: SearchPosition<Move = M>>(
        &self,
        pos: &P,
        moves: &[M],
        tt_move: u16,
        ply: usize,
        prev: [u16; 2],
        scored: &mut Vec<(M, i32)>,
    ) {
        let side = pos.turn().index() * 8192;
        let killers = self.killers[ply.min(MAX_PLY)];
        let counter = if prev[0] == NO_PIECE_TO {
            None
        } else {
            self.counters[prev[0] as usize]
        };
        scored.clear();
        for &m in moves {
            let packed = P::pack(m);
            let victim = pos.victim_value(m);
            let s = if packed == tt_move {
                TT_MOVE
            } else if victim > 0 {
                CAPTURE + victim * 16 - pos.mover_value(m) / 16
            } else if killers[0] == Some(m) {
                KILLER + 2
            } else if killers[1] == Some(m) {
                KILLER + 1
            } else if counter == Some(m) {
                COUNTER
            } else {
                self.quiet_score(side, packed, pos.piece_to(m), prev)
            };
            scored.push((m, s));
        }
    }

    /// Records a quiet move that caused a beta cutoff at `depth` after the moves `prev`,
    /// and lowers the quiet moves tried before it.
    pub fn cutoff<P: SearchPosition<Move = M>>(
        &mut self,
        pos: &P,
        m: M,
        tried: &[M],
        depth: i32,
        ply: usize,
        prev: [u16; 2],
    ) {
        let k = &mut self.killers[ply.min(MAX_PLY)];
        if k[0] != Some(m) {
            k[1] = k[0];
            k[0] = Some(m);
        }
        if prev[0] != NO_PIECE_TO {
            self.counters[prev[0] as usize] = Some(m);
        }
        let side = pos.turn().index() * 8192;
        let bonus = (24 * depth * depth).min(2400);
        self.reward(pos, side, m, prev, bonus);
        for &q in tried {
            if q != m && pos.victim_value(q) == 0 {
                self.reward(pos, side, q, prev, -bonus);
            }
        }
    }

    fn reward<P: SearchPosition<Move = M>>(
        &mut self,
        pos: &P,
        side: usize,
        m: M,
        prev: [u16; 2],
        bonus: i32,
    ) {
        nudge(&mut self.history[side + P::pack(m) as usize], bonus);
        let pt = pos.piece_to(m) as usize;
        for (k, &p) in prev.iter().enumerate() {
            if p != NO_PIECE_TO {
                nudge(&mut self.cont[k][p as usize * self.piece_to + pt], bonus);
            }
        }
    }
}

/// Moves the best-scored move of `list[from..]` to `from` and returns it.
#[inline]
pub(crate) fn pick<M: Copy>(list: &mut [(M, i32)], from: usize) -> (M, i32) {
    let mut best = from;
    for i in from + 1..list.len() {
        if list[i].1 > list[best].1 {
            best = i;
        }
    }
    list.swap(from, best);
    list[from]
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;
    use rules::xiangqi::{Move, Position};

    #[test]
    fn captures_first_biggest_victim_first() {
        // Red's chariot on a1 can take the soldier on a3; every other move is quiet.
        let pos =
            Position::from_fen(Variant::MiniXiangqi, "2k4/7/7/7/p6/7/R2K3 w - - 0 1").unwrap();
        let mut moves = Vec::new();
        pos.generate(&mut moves);
        let ord = Ordering::new(Position::PIECE_TO);
        let mut scored = Vec::new();
        ord.score(&pos, &moves, u16::MAX, 0, [NO_PIECE_TO; 2], &mut scored);
        let (first, _) = pick(&mut scored, 0);
        assert_eq!(first.to_string(), "a1a3");
    }

    /// A quiet position (red's chariot on a1, the kings), its moves and the chariot's a1a5.
    fn quiet_chariot() -> (Position, Vec<Move>, Move) {
        let pos = Position::from_fen(Variant::MiniXiangqi, "2k4/7/7/7/7/7/R2K3 w - - 0 1").unwrap();
        let mut moves = Vec::new();
        pos.generate(&mut moves);
        let m = *moves.iter().find(|m| m.to_string() == "a1a5").unwrap();
        (pos, moves, m)
    }

    #[test]
    fn a_cutoff_move_rises_after_its_previous_move_only() {
        let (pos, moves, m) = quiet_chariot();
        let mut ord = Ordering::new(Position::PIECE_TO);
        let (after, other) = ([7, NO_PIECE_TO], [8, NO_PIECE_TO]);
        ord.cutoff(&pos, m, &moves, 6, 3, after);
        let score_of = |ord: &Ordering<_>, prev, ply| {
            let mut scored = Vec::new();
            ord.score(&pos, &moves, u16::MAX, ply, prev, &mut scored);
            scored.iter().find(|(x, _)| *x == m).unwrap().1
        };
        // The killer at its ply; the counter move after the same previous move elsewhere.
        assert_eq!(score_of(&ord, other, 3), KILLER + 2);
        assert_eq!(score_of(&ord, after, 5), COUNTER);
        // Elsewhere, its history is above the other moves', which were tried and lowered.
        let h = score_of(&ord, other, 5);
        assert!(h > 0 && h < SPECIAL);
        let mut scored = Vec::new();
        ord.score(&pos, &moves, u16::MAX, 5, other, &mut scored);
        assert!(scored.iter().all(|&(x, s)| x == m || s < 0));
    }

    #[test]
    fn histories_pass_to_the_next_search_of_the_same_family_only() {
        let (pos, moves, m) = quiet_chariot();
        // Scored after another previous move and at another ply than the cutoff's, where
        // the killers and the counter move do not apply: the histories alone.
        let score_of = |ord: &Ordering<_>| {
            let mut scored = Vec::new();
            ord.score(&pos, &moves, u16::MAX, 5, [8, NO_PIECE_TO], &mut scored);
            scored.iter().find(|(x, _)| *x == m).unwrap().1
        };
        let mut first = Ordering::new(Position::PIECE_TO);
        first.cutoff(&pos, m, &moves, 6, 3, [7, NO_PIECE_TO]);
        let learnt = score_of(&first);
        assert!(learnt > 0 && learnt < SPECIAL);
        // The next search starts from the histories, but not from the killers or counters.
        let mut next = Ordering::new(Position::PIECE_TO);
        next.set_histories(first.histories());
        assert_eq!(score_of(&next), learnt);
        let mut again = Ordering::new(Position::PIECE_TO);
        again.set_histories(next.histories());
        let mut scored = Vec::new();
        again.score(&pos, &moves, u16::MAX, 3, [7, NO_PIECE_TO], &mut scored);
        assert!(scored.iter().all(|&(_, s)| s < SPECIAL));
        assert!(scored.iter().any(|&(x, s)| x == m && s > 0));
        // Tables of another family's size are refused.
        let mut other = Ordering::<Move>::new(Position::PIECE_TO + 1);
        other.set_histories(again.histories());
        assert_eq!(score_of(&other), 0);
    }
}
