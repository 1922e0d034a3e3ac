//! The command set: names, options and help, the same that Discord shows as slash
//! commands and that `palace play` reads.

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

/// One option of a command.
#[derive(Copy, Clone, Debug)]
pub struct OptionSpec {
    /// The name (`text`).
    pub name: &'static str,
    /// What it takes.
    pub kind: Kind,
    /// Whether it must be given.
    pub required: bool,
    /// One line of help.
    pub help: &'static str,
}

/// One command.
#[derive(Copy, Clone, Debug)]
pub struct CommandSpec {
    /// The name without the slash.
    pub name: &'static str,
    /// One line of help.
    pub help: &'static str,
    /// Its options, in the order positional values fill them.
    pub options: &'static [OptionSpec],
}

/// The variant names a command accepts.
pub const VARIANTS: &[&str] = &["minixiangqi", "dark-minixiangqi", "xiangqi", "minishogi"];

const fn opt(name: &'static str, kind: Kind, required: bool, help: &'static str) -> OptionSpec {
    OptionSpec {
        name,
        kind,
        required,
        help,
    }
}

const GAME: OptionSpec = opt(
    "game",
    Kind::Integer(IntRange::at_least(1)),
    false,
    "which game (its number), if you play several",
);
const CHALLENGE: OptionSpec = opt(
    "challenge",
    Kind::Integer(IntRange::at_least(1)),
    false,
    "which challenge (its number), if there are several",
);

/// Every command.
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
    },
    CommandSpec {
        name: "accept",
        help: "accept a challenge",
        options: &[CHALLENGE],
    },
    CommandSpec {
        name: "decline",
        help: "decline a challenge made to you",
        options: &[CHALLENGE],
    },
    CommandSpec {
        name: "cancel",
        help: "withdraw your challenge",
        options: &[CHALLENGE],
    },
    CommandSpec {
        name: "move",
        help: "play a move (WXF like C2=5, coordinates like h3e3, or Western like P-5c)",
        options: &[opt("text", Kind::Text, true, "the move"), GAME],
    },
    CommandSpec {
        name: "board",
        help: "show the board",
        options: &[
            opt("flip", Kind::Boolean, false, "from the other side"),
            GAME,
        ],
    },
    CommandSpec {
        name: "resign",
        help: "resign the game",
        options: &[GAME],
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
    },
    CommandSpec {
        name: "abort",
        help: "call off a game before each side has moved",
        options: &[GAME],
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
    },
    CommandSpec {
        name: "export",
        help: "the game record in PGN style",
        options: &[GAME],
    },
    CommandSpec {
        name: "replay",
        help: "an animated replay of a game",
        options: &[GAME],
    },
    CommandSpec {
        name: "analyse",
        help: "after a game: the moves where Palace's evaluation dropped most, marked in the record",
        options: &[GAME],
    },
    CommandSpec {
        name: "stats",
        help: "ratings and results",
        options: &[
            opt("user", Kind::User, false, "whose (default yours)"),
            opt("variant", Kind::Choice(VARIANTS), false, "one game only"),
        ],
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
    },
    CommandSpec {
        name: "rules",
        help: "the rules of a game, in short",
        options: &[opt("variant", Kind::Choice(VARIANTS), false, "which game")],
    },
    CommandSpec {
        name: "help",
        help: "what Palace can do",
        options: &[],
    },
];

/// The command named `name`.
pub fn command(name: &str) -> Option<&'static CommandSpec> {
    COMMANDS.iter().find(|c| c.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_integer_option_stays_within_discords_range() {
        for c in COMMANDS {
            for o in c.options {
                if let Kind::Integer(r) = o.kind {
                    assert!(r.min() >= -MAX_INTEGER, "/{} {}", c.name, o.name);
                    assert!(
                        r.max().is_none_or(|m| m <= MAX_INTEGER),
                        "/{} {}",
                        c.name,
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
