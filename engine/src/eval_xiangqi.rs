//! The evaluation of Mini Xiangqi and (on sampled true boards) Dark Mini Xiangqi:
//! material that shifts from middlegame to endgame, soldier advancement, piece mobility,
//! the safety of the general and threatened pieces, with weights tuned to game results
//! (`tune.rs`). The board, the moves and the threats are shared with full Xiangqi's
//! evaluation (`eval_xiangqi_full.rs`).

use rules::Color;
use rules::xiangqi::{Piece, Role, Square};

/// Material and positional weights of one board size.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Weights {
    /// Middlegame value per role code (1 general .. 7 soldier).
    pub mg: [i32; 8],
    /// Endgame value per role code.
    pub eg: [i32; 8],
    /// Soldier bonus by rank counted from its own back rank.
    pub soldier: [i32; 10],
    /// Ranks from the own back rank at which a soldier has crossed.
    pub crossed_from: i32,
    /// Chebyshev distance of the palace within which enemy pieces threaten the general.
    pub near: i32,
    /// The general's penalty per rank away from its back rank.
    pub general_rank: i32,
    /// Per point a horse can go to, and a horse's base (negative: a trapped horse).
    pub horse_mob: i32,
    pub horse_base: i32,
    /// Per point a chariot can go to, and a chariot's base.
    pub chariot_mob: i32,
    pub chariot_base: i32,
    /// Per empty point a cannon can go to.
    pub cannon_mob: i32,
    /// A cannon on the enemy general's file with one screen between them.
    pub cannon_aim: i32,
    /// A crossed soldier off the edge files.
    pub soldier_center: i32,
    /// Danger to a general: a horse near it, a chariot beside its file or rank, a
    /// chariot facing it on an open file, a cannon on its line with one screen, without,
    /// a crossed soldier near it.
    pub danger_horse: i32,
    pub danger_chariot_near: i32,
    pub danger_chariot_file: i32,
    pub danger_cannon_screen: i32,
    pub danger_cannon_line: i32,
    pub danger_soldier: i32,
    /// The penalty is `danger² × safety_mul`, at most `safety_cap`, scaled by the phase.
    pub safety_mul: i32,
    pub safety_cap: i32,
    /// The side to move's bonus.
    pub tempo: i32,
    /// Per unit of [`THREAT_RANK`] of the side to move's pieces that are attacked and
    /// undefended or attacked by a lesser piece; more when there are two or more; the
    /// same for the other side's pieces.
    pub threat_stm: i32,
    pub threat_fork: i32,
    pub threat_other: i32,
}

/// Mini Xiangqi's weights (also the dark variant's): fitted to the results of 1,789
/// self-play games (`tune.rs`).
pub(crate) const MINI: Weights = Weights {
    mg: [0, 0, 0, 0, 270, 1060, 460, 80],
    eg: [0, 0, 0, 0, 340, 1020, 320, 360],
    soldier: [0, -64, -2, 25, 65, 19, -192, 0, 0, 0],
    crossed_from: 0,
    near: 2,
    general_rank: 16,
    horse_mob: 18,
    horse_base: -20,
    chariot_mob: 15,
    chariot_base: -30,
    cannon_mob: 0,
    cannon_aim: 30,
    soldier_center: 50,
    danger_horse: 5,
    danger_chariot_near: 3,
    danger_chariot_file: 3,
    danger_cannon_screen: 4,
    danger_cannon_line: 3,
    danger_soldier: 6,
    safety_mul: 4,
    safety_cap: 375,
    tempo: 16,
    threat_stm: 16,
    threat_fork: 70,
    threat_other: 8,
};

/// The value of a role for move ordering (middlegame Xiangqi values; the general highest).
pub(crate) const fn order_value(role: Role) -> i32 {
    match role {
        Role::General => 5000,
        Role::Advisor | Role::Elephant => 200,
        Role::Horse => 400,
        Role::Chariot => 900,
        Role::Cannon => 450,
        Role::Soldier => 150,
    }
}

/// A small board: code `role | color << 3` per point (0 empty), rank by rank from rank 1.
pub(crate) struct Board {
    pub w: i32,
    pub h: i32,
    pub cells: [u8; 90],
}

/// The pieces of a [`Board`] as (file, rank, code), at most 32.
pub(crate) type PieceList = [(i32, i32, u8); 32];

impl Board {
    /// A `w`×`h` board with `pieces` on it (those off the board left out, at most 32), the
    /// list of them and its length; `each` sees every piece placed, with its file and rank.
    pub(crate) fn place(
        w: i32,
        h: i32,
        pieces: impl Iterator<Item = (Square, Piece)>,
        mut each: impl FnMut(i32, i32, Piece),
    ) -> (Board, PieceList, usize) {
        let mut b = Board {
            w,
            h,
            cells: [0; 90],
        };
        let mut list: PieceList = [(0, 0, 0); 32];
        let mut n = 0;
        for (sq, p) in pieces {
            let (f, r) = (sq.file() as i32, sq.rank() as i32);
            if f >= w || r >= h || n == 32 {
                continue;
            }
            let c = code(p);
            b.cells[(r * w + f) as usize] = c;
            list[n] = (f, r, c);
            n += 1;
            each(f, r, p);
        }
        (b, list, n)
    }

    /// The points a horse on (f, r) of the side `own` (its color bits) can go to: its leg
    /// free, the point empty or the enemy's.
    pub(crate) fn horse_mobility(&self, f: i32, r: i32, own: u8) -> i32 {
        let mut mob = 0;
        for ((lf, lr), (df, dr)) in HORSE {
            if self.get(f + lf, r + lr) == Some(0)
                && let Some(t) = self.get(f + df, r + dr)
                && (t == 0 || t & 8 != own)
            {
                mob += 1;
            }
        }
        mob
    }

    /// The points a chariot on (f, r) of the side `own` can go to (captures included).
    pub(crate) fn chariot_mobility(&self, f: i32, r: i32, own: u8) -> i32 {
        let mut mob = 0;
        for (df, dr) in ORTHO {
            let (mut x, mut y) = (f + df, r + dr);
            while let Some(t) = self.get(x, y) {
                if t == 0 {
                    mob += 1;
                } else {
                    if t & 8 != own {
                        mob += 1;
                    }
                    break;
                }
                x += df;
                y += dr;
            }
        }
        mob
    }

    /// The empty points a cannon on (f, r) can slide to.
    pub(crate) fn cannon_slides(&self, f: i32, r: i32) -> i32 {
        let mut mob = 0;
        for (df, dr) in ORTHO {
            let (mut x, mut y) = (f + df, r + dr);
            while self.get(x, y) == Some(0) {
                mob += 1;
                x += df;
                y += dr;
            }
        }
        mob
    }

    #[inline]
    pub(crate) fn get(&self, f: i32, r: i32) -> Option<u8> {
        if f < 0 || r < 0 || f >= self.w || r >= self.h {
            None
        } else {
            Some(self.cells[(r * self.w + f) as usize])
        }
    }
}

const RED: u8 = 0;
const BLACK: u8 = 8;

/// A piece's code on a [`Board`].
fn code(p: Piece) -> u8 {
    p.role as u8 | if p.color == Color::Red { RED } else { BLACK }
}

pub(crate) const ORTHO: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// Horse jumps: the leg, then the destination.
pub(crate) const HORSE: [((i32, i32), (i32, i32)); 8] = [
    ((0, 1), (1, 2)),
    ((0, 1), (-1, 2)),
    ((0, -1), (1, -2)),
    ((0, -1), (-1, -2)),
    ((1, 0), (2, 1)),
    ((1, 0), (2, -1)),
    ((-1, 0), (-2, 1)),
    ((-1, 0), (-2, -1)),
];

/// The Mini Xiangqi evaluation from the side to move's point of view, in centipawns.
pub(crate) fn evaluate(turn: Color, pieces: impl Iterator<Item = (Square, Piece)>) -> i32 {
    evaluate_with(&MINI, turn, pieces)
}

/// [`evaluate`] with the weights `wt`.
pub(crate) fn evaluate_with(
    wt: &Weights,
    turn: Color,
    pieces: impl Iterator<Item = (Square, Piece)>,
) -> i32 {
    let (w, h) = (7, 7);
    let mut generals = [None; 2];
    let mut phase = 0;
    let (b, list, n) = Board::place(w, h, pieces, |f, r, p| match p.role {
        Role::General => generals[p.color.index()] = Some((f, r)),
        Role::Chariot => phase += 4,
        Role::Horse | Role::Cannon => phase += 2,
        _ => {}
    });
    let phase = phase.min(32);
    let mut mg = [0i32; 2];
    let mut eg = [0i32; 2];
    let mut pos = [0i32; 2];
    // Danger to each side's general.
    let mut danger = [0i32; 2];
    for &(f, r, c) in &list[..n] {
        let side = (c >> 3) as usize;
        let role = c & 7;
        let rel = if side == 0 { r } else { h - 1 - r };
        mg[side] += wt.mg[role as usize];
        eg[side] += wt.eg[role as usize];
        let own = c & 8;
        let enemy_general = generals[side ^ 1];
        match role {
            1 => {
                // The general: better at home.
                pos[side] -= wt.general_rank * rel;
            }
            2 | 3 => {}
            4 => {
                let mob = b.horse_mobility(f, r, own);
                pos[side] += wt.horse_mob * mob + wt.horse_base;
                if let Some((gf, gr)) = enemy_general
                    && (f - gf).abs().max((r - gr).abs()) <= wt.near
                {
                    danger[side ^ 1] += wt.danger_horse;
                }
            }
            5 => {
                let mob = b.chariot_mobility(f, r, own);
                pos[side] += wt.chariot_mob * mob + wt.chariot_base;
                if let Some((gf, gr)) = enemy_general {
                    if (f - gf).abs() <= 1 || (r - gr).abs() <= 1 {
                        danger[side ^ 1] += wt.danger_chariot_near;
                    }
                    if f == gf && clear_between(&b, f, r, gf, gr) == 0 {
                        danger[side ^ 1] += wt.danger_chariot_file;
                    }
                }
            }
            6 => {
                let mob = b.cannon_slides(f, r);
                pos[side] += wt.cannon_mob * mob;
                if let Some((gf, gr)) = enemy_general
                    && (f == gf || r == gr)
                {
                    let screens = clear_between(&b, f, r, gf, gr);
                    danger[side ^ 1] += if screens == 1 {
                        wt.danger_cannon_screen
                    } else {
                        wt.danger_cannon_line
                    };
                    if f == gf && screens == 1 {
                        pos[side] += wt.cannon_aim;
                    }
                }
            }
            _ => {
                pos[side] += wt.soldier[rel as usize];
                if rel >= wt.crossed_from && (1..w - 1).contains(&f) {
                    pos[side] += wt.soldier_center;
                }
                if let Some((gf, gr)) = enemy_general
                    && rel >= wt.crossed_from
                    && (f - gf).abs().max((r - gr).abs()) < wt.near
                {
                    danger[side ^ 1] += wt.danger_soldier;
                }
            }
        }
    }
    let threats = if wt.threat_stm == 0 && wt.threat_fork == 0 && wt.threat_other == 0 {
        [(0, 0); 2]
    } else {
        threats(&b, &list[..n], wt.crossed_from, true)
    };
    let stm = turn.index();
    let mut total = [0i32; 2];
    for side in 0..2 {
        let (sum, count) = threats[side];
        pos[side] -= if side == stm {
            wt.threat_stm * sum + if count >= 2 { wt.threat_fork } else { 0 }
        } else {
            wt.threat_other * sum
        };
        let material = (mg[side] * phase + eg[side] * (32 - phase)) / 32;
        let d = danger[side];
        let safety = (d * d * wt.safety_mul).min(wt.safety_cap) * (phase + 8) / 40;
        total[side] = material + pos[side] - safety;
    }
    let red = total[0] - total[1];
    let v = if turn == Color::Red { red } else { -red };
    v + wt.tempo
}

/// How much a threatened piece weighs, per role code (the general is never counted).
pub(crate) const THREAT_RANK: [i32; 8] = [0, 9, 2, 2, 3, 5, 3, 1];

/// Each side's threatened pieces (attacked and undefended, or attacked by a lesser piece):
/// the sum of their [`THREAT_RANK`]s and how many there are.
pub(crate) fn threats(
    b: &Board,
    list: &[(i32, i32, u8)],
    crossed_from: i32,
    mini: bool,
) -> [(i32, i32); 2] {
    // Per side and point: the lowest rank among the side's pieces that attack (or
    // defend) it, `u8::MAX` for none.
    let mut lowest = [[u8::MAX; 90]; 2];
    let (pf, pr) = if mini { (2..=4, 3) } else { (3..=5, 3) };
    for &(f, r, c) in list {
        let side = (c >> 3) as usize;
        let role = c & 7;
        let rank = THREAT_RANK[role as usize] as u8;
        let mut mark = |x: i32, y: i32| {
            if b.get(x, y).is_some() {
                let i = (y * b.w + x) as usize;
                lowest[side][i] = lowest[side][i].min(rank);
            }
        };
        let in_palace = |y: i32| {
            if side == 0 { y < pr } else { y >= b.h - pr }
        };
        match role {
            1 => {
                for (df, dr) in ORTHO {
                    if pf.contains(&(f + df)) && in_palace(r + dr) {
                        mark(f + df, r + dr);
                    }
                }
            }
            2 => {
                for (df, dr) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                    if pf.contains(&(f + df)) && in_palace(r + dr) {
                        mark(f + df, r + dr);
                    }
                }
            }
            3 => {
                for (df, dr) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                    let own_half = if side == 0 {
                        r + 2 * dr < b.h / 2
                    } else {
                        r + 2 * dr >= b.h / 2
                    };
                    if b.get(f + df, r + dr) == Some(0) && own_half {
                        mark(f + 2 * df, r + 2 * dr);
                    }
                }
            }
            4 => {
                for ((lf, lr), (df, dr)) in HORSE {
                    if b.get(f + lf, r + lr) == Some(0) {
                        mark(f + df, r + dr);
                    }
                }
            }
            5 => {
                for (df, dr) in ORTHO {
                    let (mut x, mut y) = (f + df, r + dr);
                    while let Some(t) = b.get(x, y) {
                        mark(x, y);
                        if t != 0 {
                            break;
                        }
                        x += df;
                        y += dr;
                    }
                }
            }
            6 => {
                for (df, dr) in ORTHO {
                    let (mut x, mut y) = (f + df, r + dr);
                    while b.get(x, y) == Some(0) {
                        x += df;
                        y += dr;
                    }
                    x += df;
                    y += dr;
                    while let Some(t) = b.get(x, y) {
                        if t != 0 {
                            mark(x, y);
                            break;
                        }
                        x += df;
                        y += dr;
                    }
                }
            }
            _ => {
                let fwd = if side == 0 { 1 } else { -1 };
                mark(f, r + fwd);
                let rel = if side == 0 { r } else { b.h - 1 - r };
                if rel >= crossed_from {
                    mark(f + 1, r);
                    mark(f - 1, r);
                }
            }
        }
    }
    let mut out = [(0, 0); 2];
    for &(f, r, c) in list {
        let side = (c >> 3) as usize;
        let rank = THREAT_RANK[(c & 7) as usize];
        if c & 7 == 1 {
            continue;
        }
        let i = (r * b.w + f) as usize;
        let enemy = side ^ 1;
        if lowest[enemy][i] != u8::MAX
            && (lowest[side][i] == u8::MAX || i32::from(lowest[enemy][i]) < rank)
        {
            out[side].0 += rank;
            out[side].1 += 1;
        }
    }
    out
}

/// The number of pieces strictly between two points of one file or rank.
pub(crate) fn clear_between(b: &Board, f1: i32, r1: i32, f2: i32, r2: i32) -> i32 {
    let (df, dr) = ((f2 - f1).signum(), (r2 - r1).signum());
    let (mut x, mut y) = (f1 + df, r1 + dr);
    let mut count = 0;
    while (x, y) != (f2, r2) {
        match b.get(x, y) {
            Some(0) => {}
            Some(_) => count += 1,
            None => break,
        }
        x += df;
        y += dr;
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;
    use rules::xiangqi::Position;

    fn eval(variant: Variant, fen: &str) -> i32 {
        let pos = Position::from_fen(variant, fen).unwrap();
        evaluate(
            pos.turn(),
            pos.pieces(Color::Red).chain(pos.pieces(Color::Black)),
        )
    }

    #[test]
    fn the_start_position_is_balanced() {
        let e = eval(Variant::MiniXiangqi, Variant::MiniXiangqi.start_fen());
        assert!(e.abs() < 40, "{e}");
    }

    /// Only the threat weights: the evaluation is `-stm_sum + 100 × other_sum` (+ 1000 for
    /// a fork of the side to move).
    fn threats_only(fen: &str) -> i32 {
        let pos = Position::from_fen(Variant::MiniXiangqi, fen).unwrap();
        let w = Weights {
            mg: [0; 8],
            eg: [0; 8],
            soldier: [0; 10],
            general_rank: 0,
            horse_mob: 0,
            horse_base: 0,
            chariot_mob: 0,
            chariot_base: 0,
            cannon_mob: 0,
            cannon_aim: 0,
            soldier_center: 0,
            danger_horse: 0,
            danger_chariot_near: 0,
            danger_chariot_file: 0,
            danger_cannon_screen: 0,
            danger_cannon_line: 0,
            danger_soldier: 0,
            tempo: 0,
            threat_stm: 1,
            threat_fork: 1000,
            threat_other: 100,
            ..MINI
        };
        evaluate_with(
            &w,
            pos.turn(),
            pos.pieces(Color::Red).chain(pos.pieces(Color::Black)),
        )
    }

    #[test]
    fn threatened_pieces_are_counted() {
        // Black's general on e7 (c7 in the cannon case), off the open files.
        // The black horse on d5 attacks the undefended red chariot on c3 (rank 5).
        assert_eq!(threats_only("4k2/7/3n3/7/2R4/7/3K3 w - - 0 1"), -5);
        // Black to move: the chariot is the other side's, and black's evaluation rises.
        assert_eq!(threats_only("4k2/7/3n3/7/2R4/7/3K3 b - - 0 1"), 500);
        // A soldier on c2 defends it, but a horse is worth less than a chariot.
        assert_eq!(threats_only("4k2/7/3n3/7/2R4/2P4/3K3 w - - 0 1"), -5);
        // A defended horse attacked by a chariot is safe: the black chariot on a3 attacks
        // the red horse on b3, which the soldier on b2 defends.
        assert_eq!(threats_only("4k2/7/7/7/rN5/1P5/3K3 w - - 0 1"), 0);
        // Undefended, it is threatened (its own jumps do not reach the chariot).
        assert_eq!(threats_only("4k2/7/7/7/rN5/7/3K3 w - - 0 1"), -3);
        // The horse moved away from the chariot: nothing threatened.
        assert_eq!(threats_only("4k2/7/6n/7/2R4/7/3K3 w - - 0 1"), 0);
        // The cannon on a3 jumps the soldier on c3 and attacks only the first piece
        // behind it: the chariot on e3, not the horse on g3 (which the chariot defends).
        assert_eq!(threats_only("2k4/7/7/7/c1P1R1N/7/3K3 w - - 0 1"), -5);
        // A defender counts: the chariot on c3 defends the cannon on e3 from the horse.
        assert_eq!(threats_only("4k2/7/3n3/7/2R1C2/7/3K3 w - - 0 1"), -5);
        // The horse on d5 forks the chariot on c3 and the cannon on f4: 5 + 3, and the fork.
        assert_eq!(threats_only("4k2/7/3n3/5C1/2R4/7/3K3 w - - 0 1"), -8 - 1000);
    }

    #[test]
    fn an_extra_chariot_is_worth_a_lot() {
        // Black is missing the a7 chariot.
        let e = eval(
            Variant::MiniXiangqi,
            "1cnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1",
        );
        assert!(e > 700, "{e}");
        let e = eval(
            Variant::MiniXiangqi,
            "1cnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR b - - 0 1",
        );
        assert!(e < -700, "{e}");
    }
}
