//! Refused command names and options in English.

use rules::Color;

use super::commands::option_help;
use super::words::{self, side};
use crate::model::{MAX_REMINDERS, ReminderError};
use crate::service::commands::{COMMANDS, definition};
use crate::service::said::OptionRefusal;
use crate::service::spec::{IntRange, MAX_INTEGER};
use crate::voice::catalogue::t;

/// Why reminder times cannot be read.
fn reminders(e: &ReminderError) -> String {
    match e {
        ReminderError::NotATime(part) => {
            t!("refused-reminder-not-a-time", text = format!("{part:?}"))
        }
        ReminderError::OutOfRange(part) => {
            t!("refused-reminder-out-of-range", text = part.to_string())
        }
        ReminderError::Empty => t!("refused-reminder-empty"),
        ReminderError::TooMany(n) => t!(
            "refused-reminder-too-many",
            max = MAX_REMINDERS.to_string(),
            count = n.to_string()
        ),
    }
}

/// `option 'days' must be from 1 to 14, not 15` and its kin: a number out of `range`.
fn out_of_range(option: &str, range: &IntRange, text: String, below: bool) -> String {
    match range.max() {
        Some(max) => t!(
            "refused-out-of-range",
            option = option,
            min = range.min().to_string(),
            max = max.to_string(),
            text = text
        ),
        None if below => t!(
            "refused-too-small",
            option = option,
            min = range.min().to_string(),
            text = text
        ),
        None => t!(
            "refused-too-large",
            option = option,
            max = MAX_INTEGER.to_string(),
            text = text
        ),
    }
}

pub(super) fn refusal(r: &OptionRefusal) -> String {
    let slash = |verb: &crate::service::request::Verb| format!("/{}", verb.name());
    match r {
        OptionRefusal::UnknownCommand { name, near } => {
            let names: Vec<String> = COMMANDS.iter().map(|c| format!("/{}", c.name())).collect();
            match near {
                Some(verb) => t!(
                    "refused-unknown-command-near",
                    name = name.as_str(),
                    near = slash(verb),
                    all = names.join(" ")
                ),
                None => t!(
                    "refused-unknown-command",
                    name = name.as_str(),
                    all = names.join(" ")
                ),
            }
        }
        OptionRefusal::NoOptions(verb) => t!("refused-no-options", command = slash(verb)),
        OptionRefusal::Unknown { verb, option } => {
            let names: Vec<&str> = definition(*verb).options.iter().map(|o| o.name).collect();
            t!(
                "refused-unknown-option",
                command = slash(verb),
                option = option.as_str(),
                options = names.join(", ")
            )
        }
        OptionRefusal::Twice(option) => t!("refused-option-twice", option = option.as_str()),
        OptionRefusal::Missing { verb, option } => match option_help(*verb, option) {
            Some(help) => t!(
                "refused-missing-option-help",
                command = slash(verb),
                option = *option,
                help = help
            ),
            None => t!(
                "refused-missing-option",
                command = slash(verb),
                option = *option
            ),
        },
        OptionRefusal::NotAUser { verb, option, text } => t!(
            "refused-not-a-user",
            option = *option,
            command = slash(verb),
            text = text.as_str(),
            name = text.trim_start_matches('@')
        ),
        OptionRefusal::NoUser { verb, option, user } => t!(
            "refused-no-user",
            option = *option,
            command = slash(verb),
            user = user.to_string()
        ),
        OptionRefusal::Empty(option) => t!("refused-empty-option", option = *option),
        OptionRefusal::Range { option, range, n } => {
            out_of_range(option, range, n.to_string(), *n < range.min())
        }
        OptionRefusal::Huge {
            option,
            range,
            text,
        } => out_of_range(option, range, text.clone(), text.starts_with('-')),
        OptionRefusal::NotANumber { option, text } => t!(
            "refused-not-a-number",
            option = *option,
            text = text.as_str()
        ),
        OptionRefusal::NotABool { option, text } => {
            t!("refused-not-a-bool", option = *option, text = text.as_str())
        }
        OptionRefusal::FullShogi(choices) => {
            t!("refused-full-shogi", choices = choices.join(", "))
        }
        OptionRefusal::DidYouMean {
            option,
            text,
            near,
            choices,
        } => t!(
            "refused-did-you-mean",
            option = *option,
            text = text.as_str(),
            near = near.to_string(),
            choices = choices.join(", ")
        ),
        OptionRefusal::NotAChoice {
            option,
            text,
            choices,
        } => t!(
            "refused-not-a-choice",
            option = *option,
            choices = choices.join(", "),
            text = text.as_str()
        ),
        OptionRefusal::MentionThem { error, name } => t!(
            "refused-mention-them",
            why = refusal(error),
            name = name.as_str()
        ),
        OptionRefusal::NoSide {
            variant,
            side: given,
        } => t!(
            "refused-no-side",
            variant = words::variant(*variant),
            text = given.as_str(),
            first = side(*variant, Color::Red),
            second = side(*variant, Color::Black)
        ),
        OptionRefusal::Level => t!("refused-level"),
        OptionRefusal::Action { make, given } => t!(
            "refused-action",
            make = make.to_string(),
            text = given.as_str()
        ),
        OptionRefusal::OnlyWith { option, with } => t!(
            "refused-only-with",
            option = option.to_string(),
            with = with.to_string()
        ),
        OptionRefusal::NotWith { option, with } => t!(
            "refused-not-with",
            option = option.to_string(),
            with = with.to_string()
        ),
        OptionRefusal::UnknownVariant(given) => {
            let names: Vec<&str> = rules::Variant::ALL.iter().map(|v| v.name()).collect();
            t!(
                "refused-unknown-variant",
                text = given.as_str(),
                choices = names.join(", ")
            )
        }
        OptionRefusal::Reminders(e) => reminders(e),
        OptionRefusal::VacationDays(d) => t!("refused-vacation-days", days = d.to_string()),
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

    #[test]
    fn mistakes_are_named_in_every_language() {
        use crate::model::Language;
        use crate::voice::reader::{Reader, as_read_by};
        let c = command("challenge").unwrap();
        let e = |given: &[(String, OptionValue)]| refusal(&Options::check(c, given).unwrap_err());
        let expected = [
            (
                Language::English,
                "option 'days' must be from 1 to 14, not 15",
                "Mini Xiangqi has no side 'sente': its sides are red (moves first) and black, or first, second, random",
            ),
            (
                Language::ChineseSimplified,
                "选项“days”必须在1到14之间，而不是15",
                "迷你象棋没有“sente”这一方：它的双方是红方（先走）和黑方，或者 first、second、random",
            ),
            (
                Language::ChineseTraditional,
                "選項“days”必須在1到14之間，而不是15",
                "迷你象棋沒有“sente”這一方：它的雙方是紅方（先走）和黑方，或者 first、second、random",
            ),
            (
                Language::Vietnamese,
                "tùy chọn 'days' phải từ 1 đến 14, không phải 15",
                "Cờ tướng mini không có bên 'sente': các bên là bên Đỏ (đi trước) và bên Đen, hoặc first, second, random",
            ),
            (
                Language::Japanese,
                "オプション「days」は1から14までです（15ではなく）",
                "ミニシャンチーに「sente」という側はありません：赤（先に指す）と黒、または first、second、random です",
            ),
        ];
        for (language, days, side) in expected {
            let reader = Reader::of(language);
            let words = as_read_by(reader, || {
                (
                    e(&[text("variant", "xiangqi"), text("days", "15")]),
                    refusal(&OptionRefusal::NoSide {
                        variant: Variant::MiniXiangqi,
                        side: "sente".into(),
                    }),
                )
            });
            assert_eq!(words, (days.to_owned(), side.to_owned()), "{language}");
        }
    }

    /// The mistakes the options' check finds, in words (moved here from the check's own
    /// tests, which check the values).
    #[test]
    fn mistakes_are_named() {
        let c = command("challenge").unwrap();
        let e = |given: &[(String, OptionValue)]| refusal(&Options::check(c, given).unwrap_err());
        let side = [text("side", "red")];
        assert_eq!(
            refusal(&(c.parse)(&Options::check(c, &side).unwrap()).unwrap_err()),
            "/challenge needs the option 'variant': which game: Mini Xiangqi (7×7), its dark form, Xiangqi (9×10) or Minishogi (5×5)"
        );
        let board = command("leaderboard").unwrap();
        assert_eq!(
            refusal(&Options::check(board, &[]).unwrap_err()),
            "/leaderboard needs the option 'variant': which game"
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
                "there is no /mvoe: did you mean /move? (all commands: /challenge /accept /decline /cancel /move /board /position /resign /draw /abort /takeback /premove /games /export /page /replay /analyse /stats /leaderboard /activity /settings /puzzle /vacation /rules /tournament /help)".to_owned(),
            ),
            (
                OptionRefusal::UnknownCommand {
                    name: "xyzzy".into(),
                    near: None,
                },
                "there is no /xyzzy (try /challenge /accept /decline /cancel /move /board /position /resign /draw /abort /takeback /premove /games /export /page /replay /analyse /stats /leaderboard /activity /settings /puzzle /vacation /rules /tournament /help)".to_owned(),
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
                OptionRefusal::OnlyWith {
                    option: "rounds",
                    with: "format:swiss",
                },
                "option 'rounds' goes only with format:swiss".to_owned(),
            ),
            (
                OptionRefusal::NotWith {
                    option: "tournament",
                    with: "action:create",
                },
                "option 'tournament' does not go with action:create".to_owned(),
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
        crate::voice::sentences::assert_every_variant(cases.iter().map(|(r, _)| r));
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
