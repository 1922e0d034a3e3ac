//! Conditional moves in English.

use crate::model::{MAX_LINES, MAX_PAIRS, PremoveError, PremoveMistake};
use crate::service::said::{PremoveRefusal, PremoveSaid};
use crate::voice::reader::{write, write_line};

/// `3 (their move, then your answer):` and the lines, numbered.
fn lines_of(game: u64, lines: &[Vec<rules::Written>]) -> String {
    let mut text = format!("{game} (their move, then your answer):");
    for (i, line) in lines.iter().enumerate() {
        text.push_str(&format!("\n{}. {}", i + 1, write_line(line)));
    }
    text
}

/// What is wrong with conditional moves.
pub(crate) fn mistake(e: &PremoveError) -> String {
    let what = match &e.mistake {
        PremoveMistake::Empty => "give at least one pair: their move, then your answer".to_owned(),
        PremoveMistake::TooManyLines(n) => format!("at most {MAX_LINES} lines, not {n}"),
        PremoveMistake::NoAnswer(m) => {
            format!("{m} has no answer: a line is pairs of their move, then yours")
        }
        PremoveMistake::TooManyPairs => format!("at most {MAX_PAIRS} pairs in a line"),
        PremoveMistake::OverAfterAnswer(m) => {
            format!("the game is over after {m}: nothing can follow")
        }
        PremoveMistake::OverAfterTheirs(m) => {
            format!("the game is over after {m}: there is nothing to answer")
        }
        PremoveMistake::TheirMove { text, reason } => match reason {
            Some(r) => format!(
                "their move {text} cannot be played: {}",
                super::from_rules::move_refusal(r)
            ),
            None => format!("their move {text} cannot be played there"),
        },
        PremoveMistake::Answer { text, to, reason } => match reason {
            Some(r) => format!(
                "your answer to {to} {text} cannot be played: {}",
                super::from_rules::move_refusal(r)
            ),
            None => format!("your answer to {to} {text} cannot be played there"),
        },
        PremoveMistake::TwoWays {
            lines: [a, b],
            reply,
            answers: [x, y],
        } => format!("lines {a} and {b} answer {reply} two ways: {x} and {y}"),
    };
    match e.line {
        Some(n) => format!("line {n}: {what}"),
        None => what,
    }
}

pub(super) fn said(s: &PremoveSaid) -> String {
    match s {
        PremoveSaid::Shown { game, lines } => {
            format!("Your conditional moves in game {}", lines_of(*game, lines))
        }
        PremoveSaid::Queued {
            game,
            lines,
            replaced,
        } => format!(
            "Queued in game {}\nOnly you see them{}. When your opponent plays a move a line expects, your answer is played at once and shown as conditional; any other move drops them all. /premove clear drops them now.",
            lines_of(*game, lines),
            if *replaced {
                " (instead of the ones before)"
            } else {
                ""
            }
        ),
        PremoveSaid::None { game, example } => {
            let how = match example {
                Some([theirs, mine]) => {
                    let (theirs, mine) = (write(theirs), write(mine));
                    format!(
                        ": after your move, /premove line:\"{theirs} {mine}\" queues your answer: if they play {theirs}, you play {mine} (more pairs go on the same line, several lines have ; between them)"
                    )
                }
                None => String::new(),
            };
            format!("You have no conditional moves in game {game}{how}.")
        }
        PremoveSaid::Dropped { game } => {
            format!("Your conditional moves in game {game} are dropped.")
        }
    }
}

pub(super) fn refusal(r: &PremoveRefusal) -> String {
    match r {
        PremoveRefusal::Dark(game) => format!(
            "game {game} is a dark game: it has no conditional moves, since whether one was played would tell you a move you cannot see"
        ),
        PremoveRefusal::AgainstPalace(game) => format!(
            "game {game} is against Palace, which answers at once: conditional moves are for games against people"
        ),
        PremoveRefusal::LineAndClear => {
            "give line: to queue conditional moves, or clear: to drop them, not both".to_owned()
        }
        PremoveRefusal::NoneToClear(game) => {
            format!("you have no conditional moves in game {game}")
        }
        PremoveRefusal::YourMove(game) => format!(
            "it is your move in game {game}: play it with /move; conditional moves answer the replies you expect after it"
        ),
        PremoveRefusal::Mistake { game, error } => {
            format!(
                "no conditional moves queued in game {game}: {}",
                mistake(error)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Premoves;
    use crate::voice::english::written_after;
    use rules::{AnyGame, Color, Record, Variant};

    fn xiangqi_after(moves: &[&str]) -> AnyGame {
        let mut game = AnyGame::from_record(&Record::new(Variant::Xiangqi)).unwrap();
        for m in moves {
            let turn = game.turn();
            game.play_as(turn, m).unwrap();
        }
        game
    }

    #[test]
    fn what_premove_says() {
        let after = |moves| written_after(rules::Variant::Xiangqi, &["C2=5"], moves);
        let lines = vec![after("H8+7 H2+3 C2=5 R1=2"), after("C8=5 H2+3")];
        let cases = [
            (
                PremoveSaid::Shown {
                    game: 3,
                    lines: lines.clone(),
                },
                "Your conditional moves in game 3 (their move, then your answer):\n1. H8+7 H2+3 C2=5 R1=2\n2. C8=5 H2+3",
            ),
            (
                PremoveSaid::Queued {
                    game: 3,
                    lines,
                    replaced: true,
                },
                "Queued in game 3 (their move, then your answer):\n1. H8+7 H2+3 C2=5 R1=2\n2. C8=5 H2+3\nOnly you see them (instead of the ones before). When your opponent plays a move a line expects, your answer is played at once and shown as conditional; any other move drops them all. /premove clear drops them now.",
            ),
            (
                PremoveSaid::None {
                    game: 3,
                    example: after("H8+7 H2+3").try_into().ok(),
                },
                "You have no conditional moves in game 3: after your move, /premove line:\"H8+7 H2+3\" queues your answer: if they play H8+7, you play H2+3 (more pairs go on the same line, several lines have ; between them).",
            ),
            (
                PremoveSaid::Dropped { game: 3 },
                "Your conditional moves in game 3 are dropped.",
            ),
        ];
        crate::voice::english::assert_every_variant(cases.iter().map(|(s, _)| s));
        for (s, text) in cases {
            assert_eq!(said(&s), text);
        }
    }

    #[test]
    fn why_premove_is_refused() {
        let game = xiangqi_after(&["C2=5"]);
        let error = Premoves::read(&game, Color::Red, "H8+7").unwrap_err();
        let cases = [
            (
                PremoveRefusal::Dark(2),
                "game 2 is a dark game: it has no conditional moves, since whether one was played would tell you a move you cannot see",
            ),
            (
                PremoveRefusal::AgainstPalace(2),
                "game 2 is against Palace, which answers at once: conditional moves are for games against people",
            ),
            (
                PremoveRefusal::LineAndClear,
                "give line: to queue conditional moves, or clear: to drop them, not both",
            ),
            (
                PremoveRefusal::NoneToClear(2),
                "you have no conditional moves in game 2",
            ),
            (
                PremoveRefusal::YourMove(2),
                "it is your move in game 2: play it with /move; conditional moves answer the replies you expect after it",
            ),
            (
                PremoveRefusal::Mistake { game: 2, error },
                "no conditional moves queued in game 2: H8+7 has no answer: a line is pairs of their move, then yours",
            ),
        ];
        crate::voice::english::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(refusal(&r), text);
        }
    }

    /// The mistakes the model finds, in words (moved here from the model's tests, which
    /// check the values).
    #[test]
    fn mistakes_are_named_with_their_line_and_move() {
        let game = xiangqi_after(&["C2=5"]);
        for (text, says) in [
            ("", "at least one pair"),
            ("H8+7", "H8+7 has no answer"),
            ("H8+6 H2+3", "their move H8+6 cannot be played"),
            (
                "H8+7 H2+3; H8+7 R1+5",
                "line 2: your answer to H8+7 R1+5 cannot be played",
            ),
            ("P5+2 H2+3", "their move P5+2 cannot be played"),
        ] {
            let e = mistake(&Premoves::read(&game, Color::Red, text).unwrap_err());
            assert!(e.contains(says), "{text}: {e}");
        }
        let many = ["H8+7 H2+3"; MAX_LINES + 1].join(";");
        assert!(
            mistake(&Premoves::read(&game, Color::Red, &many).unwrap_err())
                .contains("at most 10 lines")
        );
        let e = Premoves::read(&game, Color::Red, "H8+7 H2+3; H8+7 C8=6").unwrap_err();
        assert_eq!(
            mistake(&e),
            "lines 1 and 2 answer H8+7 two ways: H2+3 and C8=6"
        );
        let after = AnyGame::from_record(&Record {
            moves: vec!["b1b3".to_owned()],
            ..Record::new(Variant::MiniXiangqi)
        })
        .unwrap();
        let e = Premoves::read(&after, Color::Red, "b7b6 b3d3 a6a5 a2a3").unwrap_err();
        assert!(mistake(&e).contains("the game is over after b3d3"));
    }
}
