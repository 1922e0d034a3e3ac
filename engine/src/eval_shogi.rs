//! The evaluation of Minishogi: material on the board and in hand, mobility, pawn
//! advancement, and king safety (attacks on the king's neighbourhood against its defenders,
//! with the enemy's hand counted as attackers to come).

use rules::Color;
use rules::shogi::{Position, Role, Square};

/// Board value per role, in the order of [`Role::ALL`].
const BOARD: [i32; 10] = [100, 480, 540, 600, 750, 0, 520, 520, 820, 950];
/// Hand value per hand role (pawn, silver, gold, bishop, rook): a little above the board.
const HAND: [i32; 5] = [120, 520, 580, 650, 800];
/// How much each hand role adds to the danger of the enemy king.
const HAND_DANGER: [i32; 5] = [1, 2, 2, 2, 3];
/// Mobility weight per role.
const MOBILITY: [i32; 10] = [0, 2, 1, 4, 4, 0, 1, 1, 3, 3];

/// The value of a role for move ordering.
pub(crate) fn order_value(role: Role) -> i32 {
    if role == Role::King {
        5000
    } else {
        BOARD[role.index()]
    }
}

/// The value of a hand role for move ordering.
pub(crate) fn hand_value(role: Role) -> i32 {
    HAND.get(role.index()).copied().unwrap_or(0)
}

const N: [(i32, i32); 1] = [(0, 1)];
const SILVER: [(i32, i32); 5] = [(-1, 1), (0, 1), (1, 1), (-1, -1), (1, -1)];
const GOLD: [(i32, i32); 6] = [(-1, 1), (0, 1), (1, 1), (-1, 0), (1, 0), (0, -1)];
const KING: [(i32, i32); 8] = [
    (-1, 1),
    (0, 1),
    (1, 1),
    (-1, 0),
    (1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const ORTH: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

#[inline]
fn bit(f: i32, r: i32) -> u32 {
    if (0..5).contains(&f) && (0..5).contains(&r) {
        1 << (r * 5 + f)
    } else {
        0
    }
}

fn steps(f: i32, r: i32, dirs: &[(i32, i32)], up: i32) -> u32 {
    dirs.iter()
        .fold(0, |acc, &(df, dr)| acc | bit(f + df, r + dr * up))
}

fn slides(f: i32, r: i32, dirs: &[(i32, i32)], occ: u32) -> u32 {
    let mut out = 0;
    for &(df, dr) in dirs {
        let (mut x, mut y) = (f + df, r + dr);
        loop {
            let b = bit(x, y);
            if b == 0 {
                break;
            }
            out |= b;
            if occ & b != 0 {
                break;
            }
            x += df;
            y += dr;
        }
    }
    out
}

/// The squares a piece of `role` and `color` on (f, r) attacks.
fn attacks(role: Role, color: Color, f: i32, r: i32, occ: u32) -> u32 {
    let up = if color == Color::SENTE { 1 } else { -1 };
    match role {
        Role::Pawn => steps(f, r, &N, up),
        Role::Silver => steps(f, r, &SILVER, up),
        Role::Gold | Role::Tokin | Role::PromotedSilver => steps(f, r, &GOLD, up),
        Role::King => steps(f, r, &KING, up),
        Role::Bishop => slides(f, r, &DIAG, occ),
        Role::Rook => slides(f, r, &ORTH, occ),
        Role::Horse => slides(f, r, &DIAG, occ) | steps(f, r, &ORTH, up),
        Role::Dragon => slides(f, r, &ORTH, occ) | steps(f, r, &DIAG, up),
    }
}

/// The evaluation from the side to move's point of view, in centipawns.
pub(crate) fn evaluate(pos: &Position) -> i32 {
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
    let mut score = [0i32; 2];
    let mut count = [[0u8; 25]; 2];
    for (i, cell) in cells.iter().enumerate() {
        let Some((color, role)) = *cell else { continue };
        let s = color.index();
        let (f, r) = ((i % 5) as i32, (i / 5) as i32);
        let rel = if color == Color::SENTE { r } else { 4 - r };
        score[s] += BOARD[role.index()];
        let a = attacks(role, color, f, r, all);
        score[s] += MOBILITY[role.index()] * (a & !occ[s]).count_ones() as i32;
        let mut bits = a;
        while bits != 0 {
            let t = bits.trailing_zeros() as usize;
            count[s][t] = count[s][t].saturating_add(1);
            bits &= bits - 1;
        }
        match role {
            Role::Pawn => score[s] += 8 * rel,
            Role::Silver | Role::Gold | Role::PromotedSilver | Role::Tokin => {
                let k = kings[s];
                let d = ((k % 5) as i32 - f).abs().max(((k / 5) as i32 - r).abs());
                if d <= 1 {
                    score[s] += 18;
                }
            }
            Role::King => score[s] -= 10 * rel,
            _ => {}
        }
    }
    for color in Color::ALL {
        let s = color.index();
        let hand = pos.hand(color);
        for (r, &n) in hand.iter().enumerate() {
            score[s] += HAND[r] * n as i32;
        }
    }
    for color in Color::ALL {
        let s = color.index();
        let e = s ^ 1;
        let k = kings[s];
        let (kf, kr) = ((k % 5) as i32, (k / 5) as i32);
        let zone = steps(kf, kr, &KING, 1) | (1 << k);
        let mut attack = 0i32;
        let mut defence = 0i32;
        let mut z = zone;
        while z != 0 {
            let t = z.trailing_zeros() as usize;
            attack += count[e][t] as i32;
            defence += count[s][t].min(2) as i32;
            z &= z - 1;
        }
        let hand_threat: i32 = pos
            .hand(!color)
            .iter()
            .zip(HAND_DANGER)
            .map(|(&n, d)| n.min(2) as i32 * d)
            .sum();
        let danger = (3 * attack + 2 * hand_threat - defence).max(0);
        score[s] -= (danger * danger * 2).min(600);
    }
    let sente = score[0] - score[1];
    let v = if pos.turn() == Color::SENTE {
        sente
    } else {
        -sente
    };
    v + 20
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_is_balanced_and_material_counts() {
        let e = evaluate(&Position::new());
        assert!(e.abs() < 60, "{e}");
        // Sente has an extra rook in hand.
        let e = evaluate(&Position::from_fen("1bsgk/4p/5/P4/KGSBR[R] w 0 1").unwrap());
        assert!(e > 500, "{e}");
        // Gote to move in the same position: bad for gote.
        let e = evaluate(&Position::from_fen("1bsgk/4p/5/P4/KGSBR[R] b 0 1").unwrap());
        assert!(e < -500, "{e}");
    }
}
