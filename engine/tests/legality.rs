//! The engine never plays an illegal move: from many random positions of every variant,
//! through `AnyGame` (the dark variant included), and over short self-play games.

mod common;

use common::random_move;
use engine::{Engine, Level, Limits, SearchPosition, SplitMix64};
use rules::{AnyGame, Game, Record, Variant, shogi, xiangqi};

/// Random walks from the start, then one engine move, which must be legal.
fn random_positions<P: SearchPosition>(start: P, seed: u64) {
    let mut rng = SplitMix64::new(seed);
    let mut engine = Engine::with_hash(2);
    for round in 0..40 {
        let mut game = Game::new(start.clone());
        let plies = rng.below(40);
        for _ in 0..plies {
            if game.outcome().is_some() {
                break;
            }
            let m = random_move(&game, &mut rng);
            assert!(game.play(m));
        }
        let result = engine.search(&game, &Limits::depth(1 + round % 3));
        match result.best {
            Some(m) => {
                assert!(game.outcome().is_none());
                assert!(
                    game.position().legal_moves().contains(&m),
                    "{m} is illegal in {}",
                    game.position().fen()
                );
                assert!(game.clone().play(m));
            }
            None => assert!(
                game.outcome().is_some(),
                "no move in {}",
                game.position().fen()
            ),
        }
    }
}

#[test]
fn legal_from_random_positions() {
    random_positions(xiangqi::Position::new(Variant::MiniXiangqi).unwrap(), 1);
    random_positions(xiangqi::Position::new(Variant::Xiangqi).unwrap(), 2);
    random_positions(shogi::Position::new(), 3);
}

/// Self-play through `AnyGame`, as the service would drive it, at mixed levels.
#[test]
fn self_play_through_any_game_is_legal() {
    for variant in Variant::ALL {
        let mut game = AnyGame::from_record(&Record::new(variant)).unwrap();
        let mut engine = Engine::with_hash(2);
        for ply in 0..16u64 {
            if game.outcome().is_some() {
                break;
            }
            let level = Level::new(1 + (ply % 4) as u8).unwrap();
            let reply = engine.play_level(&game, level, ply).unwrap();
            let mv = reply.best.expect("a move while the game runs");
            let player = game.turn();
            let allowed: Vec<String> = game
                .moves_for(player)
                .into_iter()
                .map(|c| c.coordinate)
                .collect();
            assert!(allowed.contains(&mv), "{variant}: {mv} not in {allowed:?}");
            game.play_as(player, &mv).unwrap();
        }
    }
}

/// A search with a node limit stops near it and still gives a legal move; the same
/// seed and limits give the same move.
#[test]
fn node_limits_and_determinism() {
    let game = Game::new(xiangqi::Position::new(Variant::Xiangqi).unwrap());
    let a = Engine::new().search(&game, &Limits::nodes(20_000));
    let b = Engine::new().search(&game, &Limits::nodes(20_000));
    assert_eq!(a.best, b.best);
    assert_eq!(a.pv, b.pv);
    assert!(a.nodes < 25_000, "{}", a.nodes);
    assert!(game.position().legal_moves().contains(&a.best.unwrap()));
    let mut noisy = Engine::new();
    noisy.set_noise(200);
    noisy.set_seed(9);
    let c = noisy.search(&game, &Limits::depth(3));
    noisy.new_game();
    let d = noisy.search(&game, &Limits::depth(3));
    assert_eq!(c.best, d.best);
}
