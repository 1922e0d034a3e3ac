//! Refused command names and options in English.

use rules::Color;

use super::commands::option_help;
use super::words::side;
use crate::model::{MAX_REMINDERS, ReminderError};
use crate::service::commands::{COMMANDS, definition};
use crate::service::said::OptionRefusal;
use crate::service::spec::MAX_INTEGER;

/// Why reminder times cannot be read.
fn reminders(e: &ReminderError) -> String {
    match e {
        ReminderError::NotATime(part) => format!(
            "{part:?} is not a time before the deadline: write them like 24h,2h or 1d,30m (d days, h hours, m minutes), or off"
        ),
        ReminderError::OutOfRange(part) => {
            format!("{part} is not between a minute and 30 days before the deadline")
        }
        ReminderError::Empty => "remind: wants times like 24h,2h, or off, or default".to_owned(),
        ReminderError::TooMany(n) => {
            format!("at most {MAX_REMINDERS} reminders a move (you gave {n})")
        }
    }
}

pub(super) fn refusal(r: &OptionRefusal) -> String {
    match r {
        OptionRefusal::UnknownCommand { name, near } => {
            let names: Vec<String> = COMMANDS.iter().map(|c| format!("/{}", c.name())).collect();
            match near {
                Some(verb) => format!(
                    "there is no /{name}: did you mean /{}? (all commands: {})",
                    verb.name(),
                    names.join(" ")
                ),
                None => format!("there is no /{name} (try {})", names.join(" ")),
            }
        }
        OptionRefusal::NoOptions(verb) => format!("/{} takes no options", verb.name()),
        OptionRefusal::Unknown { verb, option } => {
            let names: Vec<&str> = definition(*verb).options.iter().map(|o| o.name).collect();
            format!(
                "/{} has no option '{option}' (its options: {})",
                verb.name(),
                names.join(", ")
            )
        }
        OptionRefusal::Twice(option) => format!("option '{option}' is given twice"),
        OptionRefusal::Missing { verb, option } => match option_help(*verb, option) {
            Some(help) => format!("/{} needs the option '{option}': {help}", verb.name()),
            None => format!("/{} needs the option '{option}'", verb.name()),
        },
        OptionRefusal::NotAUser { verb, option, text } => format!(
            "option '{option}' of /{} takes a user, not '{text}'; to name a person, mention them: @{}",
            verb.name(),
            text.trim_start_matches('@')
        ),
        OptionRefusal::NoUser { verb, option, user } => format!(
            "option '{option}' of /{} takes no user (got @{user})",
            verb.name()
        ),
        OptionRefusal::Empty(option) => format!("option '{option}' is empty"),
        OptionRefusal::Range { option, range, n } => match range.max() {
            Some(max) => format!(
                "option '{option}' must be from {} to {max}, not {n}",
                range.min()
            ),
            None if *n < range.min() => {
                format!(
                    "option '{option}' must be at least {}, not {n}",
                    range.min()
                )
            }
            None => format!("option '{option}' must be at most {MAX_INTEGER}, not {n}"),
        },
        OptionRefusal::Huge {
            option,
            range,
            text,
        } => match range.max() {
            Some(max) => format!(
                "option '{option}' must be from {} to {max}, not {text}",
                range.min()
            ),
            None if text.starts_with('-') => format!(
                "option '{option}' must be at least {}, not {text}",
                range.min()
            ),
            None => format!("option '{option}' must be at most {MAX_INTEGER}, not {text}"),
        },
        OptionRefusal::NotANumber { option, text } => {
            format!("option '{option}' takes a whole number, not '{text}'")
        }
        OptionRefusal::NotABool { option, text } => {
            format!("option '{option}' takes true or false, not '{text}'")
        }
        OptionRefusal::FullShogi(choices) => format!(
            "Palace plays Minishogi (5×5), not shogi on the full board: variant:minishogi (all games: {})",
            choices.join(", ")
        ),
        OptionRefusal::DidYouMean {
            option,
            text,
            near,
            choices,
        } => format!(
            "option '{option}' has no '{text}': did you mean {near}? (it takes one of {})",
            choices.join(", ")
        ),
        OptionRefusal::NotAChoice {
            option,
            text,
            choices,
        } => format!(
            "option '{option}' takes one of {}, not '{text}'",
            choices.join(", ")
        ),
        OptionRefusal::MentionThem { error, name } => {
            format!(
                "{}; to name a person, mention them: @{name}",
                refusal(error)
            )
        }
        OptionRefusal::NoSide {
            variant,
            side: given,
        } => format!(
            "{} has no side '{given}': its sides are {} (moves first) and {}, or first, second, random",
            variant.title(),
            side(*variant, Color::Red),
            side(*variant, Color::Black),
        ),
        OptionRefusal::Level => "the level is 1 to 8".to_owned(),
        OptionRefusal::Action { make, given } => {
            format!("option 'action' takes one of {make}, accept, decline, not '{given}'")
        }
        OptionRefusal::UnknownVariant(given) => {
            let names: Vec<&str> = rules::Variant::ALL.iter().map(|v| v.name()).collect();
            format!(
                "unknown variant '{given}' (expected one of: {})",
                names.join(", ")
            )
        }
        OptionRefusal::Reminders(e) => reminders(e),
        OptionRefusal::VacationDays(d) => format!("{d} days is not a vacation"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::parse_reminders;
    use crate::service::command::OptionValue;
    use crate::service::commands::command;
    use crate::service::request::Verb;
    use crate::service::spec::{IntRange, Options};
    use rules::Variant;

    fn text(name: &str, v: &str) -> (String, OptionValue) {
        (name.to_owned(), OptionValue::Text(v.to_owned()))
    }

    /// The mistakes the options' check finds, in words (moved here from the check's own
    /// tests, which check the values).
    #[test]
    fn mistakes_are_named() {
        let c = command("challenge").unwrap();
        let e = |given: &[(String, OptionValue)]| refusal(&Options::check(c, given).unwrap_err());
        assert_eq!(
            e(&[]),
            "/challenge needs the option 'variant': which game: Mini Xiangqi (7×7), its dark form, Xiangqi (9×10) or Minishogi (5×5)"
        );
        assert_eq!(
            e(&[text("variant", "chess")]),
            "option 'variant' takes one of minixiangqi, dark-minixiangqi, xiangqi, minishogi, not 'chess'"
        );
        assert_eq!(
            e(&[text("variant", "xiangqi"), text("days", "15")]),
            "option 'days' must be from 1 to 14, not 15"
        );
        assert_eq!(
            e(&[text("variant", "xiangqi"), text("rated", "maybe")]),
            "option 'rated' takes true or false, not 'maybe'"
        );
        assert_eq!(
            e(&[text("variant", "xiangqi"), text("speed", "1")]),
            "/challenge has no option 'speed' (its options: opponent, variant, side, days, rated, fen, level)"
        );
        assert_eq!(
            e(&[text("variant", "xiangqi"), text("opponent", "bob")]),
            "option 'opponent' of /challenge takes a user, not 'bob'; to name a person, mention them: @bob"
        );
        // A person's name where the game goes: a mention was meant.
        assert_eq!(
            e(&[text("variant", "bob"), text("side", "minixiangqi")]),
            "option 'variant' takes one of minixiangqi, dark-minixiangqi, xiangqi, minishogi, not 'bob'; to name a person, mention them: @bob"
        );
        assert_eq!(
            e(&[text("variant", "minixiangi")]),
            "option 'variant' has no 'minixiangi': did you mean minixiangqi? (it takes one of minixiangqi, dark-minixiangqi, xiangqi, minishogi)"
        );
        let shogi = e(&[text("variant", "Shogi")]);
        assert!(
            shogi.starts_with("Palace plays Minishogi (5×5), not shogi on the full board"),
            "{shogi}"
        );
        assert_eq!(
            e(&[text("variant", "xiangqi"), text("side", "blakc")]),
            "option 'side' has no 'blakc': did you mean black? (it takes one of red, black, sente, gote, first, second, random)"
        );
    }

    /// A reminder setting that cannot be read, in words (moved here from the model's
    /// tests, which check the values).
    #[test]
    fn reminder_settings_that_cannot_be_read() {
        for (bad, says) in [
            ("soon", "not a time"),
            ("30s", "between a minute and 30 days"),
            ("31d", "between a minute and 30 days"),
            ("1h,2h,3h,4h,5h,6h", "at most 5"),
            (",", "wants times"),
        ] {
            let e = reminders(&parse_reminders(bad).unwrap_err());
            assert!(e.contains(says), "{bad}: {e}");
        }
    }

    #[test]
    fn why_a_command_is_refused_before_it_runs() {
        let choices: &'static [&'static str] = &["on", "off"];
        let cases = [
            (
                OptionRefusal::UnknownCommand {
                    name: "mvoe".into(),
                    near: Some(Verb::Move),
                },
                "there is no /mvoe: did you mean /move? (all commands: /challenge /accept /decline /cancel /move /board /position /resign /draw /abort /takeback /premove /games /export /replay /analyse /stats /leaderboard /activity /settings /puzzle /vacation /rules /help)".to_owned(),
            ),
            (
                OptionRefusal::UnknownCommand {
                    name: "xyzzy".into(),
                    near: None,
                },
                "there is no /xyzzy (try /challenge /accept /decline /cancel /move /board /position /resign /draw /abort /takeback /premove /games /export /replay /analyse /stats /leaderboard /activity /settings /puzzle /vacation /rules /help)".to_owned(),
            ),
            (
                OptionRefusal::NoOptions(Verb::Help),
                "/help takes no options".to_owned(),
            ),
            (
                OptionRefusal::Unknown {
                    verb: Verb::Board,
                    option: "side".into(),
                },
                "/board has no option 'side' (its options: flip, game)".to_owned(),
            ),
            (
                OptionRefusal::Twice("game".into()),
                "option 'game' is given twice".to_owned(),
            ),
            (
                OptionRefusal::Missing {
                    verb: Verb::Move,
                    option: "text",
                },
                "/move needs the option 'text': the move".to_owned(),
            ),
            (
                OptionRefusal::NotAUser {
                    verb: Verb::Stats,
                    option: "user",
                    text: "alice".into(),
                },
                "option 'user' of /stats takes a user, not 'alice'; to name a person, mention them: @alice".to_owned(),
            ),
            (
                OptionRefusal::NoUser {
                    verb: Verb::Move,
                    option: "text",
                    user: "bob".into(),
                },
                "option 'text' of /move takes no user (got @bob)".to_owned(),
            ),
            (
                OptionRefusal::Empty("text"),
                "option 'text' is empty".to_owned(),
            ),
            (
                OptionRefusal::Range {
                    option: "game",
                    range: IntRange::at_least(1),
                    n: 0,
                },
                "option 'game' must be at least 1, not 0".to_owned(),
            ),
            (
                OptionRefusal::Huge {
                    option: "game",
                    range: IntRange::at_least(1),
                    text: "99999999999999999999".into(),
                },
                "option 'game' must be at most 9007199254740991, not 99999999999999999999"
                    .to_owned(),
            ),
            (
                OptionRefusal::NotANumber {
                    option: "game",
                    text: "two".into(),
                },
                "option 'game' takes a whole number, not 'two'".to_owned(),
            ),
            (
                OptionRefusal::NotABool {
                    option: "flip",
                    text: "maybe".into(),
                },
                "option 'flip' takes true or false, not 'maybe'".to_owned(),
            ),
            (
                OptionRefusal::FullShogi(choices),
                "Palace plays Minishogi (5×5), not shogi on the full board: variant:minishogi (all games: on, off)".to_owned(),
            ),
            (
                OptionRefusal::DidYouMean {
                    option: "challenges",
                    text: "of".into(),
                    near: "off",
                    choices,
                },
                "option 'challenges' has no 'of': did you mean off? (it takes one of on, off)"
                    .to_owned(),
            ),
            (
                OptionRefusal::NotAChoice {
                    option: "challenges",
                    text: "x".into(),
                    choices,
                },
                "option 'challenges' takes one of on, off, not 'x'".to_owned(),
            ),
            (
                OptionRefusal::MentionThem {
                    error: Box::new(OptionRefusal::Empty("text")),
                    name: "bob".into(),
                },
                "option 'text' is empty; to name a person, mention them: @bob".to_owned(),
            ),
            (
                OptionRefusal::NoSide {
                    variant: Variant::MiniShogi,
                    side: "black".into(),
                },
                "Minishogi has no side 'black': its sides are sente (moves first) and gote, or first, second, random".to_owned(),
            ),
            (OptionRefusal::Level, "the level is 1 to 8".to_owned()),
            (
                OptionRefusal::Action {
                    make: "offer",
                    given: "x".into(),
                },
                "option 'action' takes one of offer, accept, decline, not 'x'".to_owned(),
            ),
            (
                OptionRefusal::UnknownVariant("chess".into()),
                "unknown variant 'chess' (expected one of: minixiangqi, dark-minixiangqi, xiangqi, minishogi)".to_owned(),
            ),
            (
                OptionRefusal::Reminders(ReminderError::TooMany(6)),
                "at most 5 reminders a move (you gave 6)".to_owned(),
            ),
            (
                OptionRefusal::VacationDays(-1),
                "-1 days is not a vacation".to_owned(),
            ),
        ];
        crate::voice::english::assert_every_variant(cases.iter().map(|(r, _)| r));
        for (r, text) in cases {
            assert_eq!(refusal(&r), text);
        }
        let red = |v: Variant| {
            refusal(&OptionRefusal::NoSide {
                variant: v,
                side: "sente".into(),
            })
        };
        assert!(red(Variant::Xiangqi).contains("its sides are red (moves first) and black"));
    }
}
