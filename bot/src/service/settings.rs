//! `/settings`: a player's piece style, turn notifications, reminders, and whether others
//! may challenge them by name.

use super::message::Message;
use super::{Ctx, Outcome, Service};
use crate::model::{Notify, Time, reminders_text};
use crate::store::Store;

impl<S: Store> Service<S> {
    pub(crate) fn settings(
        &self,
        ctx: &Ctx<'_>,
        style: Option<&str>,
        notify: Option<Notify>,
        challenges: Option<bool>,
        remind: Option<&Option<Vec<Time>>>,
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
        })?;
        if let Some(remind) = remind {
            self.remind_now(ctx, remind)?;
        }
        let how = match doc.notify {
            Notify::Ping => "a mention in the game's channel",
            Notify::Dm => "a direct message",
            Notify::Off => "nothing (you look for yourself)",
        };
        let challenged = if doc.takes_challenges {
            "anyone may challenge you by name (challenges:on)"
        } else {
            "nobody may challenge you by name, open challenges stay open to you (challenges:off)"
        };
        let reminded = match &doc.remind {
            None => {
                "reminders 24h and 1h before a deadline, 1h only in 1-day games (remind:default)"
                    .to_owned()
            }
            Some(times) if times.is_empty() => "no reminders (remind:off)".to_owned(),
            Some(times) => format!(
                "reminders {} before a deadline (remind:{})",
                reminders_text(times),
                reminders_text(times).replace(' ', "")
            ),
        };
        let text = format!(
            "Your settings: pieces {} (style:{0}); your turns, challenges and reminders: {how} (notify:{}); {reminded}; {challenged}.",
            doc.style,
            doc.notify.name()
        );
        Ok(vec![Message::reply(ctx.me(), text)])
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
