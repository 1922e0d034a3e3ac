//! Moves typed in chat (MESSAGE_CREATE): a message that mentions Palace, any message in a
//! DM with it, and — with `[discord] read_messages` — any message in a channel or thread,
//! which the service takes only when it is a move of the author's turn in the game there.
//! The service decides ([`crate::service::typed`]); this layer finds how the message came,
//! takes the mention off, and shows the answers (a note where the move was typed when
//! they all went elsewhere).

use poise::serenity_prelude as serenity;

use super::admission;
use super::deliver::{Answering, deliver};
use super::outgoing::Outgoing;
use super::{Bot, place_of, server_of, user_of};
use crate::service::command::Command;
use crate::service::request::Verb;
use crate::service::said::FrontSaid;
use crate::service::typed::{self, Typing};

/// How a message came to Palace and what it says with Palace's mention taken off (a
/// reply to Palace's message that pings it counts as a mention); `None`
/// when it is not for Palace (another bot's, Palace's own, a system message, or a message
/// in a channel that does not mention Palace while Palace reads only mentions).
pub fn addressed(
    m: &serenity::Message,
    me: serenity::UserId,
    read_messages: bool,
) -> Option<(Typing, String)> {
    let written = matches!(
        m.kind,
        serenity::MessageType::Regular | serenity::MessageType::InlineReply
    );
    if m.author.bot || m.author.id == me || !written {
        return None;
    }
    let mentions = [format!("<@{me}>"), format!("<@!{me}>")];
    // Named in the text, or pinged by a reply to one of Palace's messages (the board a
    // player answers with their move).
    let mentioned = mentions.iter().any(|t| m.content.contains(t.as_str()))
        || m.mentions.iter().any(|u| u.id == me);
    let text = mentions
        .iter()
        .fold(m.content.clone(), |text, t| text.replace(t.as_str(), " "));
    let how = if m.guild_id.is_none() {
        Typing::Direct
    } else if mentioned {
        Typing::Mentioned
    } else if read_messages {
        Typing::Bare
    } else {
        return None;
    };
    Some((how, text.trim().to_owned()))
}

/// Handles one message: played, hinted at or left alone as the service says.
pub async fn message(
    ctx: &serenity::Context,
    bot: &Bot,
    me: serenity::UserId,
    m: &serenity::Message,
) {
    let Some((how, text)) = addressed(m, me, bot.read_messages) else {
        return;
    };
    // Chat in a thread costs nothing: not a command, not a look at the store.
    if how == Typing::Bare && typed::read(&text).is_none() {
        return;
    }
    let Some(_busy) = bot.gate.enter() else {
        return;
    };
    let nick = m.member.as_ref().and_then(|p| p.nick.as_deref());
    let by = Command {
        user: user_of(&m.author, nick),
        place: place_of(m.channel_id),
        server: server_of(m.guild_id),
        name: Verb::Move.name().to_owned(),
        options: Vec::new(),
        // A message carries no locale: the author's language is the one they chose or
        // the one their Discord reported last.
        locale: None,
        server_locale: None,
        manages_server: false,
        roles: Vec::new(),
        // Palace reads only messages where it is: it may post there.
        place_answers_only: false,
    };
    if let Err(refusal) = admission::admit(bot, &by) {
        if how == Typing::Bare {
            return;
        }
        let limit = FrontSaid::Limit(refusal);
        let refusal = super::words_to(&bot.service, &by.user.id, None, limit).await;
        if let Err(e) = bot
            .outbox
            .dm(&ctx.http, m.author.id, &[Outgoing::text(refusal)])
            .await
        {
            tracing::info!(error = %e, "cannot tell a typed move's author to slow down");
        }
        return;
    }
    let (service, at) = (bot.service.clone(), bot.clock.now());
    let author = by.user.id.clone();
    let handled = super::work::run(move || service.typed_alone(&by, &text, how, at)).await;
    let handled = match handled {
        Ok(h) => h,
        Err(e) => {
            tracing::error!(error = %e, "a typed move failed inside Palace");
            return;
        }
    };
    let ended = crate::service::ended_games(&handled.messages);
    let answering = Answering::Typed {
        channel: m.channel_id,
        author: m.author.id,
    };
    deliver(
        &ctx.http,
        &bot.service,
        &bot.outbox,
        handled.messages,
        answering,
    )
    .await;
    bot.reviewer.review(&ctx.http, ended);
    if let Some(game) = handled.engine_game {
        bot.palace.play(&ctx.http, game, author);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(content: &str, guild: bool) -> serenity::Message {
        let mut m = serenity::Message::default();
        m.content = content.to_owned();
        m.author.id = serenity::UserId::new(7);
        m.guild_id = guild.then(|| serenity::GuildId::new(1));
        m
    }

    #[test]
    fn a_message_is_for_palace_by_dm_by_mention_or_in_a_read_thread() {
        let me = serenity::UserId::new(99);
        let how =
            |content: &str, guild: bool, read: bool| addressed(&message(content, guild), me, read);
        assert_eq!(
            how("<@99> C2=5", true, false),
            Some((Typing::Mentioned, "C2=5".into()))
        );
        assert_eq!(
            how("C2=5 <@!99>", true, false),
            Some((Typing::Mentioned, "C2=5".into()))
        );
        assert_eq!(
            how("C2=5", true, false),
            None,
            "not read without the intent"
        );
        assert_eq!(how("C2=5", true, true), Some((Typing::Bare, "C2=5".into())));
        assert_eq!(how("hi", false, false), Some((Typing::Direct, "hi".into())));
        // Palace's own messages, other bots' and system messages are never read.
        let mut own = message("<@99> C2=5", true);
        own.author.id = me;
        assert_eq!(addressed(&own, me, true), None);
        let mut other_bot = message("C2=5", false);
        other_bot.author.bot = true;
        assert_eq!(addressed(&other_bot, me, true), None);
        let mut joined = message("C2=5", false);
        joined.kind = serenity::MessageType::MemberJoin;
        assert_eq!(addressed(&joined, me, true), None);
    }
}
