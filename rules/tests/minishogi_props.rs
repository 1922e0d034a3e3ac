//! Property tests over random Minishogi games.

use std::collections::BTreeSet;

use proptest::prelude::*;
use rules::Rules;
use rules::shogi::{Move, Position};

/// Plays `choices` from the start, each picking a legal move; returns every position.
fn random_game(choices: &[u16]) -> Vec<Position> {
    let mut pos = Position::new();
    let mut seen = vec![pos.clone()];
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        // Every fourth choice prefers a capture, so that hands fill up and drops follow.
        let captures: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| m.from().is_some() && pos.piece_at(m.to()).is_some())
            .collect();
        let pool = if c % 4 == 0 && !captures.is_empty() {
            &captures[..]
        } else {
            &moves[..]
        };
        let m = pool[usize::from(c / 4) % pool.len()];
        pos.play_unchecked(m);
        seen.push(pos.clone());
    }
    seen
}

/// Every move the slow, table-free judge accepts (it tries every origin, destination,
/// promotion flag and drop).
fn slow_legal(pos: &Position) -> BTreeSet<Move> {
    pos.legal_moves_by_trial().into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn generated_moves_equal_slow_judge(choices in prop::collection::vec(any::<u16>(), 0..80)) {
        for (i, pos) in random_game(&choices).iter().enumerate() {
            if i % 3 != 0 {
                continue;
            }
            let fast: BTreeSet<Move> = pos.legal_moves().into_iter().collect();
            prop_assert_eq!(fast.len(), pos.legal_moves().len(), "duplicates in {}", pos.fen());
            prop_assert_eq!(&fast, &slow_legal(pos), "{}", pos.fen());
            prop_assert_eq!(pos.perft(1), fast.len() as u64);
        }
    }

    #[test]
    fn fen_and_sfen_round_trip(choices in prop::collection::vec(any::<u16>(), 0..120)) {
        for pos in random_game(&choices) {
            let fen = pos.fen();
            let back = Position::from_fen(&fen).unwrap();
            prop_assert_eq!(&back, &pos, "{}", fen);
            prop_assert_eq!(back.key(), pos.key());
            let sfen = pos.sfen();
            let from_sfen = Position::from_sfen(&sfen).unwrap();
            prop_assert!(from_sfen.same_repetition_state(&pos), "{}", sfen);
            prop_assert_eq!(from_sfen.key(), pos.key());
            prop_assert_eq!(from_sfen.sfen(), sfen);
        }
    }

    #[test]
    fn notation_round_trips(choices in prop::collection::vec(any::<u16>(), 0..80)) {
        for pos in random_game(&choices) {
            for m in pos.legal_moves() {
                for text in [pos.notation(m), m.to_string(), m.usi()] {
                    prop_assert_eq!(pos.parse_move(&text), Ok(m), "{} in {}", text, pos.fen());
                }
            }
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in "[ -~]{0,24}", fen_noise in "[0-9a-zA-Z+/\\[\\]\\- ]{0,40}") {
        let pos = Position::new();
        let _ = pos.parse_move(&text);
        let _ = Position::from_fen(&fen_noise);
        let _ = Position::from_sfen(&fen_noise);
        let _ = Position::from_fen(&format!("rbsgk/4p/5/P4/KGSBR[{text}] w 0 1"));
    }

    #[test]
    fn mutated_fens_never_panic(choices in prop::collection::vec(any::<u16>(), 0..40), cut in any::<u8>(), insert in "[0-9a-zA-Z+/\\[\\] ]") {
        let pos = random_game(&choices).pop().unwrap();
        let mut fen = pos.fen();
        let at = usize::from(cut) % (fen.len() + 1);
        fen.insert_str(at, &insert);
        if let Ok(p) = Position::from_fen(&fen) {
            // Whatever was accepted is playable.
            let _ = p.perft(2);
        }
    }
}
