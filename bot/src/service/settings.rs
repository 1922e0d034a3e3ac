//! `/settings`: a player's piece style, the notations they read moves in, turn
//! notifications, reminders, and whether others may challenge them by name; with
//! `for:server`, a server's language and notations.

use super::message::Message;
use super::said::{Organisers, PlayerRefusal, PlayerSaid};
use super::{Ctx, Outcome, Service, refuse};
use crate::model::{Language, Notify, Time};
use crate::store::Store;

impl<S: Store> Service<S> {
    pub(crate) fn settings(
        &self,
        ctx: &Ctx<'_>,
        style: Option<&str>,
        notify: Option<Notify>,
        challenges: Option<bool>,
        remind: Option<&Option<Vec<Time>>>,
        (notation, language): (Option<rules::Notation>, Option<crate::model::Language>),
    ) -> Outcome {
        ctx.touch_author()?;
        let doc = ctx.txn.update_player(ctx.me(), |doc| {
            if let Some(style) = style {
                style.clone_into(&mut doc.style);
            }
            if let Some(notify) = notify {
                doc.notify = notify;
            }
            if let Some(on) = challenges {
                doc.takes_challenges = on;
            }
            if let Some(remind) = remind {
                doc.remind.clone_from(remind);
            }
            if let Some(notation) = notation {
                doc.set_notation(notation);
            }
            if let Some(language) = language {
                doc.language = Some(language.tag().to_owned());
            }
        })?;
        if let Some(remind) = remind {
            self.remind_now(ctx, remind)?;
        }
        let said = PlayerSaid::Settings {
            writing: doc.writing(),
            language: doc.chosen_language(),
            style: doc.style,
            notify: doc.notify,
            remind: doc.remind,
            takes_challenges: doc.takes_challenges,
        };
        Ok(vec![Message::reply(ctx.me(), said)])
    }

    /// New reminder times apply at once to the author's running games where it is their
    /// turn (later turns take them from the setting).
    fn remind_now(&self, ctx: &Ctx<'_>, remind: &Option<Vec<Time>>) -> Outcome<()> {
        for id in self.store.running_games_of(ctx.me())? {
            // A game that cannot be read is left as it is.
            let Ok(loaded) = self.load(id) else { continue };
            if !loaded.doc.is_running() || loaded.doc.player(loaded.game.turn()) != ctx.me() {
                continue;
            }
            let mut doc = loaded.doc;
            doc.change_reminders(remind.clone(), ctx.now);
            ctx.txn.put_game(Some(loaded.version), doc);
        }
        Ok(())
    }
}

impl<S: Store> Service<S> {
    /// `/settings for:server`: the language and notations of what Palace posts in the
    /// server for everyone. Anyone there may look; those who may manage the server
    /// (Discord's Manage Server permission) may change them.
    pub(crate) fn server_settings(
        &self,
        ctx: &Ctx<'_>,
        personal: bool,
        (notation, language): (Option<rules::Notation>, Option<Language>),
        organisers: Option<&str>,
    ) -> Outcome {
        let Some(server) = &ctx.cmd.server else {
            return refuse(PlayerRefusal::NoServerHere);
        };
        if personal {
            return refuse(PlayerRefusal::PersonalSetting);
        }
        let doc = if notation.is_some() || language.is_some() || organisers.is_some() {
            if !ctx.cmd.manages_server {
                return refuse(PlayerRefusal::NotServerManager);
            }
            ctx.touch_author()?;
            ctx.txn.update_server(server, |doc| {
                if let Some(notation) = notation {
                    doc.set_notation(notation);
                }
                if let Some(language) = language {
                    doc.language = Some(language.tag().to_owned());
                }
                if let Some(role) = organisers {
                    doc.organisers = Some(role.to_owned());
                }
            })?
        } else {
            ctx.txn.server(server)?
        };
        let reported = ctx
            .cmd
            .server_locale
            .or_else(|| doc.locale_seen.as_deref().and_then(Language::from_locale));
        let said = PlayerSaid::ServerSettings {
            language: doc.chosen_language(),
            reported,
            writing: doc.writing(),
            organisers: doc.organisers.as_ref().map(|role| {
                if role == &server.0 {
                    Organisers::Everyone
                } else {
                    Organisers::Role(role.clone())
                }
            }),
        };
        Ok(vec![Message::reply(ctx.me(), said)])
    }
}
