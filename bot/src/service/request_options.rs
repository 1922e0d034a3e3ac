//! A typed [`Request`] back to the options that give it: how a button (or Palace's own
//! move) becomes a [`Command`] from a typed value, never from a command name written as a
//! string. Each command's `parse` reads these options back to the same request (tested).

use rules::Color;

use super::command::{Command, OptionValue};
use super::request::{ChallengeTerms, OfferAction, PuzzleAction, Request};
use crate::model::{ColorChoice, EventFormat, Place, Server, User, short_duration};

/// `name` → text.
fn text(name: &'static str, value: impl ToString) -> (&'static str, OptionValue) {
    (name, OptionValue::Text(value.to_string()))
}

/// `game:N` (or `challenge:N`) when named.
fn id(name: &'static str, value: Option<u64>) -> Option<(&'static str, OptionValue)> {
    value.map(|v| text(name, v))
}

/// The word of an offer's step: `offer` or `request` (`make`), `accept`, `decline`.
fn step(action: OfferAction, make: &'static str) -> &'static str {
    match action {
        OfferAction::Make => make,
        OfferAction::Accept => "accept",
        OfferAction::Decline => "decline",
    }
}

fn challenge(t: &ChallengeTerms) -> Vec<(&'static str, OptionValue)> {
    let mut o = Vec::new();
    if let Some(u) = &t.opponent {
        o.push(("opponent", OptionValue::User(u.clone())));
    }
    o.push(text("variant", t.variant.name()));
    o.push(text(
        "side",
        match t.color {
            ColorChoice::Red => "first",
            ColorChoice::Black => "second",
            ColorChoice::Random => "random",
        },
    ));
    o.extend(t.days.map(|d| text("days", d)));
    o.extend(t.rated.map(|r| text("rated", r)));
    o.extend(t.fen.as_ref().map(|f| text("fen", f)));
    o.extend(t.level.map(|l| text("level", l.get())));
    o
}

impl Request {
    /// The options that give this request, in its definition's order where it has one.
    pub fn options(&self) -> Vec<(&'static str, OptionValue)> {
        let game = |g: &Option<u64>| id("game", *g);
        match self {
            Request::Challenge(t) => challenge(t),
            Request::ChallengeMenu { opponent, level } => opponent
                .iter()
                .map(|u| ("opponent", OptionValue::User(u.clone())))
                .chain(level.map(|l| text("level", l.get())))
                .collect(),
            Request::Accept { challenge }
            | Request::Decline { challenge }
            | Request::Cancel { challenge } => id("challenge", *challenge).into_iter().collect(),
            Request::Move { text: t, game: g } => [Some(text("text", t)), game(g)]
                .into_iter()
                .flatten()
                .collect(),
            Request::Board { flip, game: g } => [flip.then(|| text("flip", true)), game(g)]
                .into_iter()
                .flatten()
                .collect(),
            Request::Page { game: g, new } => [game(g), new.then(|| text("new", true))]
                .into_iter()
                .flatten()
                .collect(),
            Request::Position { game: g }
            | Request::Resign { game: g }
            | Request::Abort { game: g }
            | Request::Analyse { game: g } => game(g).into_iter().collect(),
            Request::Export { game: g, notation } => {
                [game(g), notation.map(|n| text("notation", n.name()))]
                    .into_iter()
                    .flatten()
                    .collect()
            }
            Request::Draw { action, game: g } => {
                [Some(text("action", step(*action, "offer"))), game(g)]
                    .into_iter()
                    .flatten()
                    .collect()
            }
            Request::Takeback { action, game: g } => {
                [Some(text("action", step(*action, "request"))), game(g)]
                    .into_iter()
                    .flatten()
                    .collect()
            }
            Request::Premove {
                line,
                clear,
                game: g,
            } => [
                line.as_ref().map(|l| text("line", l)),
                clear.then(|| text("clear", true)),
                game(g),
            ]
            .into_iter()
            .flatten()
            .collect(),
            Request::Games { user } => user
                .iter()
                .map(|u| ("user", OptionValue::User(u.clone())))
                .collect(),
            Request::Replay { game: g, view } => [
                game(g),
                view.map(|c| {
                    text(
                        "view",
                        match c {
                            Color::Red => "red",
                            Color::Black => "black",
                        },
                    )
                }),
            ]
            .into_iter()
            .flatten()
            .collect(),
            Request::Stats { user, variant } => [
                user.as_ref()
                    .map(|u| ("user", OptionValue::User(u.clone()))),
                variant.map(|v| text("variant", v.name())),
            ]
            .into_iter()
            .flatten()
            .collect(),
            Request::Leaderboard { variant, by } => {
                vec![text("variant", variant.name()), text("by", by.name())]
            }
            Request::Activity { variant } | Request::Rules { variant } => variant
                .map(|v| text("variant", v.name()))
                .into_iter()
                .collect(),
            Request::Settings {
                style,
                notify,
                challenges,
                remind,
                notation,
                language,
                server,
                organisers,
            } => [
                style.as_ref().map(|s| text("style", s)),
                notify.map(|n| text("notify", n.name())),
                challenges.map(|c| text("challenges", if c { "on" } else { "off" })),
                remind.as_ref().map(|r| {
                    text(
                        "remind",
                        match r {
                            None => "default".to_owned(),
                            Some(t) if t.is_empty() => "off".to_owned(),
                            Some(t) => t
                                .iter()
                                .map(|&s| short_duration(s))
                                .collect::<Vec<_>>()
                                .join(","),
                        },
                    )
                }),
                notation.map(|n| text("notation", n.name())),
                language.map(|l| text("language", l.tag())),
                server.then(|| text("for", "server")),
                organisers.as_ref().map(|r| text("organisers", r)),
            ]
            .into_iter()
            .flatten()
            .collect(),
            Request::Puzzle { action } => action
                .map(|a| {
                    text(
                        "action",
                        match a {
                            PuzzleAction::Next => "next",
                            PuzzleAction::Hint => "hint",
                            PuzzleAction::Answer => "answer",
                        },
                    )
                })
                .into_iter()
                .collect(),
            Request::Vacation { days, end } => [
                days.map(|d| text("days", d)),
                end.then(|| text("end", true)),
            ]
            .into_iter()
            .flatten()
            .collect(),
            Request::Tournament {
                action,
                tournament,
                terms,
                player,
            } => {
                let mut o = vec![text("action", action.name())];
                o.extend(id("tournament", *tournament));
                if let Some(t) = terms {
                    match t.format {
                        EventFormat::RoundRobin { double } => {
                            o.push(text("format", "round-robin"));
                            o.extend(double.then(|| text("double", true)));
                        }
                        EventFormat::Swiss { rounds } => {
                            o.push(text("format", "swiss"));
                            o.push(text("rounds", rounds));
                        }
                    }
                    o.push(text("variant", t.variant.name()));
                    o.extend(t.days.map(|d| text("days", d)));
                    o.extend(t.rated.map(|r| text("rated", r)));
                    o.extend(t.limit.map(|l| text("players", l)));
                    o.extend(t.signup_days.map(|d| text("signup", d)));
                }
                o.extend(
                    player
                        .as_ref()
                        .map(|u| ("player", OptionValue::User(u.clone()))),
                );
                o
            }
            Request::Help => Vec::new(),
        }
    }
}

impl Command {
    /// The command that gives `request`, as `user` in `place` of `server`.
    pub fn of(user: User, place: Place, server: Option<Server>, request: &Request) -> Command {
        Command {
            user,
            place,
            server,
            name: request.verb().name().to_owned(),
            options: request
                .options()
                .into_iter()
                .map(|(n, v)| (n.to_owned(), v))
                .collect(),
            locale: None,
            server_locale: None,
            manages_server: false,
            roles: Vec::new(),
            place_answers_only: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::UserId;
    use crate::service::commands::definition;
    use crate::service::request::Ranking;
    use crate::service::request::{EventAction, TournamentTerms};
    use crate::service::spec::Options;
    use engine::Level;
    use rules::Variant;

    /// Every command's requests, given as their options, read back to the same request.
    #[test]
    fn every_request_round_trips_through_its_options() {
        let bob = User {
            id: UserId("b".into()),
            name: "bob".into(),
            account: None,
        };
        let requests = [
            Request::Challenge(ChallengeTerms {
                opponent: Some(bob.clone()),
                variant: Variant::MiniShogi,
                color: ColorChoice::Black,
                days: Some(2),
                rated: Some(false),
                fen: Some("4k/5/5/5/K4[GG] w 0 1".into()),
                level: None,
            }),
            Request::Challenge(ChallengeTerms {
                opponent: None,
                variant: Variant::Xiangqi,
                color: ColorChoice::Random,
                days: None,
                rated: None,
                fen: None,
                level: Level::new(3),
            }),
            Request::ChallengeMenu {
                opponent: Some(bob.clone()),
                level: None,
            },
            Request::ChallengeMenu {
                opponent: None,
                level: Level::new(8),
            },
            Request::Accept {
                challenge: Some(12),
            },
            Request::Decline { challenge: None },
            Request::Cancel { challenge: Some(1) },
            Request::Move {
                text: "C2=5".into(),
                game: Some(4),
            },
            Request::Board {
                flip: true,
                game: None,
            },
            Request::Position { game: Some(2) },
            Request::Page {
                game: Some(3),
                new: true,
            },
            Request::Page {
                game: None,
                new: false,
            },
            Request::Resign { game: Some(5) },
            Request::Draw {
                action: OfferAction::Accept,
                game: Some(5),
            },
            Request::Abort { game: None },
            Request::Takeback {
                action: OfferAction::Make,
                game: Some(5),
            },
            Request::Premove {
                line: Some("H8+7 H2+3".into()),
                clear: false,
                game: Some(5),
            },
            Request::Games {
                user: Some(bob.clone()),
            },
            Request::Export {
                game: Some(1),
                notation: Some(rules::Notation::Chinese),
            },
            Request::Replay {
                game: Some(1),
                view: Some(Color::Black),
            },
            Request::Analyse { game: None },
            Request::Stats {
                user: Some(bob),
                variant: Some(Variant::DarkMiniXiangqi),
            },
            Request::Leaderboard {
                variant: Variant::MiniXiangqi,
                by: Ranking::Wins,
            },
            Request::Activity { variant: None },
            Request::Settings {
                style: Some("western".into()),
                notify: Some(crate::model::Notify::Dm),
                challenges: Some(false),
                remind: Some(Some(vec![86_400, 7200])),
                notation: Some(rules::Notation::Chinese),
                language: Some(crate::model::Language::Vietnamese),
                server: false,
                organisers: None,
            },
            Request::Settings {
                style: None,
                notify: None,
                challenges: None,
                remind: None,
                notation: Some(rules::Notation::Japanese),
                language: Some(crate::model::Language::Japanese),
                server: true,
                organisers: Some("8000".into()),
            },
            Request::Puzzle {
                action: Some(PuzzleAction::Hint),
            },
            Request::Vacation {
                days: Some(7),
                end: false,
            },
            Request::Rules {
                variant: Some(Variant::Xiangqi),
            },
            Request::Tournament {
                action: EventAction::Create,
                tournament: None,
                terms: Some(TournamentTerms {
                    format: EventFormat::Swiss { rounds: 4 },
                    variant: Variant::Xiangqi,
                    days: Some(2),
                    rated: Some(false),
                    limit: Some(32),
                    signup_days: Some(3),
                }),
                player: None,
            },
            Request::Tournament {
                action: EventAction::Create,
                tournament: None,
                terms: Some(TournamentTerms {
                    format: EventFormat::RoundRobin { double: true },
                    variant: Variant::DarkMiniXiangqi,
                    days: None,
                    rated: None,
                    limit: None,
                    signup_days: None,
                }),
                player: None,
            },
            Request::Tournament {
                action: EventAction::Withdraw,
                tournament: Some(3),
                terms: None,
                player: Some(User {
                    id: UserId("c".into()),
                    name: "carol".into(),
                    account: None,
                }),
            },
            Request::Tournament {
                action: EventAction::Standings,
                tournament: None,
                terms: None,
                player: None,
            },
            Request::Help,
        ];
        let verbs: std::collections::HashSet<_> = requests.iter().map(Request::verb).collect();
        assert_eq!(
            verbs.len(),
            <super::super::request::Verb as strum::EnumCount>::COUNT
        );
        for request in requests {
            let spec = definition(request.verb());
            let given: Vec<(String, OptionValue)> = request
                .options()
                .into_iter()
                .map(|(n, v)| (n.to_owned(), v))
                .collect();
            let options = Options::check(spec, &given).unwrap();
            assert_eq!((spec.parse)(&options).unwrap(), request, "{given:?}");
        }
    }
}
