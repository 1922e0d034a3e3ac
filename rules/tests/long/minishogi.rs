//! Long Minishogi games for the benchmarks and tests: random legal moves that end nothing.

use rules::shogi::Position;
use rules::{Game, Rules};

/// A SplitMix64 step.
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A Minishogi game of `plies` random legal moves, none of which ends it (no mate, no
/// fourfold repetition), as coordinates.
pub fn long_minishogi(plies: usize, seed: u64) -> Vec<String> {
    let mut state = seed;
    let mut game = Game::new(Position::new());
    while game.moves().len() < plies {
        let pos = game.position().clone();
        let mut moves: Vec<_> = pos.legal_moves().into_iter().collect();
        loop {
            if moves.is_empty() {
                // Every move here ends the game: back two plies and on another way.
                let keep = game.moves().len().saturating_sub(2);
                game = replayed(&game.moves()[..keep]);
                break;
            }
            let m = moves.swap_remove((next(&mut state) % moves.len() as u64) as usize);
            let mut after = pos.clone();
            after.play_unchecked(m);
            if after.terminal_outcome().is_some() {
                continue;
            }
            game.play(m);
            if game.outcome().is_none() {
                break;
            }
            // A fourth repetition: the game again without that move (rare).
            game = replayed(&game.moves()[..game.moves().len() - 1]);
        }
    }
    game.coordinates()
}

/// A Minishogi game of `moves` from the start.
fn replayed(moves: &[<Position as Rules>::Move]) -> Game<Position> {
    let mut game = Game::new(Position::new());
    for &m in moves {
        game.play(m);
    }
    game
}
