//! Move ordering: the transposition-table move first, then captures by MVV-LVA, then the
//! killer moves of the ply, then quiet moves by their history score.

use crate::family::SearchPosition;
use crate::score::MAX_PLY;

/// Above every history score: the ordering bands.
const TT_MOVE: i32 = 4_000_000;
const CAPTURE: i32 = 2_000_000;
const KILLER: i32 = 1_000_000;
/// History scores stay below this.
const HISTORY_MAX: i32 = 500_000;

/// Killers and history, kept across the iterations of one search.
pub(crate) struct Ordering<M: Copy> {
    killers: Vec<[Option<M>; 2]>,
    history: Vec<i32>,
}

impl<M: Copy + Eq> Ordering<M> {
    /// Empty tables.
    pub fn new() -> Self {
        Ordering {
            killers: vec![[None; 2]; MAX_PLY + 2],
            history: vec![0; 2 * 8192],
        }
    }

    /// Scores every move of `moves` into `scored`, best first when sorted.
    pub fn score<P: SearchPosition<Move = M>>(
        &self,
        pos: &P,
        moves: &[M],
        tt_move: u16,
        ply: usize,
        scored: &mut Vec<(M, i32)>,
    ) {
        let side = pos.turn().index() * 8192;
        let killers = self.killers[ply.min(MAX_PLY)];
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
            } else {
                self.history[side + packed as usize]
            };
            scored.push((m, s));
        }
    }

    /// Records a quiet move that caused a beta cutoff, and lowers the quiet moves tried
    /// before it.
    pub fn cutoff<P: SearchPosition<Move = M>>(
        &mut self,
        pos: &P,
        m: M,
        tried: &[M],
        depth: i32,
        ply: usize,
    ) {
        let k = &mut self.killers[ply.min(MAX_PLY)];
        if k[0] != Some(m) {
            k[1] = k[0];
            k[0] = Some(m);
        }
        let side = pos.turn().index() * 8192;
        let bonus = (depth * depth).min(400);
        let h = &mut self.history[side + P::pack(m) as usize];
        *h += bonus - *h * bonus / HISTORY_MAX;
        for &q in tried {
            if q != m && pos.victim_value(q) == 0 {
                let h = &mut self.history[side + P::pack(q) as usize];
                *h -= bonus + *h * bonus / HISTORY_MAX;
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
    use rules::xiangqi::Position;

    #[test]
    fn captures_first_biggest_victim_first() {
        // Red's chariot on a1 can take the soldier on a3; every other move is quiet.
        let pos =
            Position::from_fen(Variant::MiniXiangqi, "2k4/7/7/7/p6/7/R2K3 w - - 0 1").unwrap();
        let mut moves = Vec::new();
        pos.generate(&mut moves);
        let ord = Ordering::new();
        let mut scored = Vec::new();
        ord.score(&pos, &moves, u16::MAX, 0, &mut scored);
        let (first, _) = pick(&mut scored, 0);
        assert_eq!(first.to_string(), "a1a3");
    }
}
