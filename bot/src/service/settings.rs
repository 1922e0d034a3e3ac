//! `/settings`: a player's piece style and turn notifications.

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
    ) -> Outcome {
        ctx.touch_author()?;
        let doc = ctx.txn.update_player(ctx.me(), |doc| {
            if let Some(style) = style {
                style.clone_into(&mut doc.style);
            }
            if let Some(notify) = notify {
                doc.notify = notify;
            }
        })?;
        let how = match doc.notify {
            Notify::Ping => "a mention in the game's channel",
            Notify::Dm => "a direct message",
            Notify::Off => "nothing (you look for yourself)",
        };
        let text = format!(
            "Your settings: pieces {} (style:{0}); your turns, challenges and reminders: {how} (notify:{}).",
            doc.style,
            doc.notify.name()
        );
        Ok(vec![Message::reply(ctx.me(), text)])
    }
}
