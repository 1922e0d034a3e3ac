//! The fake's two logs, which show what the bot did as serenity would read it: the posts
//! (each message as it stood when posted or edited, as a [`Posted`]) and the gateway
//! events queued for each shard's session, each checked to be one serenity can read.

use std::time::Instant;

use serde_json::Value;

use crate::state::{Inner, Shared, guild_of_event, shard_of};
use crate::types::{InteractionId, Posted, PostedFile};

impl Inner {
    /// Appends the current state of message `id` to the log of posts.
    pub(crate) fn log_post(&mut self, s: &Shared, id: u64, edited: bool) {
        let via = self.messages.get(&id).and_then(|m| m.interaction);
        self.log_post_via(s, id, edited, via);
    }

    /// Appends the current state of message `id` to the log of posts, as the work of
    /// interaction `via` (an update of the message a component was on names the click).
    pub(crate) fn log_post_via(&mut self, s: &Shared, id: u64, edited: bool, via: Option<u64>) {
        if let Some(p) = self.snapshot(s, id, edited, via) {
            if let Some(i) = p.interaction {
                self.posts_of.entry(i.0).or_default().push(self.log.len());
            }
            self.log.push(p);
        }
    }

    /// Message `id` as it stands, as a [`Posted`].
    pub(crate) fn snapshot(
        &self,
        s: &Shared,
        id: u64,
        edited: bool,
        via: Option<u64>,
    ) -> Option<Posted> {
        let m = self.messages.get(&id)?;
        let raw = crate::payload::message(s, self, m);
        let interaction = via.and_then(|i| self.interactions.get(&i));
        let at = Instant::now();
        Some(Posted {
            id,
            channel_id: m.channel_id,
            guild: self.guild_of(m.channel_id),
            place: self.place_of(m.channel_id),
            content: m.content.clone(),
            components: serde_json::from_value(Value::Array(m.components.clone()))
                .unwrap_or_default(),
            embeds: serde_json::from_value(Value::Array(m.embeds.clone())).unwrap_or_default(),
            attachments: m
                .files
                .iter()
                .map(|f| PostedFile {
                    name: f.name.clone(),
                    data: f.data.clone(),
                    content_type: f.content_type.clone(),
                })
                .collect(),
            ephemeral: m.flags & 64 != 0,
            flags: m.flags,
            at,
            interaction: via.map(InteractionId),
            initial: interaction.is_some_and(|i| i.original == Some(id)),
            edited,
            latency: interaction.and_then(|i| Some(at.saturating_duration_since(i.delivered?))),
            raw,
        })
    }

    /// Queues a dispatch event on the session of the shard it belongs to (its guild's shard,
    /// or shard 0 for events outside guilds); `None` before any IDENTIFY, or when that
    /// shard has no session (an interaction is then held for the shard's IDENTIFY). Checks
    /// that serenity can read it: an event serenity cannot read is dropped by the client
    /// without a word, which would look like the bot ignoring it.
    pub(crate) fn dispatch(&mut self, t: &str, d: Value) -> Option<u64> {
        let total = self.gateway.total?;
        let shard = guild_of_event(t, &d).map_or(0, |g| shard_of(g, total));
        let interaction = if t == "INTERACTION_CREATE" {
            d.get("id")
                .and_then(Value::as_str)
                .and_then(|s| s.parse().ok())
        } else {
            None
        };
        if let Some(i) = interaction.and_then(|i| self.interactions.get_mut(&i)) {
            i.shard = Some(shard);
        }
        if !self.gateway.sessions.contains_key(&shard) {
            if interaction.is_some() {
                self.gateway.held.push(d);
            }
            return None;
        }
        self.push_event(shard, t, &d, interaction)
    }

    /// Appends an event to the session of `shard` (checked as in [`Inner::dispatch`]).
    pub(crate) fn push_event(
        &mut self,
        shard: u32,
        t: &str,
        d: &Value,
        interaction: Option<u64>,
    ) -> Option<u64> {
        if let Err(e) = crate::payload::check_event(t, d) {
            self.violation(format!("fake bug: serenity cannot read the {t} event: {e}"));
        }
        Some(
            self.gateway
                .sessions
                .get_mut(&shard)?
                .push(t, d, interaction),
        )
    }
}
