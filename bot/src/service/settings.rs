//! `/settings`: a player's piece style and turn notifications.

use super::message::Message;
use super::{Ctx, Outcome, Service};
use crate::store::Store;

impl<S: Store> Service<S> {
    pub(crate) fn settings(
        &self,
        ctx: &Ctx<'_>,
        style: Option<&str>,
        notify: Option<bool>,
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
        let text = format!(
            "Your settings: pieces {}, turn notifications by DM {}.",
            doc.style,
            if doc.notify { "on" } else { "off" }
        );
        Ok(vec![Message::reply(ctx.me(), text)])
    }
}
