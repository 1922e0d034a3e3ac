//! A small network's correction to the Minishogi evaluation: one hidden layer over the
//! pieces by side, role and square and the pieces in hand, trained on positions from
//! Fairy-Stockfish's games and Palace's games against it, each labelled half by its
//! game's result and half by Fairy-Stockfish's search (`engine/match/fit/nn_train.py`,
//! the recipe in `engine/match/fit/README.md`).
//!
//! The hidden layer is summed afresh at each evaluation rather than updated along the
//! moves: a Minishogi position has at most 22 active inputs, so the sum is about 1,400
//! additions. Measured: the search visits about 15% fewer nodes a second with the network
//! (1 s searches from five positions, four rounds: 3.77 against 4.43 million nodes a
//! second summed), for 6 points more against Fairy-Stockfish at 200 ms a move
//! (`engine/match/results/SUMMARY.md`, session 12), so an incremental accumulator is not
//! worth its bookkeeping yet.

use rules::Color;
use rules::shogi::{Position, Square};

mod weights;

use weights::{B1, B2, HIDDEN, W1, W2};

/// The number of inputs: each piece by side (the side to move's, the other side's), role
/// and square seen from the side to move (the board turned round for gote, as
/// [`crate::eval_shogi::SQUARES`]), then each hand role held at least once and at least
/// twice, the side to move's first.
pub(crate) const INPUTS: usize = 520;

/// The hidden layer's fixed-point one: its values are clipped to `0..=ONE`.
const ONE: i32 = 256;

/// Calls `f` with each active input of `pos`.
pub(crate) fn inputs(pos: &Position, mut f: impl FnMut(usize)) {
    let us = pos.turn();
    for (i, sq) in Square::ALL.iter().enumerate() {
        if let Some(p) = pos.piece_at(*sq) {
            let square = if us == Color::SENTE { i } else { 24 - i };
            let side = if p.color == us { 0 } else { 250 };
            f(side + p.role.index() * 25 + square);
        }
    }
    for (k, color) in [us, !us].into_iter().enumerate() {
        for (r, &n) in pos.hand(color).iter().enumerate() {
            if n >= 1 {
                f(500 + k * 10 + r * 2);
            }
            if n >= 2 {
                f(500 + k * 10 + r * 2 + 1);
            }
        }
    }
}

/// The network's correction for the side to move, in sixteenths of a centipawn.
#[inline]
pub(crate) fn correction(pos: &Position) -> i32 {
    let mut acc: [i32; HIDDEN] = B1;
    inputs(pos, |i| {
        for (a, &w) in acc.iter_mut().zip(&W1[i]) {
            *a += i32::from(w);
        }
    });
    let sum: i32 = acc.iter().zip(W2).map(|(&a, w)| a.clamp(0, ONE) * w).sum();
    sum / ONE + B2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_inputs_see_the_board_from_the_side_to_move() {
        // The start with either side to move: the board turned round is the same board.
        let sente = Position::from_fen("rbsgk/4p/5/P4/KGSBR[-] w 0 1").unwrap();
        let gote = Position::from_fen("rbsgk/4p/5/P4/KGSBR[-] b 0 1").unwrap();
        let collect = |pos: &Position| {
            let mut v = Vec::new();
            inputs(pos, |i| v.push(i));
            v.sort_unstable();
            v
        };
        assert_eq!(collect(&sente), collect(&gote));
        assert_eq!(correction(&sente), correction(&gote));
        // Every input is in range, once; the hands come after the board.
        let pos = Position::from_fen("2k2/5/1+P3/1r3/K1+b2[GGSsp] w 0 1").unwrap();
        let v = collect(&pos);
        assert!(v.windows(2).all(|w| w[0] < w[1]) && v.iter().all(|&i| i < INPUTS));
        // Board: 5 pieces; hands: sente's two golds (held once, held twice) and silver,
        // gote's silver and pawn.
        assert_eq!(v.len(), 5 + 3 + 2);
        assert!(v[..5].iter().all(|&i| i < 500));
        // Sente to move, so its hand comes first: silver (502), gold once and twice (504,
        // 505); then gote's pawn (510) and silver (512).
        assert_eq!(v[5..], [502, 504, 505, 510, 512]);
    }

    #[test]
    fn the_engine_computes_what_the_training_wrote() {
        // The training script computes each of these corrections with the weights it wrote,
        // in the engine's integer arithmetic.
        let golden = include_str!("../tests/data/minishogi-nn-golden.tsv");
        let mut n = 0;
        for line in golden.lines() {
            let (fen, want) = line.split_once('\t').unwrap();
            let pos = Position::from_fen(fen).unwrap();
            assert_eq!(correction(&pos), want.parse::<i32>().unwrap(), "{fen}");
            n += 1;
        }
        assert!(n >= 20, "{n} golden positions");
    }
}
