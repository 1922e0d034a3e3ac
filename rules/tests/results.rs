//! Whole games ending in a repetition verdict (`tests/data/results.jsonl`, checked with
//! Fairy-Stockfish): ongoing before the last move, the given result right after it.

use rules::{Color, Game, Outcome, Rules, Variant};
use serde::Deserialize;

#[derive(Deserialize)]
struct Line {
    name: String,
    variant: String,
    fen: String,
    moves: Vec<String>,
    before_last: String,
    result: String,
    /// The verdict under open-rules.md where it differs from Fairy-Stockfish's.
    spec_result: Option<String>,
}

/// Replays a line and checks the result before and after its last move.
fn replay<P: Rules>(line: &Line, variant: Variant) -> Game<P> {
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
    let expected = line.spec_result.as_ref().unwrap_or(&line.result);
    assert_eq!(&describe(&game), expected, "{}", line.name);
    game
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

/// The oracle's Minishogi sennichite: a plain fourfold repetition, which gote wins.
#[test]
fn minishogi_sennichite_matches_the_oracle() {
    let mut n = 0;
    for text in include_str!("data/minishogi-results.jsonl").lines() {
        let line: Line = serde_json::from_str(text).unwrap();
        assert_eq!(line.variant, "minishogi");
        let game = replay::<rules::shogi::Position>(&line, Variant::MiniShogi);
        let outcome = game.outcome().unwrap();
        assert_eq!(Outcome::parse(&line.result), Some(outcome));
        assert_eq!(outcome.winner(), Some(Color::GOTE));
        n += 1;
    }
    assert!(n > 0);
}

/// 150 Minishogi games ending in a fourfold repetition, judged by Fairy-Stockfish 0.0.90
/// (`tools/fsf-crosscheck/shogi/`): sente loses a plain repetition; a perpetual checker
/// loses, whoever completes the repetition.
#[test]
fn minishogi_fourfold_verdicts_match_fairy_stockfish() {
    let mut by_result = std::collections::BTreeMap::new();
    for text in include_str!("data/minishogi-cycles.jsonl").lines() {
        let line: Line = serde_json::from_str(text).unwrap();
        replay::<rules::shogi::Position>(&line, Variant::MiniShogi);
        *by_result.entry(line.result.clone()).or_insert(0) += 1;
    }
    assert_eq!(by_result.values().sum::<usize>(), 150);
    assert!(by_result.len() >= 3, "{by_result:?}");
}

/// 1,314 Mini Xiangqi and Xiangqi repetition games judged by Fairy-Stockfish 0.0.90 (Mini
/// Xiangqi with its chase rule on), made by `tools/fsf-crosscheck/gen_cycles.py`. Where
/// the spec's judgement window differs from Fairy-Stockfish's (it also counts the move
/// into the first occurrence for the side that completed the repetition), the line
/// carries `spec_result` and a `note`.
#[test]
fn repetition_cycles_match_fairy_stockfish() {
    let mut n = 0;
    for text in include_str!("data/repetition-cycles.jsonl").lines() {
        let line: Line = serde_json::from_str(text).unwrap();
        let variant: Variant = line.variant.parse().unwrap();
        replay::<rules::xiangqi::Position>(&line, variant);
        n += 1;
    }
    assert_eq!(n, 1314);
}
