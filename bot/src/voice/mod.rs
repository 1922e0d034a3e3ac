//! The voice: every sentence a player reads, worded from what the service says as values
//! ([`Said`], [`Refusal`]). It sits between the service and its front ends: Discord,
//! `palace play` and the tools show [`Spoken`] messages, and nothing below this module
//! forms a sentence meant for a player (the guard in `bot/tests/bot/voice_guard.rs`).
//!
//! English is the one language today; each sentence has its test beside its words.

pub(crate) mod catalogue;
pub mod reader;
mod sentences;

use crate::model::UserId;
use crate::service::message::{Action, ActionStyle, Audience, Event, Message, Picture, Reader};
use crate::service::request::Request;
use crate::service::said::{Refusal, Said};
pub use sentences::server_pages::{GameWords, PlayerPageWords, ServerPageWords};
pub use sentences::web::{GamePageWords, PageLabels};

/// A button as a front end shows it: its words, and the request a click gives.
#[derive(Clone, Debug, PartialEq)]
pub struct Button {
    /// Its face.
    pub label: String,
    /// Its look.
    pub style: ActionStyle,
    /// The question a click asks first, for a step that cannot be undone.
    pub confirm: Option<String>,
    /// What a click gives.
    pub action: Action,
}

/// A button with its words (in the language of the message being worded).
pub fn button(action: Action) -> Button {
    Button {
        label: sentences::buttons::label(action.label),
        style: action.style,
        confirm: action.confirm.then(|| question(&action.request)),
        action,
    }
}

/// The question a click asks before a step that cannot be undone (`Resign game 12? This
/// cannot be undone.`).
pub fn question(request: &Request) -> String {
    sentences::buttons::question(request)
}

/// A message as a front end shows it: the service's [`Message`] with its words.
#[derive(Clone, Debug, PartialEq)]
pub struct Spoken {
    /// Who it is for.
    pub audience: Audience,
    /// The text.
    pub text: String,
    /// Its picture, if any.
    pub picture: Option<Picture>,
    /// More pictures after `picture`, in order.
    pub gallery: Vec<Picture>,
    /// Whether this is a refusal (nothing changed).
    pub error: bool,
    /// Buttons under it.
    pub actions: Vec<Button>,
    /// A user to call; a front end may ping them.
    pub ping: Option<UserId>,
    /// What happened, for front ends that show games their own way.
    pub event: Option<Event>,
    /// Whom it was worded for: a front end's own note beside it is worded for them too.
    pub reader: Reader,
    /// A link to the page of the game it is about, when pages are served.
    pub page: Option<PageLink>,
}

/// A link to a game's page, with its face.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageLink {
    /// The page's address.
    pub url: String,
    /// The link's face.
    pub label: String,
}

impl Spoken {
    /// Its pictures in order: `picture`, then the gallery.
    pub fn pictures(&self) -> impl Iterator<Item = &Picture> {
        self.picture.iter().chain(&self.gallery)
    }
}

/// The games that `spoken` messages say ended (see [`crate::service::ended_games`]).
pub fn ended_games(spoken: &[Spoken]) -> Vec<crate::model::GameId> {
    crate::service::games_ended(spoken.iter().map(|m| m.event.as_ref()))
}

/// The words on pictures, for the service to draw them with (`Service::new`).
pub fn pictures() -> &'static dyn crate::service::said::PictureWords {
    &sentences::captions::EnglishPictures
}

/// A caption's words (for front ends that draw pictures of their own, as the command
/// line does).
pub fn caption(c: &crate::service::said::Caption) -> String {
    sentences::captions::caption(c)
}

/// A text board's labels (see [`caption`]).
pub fn board_labels(
    variant: rules::Variant,
    bottom: rules::Color,
    western: bool,
) -> crate::service::said::TextLabels {
    sentences::captions::board_labels(variant, bottom, western)
}

/// A game's title, as a thread is named: `Game 12 · alice vs bob`, with ` · 1–0`,
/// ` · ½–½` or ` · aborted` once over.
pub fn thread_title(t: &crate::service::message::Title) -> String {
    sentences::game::title(t)
}

/// The name of a tournament's thread (`Tournament #3 · Xiangqi`).
pub fn event_thread_title(id: crate::model::TournamentId, variant: rules::Variant) -> String {
    sentences::tournament::thread_title(id, variant)
}

/// A command's one line of help (its description in Discord), in English.
pub fn command_help(verb: crate::service::request::Verb) -> String {
    sentences::commands::command_help(verb)
}

/// `words` in each language Palace speaks besides English, with the Discord locales that
/// read it (for `description_localizations` and `name_localizations`).
fn localized(words: impl Fn() -> String) -> Vec<(&'static str, String)> {
    use crate::model::Language;
    Language::ALL
        .into_iter()
        .filter(|&l| l != Language::English)
        .flat_map(|language| {
            let text = reader::as_read_by(reader::Reader::of(language), &words);
            language
                .discord_locales()
                .iter()
                .map(move |&locale| (locale, text.clone()))
        })
        .collect()
}

/// A command's one line of help in each language Palace speaks besides English, with the
/// Discord locales that read it (its `description_localizations`).
pub fn command_help_localized(verb: crate::service::request::Verb) -> Vec<(&'static str, String)> {
    localized(|| sentences::commands::command_help(verb))
}

/// The name of the user command that challenges a member (right-click → Apps), in
/// English: what Discord registers and sends back.
pub fn user_command_challenge() -> String {
    sentences::commands::user_command_challenge()
}

/// The same name in the other languages, with their Discord locales.
pub fn user_command_challenge_localized() -> Vec<(&'static str, String)> {
    localized(sentences::commands::user_command_challenge)
}

/// An option's one line of help (its description in Discord), in English.
pub fn option_help(verb: crate::service::request::Verb, option: &str) -> String {
    sentences::commands::option_help(verb, option).unwrap_or_default()
}

/// An option's one line of help in the other languages, with their Discord locales.
pub fn option_help_localized(
    verb: crate::service::request::Verb,
    option: &str,
) -> Vec<(&'static str, String)> {
    localized(|| option_help(verb, option))
}

/// The name Discord shows for a choice, in English, and in the other languages with their
/// Discord locales (`迷你象棋` for `minixiangqi`); a language's own name (`简体中文`) for
/// a language, the same in all.
pub fn choice_names(option: &str, word: &str) -> (String, Vec<(&'static str, String)>) {
    if option == "language" {
        let name = crate::model::Language::from_locale(word).map_or_else(
            || word.to_owned(),
            |l| sentences::words::endonym(l).to_owned(),
        );
        return (name, Vec::new());
    }
    let english = sentences::commands::choice_name(word);
    let others = localized(|| sentences::commands::choice_name(word))
        .into_iter()
        .filter(|(_, name)| *name != english)
        .collect();
    (english, others)
}

/// Why a typed move was refused, in English (for the command line too).
pub fn move_refusal(r: &rules::MoveRefusal) -> String {
    sentences::from_rules::move_refusal(r)
}

/// Why a start position cannot be used, in English (for the command line too).
pub fn start_error(e: &rules::StartError) -> String {
    sentences::from_rules::start_error(e)
}

/// Why a player's move was refused in a game of `variant`, in English.
pub fn play_as_error(variant: rules::Variant, e: &rules::PlayAsError) -> String {
    sentences::from_rules::play_as_error(variant, e)
}

/// Why a stored record cannot be rebuilt, in English.
pub fn record_error(variant: rules::Variant, e: &rules::RecordError) -> String {
    sentences::from_rules::record_error(variant, e)
}

/// A dark player's report as plain text (their view only).
pub fn dark_report(report: &rules::dark::Report) -> String {
    sentences::from_rules::dark_report(report)
}

/// A dark player's notices of their own pieces captured by the last ply.
pub fn dark_notices(report: &rules::dark::Report) -> Vec<String> {
    sentences::from_rules::dark_notices(report)
}

/// An unknown name of a variant, side or square, in English.
pub fn unknown_name(e: &rules::ParseNameError) -> String {
    format!(
        "unknown {} '{}' (expected one of: {})",
        e.what(),
        e.given(),
        e.expected()
    )
}

/// Why a takeback cannot be made, in English.
pub fn undo_refusal(r: rules::UndoRefusal) -> String {
    sentences::from_rules::undo_refusal(r)
}

/// The words of what a message says.
pub fn words(said: &Said) -> String {
    sentences::said(said)
}

/// The words of `said` for `reader` (a front end's own note to them).
pub fn words_for(reader: Reader, said: &Said) -> String {
    reader::as_read_by(reader, || words(said))
}

/// The words of a game's page for `reader` at time `now`.
pub fn game_page(
    reader: Reader,
    page: &crate::service::web::GamePage,
    now: crate::model::Time,
) -> GamePageWords {
    reader::as_read_by(reader, || sentences::web::game_page(page, now))
}

/// The words of a dark player's private page for `reader` at `now`, and its note that the
/// link is theirs alone.
pub fn private_page(
    reader: Reader,
    page: &crate::service::web::PrivatePage,
    now: crate::model::Time,
) -> (GamePageWords, String) {
    reader::as_read_by(reader, || sentences::web::private_page(page, now))
}

/// The words of a server's page for `reader`.
pub fn server_page(
    reader: Reader,
    page: &crate::service::server_pages::ServerPage,
) -> ServerPageWords {
    reader::as_read_by(reader, || sentences::server_pages::server_page(page))
}

/// The words of a player's page in a server for `reader`.
pub fn player_page(
    reader: Reader,
    page: &crate::service::server_pages::PlayerPage,
) -> PlayerPageWords {
    reader::as_read_by(reader, || sentences::server_pages::player_page(page))
}

/// The heading and hint of a page a private link does not open, for `reader`.
pub fn link_refused(reader: Reader, r: crate::service::view_link::LinkRefusal) -> [String; 2] {
    reader::as_read_by(reader, || sentences::web::link_refused(r))
}

/// The heading and hint of a page for an address that names no game, for `reader`.
pub fn page_not_found(reader: Reader) -> [String; 2] {
    reader::as_read_by(reader, sentences::web::not_found)
}

/// The heading and hint of a page shown while the store cannot be read, for `reader`.
pub fn page_unavailable(reader: Reader) -> [String; 2] {
    reader::as_read_by(reader, sentences::web::unavailable)
}

/// The words of a refusal.
pub fn refusal(r: &Refusal) -> String {
    sentences::refusal(r)
}

/// A message with its words and its buttons' faces, in its reader's language and with
/// moves written as they write them.
pub fn speak(m: Message) -> Spoken {
    debug_assert!(
        m.sketches.is_empty(),
        "a message's pictures are drawn as it leaves the service (Service::addressed)"
    );
    let (text, actions, page) = reader::as_read_by(m.reader, || {
        (
            words(&m.said),
            m.actions.into_iter().map(button).collect(),
            m.page_url.map(|url| PageLink {
                url,
                label: sentences::web::page_button(m.page_kind),
            }),
        )
    });
    Spoken {
        text,
        actions,
        audience: m.audience,
        picture: m.picture,
        gallery: m.gallery,
        error: m.error,
        ping: m.ping,
        event: m.event,
        reader: m.reader,
        page,
    }
}

/// Messages with their words, in order.
pub fn speak_all(messages: Vec<Message>) -> Vec<Spoken> {
    messages.into_iter().map(speak).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Language;
    use crate::service::message::{Label, Reader};

    #[test]
    fn options_and_choices_are_named_in_each_discord_locale() {
        use crate::service::request::Verb;
        let (name, names) = choice_names("variant", "minishogi");
        assert_eq!(name, "Minishogi");
        let find = |locale| {
            names
                .iter()
                .find(|(l, _)| *l == locale)
                .map(|(_, n)| n.as_str())
        };
        assert_eq!(find("zh-CN"), Some("5五将棋"));
        assert_eq!(find("zh-TW"), Some("5五將棋"));
        assert_eq!(find("ja"), Some("5五将棋"));
        assert_eq!(find("vi"), Some("Shogi mini"));
        // A word that needs no name in any language keeps its own, with no localisations.
        assert_eq!(
            choice_names("notation", "wxf"),
            ("wxf".to_owned(), Vec::new())
        );
        // Languages are named in their own words everywhere.
        assert_eq!(
            choice_names("language", "ja"),
            ("日本語".to_owned(), Vec::new())
        );
        let help = option_help_localized(Verb::Move, "text");
        assert!(help.contains(&("zh-CN", "着法".to_owned())), "{help:?}");
        assert!(help.contains(&("ja", "指し手".to_owned())), "{help:?}");
        assert_eq!(option_help(Verb::Move, "text"), "the move");
    }

    #[test]
    fn a_message_is_worded_for_its_reader_buttons_and_all() {
        let mut m = Message::reply(
            &UserId("alice".into()),
            crate::service::said::PuzzleSaid::NoneYet,
        )
        .with_actions(vec![
            Action::new(
                Label::Resign,
                ActionStyle::Danger,
                Request::Resign { game: Some(3) },
            )
            .confirmed(),
        ]);
        m.reader = Reader {
            language: Language::Vietnamese,
            ..Reader::default()
        };
        let spoken = speak(m);
        assert_eq!(spoken.actions[0].label, "Xin thua");
        assert_eq!(
            spoken.actions[0].confirm.as_deref(),
            Some("Xin thua ván 3? Không thể hoàn tác bước này.")
        );
        // Wording is over: the next message without a reader is English again.
        assert_eq!(button(spoken.actions[0].action.clone()).label, "Resign");
    }
}
