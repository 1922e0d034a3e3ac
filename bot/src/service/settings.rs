//! `/settings`: a player's piece style, turn notifications, and whether others may
//! challenge them by name.

use super::message::Message;
use super::{Ctx, Outcome, Service};
use crate::model::Notify;
use crate::store::Store;

impl<S: Store> Service<S> {
    pub(crate) fn settings(
        &self,
        ctx: &Ctx<'_>,
        style: Option<&str>,
        notify: Option<Notify>,
        challenges: Option<bool>,
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
        })?;
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
        let text = format!(
            "Your settings: pieces {} (style:{0}); your turns, challenges and reminders: {how} (notify:{}); {challenged}.",
            doc.style,
            doc.notify.name()
        );
        Ok(vec![Message::reply(ctx.me(), text)])
    }
}
