//! The public data types of the control API: users, places, what the bot posted.

use std::time::{Duration, Instant};

use serde_json::Value;
use serenity::model::application::{ActionRow, ActionRowComponent, ButtonKind};
use serenity::model::channel::Embed;

/// A user that tests act as: a member of one guild of the fake or more.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FakeUser {
    /// The user's id (a snowflake).
    pub id: u64,
    /// The display name (Discord's `global_name`), any Unicode.
    pub name: String,
    /// The account name (Discord's `username`): lowercase ASCII derived from the display name.
    pub username: String,
}

impl FakeUser {
    /// The value of a user option naming this user, for [`crate::FakeDiscord::slash`].
    #[must_use]
    pub fn option(&self) -> Value {
        Value::String(self.id.to_string())
    }

    /// The mention `<@id>` as Discord renders it in message content.
    #[must_use]
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
}

/// A guild of the fake ([`crate::FakeDiscord::guild`], [`crate::FakeDiscord::add_guild`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FakeGuild {
    /// The guild's id (a snowflake; also the id of its `@everyone` role).
    pub id: u64,
    /// Its name.
    pub name: String,
}

impl FakeGuild {
    /// The shard that gets this guild's events when the bot connects with `total` shards:
    /// `(id >> 22) % total`, Discord's rule.
    ///
    /// # Panics
    ///
    /// If `total` is 0.
    #[must_use]
    pub fn shard(&self, total: u32) -> u32 {
        crate::FakeDiscord::shard_of(self.id, total)
    }
}

/// The id of an interaction the fake sent to the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InteractionId(pub u64);

/// A position in the log of what the bot posted ([`crate::FakeDiscord::mark`]); waiting from a
/// mark taken before acting cannot miss a post that comes quickly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Mark(pub usize);

impl Mark {
    /// The start of the log: every post counts.
    pub const START: Mark = Mark(0);
}

/// Where a message is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A guild text channel (by id).
    Channel(u64),
    /// A thread (by id).
    Thread(u64),
    /// The DM channel of the bot with a user (by the user's id).
    Dm(u64),
    /// A group DM (by the channel's id): only answers to interactions can be there.
    GroupDm(u64),
}

/// A file attached to a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PostedFile {
    /// The file name shown on Discord.
    pub name: String,
    /// The bytes as uploaded.
    pub data: Vec<u8>,
    /// The MIME type the upload declared, if any.
    pub content_type: Option<String>,
}

/// One entry of the log of what the bot posted: a new message, or a message as it stands
/// after an edit.
#[derive(Clone, Debug)]
pub struct Posted {
    /// The message id (an edit has the id of the message it changed).
    pub id: u64,
    /// The channel of the message.
    pub channel_id: u64,
    /// The guild of the channel (`None` in a DM).
    pub guild: Option<u64>,
    /// The kind of place the channel is.
    pub place: Place,
    /// The text.
    pub content: String,
    /// The components, decoded with serenity's model.
    pub components: Vec<ActionRow>,
    /// The embeds, decoded with serenity's model.
    pub embeds: Vec<Embed>,
    /// The attached files.
    pub attachments: Vec<PostedFile>,
    /// Whether only the invoking user sees it (flag 64 on an interaction response).
    pub ephemeral: bool,
    /// The message flags.
    pub flags: u64,
    /// When the fake received it.
    pub at: Instant,
    /// The interaction it answers (initial response, follow-up, or an update of the message a
    /// component was on), if any.
    pub interaction: Option<InteractionId>,
    /// Whether this is the interaction's original response (`@original`).
    pub initial: bool,
    /// Whether this entry is an edit of a message posted earlier. A deferred response shows
    /// first when it is filled in, as `edited: false`.
    pub edited: bool,
    /// Time from sending the interaction over the gateway to this post, for interaction posts.
    pub latency: Option<Duration>,
    /// The message JSON as the fake's REST API returns it.
    pub raw: Value,
}

impl Posted {
    /// The custom ids of the message's buttons and select menus, in order.
    #[must_use]
    pub fn custom_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        for row in &self.components {
            for component in &row.components {
                match component {
                    ActionRowComponent::Button(button) => {
                        if let ButtonKind::NonLink { custom_id, .. } = &button.data {
                            ids.push(custom_id.clone());
                        }
                    }
                    ActionRowComponent::SelectMenu(menu) => {
                        ids.extend(menu.custom_id.clone());
                    }
                    _ => {}
                }
            }
        }
        ids
    }

    /// The labels of the message's buttons, in order (empty for a button without a label).
    #[must_use]
    pub fn button_labels(&self) -> Vec<String> {
        self.components
            .iter()
            .flat_map(|row| &row.components)
            .filter_map(|c| match c {
                ActionRowComponent::Button(b) => Some(b.label.clone().unwrap_or_default()),
                _ => None,
            })
            .collect()
    }

    /// The `custom_id` of the button labelled `label`, if there is one.
    pub fn button(&self, label: &str) -> Option<String> {
        self.components
            .iter()
            .flat_map(|row| &row.components)
            .find_map(|c| match c {
                ActionRowComponent::Button(b) if b.label.as_deref() == Some(label) => {
                    match &b.data {
                        ButtonKind::NonLink { custom_id, .. } => Some(custom_id.clone()),
                        _ => None,
                    }
                }
                _ => None,
            })
    }

    /// The content, the embeds' titles, descriptions and fields, one per line: what a reader
    /// sees as text.
    #[must_use]
    pub fn text(&self) -> String {
        let mut out = self.content.clone();
        for embed in &self.embeds {
            let parts = [&embed.title, &embed.description].into_iter().flatten();
            for part in parts {
                out.push('\n');
                out.push_str(part);
            }
            for field in &embed.fields {
                out.push('\n');
                out.push_str(&field.name);
                out.push('\n');
                out.push_str(&field.value);
            }
        }
        out
    }
}

/// The kind of a channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChannelKind {
    /// A guild text channel.
    Text,
    /// A public thread.
    PublicThread,
    /// A private thread.
    PrivateThread,
    /// A DM channel.
    Dm,
    /// A group DM: users among themselves, without the bot (reached only through the
    /// interactions of users who installed the application).
    GroupDm,
}

/// What the fake knows about a channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChannelInfo {
    /// The channel id.
    pub id: u64,
    /// The name (a DM channel's is empty).
    pub name: String,
    /// The kind.
    pub kind: ChannelKind,
    /// The guild of a text channel or thread (`None` for a DM channel).
    pub guild: Option<u64>,
    /// The text channel a thread belongs to.
    pub parent: Option<u64>,
    /// For a thread started from a message: that message (its id is also the thread's).
    pub starter_message: Option<u64>,
    /// Whether the thread is archived.
    pub archived: bool,
    /// Whether the thread is locked.
    pub locked: bool,
    /// For a DM channel: the user at the other end.
    pub recipient: Option<u64>,
    /// For a text channel: whether the bot may create threads there.
    pub threads_allowed: bool,
}

/// The kind of an interaction the fake sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InteractionKind {
    /// A slash command (interaction type 2).
    Command,
    /// Autocomplete of a command option (type 4).
    Autocomplete,
    /// A click on a button or a choice in a select menu (type 3).
    Component,
}

/// What the fake knows about an interaction it sent.
#[derive(Clone, Debug)]
pub struct InteractionInfo {
    /// The id.
    pub id: InteractionId,
    /// The kind.
    pub kind: InteractionKind,
    /// The command path (`"draw offer"`) or the component's custom id.
    pub name: String,
    /// The user who acted.
    pub user: u64,
    /// The channel it happened in.
    pub channel: u64,
    /// The guild of that channel (`None` in a DM): the interaction's `guild_id`.
    pub guild: Option<u64>,
    /// When the test created it.
    pub created: Instant,
    /// When it was written to the bot's websocket (first time, if replayed).
    pub delivered: Option<Instant>,
    /// The initial response: its callback type (4 message, 5 deferred message, 6 deferred
    /// update, 7 update message, 8 autocomplete result, 9 modal) and when it came.
    pub callback: Option<(u8, Instant)>,
    /// The message `@original` stands for, once there is one.
    pub original_message: Option<u64>,
    /// Why it was not sent to the bot (a mistake in the test), if it was not.
    pub not_sent: Option<String>,
    /// The shard whose session it was dispatched to: its guild's shard for an interaction in
    /// a guild, 0 in a DM (Discord's rule). Set when it was sent, also if that shard had
    /// no session then (it is written after that shard's READY); `None` if not sent.
    pub shard: Option<u32>,
}

impl InteractionInfo {
    /// Time from delivery to the initial response.
    #[must_use]
    pub fn response_latency(&self) -> Option<Duration> {
        Some(self.callback?.1.saturating_duration_since(self.delivered?))
    }
}

/// One HTTP request the fake served.
#[derive(Clone, Debug)]
pub struct RequestLog {
    /// The method, upper case.
    pub method: String,
    /// The path with the query string.
    pub path: String,
    /// When it arrived.
    pub at: Instant,
    /// The status of the answer (0 while the request is being served).
    pub status: u16,
    /// The `operationId` of Discord's API specification the request was matched to
    /// (`create_message`); `None` for what is not Discord's REST API (the gateway, files)
    /// or a request the specification refused.
    pub operation: Option<String>,
}

/// Counters of the gateway's life: of all shards together ([`crate::FakeDiscord::gateway_stats`])
/// or of one ([`crate::FakeDiscord::shard_stats`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GatewayStats {
    /// Websocket connections accepted (for one shard: those that identified or resumed as
    /// it).
    pub connections: u32,
    /// Successful IDENTIFYs (each starts a session).
    pub identifies: u32,
    /// Successful RESUMEs.
    pub resumes: u32,
    /// Heartbeats received (for one shard: on connections that had identified or resumed as
    /// it).
    pub heartbeats: u32,
    /// Whether a connection with an identified or resumed session (of the shard) is open now.
    pub connected: bool,
}
