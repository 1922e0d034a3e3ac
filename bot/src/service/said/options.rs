//! Why a command's name or options were refused, before it ran.

use rules::Variant;

use crate::model::ReminderError;
use crate::service::request::Verb;
use crate::service::spec::IntRange;

/// Why a command's name or options were refused.
#[derive(Clone, Debug, PartialEq, strum::EnumCount)]
pub enum OptionRefusal {
    /// No command has this name; `near` is the one it is a slip of, if any.
    UnknownCommand {
        /// The name given.
        name: String,
        /// The command within a slip of it.
        near: Option<Verb>,
    },
    /// The command takes no options.
    NoOptions(Verb),
    /// The command has no option of this name.
    Unknown {
        /// The command.
        verb: Verb,
        /// The option given.
        option: String,
    },
    /// An option was given twice.
    Twice(String),
    /// A required option is missing.
    Missing {
        /// The command.
        verb: Verb,
        /// The option.
        option: &'static str,
    },
    /// An option that takes a user was given text.
    NotAUser {
        /// The command.
        verb: Verb,
        /// The option.
        option: &'static str,
        /// What was given.
        text: String,
    },
    /// An option that takes no user was given one.
    NoUser {
        /// The command.
        verb: Verb,
        /// The option.
        option: &'static str,
        /// The user's name.
        user: String,
    },
    /// A text option is empty.
    Empty(&'static str),
    /// A number outside the option's range.
    Range {
        /// The option.
        option: &'static str,
        /// What it takes.
        range: IntRange,
        /// What was given.
        n: i64,
    },
    /// A whole number too long to be read, so outside the option's range.
    Huge {
        /// The option.
        option: &'static str,
        /// What it takes.
        range: IntRange,
        /// What was given.
        text: String,
    },
    /// Not a whole number.
    NotANumber {
        /// The option.
        option: &'static str,
        /// What was given.
        text: String,
    },
    /// Not true or false.
    NotABool {
        /// The option.
        option: &'static str,
        /// What was given.
        text: String,
    },
    /// Shogi on the full board was asked for: Palace plays Minishogi.
    FullShogi(&'static [&'static str]),
    /// A near miss of one of the option's words.
    DidYouMean {
        /// The option.
        option: &'static str,
        /// What was given.
        text: String,
        /// The word meant.
        near: &'static str,
        /// Every word it takes.
        choices: &'static [&'static str],
    },
    /// None of the option's words.
    NotAChoice {
        /// The option.
        option: &'static str,
        /// What was given.
        text: String,
        /// Every word it takes.
        choices: &'static [&'static str],
    },
    /// A mistake where a person's name stood: mention them.
    MentionThem {
        /// The mistake.
        error: Box<OptionRefusal>,
        /// The name written.
        name: String,
    },
    /// The variant has no side of this name.
    NoSide {
        /// The variant.
        variant: Variant,
        /// The side given.
        side: String,
    },
    /// Palace's levels are 1 to 8.
    Level,
    /// The option `action` takes this command's words.
    Action {
        /// The word that makes an offer or request (`offer`, `request`).
        make: &'static str,
        /// What was given.
        given: String,
    },
    /// An option that goes only with another option's value (`rounds:` with
    /// `format:swiss`).
    OnlyWith {
        /// The option given.
        option: &'static str,
        /// What it goes with (`format:swiss`).
        with: &'static str,
    },
    /// An option that does not go with another option's value (`tournament:` with
    /// `action:create`).
    NotWith {
        /// The option given.
        option: &'static str,
        /// What it does not go with.
        with: &'static str,
    },
    /// Not a variant.
    UnknownVariant(String),
    /// Reminder times that cannot be read.
    Reminders(ReminderError),
    /// A number of days that is no vacation.
    VacationDays(i64),
}
