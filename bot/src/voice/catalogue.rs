//! The message catalogues: Palace's words in each language, in Fluent (`bot/locales/<tag>/
//! <domain>.ftl`, one file a domain of the voice), built into the binary. A sentence is
//! looked up by its id in the language of the message being worded
//! ([`super::reader::language`]), with its values as Fluent arguments; plural forms follow
//! each language's CLDR rules. Every catalogue holds every message with the same
//! arguments (`bot/tests/bot/catalogues.rs`), so a lookup never falls back to English;
//! were one missing, English is used rather than showing the id.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, static_loader};

use crate::model::Language;

static_loader! {
    static CATALOGUES = {
        locales: "./locales",
        fallback_language: "en",
        // No Unicode isolation marks around arguments: Discord and terminals show them
        // as stray characters, and every argument here is a name, a number or a move.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// Each language's identifier (the folder its catalogue is in), in the order of
/// [`Language::ALL`]: parsed once, not at every lookup of a message.
static LANGIDS: LazyLock<[LanguageIdentifier; 5]> = LazyLock::new(|| {
    Language::TAGS.map(|tag| {
        tag.parse()
            .expect("every language's tag is a language identifier")
    })
});

/// The identifier of `language`'s catalogue.
fn langid(language: Language) -> &'static LanguageIdentifier {
    &LANGIDS[language as usize]
}

/// An argument of a message.
pub(crate) enum Arg {
    /// Text (a name, a move, a number already written).
    Text(String),
    /// A number, for plural forms.
    Number(f64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_owned())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

/// A yes-or-no fact, as the catalogues select on it: `yes` or `no`.
impl From<bool> for Arg {
    fn from(b: bool) -> Arg {
        Arg::Text(if b { "yes" } else { "no" }.to_owned())
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Number(n as f64)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(n as f64)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(f64::from(n))
    }
}

/// Message `id` in `language`, with `args`.
pub(crate) fn text_in(language: Language, id: &str, args: Vec<(&'static str, Arg)>) -> String {
    let lang = langid(language);
    if args.is_empty() {
        return CATALOGUES.lookup(lang, id);
    }
    let args: HashMap<Cow<'static, str>, FluentValue<'_>> = args
        .into_iter()
        .map(|(name, arg)| {
            let value = match arg {
                Arg::Text(s) => FluentValue::from(s),
                Arg::Number(n) => FluentValue::from(n),
            };
            (Cow::Borrowed(name), value)
        })
        .collect();
    CATALOGUES.lookup_with_args(lang, id, &args)
}

#[cfg(test)]
/// Whether `language`'s own catalogue has message `id` (without falling back to English).
#[cfg(test)]
pub(crate) fn has(language: Language, id: &str) -> bool {
    CATALOGUES
        .lookup_single_language::<&str>(langid(language), id, None)
        .is_ok()
}

/// Message `id` in the language of the message being worded, with `args`.
pub(crate) fn text(id: &str, args: Vec<(&'static str, Arg)>) -> String {
    text_in(super::reader::language(), id, args)
}

/// `t!("id")`, `t!("id", name = value, ...)`: message `id` in the reader's language.
macro_rules! t {
    ($id:expr) => {
        $crate::voice::catalogue::text($id, Vec::new())
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::voice::catalogue::text(
            $id,
            vec![$((stringify!($name), $crate::voice::catalogue::Arg::from($value))),+],
        )
    };
}
pub(crate) use t;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_has_its_words_and_plurals() {
        let yes = |l| text_in(l, "button-accept", Vec::new());
        assert_eq!(yes(Language::English), "Accept");
        assert_eq!(yes(Language::ChineseSimplified), "接受");
        assert_eq!(yes(Language::ChineseTraditional), "接受");
        assert_eq!(yes(Language::Vietnamese), "Chấp nhận");
        assert_eq!(yes(Language::Japanese), "受ける");
        let moves = |l, n: u64| text_in(l, "position-your-moves", vec![("count", Arg::from(n))]);
        assert_eq!(moves(Language::English, 1), "Your move: 1 legal move.");
        assert_eq!(moves(Language::English, 38), "Your move: 38 legal moves.");
        assert_eq!(moves(Language::English, 0), "Your move: 0 legal moves.");
        assert_eq!(
            moves(Language::Japanese, 1),
            "あなたの手番です：合法手は1通りです。"
        );
    }
}
