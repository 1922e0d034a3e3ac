//! Random openings for the engine's tools (the match runner, the training data's writer).

use engine::SplitMix64;
use rules::{Game, Rules, Variant};

/// The game after `plies` random legal plies from `variant`'s start, drawn from `rng`,
/// that has not ended and has a move left (an opening that ends the game is drawn again).
pub fn random_opening<P: Rules>(variant: Variant, plies: usize, rng: &mut SplitMix64) -> Game<P> {
    'retry: loop {
        let mut game = Game::new(P::start(variant).expect("start positions are valid"));
        for _ in 0..plies {
            let legal = game.position().legal_moves();
            if legal.is_empty() || game.outcome().is_some() {
                continue 'retry;
            }
            let m = legal[rng.below(legal.len())];
            game.play(m);
        }
        if game.outcome().is_none() && !game.position().legal_moves().is_empty() {
            return game;
        }
    }
}
