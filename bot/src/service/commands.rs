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
use super::request::{ChallengeTerms, OfferAction, PuzzleAction, Ranking, Request};
use super::spec::{CHALLENGE, CommandSpec, GAME, IntRange, Kind, Options, VARIANTS, opt};
use crate::model::{ColorChoice, Notify, User, parse_reminders};

/// Every command, in the order `/help` lists them.
pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec {
        name: "challenge",
        help: "challenge someone (or anyone here) to a game, or play Palace itself with level:",
        options: &[
            opt(
                "opponent",
                Kind::User,
                false,
                "whom to play (@someone, or @Palace); leave out for a challenge anyone here may accept",
            ),
            opt(
                "variant",
                Kind::Choice(VARIANTS),
                true,
                "which game: Mini Xiangqi (7×7), its dark form, Xiangqi (9×10) or Minishogi (5×5)",
            ),
            opt(
                "side",
                Kind::Choice(SIDES),
                false,
                "red/black (xiangqi games), sente/gote (Minishogi), first or second; default random",
            ),
            opt(
                "days",
                Kind::Integer(IntRange::new(1, 14)),
                false,
                "days each player has for a move (1 to 14, default 3)",
            ),
            opt(
                "rated",
                Kind::Boolean,
                false,
                "whether the result changes ratings (default true; false for a casual game)",
            ),
            opt(
                "fen",
                Kind::Text,
                false,
                "a start position in FEN (casual games only)",
            ),
            opt(
                "level",
                Kind::Integer(IntRange::new(1, 8)),
                false,
                "play Palace itself at this level (1 beginner … 8 strongest) instead of a person",
            ),
        ],
        private: false,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: challenge_terms,
    },
    CommandSpec {
        name: "accept",
        help: "accept a challenge here (yours to take, or open to anyone)",
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
        name: "decline",
        help: "decline a challenge made to you",
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
        name: "cancel",
        help: "withdraw your challenge",
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
        name: "move",
        help: "play a move (WXF like C2=5, coordinates like h3e3, or Western like P-5c)",
        options: &[opt("text", Kind::Text, true, "the move"), GAME],
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
        name: "board",
        help: "show the board of your game",
        options: &[
            opt("flip", Kind::Boolean, false, "from the other side"),
            GAME,
        ],
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
        name: "position",
        help: "the position's FEN (in a dark game your own view) and, on your turn, your legal moves",
        options: &[GAME],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| Ok(Request::Position { game: o.id("game") }),
    },
    CommandSpec {
        name: "resign",
        help: "resign the game",
        options: &[GAME],
        private: false,
        answered_once: true,
        private_when_clicked: false,
        heavy: false,
        parse: |o| Ok(Request::Resign { game: o.id("game") }),
    },
    CommandSpec {
        name: "draw",
        help: "offer, accept or decline a draw",
        options: &[
            opt(
                "action",
                Kind::Choice(&["offer", "accept", "decline"]),
                true,
                "offer a draw, or answer the one offered to you",
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
        name: "abort",
        help: "call off a game before each side has moved",
        options: &[GAME],
        private: false,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| Ok(Request::Abort { game: o.id("game") }),
    },
    CommandSpec {
        name: "takeback",
        help: "ask to take back your last move, or answer such a request",
        options: &[
            opt(
                "action",
                Kind::Choice(&["request", "accept", "decline"]),
                true,
                "ask to take back, or answer your opponent's request",
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
        name: "premove",
        help: "after your move: your answers to the replies you expect, played at once when they come",
        options: &[
            opt(
                "line",
                Kind::Text,
                false,
                "their move then yours, in pairs: H8+7 H2+3 C8=5 R1=2 (; between lines); leave out to see yours",
            ),
            opt("clear", Kind::Boolean, false, "drop your conditional moves"),
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
        name: "games",
        help: "games in progress, whose turn and the time left",
        options: &[opt(
            "user",
            Kind::User,
            false,
            "whose games (default yours)",
        )],
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
        name: "export",
        help: "the game's record as text (PGN style), to keep or study elsewhere",
        options: &[GAME],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| Ok(Request::Export { game: o.id("game") }),
    },
    CommandSpec {
        name: "replay",
        help: "an animated picture (GIF) of a game, move by move",
        options: &[
            GAME,
            opt(
                "view",
                Kind::Choice(&["full", "red", "black"]),
                false,
                "an ended dark game as red or black saw it, or the true board (full)",
            ),
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
        name: "analyse",
        help: "after a game: the moves where Palace's evaluation dropped most, marked in the record",
        options: &[GAME],
        private: false,
        answered_once: false,
        private_when_clicked: false,
        heavy: true,
        parse: |o| Ok(Request::Analyse { game: o.id("game") }),
    },
    CommandSpec {
        name: "stats",
        help: "a player's ratings and results in each game",
        options: &[
            opt("user", Kind::User, false, "whose (default yours)"),
            opt("variant", Kind::Choice(VARIANTS), false, "one game only"),
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
        name: "leaderboard",
        help: "the 20 best players of a game",
        options: &[
            opt("variant", Kind::Choice(VARIANTS), true, "which game"),
            opt(
                "by",
                Kind::Choice(&["rating", "wins", "games"]),
                false,
                "order: rating (the default), wins or games played",
            ),
        ],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: leaderboard,
    },
    CommandSpec {
        name: "activity",
        help: "the latest games started and finished",
        options: &[opt(
            "variant",
            Kind::Choice(VARIANTS),
            false,
            "one game only",
        )],
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
        name: "settings",
        help: "your piece style and how you hear of your turns",
        options: &[
            opt(
                "style",
                Kind::Choice(&["traditional", "western"]),
                false,
                "traditional (Chinese characters, kanji) or western (letters)",
            ),
            opt(
                "notify",
                Kind::Choice(&Notify::NAMES),
                false,
                "how you hear of your turns: ping (a mention in the game's channel), dm, or off",
            ),
            opt(
                "challenges",
                Kind::Choice(&["on", "off"]),
                false,
                "whether others may challenge you by name (off: only open challenges reach you)",
            ),
            opt(
                "remind",
                Kind::Text,
                false,
                "when you are reminded before a deadline, like 24h,2h or 1d,30m; off; or default",
            ),
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
                remind: o.text("remind").map(parse_reminders).transpose()?,
            })
        },
    },
    CommandSpec {
        name: "puzzle",
        help: "a position from finished games (yours first) where one move wins: answer with /move",
        options: &[opt(
            "action",
            Kind::Choice(&["next", "hint", "answer"]),
            false,
            "next: another puzzle; hint: a hint; answer: the answer (leave out: yours, or a new one)",
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
        name: "vacation",
        help: "go away for some days: the clocks of all your games stop until you are back",
        options: &[
            opt(
                "days",
                Kind::Integer(IntRange::new(1, 365)),
                false,
                "how many days you are away (within your vacation days a year; see /vacation)",
            ),
            opt(
                "end",
                Kind::Boolean,
                false,
                "you are back early: the clocks run again",
            ),
        ],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |o| {
            Ok(Request::Vacation {
                days: o
                    .integer("days")
                    .map(|d| u32::try_from(d).map_err(|_| format!("{d} days is not a vacation")))
                    .transpose()?,
                end: o.boolean("end").unwrap_or(false),
            })
        },
    },
    CommandSpec {
        name: "rules",
        help: "the rules of a game, in short",
        options: &[opt("variant", Kind::Choice(VARIANTS), false, "which game")],
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
        name: "help",
        help: "what Palace can do",
        options: &[],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        heavy: false,
        parse: |_| Ok(Request::Help),
    },
];

/// The command named `name`.
pub fn command(name: &str) -> Option<&'static CommandSpec> {
    COMMANDS.iter().find(|c| c.name == name)
}

fn challenge_terms(o: &Options<'_>) -> Result<Request, String> {
    let variant = o
        .variant("variant")?
        .ok_or_else(|| "/challenge needs the option 'variant'".to_owned())?;
    let color = match o.choice("side") {
        Some(side) => side_choice(variant, side)?,
        None => ColorChoice::Random,
    };
    let level = match o.integer("level") {
        Some(n) => Some(
            u8::try_from(n)
                .ok()
                .and_then(Level::new)
                .ok_or_else(|| "the level is 1 to 8".to_owned())?,
        ),
        None => None,
    };
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
fn side_choice(variant: Variant, side: &str) -> Result<ColorChoice, String> {
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
        Err(format!(
            "{} has no side '{side}': its sides are {} (moves first) and {}, or first, second, random",
            variant.title(),
            variant.side_name(Color::Red),
            variant.side_name(Color::Black),
        ))
    }
}

fn leaderboard(o: &Options<'_>) -> Result<Request, String> {
    let variant = o
        .variant("variant")?
        .ok_or_else(|| "/leaderboard needs the option 'variant'".to_owned())?;
    let by = match o.choice("by") {
        Some("wins") => Ranking::Wins,
        Some("games") => Ranking::Games,
        _ => Ranking::Rating,
    };
    Ok(Request::Leaderboard { variant, by })
}

/// `offer`/`request` (named `make`), `accept` or `decline`.
fn offer_action(o: &Options<'_>, make: &str) -> Result<OfferAction, String> {
    o.required("action")?;
    match o.choice("action").unwrap_or_default() {
        "accept" => Ok(OfferAction::Accept),
        "decline" => Ok(OfferAction::Decline),
        m if m == make => Ok(OfferAction::Make),
        other => Err(format!(
            "option 'action' takes one of {make}, accept, decline, not '{other}'"
        )),
    }
}

/// The text of `/help`.
pub(crate) fn help_text() -> String {
    let mut lines = vec![
        "Palace plays Mini Xiangqi, Dark Mini Xiangqi, Xiangqi and Minishogi by correspondence.".to_owned(),
        "Start with /challenge, then play with /move (WXF like C2=5, coordinates like h3e3, Chinese like 炮二平五, or Western like P-5c in Minishogi).".to_owned(),
        String::new(),
    ];
    for c in COMMANDS {
        let opts: Vec<String> = c
            .options
            .iter()
            .map(|o| {
                if o.required {
                    format!("{}:", o.name)
                } else {
                    format!("[{}:]", o.name)
                }
            })
            .collect();
        lines.push(format!("/{} {} — {}", c.name, opts.join(" "), c.help).replace("  ", " "));
    }
    lines.push(String::new());
    lines.push(levels_text());
    lines.join("\n")
}

/// How far each of Palace's levels plays below the strongest, for picking a fair opponent.
fn levels_text() -> String {
    let steps: Vec<String> = (1..8)
        .filter_map(Level::new)
        .map(|l| format!("level {l} about {}", l.elo_below_max()))
        .collect();
    format!(
        "Palace's levels, in Elo below level 8 (measured against each other in Mini Xiangqi): {}. \
         Level 8 thinks the longest.",
        steps.join(", ")
    )
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
                    .filter(|o| !(c.name == "challenge" && o.name == "opponent" && all))
                    .map(|o| (o.name.to_owned(), sample(o.name, o.kind)))
                    .collect();
                let options = Options::check(c, &given).unwrap();
                let request = (c.parse)(&options).unwrap();
                assert_eq!(request.name(), c.name, "{given:?}");
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
            let e = side_choice(v, "sente").unwrap_err();
            assert!(
                e.contains("its sides are red (moves first) and black"),
                "{e}"
            );
        }
        // Shogi's own English calls sente "black": neither colour is guessed.
        assert_eq!(
            side_choice(MiniShogi, "black"),
            Err("Minishogi has no side 'black': its sides are sente (moves first) and gote, or first, second, random".to_owned())
        );
        assert!(side_choice(MiniShogi, "red").is_err());
    }

    #[test]
    fn the_discord_flags_are_the_definitions() {
        let flagged = |f: fn(&CommandSpec) -> bool| -> Vec<&str> {
            COMMANDS.iter().filter(|c| f(c)).map(|c| c.name).collect()
        };
        assert_eq!(
            flagged(|c| c.private),
            [
                "position",
                "premove",
                "games",
                "export",
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
        assert!(help_text().contains("/move text: [game:] — play a move"));
        let help = help_text();
        assert!(
            help.contains("Palace's levels, in Elo below level 8"),
            "{help}"
        );
        assert!(
            help.contains("level 1 about 1460, level 2 about 1180"),
            "{help}"
        );
        assert!(help.contains("level 7 about 70. Level 8 thinks"), "{help}");
    }
}
