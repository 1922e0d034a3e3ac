//! What a command's definition is made of (its options and their kinds, whether its answers
//! are private, what its buttons do, how its options become a [`Request`]) and reading a
//! command's options against it, with a specific message for each mistake. The
//! definitions themselves are in [`super::commands`].

use rules::Variant;

use super::command::OptionValue;
use super::request::{Request, Verb};
use super::said::OptionRefusal as No;
use crate::model::User;

/// What an option takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Free text.
    Text,
    /// A user.
    User,
    /// A whole number in a range.
    Integer(IntRange),
    /// `true` or `false`.
    Boolean,
    /// One of fixed words.
    Choice(&'static [&'static str]),
    /// A role of the server (its id, as the front end gives it).
    Role,
}

/// The largest whole number Discord carries in an integer option, and in its `min_value`
/// and `max_value`: 2^53 − 1 (its `Int53Type`); the smallest is its negative.
pub const MAX_INTEGER: i64 = (1 << 53) - 1;

/// The whole numbers an option takes: always within Discord's ±(2^53 − 1), since the only
/// ways to make one are [`IntRange::new`] and [`IntRange::at_least`], which refuse anything
/// else (at compile time in a `const`, as the command table is).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct IntRange {
    min: i64,
    max: Option<i64>,
}

impl IntRange {
    /// `min` to `max`, both included.
    ///
    /// # Panics
    /// If `min > max` or either is beyond ±[`MAX_INTEGER`] (in a `const`, a compile error).
    pub const fn new(min: i64, max: i64) -> IntRange {
        assert!(min <= max, "an empty range");
        assert!(
            -MAX_INTEGER <= min && max <= MAX_INTEGER,
            "beyond Discord's integer range ±(2^53 - 1)"
        );
        IntRange {
            min,
            max: Some(max),
        }
    }

    /// `min` and up, as far as Discord's integers go (no `max_value` is registered).
    ///
    /// # Panics
    /// If `min` is beyond ±[`MAX_INTEGER`] (in a `const`, a compile error).
    pub const fn at_least(min: i64) -> IntRange {
        assert!(
            -MAX_INTEGER <= min && min <= MAX_INTEGER,
            "beyond Discord's integer range ±(2^53 - 1)"
        );
        IntRange { min, max: None }
    }

    /// The smallest number.
    pub const fn min(self) -> i64 {
        self.min
    }

    /// The largest number, if the range names one (else Discord's own limit applies).
    pub const fn max(self) -> Option<i64> {
        self.max
    }

    /// Whether `n` is in the range.
    pub fn contains(self, n: i64) -> bool {
        self.min <= n && n <= self.max.unwrap_or(MAX_INTEGER)
    }
}

/// One option of a command (its line of help is the voice's).
#[derive(Copy, Clone, Debug)]
pub struct OptionSpec {
    /// The name (`text`).
    pub name: &'static str,
    /// What it takes.
    pub kind: Kind,
    /// Whether it must be given.
    pub required: bool,
}

/// One command's definition: everything else (the Discord registration, `/help`, `palace
/// play`'s parser, the button handling) is derived from it; its words (help, option help)
/// are the voice's, found by its [`Verb`].
#[derive(Copy, Clone, Debug)]
pub struct CommandSpec {
    /// Which command.
    pub verb: Verb,
    /// Its options, in the order positional values fill them.
    pub options: &'static [OptionSpec],
    /// Whether its answers are only for its author (acknowledged privately in Discord).
    pub private: bool,
    /// Whether a button giving it is answered once: after a click that went through, the
    /// buttons come off the clicked message (a challenge, an offer, a question).
    pub answered_once: bool,
    /// Whether its public answer goes only to the clicker when a button gives it (a board
    /// shown on request should not fill the game's thread).
    pub private_when_clicked: bool,
    /// Whether it is heavy work (an engine search over a whole game, a picture of every
    /// ply): a front end runs it apart from moves and boards, a few at a time.
    pub heavy: bool,
    /// Reads its checked options into the typed request.
    pub parse: fn(&Options<'_>) -> Result<Request, No>,
}

impl CommandSpec {
    /// Its name, without the slash (`move`).
    pub const fn name(&self) -> &'static str {
        self.verb.name()
    }
}

/// The variant names a command accepts.
pub(crate) const VARIANTS: &[&str] = &["minixiangqi", "dark-minixiangqi", "xiangqi", "minishogi"];

pub(crate) const fn opt(name: &'static str, kind: Kind, required: bool) -> OptionSpec {
    OptionSpec {
        name,
        kind,
        required,
    }
}

pub(crate) const GAME: OptionSpec = opt("game", Kind::Integer(IntRange::at_least(1)), false);
pub(crate) const CHALLENGE: OptionSpec =
    opt("challenge", Kind::Integer(IntRange::at_least(1)), false);

/// A command's options, checked against its spec.
#[derive(Debug)]
pub struct Options<'a> {
    spec: &'static CommandSpec,
    given: &'a [(String, OptionValue)],
}

impl<'a> Options<'a> {
    /// Checks that every option is known, given once, of the right kind, and that the
    /// required ones are there.
    pub fn check(
        spec: &'static CommandSpec,
        given: &'a [(String, OptionValue)],
    ) -> Result<Options<'a>, No> {
        for (i, (name, value)) in given.iter().enumerate() {
            let Some(o) = spec.options.iter().find(|o| o.name == name) else {
                return Err(if spec.options.is_empty() {
                    No::NoOptions(spec.verb)
                } else {
                    No::Unknown {
                        verb: spec.verb,
                        option: name.clone(),
                    }
                });
            };
            if given[..i].iter().any(|(n, _)| n == name) {
                return Err(No::Twice(name.clone()));
            }
            check_value(spec, o, value).map_err(|e| mention_hint(spec, o, given, value, e))?;
        }
        for o in spec.options.iter().filter(|o| o.required) {
            if !given.iter().any(|(n, _)| n == o.name) {
                return Err(No::Missing {
                    verb: spec.verb,
                    option: o.name,
                });
            }
        }
        Ok(Options { spec, given })
    }

    fn value(&self, name: &str) -> Option<&'a OptionValue> {
        debug_assert!(self.spec.options.iter().any(|o| o.name == name), "{name}");
        self.given.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// Whether option `name` was given.
    pub fn given(&self, name: &str) -> bool {
        self.value(name).is_some()
    }

    /// A text, choice, number or boolean option as text.
    pub fn text(&self, name: &str) -> Option<&'a str> {
        match self.value(name)? {
            OptionValue::Text(t) => Some(t.trim()),
            OptionValue::User(_) => None,
        }
    }

    /// A user option.
    pub fn user(&self, name: &str) -> Option<&'a User> {
        match self.value(name)? {
            OptionValue::User(u) => Some(u),
            OptionValue::Text(_) => None,
        }
    }

    /// An integer option (checked).
    pub fn integer(&self, name: &str) -> Option<i64> {
        self.text(name).and_then(|t| t.parse().ok())
    }

    /// A boolean option (checked).
    pub fn boolean(&self, name: &str) -> Option<bool> {
        self.text(name).and_then(parse_bool)
    }

    /// A required option's text (its absence, which [`Options::check`] already refuses,
    /// named all the same rather than assumed away).
    pub fn required(&self, name: &'static str) -> Result<&'a str, No> {
        self.text(name).ok_or(No::Missing {
            verb: self.spec.verb,
            option: name,
        })
    }

    /// A game or challenge number.
    pub fn id(&self, name: &str) -> Option<u64> {
        self.integer(name).and_then(|n| u64::try_from(n).ok())
    }

    /// A variant option.
    pub fn variant(&self, name: &str) -> Result<Option<Variant>, No> {
        self.choice(name)
            .map(|v| {
                v.parse::<Variant>()
                    .map_err(|_| No::UnknownVariant(v.to_owned()))
            })
            .transpose()
    }

    /// A choice option as the word of its choices it matches (`Sente` → `sente`,
    /// `dark_minixiangqi` → `dark-minixiangqi`).
    pub fn choice(&self, name: &str) -> Option<&'static str> {
        let text = self.text(name)?;
        match self.spec.options.iter().find(|o| o.name == name)?.kind {
            Kind::Choice(words) => words.iter().copied().find(|w| same_word(w, text)),
            _ => None,
        }
    }
}

/// A word as compared with a choice: any case, `-`, `_` and spaces alike.
pub(crate) fn folded(word: &str) -> String {
    word.chars()
        .filter(|c| !matches!(c, '-' | '_' | ' '))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Whether `text` is the choice `word` written another way (`MiniXiangqi`, `mini xiangqi`).
pub(crate) fn same_word(word: &str, text: &str) -> bool {
    folded(word) == folded(text)
}

/// The edits (insertions, deletions, substitutions, swaps of two neighbours) that turn
/// `a` into `b` (the optimal string alignment distance).
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

/// The one choice `text` is a near miss of (two edits at most, one for short words).
pub(crate) fn did_you_mean(words: &[&'static str], text: &str) -> Option<&'static str> {
    let text = folded(text);
    let mut near: Vec<(usize, &'static str)> = words
        .iter()
        .map(|w| (edit_distance(&folded(w), &text), *w))
        .filter(|&(d, w)| d <= if w.len() <= 5 { 1 } else { 2 })
        .collect();
    near.sort();
    match near.as_slice() {
        [(d, w), rest @ ..] if rest.first().is_none_or(|(e, _)| e > d) => Some(w),
        _ => None,
    }
}

/// A refused choice for a command that also takes a user who was not given, while the
/// choice itself stands in another option: the word was meant as the person
/// (`/challenge bob minixiangqi` in `palace play` puts `bob` where the game goes).
fn mention_hint(
    spec: &CommandSpec,
    o: &OptionSpec,
    given: &[(String, OptionValue)],
    value: &OptionValue,
    error: No,
) -> No {
    let user_free = spec
        .options
        .iter()
        .any(|u| u.kind == Kind::User && !given.iter().any(|(n, _)| n == u.name));
    match (o.kind, value) {
        (Kind::Choice(words), OptionValue::Text(t))
            if user_free && !t.contains(' ') && given.iter().any(|(n, v)| {
                n != o.name
                    && matches!(v, OptionValue::Text(x) if words.iter().any(|w| same_word(w, x)))
            }) =>
        {
            No::MentionThem {
                error: Box::new(error),
                name: t.trim().trim_start_matches('@').to_owned(),
            }
        }
        _ => error,
    }
}

/// Whether `text` is written as a whole number (`-` and digits), whatever its size.
fn is_whole_number(text: &str) -> bool {
    let digits = text.strip_prefix('-').unwrap_or(text);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

pub(crate) fn parse_bool(t: &str) -> Option<bool> {
    match t.to_ascii_lowercase().as_str() {
        "true" | "yes" | "on" => Some(true),
        "false" | "no" | "off" => Some(false),
        _ => None,
    }
}

fn check_value(spec: &CommandSpec, o: &OptionSpec, value: &OptionValue) -> Result<(), No> {
    let text = match (o.kind, value) {
        (Kind::User, OptionValue::User(_)) => return Ok(()),
        (Kind::User, OptionValue::Text(t)) => {
            return Err(No::NotAUser {
                verb: spec.verb,
                option: o.name,
                text: t.clone(),
            });
        }
        (_, OptionValue::User(u)) => {
            return Err(No::NoUser {
                verb: spec.verb,
                option: o.name,
                user: u.name.clone(),
            });
        }
        (_, OptionValue::Text(t)) => t.trim(),
    };
    match o.kind {
        Kind::Text | Kind::Role if text.is_empty() => Err(No::Empty(o.name)),
        Kind::Text | Kind::User | Kind::Role => Ok(()),
        Kind::Integer(range) => match text.parse::<i64>() {
            Ok(n) if range.contains(n) => Ok(()),
            Ok(n) => Err(No::Range {
                option: o.name,
                range,
                n,
            }),
            Err(_) if is_whole_number(text) => Err(No::Huge {
                option: o.name,
                range,
                text: text.to_owned(),
            }),
            Err(_) => Err(No::NotANumber {
                option: o.name,
                text: text.to_owned(),
            }),
        },
        Kind::Boolean => parse_bool(text).map(|_| ()).ok_or_else(|| No::NotABool {
            option: o.name,
            text: text.to_owned(),
        }),
        Kind::Choice(words) => {
            if words.iter().any(|w| same_word(w, text)) {
                Ok(())
            } else if o.name == "variant" && matches!(folded(text).as_str(), "shogi" | "honshogi") {
                Err(No::FullShogi(words))
            } else if let Some(near) = did_you_mean(words, text) {
                Err(No::DidYouMean {
                    option: o.name,
                    text: text.to_owned(),
                    near,
                    choices: words,
                })
            } else {
                Err(No::NotAChoice {
                    option: o.name,
                    text: text.to_owned(),
                    choices: words,
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::commands::{COMMANDS, command};

    fn text(name: &str, v: &str) -> (String, OptionValue) {
        (name.to_owned(), OptionValue::Text(v.to_owned()))
    }

    #[test]
    fn mistakes_are_named() {
        let c = command("challenge").unwrap();
        let e = |given: &[(String, OptionValue)]| Options::check(c, given).unwrap_err();
        let board = command("leaderboard").unwrap();
        assert_eq!(
            Options::check(board, &[]).unwrap_err(),
            No::Missing {
                verb: Verb::Leaderboard,
                option: "variant"
            }
        );
        // /challenge needs its game once anything but whom is given (else it asks which).
        let side = [text("side", "red")];
        assert_eq!(
            (c.parse)(&Options::check(c, &side).unwrap()),
            Err(No::Missing {
                verb: Verb::Challenge,
                option: "variant"
            })
        );
        assert_eq!(
            e(&[text("variant", "xiangqi"), text("days", "15")]),
            No::Range {
                option: "days",
                range: IntRange::new(1, 14),
                n: 15
            }
        );
        // Any case, with -, _ or spaces alike.
        for spelling in [
            "MiniXiangqi",
            "mini xiangqi",
            "Mini-Xiangqi",
            "MINI_XIANGQI",
        ] {
            let given = [text("variant", spelling)];
            let o = Options::check(c, &given).unwrap();
            assert_eq!(
                o.variant("variant"),
                Ok(Some(Variant::MiniXiangqi)),
                "{spelling}"
            );
        }
        let given = [text("variant", "dark_minixiangqi"), text("side", "Gote")];
        let o = Options::check(c, &given).unwrap();
        assert_eq!(
            (o.variant("variant"), o.choice("side")),
            (Ok(Some(Variant::DarkMiniXiangqi)), Some("gote"))
        );
        let ok = [text("variant", "xiangqi"), text("rated", "no")];
        let o = Options::check(c, &ok).unwrap();
        assert_eq!(
            (o.text("variant"), o.boolean("rated")),
            (Some("xiangqi"), Some(false))
        );
    }

    #[test]
    fn near_misses_are_a_few_edits_away() {
        assert_eq!(edit_distance("blakc", "black"), 1);
        assert_eq!(edit_distance("minixiangi", "minixiangqi"), 1);
        assert_eq!(edit_distance("xiangqi", "minixiangqi"), 4);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(did_you_mean(VARIANTS, "MiniXiangi"), Some("minixiangqi"));
        assert_eq!(did_you_mean(VARIANTS, "chess"), None);
        assert_eq!(did_you_mean(&["red", "black"], "reb"), Some("red"));
        assert_eq!(did_you_mean(&["on", "off"], "of"), None, "two at one edit");
    }

    #[test]
    fn every_integer_option_stays_within_discords_range() {
        for c in COMMANDS {
            for o in c.options {
                if let Kind::Integer(r) = o.kind {
                    assert!(r.min() >= -MAX_INTEGER, "/{} {}", c.name(), o.name);
                    assert!(
                        r.max().is_none_or(|m| m <= MAX_INTEGER),
                        "/{} {}",
                        c.name(),
                        o.name
                    );
                }
            }
        }
        assert_eq!(MAX_INTEGER, 9_007_199_254_740_991);
    }

    #[test]
    fn ranges_hold_what_they_say() {
        let days = IntRange::new(1, 14);
        assert!(days.contains(1) && days.contains(14));
        assert!(!days.contains(0) && !days.contains(15));
        let game = IntRange::at_least(1);
        assert!(game.contains(MAX_INTEGER) && !game.contains(MAX_INTEGER + 1));
        assert_eq!(game.max(), None);
    }

    #[test]
    #[should_panic(expected = "beyond Discord's integer range")]
    fn a_range_past_discords_cannot_be_made() {
        let _ = IntRange::new(1, i64::MAX);
    }
}
