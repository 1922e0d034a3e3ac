//! 1,314 repetition games judged by Fairy-Stockfish 0.0.90 (Mini Xiangqi with its chase
//! rule on), made by `tools/fsf-crosscheck/gen_cycles.py`: ongoing before the last move,
//! the verdict right after it. Where the spec's judgement window differs from
//! Fairy-Stockfish's (it also counts the move into the first occurrence for the side
//! that completed the repetition), the line carries `spec_result` and a `note`.

use rules::{Game, Variant, xiangqi::Position};
use serde::Deserialize;

#[derive(Deserialize)]
struct Line {
    name: String,
    variant: String,
    fen: String,
    moves: Vec<String>,
    before_last: String,
    result: String,
    spec_result: Option<String>,
}

#[test]
fn repetition_verdicts_match_fairy_stockfish() {
    let mut failures = Vec::new();
    let mut n = 0;
    for text in include_str!("data/repetition-cycles.jsonl").lines() {
        let line: Line = serde_json::from_str(text).unwrap();
        let variant: Variant = line.variant.parse().unwrap();
        let start =
            Position::from_fen(variant, &line.fen).unwrap_or_else(|e| panic!("{}: {e}", line.name));
        let mut game = Game::new(start);
        let (last, init) = line.moves.split_last().unwrap();
        for m in init {
            game.play_text(m)
                .unwrap_or_else(|e| panic!("{}: {m}: {e}", line.name));
        }
        let describe = |g: &Game<Position>| {
            g.outcome()
                .map_or("ongoing".to_owned(), |o| o.describe(variant))
        };
        assert_eq!(describe(&game), line.before_last, "{}", line.name);
        game.play_text(last).unwrap();
        let expected = line.spec_result.as_deref().unwrap_or(&line.result);
        if describe(&game) != expected {
            failures.push(format!(
                "{}: expected {expected}, got {}",
                line.name,
                describe(&game)
            ));
        }
        n += 1;
    }
    assert!(
        failures.is_empty(),
        "{} of {n} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(n, 1314);
}
