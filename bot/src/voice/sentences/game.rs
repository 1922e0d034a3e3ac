//! A game in play in English: moves and whose turn, offers, the end, a game's line.

use super::times::{away, duration, time_left};
use super::words::{self, rating, result, side, side_start, with_side};
use crate::model::numbered;
use crate::service::message::{Title, TitleEnd};
use crate::service::said::{
    ClockLine, GameLine, GameRefusal, GameSaid, LineState, Listed, Mover, Next, Told,
};
use crate::voice::catalogue::t;
use crate::voice::reader::write;

/// ` bob answered H8+7 (a conditional move).`
fn answer(answered: Option<&Told>) -> String {
    answered.map_or(
        String::new(),
        |a| t!("game-answered", by = a.by.as_str(), move = write(&a.written)),
    )
}

/// `Game 3 · Xiangqi · alice (red) vs bob (black) · move 4 · bob to move · 2 d 5 h left`.
pub(crate) fn line(l: &GameLine) -> String {
    let mut text = t!(
        "game-line",
        game = l.game.to_string(),
        variant = words::variant(l.variant),
        red = with_side(&l.players[0], &side(l.variant, rules::Color::Red)),
        black = with_side(&l.players[1], &side(l.variant, rules::Color::Black))
    );
    match &l.state {
        LineState::Running {
            move_number,
            mover,
            clock,
        } => {
            let who = match mover {
                Mover::You => t!("game-line-your-move"),
                Mover::Named(name) => t!("game-line-to-move", name = name.as_str()),
            };
            text.push_str(&t!(
                "game-line-running",
                number = move_number.to_string(),
                who = who
            ));
            match clock {
                ClockLine::Stopped {
                    away: gone,
                    then_left,
                } => {
                    let notes: Vec<String> = gone
                        .iter()
                        .map(|a| away(&a.name, a.until, a.left))
                        .collect();
                    text.push_str(&t!("game-line-stopped", away = notes.join(", ")));
                    if let Some(left) = then_left {
                        text.push_str(&t!("game-line-then-left", left = duration(*left)));
                    }
                }
                ClockLine::Left(left) => {
                    text.push_str(&t!("game-line-left", left = duration(*left)));
                }
                ClockLine::None => {}
            }
        }
        LineState::Finished(Some(outcome)) => {
            text.push_str(&t!(
                "game-line-result",
                result = result(l.variant, *outcome)
            ));
        }
        LineState::Finished(None) => text.push_str(&t!("game-line-over")),
        LineState::Aborted => text.push_str(&t!("game-line-aborted")),
        LineState::Unreadable => text.push_str(&t!("game-line-unreadable")),
    }
    text
}

/// A game in a list: its line, or that it cannot be read.
pub(crate) fn listed(l: &Listed) -> String {
    match l {
        Listed::Game(l) => line(l),
        Listed::Unreadable(id) => t!("game-unreadable", game = id.to_string()),
    }
}

/// `Game 12 · alice vs bob`, with ` · 1–0`, ` · ½–½` or ` · aborted` once over.
pub(crate) fn title(title: &Title) -> String {
    let mut text = t!(
        "game-title",
        game = title.game.to_string(),
        red = title.players[0].as_str(),
        black = title.players[1].as_str()
    );
    match title.end {
        Some(TitleEnd::Result(o)) => text.push_str(match o.winner() {
            Some(rules::Color::Red) => " · 1–0",
            Some(rules::Color::Black) => " · 0–1",
            None => " · ½–½",
        }),
        Some(TitleEnd::Aborted) => text.push_str(&t!("game-title-aborted")),
        None => {}
    }
    text
}

pub(super) fn said(s: &GameSaid) -> String {
    match s {
        GameSaid::Position {
            game,
            variant,
            played,
            answered,
            next,
        } => {
            let game = game.to_string();
            let mut text = match (played, next) {
                (Some(p), _) => t!(
                    "game-played",
                    game = game,
                    by = p.by.as_str(),
                    move = write(&p.written)
                ),
                (None, Next::Ended { .. }) => t!("game-over-head", game = game),
                (None, _) => t!("game-head", game = game),
            };
            text.push_str(&answer(answered.as_ref()));
            match next {
                Next::ToMove { name, side: s } => text.push_str(&t!(
                    "game-to-move",
                    who = with_side(name, &side(*variant, *s))
                )),
                Next::Thinking { name, side: s } => text.push_str(&t!(
                    "game-thinking",
                    who = with_side(name, &side(*variant, *s))
                )),
                Next::Ended {
                    outcome,
                    whole_game,
                    counts,
                } => {
                    text.push_str(&t!("game-ended", result = result(*variant, *outcome)));
                    if !counts {
                        text.push_str(&t!("game-ended-uncounted"));
                    }
                    if let Some(moves) = whole_game {
                        text.push('\n');
                        text.push_str(&t!("game-whole"));
                        text.push_str(&numbered(moves));
                    }
                }
            }
            text
        }
        GameSaid::DarkMoved {
            game,
            variant,
            moved,
            to_move,
        } => {
            let head = match moved {
                Some((by, ply)) => t!(
                    "game-dark-moved",
                    game = game.to_string(),
                    side = side_start(*variant, *by),
                    ply = ply.to_string()
                ),
                None => t!("game-head", game = game.to_string()),
            };
            head + &t!("game-dark-to-move", side = side_start(*variant, *to_move))
        }
        GameSaid::DarkReport {
            game,
            you_played,
            report,
        } => {
            let mut text = t!("game-dark-head", game = game.to_string());
            if let Some(n) = you_played {
                text.push_str(&t!("game-you-played", move = write(n)));
            }
            text.push_str(&super::from_rules::dark_report(report));
            text
        }
        GameSaid::YourMove {
            game,
            variant,
            place,
            played,
            answered,
        } => {
            let last = played.as_ref().map_or(String::new(), |p| {
                t!(
                    "game-your-move-last",
                    by = p.by.as_str(),
                    move = write(&p.written)
                ) + &answer(answered.as_ref())
            });
            t!(
                "game-your-move",
                game = game.to_string(),
                variant = words::variant(*variant),
                place = place.to_string()
            ) + &last
        }
        GameSaid::Line(l) => line(l),
        GameSaid::DrawOffered {
            game,
            by,
            to,
            to_palace,
        } => {
            let id = if *to_palace {
                "game-draw-offered-palace"
            } else {
                "game-draw-offered"
            };
            t!(
                id,
                game = game.to_string(),
                by = by.as_str(),
                to = to.as_str()
            )
        }
        GameSaid::DrawOfferedToYou { game, by, place } => {
            t!(
                "game-draw-offered-you",
                game = game.to_string(),
                by = by.as_str(),
                place = place.to_string()
            )
        }
        GameSaid::DrawDeclined { game, by } => {
            t!(
                "game-draw-declined",
                game = game.to_string(),
                by = by.as_str()
            )
        }
        GameSaid::Aborted { game, by } => {
            t!("game-aborted", game = game.to_string(), by = by.as_str())
        }
        GameSaid::TakebackAsked {
            game,
            by,
            to,
            to_palace,
        } => {
            let id = if *to_palace {
                "game-takeback-asked-palace"
            } else {
                "game-takeback-asked"
            };
            t!(
                id,
                game = game.to_string(),
                by = by.as_str(),
                to = to.as_str()
            )
        }
        GameSaid::TakebackAskedOfYou { game, by, place } => {
            t!(
                "game-takeback-asked-you",
                game = game.to_string(),
                by = by.as_str(),
                place = place.to_string()
            )
        }
        GameSaid::TakebackAccepted {
            game,
            by,
            asker,
            plies,
        } => {
            t!(
                "game-takeback-accepted",
                game = game.to_string(),
                by = by.as_str(),
                asker = asker.as_str(),
                plies = *plies
            )
        }
        GameSaid::OfferLapsed {
            game,
            takeback,
            mover,
        } => {
            t!(
                "game-offer-lapsed",
                game = game.to_string(),
                mover = mover.as_str(),
                takeback = *takeback
            )
        }
        GameSaid::TakebackDeclined { game, by } => {
            t!(
                "game-takeback-declined",
                game = game.to_string(),
                by = by.as_str()
            )
        }
        GameSaid::TimedOut { game, name } => {
            t!(
                "game-timed-out",
                game = game.to_string(),
                name = name.as_str()
            )
        }
        GameSaid::Ratings { changes } => {
            let [(a, a0, a1), (b, b0, b1)] = changes;
            t!(
                "game-ratings",
                a = a.as_str(),
                a_before = rating(*a0),
                a_after = rating(*a1),
                b = b.as_str(),
                b_before = rating(*b0),
                b_after = rating(*b1)
            )
        }
        GameSaid::RemindedYou {
            game,
            variant,
            place,
            left,
        } => t!(
            "game-reminded-you",
            game = game.to_string(),
            variant = words::variant(*variant),
            place = place.to_string(),
            left = time_left(*left)
        ),
        GameSaid::Reminder { game, name, left } => t!(
            "game-reminder",
            game = game.to_string(),
            name = name.as_str(),
            left = time_left(*left)
        ),
    }
}

pub(super) fn refusal(r: &GameRefusal) -> String {
    match r {
        GameRefusal::NoSuch(id) => t!("refused-no-such-game", game = id.to_string()),
        GameRefusal::Unreadable { game, reason } => t!(
            "refused-unreadable",
            game = game.to_string(),
            reason = super::from_rules::damage(reason)
        ),
        GameRefusal::NotYours(id) => t!("refused-not-yours", game = id.to_string()),
        GameRefusal::Over(id) => t!("refused-over", game = id.to_string()),
        GameRefusal::NotYoursHere => t!("refused-not-yours-here"),
        GameRefusal::NoneInProgress => t!("refused-none-in-progress"),
        GameRefusal::Which(games) => {
            let mut lines = vec![t!("refused-which")];
            lines.extend(games.iter().map(listed));
            lines.join("\n")
        }
        GameRefusal::NotYourTurn {
            game,
            variant,
            to_move,
        } => t!(
            "refused-not-your-turn",
            game = game.to_string(),
            side = side(*variant, *to_move)
        ),
        GameRefusal::Move(reason) => super::from_rules::move_refusal(reason),
        GameRefusal::DarkTypedInPublic(id) => {
            t!("refused-dark-typed-in-public", game = id.to_string())
        }
        GameRefusal::DarkBoardHidden(id) => t!("refused-dark-board", game = id.to_string()),
        GameRefusal::DarkRecordHidden(id) => t!("refused-dark-record", game = id.to_string()),
        GameRefusal::DarkReplayHidden(id) => t!("refused-dark-replay", game = id.to_string()),
        GameRefusal::DrawAlreadyOffered => t!("refused-draw-already-offered"),
        GameRefusal::NoDrawOffered(name) => t!("refused-no-draw-offered", name = name.as_str()),
        GameRefusal::TooLateToAbort(id) => t!("refused-too-late-to-abort", game = id.to_string()),
        GameRefusal::EventGame(id) => t!("refused-abort-event-game", game = id.to_string()),
        GameRefusal::NoTakebacksInDark => t!("refused-no-takebacks-in-dark"),
        GameRefusal::TakebackAlreadyAsked => t!("refused-takeback-already-asked"),
        GameRefusal::NothingToTakeBack => t!("refused-nothing-to-take-back"),
        GameRefusal::NoTakebackAsked(name) => {
            t!("refused-no-takeback-asked", name = name.as_str())
        }
        GameRefusal::OfferLapsed { takeback, by } => t!(
            "refused-offer-lapsed",
            takeback = *takeback,
            by = by.as_str()
        ),
        GameRefusal::NoTakeback(why) => t!(
            "refused-no-takeback",
            why = super::from_rules::undo_refusal(*why)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Place, Rating};
    use crate::service::said::Away;
    use crate::voice::sentences::as_written;
    use rules::{Color, EndReason, Outcome, Variant, dark};

    fn rated(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            ..Rating::default()
        }
    }

    fn told(by: &str, n: &str) -> Told {
        Told {
            by: by.into(),
            written: as_written(n),
        }
    }

    fn game_line(state: LineState) -> GameLine {
        GameLine {
            game: 3,
            variant: Variant::Xiangqi,
            players: ["alice".into(), "bob".into()],
            state,
        }
    }

    fn report() -> Box<dark::Report> {
        let game = rules::Game::new(dark::Position::new());
        Box::new(dark::Report::for_player(&game, Color::Red))
    }

    #[test]
    fn what_a_game_says() {
        let lobby = Place("#lobby".into());
        let cases = [
            (
                GameSaid::Position {
                    game: 1,
                    variant: Variant::Xiangqi,
                    played: Some(told("alice", "C2=5")),
                    answered: Some(told("bob", "H8+7")),
                    next: Next::ToMove {
                        name: "alice".into(),
                        side: Color::Red,
                    },
                },
                "Game 1: alice played C2=5. bob answered H8+7 (a conditional move). alice (red) to move.".to_owned(),
            ),
            (
                GameSaid::Position {
                    game: 1,
                    variant: Variant::MiniShogi,
                    played: Some(told("alice", "P-5c")),
                    answered: None,
                    next: Next::Thinking {
                        name: "Palace (level 4)".into(),
                        side: Color::Black,
                    },
                },
                "Game 1: alice played P-5c. Palace (level 4, gote) is thinking.".to_owned(),
            ),
            (
                GameSaid::Position {
                    game: 2,
                    variant: Variant::DarkMiniXiangqi,
                    played: None,
                    answered: None,
                    next: Next::Ended {
                        outcome: Outcome::win(Color::Red, EndReason::Resignation),
                        whole_game: Some(vec!["C6+4".into(), "C2+1".into(), "C6=4".into()]),
                        counts: true,
                    },
                },
                "Game 2 is over: Red wins by resignation.\nThe whole game: 1. C6+4 C2+1 2. C6=4"
                    .to_owned(),
            ),
            (
                GameSaid::Position {
                    game: 3,
                    variant: Variant::MiniXiangqi,
                    played: None,
                    answered: None,
                    next: Next::Ended {
                        outcome: Outcome::loss(Color::Red, EndReason::Resignation),
                        whole_game: None,
                        counts: false,
                    },
                },
                "Game 3 is over: Black wins by resignation. It ended before both sides had moved, so it counts for no rating or record."
                    .to_owned(),
            ),
            (
                GameSaid::DarkMoved {
                    game: 2,
                    variant: Variant::DarkMiniXiangqi,
                    moved: Some((Color::Red, 1)),
                    to_move: Color::Black,
                },
                "Game 2: Red has moved (ply 1). Black to move.".to_owned(),
            ),
            (
                GameSaid::DarkReport {
                    game: 2,
                    you_played: Some(as_written("C6+4")),
                    report: report(),
                },
                format!(
                    "Game 2 · you played C6+4. {}",
                    super::super::from_rules::dark_report(&report())
                ),
            ),
            (
                GameSaid::YourMove {
                    game: 1,
                    variant: Variant::Xiangqi,
                    place: lobby.clone(),
                    played: Some(told("bob", "H8+7")),
                    answered: None,
                },
                "Your move in game 1 (Xiangqi) in #lobby. bob played H8+7.".to_owned(),
            ),
            (
                GameSaid::Line(game_line(LineState::Running {
                    move_number: 4,
                    mover: Mover::Named("bob".into()),
                    clock: ClockLine::Left(2 * 86_400 + 5 * 3600),
                })),
                "Game 3 · Xiangqi · alice (red) vs bob (black) · move 4 · bob to move · 2 d 5 h left".to_owned(),
            ),
            (
                GameSaid::DrawOffered {
                    game: 1,
                    by: "alice".into(),
                    to: "bob".into(),
                    to_palace: false,
                },
                "Game 1: alice offers a draw. bob: /draw accept or /draw decline.".to_owned(),
            ),
            (
                GameSaid::DrawOffered {
                    game: 1,
                    by: "alice".into(),
                    to: "Palace (level 8)".into(),
                    to_palace: true,
                },
                "Game 1: alice offers Palace (level 8) a draw.".to_owned(),
            ),
            (
                GameSaid::DrawOfferedToYou {
                    game: 1,
                    by: "alice".into(),
                    place: lobby.clone(),
                },
                "alice offers a draw in game 1 (#lobby).".to_owned(),
            ),
            (
                GameSaid::DrawDeclined {
                    game: 1,
                    by: "bob".into(),
                },
                "Game 1: bob declines the draw.".to_owned(),
            ),
            (
                GameSaid::Aborted {
                    game: 1,
                    by: "bob".into(),
                },
                "Game 1 was aborted by bob: no result, no rating.".to_owned(),
            ),
            (
                GameSaid::TakebackAsked {
                    game: 1,
                    by: "alice".into(),
                    to: "bob".into(),
                    to_palace: false,
                },
                "Game 1: alice asks to take back their last move. bob: /takeback accept or /takeback decline.".to_owned(),
            ),
            (
                GameSaid::TakebackAsked {
                    game: 1,
                    by: "alice".into(),
                    to: "Palace (level 2)".into(),
                    to_palace: true,
                },
                "Game 1: alice asks Palace (level 2) to take back their last move.".to_owned(),
            ),
            (
                GameSaid::TakebackAskedOfYou {
                    game: 1,
                    by: "alice".into(),
                    place: lobby.clone(),
                },
                "alice asks to take back their last move in game 1 (#lobby).".to_owned(),
            ),
            (
                GameSaid::TakebackAccepted {
                    game: 1,
                    by: "bob".into(),
                    asker: "alice".into(),
                    plies: 2,
                },
                "Game 1: bob accepts the takeback: alice's last move and the reply to it are taken back."
                    .to_owned(),
            ),
            (
                GameSaid::OfferLapsed {
                    game: 1,
                    takeback: false,
                    mover: "bob".into(),
                },
                "Game 1: bob moved instead of answering your draw offer, so it lapsed.".to_owned(),
            ),
            (
                GameSaid::TakebackDeclined {
                    game: 1,
                    by: "bob".into(),
                },
                "Game 1: bob declines the takeback.".to_owned(),
            ),
            (
                GameSaid::TimedOut {
                    game: 1,
                    name: "bob".into(),
                },
                "Game 1: bob did not move in time.".to_owned(),
            ),
            (
                GameSaid::Ratings {
                    changes: [
                        ("alice".into(), Rating::default(), rated(1662.4, 200.0)),
                        ("bob".into(), rated(1520.0, 60.0), rated(1338.0, 60.0)),
                    ],
                },
                "Ratings: alice 1500? → 1662?, bob 1520 → 1338".to_owned(),
            ),
            (
                GameSaid::RemindedYou {
                    game: 1,
                    variant: Variant::MiniXiangqi,
                    place: lobby,
                    left: 3600,
                },
                "Reminder: your move in game 1 (Mini Xiangqi) in #lobby; 1 h 0 min left.".to_owned(),
            ),
            (
                GameSaid::Reminder {
                    game: 1,
                    name: "bob".into(),
                    left: 86_400,
                },
                "Reminder: game 1, bob to move; 1 d 0 h left.".to_owned(),
            ),
        ];
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(s, _)| s));
        for (s, text) in cases {
            assert_eq!(said(&s), text);
        }
    }

    #[test]
    fn a_games_title_as_its_thread_is_named() {
        let t = |end| {
            title(&Title {
                game: 12,
                players: ["alice".into(), "bob".into()],
                end,
            })
        };
        assert_eq!(t(None), "Game 12 · alice vs bob");
        assert_eq!(
            t(Some(TitleEnd::Result(Outcome::win(
                Color::Black,
                EndReason::Checkmate
            )))),
            "Game 12 · alice vs bob · 0–1"
        );
        assert_eq!(
            t(Some(TitleEnd::Aborted)),
            "Game 12 · alice vs bob · aborted"
        );
    }

    #[test]
    fn a_games_line_in_every_state() {
        let stopped = game_line(LineState::Running {
            move_number: 1,
            mover: Mover::You,
            clock: ClockLine::Stopped {
                away: vec![Away {
                    name: "bob".into(),
                    until: 1_795_392_000,
                    left: 86_400,
                }],
                then_left: Some(3 * 86_400),
            },
        });
        assert_eq!(
            line(&stopped),
            "Game 3 · Xiangqi · alice (red) vs bob (black) · move 1 · your move · clock stopped: bob away until 2026.11.23 00:00 UTC (1 d 0 h more) · then 3 d 0 h left"
        );
        assert_eq!(
            line(&game_line(LineState::Finished(Some(Outcome::win(
                Color::Red,
                EndReason::Checkmate
            ))))),
            "Game 3 · Xiangqi · alice (red) vs bob (black) · Red wins by checkmate"
        );
        assert_eq!(
            line(&game_line(LineState::Finished(None))),
            "Game 3 · Xiangqi · alice (red) vs bob (black) · over"
        );
        // An aborted game's board says so (review of issue 41).
        assert_eq!(
            line(&game_line(LineState::Aborted)),
            "Game 3 · Xiangqi · alice (red) vs bob (black) · aborted: no result, no rating"
        );
        assert_eq!(
            listed(&Listed::Game(game_line(LineState::Unreadable))),
            "Game 3 · Xiangqi · alice (red) vs bob (black) · cannot be read"
        );
        assert_eq!(listed(&Listed::Unreadable(9)), "Game 9 · cannot be read");
    }

    #[test]
    fn why_a_command_on_a_game_is_refused() {
        let cases = [
            (GameRefusal::NoSuch(4), "there is no game 4".to_owned()),
            (
                GameRefusal::Unreadable {
                    game: 4,
                    reason: crate::model::Damage::Record(
                        Variant::Xiangqi,
                        Box::new(rules::RecordError::Move {
                            ply: 2,
                            text: "zz".into(),
                            reason: rules::ReplayFault::NotCoordinates,
                        }),
                    ),
                },
                "game 4 cannot be read (move 2 (zz) cannot be replayed: not a coordinate move); your other games are not affected".to_owned(),
            ),
            (GameRefusal::NotYours(4), "you do not play in game 4".to_owned()),
            (GameRefusal::Over(4), "game 4 is over".to_owned()),
            (
                GameRefusal::NotYoursHere,
                "you do not play in the game here".to_owned(),
            ),
            (
                GameRefusal::NoneInProgress,
                "you have no game in progress (start one with /challenge)".to_owned(),
            ),
            (
                GameRefusal::Which(vec![
                    Listed::Game(game_line(LineState::Finished(None))),
                    Listed::Unreadable(5),
                ]),
                "which game? add game:NUMBER — yours in progress:\nGame 3 · Xiangqi · alice (red) vs bob (black) · over\nGame 5 · cannot be read".to_owned(),
            ),
            (
                GameRefusal::NotYourTurn {
                    game: 4,
                    variant: Variant::MiniShogi,
                    to_move: Color::Black,
                },
                "it is not your turn in game 4: gote is to move".to_owned(),
            ),
            (
                GameRefusal::Move(Box::new(rules::MoveRefusal::Xiangqi(
                    rules::MoveError::Illegal {
                        text: "H2+2".into(),
                        reason: rules::xiangqi::Illegal::Shape(rules::xiangqi::Role::Horse),
                    },
                ))),
                "H2+2 is illegal: a horse does not move that way".to_owned(),
            ),
            (
                GameRefusal::DarkTypedInPublic(4),
                "game 4 is a dark game: a move typed where others read it would show it to your opponent, so Palace did not play it; choose your move again and type it in a DM with Palace, or use /move".to_owned(),
            ),
            (
                GameRefusal::DarkBoardHidden(4),
                "game 4 is a dark game: its board stays hidden until it ends".to_owned(),
            ),
            (
                GameRefusal::DarkRecordHidden(4),
                "game 4 is a dark game: its record is shown once it has ended".to_owned(),
            ),
            (
                GameRefusal::DarkReplayHidden(4),
                "game 4 is a dark game: its replay is shown once it has ended".to_owned(),
            ),
            (
                GameRefusal::DrawAlreadyOffered,
                "you have already offered a draw".to_owned(),
            ),
            (
                GameRefusal::NoDrawOffered("bob".into()),
                "bob has not offered a draw".to_owned(),
            ),
            (
                GameRefusal::TooLateToAbort(4),
                "game 4 can no longer be aborted: both sides have moved (resign or offer a draw)"
                    .to_owned(),
            ),
            (
                GameRefusal::EventGame(4),
                "game 4 is a tournament game and cannot be aborted: its result counts in the tournament (resign or offer a draw)"
                    .to_owned(),
            ),
            (
                GameRefusal::NoTakebacksInDark,
                "there are no takebacks in Dark Mini Xiangqi".to_owned(),
            ),
            (
                GameRefusal::TakebackAlreadyAsked,
                "you have already asked for a takeback".to_owned(),
            ),
            (
                GameRefusal::NothingToTakeBack,
                "you have not moved yet: there is nothing to take back".to_owned(),
            ),
            (
                GameRefusal::NoTakebackAsked("bob".into()),
                "bob has not asked for a takeback".to_owned(),
            ),
            (
                GameRefusal::OfferLapsed {
                    takeback: false,
                    by: "alice".into(),
                },
                "alice's draw offer lapsed when you moved; /draw offer makes one of your own"
                    .to_owned(),
            ),
            (
                GameRefusal::NoTakeback(rules::UndoRefusal::NoMove),
                "no takeback: no move has been played".to_owned(),
            ),
        ];
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(refusal(&r), text);
        }
    }

    #[test]
    fn moves_and_refusals_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let said = GameSaid::Position {
            game: 4,
            variant: Variant::Xiangqi,
            played: Some(told("alice", "C2=5")),
            answered: None,
            next: Next::ToMove {
                name: "bob".into(),
                side: Color::Black,
            },
        };
        let not_yet = GameRefusal::NotYourTurn {
            game: 4,
            variant: Variant::MiniShogi,
            to_move: Color::Black,
        };
        let lapsed = GameRefusal::OfferLapsed {
            takeback: false,
            by: "bob".into(),
        };
        let expected = [
            (
                Language::English,
                "Game 4: alice played C2=5. bob (black) to move.",
                "it is not your turn in game 4: gote is to move",
                "bob's draw offer lapsed when you moved; /draw offer makes one of your own",
            ),
            (
                Language::ChineseSimplified,
                "第4局：alice走了C2=5。轮到bob（黑方）走棋。",
                "第4局还没轮到你：现在该后手走",
                "你走棋后，bob的提和已失效；用 /draw offer 可以自己提和",
            ),
            (
                Language::ChineseTraditional,
                "第4局：alice走了C2=5。輪到bob（黑方）走棋。",
                "第4局還沒輪到你：現在該後手走",
                "你走棋後，bob的提和已失效；用 /draw offer 可以自己提和",
            ),
            (
                Language::Vietnamese,
                "Ván 4: alice đã đi C2=5. Đến lượt bob (bên Đen) đi.",
                "chưa đến lượt bạn trong ván 4: đến lượt hậu thủ đi",
                "lời đề nghị hòa của bob đã hết hiệu lực khi bạn đi; /draw offer để tự đề nghị",
            ),
            (
                Language::Japanese,
                "対局4：aliceがC2=5と指しました。bob（黒）の手番です。",
                "対局4はあなたの手番ではありません：後手の手番です",
                "あなたが指したのでbobの引き分けの提案は無効になりました。/draw offer で自分から提案できます",
            ),
        ];
        for (language, moved, turn, offer) in expected {
            let reader = Reader::of(language);
            let words = as_read_by(reader, || {
                (said_text(&said), refusal(&not_yet), refusal(&lapsed))
            });
            assert_eq!(
                words,
                (moved.to_owned(), turn.to_owned(), offer.to_owned()),
                "{language}"
            );
        }
    }

    #[test]
    fn your_move_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let said = GameSaid::YourMove {
            game: 7,
            variant: Variant::MiniShogi,
            place: Place("#hall".into()),
            played: Some(told("bob", "☖同　玉")),
            answered: None,
        };
        let expected = [
            (
                Language::English,
                "Your move in game 7 (Minishogi) in #hall. bob played ☖同　玉.",
            ),
            (
                Language::ChineseSimplified,
                "#hall的第7局（5五将棋）轮到你走了。bob走了☖同　玉。",
            ),
            (
                Language::ChineseTraditional,
                "#hall的第7局（5五將棋）輪到你走了。bob走了☖同　玉。",
            ),
            (
                Language::Vietnamese,
                "Đến lượt bạn trong ván 7 (Shogi mini) ở #hall. bob đã đi ☖同　玉.",
            ),
            (
                Language::Japanese,
                "#hallの対局7（5五将棋）はあなたの手番です。bobが☖同　玉と指しました。",
            ),
        ];
        for (language, text) in expected {
            let reader = Reader::of(language);
            assert_eq!(as_read_by(reader, || said_text(&said)), text, "{language}");
        }
    }

    #[test]
    fn endings_offers_and_lines_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let ended = GameSaid::Position {
            game: 5,
            variant: Variant::Xiangqi,
            played: Some(told("bob", "R1+9")),
            answered: None,
            next: Next::Ended {
                outcome: Outcome::win(Color::Black, EndReason::Checkmate),
                whole_game: None,
                counts: true,
            },
        };
        let offered = GameSaid::DrawOffered {
            game: 5,
            by: "alice".into(),
            to: "bob".into(),
            to_palace: false,
        };
        let taken_back = GameSaid::TakebackAccepted {
            game: 5,
            by: "bob".into(),
            asker: "alice".into(),
            plies: 1,
        };
        let listed_line = GameSaid::Line(game_line(LineState::Running {
            move_number: 4,
            mover: Mover::Named("bob".into()),
            clock: ClockLine::Left(2 * 86_400 + 5 * 3600),
        }));
        let reminder = GameSaid::Reminder {
            game: 5,
            name: "bob".into(),
            left: 3 * 3600 + 600,
        };
        let expected = [
            (
                Language::English,
                [
                    "Game 5: bob played R1+9. Black wins by checkmate.",
                    "Game 5: alice offers a draw. bob: /draw accept or /draw decline.",
                    "Game 5: bob accepts the takeback: alice's last move is taken back.",
                    "Game 3 · Xiangqi · alice (red) vs bob (black) · move 4 · bob to move · 2 d 5 h left",
                    "Reminder: game 5, bob to move; 3 h 10 min left.",
                ],
            ),
            (
                Language::ChineseSimplified,
                [
                    "第5局：bob走了R1+9。黑方将死对方获胜。",
                    "第5局：alice提和。bob：/draw accept 接受，/draw decline 拒绝。",
                    "第5局：bob同意悔棋：alice的上一步已退回。",
                    "第3局 · 象棋 · alice（红方） 对 bob（黑方） · 第4回合 · 轮到bob走 · 剩余2天5小时",
                    "提醒：第5局轮到bob走，剩余3小时10分钟。",
                ],
            ),
            (
                Language::ChineseTraditional,
                [
                    "第5局：bob走了R1+9。黑方將死對方獲勝。",
                    "第5局：alice提和。bob：/draw accept 接受，/draw decline 拒絕。",
                    "第5局：bob同意悔棋：alice的上一步已退回。",
                    "第3局 · 象棋 · alice（紅方） 對 bob（黑方） · 第4回合 · 輪到bob走 · 剩餘2天5小時",
                    "提醒：第5局輪到bob走，剩餘3小時10分鐘。",
                ],
            ),
            (
                Language::Vietnamese,
                [
                    "Ván 5: bob đã đi R1+9. Bên Đen thắng do chiếu hết.",
                    "Ván 5: alice đề nghị hòa. bob: /draw accept hoặc /draw decline.",
                    "Ván 5: bob đồng ý cho đi lại: nước vừa rồi của alice đã được rút lại.",
                    "Ván 3 · Cờ tướng · alice (bên Đỏ) vs bob (bên Đen) · nước 4 · đến lượt bob · còn 2 ngày 5 giờ",
                    "Nhắc nhở: ván 5, đến lượt bob đi; còn 3 giờ 10 phút.",
                ],
            ),
            (
                Language::Japanese,
                [
                    "対局5：bobがR1+9と指しました。黒の勝ち（詰み）。",
                    "対局5：aliceが引き分けを提案しました。bob：/draw accept または /draw decline で答えてください。",
                    "対局5：bobが待ったを受けました：aliceの直前の手を戻しました。",
                    "対局3 · シャンチー · alice（赤） 対 bob（黒） · 第4巡 · bobの手番 · 残り2日5時間",
                    "お知らせ：対局5はbobの手番です。残り3時間10分。",
                ],
            ),
        ];
        for (language, texts) in expected {
            let reader = Reader::of(language);
            let words = as_read_by(reader, || {
                [&ended, &offered, &taken_back, &listed_line, &reminder].map(said_text)
            });
            assert_eq!(words, texts.map(str::to_owned), "{language}");
        }
    }

    fn said_text(s: &GameSaid) -> String {
        super::said(s)
    }
}
