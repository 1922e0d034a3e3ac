//! Showing the service's answers in Discord: public messages in the game's place (its
//! thread once it has one), private answers as ephemeral replies, DMs by DM — telling a
//! player whose DMs are closed where to look instead, without a word of what the DM said.
//! A game that begins in a text channel gets a public thread; a game that ends has its
//! thread renamed with the result and archived.

use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use poise::serenity_prelude as serenity;
use serenity::{
    AutoArchiveDuration, Builder, ChannelId, ChannelType, CreateThread, EditMessage, EditThread,
    Http, MessageId,
};

use super::dms::CLOSED_DMS;
use super::outbox::{Destination, Outbox};
use super::outgoing::{Outgoing, discord_code, retry};
use super::{AppService, place_of};
use crate::model::Place;
use crate::service::message::{Audience, Event, Message};
use crate::service::said::FrontSaid;
use crate::voice::{Spoken, speak, speak_all};

/// Whether a game may get a thread where an interaction came from: a server's text or
/// announcement channel (not a DM, and not a thread already).
pub fn threads_allowed(
    guild: Option<serenity::GuildId>,
    channel: Option<&serenity::PartialChannel>,
) -> bool {
    guild.is_some()
        && channel.is_some_and(|c| matches!(c.kind, ChannelType::Text | ChannelType::News))
}

/// How the interaction being answered was acknowledged.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Deferral {
    /// "Palace is thinking…" in public: the first public answer in its channel replaces it.
    Public,
    /// The same, seen only by the author.
    Private,
    /// A click acknowledged without a visible answer (the clicked message stays).
    Click,
}

/// The interaction being answered, if the answers come from one.
pub struct Reply {
    /// Its token (for the response and follow-ups).
    pub token: String,
    /// Where it was given.
    pub channel: ChannelId,
    /// Whether a game may get a thread there (a guild text channel).
    pub threads_allowed: bool,
    /// How it was acknowledged.
    pub deferral: Deferral,
    /// The message whose button was clicked, for a click.
    pub clicked: Option<MessageId>,
    /// Whether Palace may only answer in its channel (a group DM, a server where only
    /// the user installed it): no thread, no edit or read of the channel's messages.
    pub answers_only: bool,
    /// Whether the deferred response still waits for its content.
    pending: AtomicBool,
}

impl Reply {
    /// The reply to an interaction acknowledged as `deferral`.
    pub fn new(
        token: String,
        channel: ChannelId,
        threads_allowed: bool,
        deferral: Deferral,
    ) -> Reply {
        Reply {
            token,
            channel,
            threads_allowed,
            pending: AtomicBool::new(deferral != Deferral::Click),
            deferral,
            clicked: None,
            answers_only: false,
        }
    }

    /// Shows `out` as the response if it still waits, else as a follow-up. The waiting
    /// response is claimed before the call and given back if the call fails, so no lock is
    /// held while Discord is asked (and retried).
    async fn send(
        &self,
        http: &Http,
        out: &Outgoing,
        ephemeral: bool,
    ) -> Result<Option<MessageId>, serenity::Error> {
        let matches = match self.deferral {
            Deferral::Public => !ephemeral,
            Deferral::Private => ephemeral,
            Deferral::Click => false,
        };
        if matches && self.pending.swap(false, Ordering::SeqCst) {
            return match retry("edit response", || out.edit().execute(http, &self.token)).await {
                Ok(m) => Ok(Some(m.id)),
                Err(e) => {
                    self.pending.store(true, Ordering::SeqCst);
                    Err(e)
                }
            };
        }
        if !matches
            && self.deferral == Deferral::Public
            && self.pending.swap(false, Ordering::SeqCst)
        {
            // A private answer to a public "thinking": take the thinking away.
            let deleted = retry("delete response", || {
                http.delete_original_interaction_response(&self.token)
            })
            .await;
            if let Err(e) = deleted {
                self.pending.store(true, Ordering::SeqCst);
                return Err(e);
            }
        }
        let m = retry("follow-up", || {
            out.followup(ephemeral).execute(http, (None, &self.token))
        })
        .await?;
        Ok(Some(m.id))
    }

    /// Ends a deferred response that no answer filled (everything went elsewhere).
    async fn close(&self, http: &Http, note: &str) {
        if self.pending.swap(false, Ordering::SeqCst) {
            let out = Outgoing::text(note);
            if let Err(e) = retry("edit response", || out.edit().execute(http, &self.token)).await {
                tracing::warn!(error = %e, "cannot close the response");
            }
        }
    }
}

/// Whom a batch of answers answers.
#[derive(Clone, Copy)]
pub enum Answering<'a> {
    /// Nobody: the clock's notices, Palace's own turns, reviews.
    Nobody,
    /// An interaction, acknowledged as its [`Reply`] says.
    Interaction(&'a Reply),
    /// A message `author` typed in `channel` (a move in chat): when the answers all went
    /// elsewhere, a note there says where.
    Typed {
        /// Where it was typed.
        channel: ChannelId,
        /// Who typed it.
        author: serenity::UserId,
    },
}

impl Answering<'_> {
    fn reply(&self) -> Option<&Reply> {
        match self {
            Answering::Interaction(r) => Some(r),
            _ => None,
        }
    }

    /// Where the command was given, if anywhere.
    fn channel(&self) -> Option<ChannelId> {
        match self {
            Answering::Nobody => None,
            Answering::Interaction(r) => Some(r.channel),
            Answering::Typed { channel, .. } => Some(*channel),
        }
    }
}

/// Shows `messages` in Discord, after any earlier batch for the same channels and DM
/// recipients ([`Outbox::hold`]). Nothing here fails the batch: a message that cannot be
/// delivered is logged and the rest go on.
pub async fn deliver(
    http: &Arc<Http>,
    service: &AppService,
    outbox: &Outbox,
    messages: Vec<Message>,
    answering: Answering<'_>,
) {
    let reply = answering.reply();
    let messages = speak_all(messages);
    // Whether the author of a typed message saw an answer where they typed it (or by DM).
    let mut answered_there = false;
    let _held = outbox.hold(destinations(&messages)).await;
    let mut moved: HashMap<Place, ChannelId> = HashMap::new();
    let mut last_public: Option<ChannelId> = None;
    let mut elsewhere: Option<ChannelId> = None;
    let mut refused_dms: Vec<serenity::UserId> = Vec::new();
    for m in messages {
        let parts = Outgoing::of(&m);
        match &m.audience {
            Audience::Reply(_) => match reply {
                Some(r) => {
                    for out in &parts {
                        if let Err(e) = r.send(http, out, true).await {
                            tracing::warn!(error = %e, "cannot answer privately");
                            break;
                        }
                    }
                }
                None => tracing::warn!(text = %m.text, "a private answer with nobody to answer"),
            },
            Audience::Dm(user) => {
                let Ok(id) = user.0.parse::<u64>() else {
                    tracing::warn!(%user, "a DM for a user id that is not a Discord id");
                    continue;
                };
                let id = serenity::UserId::new(id);
                if matches!(answering, Answering::Typed { author, .. } if author == id) {
                    answered_there = true;
                }
                if let Err(e) = outbox.dm(http, id, &parts).await {
                    if discord_code(&e) == Some(CLOSED_DMS) {
                        if !refused_dms.contains(&id) {
                            refused_dms.push(id);
                        }
                    } else {
                        tracing::warn!(error = %e, %user, "cannot send a DM");
                    }
                }
            }
            Audience::Public(place) => {
                let Some(channel) = moved.get(place).copied().or_else(|| channel_of(place)) else {
                    tracing::warn!(%place, "a public message for a place that is not a channel");
                    continue;
                };
                // The last part carries the buttons and the picture: it stands for the message.
                let mut posted = None;
                for out in &parts {
                    posted = post(http, outbox, reply, channel, out).await;
                    if posted.is_none() {
                        break;
                    }
                }
                last_public = Some(channel);
                if answering.channel() == Some(channel) {
                    answered_there = true;
                } else {
                    elsewhere = Some(channel);
                }
                let Some(posted) = posted else { continue };
                if let Some(event) = &m.event
                    && let Some(thread) =
                        on_event(http, service, outbox, reply, channel, posted, event).await
                {
                    moved.insert(place.clone(), thread);
                    elsewhere = Some(thread);
                }
            }
        }
    }
    if !refused_dms.is_empty() {
        let here = last_public.or(answering.channel());
        for user in refused_dms {
            let Some(channel) = here else {
                tracing::warn!(%user, "DMs closed and no place to say so");
                continue;
            };
            if !outbox.dms.tell_closed(user, channel) {
                continue;
            }
            if !note(http, outbox, reply, channel, FrontSaid::DmsClosed, user).await {
                tracing::warn!(%user, "cannot tell a player that their DMs are closed");
            }
        }
    }
    let done = FrontSaid::Done {
        elsewhere: elsewhere.map(|c| format!("<#{c}>")),
    };
    if let Answering::Interaction(r) = answering {
        r.close(http, &crate::voice::words(&done.into())).await;
    } else if let Answering::Typed { channel, author } = answering
        && elsewhere.is_some()
        && !answered_there
    {
        // A move typed in chat whose answers all went elsewhere (to the game's thread):
        // where they are, said to its author where they typed it.
        if !note(http, outbox, None, channel, done, author).await {
            tracing::warn!(%channel, "cannot say where a typed move was answered");
        }
    }
}

/// Posts a front end's own note in `channel`, calling `user`; whether it was posted whole.
async fn note(
    http: &Http,
    outbox: &Outbox,
    reply: Option<&Reply>,
    channel: ChannelId,
    said: FrontSaid,
    user: serenity::UserId,
) -> bool {
    let note = Message::public(&Place(String::new()), None, said)
        .with_ping(&crate::model::UserId(user.to_string()));
    for out in Outgoing::of(&speak(note)) {
        if post(http, outbox, reply, channel, &out).await.is_none() {
            return false;
        }
    }
    true
}

/// Posts in `channel`: as the interaction's answer when it was given there, else as a
/// channel message (a click's answers too, unless Palace may only answer there).
async fn post(
    http: &Http,
    outbox: &Outbox,
    reply: Option<&Reply>,
    channel: ChannelId,
    out: &Outgoing,
) -> Option<MessageId> {
    let result = match reply {
        // A click's answers are posted in the channel, unless Palace may only answer
        // there: then they are the click's follow-ups.
        Some(r) if r.channel == channel && (r.deferral != Deferral::Click || r.answers_only) => {
            r.send(http, out, false).await
        }
        _ => outbox
            .call("post", || channel.send_message(http, out.message()))
            .await
            .map(|m| Some(m.id)),
    };
    match result {
        Ok(id) => id,
        Err(e) => {
            tracing::warn!(error = %e, %channel, "cannot post a message");
            None
        }
    }
}

/// What a front end does about an event: returns the game's new thread, if it made one.
async fn on_event(
    http: &Arc<Http>,
    service: &AppService,
    outbox: &Outbox,
    reply: Option<&Reply>,
    channel: ChannelId,
    posted: MessageId,
    event: &Event,
) -> Option<ChannelId> {
    // Where Palace only answers, the channel is not Palace's to change.
    let only_answers = reply.is_some_and(|r| r.answers_only && r.channel == channel);
    match event {
        Event::ChallengeClosed { .. }
        | Event::GameStarted { .. }
        | Event::GameEnded { .. }
        | Event::Reviewed { .. }
            if only_answers =>
        {
            None
        }
        Event::ChallengePosted { challenge } => {
            let (service, id, post) = (service.clone(), *challenge, posted.get().to_string());
            let noted = super::work::run(move || service.note_challenge_post(id, &post)).await;
            if !matches!(noted, Ok(Ok(()))) {
                tracing::warn!(challenge = id, "cannot remember the challenge's message");
            }
            None
        }
        Event::ChallengeClosed { post, .. } => {
            take_buttons_off(http, outbox, reply, channel, post.as_deref()).await;
            None
        }
        Event::GameStarted {
            game,
            challenge_post,
            title,
        } => {
            take_buttons_off(http, outbox, reply, channel, challenge_post.as_deref()).await;
            if !reply.is_some_and(|r| r.channel == channel && r.threads_allowed) {
                return None;
            }
            let from = challenge_post
                .as_deref()
                .and_then(|p| p.parse::<u64>().ok())
                .map_or(posted, MessageId::new);
            let made = outbox
                .call("thread", || {
                    channel.create_thread_from_message(
                        http,
                        from,
                        CreateThread::new(thread_name(&crate::voice::thread_title(title)))
                            .auto_archive_duration(AutoArchiveDuration::OneWeek),
                    )
                })
                .await;
            let thread = match made {
                Ok(t) => t.id,
                Err(e) => {
                    tracing::info!(error = %e, game, "no thread for the game; it stays in the channel");
                    return None;
                }
            };
            let (service, id, place) = (service.clone(), *game, place_of(thread));
            match super::work::run(move || service.relocate_game(id, &place)).await {
                Ok(Ok(())) => Some(thread),
                _ => {
                    tracing::warn!(game = id, "cannot move the game to its thread");
                    None
                }
            }
        }
        Event::GameEnded { title, .. } => {
            archive_thread(
                http,
                outbox,
                channel,
                Some(thread_name(&crate::voice::thread_title(title))),
            )
            .await;
            None
        }
        // Posting the review took the game's thread out of the archive, as any post does.
        Event::Reviewed { .. } => {
            archive_thread(http, outbox, channel, None).await;
            None
        }
        // Told by their text; nothing more to do in Discord.
        Event::Reminded { .. } | Event::TimedOut { .. } => None,
    }
}

/// Archives `channel` if it is a game's thread (renamed to `name`, if given).
async fn archive_thread(
    http: &Arc<Http>,
    outbox: &Outbox,
    channel: ChannelId,
    name: Option<String>,
) {
    let is_thread = match outbox
        .call("read channel", || channel.to_channel(http))
        .await
    {
        Ok(serenity::Channel::Guild(c)) => c.kind == ChannelType::PublicThread,
        _ => false,
    };
    if !is_thread {
        return;
    }
    let edit = || {
        let mut e = EditThread::new().archived(true);
        if let Some(name) = &name {
            e = e.name(name);
        }
        channel.edit_thread(http, e)
    };
    if let Err(e) = outbox.call("archive thread", edit).await {
        tracing::warn!(error = %e, "cannot rename or archive the game's thread");
    }
}

/// Removes the buttons of an answered challenge, unless it was answered by a click on it:
/// then the click's own answer takes them off (through `@original`, once).
async fn take_buttons_off(
    http: &Http,
    outbox: &Outbox,
    reply: Option<&Reply>,
    channel: ChannelId,
    post: Option<&str>,
) {
    let Some(id) = post.and_then(|p| p.parse::<u64>().ok()) else {
        return;
    };
    if reply.is_some_and(|r| r.clicked == Some(MessageId::new(id))) {
        return;
    }
    let edit = || {
        channel.edit_message(
            http,
            MessageId::new(id),
            EditMessage::new().components(Vec::new()),
        )
    };
    if let Err(e) = outbox.call("edit challenge", edit).await {
        tracing::info!(error = %e, "cannot take the buttons off a challenge");
    }
}

/// The channels and DM recipients of a batch, in the one order [`Outbox::hold`] takes them.
fn destinations(messages: &[Spoken]) -> BTreeSet<Destination> {
    messages
        .iter()
        .filter_map(|m| match &m.audience {
            Audience::Public(place) => channel_of(place).map(|c| Destination::Channel(c.get())),
            Audience::Dm(user) => user.0.parse().ok().map(Destination::Dm),
            Audience::Reply(_) => None,
        })
        .collect()
}

/// A thread name within Discord's 100 characters.
fn thread_name(title: &str) -> String {
    title.chars().take(100).collect()
}

/// The channel of a place (`<#123>`).
pub fn channel_of(place: &Place) -> Option<ChannelId> {
    place
        .0
        .strip_prefix("<#")?
        .strip_suffix('>')?
        .parse::<u64>()
        .ok()
        .filter(|&id| id != 0)
        .map(ChannelId::new)
}
