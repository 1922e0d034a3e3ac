//! Who may act where in the fake: which guild a channel belongs to, who is a member of a
//! guild, and whether the bot shares a guild with a user (Discord lets a bot open a DM
//! only then).

use crate::state::{Inner, Shared};
use crate::types::ChannelKind;

impl Inner {
    /// The guild channel `channel` (a text channel or a thread) belongs to; `None` for a
    /// DM channel or an unknown one.
    pub(crate) fn guild_of(&self, channel: u64) -> Option<u64> {
        let c = self.channels.get(&channel)?;
        if matches!(c.kind, ChannelKind::Dm | ChannelKind::GroupDm) {
            return None;
        }
        c.guild
    }

    /// Whether `user` is a member of guild `guild`.
    pub(crate) fn is_member(&self, guild: u64, user: u64) -> bool {
        self.guilds
            .get(&guild)
            .is_some_and(|g| g.members.contains(&user))
    }

    /// Whether `user` may be in `channel` at all: any user in their own DM channel with the
    /// bot, a member of its guild in a guild channel.
    pub(crate) fn may_use_channel(&self, channel: u64, user: u64) -> bool {
        match self.channels.get(&channel) {
            Some(c) if c.kind == ChannelKind::Dm => c.recipient == Some(user),
            Some(c) if c.kind == ChannelKind::GroupDm => c.recipients.contains(&user),
            Some(_) => self
                .guild_of(channel)
                .is_some_and(|g| self.is_member(g, user)),
            None => false,
        }
    }

    /// Whether user `user` can act in `channel` at all (else why not, as a test bug): they
    /// exist, the channel exists, and they may be in it ([`Inner::may_use_channel`]).
    pub(crate) fn may_act(
        &self,
        user: &crate::types::FakeUser,
        channel: u64,
    ) -> Result<(), String> {
        if !self.users.contains_key(&user.id) {
            Err(format!("no user {}", user.id))
        } else if !self.channels.contains_key(&channel) {
            Err(format!(
                "no channel {channel} (for a click: no message with that id)"
            ))
        } else if !self.may_use_channel(channel, user.id) {
            Err(match self.guild_of(channel) {
                Some(guild) => format!(
                    "{} is not a member of guild {guild}, where channel {channel} is",
                    user.name
                ),
                None => format!(
                    "channel {channel} is another user's DM channel, or a group DM without them"
                ),
            })
        } else {
            Ok(())
        }
    }

    /// Whether the bot may DM `user`: they share a guild, or the user installed the
    /// application for themselves.
    pub(crate) fn may_dm(&self, s: &Shared, user: u64) -> bool {
        self.shares_a_guild(s, user) || self.user_installs.contains(&user)
    }

    /// Whether the bot shares a guild with `user`.
    pub(crate) fn shares_a_guild(&self, s: &Shared, user: u64) -> bool {
        self.guilds
            .values()
            .any(|g| g.members.contains(&user) && g.members.contains(&s.bot_id))
    }
}
