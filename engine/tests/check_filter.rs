//! The quick test before a move is made, [`SearchPosition::may_give_check`], never says no
//! to a move that gives check: every legal move of positions along random Xiangqi and Mini
//! Xiangqi games that checks passes it.

use engine::{SearchPosition, SplitMix64};
use rules::{Variant, xiangqi};

#[test]
fn every_checking_move_passes_the_quick_test() {
    let mut checks = 0;
    let mut filtered = 0;
    for variant in [Variant::Xiangqi, Variant::MiniXiangqi] {
        for seed in 0..60 {
            let mut rng = SplitMix64::new(seed);
            let mut pos = xiangqi::Position::new(variant).unwrap();
            for _ in 0..120 {
                let mut moves = Vec::new();
                pos.generate(&mut moves);
                let mut legal = Vec::new();
                for &m in &moves {
                    let Some(child) = pos.make(m) else { continue };
                    if child.in_check() {
                        checks += 1;
                        assert!(pos.may_give_check(m), "{m} checks in {}", pos.fen());
                    } else if !pos.may_give_check(m) {
                        filtered += 1;
                    }
                    legal.push(child);
                }
                if legal.is_empty() {
                    break;
                }
                pos = legal.swap_remove(rng.below(legal.len()));
            }
        }
    }
    assert!(checks > 100, "{checks} checks seen");
    // The test is worth making: most quiet non-checking moves are turned away early.
    assert!(
        filtered > 10 * checks,
        "{filtered} filtered, {checks} checks"
    );
}
