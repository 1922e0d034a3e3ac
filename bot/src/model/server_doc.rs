//! A server's own settings: the language and notations of what Palace posts in it for
//! everyone (public messages), as those who may manage the server chose them, else the
//! language Discord reports for it (its `guild_locale`).

use serde::{Deserialize, Serialize};

use super::{Language, Server, reading};

/// A server's document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerDoc {
    /// Which server.
    pub id: Server,
    /// The language its managers chose with `/settings server:true language:` (a
    /// [`Language`] tag); none: the one Discord reports for it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// The language Discord reported for it with the last command given in it (its
    /// `guild_locale`, a tag).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locale_seen: Option<String>,
    /// The notations its public messages write moves in, one per family of games (names
    /// of [`rules::Notation`]); none: the canonical ones (WXF, Western).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notations: Vec<String>,
    /// The role (its id) whose members may open tournaments here besides its managers
    /// (the server's own id, its `@everyone` role: anyone).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub organisers: Option<String>,
    /// The secret of its pages' address (its leaderboard and its players' pages), made
    /// when they are first linked to: without it nobody finds them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub page: Option<super::Slug>,
}

impl ServerDoc {
    /// A server with no setting of its own.
    pub fn new(id: &Server) -> ServerDoc {
        ServerDoc {
            id: id.clone(),
            language: None,
            locale_seen: None,
            notations: Vec::new(),
            organisers: None,
            page: None,
        }
    }

    /// The language its managers chose, if any (an unknown stored tag reads as none).
    pub fn chosen_language(&self) -> Option<Language> {
        reading::language_of(self.language.as_deref())
    }

    /// The language public messages in it are in: the chosen one, else the one Discord
    /// reported last, else English.
    pub fn language(&self) -> Language {
        self.chosen_language()
            .or_else(|| reading::language_of(self.locale_seen.as_deref()))
            .unwrap_or_default()
    }

    /// How its public messages write moves, Chinese in the script of its language.
    pub fn writing(&self) -> rules::Writing {
        reading::writing(&self.notations, self.language())
    }

    /// Writes moves of `notation`'s family in it from now on.
    pub fn set_notation(&mut self, notation: rules::Notation) {
        reading::set_notation(&mut self.notations, notation);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Notation, Script};

    #[test]
    fn a_chosen_language_wins_over_the_one_discord_reports() {
        let mut doc = ServerDoc::new(&Server("s".into()));
        assert_eq!(doc.language(), Language::English);
        doc.locale_seen = Some("zh-TW".into());
        assert_eq!(doc.language(), Language::ChineseTraditional);
        doc.set_notation(Notation::Chinese);
        assert_eq!(doc.writing().xiangqi, Notation::Chinese);
        assert_eq!(doc.writing().script, Script::Traditional);
        doc.language = Some("ja".into());
        assert_eq!(doc.language(), Language::Japanese);
        doc.language = Some("xx".into());
        assert_eq!(
            doc.chosen_language(),
            None,
            "a tag this version does not know"
        );
        let json = serde_json::to_string(&ServerDoc::new(&Server("s".into()))).unwrap();
        assert_eq!(json, r#"{"id":"s"}"#);
    }
}
