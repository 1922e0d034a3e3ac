//! The evaluation of full Xiangqi (9×10): a sum of features of each side's pieces, each
//! feature with a middlegame and an endgame weight mixed by the phase (the chariots,
//! horses and cannons left).
//!
//! The features: a value for every piece on every point (files folded, so left and right
//! are alike), the mobility of horses (their legs), chariots and cannons, cannons aimed at
//! the general with one screen or none, the danger to each general (the attackers near
//! it, squared, more when advisors and elephants are missing), missing advisors and
//! elephants against the enemy's attacking pieces, connected crossed soldiers, threatened
//! pieces and the move. The weights (`eval_xiangqi_full/weights.rs`) are fitted by
//! [`crate::tune::xiangqi`] to quiet positions of Fairy-Stockfish's self-play and of
//! Palace's games against it, each labelled half by its game's result and half by
//! Fairy-Stockfish's search score (`engine/match/fit/README.md`).

mod weights;

use rules::Color;
use rules::xiangqi::{Piece, Role, Square};

use crate::eval_xiangqi::{Board, clear_between, threats};

pub(crate) use weights::WEIGHTS;

/// Points per role in the piece-square values: 5 folded files × 10 ranks.
pub(crate) const SQUARES: usize = 50;
/// Piece-square values: role code 1..=7 (general .. soldier), then the point.
pub(crate) const PST: usize = 0;
/// A horse's mobility (0..=8 points it can go to).
pub(crate) const HORSE_MOB: usize = PST + 7 * SQUARES;
/// A chariot's mobility (0..=17).
pub(crate) const CHARIOT_MOB: usize = HORSE_MOB + 9;
/// A cannon's moves without capture (0..=17).
pub(crate) const CANNON_MOB: usize = CHARIOT_MOB + 18;
/// A cannon on the enemy general's file with two screens between them (one would be a
/// check).
pub(crate) const CANNON_AIM: usize = CANNON_MOB + 18;
/// A cannon facing the enemy general with nothing between them (a screen put between
/// them gives check).
pub(crate) const CANNON_BARE: usize = CANNON_AIM + 1;
/// The danger to the side's own general, squared (at most [`DANGER_CAP`]).
pub(crate) const DANGER: usize = CANNON_BARE + 1;
/// The attackers of the side's general, one feature each: an enemy horse near it, a
/// chariot beside its file or rank, a chariot facing it on an open file, a cannon on its
/// line with two screens, one with none or three or more, a crossed soldier near it.
pub(crate) const ATTACKERS: usize = DANGER + 1;
/// Missing advisors times the enemy's attacking pieces (chariots twice).
pub(crate) const MISSING_ADVISORS: usize = ATTACKERS + 6;
/// Missing elephants times the enemy's attacking pieces.
pub(crate) const MISSING_ELEPHANTS: usize = MISSING_ADVISORS + 1;
/// The side to move's threatened pieces (the sum of their `eval_xiangqi::THREAT_RANK`), two or more of them, and
/// the other side's.
pub(crate) const THREAT_STM: usize = MISSING_ELEPHANTS + 1;
pub(crate) const THREAT_FORK: usize = THREAT_STM + 1;
pub(crate) const THREAT_OTHER: usize = THREAT_FORK + 1;
/// The side to move.
pub(crate) const TEMPO: usize = THREAT_OTHER + 1;
/// A crossed soldier with a crossed soldier of its side beside it (counted once a pair).
pub(crate) const CONNECTED_SOLDIERS: usize = TEMPO + 1;
/// The number of features.
pub(crate) const FEATURES: usize = CONNECTED_SOLDIERS + 1;

/// The most the squared danger counts.
pub(crate) const DANGER_CAP: i32 = 150;
/// The weight of each attacker in the danger (the [`ATTACKERS`] order).
const DANGER_OF: [i32; 6] = [3, 3, 3, 4, 2, 2];
/// Chebyshev distance from the general within which horses and soldiers attack it.
const NEAR: i32 = 3;
/// Ranks from its own back rank at which a soldier has crossed the river.
const CROSSED: i32 = 5;
/// The phase with every chariot, horse and cannon on the board.
pub(crate) const FULL_PHASE: i32 = 32;

/// Middlegame and endgame weight per feature, in centipawns.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Weights {
    pub mg: [i32; FEATURES],
    pub eg: [i32; FEATURES],
}

/// Where the features of a position go: summed with weights ([`evaluate`]) or counted
/// ([`Trace`], for the tuner).
pub(crate) trait Sink {
    /// `count` more of `feature` for `side` (0 red, 1 black).
    fn add(&mut self, side: usize, feature: usize, count: i32);
}

/// Sums the weighted features per side.
struct Sum<'a> {
    w: &'a Weights,
    mg: [i32; 2],
    eg: [i32; 2],
}

impl Sink for Sum<'_> {
    #[inline]
    fn add(&mut self, side: usize, feature: usize, count: i32) {
        self.mg[side] += self.w.mg[feature] * count;
        self.eg[side] += self.w.eg[feature] * count;
    }
}

/// The features of a position: red's counts less black's.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Trace {
    pub counts: Vec<i32>,
}

impl Default for Trace {
    fn default() -> Self {
        Trace {
            counts: vec![0; FEATURES],
        }
    }
}

impl Sink for Trace {
    fn add(&mut self, side: usize, feature: usize, count: i32) {
        self.counts[feature] += if side == 0 { count } else { -count };
    }
}

/// The evaluation from the side to move's point of view, in centipawns.
pub(crate) fn evaluate(turn: Color, pieces: impl Iterator<Item = (Square, Piece)>) -> i32 {
    evaluate_with(&WEIGHTS, turn, pieces)
}

/// [`evaluate`] with the weights `w`.
pub(crate) fn evaluate_with(
    w: &Weights,
    turn: Color,
    pieces: impl Iterator<Item = (Square, Piece)>,
) -> i32 {
    let mut sum = Sum {
        w,
        mg: [0; 2],
        eg: [0; 2],
    };
    let phase = features(turn, pieces, &mut sum);
    let mg = sum.mg[0] - sum.mg[1];
    let eg = sum.eg[0] - sum.eg[1];
    let red = (mg * phase + eg * (FULL_PHASE - phase)) / FULL_PHASE;
    if turn == Color::Red { red } else { -red }
}

/// The index of a point in a role's piece-square values, seen from `side`.
#[inline]
pub(crate) fn pst_point(side: usize, f: i32, r: i32) -> usize {
    let rel = if side == 0 { r } else { 9 - r };
    (rel * 5 + f.min(8 - f)) as usize
}

/// Gives every feature of the position to `sink`; the phase (0..=[`FULL_PHASE`]).
pub(crate) fn features(
    turn: Color,
    pieces: impl Iterator<Item = (Square, Piece)>,
    sink: &mut impl Sink,
) -> i32 {
    let (w, h) = (9, 10);
    let mut generals = [None; 2];
    let mut phase = 0;
    // Per side: advisors, elephants, attacking pieces (chariots twice).
    let mut advisors = [0i32; 2];
    let mut elephants = [0i32; 2];
    let mut attack = [0i32; 2];
    let (b, list, n) = Board::place(w, h, pieces, |f, r, p| {
        let side = p.color.index();
        match p.role {
            Role::General => generals[side] = Some((f, r)),
            Role::Advisor => advisors[side] += 1,
            Role::Elephant => elephants[side] += 1,
            Role::Chariot => {
                phase += 4;
                attack[side] += 2;
            }
            Role::Horse | Role::Cannon => {
                phase += 2;
                attack[side] += 1;
            }
            Role::Soldier => {}
        }
    });
    let phase = phase.min(FULL_PHASE);
    // Per side: the attackers of its general, by kind ([`ATTACKERS`] order).
    let mut attackers = [[0i32; 6]; 2];
    for &(f, r, c) in &list[..n] {
        let side = (c >> 3) as usize;
        let enemy = side ^ 1;
        let role = c & 7;
        let own = c & 8;
        sink.add(
            side,
            PST + (role as usize - 1) * SQUARES + pst_point(side, f, r),
            1,
        );
        let enemy_general = generals[enemy];
        match role {
            4 => {
                let mob = b.horse_mobility(f, r, own);
                sink.add(side, HORSE_MOB + mob as usize, 1);
                if let Some((gf, gr)) = enemy_general
                    && (f - gf).abs().max((r - gr).abs()) <= NEAR
                {
                    attackers[enemy][0] += 1;
                }
            }
            5 => {
                let mob = b.chariot_mobility(f, r, own);
                sink.add(side, CHARIOT_MOB + mob.min(17) as usize, 1);
                if let Some((gf, gr)) = enemy_general {
                    if (f - gf).abs() <= 1 || (r - gr).abs() <= 1 {
                        attackers[enemy][1] += 1;
                    }
                    if f == gf && clear_between(&b, f, r, gf, gr) == 0 {
                        attackers[enemy][2] += 1;
                    }
                }
            }
            6 => {
                let mob = b.cannon_slides(f, r);
                sink.add(side, CANNON_MOB + mob.min(17) as usize, 1);
                if let Some((gf, gr)) = enemy_general
                    && (f == gf || r == gr)
                {
                    let screens = clear_between(&b, f, r, gf, gr);
                    attackers[enemy][if screens == 2 { 3 } else { 4 }] += 1;
                    if f == gf && screens == 2 {
                        sink.add(side, CANNON_AIM, 1);
                    }
                    if screens == 0 {
                        sink.add(side, CANNON_BARE, 1);
                    }
                }
            }
            7 => {
                let rel = if side == 0 { r } else { h - 1 - r };
                if rel >= CROSSED {
                    if let Some((gf, gr)) = enemy_general
                        && (f - gf).abs().max((r - gr).abs()) < NEAR
                    {
                        attackers[enemy][5] += 1;
                    }
                    if b.get(f + 1, r) == Some(c) {
                        sink.add(side, CONNECTED_SOLDIERS, 1);
                    }
                }
            }
            _ => {}
        }
    }
    let stm = turn.index();
    let threatened = threats(&b, &list[..n], CROSSED, false);
    for side in 0..2 {
        let enemy = side ^ 1;
        let mut danger = 0;
        for (kind, &count) in attackers[side].iter().enumerate() {
            sink.add(side, ATTACKERS + kind, count);
            danger += DANGER_OF[kind] * count;
        }
        let defenders = advisors[side] + elephants[side];
        danger += (4 - defenders).max(0) * danger.min(6) / 6;
        sink.add(side, DANGER, (danger * danger).min(DANGER_CAP));
        sink.add(
            side,
            MISSING_ADVISORS,
            (2 - advisors[side]).max(0) * attack[enemy],
        );
        sink.add(
            side,
            MISSING_ELEPHANTS,
            (2 - elephants[side]).max(0) * attack[enemy],
        );
        let (sum, count) = threatened[side];
        if side == stm {
            sink.add(side, THREAT_STM, sum);
            sink.add(side, THREAT_FORK, i32::from(count >= 2));
            sink.add(side, TEMPO, 1);
        } else {
            sink.add(side, THREAT_OTHER, sum);
        }
    }
    phase
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;
    use rules::xiangqi::Position;

    fn eval(fen: &str) -> i32 {
        let pos = Position::from_fen(Variant::Xiangqi, fen).unwrap();
        evaluate(
            pos.turn(),
            pos.pieces(Color::Red).chain(pos.pieces(Color::Black)),
        )
    }

    #[test]
    fn the_start_is_balanced_and_a_chariot_is_worth_a_lot() {
        let start = eval(Variant::Xiangqi.start_fen());
        assert!(start.abs() < 60, "{start}");
        // Black without its a10 chariot.
        let fen = "1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
        let red = eval(&format!("{fen} w - - 0 1"));
        assert!(red > 500, "{red}");
        let black = eval(&format!("{fen} b - - 0 1"));
        assert!(black < -500, "{black}");
    }

    #[test]
    fn the_evaluation_is_its_features_times_the_weights() {
        for fen in [
            Variant::Xiangqi.start_fen(),
            "1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1",
            "3k5/4a4/4C4/9/2p1P4/9/9/4c4/4A4/3AK4 w - - 0 1",
            "4ka3/4a4/9/9/2PP5/9/9/9/4r4/3K5 b - - 0 1",
        ] {
            let pos = Position::from_fen(Variant::Xiangqi, fen).unwrap();
            let pieces = || pos.pieces(Color::Red).chain(pos.pieces(Color::Black));
            let mut trace = Trace::default();
            let phase = features(pos.turn(), pieces(), &mut trace);
            let (mut mg, mut eg) = (0, 0);
            for (i, &c) in trace.counts.iter().enumerate() {
                mg += WEIGHTS.mg[i] * c;
                eg += WEIGHTS.eg[i] * c;
            }
            let red = (mg * phase + eg * (FULL_PHASE - phase)) / FULL_PHASE;
            let expected = if pos.turn() == Color::Red { red } else { -red };
            assert_eq!(evaluate(pos.turn(), pieces()), expected, "{fen}");
        }
    }

    #[test]
    fn features_count_what_they_say() {
        // The red cannon on e7 aims at the black general on e10 over the elephant on e8
        // and the advisor on e9; the black chariot on e2 stands beside red's general on d1.
        let pos = Position::from_fen(
            Variant::Xiangqi,
            "4k4/4a4/4b4/4C4/2P1P4/9/9/9/4r4/3K5 w - - 0 1",
        )
        .unwrap();
        let mut t = Trace::default();
        features(
            pos.turn(),
            pos.pieces(Color::Red).chain(pos.pieces(Color::Black)),
            &mut t,
        );
        assert_eq!(t.counts[CANNON_AIM], 1);
        assert_eq!(t.counts[CANNON_BARE], 0);
        // Red's general has a black chariot beside it: an attacker of red's general counts
        // for red (negative weight), black's general has the cannon with a screen.
        assert_eq!(t.counts[ATTACKERS + 1], 1);
        assert_eq!(t.counts[ATTACKERS + 3], -1);
        // Red is to move.
        assert_eq!(t.counts[TEMPO], 1);
        // Red misses both advisors (and elephants) against one chariot (2): 2 × 2; black
        // misses one of each against one cannon: 1 × 1.
        assert_eq!(t.counts[MISSING_ADVISORS], 4 - 1);
        assert_eq!(t.counts[MISSING_ELEPHANTS], 4 - 1);
        // The soldiers on c6 and e6 are not beside each other.
        assert_eq!(t.counts[CONNECTED_SOLDIERS], 0);
    }
}
