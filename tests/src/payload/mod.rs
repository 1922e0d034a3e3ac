//! Discord's JSON objects, built from the fake's state, in the shapes Discord sends them.
//! The unit tests at the bottom (and `check_event` at run time) make sure serenity 0.12.5's
//! model types read every one of them.

use serde_json::{Value, json};

use crate::state::{ChannelRec, FileRec, Inner, InteractionRec, MessageRec, Shared, UserRec};
use crate::types::{ChannelKind, InteractionKind};

mod guild;

pub(crate) use guild::{guild, guild_roles, member, partial_member};

/// Permission bits the fake uses.
pub(crate) mod perm {
    /// Add reactions.
    pub(crate) const ADD_REACTIONS: u64 = 1 << 6;
    /// See the channel.
    pub(crate) const VIEW_CHANNEL: u64 = 1 << 10;
    /// Send messages.
    pub(crate) const SEND_MESSAGES: u64 = 1 << 11;
    /// Embed links.
    pub(crate) const EMBED_LINKS: u64 = 1 << 14;
    /// Attach files.
    pub(crate) const ATTACH_FILES: u64 = 1 << 15;
    /// Read message history.
    pub(crate) const READ_MESSAGE_HISTORY: u64 = 1 << 16;
    /// Use external emojis.
    pub(crate) const USE_EXTERNAL_EMOJIS: u64 = 1 << 18;
    /// Change nickname.
    pub(crate) const CHANGE_NICKNAME: u64 = 1 << 26;
    /// Use application commands.
    pub(crate) const USE_APPLICATION_COMMANDS: u64 = 1 << 31;
    /// Manage threads.
    pub(crate) const MANAGE_THREADS: u64 = 1 << 34;
    /// Create public threads.
    pub(crate) const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    /// Create private threads.
    pub(crate) const CREATE_PRIVATE_THREADS: u64 = 1 << 36;
    /// Send messages in threads.
    pub(crate) const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;

    /// What `@everyone` may do in the guild.
    pub(crate) const EVERYONE: u64 = VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | ADD_REACTIONS
        | USE_EXTERNAL_EMOJIS
        | CHANGE_NICKNAME
        | USE_APPLICATION_COMMANDS
        | CREATE_PUBLIC_THREADS
        | CREATE_PRIVATE_THREADS
        | SEND_MESSAGES_IN_THREADS;
    /// Manage the server (its settings).
    pub(crate) const MANAGE_GUILD: u64 = 1 << 5;
    /// What the bot's role adds.
    pub(crate) const BOT_ROLE: u64 = EVERYONE | MANAGE_THREADS;
    /// Denied in a channel without threads.
    pub(crate) const THREADS: u64 = CREATE_PUBLIC_THREADS | CREATE_PRIVATE_THREADS;
    /// What anyone may do in a DM.
    pub(crate) const DM: u64 = VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | ADD_REACTIONS
        | USE_EXTERNAL_EMOJIS
        | USE_APPLICATION_COMMANDS;
}

/// A user object.
pub(crate) fn user(u: &UserRec) -> Value {
    json!({
        "id": u.id.to_string(),
        "username": u.username,
        "discriminator": "0",
        "global_name": if u.bot { Value::Null } else { Value::from(u.global_name.clone()) },
        "avatar": null,
        "bot": u.bot,
        "system": false,
        "banner": null,
        "accent_color": null,
        "public_flags": 0,
        "flags": 0,
        "avatar_decoration_data": null,
        "collectibles": null,
        "primary_guild": null,
    })
}

/// The user object of `id`, or a placeholder for an unknown id.
pub(crate) fn user_by_id(g: &Inner, id: u64) -> Value {
    match g.users.get(&id) {
        Some(u) => user(u),
        None => user(&UserRec::new(id, "Unknown", "unknown", false)),
    }
}

/// The bot user as `GET /users/@me` and READY show it.
pub(crate) fn current_user(s: &Shared, g: &Inner) -> Value {
    let mut me = user_by_id(g, s.bot_id);
    me["verified"] = json!(true);
    me["mfa_enabled"] = json!(false);
    me["email"] = Value::Null;
    me["locale"] = json!("en-US");
    me["premium_type"] = json!(0);
    me
}

/// What `user_id` may do in `channel_id` (a DM grants the DM set; a guild channel nothing
/// to who is not a member of its guild).
pub(crate) fn channel_permissions(s: &Shared, g: &Inner, channel_id: u64, user_id: u64) -> u64 {
    let Some(c) = g.channels.get(&channel_id) else {
        return 0;
    };
    if c.kind == ChannelKind::Dm {
        return perm::DM;
    }
    if c.kind == ChannelKind::GroupDm {
        return if c.recipients.contains(&user_id) {
            perm::DM
        } else {
            0
        };
    }
    if !g.may_use_channel(channel_id, user_id) {
        return 0;
    }
    let manages = g
        .guild_of(channel_id)
        .and_then(|id| g.guilds.get(&id))
        .is_some_and(|guild| guild.managers.contains(&user_id));
    let base = if user_id == s.bot_id {
        perm::BOT_ROLE
    } else if manages {
        perm::EVERYONE | perm::MANAGE_GUILD
    } else {
        perm::EVERYONE
    };
    let text = if c.is_thread() {
        c.parent.and_then(|p| g.channels.get(&p))
    } else {
        Some(c)
    };
    match text {
        Some(t) if !t.threads_allowed => base & !perm::THREADS,
        _ => base,
    }
}

/// A guild channel object (text channel or thread) of its guild (the first guild's, for
/// a channel made without one).
pub(crate) fn guild_channel(s: &Shared, g: &Inner, c: &ChannelRec) -> Value {
    let guild = c.guild.unwrap_or(s.guild_id);
    let mut v = json!({
        "id": c.id.to_string(),
        "type": channel_type(c.kind),
        "guild_id": guild.to_string(),
        "name": c.name,
        "last_message_id": c.last_message_id.map(|m| m.to_string()),
        "rate_limit_per_user": 0,
        "flags": 0,
        "nsfw": false,
    });
    if c.is_thread() {
        v["parent_id"] = json!(c.parent.map(|p| p.to_string()));
        v["owner_id"] = json!(c.owner.unwrap_or(s.bot_id).to_string());
        v["message_count"] = json!(c.message_count);
        v["total_message_sent"] = json!(c.message_count);
        v["member_count"] = json!(1);
        v["thread_metadata"] = json!({
            "archived": c.archived,
            "auto_archive_duration": c.auto_archive,
            "archive_timestamp": c.archive_timestamp,
            "locked": c.locked,
            "create_timestamp": c.created,
            "invitable": c.kind == ChannelKind::PrivateThread,
        });
        v["member"] = json!({"join_timestamp": c.created, "flags": 1});
        v["applied_tags"] = json!([]);
    } else {
        let deny = if c.threads_allowed { 0 } else { perm::THREADS };
        let mut overwrites = Vec::new();
        if deny != 0 {
            let bot_role = g.guilds.get(&guild).map_or(0, |x| x.bot_role_id);
            for id in [guild, bot_role] {
                overwrites.push(json!({
                    "id": id.to_string(), "type": 0, "allow": "0", "deny": deny.to_string(),
                }));
            }
        }
        v["parent_id"] = Value::Null;
        v["position"] = json!(c.position);
        v["topic"] = Value::Null;
        v["permission_overwrites"] = Value::Array(overwrites);
        v["default_auto_archive_duration"] = json!(1440);
    }
    v
}

/// A DM channel object.
pub(crate) fn private_channel(g: &Inner, c: &ChannelRec) -> Value {
    if c.kind == ChannelKind::GroupDm {
        let recipients: Vec<Value> = c.recipients.iter().map(|&u| user_by_id(g, u)).collect();
        return json!({
            "id": c.id.to_string(),
            "type": 3,
            "name": c.name,
            "owner_id": c.recipients.first().map(u64::to_string),
            "icon": null,
            "last_message_id": c.last_message_id.map(|m| m.to_string()),
            "flags": 0,
            "recipients": recipients,
        });
    }
    json!({
        "id": c.id.to_string(),
        "type": 1,
        "last_message_id": c.last_message_id.map(|m| m.to_string()),
        "flags": 0,
        "recipients": [user_by_id(g, c.recipient.unwrap_or_default())],
    })
}

/// The channel object of any channel.
pub(crate) fn channel(s: &Shared, g: &Inner, c: &ChannelRec) -> Value {
    match c.kind {
        ChannelKind::Dm | ChannelKind::GroupDm => private_channel(g, c),
        _ => guild_channel(s, g, c),
    }
}

/// Discord's channel type number.
pub(crate) fn channel_type(kind: ChannelKind) -> u8 {
    match kind {
        ChannelKind::Text => 0,
        ChannelKind::Dm => 1,
        ChannelKind::GroupDm => 3,
        ChannelKind::PublicThread => 11,
        ChannelKind::PrivateThread => 12,
    }
}

/// The READY payload of a shard that owns the guilds `guilds` (each unavailable until its
/// GUILD_CREATE).
pub(crate) fn ready(
    s: &Shared,
    g: &Inner,
    session_id: &str,
    (shard, total): (u32, u32),
    guilds: &[u64],
) -> Value {
    let guilds: Vec<Value> = guilds
        .iter()
        .map(|id| json!({"id": id.to_string(), "unavailable": true}))
        .collect();
    json!({
        "v": 10,
        "user": current_user(s, g),
        "guilds": guilds,
        "session_id": session_id,
        "session_type": "normal",
        "resume_gateway_url": s.gateway_url(),
        "shard": [shard, total],
        "application": {"id": s.app_id.to_string(), "flags": 1 << 23},
        "private_channels": [],
        "relationships": [],
        "presences": [],
        "guild_join_requests": [],
        "geo_ordered_rtc_regions": ["local"],
        "user_settings": {},
        "_trace": ["[\"fake-discord\"]"],
    })
}

/// `GET /oauth2/applications/@me`.
pub(crate) fn application(s: &Shared, g: &Inner) -> Value {
    json!({
        "id": s.app_id.to_string(),
        "name": "Palace",
        "icon": null,
        "description": "Xiangqi-family games by correspondence.",
        "summary": "",
        "type": null,
        "bot_public": true,
        "bot_require_code_grant": false,
        "verify_key": "0".repeat(64),
        "owner": user_by_id(g, s.owner_id),
        "team": null,
        "flags": 1 << 23,
        "hook": true,
        "is_monetized": false,
        "redirect_uris": [],
        "interactions_endpoint_url": null,
        "role_connections_verification_url": null,
        "integration_types_config": {"0": {}},
        "approximate_guild_count": g.guilds.len(),
        "bot": user_by_id(g, s.bot_id),
    })
}

/// The attachment object of a stored file.
pub(crate) fn attachment(s: &Shared, m: &MessageRec, f: &FileRec) -> Value {
    let url = format!(
        "{}/attachments/{}/{}/{}",
        s.api_base(),
        m.channel_id,
        f.id,
        f.name
    );
    let mut a = json!({
        "id": f.id.to_string(),
        "filename": f.name,
        "size": f.data.len(),
        "url": url,
        "proxy_url": url,
        "content_type": f.content_type,
    });
    if let Some(d) = &f.description {
        a["description"] = json!(d);
    }
    if let Some((w, h)) = image_size(&f.data) {
        a["width"] = json!(w);
        a["height"] = json!(h);
    }
    if m.flags & 64 != 0 {
        a["ephemeral"] = json!(true);
    }
    a
}

/// Width and height of a PNG or GIF.
pub(crate) fn image_size(data: &[u8]) -> Option<(u32, u32)> {
    if data.len() >= 24 && data.starts_with(b"\x89PNG\r\n\x1a\n") {
        let w = u32::from_be_bytes(data[16..20].try_into().ok()?);
        let h = u32::from_be_bytes(data[20..24].try_into().ok()?);
        return Some((w, h));
    }
    if data.len() >= 10 && data.starts_with(b"GIF8") {
        let w = u16::from_le_bytes([data[6], data[7]]);
        let h = u16::from_le_bytes([data[8], data[9]]);
        return Some((u32::from(w), u32::from(h)));
    }
    None
}

/// The user ids mentioned as `<@id>` or `<@!id>` in `content`.
pub(crate) fn mentioned_users(content: &str) -> Vec<u64> {
    let mut out = Vec::new();
    for part in content.split("<@").skip(1) {
        let part = part.strip_prefix('!').unwrap_or(part);
        if let Some((id, _)) = part.split_once('>')
            && let Ok(id) = id.parse::<u64>()
            && !out.contains(&id)
        {
            out.push(id);
        }
    }
    out
}

/// The users message `m` mentions: those its text names, and a reply's pinged author.
pub(crate) fn mentions_of(m: &MessageRec) -> Vec<u64> {
    let mut out = mentioned_users(&m.content);
    for id in &m.pinged {
        if !out.contains(id) {
            out.push(*id);
        }
    }
    out
}

/// A message object.
pub(crate) fn message(s: &Shared, g: &Inner, m: &MessageRec) -> Value {
    let mentions: Vec<Value> = mentions_of(m)
        .into_iter()
        .filter(|id| g.users.contains_key(id))
        .map(|id| user_by_id(g, id))
        .collect();
    let mut v = json!({
        "id": m.id.to_string(),
        "channel_id": m.channel_id.to_string(),
        "author": user_by_id(g, m.author.unwrap_or(s.bot_id)),
        "content": m.content,
        "timestamp": m.timestamp,
        "edited_timestamp": m.edited_timestamp,
        "tts": false,
        "mention_everyone": false,
        "mentions": mentions,
        "mention_roles": [],
        "attachments": m.files.iter().map(|f| attachment(s, m, f)).collect::<Vec<_>>(),
        "embeds": m.embeds,
        "pinned": false,
        "type": m.kind,
        "flags": m.flags,
        "components": m.components,
    });
    if let Some(r) = &m.reference {
        v["message_reference"] = r.clone();
    }
    if let Some(t) = m.thread.and_then(|t| g.channels.get(&t)) {
        v["thread"] = guild_channel(s, g, t);
    }
    if let Some(i) = m.interaction.and_then(|i| g.interactions.get(&i)) {
        v["webhook_id"] = json!(s.app_id.to_string());
        v["application_id"] = json!(s.app_id.to_string());
        v["interaction_metadata"] = interaction_metadata(g, i, m);
    }
    v
}

fn interaction_metadata(g: &Inner, i: &InteractionRec, m: &MessageRec) -> Value {
    let owners = authorizing_owners(g, i.channel, i.user);
    let mut v = json!({
        "id": i.id.to_string(),
        "user": user_by_id(g, i.user),
        "authorizing_integration_owners": owners,
    });
    if !m.initial {
        v["original_response_message_id"] = json!(i.original.map(|o| o.to_string()));
    }
    match i.kind {
        InteractionKind::Component => {
            v["type"] = json!(3);
            v["interacted_message_id"] = json!(i.component_message.unwrap_or_default().to_string());
        }
        _ => {
            v["type"] = json!(2);
            v["name"] = json!(i.name);
            v["command_type"] = json!(1);
        }
    }
    v
}

/// `authorizing_integration_owners` of an interaction by `user` in `channel`: the guild
/// install of the channel's guild (guild id `"0"` in the bot's DMs), and the user's own
/// install (`"1"`, their id) when they installed the application; in a group DM, where
/// the bot is not, only the user's.
pub(crate) fn authorizing_owners(g: &Inner, channel: u64, user: u64) -> Value {
    let mut owners = json!({});
    let group = g
        .channels
        .get(&channel)
        .is_some_and(|c| c.kind == ChannelKind::GroupDm);
    if !group {
        let guild = g
            .guild_of(channel)
            .map_or("0".to_owned(), |id| id.to_string());
        owners["0"] = json!(guild);
    }
    if g.user_installs.contains(&user) {
        owners["1"] = json!(user.to_string());
    }
    owners
}

/// Discord's interaction context for `channel`: 0 a guild, 1 the bot's DM, 2 a private
/// channel (a group DM).
pub(crate) fn context_of(g: &Inner, channel: u64) -> u8 {
    match g.channels.get(&channel).map(|c| c.kind) {
        Some(ChannelKind::Dm) => 1,
        Some(ChannelKind::GroupDm) => 2,
        _ => 0,
    }
}

/// What the application may do in answer to an interaction in `channel`: the bot's
/// permissions there, and in a group DM (where it is not) what Discord grants any answer:
/// attach files, embed links, mention everyone.
fn app_permissions(s: &Shared, g: &Inner, channel: u64) -> u64 {
    match g.channels.get(&channel).map(|c| c.kind) {
        Some(ChannelKind::GroupDm) => perm::ATTACH_FILES | perm::EMBED_LINKS | (1 << 17),
        _ => channel_permissions(s, g, channel, s.bot_id),
    }
}

/// The fields every interaction carries, around `data`.
pub(crate) fn interaction(
    s: &Shared,
    g: &Inner,
    i: &InteractionRec,
    kind: u8,
    data: Value,
) -> Value {
    let c = g.channels.get(&i.channel);
    let in_dm = c.is_some_and(|c| c.kind == ChannelKind::Dm);
    let mut v = json!({
        "id": i.id.to_string(),
        "application_id": s.app_id.to_string(),
        "type": kind,
        "data": data,
        "channel_id": i.channel.to_string(),
        "token": i.token,
        "version": 1,
        "app_permissions": app_permissions(s, g, i.channel).to_string(),
        "locale": g.users.get(&i.user).map_or("en-US", |u| u.locale.as_str()),
        "entitlements": [],
        "entitlement_sku_ids": [],
        "authorizing_integration_owners": authorizing_owners(g, i.channel, i.user),
        "context": context_of(g, i.channel),
        "attachment_size_limit": crate::ATTACHMENT_SIZE_LIMIT,
    });
    if let Some(c) = c {
        let mut partial = channel(s, g, c);
        partial["permissions"] = json!(channel_permissions(s, g, i.channel, i.user).to_string());
        v["channel"] = partial;
    }
    match g.guild_of(i.channel).and_then(|id| g.guilds.get(&id)) {
        Some(guild) if !in_dm => {
            v["guild_id"] = json!(guild.id.to_string());
            v["guild_locale"] = json!(guild.locale);
            v["guild"] =
                json!({"id": guild.id.to_string(), "locale": guild.locale, "features": []});
            v["member"] = member(s, g, guild, i.user, Some(i.channel));
        }
        _ => v["user"] = user_by_id(g, i.user),
    }
    v
}

/// Checks that serenity reads a dispatch event the fake is about to send.
pub(crate) fn check_event(t: &str, d: &Value) -> Result<(), String> {
    use serenity::model::event as ev;
    fn read<T: serde::de::DeserializeOwned>(d: &Value) -> Result<(), String> {
        serde_json::from_value::<T>(d.clone())
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
    match t {
        "READY" => read::<ev::ReadyEvent>(d),
        "RESUMED" => read::<ev::ResumedEvent>(d),
        "GUILD_CREATE" => read::<ev::GuildCreateEvent>(d),
        "INTERACTION_CREATE" => read::<ev::InteractionCreateEvent>(d),
        "THREAD_CREATE" => read::<ev::ThreadCreateEvent>(d),
        "THREAD_UPDATE" => read::<ev::ThreadUpdateEvent>(d),
        "CHANNEL_CREATE" => read::<ev::ChannelCreateEvent>(d),
        "CHANNEL_UPDATE" => read::<ev::ChannelUpdateEvent>(d),
        "MESSAGE_CREATE" => read::<ev::MessageCreateEvent>(d),
        "GUILD_MEMBER_ADD" => read::<ev::GuildMemberAddEvent>(d),
        other => Err(format!("the fake does not know the event {other}")),
    }
}

#[cfg(test)]
mod tests;
