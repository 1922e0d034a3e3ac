//! The move limit as Fairy-Stockfish counts it under the AXF rules, ply for ply
//! (`tests/data/move-limit.jsonl`, made by `tools/fsf-crosscheck/gen_move_limit.py` with
//! pyffish 0.0.90; Mini Xiangqi as `chasingRule = axf`): long games rich in checks,
//! played on past their first end as a GUI may; the game of issue 47, which Palace once
//! drew at its 295th ply; and repetition games put at the limit, where Fairy-Stockfish's
//! move rule comes before the repetition's verdict.

use rules::xiangqi::Position;
use rules::{AnyGame, EndReason, Game, MOVE_RULE_PLIES, Outcome, Record, Variant};
use serde::Deserialize;

#[derive(Deserialize)]
struct Line {
    name: String,
    variant: String,
    fen: String,
    moves: Vec<String>,
    /// Every ply (0: the start) at which Fairy-Stockfish says the game may end.
    ends: Vec<usize>,
    /// The last position's verdict: `ongoing`, `draw move-rule`, or a win without moves.
    last: String,
    /// For a repetition game put at the limit: what the repetition alone would give.
    repetition_result: Option<String>,
}

fn lines() -> Vec<Line> {
    include_str!("data/move-limit.jsonl")
        .lines()
        .map(|t| serde_json::from_str(t).unwrap())
        .collect()
}

fn describe(variant: Variant, game: &Game<Position>) -> String {
    game.outcome()
        .map_or("ongoing".to_owned(), |o| o.describe(variant))
}

/// What Fairy-Stockfish says of the position after `ply` moves.
fn expected(line: &Line, ply: usize) -> String {
    if line.ends.contains(&ply) {
        "draw move-rule".to_owned()
    } else if ply == line.moves.len() {
        line.last.clone()
    } else {
        "ongoing".to_owned()
    }
}

fn start(line: &Line) -> (Variant, Position) {
    let variant: Variant = line.variant.parse().unwrap();
    let start = Position::from_fen(variant, &line.fen).unwrap();
    (variant, start)
}

#[test]
fn every_ply_agrees_with_fairy_stockfish() {
    let (mut plies, mut extended, mut ended) = (0, 0, 0);
    for line in lines() {
        let (variant, start) = start(&line);
        let mut game = Game::new(start);
        assert_eq!(
            describe(variant, &game),
            expected(&line, 0),
            "{}",
            line.name
        );
        for (i, text) in line.moves.iter().enumerate() {
            let m = text.parse().unwrap();
            assert!(game.play_on(m), "{}: {text} at ply {}", line.name, i + 1);
            assert_eq!(
                describe(variant, &game),
                expected(&line, i + 1),
                "{} at ply {} ({} plies without a capture)",
                line.name,
                i + 1,
                game.position().halfmoves()
            );
            plies += 1;
            if game.position().halfmoves() >= MOVE_RULE_PLIES && game.outcome().is_none() {
                extended += 1;
            }
        }
        ended += usize::from(!line.ends.is_empty());
    }
    // Enough of both: positions past 100 quiet plies that go on, and games that end.
    assert!(plies > 50_000, "{plies}");
    assert!(extended > 300, "{extended}");
    assert!(ended > 250, "{ended}");
}

#[test]
fn a_game_played_by_the_rules_ends_where_fairy_stockfish_first_ends_it() {
    for line in lines() {
        let (variant, start) = start(&line);
        let mut game = Game::new(start);
        let end = line.ends.first().copied();
        for (i, text) in line.moves.iter().enumerate() {
            if Some(i) == end {
                assert_eq!(
                    game.outcome(),
                    Some(Outcome::draw(EndReason::MoveRule)),
                    "{}",
                    line.name
                );
                assert!(!game.play(text.parse().unwrap()), "{}", line.name);
                break;
            }
            assert!(
                game.play(text.parse().unwrap()),
                "{} at ply {}",
                line.name,
                i + 1
            );
        }
        if end.is_none() {
            assert_eq!(describe(variant, &game), line.last, "{}", line.name);
        }
    }
}

/// Issue 47: Palace drew this Xiangqi game at its 295th ply, 100 plies after the last
/// capture, where Fairy-Stockfish (the checks of those plies moving the limit out) plays on.
#[test]
fn the_game_of_issue_47_goes_on_past_ply_295() {
    let line = lines()
        .into_iter()
        .find(|l| l.name == "xq-issue47-295-plies")
        .unwrap();
    let (_, start) = start(&line);
    let mut game = Game::new(start);
    for text in &line.moves {
        assert!(game.play(text.parse().unwrap()), "{text}");
    }
    assert_eq!(game.moves().len(), 295);
    assert_eq!(game.position().halfmoves(), 100);
    assert_eq!(game.outcome(), None);
    assert!(!game.position().legal_moves().is_empty());
}

/// At the ply where a repetition completes and the limit is reached together, the move
/// rule's draw is the result (Fairy-Stockfish looks at it first), whatever the
/// repetition's verdict; a ply earlier, the limit alone ends the game.
#[test]
fn the_move_rule_comes_before_a_repetition_verdict() {
    let mut n = 0;
    for line in lines().iter().filter(|l| l.repetition_result.is_some()) {
        let (variant, start) = start(line);
        let mut game = Game::new(start);
        for text in &line.moves {
            assert!(game.play(text.parse().unwrap()), "{}", line.name);
        }
        assert_eq!(describe(variant, &game), "draw move-rule", "{}", line.name);
        // Without the limit, the same moves give the repetition's verdict.
        let fen = line.fen.split(' ').take(4).collect::<Vec<_>>().join(" ") + " 0 1";
        let mut fresh = Game::new(Position::from_fen(variant, &fen).unwrap());
        for text in &line.moves {
            fresh.play(text.parse().unwrap());
        }
        if line.name.ends_with("-limit-at") {
            assert_eq!(
                Some(describe(variant, &fresh)),
                line.repetition_result,
                "{}",
                line.name
            );
        }
        n += 1;
    }
    assert_eq!(n, 80);
}

/// A game that Palace drew by the plain count of 100 plies, before checks moved the limit
/// out, keeps its result: its record carries the draw, and replaying accepts it there and
/// only there.
#[test]
fn a_draw_by_the_plain_count_stays_a_draw() {
    let mut n = 0;
    for line in lines().iter().filter(|l| l.repetition_result.is_none()) {
        let (variant, start) = start(line);
        let mut game = Game::new(start);
        // The first ply where the plain count says 100 while the game goes on.
        let mut cut = None;
        for (i, text) in line.moves.iter().enumerate() {
            if !game.play(text.parse().unwrap()) {
                break;
            }
            if game.outcome().is_none() && game.position().halfmoves() >= MOVE_RULE_PLIES {
                cut = Some(i + 1);
                break;
            }
        }
        let Some(cut) = cut else { continue };
        let mut record = Record::new(variant);
        record.start_fen = line.fen.clone();
        record.moves = line.moves[..cut].to_vec();
        assert_eq!(AnyGame::from_record(&record).unwrap().outcome(), None);
        record.ending = Some(Outcome::draw(EndReason::MoveRule));
        let drawn = AnyGame::from_record(&record).unwrap();
        assert_eq!(drawn.outcome(), Some(Outcome::draw(EndReason::MoveRule)));
        assert_eq!(
            drawn.record(),
            record,
            "{}: kept when stored again",
            line.name
        );
        // A ply earlier the plain count had not ended it either: refused.
        record.moves.pop();
        if game.positions()[cut - 1].halfmoves() < MOVE_RULE_PLIES {
            assert!(AnyGame::from_record(&record).is_err(), "{}", line.name);
        }
        n += 1;
    }
    assert!(n > 30, "{n}");
}
