//! Conditional moves in English.

use crate::model::{MAX_LINES, MAX_PAIRS, PremoveError, PremoveMistake};
use crate::service::said::{PremoveRefusal, PremoveSaid};
use crate::voice::catalogue::t;
use crate::voice::reader::{write, write_line};

/// `3 (their move, then your answer):` and the lines, numbered.
fn lines_of(game: u64, lines: &[Vec<rules::Written>]) -> String {
    let mut text = t!("premove-lines-head", game = game.to_string());
    for (i, line) in lines.iter().enumerate() {
        text.push_str(&format!("\n{}. {}", i + 1, write_line(line)));
    }
    text
}

/// What is wrong with conditional moves.
pub(crate) fn mistake(e: &PremoveError) -> String {
    let what = match &e.mistake {
        PremoveMistake::Empty => t!("premove-empty"),
        PremoveMistake::TooManyLines(n) => t!(
            "premove-too-many-lines",
            max = MAX_LINES.to_string(),
            count = n.to_string()
        ),
        PremoveMistake::NoAnswer(m) => t!("premove-no-answer", move = m.as_str()),
        PremoveMistake::TooManyPairs => {
            t!("premove-too-many-pairs", max = MAX_PAIRS.to_string())
        }
        PremoveMistake::OverAfterAnswer(m) => t!("premove-over-after-answer", move = m.as_str()),
        PremoveMistake::OverAfterTheirs(m) => t!("premove-over-after-theirs", move = m.as_str()),
        PremoveMistake::TheirMove { text, reason } => match reason {
            Some(r) => t!(
                "premove-their-move-why",
                text = text.as_str(),
                why = super::from_rules::move_refusal(r)
            ),
            None => t!("premove-their-move", text = text.as_str()),
        },
        PremoveMistake::Answer { text, to, reason } => match reason {
            Some(r) => t!(
                "premove-answer-why",
                to = to.as_str(),
                text = text.as_str(),
                why = super::from_rules::move_refusal(r)
            ),
            None => t!("premove-answer", to = to.as_str(), text = text.as_str()),
        },
        PremoveMistake::TwoWays {
            lines: [a, b],
            reply,
            answers: [x, y],
        } => t!(
            "premove-two-ways",
            a = a.to_string(),
            b = b.to_string(),
            reply = reply.as_str(),
            x = x.as_str(),
            y = y.as_str()
        ),
    };
    match e.line {
        Some(n) => t!("premove-in-line", line = n.to_string(), what = what),
        None => what,
    }
}

pub(super) fn said(s: &PremoveSaid) -> String {
    match s {
        PremoveSaid::Shown { game, lines } => {
            t!("premove-shown", lines = lines_of(*game, lines))
        }
        PremoveSaid::Queued {
            game,
            lines,
            replaced,
        } => t!(
            "premove-queued",
            lines = lines_of(*game, lines),
            replaced = *replaced
        ),
        PremoveSaid::None { game, example } => match example {
            Some([theirs, mine]) => t!(
                "premove-none-example",
                game = game.to_string(),
                theirs = write(theirs),
                mine = write(mine)
            ),
            None => t!("premove-none", game = game.to_string()),
        },
        PremoveSaid::Dropped { game } => t!("premove-dropped", game = game.to_string()),
    }
}

pub(super) fn refusal(r: &PremoveRefusal) -> String {
    match r {
        PremoveRefusal::Dark(game) => t!("refused-premove-dark", game = game.to_string()),
        PremoveRefusal::AgainstPalace(game) => {
            t!("refused-premove-palace", game = game.to_string())
        }
        PremoveRefusal::LineAndClear => t!("refused-premove-line-and-clear"),
        PremoveRefusal::NoneToClear(game) => {
            t!("refused-premove-none-to-clear", game = game.to_string())
        }
        PremoveRefusal::YourMove(game) => {
            t!("refused-premove-your-move", game = game.to_string())
        }
        PremoveRefusal::Mistake { game, error } => t!(
            "refused-premove-mistake",
            game = game.to_string(),
            why = mistake(error)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Premoves;
    use crate::voice::sentences::written_after;
    use rules::{AnyGame, Color, Record, Variant};

    fn xiangqi_after(moves: &[&str]) -> AnyGame {
        crate::model::played(Variant::Xiangqi, moves)
    }

    #[test]
    fn conditional_moves_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let after = |moves| written_after(rules::Variant::Xiangqi, &["C2=5"], moves);
        let queued = PremoveSaid::Queued {
            game: 3,
            lines: vec![after("H8+7 H2+3")],
            replaced: false,
        };
        let expected = [
            (
                Language::English,
                rules::Notation::Wxf,
                "Queued in game 3 (their move, then your answer):\n1. H8+7 H2+3\nOnly you see them. When your opponent plays a move a line expects, your answer is played at once and shown as conditional; any other move drops them all. /premove clear drops them now.",
            ),
            (
                Language::ChineseSimplified,
                rules::Notation::Chinese,
                "已设置预设着法：第3局（对方的着法，然后是你的应着）：\n1. 马8进7 马二进三\n只有你能看到。对方走出某一行预期的着法时，你的应着会立即走出并标为预设着法；对方走其他着法则全部作废。/premove clear 可以立即清除。",
            ),
            (
                Language::ChineseTraditional,
                rules::Notation::Chinese,
                "已設定預設著法：第3局（對方的著法，然後是你的應著）：\n1. 馬8進7 傌二進三\n只有你能看到。對方走出某一行預期的著法時，你的應著會立即走出並標為預設著法；對方走其他著法則全部作廢。/premove clear 可以立即清除。",
            ),
            (
                Language::Vietnamese,
                rules::Notation::Wxf,
                "Đã xếp hàng trong ván 3 (nước của đối thủ, rồi nước đáp của bạn):\n1. H8+7 H2+3\nChỉ bạn nhìn thấy chúng. Khi đối thủ đi một nước mà một dòng đã dự kiến, nước đáp của bạn được đi ngay và hiện là nước có điều kiện; nếu đối thủ đi nước khác thì tất cả bị hủy. /premove clear để hủy ngay.",
            ),
            (
                Language::Japanese,
                rules::Notation::Wxf,
                "予約しました：対局3（相手の手、次にあなたの応手）：\n1. H8+7 H2+3\nあなただけに見えます。相手がどれかの行の想定どおりに指すと、あなたの応手がすぐに指され、予約手として表示されます。それ以外の手が指されるとすべて取り消されます。/premove clear ですぐに取り消せます。",
            ),
        ];
        for (language, notation, text) in expected {
            let reader = Reader::new(language, rules::Writing::default().with(notation));
            assert_eq!(as_read_by(reader, || said(&queued)), text, "{language}");
        }
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
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(s, _)| s));
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
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(r, _)| r));
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
