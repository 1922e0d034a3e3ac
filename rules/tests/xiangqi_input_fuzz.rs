//! No user input makes the xiangqi family panic: arbitrary text as a FEN or as a move
//! (in the open variants and the dark one) gets an answer, and a refused move changes
//! nothing.

use proptest::prelude::*;
use rules::{Game, Rules, Variant, dark, xiangqi};

/// Text that looks like moves and FENs often, and like anything at other times.
fn movelike() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-iA-I][0-9]{1,2}[-x ]?[a-iA-I][0-9]{1,2}",
        "[+\\-]?[KAEHRCPNBGS0-9][0-9+\\-=.][+\\-=.][0-9]{1,2}",
        "[前中后後一二三四五]?[帥帅將将仕士相象馬马傌車车俥炮砲包兵卒][一二三四五六七八九１-９0-9前后][进進退平][一二三四五六七八九１-９0-9]",
        "\\PC{0,12}",
    ]
}

fn fenlike() -> impl Strategy<Value = String> {
    prop_oneof![
        "([rnbakcpRNBAKCP1-9]{1,10}/){6,10}[rnbakcpRNBAKCP1-9]{1,10}( [wbrx])?( - -)?( [0-9]{1,3}){0,3}",
        "\\PC{0,40}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn any_fen_gets_an_answer(fen in fenlike()) {
        for variant in [Variant::MiniXiangqi, Variant::Xiangqi, Variant::DarkMiniXiangqi] {
            if let Ok(pos) = xiangqi::Position::from_fen(variant, &fen) {
                // What was accepted writes back and reads again to the same position.
                let again = xiangqi::Position::from_fen(variant, &pos.fen()).unwrap();
                prop_assert_eq!(again, pos);
            }
        }
    }

    #[test]
    fn any_move_text_gets_an_answer(text in movelike(), plies in 0usize..30) {
        for variant in [Variant::MiniXiangqi, Variant::Xiangqi] {
            let mut game = Game::new(xiangqi::Position::new(variant).unwrap());
            for i in 0..plies {
                let moves = game.position().legal_moves();
                if game.outcome().is_some() || moves.is_empty() {
                    break;
                }
                game.play(moves[(i * 7919) % moves.len()]);
            }
            let before = game.position().clone();
            match game.play_text(&text) {
                Ok(m) => prop_assert!(before.legal_moves().contains(&m)),
                Err(e) => {
                    prop_assert!(!e.to_string().is_empty());
                    prop_assert_eq!(game.position(), &before);
                }
            }
        }
        let pos = dark::Position::new();
        if let Ok(m) = pos.parse_move(&text) {
            prop_assert!(Rules::legal_moves(&pos).contains(&m));
        }
    }
}
