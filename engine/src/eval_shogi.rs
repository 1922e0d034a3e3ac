//! The evaluation of Minishogi: a weighted sum of features (material on the board and in
//! hand, mobility, pawn advancement, king safety with the enemy's hand counted as attackers
//! to come and its safe drop checks, hanging pieces, distances to the kings) plus a value
//! for each role on each square, with weights fitted to Fairy-Stockfish's evaluation and
//! to the results of its games; a small network ([`crate::eval_shogi_nn`]) corrects that
//! sum.

use rules::Color;
use rules::shogi::{Position, Role, Square};

use crate::eval_shogi_nn;

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
/// Minishogi games, tuned to the results of 681 games of Fairy-Stockfish against itself,
/// then fitted with [`SQUARES`] by gradient descent to the results of those and 1,000 more
/// (`engine/match/fit/`, `tune minishogi-squares`).
#[rustfmt::skip]
pub(crate) const WEIGHTS: [i32; FEATURES] = [
    // Board pieces: pawn, silver, gold, bishop, rook, tokin, promoted silver, horse, dragon.
    6571, 9114, 9286, 9081, 10270, 5480, 7082, 15006, 11240,
    // Pieces in hand: pawn, silver, gold, bishop, rook (see also the enemy hand's threat).
    -507, 681, 1403, 29, -205,
    // Mobility: rooks, bishops, the rest.
    464, 337, 452,
    // Pawn advancement, guards next to the king, the king's advance.
    -623, -438, -511,
    // King danger: squared, attacks, defence, enemy hand, safe drop checks, weak squares.
    7, -681, 386, -3285, -2622, -804,
    // Tempo.
    1640,
    // Hanging pieces, attacked pieces, distance to the enemy king and to the own king,
    // pieces on the last rank.
    -1578, -723, -753, -247, 1483,
];

/// The value of each role on each square seen from its own side (square `rank * 5 + file`
/// for sente, `24 -` that for gote: the board turned round), in sixteenths of a centipawn,
/// added to [`WEIGHTS`]' material (fitted with them, see there).
#[rustfmt::skip]
pub(crate) const SQUARES: [[i32; 25]; 10] = [
    // pawn
    [0, 16, -17, -19, -44, 7, -60, 4, -13, -4, -128, 95, -70, -13, -17, -44, -13, 16, 17, 3, 0, 0, 0, 0, 0],
    // silver
    [-23, -58, -262, 55, -20, -82, -327, 272, -26, -16, -20, 65, 253, 19, 52, 4, 8, 21, -12, 3, -21, 1, -7, -34, 3],
    // gold
    [-81, 572, -32, 27, -44, -51, -264, 80, 28, 28, -19, -169, 81, 23, 15, 55, -27, 30, -30, 2, -34, 9, 10, -22, -11],
    // bishop
    [84, 56, -199, -357, 21, -5, 378, -477, 147, 46, 59, 7, 93, -88, -9, -52, 182, 3, 14, 29, 38, 65, 1, -12, 6],
    // rook
    [-35, 43, 400, 606, -490, 18, -147, -75, -119, -131, 11, -48, -36, 5, -11, -37, -28, 19, -10, -21, 351, 72, 47, -1, -2],
    // king
    [433, -353, -143, -67, -20, -38, 163, -23, -32, -12, -55, -11, 28, -26, -11, 52, 29, -8, 0, 0, 94, -3, 1, 2, 0],
    // tokin
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 47, 1, -2, 0, 0, 1, -25, 6, 6, 0],
    // promoted silver
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, -4, 1, 0, 0, -81, -54, 4, -7, 0],
    // horse
    [0, 3, -18, 5, 19, 0, -5, -5, -25, 55, -3, -7, 9, 0, -5, -24, -19, 1, 0, 0, 0, -40, 13, 0, 0],
    // dragon
    [0, -34, -10, -5, 0, -21, -16, -20, 3, 0, 21, -14, -17, -5, 4, 40, 7, -11, 0, -1, 9, 70, 21, 6, 6],
];

/// The evaluation from the side to move's point of view, in centipawns: the linear
/// evaluation and the network's correction ([`crate::eval_shogi_nn`]).
pub(crate) fn evaluate(pos: &Position) -> i32 {
    (linear_sixteenths(pos) + eval_shogi_nn::correction(pos)) / 16
}

/// The linear evaluation alone (the weighted features and [`SQUARES`]) from the side to
/// move's point of view, in centipawns: what the network corrects.
pub(crate) fn linear(pos: &Position) -> i32 {
    linear_sixteenths(pos) / 16
}

/// The linear evaluation in sixteenths of a centipawn.
fn linear_sixteenths(pos: &Position) -> i32 {
    let (f, squares) = features_and_squares(pos);
    f.iter().zip(WEIGHTS).map(|(a, w)| a * w).sum::<i32>() + squares
}

/// The square of [`SQUARES`] for a piece of `color` on board square `i` (`rank * 5 +
/// file`): the board turned round for gote.
#[inline]
fn own_square(color: Color, i: usize) -> usize {
    if color == Color::SENTE { i } else { 24 - i }
}

/// Calls `term` with each piece's role index, its square seen from its own side (see
/// [`SQUARES`]) and 1 for the side to move's pieces, -1 for the other side's (what the
/// fitting of [`SQUARES`] needs, one term at a time).
pub(crate) fn square_terms(pos: &Position, mut term: impl FnMut(usize, usize, i32)) {
    let us = pos.turn();
    for (i, sq) in Square::ALL.iter().enumerate() {
        if let Some(p) = pos.piece_at(*sq) {
            let sign = if p.color == us { 1 } else { -1 };
            term(p.role.index(), own_square(p.color, i), sign);
        }
    }
}

/// The evaluation features, the side to move's minus the other side's: board pieces by
/// role (pawn, silver, gold, bishop, rook, tokin, promoted silver, horse, dragon), hand
/// pieces by role, mobility (rooks, bishops, the rest), pawn advancement, guards next to
/// the king, the king's advance, king danger (squared and capped, enemy attacks on the
/// king's neighbourhood, its defence, the enemy's hand, safe drop checks, weak squares next
/// to the king), a tempo of 1, then hanging and attacked pieces, the pieces' distances to
/// the enemy king and to their own, and pieces on the last rank.
pub(crate) fn features(pos: &Position) -> [i32; FEATURES] {
    features_and_squares(pos).0
}

/// [`features`], and the side to move's [`SQUARES`] values minus the other side's, from
/// one walk over the board.
pub(crate) fn features_and_squares(pos: &Position) -> ([i32; FEATURES], i32) {
    let mut squares = [0i32; 2];
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
        squares[s] += SQUARES[role.index()][own_square(color, i)];
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
    (out, squares[us] - squares[us ^ 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_is_balanced_and_material_counts() {
        // The start is worth the move alone (Fairy-Stockfish's sente wins two games in
        // three): every other term cancels.
        let e = linear(&Position::new());
        assert!(e.abs() < 110, "{e}");
        assert_eq!(e, WEIGHTS[26] / 16);
        // Sente has an extra rook in hand.
        let e = evaluate(&Position::from_fen("1bsgk/4p/5/P4/KGSBR[R] w 0 1").unwrap());
        assert!(e > 500, "{e}");
        // Gote to move in the same position: bad for gote.
        let e = evaluate(&Position::from_fen("1bsgk/4p/5/P4/KGSBR[R] b 0 1").unwrap());
        assert!(e < -500, "{e}");
    }

    #[test]
    fn the_squares_turn_the_board_round_for_gote() {
        // The start is the same for both sides with the board turned round (not mirrored:
        // a1's king faces e5's), so it is worth the same to either side to move.
        let sente = Position::from_fen("rbsgk/4p/5/P4/KGSBR[-] w 0 1").unwrap();
        let gote = Position::from_fen("rbsgk/4p/5/P4/KGSBR[-] b 0 1").unwrap();
        assert_eq!(evaluate(&sente), evaluate(&gote));
        let mut terms = Vec::new();
        square_terms(&sente, |role, square, sign| {
            terms.push((role, square, sign))
        });
        assert_eq!(terms.len(), 12);
        // Sente's king on a1 and gote's on e5 are the same entry, with opposite signs.
        let king = Role::King.index();
        assert!(terms.contains(&(king, 0, 1)) && terms.contains(&(king, 0, -1)));
        let sum: i32 = terms.iter().map(|&(r, q, s)| s * SQUARES[r][q]).sum();
        assert_eq!(sum, 0);
        assert_eq!(features_and_squares(&sente).1, 0);
        // The walk of the evaluation adds up the same terms, for either side to move.
        for fen in [
            "1bsgk/4p/5/P4/KGSBR[R] w 0 1",
            "1bsgk/4p/5/P4/KGSBR[R] b 0 1",
            "2k2/5/1+P3/1r3/K1+b2[GSgsp] w 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let mut sum = 0;
            square_terms(&pos, |role, square, sign| {
                sum += sign * SQUARES[role][square]
            });
            assert_ne!(sum, 0, "{fen}");
            assert_eq!(features_and_squares(&pos).1, sum, "{fen}");
            assert_eq!(features_and_squares(&pos).0, features(&pos), "{fen}");
        }
        // A lone rook on its best square is worth more there than on its worst.
        let rook = &SQUARES[Role::Rook.index()];
        assert!(rook.iter().max() > rook.iter().min());
    }
}
