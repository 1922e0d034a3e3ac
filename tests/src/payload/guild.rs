//! Guild objects: the guild as GUILD_CREATE sends it, its roles, and its members.

use serde_json::{Value, json};

use super::{channel_permissions, guild_channel, perm, user_by_id};
use crate::guilds::GuildRec;
use crate::state::{Inner, Shared};
use crate::types::ChannelKind;

/// The roles `user_id` holds in `guild` (the bot its managed role, others those a test
/// gave them).
fn member_roles(s: &Shared, guild: &GuildRec, user_id: u64) -> Vec<String> {
    if user_id == s.bot_id {
        vec![guild.bot_role_id.to_string()]
    } else {
        guild
            .roles
            .iter()
            .filter(|(_, _, holders)| holders.contains(&user_id))
            .map(|(id, _, _)| id.to_string())
            .collect()
    }
}

/// A guild member object of guild `guild`; with `channel`, it carries the member's
/// permissions there, as in interactions.
pub(crate) fn member(
    s: &Shared,
    g: &Inner,
    guild: &GuildRec,
    user_id: u64,
    channel: Option<u64>,
) -> Value {
    let mut m = partial_member(
        s,
        guild,
        user_id,
        channel.map(|c| channel_permissions(s, g, c, user_id)),
    );
    m["user"] = user_by_id(g, user_id);
    m
}

/// A member object without its user, as in `resolved.members`.
pub(crate) fn partial_member(
    s: &Shared,
    guild: &GuildRec,
    user_id: u64,
    permissions: Option<u64>,
) -> Value {
    let mut m = json!({
        "roles": member_roles(s, guild, user_id),
        "nick": null,
        "avatar": null,
        "banner": null,
        "joined_at": "2024-01-01T00:00:00.000000+00:00",
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "pending": false,
        "flags": 0,
        "communication_disabled_until": null,
        "unusual_dm_activity_until": null,
    });
    if let Some(p) = permissions {
        m["permissions"] = json!(p.to_string());
    }
    m
}

fn role(s: &Shared, id: u64, name: &str, permissions: u64, position: u16, bot: bool) -> Value {
    let mut r = json!({
        "id": id.to_string(),
        "name": name,
        "description": null,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": position,
        "permissions": permissions.to_string(),
        "managed": bot,
        "mentionable": false,
        "flags": 0,
    });
    if bot {
        r["tags"] = json!({"bot_id": s.bot_id.to_string()});
    }
    r
}

/// Guild `guild`'s roles: `@everyone`, the bot's, and those a test added.
pub(crate) fn guild_roles(s: &Shared, guild: &GuildRec) -> Vec<Value> {
    let mut roles = vec![
        role(s, guild.id, "@everyone", perm::EVERYONE, 0, false),
        role(s, guild.bot_role_id, "Palace", perm::BOT_ROLE, 1, true),
    ];
    for (n, (id, name, _)) in guild.roles.iter().enumerate() {
        roles.push(role(s, *id, name, 0, 2 + n as u16, false));
    }
    roles
}

/// Guild `guild` as GUILD_CREATE sends it, with its channels, threads, roles and members.
pub(crate) fn guild(s: &Shared, g: &Inner, guild: &GuildRec) -> Value {
    let of_guild = || g.channels.values().filter(|c| c.guild == Some(guild.id));
    let channels: Vec<Value> = of_guild()
        .filter(|c| c.kind == ChannelKind::Text)
        .map(|c| guild_channel(s, g, c))
        .collect();
    let threads: Vec<Value> = of_guild()
        .filter(|c| c.is_thread() && !c.archived)
        .map(|c| guild_channel(s, g, c))
        .collect();
    let members: Vec<Value> = guild
        .members
        .iter()
        .map(|&id| member(s, g, guild, id, None))
        .collect();
    let settings = json!({
        "id": guild.id.to_string(),
        "name": guild.name,
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": s.owner_id.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 1,
        "default_message_notifications": 1,
        "explicit_content_filter": 0,
        "roles": guild_roles(s, guild),
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_presences": null,
        "max_members": 500_000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
        "incidents_data": null,
    });
    let state = json!({
        "joined_at": "2024-01-01T00:00:00.000000+00:00",
        "large": false,
        "unavailable": false,
        "member_count": members.len(),
        "voice_states": [],
        "members": members,
        "channels": channels,
        "threads": threads,
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "lazy": true,
    });
    let mut out = settings;
    if let (Some(o), Value::Object(more)) = (out.as_object_mut(), state) {
        o.extend(more);
    }
    out
}
