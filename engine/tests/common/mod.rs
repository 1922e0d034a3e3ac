//! Helpers shared by the engine's integration tests: an independent brute-force mate
//! solver on top of the rules' `Game`, and a random mover.

#![allow(dead_code)]

use engine::SplitMix64;
use rules::{Game, Rules};

/// Whether `m` wins at once for the side to move: the rules end the game with its win.
pub fn wins_at_once<P: Rules>(game: &Game<P>, m: P::Move) -> bool {
    let us = game.position().turn();
    let mut g = game.clone();
    g.play(m) && g.outcome().and_then(|o| o.winner()) == Some(us)
}

/// Whether `m` forces a win within `n` moves of the side to move (`m` counts as the
/// first), whatever the opponent answers, by brute force through the rules.
pub fn forces_win<P: Rules>(game: &Game<P>, m: P::Move, n: u32) -> bool {
    let us = game.position().turn();
    let mut g = game.clone();
    if !g.play(m) {
        return false;
    }
    match g.outcome() {
        Some(o) => return o.winner() == Some(us),
        None if n <= 1 => return false,
        None => {}
    }
    g.position().legal_moves().into_iter().all(|reply| {
        let mut h = g.clone();
        assert!(h.play(reply));
        match h.outcome() {
            Some(o) => o.winner() == Some(us),
            None => mate_move(&h, n - 1).is_some(),
        }
    })
}

/// A first move that forces a win within `n` moves, if there is one.
pub fn mate_move<P: Rules>(game: &Game<P>, n: u32) -> Option<P::Move> {
    let moves = game.position().legal_moves();
    if let Some(&m) = moves.iter().find(|&&m| wins_at_once(game, m)) {
        return Some(m);
    }
    if n <= 1 {
        return None;
    }
    moves.iter().copied().find(|&m| forces_win(game, m, n))
}

/// A uniformly random legal move.
pub fn random_move<P: Rules>(game: &Game<P>, rng: &mut SplitMix64) -> P::Move {
    let moves = game.position().legal_moves();
    moves[rng.below(moves.len())]
}
