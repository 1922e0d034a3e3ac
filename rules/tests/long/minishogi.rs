//! Long Minishogi games for the benchmarks and tests: random legal moves that end nothing.

use rules::shogi::Position;
use rules::{Game, Rules};

/// The next random number from `state`.
fn next(state: &mut u64) -> u64 {
    let (s, out) = rules::splitmix::splitmix(*state);
    *state = s;
    out
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
