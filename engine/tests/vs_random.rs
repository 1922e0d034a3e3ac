//! At a low depth the engine wins every game against a random mover, with either color,
//! in every open variant.

mod common;

use common::random_move;
use engine::{Engine, Limits, SearchPosition, SplitMix64};
use rules::{Game, Variant, shogi, xiangqi};

/// Plays `games` games, the engine taking Red/sente in the even ones; returns the number
/// the engine won and the plies of the longest game.
fn match_random<P: SearchPosition>(
    start: P,
    games: u64,
    depth: u32,
    max_plies: usize,
) -> (u64, usize) {
    let mut won = 0;
    let mut longest = 0;
    for i in 0..games {
        let mut rng = SplitMix64::new(1000 + i);
        let engine_color = if i % 2 == 0 {
            rules::Color::Red
        } else {
            rules::Color::Black
        };
        let mut engine = Engine::with_hash(4);
        let mut game = Game::new(start.clone());
        while game.outcome().is_none() && game.moves().len() < max_plies {
            let m = if game.position().turn() == engine_color {
                engine.search(&game, &Limits::depth(depth)).best.unwrap()
            } else {
                random_move(&game, &mut rng)
            };
            assert!(game.play(m));
        }
        longest = longest.max(game.moves().len());
        if game.outcome().and_then(|o| o.winner()) == Some(engine_color) {
            won += 1;
        } else {
            eprintln!(
                "game {i} not won: {:?} after {} plies, {}",
                game.outcome(),
                game.moves().len(),
                game.position().fen()
            );
        }
    }
    (won, longest)
}

#[test]
fn minixiangqi_beats_random() {
    let (won, longest) = match_random(
        xiangqi::Position::new(Variant::MiniXiangqi).unwrap(),
        10,
        2,
        200,
    );
    assert_eq!(won, 10, "longest game {longest}");
}

#[test]
fn xiangqi_beats_random() {
    let (won, longest) = match_random(
        xiangqi::Position::new(Variant::Xiangqi).unwrap(),
        10,
        2,
        300,
    );
    assert_eq!(won, 10, "longest game {longest}");
}

#[test]
fn minishogi_beats_random() {
    let (won, longest) = match_random(shogi::Position::new(), 10, 2, 200);
    assert_eq!(won, 10, "longest game {longest}");
}
