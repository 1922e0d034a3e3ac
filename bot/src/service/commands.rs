//! Every command's one definition: name, options, help, whether its answers are private,
//! what its buttons do, and how its options become a typed [`Request`]. The Discord
//! registration, `/help`, `palace play`'s parser and the button handling all read this
//! table; the service dispatches the [`Request`] to the command's handler.
//!
//! Adding a command is: its variant of [`Request`], its entry here, its handler (an arm of
//! `Service::dispatch`, which the compiler holds to every variant), and its tests.

use engine::Level;

use super::request::{ChallengeTerms, OfferAction, Ranking, Request};
use super::spec::{CHALLENGE, CommandSpec, GAME, IntRange, Kind, Options, VARIANTS, opt};
use crate::model::ColorChoice;

/// Every command, in the order `/help` lists them.
pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec {
        name: "challenge",
        help: "challenge someone (or anyone here) to a game",
        options: &[
            opt(
                "opponent",
                Kind::User,
                false,
                "whom; leave out for an open challenge",
            ),
            opt("variant", Kind::Choice(VARIANTS), true, "which game"),
            opt(
                "color",
                Kind::Choice(&["red", "black", "random"]),
                false,
                "your side (default random)",
            ),
            opt(
                "days",
                Kind::Integer(IntRange::new(1, 14)),
                false,
                "days per move (default 3)",
            ),
            opt(
                "rated",
                Kind::Boolean,
                false,
                "whether it counts for ratings (default true)",
            ),
            opt(
                "fen",
                Kind::Text,
                false,
                "a start position (casual games only)",
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
        parse: challenge_terms,
    },
    CommandSpec {
        name: "accept",
        help: "accept a challenge",
        options: &[CHALLENGE],
        private: false,
        answered_once: true,
        private_when_clicked: false,
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
        parse: |o| {
            Ok(Request::Move {
                text: o.required("text")?.to_owned(),
                game: o.id("game"),
            })
        },
    },
    CommandSpec {
        name: "board",
        help: "show the board",
        options: &[
            opt("flip", Kind::Boolean, false, "from the other side"),
            GAME,
        ],
        private: false,
        answered_once: false,
        private_when_clicked: true,
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
        parse: |o| Ok(Request::Position { game: o.id("game") }),
    },
    CommandSpec {
        name: "resign",
        help: "resign the game",
        options: &[GAME],
        private: false,
        answered_once: true,
        private_when_clicked: false,
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
                "what to do",
            ),
            GAME,
        ],
        private: false,
        answered_once: true,
        private_when_clicked: false,
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
                "what to do",
            ),
            GAME,
        ],
        private: false,
        answered_once: true,
        private_when_clicked: false,
        parse: |o| {
            Ok(Request::Takeback {
                action: offer_action(o, "request")?,
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
        parse: |o| {
            Ok(Request::Games {
                user: o.user("user").cloned(),
            })
        },
    },
    CommandSpec {
        name: "export",
        help: "the game record in PGN style",
        options: &[GAME],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        parse: |o| Ok(Request::Export { game: o.id("game") }),
    },
    CommandSpec {
        name: "replay",
        help: "an animated replay of a game",
        options: &[GAME],
        private: false,
        answered_once: false,
        private_when_clicked: false,
        parse: |o| Ok(Request::Replay { game: o.id("game") }),
    },
    CommandSpec {
        name: "analyse",
        help: "after a game: the moves where Palace's evaluation dropped most, marked in the record",
        options: &[GAME],
        private: false,
        answered_once: false,
        private_when_clicked: false,
        parse: |o| Ok(Request::Analyse { game: o.id("game") }),
    },
    CommandSpec {
        name: "stats",
        help: "ratings and results",
        options: &[
            opt("user", Kind::User, false, "whose (default yours)"),
            opt("variant", Kind::Choice(VARIANTS), false, "one game only"),
        ],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        parse: |o| {
            Ok(Request::Stats {
                user: o.user("user").cloned(),
                variant: o.variant("variant")?,
            })
        },
    },
    CommandSpec {
        name: "leaderboard",
        help: "the top 20 of a game",
        options: &[
            opt("variant", Kind::Choice(VARIANTS), true, "which game"),
            opt(
                "by",
                Kind::Choice(&["rating", "wins", "games"]),
                false,
                "order (default rating)",
            ),
        ],
        private: true,
        answered_once: false,
        private_when_clicked: false,
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
        parse: |o| {
            Ok(Request::Activity {
                variant: o.variant("variant")?,
            })
        },
    },
    CommandSpec {
        name: "settings",
        help: "your piece style and turn notifications",
        options: &[
            opt(
                "style",
                Kind::Choice(&["traditional", "western"]),
                false,
                "pieces as characters or letters",
            ),
            opt(
                "notify",
                Kind::Choice(&["on", "off"]),
                false,
                "turn notifications by DM",
            ),
        ],
        private: true,
        answered_once: false,
        private_when_clicked: false,
        parse: |o| {
            Ok(Request::Settings {
                style: o.text("style").map(str::to_owned),
                notify: o.text("notify").map(|t| t == "on"),
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
    let color = match o.text("color") {
        Some("red") => ColorChoice::Red,
        Some("black") => ColorChoice::Black,
        _ => ColorChoice::Random,
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

fn leaderboard(o: &Options<'_>) -> Result<Request, String> {
    let variant = o
        .variant("variant")?
        .ok_or_else(|| "/leaderboard needs the option 'variant'".to_owned())?;
    let by = match o.text("by") {
        Some("wins") => Ranking::Wins,
        Some("games") => Ranking::Games,
        _ => Ranking::Rating,
    };
    Ok(Request::Leaderboard { variant, by })
}

/// `offer`/`request` (named `make`), `accept` or `decline`.
fn offer_action(o: &Options<'_>, make: &str) -> Result<OfferAction, String> {
    match o.required("action")? {
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
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::command::OptionValue;

    /// A valid value for each option kind.
    fn sample(kind: Kind) -> OptionValue {
        let text = match kind {
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
                    .map(|o| (o.name.to_owned(), sample(o.kind)))
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
                ("color", "black"),
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
    fn the_discord_flags_are_the_definitions() {
        let flagged = |f: fn(&CommandSpec) -> bool| -> Vec<&str> {
            COMMANDS.iter().filter(|c| f(c)).map(|c| c.name).collect()
        };
        assert_eq!(
            flagged(|c| c.private),
            [
                "position",
                "games",
                "export",
                "stats",
                "leaderboard",
                "activity",
                "settings",
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
    }
}
