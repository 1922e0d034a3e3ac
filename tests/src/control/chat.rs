//! Acting as users who type messages (the other way to reach a bot than interactions).

use super::FakeDiscord;
use crate::state::MessageRec;
use crate::types::FakeUser;

impl FakeDiscord {
    /// `user` installs the application for themselves (a user install, as from the
    /// application's install link with `integration_type=1`): they may then use its
    /// user-installable commands in group DMs, and the bot may DM them even without a
    /// guild in common.
    pub fn install_for_user(&self, user: &FakeUser) {
        self.lock().user_installs.insert(user.id);
        self.shared.bump();
    }

    /// A new group DM of `users` (without the bot, as every group DM is): the bot can only
    /// answer interactions there — a post, or any other call on the channel, is refused
    /// with 403 50001 and recorded as a violation.
    pub fn add_group_dm(&self, users: &[&FakeUser]) -> u64 {
        let mut g = self.lock();
        let id = g.ids.next();
        let mut c = crate::state::ChannelRec::new(id, "", crate::types::ChannelKind::GroupDm);
        c.recipients = users.iter().map(|u| u.id).collect();
        g.channels.insert(id, c);
        drop(g);
        self.shared.bump();
        id
    }

    /// `user` posts `content` in `channel` (a channel or thread of a guild they are a
    /// member of, or their own DM channel with the bot, [`FakeDiscord::dm_channel`]). The
    /// message is kept (the bot may refer to it, and may not edit it) and dispatched as
    /// MESSAGE_CREATE as Discord would: only with the bot's GUILD_MESSAGES intent (`1 << 9`)
    /// in a guild, DIRECT_MESSAGES (`1 << 12`) in a DM; its content empty unless the bot
    /// has MESSAGE_CONTENT (`1 << 15`, privileged: [`FakeDiscord::allow_privileged_intents`]),
    /// the message is in a DM with the bot, or it mentions the bot (`<@BOT_ID>`). Returns
    /// the message's id; posting where the user could not is a test bug: recorded as a
    /// violation, nothing is posted, and the id is 0.
    pub fn say(&self, user: &FakeUser, channel: u64, content: &str) -> u64 {
        self.post_as(user, channel, content, None)
    }

    /// `user` replies to message `to` with `content`, pinging its author as Discord's
    /// client does by default (a reply to the bot's message mentions the bot, so its text
    /// reaches the bot without MESSAGE_CONTENT). Returns the reply's id (0: a test bug,
    /// recorded as a violation, as for [`FakeDiscord::say`]).
    pub fn reply(&self, user: &FakeUser, to: u64, content: &str) -> u64 {
        let channel = self.lock().messages.get(&to).map_or(0, |m| m.channel_id);
        self.post_as(user, channel, content, Some(to))
    }

    fn post_as(&self, user: &FakeUser, channel: u64, content: &str, to: Option<u64>) -> u64 {
        let s = &self.shared;
        let mut g = self.lock();
        let refused = match g.may_act(user, channel) {
            Err(why) => Some(why),
            Ok(()) if content.trim().is_empty() => Some("an empty message".to_owned()),
            Ok(()) => None,
        };
        if let Some(why) = refused {
            g.violation(format!(
                "test bug: {} could not post {content:?}: {why}",
                user.name
            ));
            return 0;
        }
        let id = g.ids.next();
        let mut m = MessageRec::new(id, channel);
        m.content = content.to_owned();
        m.author = Some(user.id);
        if let Some(target) = to.and_then(|t| g.messages.get(&t)) {
            m.kind = 19;
            m.pinged = vec![target.author.unwrap_or(s.bot_id)];
            let mut reference = serde_json::json!({
                "type": 0,
                "message_id": target.id.to_string(),
                "channel_id": channel.to_string(),
            });
            if let Some(guild) = g.guild_of(channel) {
                reference["guild_id"] = serde_json::json!(guild.to_string());
            }
            m.reference = Some(reference);
        }
        g.keep_message(m);
        g.message_created(s, id);
        drop(g);
        s.bump();
        id
    }
}
