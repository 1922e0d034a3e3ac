//! Several guilds: adding guilds, their channels and members, and what the bot posted in
//! each. The first guild is the fake's own from the start; the single-guild API means it.
//!
//! A user is a member of the guilds they were added to or joined; interactions of a user in
//! a guild's channel carry that guild's `guild_id` and the user's membership there, and a
//! user who is not a member cannot act in its channels (a test bug, as in
//! [`FakeDiscord::slash`]). A user option resolves a member only among the guild's members.
//! Each guild goes to its own shard, `(guild_id >> 22) % total`: READY lists the guilds a
//! shard owns and a GUILD_CREATE follows for each; a guild added while the bot is
//! connected is announced by GUILD_CREATE on its shard, as when a bot joins a server.

use serde_json::json;
use serenity::model::application::Command;

use super::FakeDiscord;
use crate::guilds::GuildRec;
use crate::state::{ChannelRec, UserRec};
use crate::types::{ChannelInfo, ChannelKind, FakeGuild, FakeUser, Mark, Posted};

impl FakeDiscord {
    /// The first guild: the one [`FakeDiscord::guild_id`], [`FakeDiscord::add_channel`] and
    /// [`FakeDiscord::add_user`] mean.
    #[must_use]
    pub fn guild(&self) -> FakeGuild {
        self.lock().guilds[&self.shared.guild_id].public()
    }

    /// Every guild, by id (the first one first, as ids grow).
    #[must_use]
    pub fn guilds(&self) -> Vec<FakeGuild> {
        self.lock().guilds.values().map(GuildRec::public).collect()
    }

    /// Adds a guild named `name` that the bot is in, with no channel and no member but the
    /// bot and the owner.
    pub fn add_guild(&self, name: &str) -> FakeGuild {
        let id = self.lock().ids.next();
        self.new_guild(id, name)
    }

    /// Adds a guild named `name` whose id puts it on shard `shard` of `total` (as
    /// [`FakeDiscord::start_with_guild_on_shard`] does for the first guild).
    ///
    /// # Panics
    ///
    /// If `shard >= total`.
    pub fn add_guild_on_shard(&self, name: &str, shard: u32, total: u32) -> FakeGuild {
        assert!(
            shard < total,
            "shard {shard} is not one of {total} shards (0..{total})"
        );
        let id = self.lock().ids.next_on_shard(shard, total);
        self.new_guild(id, name)
    }

    fn new_guild(&self, id: u64, name: &str) -> FakeGuild {
        let mut g = self.lock();
        let bot_role_id = g.ids.next();
        let guild = GuildRec::new(
            [self.shared.bot_id, self.shared.owner_id],
            id,
            name,
            bot_role_id,
        );
        let public = guild.public();
        g.guilds.insert(id, guild);
        // A guild joined while connected: its GUILD_CREATE on its shard.
        if !g.gateway.sessions.is_empty() {
            let v = crate::payload::guild(&self.shared, &g, &g.guilds[&id]);
            g.dispatch("GUILD_CREATE", v);
        }
        drop(g);
        self.shared.bump();
        public
    }

    /// Adds a text channel to `guild` where the bot may create threads. Returns its id.
    pub fn add_channel_in(&self, guild: &FakeGuild, name: &str) -> u64 {
        self.new_channel(guild.id, name, true)
    }

    /// Adds a text channel to `guild` where the bot may not create threads (see
    /// [`FakeDiscord::add_channel_without_threads`]). Returns its id.
    pub fn add_channel_without_threads_in(&self, guild: &FakeGuild, name: &str) -> u64 {
        self.new_channel(guild.id, name, false)
    }

    /// Adds a user who is a member of `guild` only (as [`FakeDiscord::add_user`] does for
    /// the first guild); [`FakeDiscord::add_member`] makes them a member of another.
    pub fn add_user_in(&self, guild: &FakeGuild, display_name: &str) -> FakeUser {
        self.new_user(guild.id, display_name)
    }

    /// Makes `user` a member of `guild` too (GUILD_MEMBER_ADD for a bot with the
    /// GUILD_MEMBERS intent).
    pub fn add_member(&self, guild: &FakeGuild, user: &FakeUser) {
        self.join(guild.id, user.id);
    }

    /// Whether `user` is a member of `guild`.
    #[must_use]
    pub fn is_member(&self, guild: &FakeGuild, user: &FakeUser) -> bool {
        self.lock().is_member(guild.id, user.id)
    }

    /// The registered commands usable in `guild` (its guild commands first, then global
    /// ones), read with serenity.
    #[must_use]
    pub fn commands_in(&self, guild: &FakeGuild) -> Vec<Command> {
        self.commands_of(guild.id)
    }

    /// What the bot posted in the channels and threads of `guild`, in order, as
    /// [`FakeDiscord::posted`] (ephemeral answers too: they are shown there, to one user).
    #[must_use]
    pub fn posted_in(&self, guild: &FakeGuild) -> Vec<Posted> {
        self.posted_in_since(guild, Mark::START)
    }

    /// What the bot posted in `guild` after `mark`.
    #[must_use]
    pub fn posted_in_since(&self, guild: &FakeGuild, mark: Mark) -> Vec<Posted> {
        self.posted_since(mark)
            .into_iter()
            .filter(|p| p.guild == Some(guild.id))
            .collect()
    }

    /// The text channels and threads of `guild`, in order of creation.
    #[must_use]
    pub fn channels_in(&self, guild: &FakeGuild) -> Vec<ChannelInfo> {
        self.lock()
            .channels
            .values()
            .filter(|c| c.guild == Some(guild.id) && c.kind != ChannelKind::Dm)
            .map(Self::info)
            .collect()
    }

    pub(super) fn commands_of(&self, guild: u64) -> Vec<Command> {
        let g = self.lock();
        g.guild_commands
            .get(&guild)
            .into_iter()
            .flatten()
            .chain(&g.global_commands)
            .filter_map(|c| serde_json::from_value(c.clone()).ok())
            .collect()
    }

    /// A new user, a member of `guild`.
    pub(super) fn new_user(&self, guild: u64, display_name: &str) -> FakeUser {
        let mut g = self.lock();
        let id = g.ids.next();
        let base: String = display_name
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_lowercase())
            .take(24)
            .collect();
        let base = if base.is_empty() {
            "user".to_owned()
        } else {
            base
        };
        let mut username = base.clone();
        let mut n = 1;
        while g.users.values().any(|u| u.username == username) {
            n += 1;
            username = format!("{base}{n}");
        }
        g.users
            .insert(id, UserRec::new(id, display_name, &username, false));
        drop(g);
        self.join(guild, id);
        FakeUser {
            id,
            name: display_name.to_owned(),
            username,
        }
    }

    /// `user` joins `guild`.
    fn join(&self, guild: u64, user: u64) {
        let mut g = self.lock();
        let Some(rec) = g.guilds.get_mut(&guild) else {
            g.violation(format!("test bug: no guild {guild} to join"));
            return;
        };
        if !rec.members.insert(user) {
            return;
        }
        // Discord tells only bots with the (privileged) GUILD_MEMBERS intent.
        if g.gateway.intents.is_some_and(|i| i & 2 != 0) {
            let mut member =
                crate::payload::member(&self.shared, &g, &g.guilds[&guild], user, None);
            member["guild_id"] = json!(guild.to_string());
            g.dispatch("GUILD_MEMBER_ADD", member);
        }
        drop(g);
        self.shared.bump();
    }

    /// A new text channel of `guild`.
    pub(super) fn new_channel(&self, guild: u64, name: &str, threads_allowed: bool) -> u64 {
        let mut g = self.lock();
        let id = g.ids.next();
        let mut c = ChannelRec::new(id, name, ChannelKind::Text);
        c.guild = Some(guild);
        c.threads_allowed = threads_allowed;
        let in_guild = g.channels.values().filter(|c| c.guild == Some(guild));
        c.position = u16::try_from(in_guild.count()).unwrap_or(u16::MAX);
        g.channels.insert(id, c.clone());
        if !g.gateway.sessions.is_empty() {
            let v = crate::payload::guild_channel(&self.shared, &g, &c);
            g.dispatch("CHANNEL_CREATE", v);
        }
        drop(g);
        self.shared.bump();
        id
    }
}
