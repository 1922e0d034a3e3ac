//! Messages in channels as the gateway tells a bot of them: MESSAGE_CREATE for every new
//! message that is not ephemeral — the bot's own too, as on Discord — when the bot's
//! intents ask for it (GUILD_MESSAGES for a guild's channels and threads, DIRECT_MESSAGES
//! for DMs) and it may view the channel. Without the privileged MESSAGE_CONTENT intent, a
//! user's message reaches the bot with its content, embeds, attachments and components
//! empty, unless it is in a DM with the bot or mentions it.

use serde_json::{Value, json};

use crate::payload::{self, perm};
use crate::state::{Inner, Shared};
use crate::types::ChannelKind;

/// GUILD_MESSAGES: messages in guild channels and threads.
pub(crate) const GUILD_MESSAGES: u64 = 1 << 9;
/// DIRECT_MESSAGES: messages in DMs.
pub(crate) const DIRECT_MESSAGES: u64 = 1 << 12;
/// MESSAGE_CONTENT (privileged): the content of every message the bot receives.
pub(crate) const MESSAGE_CONTENT: u64 = 1 << 15;

impl Inner {
    /// Keeps new message `m` as its channel's last.
    pub(crate) fn keep_message(&mut self, m: crate::state::MessageRec) {
        let (id, channel) = (m.id, m.channel_id);
        self.messages.insert(id, m);
        if let Some(c) = self.channels.get_mut(&channel) {
            c.last_message_id = Some(id);
            c.message_count += 1;
        }
    }

    /// Dispatches MESSAGE_CREATE for message `id`, if the bot's intents ask for it and the
    /// bot may view its channel.
    pub(crate) fn message_created(&mut self, s: &Shared, id: u64) {
        let Some(v) = self.message_event(s, id) else {
            return;
        };
        self.dispatch("MESSAGE_CREATE", v);
    }

    /// The MESSAGE_CREATE event of message `id` as this bot would get it, if at all.
    pub(crate) fn message_event(&self, s: &Shared, id: u64) -> Option<Value> {
        let intents = self.gateway.intents?;
        let m = self.messages.get(&id)?;
        let channel = self.channels.get(&m.channel_id)?;
        let dm = channel.kind == ChannelKind::Dm;
        let wanted = if dm { DIRECT_MESSAGES } else { GUILD_MESSAGES };
        if intents & wanted == 0
            || payload::channel_permissions(s, self, m.channel_id, s.bot_id) & perm::VIEW_CHANNEL
                == 0
        {
            return None;
        }
        let mut v = payload::message(s, self, m);
        let mentions_bot = payload::mentions_of(m).contains(&s.bot_id);
        let readable = m.author.is_none() || dm || mentions_bot || intents & MESSAGE_CONTENT != 0;
        if !readable {
            v["content"] = json!("");
            v["embeds"] = json!([]);
            v["attachments"] = json!([]);
            v["components"] = json!([]);
        }
        if let Some(guild) = self.guild_of(m.channel_id).filter(|_| !dm) {
            v["guild_id"] = json!(guild.to_string());
            let author = m.author.unwrap_or(s.bot_id);
            if let Some(rec) = self.guilds.get(&guild) {
                v["member"] = payload::partial_member(s, rec, author, None);
            }
        }
        Some(v)
    }
}
