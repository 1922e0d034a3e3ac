//! The fake's guilds: each with its name, its roles and its members. The first guild is
//! made with the fake; tests add more. Who may act where is in `membership.rs`.

use std::collections::BTreeSet;

use crate::types::FakeGuild;

/// A guild. Its id is also the id of its `@everyone` role.
#[derive(Clone, Debug)]
pub(crate) struct GuildRec {
    pub(crate) id: u64,
    pub(crate) name: String,
    /// The bot's managed role in this guild.
    pub(crate) bot_role_id: u64,
    /// Its members (the bot and the owner among them).
    pub(crate) members: BTreeSet<u64>,
    /// The members who may manage it (Manage Server), besides the owner.
    pub(crate) managers: BTreeSet<u64>,
    /// Roles a test added (no permissions of their own): id, name and who holds it.
    pub(crate) roles: Vec<(u64, String, BTreeSet<u64>)>,
    /// Its preferred locale (an interaction's `guild_locale`): `en-US` unless a test sets
    /// another ([`crate::FakeDiscord::set_guild_locale`]).
    pub(crate) locale: String,
}

impl GuildRec {
    /// A guild named `name` whose members are the bot and the owner (`members`).
    pub(crate) fn new(members: [u64; 2], id: u64, name: &str, bot_role_id: u64) -> GuildRec {
        GuildRec {
            id,
            name: name.to_owned(),
            bot_role_id,
            members: members.into_iter().collect(),
            managers: BTreeSet::new(),
            roles: Vec::new(),
            locale: "en-US".to_owned(),
        }
    }

    /// What tests see of it.
    pub(crate) fn public(&self) -> FakeGuild {
        FakeGuild {
            id: self.id,
            name: self.name.clone(),
        }
    }
}
