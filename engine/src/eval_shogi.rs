//! The evaluation of Minishogi: a weighted sum of features (material on the board and in
//! hand, mobility, pawn advancement, king safety with the enemy's hand counted as attackers
//! to come and its safe drop checks, hanging pieces, distances to the kings), with weights
//! fitted to Fairy-Stockfish's evaluation.

use rules::Color;
use rules::shogi::{Position, Role, Square};

/// How much each hand role adds to the danger of the enemy king.
const HAND_DANGER: [i32; 5] = [1, 2, 2, 2, 3];

/// The value of a role for move ordering.
pub(crate) fn order_value(role: Role) -> i32 {
    const BOARD: [i32; 10] = [100, 480, 540, 600, 750, 5000, 520, 520, 820, 950];
    BOARD[role.index()]
}

/// The value of a hand role for move ordering.
pub(crate) fn hand_value(role: Role) -> i32 {
    [120, 520, 580, 650, 800]
        .get(role.index())
        .copied()
        .unwrap_or(0)
}

/// The squares a piece of `role` and `color` on (f, r) attacks (the rules' tables).
#[inline]
fn attacks(role: Role, color: Color, f: i32, r: i32, occ: u32) -> u32 {
    let square = Square::new((r * 5 + f) as u8).expect("on the board");
    rules::shogi::piece_attacks(role, color, square, occ)
}

/// The number of evaluation features.
pub(crate) const FEATURES: usize = 32;

/// The weight of each feature of [`features`], in sixteenths of a centipawn: a least-squares
/// fit to Fairy-Stockfish's classical evaluation (doubled) of 17,000 positions from
/// Minishogi games, then tuned to the results of 681 games of Fairy-Stockfish against
/// itself (pulled towards that fit; the promoted silver's weight kept), see
/// `engine/match/fit/`.
#[rustfmt::skip]
pub(crate) const WEIGHTS: [i32; FEATURES] = [
    // Board pieces: pawn, silver, gold, bishop, rook, tokin, promoted silver, horse, dragon.
    6856, 9267, 9112, 9053, 9891, 5447, 7218, 15051, 11204,
    // Pieces in hand: pawn, silver, gold, bishop, rook (see also the enemy hand's threat).
    -776, 741, 1278, -401, 230,
    // Mobility: rooks, bishops, the rest.
    539, 481, 541,
    // Pawn advancement, guards next to the king, the king's advance.
    -226, -261, -1011,
    // King danger: squared, attacks, defence, enemy hand, safe drop checks, weak squares.
    -6, -785, 261, -3332, -2867, -964,
    // Tempo.
    1560,
    // Hanging pieces, attacked pieces, distance to the enemy king and to the own king,
    // pieces on the last rank.
    -1582, -505, -680, -430, 1090,
];

/// The evaluation from the side to move's point of view, in centipawns.
pub(crate) fn evaluate(pos: &Position) -> i32 {
    let f = features(pos);
    f.iter().zip(WEIGHTS).map(|(a, w)| a * w).sum::<i32>() / 16
}

/// The evaluation features, the side to move's minus the other side's: board pieces by
/// role (pawn, silver, gold, bishop, rook, tokin, promoted silver, horse, dragon), hand
/// pieces by role, mobility (rooks, bishops, the rest), pawn advancement, guards next to
/// the king, the king's advance, king danger (squared and capped, enemy attacks on the
/// king's neighbourhood, its defence, the enemy's hand, safe drop checks, weak squares next
/// to the king), a tempo of 1, then hanging and attacked pieces, the pieces' distances to
/// the enemy king and to their own, and pieces on the last rank.
pub(crate) fn features(pos: &Position) -> [i32; FEATURES] {
    let mut occ = [0u32; 2];
    let mut kings = [0usize; 2];
    let mut cells: [Option<(Color, Role)>; 25] = [None; 25];
    for (i, sq) in Square::ALL.iter().enumerate() {
        if let Some(p) = pos.piece_at(*sq) {
            occ[p.color.index()] |= 1 << i;
            cells[i] = Some((p.color, p.role));
            if p.role == Role::King {
                kings[p.color.index()] = i;
            }
        }
    }
    let all = occ[0] | occ[1];
    let mut side = [[0i32; FEATURES]; 2];
    let mut count = [[0u8; 25]; 2];
    for (i, cell) in cells.iter().enumerate() {
        let Some((color, role)) = *cell else { continue };
        let s = color.index();
        let x = &mut side[s];
        let (f, r) = ((i % 5) as i32, (i / 5) as i32);
        let rel = if color == Color::SENTE { r } else { 4 - r };
        let a = attacks(role, color, f, r, all);
        let mobility = (a & !occ[s]).count_ones() as i32;
        let mut bits = a;
        while bits != 0 {
            let t = bits.trailing_zeros() as usize;
            count[s][t] = count[s][t].saturating_add(1);
            bits &= bits - 1;
        }
        let slot = match role {
            Role::King => None,
            Role::Tokin => Some(5),
            Role::PromotedSilver => Some(6),
            Role::Horse => Some(7),
            Role::Dragon => Some(8),
            _ => Some(role.index()),
        };
        if let Some(k) = slot {
            x[k] += 1;
        }
        match role {
            Role::Rook | Role::Dragon => x[14] += mobility,
            Role::Bishop | Role::Horse => x[15] += mobility,
            Role::King => {}
            _ => x[16] += mobility,
        }
        match role {
            Role::Pawn => x[17] += rel,
            Role::Silver | Role::Gold | Role::PromotedSilver | Role::Tokin => {
                let k = kings[s];
                let d = ((k % 5) as i32 - f).abs().max(((k / 5) as i32 - r).abs());
                if d <= 1 {
                    x[18] += 1;
                }
            }
            Role::King => x[19] += rel,
            _ => {}
        }
    }
    for color in Color::ALL {
        let s = color.index();
        for (r, &n) in pos.hand(color).iter().enumerate() {
            side[s][9 + r] += n as i32;
        }
    }
    for color in Color::ALL {
        let s = color.index();
        let e = s ^ 1;
        let k = kings[s];
        let (kf, kr) = ((k % 5) as i32, (k / 5) as i32);
        let near = attacks(Role::King, color, kf, kr, 0);
        let zone = near | (1 << k);
        let (mut attack, mut defence, mut weak) = (0i32, 0i32, 0i32);
        let mut z = zone;
        while z != 0 {
            let t = z.trailing_zeros() as usize;
            attack += count[e][t] as i32;
            defence += count[s][t].min(2) as i32;
            let by_king = near & (1 << t) != 0;
            if count[e][t] > 0 && count[s][t] as i32 - i32::from(by_king) == 0 {
                weak += 1;
            }
            z &= z - 1;
        }
        let hand = pos.hand(!color);
        let threat: i32 = hand
            .iter()
            .zip(HAND_DANGER)
            .map(|(&n, d)| n.min(2) as i32 * d)
            .sum();
        let mut checks = 0;
        for (r, &n) in hand.iter().enumerate() {
            if n == 0 {
                continue;
            }
            // The empty squares from which a dropped enemy piece would give check, safe
            // when only the king guards them and it cannot take there.
            let mut b = attacks(Role::ALL[r], color, kf, kr, all) & !all;
            while b != 0 {
                let t = b.trailing_zeros() as usize;
                let by_king = near & (1 << t) != 0;
                let guards = count[s][t] as i32 - i32::from(by_king);
                if guards == 0 && (!by_king || count[e][t] > 0) {
                    checks += 1;
                    break;
                }
                b &= b - 1;
            }
        }
        let danger = (3 * attack + 2 * threat - defence).max(0);
        let x = &mut side[s];
        x[20] = (danger * danger).min(300);
        x[21] = attack;
        x[22] = defence;
        x[23] = threat;
        x[24] = checks;
        x[25] = weak;
    }
    for (i, cell) in cells.iter().enumerate() {
        let Some((color, role)) = *cell else { continue };
        if role == Role::King {
            continue;
        }
        let s = color.index();
        let e = s ^ 1;
        let (f, r) = ((i % 5) as i32, (i / 5) as i32);
        let dist = |k: usize| ((k % 5) as i32 - f).abs().max(((k / 5) as i32 - r).abs());
        let x = &mut side[s];
        if count[e][i] > 0 {
            x[28] += 1;
            if count[s][i] == 0 {
                x[27] += 1;
            }
        }
        x[29] += dist(kings[e]);
        x[30] += dist(kings[s]);
        let rel = if color == Color::SENTE { r } else { 4 - r };
        if rel == 4 {
            x[31] += 1;
        }
    }
    let us = pos.turn().index();
    let mut out = [0i32; FEATURES];
    for (i, o) in out.iter_mut().enumerate() {
        *o = side[us][i] - side[us ^ 1][i];
    }
    out[26] = 1;
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_is_balanced_and_material_counts() {
        let e = evaluate(&Position::new());
        assert!(e.abs() < 100, "{e}");
        // Sente has an extra rook in hand.
        let e = evaluate(&Position::from_fen("1bsgk/4p/5/P4/KGSBR[R] w 0 1").unwrap());
        assert!(e > 500, "{e}");
        // Gote to move in the same position: bad for gote.
        let e = evaluate(&Position::from_fen("1bsgk/4p/5/P4/KGSBR[R] b 0 1").unwrap());
        assert!(e < -500, "{e}");
    }
}
