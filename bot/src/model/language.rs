//! The languages Palace speaks, as values: which one a reader chose or Discord reports,
//! stored by tag. Their words live in the voice's catalogues (`bot/locales/`).

use std::fmt;
use std::str::FromStr;

/// A language Palace speaks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Language {
    /// English (Discord's `en-US` and `en-GB`): the default.
    #[default]
    English,
    /// Simplified Chinese (`zh-CN`).
    ChineseSimplified,
    /// Traditional Chinese (`zh-TW`).
    ChineseTraditional,
    /// Vietnamese (`vi`).
    Vietnamese,
    /// Japanese (`ja`).
    Japanese,
}

impl Language {
    /// Every language, in the order `/settings language:` offers them.
    pub const ALL: [Language; 5] = [
        Language::English,
        Language::ChineseSimplified,
        Language::ChineseTraditional,
        Language::Vietnamese,
        Language::Japanese,
    ];

    /// Their tags, in the order of [`Language::ALL`].
    pub const TAGS: [&'static str; 5] = ["en", "zh-CN", "zh-TW", "vi", "ja"];

    /// Its tag (BCP 47, as Discord names its locales and the catalogues' folders are
    /// named): `en`, `zh-CN`, `zh-TW`, `vi`, `ja`.
    pub const fn tag(self) -> &'static str {
        Language::TAGS[self as usize]
    }

    /// The language of a Discord locale (`en-US`, `en-GB`, `zh-CN`, `zh-TW`, `vi`, `ja`),
    /// if Palace speaks it.
    ///
    /// ```
    /// use palace::model::Language;
    /// assert_eq!(Language::from_locale("en-GB"), Some(Language::English));
    /// assert_eq!(Language::from_locale("zh-TW"), Some(Language::ChineseTraditional));
    /// assert_eq!(Language::from_locale("fr"), None);
    /// ```
    pub fn from_locale(locale: &str) -> Option<Language> {
        let lower = locale.trim().to_ascii_lowercase();
        Some(match lower.as_str() {
            "en" | "en-us" | "en-gb" => Language::English,
            "zh-cn" | "zh" | "zh-hans" | "zh-sg" => Language::ChineseSimplified,
            "zh-tw" | "zh-hant" | "zh-hk" => Language::ChineseTraditional,
            "vi" | "vi-vn" => Language::Vietnamese,
            "ja" | "ja-jp" => Language::Japanese,
            _ => return None,
        })
    }

    /// The Discord locales that read this language (for command localisations).
    pub const fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Language::English => &["en-US", "en-GB"],
            Language::ChineseSimplified => &["zh-CN"],
            Language::ChineseTraditional => &["zh-TW"],
            Language::Vietnamese => &["vi"],
            Language::Japanese => &["ja"],
        }
    }

    /// The characters Chinese notation is written in for its readers.
    pub const fn script(self) -> rules::Script {
        match self {
            Language::ChineseTraditional => rules::Script::Traditional,
            _ => rules::Script::Simplified,
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

impl FromStr for Language {
    type Err = ();

    /// Reads a tag or a Discord locale.
    fn from_str(s: &str) -> Result<Language, ()> {
        Language::from_locale(s).ok_or(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_locales_read_back() {
        for l in Language::ALL {
            assert_eq!(l.tag().parse(), Ok(l));
            for locale in l.discord_locales() {
                assert_eq!(Language::from_locale(locale), Some(l));
            }
        }
        assert_eq!(
            Language::ChineseTraditional.script(),
            rules::Script::Traditional
        );
        assert_eq!(Language::Japanese.script(), rules::Script::Simplified);
        assert!("de".parse::<Language>().is_err());
    }
}
