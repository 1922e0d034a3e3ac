//! The engine finds mates in one and two in every open variant, for either side to move,
//! and the brute-force solver of the rules agrees that its move forces the win.

mod common;

use common::{forces_win, mate_move};
use engine::{Engine, Limits, Score, SearchPosition};
use rules::{Game, Variant, shogi, xiangqi};

fn check_mate<P: SearchPosition>(start: P, n: u32) {
    let fen = start.fen();
    let game = Game::new(start);
    assert!(game.outcome().is_none(), "{fen}");
    // The position really is a mate in exactly n.
    assert!(mate_move(&game, n).is_some(), "{fen}: no forced win in {n}");
    if n > 1 {
        assert!(
            mate_move(&game, n - 1).is_none(),
            "{fen}: already a win in {}",
            n - 1
        );
    }
    for depth in [2 * n, 2 * n + 2] {
        let result = Engine::new().search(&game, &Limits::depth(depth));
        let best = result.best.expect("a move");
        assert_eq!(
            result.score,
            Score::Mate(n as i32),
            "{fen} at depth {depth}"
        );
        assert!(
            forces_win(&game, best, n),
            "{fen}: {best} does not force the win in {n}"
        );
        assert_eq!(result.pv.first(), Some(&best));
    }
}

fn xq(variant: Variant, fen: &str) -> xiangqi::Position {
    xiangqi::Position::from_fen(variant, fen).unwrap()
}

fn sh(fen: &str) -> shogi::Position {
    shogi::Position::from_fen(fen).unwrap()
}

#[test]
fn minixiangqi_mates() {
    check_mate(
        xq(Variant::MiniXiangqi, "4k2/R6/7/7/7/7/1R1K3 w - - 0 1"),
        1,
    );
    check_mate(xq(Variant::MiniXiangqi, "3k3/7/7/7/7/7/R1K3R w - - 0 1"), 2);
    // Black to move: the mirror image.
    check_mate(xq(Variant::MiniXiangqi, "r1k3r/7/7/7/7/7/3K3 b - - 0 1"), 2);
}

#[test]
fn xiangqi_mates() {
    check_mate(
        xq(Variant::Xiangqi, "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1"),
        1,
    );
    check_mate(
        xq(Variant::Xiangqi, "4k4/9/9/9/9/9/9/9/9/R2K4R w - - 0 1"),
        2,
    );
}

#[test]
fn minishogi_mates() {
    check_mate(sh("4k/4p/5/5/K2R1[G] w 0 1"), 1);
    check_mate(sh("4k/5/5/5/K4[GG] w 0 1"), 2);
    check_mate(sh("3k1/5/5/5/K3R[GS] w 0 1"), 2);
    // Gote to move, mating with drops.
    check_mate(sh("4k/5/5/5/K4[gg] b 0 1"), 2);
}

#[test]
fn the_second_best_move_is_searched_without_the_best() {
    let game = Game::new(xq(Variant::MiniXiangqi, "3k3/7/7/7/7/7/R1K3R w - - 0 1"));
    let mut engine = Engine::new();
    let first = engine.search(&game, &Limits::depth(4));
    let best = first.best.expect("a move");
    assert_eq!(first.score, Score::Mate(2));
    engine.new_game();
    let second = engine.search_excluding(&game, &Limits::depth(4), &[best]);
    let other = second.best.expect("another move");
    assert_ne!(other, best);
    assert_ne!(
        second.score,
        Score::Mate(1),
        "no move mates sooner than the best"
    );
    if second.score == Score::Mate(2) {
        assert!(forces_win(&game, other, 2), "{other} is no mate in 2");
    }
    // Without any move: none, and the value of having none.
    let all: Vec<_> = game.position().legal_moves().into_iter().collect();
    let none = engine.search_excluding(&game, &Limits::depth(2), &all);
    assert_eq!(none.best, None);
}

/// A mate that lands on the hundredth ply without a capture is a mate, not a move-rule
/// draw, deep in the search as at the root (Fairy-Stockfish draws by the move rule only a
/// side that has a move or is not in check).
#[test]
fn a_mate_on_the_hundredth_quiet_ply_is_a_mate() {
    check_mate(
        xq(Variant::MiniXiangqi, "3k3/7/7/7/7/7/R1K3R w - - 97 1"),
        2,
    );
    check_mate(
        xq(Variant::Xiangqi, "4k4/9/9/9/9/9/9/9/9/R2K4R w - - 97 1"),
        2,
    );
}
