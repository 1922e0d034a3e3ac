//! Whole games ending in a repetition verdict (`tests/data/results.jsonl`, checked with
//! Fairy-Stockfish): ongoing before the last move, the given result right after it.

use rules::{Game, Rules, Variant};
use serde::Deserialize;

#[derive(Deserialize)]
struct Line {
    name: String,
    variant: String,
    fen: String,
    moves: Vec<String>,
    before_last: String,
    result: String,
}

fn replay<P: Rules>(line: &Line, variant: Variant) {
    let start = P::from_fen(variant, &line.fen).unwrap_or_else(|e| panic!("{}: {e}", line.name));
    let mut game = Game::new(start);
    let (last, init) = line.moves.split_last().unwrap();
    for m in init {
        game.play_text(m)
            .unwrap_or_else(|e| panic!("{}: {m}: {e}", line.name));
    }
    let describe = |g: &Game<P>| {
        g.outcome()
            .map_or("ongoing".to_owned(), |o| o.describe(variant))
    };
    assert_eq!(describe(&game), line.before_last, "{}", line.name);
    game.play_text(last)
        .unwrap_or_else(|e| panic!("{}: {last}: {e}", line.name));
    assert_eq!(describe(&game), line.result, "{}", line.name);
}

#[test]
fn repetition_verdicts_match_fairy_stockfish() {
    let mut checked = 0;
    for text in include_str!("data/results.jsonl").lines() {
        let line: Line = serde_json::from_str(text).unwrap();
        let variant: Variant = line.variant.parse().unwrap();
        match variant {
            Variant::MiniXiangqi | Variant::Xiangqi => {
                replay::<rules::xiangqi::Position>(&line, variant);
                checked += 1;
            }
            Variant::MiniShogi => {
                replay::<rules::shogi::Position>(&line, variant);
                checked += 1;
            }
            Variant::DarkMiniXiangqi => panic!("no dark games in results.jsonl"),
        }
    }
    assert_eq!(checked, 4);
}
