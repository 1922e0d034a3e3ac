//! Puzzles, settings and `/position` in English.

use rules::Choice;

use super::words::{self, capitalized, side, with_side};
use crate::model::{Notify, reminders_text};
use crate::service::said::{
    Hint, PlayerRefusal, PlayerSaid, PositionNext, PositionView, PuzzleRefusal, PuzzleSaid, Worth,
};
use crate::voice::reader::write;

/// `it leads to a forced mate`, `it keeps 3.5 pawns`.
fn worth(w: Worth) -> String {
    match w {
        Worth::Mate => "it leads to a forced mate".to_owned(),
        Worth::Centipawns(cp) => format!("it keeps {:.1} pawns", f64::from(cp) / 100.0),
    }
}

pub(super) fn said(s: &PuzzleSaid) -> String {
    match s {
        PuzzleSaid::Shown {
            resumed,
            game,
            variant,
            players,
            move_number,
            side: to_move,
        } => format!(
            "{}, from game {game} ({}, {} vs {}, move {move_number}): {} to move and win. Answer with /move; /puzzle hint gives a hint, /puzzle answer the answer, /puzzle next another one.",
            if *resumed {
                "You are solving this one"
            } else {
                "Puzzle"
            },
            variant.title(),
            players[0],
            players[1],
            capitalized(&side(*variant, *to_move)),
        ),
        PuzzleSaid::Hint(hint) => {
            let hint = match hint {
                Hint::Drop => "it is a drop: a piece from the hand".to_owned(),
                Hint::From(point) => format!("the piece to move is the one on {point}"),
            };
            format!("Hint: {hint}. Answer with /move.")
        }
        PuzzleSaid::Answer {
            written,
            coordinate,
            worth: w,
            missed_by,
        } => format!(
            "The answer: {} ({coordinate}); {}. In the game, {} was played. /puzzle for the next.",
            write(written),
            worth(*w),
            write(missed_by)
        ),
        PuzzleSaid::NotIt { written } => format!(
            "Not {}: try again (/puzzle hint for a hint, /puzzle answer for the answer).",
            write(written)
        ),
        PuzzleSaid::Solved {
            hinted,
            written,
            worth: w,
            missed_by,
            solved,
        } => format!(
            "Right{}: {} — {}. In the game, {} was played. Puzzles solved: {solved}. /puzzle for the next.",
            if *hinted { " with the hint" } else { "" },
            write(written),
            worth(*w),
            write(missed_by)
        ),
        PuzzleSaid::NoneYet => "No puzzle for you yet. Puzzles come from finished games — yours first, then this server's — where the side to move had one clearly winning move and played another; the review after each game finds them.".to_owned(),
    }
}

pub(super) fn refusal(r: &PuzzleRefusal) -> String {
    match r {
        PuzzleRefusal::NoneOpen => "you have no puzzle open: /puzzle gives you one".to_owned(),
        PuzzleRefusal::NoAnswer(variant, e) => format!(
            "that is no answer to the puzzle: {}",
            super::from_rules::play_as_error(*variant, e)
        ),
        PuzzleRefusal::Gone(game) => format!(
            "your puzzle from game {game} cannot be read any more: /puzzle next gives another"
        ),
    }
}

/// `Your move: 38 legal moves.` and the moves in three groups: captures, checks, the rest
/// (a capture that checks counts as a capture).
fn your_moves(moves: &[Choice]) -> Vec<String> {
    let group = |pick: &dyn Fn(&Choice) -> bool| -> Vec<String> {
        moves
            .iter()
            .filter(|c| pick(c))
            .map(|c| write(&c.written))
            .collect()
    };
    let mut lines = vec![crate::voice::catalogue::t!(
        "position-your-moves",
        count = moves.len()
    )];
    for (label, group) in [
        ("Captures", group(&|c| c.capture)),
        ("Checks", group(&|c| c.check && !c.capture)),
        ("Others", group(&|c| !c.capture && !c.check)),
    ] {
        if !group.is_empty() {
            lines.push(format!("{label}: {}", group.join(" ")));
        }
    }
    lines
}

pub(super) fn player(s: &PlayerSaid) -> String {
    match s {
        PlayerSaid::Settings {
            style,
            writing,
            language,
            notify,
            remind,
            takes_challenges,
        } => {
            let how = match notify {
                Notify::Ping => "a mention in the game's channel",
                Notify::Dm => "a direct message",
                Notify::Off => "nothing (you look for yourself)",
            };
            let challenged = if *takes_challenges {
                "anyone may challenge you by name (challenges:on)"
            } else {
                "nobody may challenge you by name, open challenges stay open to you (challenges:off)"
            };
            let reminded = match remind {
                None => "reminders 24h and 1h before a deadline, 1h only in 1-day games (remind:default)"
                    .to_owned(),
                Some(times) if times.is_empty() => "no reminders (remind:off)".to_owned(),
                Some(times) => format!(
                    "reminders {} before a deadline (remind:{})",
                    reminders_text(times),
                    reminders_text(times).replace(' ', "")
                ),
            };
            let (x, s) = (writing.xiangqi, writing.shogi);
            let spoken = match language {
                Some(l) => format!("{} (language:{})", words::endonym(*l), l.tag()),
                None => "your Discord's".to_owned(),
            };
            format!(
                "Your settings: language {spoken}; pieces {style} (style:{style}); moves in {} for the xiangqi games (notation:{}) and {} for Minishogi (notation:{}); your turns, challenges and reminders: {how} (notify:{}); {reminded}; {challenged}.",
                words::notation(x),
                x.name(),
                words::notation(s),
                s.name(),
                notify.name()
            )
        }
        PlayerSaid::Position {
            game,
            variant,
            ply,
            view,
            next,
        } => {
            let mut lines = Vec::new();
            match view {
                PositionView::Fen(fen) => lines.push(format!(
                    "Game {game} ({}), ply {ply}: FEN `{fen}`",
                    variant.title()
                )),
                PositionView::Dark { side: own, view } => {
                    lines.push(format!(
                        "Game {game} ({}), ply {ply}: your view as {}, your side at the bottom as in your board (a letter is a piece you see, upper case Red's; `.` empty, `?` a piece you cannot identify, `#` fog)",
                        variant.title(),
                        side(*variant, *own)
                    ));
                    // The same rows, in the same order, as the text of the player's board
                    // by DM (review of issue 41).
                    lines.push(format!("```\n{}\n```", view.rows_as_seen().join("\n")));
                }
            }
            match next {
                PositionNext::Over => lines.push("The game is over.".to_owned()),
                PositionNext::YourMoves(moves) => lines.extend(your_moves(moves)),
                PositionNext::ToMove { name, side: s } => {
                    lines.push(format!("{} to move.", with_side(name, &side(*variant, *s))))
                }
            }
            lines.join("\n")
        }
    }
}

pub(super) fn player_refusal(r: &PlayerRefusal) -> String {
    match r {
        PlayerRefusal::DarkPositionHidden(game) => {
            format!("game {game} is a dark game: its position stays hidden until it ends")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::voice::english::as_written;
    use rules::{AnyGame, Color, Record, Variant};

    #[test]
    fn what_puzzles_say() {
        let cases = [
            (
                PuzzleSaid::Shown {
                    resumed: false,
                    game: 4,
                    variant: Variant::Xiangqi,
                    players: ["alice".into(), "bob".into()],
                    move_number: 12,
                    side: Color::Black,
                },
                "Puzzle, from game 4 (Xiangqi, alice vs bob, move 12): Black to move and win. Answer with /move; /puzzle hint gives a hint, /puzzle answer the answer, /puzzle next another one.",
            ),
            (
                PuzzleSaid::Hint(Hint::From("h3".into())),
                "Hint: the piece to move is the one on h3. Answer with /move.",
            ),
            (
                PuzzleSaid::Answer {
                    written: as_written("C2=5"),
                    coordinate: "h3e3".into(),
                    worth: Worth::Centipawns(350),
                    missed_by: as_written("H2+3"),
                },
                "The answer: C2=5 (h3e3); it keeps 3.5 pawns. In the game, H2+3 was played. /puzzle for the next.",
            ),
            (
                PuzzleSaid::NotIt {
                    written: as_written("H2+3"),
                },
                "Not H2+3: try again (/puzzle hint for a hint, /puzzle answer for the answer).",
            ),
            (
                PuzzleSaid::Solved {
                    hinted: true,
                    written: as_written("C2=5"),
                    worth: Worth::Mate,
                    missed_by: as_written("H2+3"),
                    solved: 2,
                },
                "Right with the hint: C2=5 — it leads to a forced mate. In the game, H2+3 was played. Puzzles solved: 2. /puzzle for the next.",
            ),
            (
                PuzzleSaid::NoneYet,
                "No puzzle for you yet. Puzzles come from finished games — yours first, then this server's — where the side to move had one clearly winning move and played another; the review after each game finds them.",
            ),
        ];
        crate::voice::english::assert_every_variant(cases.iter().map(|(s, _)| s));
        for (s, text) in cases {
            assert_eq!(said(&s), text);
        }
        assert_eq!(
            said(&PuzzleSaid::Hint(Hint::Drop)),
            "Hint: it is a drop: a piece from the hand. Answer with /move."
        );
    }

    #[test]
    fn why_a_puzzle_is_refused() {
        let cases = [
            (
                PuzzleRefusal::NoneOpen,
                "you have no puzzle open: /puzzle gives you one",
            ),
            (
                PuzzleRefusal::NoAnswer(
                    Variant::Xiangqi,
                    Box::new(rules::PlayAsError::Refused(rules::MoveRefusal::Xiangqi(
                        rules::MoveError::Illegal {
                            text: "H2+2".into(),
                            reason: rules::xiangqi::Illegal::Shape(rules::xiangqi::Role::Horse),
                        },
                    ))),
                ),
                "that is no answer to the puzzle: H2+2 is illegal: a horse does not move that way",
            ),
            (
                PuzzleRefusal::Gone(4),
                "your puzzle from game 4 cannot be read any more: /puzzle next gives another",
            ),
        ];
        crate::voice::english::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(refusal(&r), text);
        }
    }

    #[test]
    fn settings_and_positions() {
        let game = AnyGame::from_record(&Record::new(Variant::MiniXiangqi)).unwrap();
        let moves = game.moves_for(Color::Red);
        let cases = [
            (
                PlayerSaid::Settings {
                    style: "western".into(),
                    writing: rules::Writing::default().with(rules::Notation::Chinese),
                    language: Some(crate::model::Language::Vietnamese),
                    notify: Notify::Dm,
                    remind: Some(vec![2 * 86_400, 7200]),
                    takes_challenges: false,
                },
                "Your settings: language Tiếng Việt (language:vi); pieces western (style:western); moves in Chinese for the xiangqi games (notation:chinese) and Western for Minishogi (notation:western); your turns, challenges and reminders: a direct message (notify:dm); reminders 2d, 2h before a deadline (remind:2d,2h); nobody may challenge you by name, open challenges stay open to you (challenges:off).".to_owned(),
            ),
            (
                PlayerSaid::Position {
                    game: 1,
                    variant: Variant::MiniXiangqi,
                    ply: 0,
                    view: PositionView::Fen(Variant::MiniXiangqi.start_fen().into()),
                    next: PositionNext::YourMoves(moves.clone()),
                },
                format!(
                    "Game 1 (Mini Xiangqi), ply 0: FEN `{}`\nYour move: {} legal moves.\n{}",
                    Variant::MiniXiangqi.start_fen(),
                    moves.len(),
                    your_moves(&moves)[1..].join("\n")
                ),
            ),
        ];
        crate::voice::english::assert_every_variant(cases.iter().map(|(s, _)| s));
        for (s, text) in cases {
            assert_eq!(player(&s), text);
        }
        assert_eq!(
            player(&PlayerSaid::Settings {
                style: "traditional".into(),
                writing: rules::Writing::default().with(rules::Notation::Japanese),
                language: None,
                notify: Notify::Ping,
                remind: None,
                takes_challenges: true,
            }),
            "Your settings: language your Discord's; pieces traditional (style:traditional); moves in WXF for the xiangqi games (notation:wxf) and Japanese for Minishogi (notation:japanese); your turns, challenges and reminders: a mention in the game's channel (notify:ping); reminders 24h and 1h before a deadline, 1h only in 1-day games (remind:default); anyone may challenge you by name (challenges:on)."
        );
        assert_eq!(
            player(&PlayerSaid::Position {
                game: 2,
                variant: Variant::Xiangqi,
                ply: 9,
                view: PositionView::Fen("f".into()),
                next: PositionNext::ToMove {
                    name: "bob".into(),
                    side: Color::Black,
                },
            }),
            "Game 2 (Xiangqi), ply 9: FEN `f`\nbob (black) to move."
        );
        let rows = your_moves(&moves);
        assert!(rows[1].starts_with("Others: "), "{rows:?}");
        let cases = [(
            PlayerRefusal::DarkPositionHidden(3),
            "game 3 is a dark game: its position stays hidden until it ends",
        )];
        crate::voice::english::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(player_refusal(&r), text);
        }
    }
}
