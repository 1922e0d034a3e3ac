//! At the root the real rules judge every move: the engine does not complete a repetition
//! that loses it the game (perpetual check, perpetual chase, sennichite), even when it is
//! behind and a repetition would otherwise look like a welcome draw.

use engine::{Engine, Limits, Score, SearchPosition};
use rules::{Color, EndReason, Game, Outcome, Variant, shogi, xiangqi};

fn game_after<P: SearchPosition>(start: P, moves: &[&str]) -> Game<P> {
    let mut g = Game::new(start);
    for m in moves {
        g.play_text(m).unwrap();
        assert_eq!(g.outcome(), None, "after {m}");
    }
    g
}

/// `losing` ends the game with the mover's loss by `reason`; the engine never plays it, at
/// any depth, and its own score is below zero (so a draw would have tempted it).
fn avoids<P: SearchPosition>(game: &Game<P>, losing: &str, reason: EndReason) {
    let mover = game.position().turn();
    let mut after = game.clone();
    after.play_text(losing).unwrap();
    assert_eq!(after.outcome(), Some(Outcome::loss(mover, reason)));
    for depth in 1..=5 {
        let result = Engine::new().search(game, &Limits::depth(depth));
        let best = result.best.unwrap().to_string();
        assert_ne!(best, losing, "depth {depth}");
        assert!(
            matches!(result.score, Score::Cp(cp) if cp < 0)
                || matches!(result.score, Score::Mate(n) if n < 0),
            "depth {depth}: {:?}",
            result.score
        );
    }
}

#[test]
fn no_perpetual_check_when_behind() {
    // Red's chariot checks from g7 and g6 while the black general steps c7-c6; black has
    // two chariots more.
    let start =
        xiangqi::Position::from_fen(Variant::MiniXiangqi, "2k4/7/7/4rr1/7/7/3K2R w - - 0 1")
            .unwrap();
    let cycle = [
        "g1g7", "c7c6", "g7g6", "c6c7", "g6g7", "c7c6", "g7g6", "c6c7",
    ];
    avoids(
        &game_after(start, &cycle),
        "g6g7",
        EndReason::PerpetualCheck,
    );
}

#[test]
fn no_perpetual_chase_when_behind() {
    // Red's chariot chases the unprotected cannon between c5 and c3. Inside the search a
    // repetition is a plain draw; only the rules at the root know this one loses.
    let start =
        xiangqi::Position::from_fen(Variant::MiniXiangqi, "3k3/4rpp/2c4/7/7/7/R1K4 w - - 0 1")
            .unwrap();
    let cycle = [
        "a1a5", "c5c3", "a5a3", "c3c5", "a3a5", "c5c3", "a5a3", "c3c5",
    ];
    avoids(
        &game_after(start, &cycle),
        "a3a5",
        EndReason::PerpetualChase,
    );
}

#[test]
fn sente_avoids_sennichite() {
    // The quiet cycle loses for sente on the fourth occurrence.
    let cycle = [
        "b1b2", "d5d4", "b2b1", "d4d5", "b1b2", "d5d4", "b2b1", "d4d5", "b1b2", "d5d4", "b2b1",
    ];
    let game = game_after(shogi::Position::new(), &cycle);
    // Gote to move: d4d5 would complete the fourth occurrence, which sente loses, so
    // gote takes it.
    let mut after = game.clone();
    after.play_text("d4d5").unwrap();
    assert_eq!(
        after.outcome(),
        Some(Outcome::loss(Color::SENTE, EndReason::Repetition))
    );
    let result = Engine::new().search(&game, &Limits::depth(3));
    assert_eq!(result.best.unwrap().to_string(), "d4d5");
    assert_eq!(result.score, Score::Mate(1));
    // One ply earlier sente must not walk into it: b2b1 let gote complete the cycle.
    let earlier = game_after(shogi::Position::new(), &cycle[..10]);
    let result = Engine::new().search(&earlier, &Limits::depth(3));
    assert_ne!(result.best.unwrap().to_string(), "b2b1");
}
