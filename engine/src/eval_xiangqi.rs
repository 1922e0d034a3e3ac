//! The evaluation of Mini Xiangqi, Xiangqi and (on sampled true boards) Dark Mini Xiangqi:
//! material that shifts from middlegame to endgame, soldier advancement, piece mobility,
//! and the safety of the general.

use rules::Color;
use rules::xiangqi::{Piece, Role, Square};

/// Material and positional weights of one board size.
struct Weights {
    /// Middlegame value per role code (1 general .. 7 soldier).
    mg: [i32; 8],
    /// Endgame value per role code.
    eg: [i32; 8],
    /// Soldier bonus by rank counted from its own back rank.
    soldier: [i32; 10],
    /// Ranks from the own back rank at which a soldier has crossed.
    crossed_from: i32,
    /// Chebyshev distance of the palace within which enemy pieces threaten the general.
    near: i32,
}

const XIANGQI: Weights = Weights {
    mg: [0, 0, 200, 200, 400, 900, 470, 100],
    eg: [0, 0, 200, 200, 450, 950, 420, 120],
    soldier: [0, 0, 0, 0, 10, 100, 130, 140, 130, 70],
    crossed_from: 5,
    near: 3,
};

const MINI: Weights = Weights {
    mg: [0, 0, 0, 0, 400, 900, 450, 150],
    eg: [0, 0, 0, 0, 440, 950, 400, 180],
    soldier: [0, 0, 10, 25, 45, 55, 20, 0, 0, 0],
    crossed_from: 0,
    near: 2,
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
struct Board {
    w: i32,
    h: i32,
    cells: [u8; 90],
}

impl Board {
    #[inline]
    fn get(&self, f: i32, r: i32) -> Option<u8> {
        if f < 0 || r < 0 || f >= self.w || r >= self.h {
            None
        } else {
            Some(self.cells[(r * self.w + f) as usize])
        }
    }
}

const RED: u8 = 0;
const BLACK: u8 = 8;

fn code(p: Piece) -> u8 {
    p.role as u8 | if p.color == Color::Red { RED } else { BLACK }
}

const ORTHO: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// Horse jumps: the leg, then the destination.
const HORSE: [((i32, i32), (i32, i32)); 8] = [
    ((0, 1), (1, 2)),
    ((0, 1), (-1, 2)),
    ((0, -1), (1, -2)),
    ((0, -1), (-1, -2)),
    ((1, 0), (2, 1)),
    ((1, 0), (2, -1)),
    ((-1, 0), (-2, 1)),
    ((-1, 0), (-2, -1)),
];

/// The evaluation from the side to move's point of view, in centipawns.
///
/// `mini` selects the 7×7 board (Mini Xiangqi and its dark form), else 9×10.
pub(crate) fn evaluate(
    mini: bool,
    turn: Color,
    pieces: impl Iterator<Item = (Square, Piece)>,
) -> i32 {
    let wt = if mini { &MINI } else { &XIANGQI };
    let (w, h) = if mini { (7, 7) } else { (9, 10) };
    let mut b = Board {
        w,
        h,
        cells: [0; 90],
    };
    let mut list: [(i32, i32, u8); 32] = [(0, 0, 0); 32];
    let mut n = 0;
    let mut generals = [None; 2];
    let mut phase = 0;
    for (sq, p) in pieces {
        let (f, r) = (sq.file() as i32, sq.rank() as i32);
        if f >= w || r >= h || n == 32 {
            continue;
        }
        let c = code(p);
        b.cells[(r * w + f) as usize] = c;
        list[n] = (f, r, c);
        n += 1;
        match p.role {
            Role::General => generals[p.color.index()] = Some((f, r)),
            Role::Chariot => phase += 4,
            Role::Horse | Role::Cannon => phase += 2,
            _ => {}
        }
    }
    let phase = phase.min(32);
    let mut mg = [0i32; 2];
    let mut eg = [0i32; 2];
    let mut pos = [0i32; 2];
    // Danger to each side's general, and its defenders.
    let mut danger = [0i32; 2];
    let mut defenders = [0i32; 2];
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
                pos[side] -= 18 * rel;
            }
            2 | 3 => defenders[side] += 1,
            4 => {
                let mut mob = 0;
                for ((lf, lr), (df, dr)) in HORSE {
                    if b.get(f + lf, r + lr) == Some(0)
                        && let Some(t) = b.get(f + df, r + dr)
                        && (t == 0 || t & 8 != own)
                    {
                        mob += 1;
                    }
                }
                pos[side] += 9 * mob - 20;
                if let Some((gf, gr)) = enemy_general
                    && (f - gf).abs().max((r - gr).abs()) <= wt.near
                {
                    danger[side ^ 1] += 3;
                }
            }
            5 => {
                let mut mob = 0;
                for (df, dr) in ORTHO {
                    let (mut x, mut y) = (f + df, r + dr);
                    while let Some(t) = b.get(x, y) {
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
                pos[side] += 5 * mob - 30;
                if let Some((gf, gr)) = enemy_general {
                    if (f - gf).abs() <= 1 || (r - gr).abs() <= 1 {
                        danger[side ^ 1] += 3;
                    }
                    if f == gf && clear_between(&b, f, r, gf, gr) == 0 {
                        danger[side ^ 1] += 3;
                    }
                }
            }
            6 => {
                let mut mob = 0;
                for (df, dr) in ORTHO {
                    let (mut x, mut y) = (f + df, r + dr);
                    while b.get(x, y) == Some(0) {
                        mob += 1;
                        x += df;
                        y += dr;
                    }
                }
                pos[side] += 2 * mob;
                if let Some((gf, gr)) = enemy_general
                    && (f == gf || r == gr)
                {
                    let screens = clear_between(&b, f, r, gf, gr);
                    danger[side ^ 1] += if screens == 1 { 4 } else { 2 };
                    if f == gf && screens == 1 {
                        pos[side] += 30;
                    }
                }
            }
            _ => {
                pos[side] += wt.soldier[rel as usize];
                if rel >= wt.crossed_from && (1..w - 1).contains(&f) {
                    pos[side] += 8;
                }
                if let Some((gf, gr)) = enemy_general
                    && rel >= wt.crossed_from
                    && (f - gf).abs().max((r - gr).abs()) < wt.near
                {
                    danger[side ^ 1] += 2;
                }
            }
        }
    }
    let mut total = [0i32; 2];
    for side in 0..2 {
        let material = (mg[side] * phase + eg[side] * (32 - phase)) / 32;
        let mut d = danger[side];
        if !mini {
            d += (4 - defenders[side]).max(0) * d.min(6) / 6;
        }
        let safety = (d * d * 3).min(450) * (phase + 8) / 40;
        total[side] = material + pos[side] - safety;
    }
    let red = total[0] - total[1];
    let v = if turn == Color::Red { red } else { -red };
    v + 12
}

/// The number of pieces strictly between two points of one file or rank.
fn clear_between(b: &Board, f1: i32, r1: i32, f2: i32, r2: i32) -> i32 {
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
            variant != Variant::Xiangqi,
            pos.turn(),
            pos.pieces(Color::Red).chain(pos.pieces(Color::Black)),
        )
    }

    #[test]
    fn start_positions_are_balanced() {
        for v in [Variant::MiniXiangqi, Variant::Xiangqi] {
            let e = eval(v, v.start_fen());
            assert!(e.abs() < 40, "{v}: {e}");
        }
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
