//! Every command's one definition: name, options, help, whether its answers are private,
//! what its buttons do, and how its options become a typed [`Request`]. The Discord
//! registration, `/help`, `palace play`'s parser and the button handling all read this
//! table; the service dispatches the [`Request`] to the command's handler.
//!
//! Adding a command is: its variant of [`Request`], its entry here, its handler (an arm of
//! `Service::dispatch`, which the compiler holds to every variant), and its tests.

use engine::Level;

use rules::{Color, Variant};

use super::command::OptionValue;
use super::request::{
    ChallengeTerms, EventAction, OfferAction, PuzzleAction, Ranking, Request, TournamentTerms, Verb,
};
use super::said::OptionRefusal as No;
use super::spec::{CHALLENGE, CommandSpec, GAME, IntRange, Kind, Options, VARIANTS, opt};
use crate::model::{ColorChoice, EventFormat, Language, Notify, User, parse_reminders};

/// Every command, in the order `/help` lists them.
pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec {
        verb: Verb::Challenge,
        options: &[
            opt("opponent", Kind::User, false),
            // Without it (and anything else but whom), which game is asked by buttons.
            opt("variant", Kind::Choice(VARIANTS), false),
            opt("side", Kind::Choice(SIDES), false),
            opt("days", Kind::Integer(IntRange::new(1, 14)), false),
            opt("rated", Kind::Boolean, false),
            opt("fen", Kind::Text, false),
            opt("level", Kind::Integer(IntRange::new(1, 8)), false),
        ],
        private: false,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: challenge_terms,
    },
    CommandSpec {
        verb: Verb::Accept,
        options: &[CHALLENGE],
        private: false,
        answered_once: true,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Accept {
                challenge: o.id("challenge"),
            })
        },
    },
    CommandSpec {
        verb: Verb::Decline,
        options: &[CHALLENGE],
        private: false,
        answered_once: true,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Decline {
                challenge: o.id("challenge"),
            })
        },
    },
    CommandSpec {
        verb: Verb::Cancel,
        options: &[CHALLENGE],
        private: false,
        answered_once: true,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Cancel {
                challenge: o.id("challenge"),
            })
        },
    },
    CommandSpec {
        verb: Verb::Move,
        options: &[opt("text", Kind::Text, true), GAME],
        private: false,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Move {
                text: o.required("text")?.to_owned(),
                game: o.id("game"),
            })
        },
    },
    CommandSpec {
        verb: Verb::Board,
        options: &[opt("flip", Kind::Boolean, false), GAME],
        private: false,
        answered_once: false,
        private_when_clicked: true,
        heavy: false,
        parse: |o| {
            Ok(Request::Board {
                flip: o.boolean("flip").unwrap_or(false),
                game: o.id("game"),
            })
        },
    },
    CommandSpec {
        verb: Verb::Position,
        options: &[GAME],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| Ok(Request::Position { game: o.id("game") }),
    },
    CommandSpec {
        verb: Verb::Resign,
        options: &[GAME],
        private: false,
        answered_once: true,
        private_when_clicked: false,
        heavy: false,
        parse: |o| Ok(Request::Resign { game: o.id("game") }),
    },
    CommandSpec {
        verb: Verb::Draw,
        options: &[
            opt(
                "action",
                Kind::Choice(&["offer", "accept", "decline"]),
                true,
            ),
            GAME,
        ],
        private: false,
        answered_once: true,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Draw {
                action: offer_action(o, "offer")?,
                game: o.id("game"),
            })
        },
    },
    CommandSpec {
        verb: Verb::Abort,
        options: &[GAME],
        private: false,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| Ok(Request::Abort { game: o.id("game") }),
    },
    CommandSpec {
        verb: Verb::Takeback,
        options: &[
            opt(
                "action",
                Kind::Choice(&["request", "accept", "decline"]),
                true,
            ),
            GAME,
        ],
        private: false,
        answered_once: true,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Takeback {
                action: offer_action(o, "request")?,
                game: o.id("game"),
            })
        },
    },
    CommandSpec {
        verb: Verb::Premove,
        options: &[
            opt("line", Kind::Text, false),
            opt("clear", Kind::Boolean, false),
            GAME,
        ],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Premove {
                line: o.text("line").map(str::to_owned),
                clear: o.boolean("clear").unwrap_or(false),
                game: o.id("game"),
            })
        },
    },
    CommandSpec {
        verb: Verb::Games,
        options: &[opt("user", Kind::User, false)],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Games {
                user: o.user("user").cloned(),
            })
        },
    },
    CommandSpec {
        verb: Verb::Export,
        options: &[
            GAME,
            opt("notation", Kind::Choice(&rules::Notation::NAMES), false),
        ],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Export {
                game: o.id("game"),
                notation: o.choice("notation").and_then(|n| n.parse().ok()),
            })
        },
    },
    CommandSpec {
        verb: Verb::Page,
        options: &[GAME, opt("new", Kind::Boolean, false)],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Page {
                game: o.id("game"),
                new: o.boolean("new").unwrap_or(false),
            })
        },
    },
    CommandSpec {
        verb: Verb::Replay,
        options: &[
            GAME,
            opt("view", Kind::Choice(&["full", "red", "black"]), false),
        ],
        private: false,
        answered_once: false,
        private_when_clicked: false,
        heavy: true,
        parse: |o| {
            Ok(Request::Replay {
                game: o.id("game"),
                view: match o.choice("view") {
                    Some("red") => Some(Color::Red),
                    Some("black") => Some(Color::Black),
                    _ => None,
                },
            })
        },
    },
    CommandSpec {
        verb: Verb::Analyse,
        options: &[GAME],
        private: false,
        answered_once: false,
        private_when_clicked: false,
        heavy: true,
        parse: |o| Ok(Request::Analyse { game: o.id("game") }),
    },
    CommandSpec {
        verb: Verb::Stats,
        options: &[
            opt("user", Kind::User, false),
            opt("variant", Kind::Choice(VARIANTS), false),
        ],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Stats {
                user: o.user("user").cloned(),
                variant: o.variant("variant")?,
            })
        },
    },
    CommandSpec {
        verb: Verb::Leaderboard,
        options: &[
            opt("variant", Kind::Choice(VARIANTS), true),
            opt("by", Kind::Choice(&["rating", "wins", "games"]), false),
        ],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: leaderboard,
    },
    CommandSpec {
        verb: Verb::Activity,
        options: &[opt("variant", Kind::Choice(VARIANTS), false)],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Activity {
                variant: o.variant("variant")?,
            })
        },
    },
    CommandSpec {
        verb: Verb::Settings,
        options: &[
            opt("style", Kind::Choice(&["traditional", "western"]), false),
            opt("notify", Kind::Choice(&Notify::NAMES), false),
            opt("challenges", Kind::Choice(&["on", "off"]), false),
            opt("remind", Kind::Text, false),
            opt("notation", Kind::Choice(&rules::Notation::NAMES), false),
            opt("language", Kind::Choice(&Language::TAGS), false),
            opt("for", Kind::Choice(&["me", "server"]), false),
            opt("organisers", Kind::Role, false),
        ],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Settings {
                style: o.choice("style").map(str::to_owned),
                notify: o.choice("notify").and_then(Notify::named),
                challenges: o.choice("challenges").map(|c| c == "on"),
                remind: o
                    .text("remind")
                    .map(parse_reminders)
                    .transpose()
                    .map_err(No::Reminders)?,
                notation: o.choice("notation").and_then(|n| n.parse().ok()),
                language: o.choice("language").and_then(Language::from_locale),
                server: o.choice("for") == Some("server"),
                organisers: match o.text("organisers") {
                    Some(_) if o.choice("for") != Some("server") => {
                        return Err(No::OnlyWith {
                            option: "organisers",
                            with: "for:server",
                        });
                    }
                    role => role.map(str::to_owned),
                },
            })
        },
    },
    CommandSpec {
        verb: Verb::Puzzle,
        options: &[opt(
            "action",
            Kind::Choice(&["next", "hint", "answer"]),
            false,
        )],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Puzzle {
                action: match o.choice("action") {
                    Some("next") => Some(PuzzleAction::Next),
                    Some("hint") => Some(PuzzleAction::Hint),
                    Some("answer") => Some(PuzzleAction::Answer),
                    _ => None,
                },
            })
        },
    },
    CommandSpec {
        verb: Verb::Vacation,
        options: &[
            opt("days", Kind::Integer(IntRange::new(1, 365)), false),
            opt("end", Kind::Boolean, false),
        ],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Vacation {
                days: o
                    .integer("days")
                    .map(|d| u32::try_from(d).map_err(|_| No::VacationDays(d)))
                    .transpose()?,
                end: o.boolean("end").unwrap_or(false),
            })
        },
    },
    CommandSpec {
        verb: Verb::Rules,
        options: &[opt("variant", Kind::Choice(VARIANTS), false)],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Rules {
                variant: o.variant("variant")?,
            })
        },
    },
    CommandSpec {
        verb: Verb::Tournament,
        options: &[
            opt("action", Kind::Choice(&EventAction::NAMES), true),
            opt("tournament", Kind::Integer(IntRange::at_least(1)), false),
            opt("format", Kind::Choice(&["round-robin", "swiss"]), false),
            opt("variant", Kind::Choice(VARIANTS), false),
            opt("days", Kind::Integer(IntRange::new(1, 14)), false),
            opt("rated", Kind::Boolean, false),
            opt("rounds", Kind::Integer(IntRange::new(1, 20)), false),
            opt("double", Kind::Boolean, false),
            opt("players", Kind::Integer(IntRange::new(3, 64)), false),
            opt("signup", Kind::Integer(IntRange::new(1, 30)), false),
            opt("player", Kind::User, false),
        ],
        private: false,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: tournament,
    },
    CommandSpec {
        verb: Verb::Help,
        options: &[],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |_| Ok(Request::Help),
    },
];

/// The command named `name`, in any case (`/move`, `/Move`, `/MOVE`).
pub fn command(name: &str) -> Option<&'static CommandSpec> {
    COMMANDS
        .iter()
        .find(|c| c.name().eq_ignore_ascii_case(name))
}

/// The command `name` is a slip of (`mvoe` for `move`), if exactly one is nearest.
pub fn near_command(name: &str) -> Option<Verb> {
    let names: Vec<&'static str> = COMMANDS.iter().map(|c| c.name()).collect();
    super::spec::did_you_mean(&names, name).and_then(Verb::named)
}

/// The definition of `verb`.
pub fn definition(verb: Verb) -> &'static CommandSpec {
    COMMANDS
        .iter()
        .find(|c| c.verb == verb)
        .expect("every verb has its definition (a test holds every one to it)")
}

/// `level:`, Palace's strength when it is the opponent.
fn level_of(o: &Options<'_>) -> Result<Option<Level>, No> {
    match o.integer("level") {
        Some(n) => Ok(Some(
            u8::try_from(n).ok().and_then(Level::new).ok_or(No::Level)?,
        )),
        None => Ok(None),
    }
}

fn challenge_terms(o: &Options<'_>) -> Result<Request, No> {
    let Some(variant) = o.variant("variant")? else {
        // Nothing but (perhaps) whom: which game is asked with a button per variant.
        let only_whom = ["side", "days", "rated", "fen"].iter().all(|n| !o.given(n));
        return if only_whom {
            Ok(Request::ChallengeMenu {
                opponent: o.user("opponent").cloned(),
                level: level_of(o)?,
            })
        } else {
            Err(No::Missing {
                verb: Verb::Challenge,
                option: "variant",
            })
        };
    };
    let color = match o.choice("side") {
        Some(side) => side_choice(variant, side)?,
        None => ColorChoice::Random,
    };
    let level = level_of(o)?;
    Ok(Request::Challenge(ChallengeTerms {
        opponent: o.user("opponent").cloned(),
        variant,
        color,
        days: o.integer("days").and_then(|d| u32::try_from(d).ok()),
        rated: o.boolean("rated"),
        fen: o.text("fen").map(str::to_owned),
        level,
    }))
}

/// The options of `/tournament` that set up a new event (`action:create` only).
const CREATE_OPTIONS: [&str; 8] = [
    "format", "variant", "days", "rated", "rounds", "double", "players", "signup",
];

/// Rounds of a Swiss when `create` does not say.
pub const DEFAULT_SWISS_ROUNDS: u32 = 5;

fn tournament(o: &Options<'_>) -> Result<Request, No> {
    let word = o.choice("action").unwrap_or("list");
    let action = EventAction::named(word).expect("a choice of the option");
    let only_with = |option: &'static str, with: &'static str| {
        if o.given(option) {
            Err(No::OnlyWith { option, with })
        } else {
            Ok(())
        }
    };
    if action != EventAction::Withdraw {
        only_with("player", "action:withdraw")?;
    }
    let terms = if action == EventAction::Create {
        if o.given("tournament") {
            return Err(No::NotWith {
                option: "tournament",
                with: "action:create",
            });
        }
        let missing = |option| No::Missing {
            verb: Verb::Tournament,
            option,
        };
        let variant = o.variant("variant")?.ok_or(missing("variant"))?;
        let format = match o.choice("format").ok_or(missing("format"))? {
            "swiss" => {
                only_with("double", "format:round-robin")?;
                EventFormat::Swiss {
                    rounds: o
                        .integer("rounds")
                        .and_then(|r| u32::try_from(r).ok())
                        .unwrap_or(DEFAULT_SWISS_ROUNDS),
                }
            }
            _ => {
                only_with("rounds", "format:swiss")?;
                EventFormat::RoundRobin {
                    double: o.boolean("double").unwrap_or(false),
                }
            }
        };
        let number = |name| o.integer(name).and_then(|n| u32::try_from(n).ok());
        Some(TournamentTerms {
            format,
            variant,
            days: number("days"),
            rated: o.boolean("rated"),
            limit: number("players"),
            signup_days: number("signup"),
        })
    } else {
        for option in CREATE_OPTIONS {
            only_with(option, "action:create")?;
        }
        None
    };
    if action == EventAction::Withdraw && !o.given("player") {
        return Err(No::Missing {
            verb: Verb::Tournament,
            option: "player",
        });
    }
    Ok(Request::Tournament {
        action,
        tournament: o.id("tournament"),
        terms,
        player: o.user("player").cloned(),
    })
}

/// The level Palace plays when challenged by name without `level:`: a club player.
pub const DEFAULT_PALACE_LEVEL: &str = "4";

/// `/challenge opponent:@Palace` is a game against the engine: the opponent that
/// `is_palace` (the bot's own user in Discord, the name Palace in `palace play`) becomes
/// `level:` (4 unless a level is given).
pub fn opponent_palace(
    options: &mut Vec<(String, OptionValue)>,
    is_palace: impl Fn(&User) -> bool,
) {
    let is_bot = |(n, v): &(String, OptionValue)| {
        n == "opponent" && matches!(v, OptionValue::User(u) if is_palace(u))
    };
    if options.iter().any(is_bot) {
        options.retain(|o| !is_bot(o));
        if !options.iter().any(|(n, _)| n == "level") {
            options.push((
                "level".to_owned(),
                OptionValue::Text(DEFAULT_PALACE_LEVEL.to_owned()),
            ));
        }
    }
}

/// Every side name a challenge takes: each game's own, then those of any game.
const SIDES: &[&str] = &["red", "black", "sente", "gote", "first", "second", "random"];

/// The challenger's side from its name, which must belong to `variant`: a shogi player's
/// "black" is the first player, a xiangqi player's the second, so neither is guessed.
fn side_choice(variant: Variant, side: &str) -> Result<ColorChoice, No> {
    match side {
        "first" => return Ok(ColorChoice::Red),
        "second" => return Ok(ColorChoice::Black),
        "random" => return Ok(ColorChoice::Random),
        _ => {}
    }
    if side == variant.side_name(Color::Red) {
        Ok(ColorChoice::Red)
    } else if side == variant.side_name(Color::Black) {
        Ok(ColorChoice::Black)
    } else {
        Err(No::NoSide {
            variant,
            side: side.to_owned(),
        })
    }
}

fn leaderboard(o: &Options<'_>) -> Result<Request, No> {
    let variant = o.variant("variant")?.ok_or(No::Missing {
        verb: Verb::Leaderboard,
        option: "variant",
    })?;
    let by = o
        .choice("by")
        .and_then(Ranking::named)
        .unwrap_or(Ranking::Rating);
    Ok(Request::Leaderboard { variant, by })
}

/// `offer`/`request` (named `make`), `accept` or `decline`.
fn offer_action(o: &Options<'_>, make: &'static str) -> Result<OfferAction, No> {
    o.required("action")?;
    match o.choice("action").unwrap_or_default() {
        "accept" => Ok(OfferAction::Accept),
        "decline" => Ok(OfferAction::Decline),
        m if m == make => Ok(OfferAction::Make),
        other => Err(No::Action {
            make,
            given: other.to_owned(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A valid value for option `name` of each kind.
    fn sample(name: &str, kind: Kind) -> OptionValue {
        let text = match kind {
            Kind::Text if name == "remind" => "24h,2h".to_owned(),
            Kind::Text => "C2=5".to_owned(),
            Kind::Integer(r) => r.min().to_string(),
            Kind::Boolean => "true".to_owned(),
            Kind::Choice(words) => words[words.len() - 1].to_owned(),
            Kind::User => return OptionValue::User(crate::model::User::named("bob")),
            Kind::Role => "555".to_owned(),
        };
        OptionValue::Text(text)
    }

    #[test]
    fn every_definition_reads_its_options_into_its_own_request() {
        for c in COMMANDS {
            for all in [false, true] {
                let given: Vec<(String, OptionValue)> = c
                    .options
                    .iter()
                    .filter(|o| o.required || all)
                    .filter(|o| !(c.verb == Verb::Challenge && o.name == "opponent" && all))
                    // A tournament's options go with their action: all of `create`'s.
                    .filter(|o| {
                        !(c.verb == Verb::Tournament
                            && all
                            && ["tournament", "player", "double"].contains(&o.name))
                    })
                    .map(|o| match (c.verb, o.name) {
                        (Verb::Tournament, "action") => (
                            o.name.to_owned(),
                            OptionValue::Text(if all { "create" } else { "list" }.to_owned()),
                        ),
                        _ => (o.name.to_owned(), sample(o.name, o.kind)),
                    })
                    .collect();
                let options = Options::check(c, &given).unwrap();
                let request = (c.parse)(&options).unwrap();
                assert_eq!(request.verb(), c.verb, "{given:?}");
            }
        }
    }

    #[test]
    fn options_become_typed_values() {
        let read = |name: &str, given: &[(&str, &str)]| {
            let c = command(name).unwrap();
            let given: Vec<(String, OptionValue)> = given
                .iter()
                .map(|(n, v)| ((*n).to_owned(), OptionValue::Text((*v).to_owned())))
                .collect();
            (c.parse)(&Options::check(c, &given).unwrap()).unwrap()
        };
        assert_eq!(
            read("move", &[("text", "C2=5"), ("game", "12")]),
            Request::Move {
                text: "C2=5".into(),
                game: Some(12)
            }
        );
        assert_eq!(
            read("takeback", &[("action", "request")]),
            Request::Takeback {
                action: OfferAction::Make,
                game: None
            }
        );
        assert_eq!(
            read("leaderboard", &[("variant", "xiangqi"), ("by", "wins")]),
            Request::Leaderboard {
                variant: rules::Variant::Xiangqi,
                by: Ranking::Wins
            }
        );
        let Request::Challenge(terms) = read(
            "challenge",
            &[
                ("variant", "minishogi"),
                ("side", "gote"),
                ("level", "3"),
                ("days", "2"),
            ],
        ) else {
            panic!("a challenge");
        };
        assert_eq!(terms.variant, rules::Variant::MiniShogi);
        assert_eq!(terms.color, ColorChoice::Black);
        assert_eq!(terms.level.map(Level::get), Some(3));
        assert_eq!(
            (terms.days, terms.rated, terms.opponent),
            (Some(2), None, None)
        );
    }

    #[test]
    fn challenging_the_bot_itself_is_a_game_against_palace() {
        let user = |id: &str| {
            OptionValue::User(User {
                id: crate::model::UserId(id.to_owned()),
                name: "x".to_owned(),
                account: None,
            })
        };
        let mut o = vec![
            ("opponent".to_owned(), user("42")),
            (
                "variant".to_owned(),
                OptionValue::Text("xiangqi".to_owned()),
            ),
        ];
        opponent_palace(&mut o, |u| u.id.0 == "42");
        assert_eq!(o[0].0, "variant");
        assert!(matches!(&o[1], (n, OptionValue::Text(l)) if n == "level" && l == "4"));
        let mut o = vec![
            ("opponent".to_owned(), user("7")),
            ("level".to_owned(), OptionValue::Text("2".into())),
        ];
        opponent_palace(&mut o, |u| u.id.0 == "42");
        assert_eq!(o.len(), 2, "a person stays the opponent");
    }

    #[test]
    fn each_game_takes_its_own_side_names_and_first_second_random() {
        use rules::Variant::*;
        assert_eq!(side_choice(MiniShogi, "sente"), Ok(ColorChoice::Red));
        assert_eq!(side_choice(MiniShogi, "gote"), Ok(ColorChoice::Black));
        for v in rules::Variant::ALL {
            assert_eq!(side_choice(v, "first"), Ok(ColorChoice::Red));
            assert_eq!(side_choice(v, "second"), Ok(ColorChoice::Black));
            assert_eq!(side_choice(v, "random"), Ok(ColorChoice::Random));
        }
        for v in [MiniXiangqi, DarkMiniXiangqi, Xiangqi] {
            assert_eq!(side_choice(v, "red"), Ok(ColorChoice::Red));
            assert_eq!(side_choice(v, "black"), Ok(ColorChoice::Black));
            assert_eq!(
                side_choice(v, "sente"),
                Err(No::NoSide {
                    variant: v,
                    side: "sente".into()
                })
            );
        }
        // Shogi's own English calls sente "black": neither colour is guessed.
        assert_eq!(
            side_choice(MiniShogi, "black"),
            Err(No::NoSide {
                variant: MiniShogi,
                side: "black".into()
            })
        );
        assert!(side_choice(MiniShogi, "red").is_err());
    }

    #[test]
    fn the_discord_flags_are_the_definitions() {
        let flagged = |f: fn(&CommandSpec) -> bool| -> Vec<&str> {
            COMMANDS.iter().filter(|c| f(c)).map(|c| c.name()).collect()
        };
        assert_eq!(
            flagged(|c| c.private),
            [
                "position",
                "premove",
                "games",
                "export",
                "page",
                "stats",
                "leaderboard",
                "activity",
                "settings",
                "puzzle",
                "vacation",
                "rules",
                "help"
            ]
        );
        assert_eq!(
            flagged(|c| c.answered_once),
            ["accept", "decline", "cancel", "resign", "draw", "takeback"]
        );
        assert_eq!(flagged(|c| c.private_when_clicked), ["board"]);
        // Every verb has its one definition.
        for verb in <Verb as strum::IntoEnumIterator>::iter() {
            assert_eq!(definition(verb).verb, verb);
            assert_eq!(COMMANDS.iter().filter(|c| c.verb == verb).count(), 1);
        }
    }
}
