//! Showing the service's answers in Discord: public messages in the game's place (its
//! thread once it has one), private answers as ephemeral replies, DMs by DM — telling a
//! player whose DMs are closed where to look instead, without a word of what the DM said.
//! A game that begins in a text channel gets a public thread; a game that ends has its
//! thread renamed with the result and archived.

use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use poise::serenity_prelude as serenity;
use serenity::{
    AutoArchiveDuration, Builder, ChannelId, ChannelType, CreateThread, EditMessage, EditThread,
    Http, MessageId,
};

use super::dms::CLOSED_DMS;
use super::outbox::{Destination, Outbox};
use super::outgoing::{Outgoing, discord_code, retry};
use super::{AppService, place_of};
use crate::model::{Language, Place};
use crate::service::message::{Audience, Event, Message, Reader};
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
    /// Who gave it.
    pub author: serenity::UserId,
    /// The language their Discord reports: Palace's own notes to them are worded for
    /// them ([`super::reader_of`]).
    pub locale: Option<Language>,
    /// Whether the deferred response still waits for its content.
    pending: AtomicBool,
    /// Its follow-ups so far.
    followups: FollowUps,
    /// How its author reads, once looked up (for Palace's own notes; at most one store
    /// read an interaction).
    reader: tokio::sync::OnceCell<Reader>,
}

/// The most follow-ups Discord takes for one interaction where Palace may only answer (a
/// user install's, in a place Palace is not in: 400 40094 beyond).
pub const ANSWER_ONLY_FOLLOWUPS: usize = 5;

/// The follow-ups of one interaction, counted against Discord's limit where it has one.
#[derive(Default)]
struct FollowUps(AtomicUsize);

impl FollowUps {
    /// Claims one more follow-up: refused when `limited` and [`ANSWER_ONLY_FOLLOWUPS`]
    /// are claimed already.
    fn claim(&self, limited: bool) -> bool {
        let before = self.0.fetch_add(1, Ordering::SeqCst);
        if limited && before >= ANSWER_ONLY_FOLLOWUPS {
            self.0.fetch_sub(1, Ordering::SeqCst);
            return false;
        }
        true
    }

    /// Gives back a claimed follow-up that was not sent.
    fn give_back(&self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Reply {
    /// The reply to an interaction of `author` (whose Discord reports `locale`)
    /// acknowledged as `deferral`.
    pub fn new(
        token: String,
        channel: ChannelId,
        threads_allowed: bool,
        deferral: Deferral,
        author: serenity::UserId,
        locale: Option<Language>,
    ) -> Reply {
        Reply {
            token,
            author,
            locale,
            channel,
            threads_allowed,
            pending: AtomicBool::new(deferral != Deferral::Click),
            followups: FollowUps::default(),
            reader: tokio::sync::OnceCell::new(),
            deferral,
            clicked: None,
            answers_only: false,
        }
    }

    /// Shows `out` as the response if it still waits, else as a follow-up, else — where
    /// Palace may only answer and the follow-ups Discord allows are spent — by DM to the
    /// author (no message id then). The waiting response is claimed before the call and
    /// given back if the call fails, so no lock is held while Discord is asked (and
    /// retried).
    async fn send(
        &self,
        http: &Http,
        outbox: &Outbox,
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
        if !self.followups.claim(self.answers_only) {
            tracing::info!("an answer beyond the follow-ups Discord allows goes by DM");
            return outbox
                .dm(http, self.author, std::slice::from_ref(out))
                .await
                .map(|()| None);
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
                self.followups.give_back();
                return Err(e);
            }
        }
        let m = retry("follow-up", || {
            out.followup(ephemeral).execute(http, (None, &self.token))
        })
        .await;
        match m {
            Ok(m) => Ok(Some(m.id)),
            Err(e) => {
                self.followups.give_back();
                Err(e)
            }
        }
    }

    /// How its author reads, looked up once.
    async fn reader(&self, service: &AppService) -> Reader {
        *self
            .reader
            .get_or_init(|| async {
                let author = crate::model::UserId(self.author.to_string());
                super::reader_of(service, &author, self.locale).await
            })
            .await
    }

    /// Ends a deferred response that no answer filled (everything went elsewhere) with
    /// `note`, worded for its author.
    async fn close(&self, http: &Http, service: &AppService, note: FrontSaid) {
        if !self.pending.load(Ordering::SeqCst) {
            return;
        }
        let reader = self.reader(service).await;
        if self.pending.swap(false, Ordering::SeqCst) {
            let out = Outgoing::text(crate::voice::words_for(reader, &note.into()));
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

    /// How the one who gave the command reads, if anyone gave one.
    async fn reader(&self, service: &AppService) -> Option<Reader> {
        match self {
            Answering::Nobody => None,
            Answering::Interaction(r) => Some(r.reader(service).await),
            Answering::Typed { author, .. } => {
                let author = crate::model::UserId(author.to_string());
                Some(super::reader_of(service, &author, None).await)
            }
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
    // The last channel posted in, and how its readers read.
    let mut last_public: Option<(ChannelId, Reader)> = None;
    let mut elsewhere: Option<ChannelId> = None;
    let mut refused_dms: Vec<serenity::UserId> = Vec::new();
    for m in messages {
        let parts = Outgoing::of(&m);
        match &m.audience {
            Audience::Reply(_) => match reply {
                Some(r) => {
                    for out in &parts {
                        if let Err(e) = r.send(http, outbox, out, true).await {
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
                    match post(http, outbox, reply, channel, out).await {
                        Ok(id) => posted = id,
                        Err(()) => {
                            posted = None;
                            break;
                        }
                    }
                }
                last_public = Some((channel, m.reader));
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
        // Said where the batch was shown, for those who read there; else where the
        // command was given, for its author.
        let here = match (last_public, answering.channel()) {
            (Some(here), _) => Some(here),
            (None, Some(channel)) => answering.reader(service).await.map(|r| (channel, r)),
            (None, None) => None,
        };
        for user in refused_dms {
            let Some((channel, reader)) = here else {
                // Owed: told privately at their next command.
                outbox.dms.owe(user);
                continue;
            };
            if !outbox.dms.tell_closed(user, channel) {
                continue;
            }
            let said = (FrontSaid::DmsClosed, reader);
            if !note(http, outbox, reply, channel, said, user).await {
                tracing::warn!(%user, "cannot tell a player that their DMs are closed");
            }
        }
    }
    let done = FrontSaid::Done {
        elsewhere: elsewhere.map(|c| format!("<#{c}>")),
    };
    if let Answering::Interaction(r) = answering {
        r.close(http, service, done).await;
        if outbox.dms.take_owed(r.author) {
            // A notice that reached them nowhere, owed since.
            let reader = r.reader(service).await;
            let owed = crate::voice::words_for(reader, &FrontSaid::DmsClosedNowhere.into());
            if let Err(e) = r.send(http, outbox, &Outgoing::text(owed), true).await {
                tracing::warn!(error = %e, "cannot tell a player that a DM did not reach them");
            }
        }
    } else if let Answering::Typed { channel, author } = answering
        && elsewhere.is_some()
        && !answered_there
    {
        let reader = answering.reader(service).await.unwrap_or_default();
        // A move typed in chat whose answers all went elsewhere (to the game's thread):
        // where they are, said to its author where they typed it.
        if !note(http, outbox, None, channel, (done, reader), author).await {
            tracing::warn!(%channel, "cannot say where a typed move was answered");
        }
    }
}

/// Posts a front end's own note in `channel`, worded for its reader, calling `user`;
/// whether it was posted whole.
async fn note(
    http: &Http,
    outbox: &Outbox,
    reply: Option<&Reply>,
    channel: ChannelId,
    (said, reader): (FrontSaid, Reader),
    user: serenity::UserId,
) -> bool {
    let mut note = Message::public(&Place(String::new()), None, said)
        .with_ping(&crate::model::UserId(user.to_string()));
    note.reader = reader;
    for out in Outgoing::of(&speak(note)) {
        if post(http, outbox, reply, channel, &out).await.is_err() {
            return false;
        }
    }
    true
}

/// Posts in `channel`: as the interaction's answer when it was given there, else as a
/// channel message (a click's answers too, unless Palace may only answer there). The
/// message's id, if it has one in the channel (not an answer that went by DM, see
/// [`Reply::send`]); an error when it was not shown (logged here).
async fn post(
    http: &Http,
    outbox: &Outbox,
    reply: Option<&Reply>,
    channel: ChannelId,
    out: &Outgoing,
) -> Result<Option<MessageId>, ()> {
    let result = match reply {
        // A click's answers are posted in the channel, unless Palace may only answer
        // there: then they are the click's follow-ups.
        Some(r) if r.channel == channel && (r.deferral != Deferral::Click || r.answers_only) => {
            r.send(http, outbox, out, false).await
        }
        _ => outbox
            .call("post", || channel.send_message(http, out.message()))
            .await
            .map(|m| Some(m.id)),
    };
    result.map_err(|e| tracing::warn!(error = %e, %channel, "cannot post a message"))
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
        | Event::TournamentCreated { .. }
            if only_answers =>
        {
            None
        }
        // A tournament's games are played in its place (its thread): no thread of their own
        // to open, and the tournament's stays open when one ends.
        Event::GameStarted {
            in_event: true,
            challenge_post,
            ..
        } => {
            take_buttons_off(http, outbox, reply, channel, challenge_post.as_deref()).await;
            None
        }
        Event::GameEnded { in_event: true, .. } | Event::Reviewed { in_event: true, .. } => None,
        Event::TournamentCreated {
            tournament,
            variant,
        } => {
            let name = thread_name(&crate::voice::event_thread_title(*tournament, *variant));
            let thread = match open_thread(http, outbox, reply, channel, posted, name).await {
                Ok(Some(t)) => t,
                Ok(None) => return None,
                Err(e) => {
                    tracing::info!(error = %e, tournament, "no thread for the tournament; it stays in the channel");
                    return None;
                }
            };
            let (service, id, place) = (service.clone(), *tournament, place_of(thread));
            match super::work::run(move || service.relocate_tournament(id, &place)).await {
                Ok(Ok(())) => Some(thread),
                _ => {
                    tracing::warn!(tournament = id, "cannot move the tournament to its thread");
                    None
                }
            }
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
            ..
        } => {
            take_buttons_off(http, outbox, reply, channel, challenge_post.as_deref()).await;
            let from = challenge_post
                .as_deref()
                .and_then(|p| p.parse::<u64>().ok())
                .map_or(posted, MessageId::new);
            let name = thread_name(&crate::voice::thread_title(title));
            let thread = match open_thread(http, outbox, reply, channel, from, name).await {
                Ok(Some(t)) => t,
                Ok(None) => return None,
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

/// A public thread named `name` made from message `from` of `channel`, archived after a
/// week without posts — only where the command being answered was given and threads may
/// be made there (`Ok(None)` elsewhere); Discord's refusal as its error.
async fn open_thread(
    http: &Arc<Http>,
    outbox: &Outbox,
    reply: Option<&Reply>,
    channel: ChannelId,
    from: MessageId,
    name: String,
) -> Result<Option<ChannelId>, serenity::Error> {
    if !reply.is_some_and(|r| r.channel == channel && r.threads_allowed) {
        return Ok(None);
    }
    let made = outbox
        .call("thread", || {
            channel.create_thread_from_message(
                http,
                from,
                CreateThread::new(name.clone()).auto_archive_duration(AutoArchiveDuration::OneWeek),
            )
        })
        .await?;
    Ok(Some(made.id))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn follow_ups_stop_at_discords_limit_only_where_palace_may_only_answer() {
        let answers_only = FollowUps::default();
        for n in 0..ANSWER_ONLY_FOLLOWUPS {
            assert!(answers_only.claim(true), "follow-up {n}");
        }
        assert!(!answers_only.claim(true), "the sixth goes by DM");
        assert!(!answers_only.claim(true), "and the seventh");
        answers_only.give_back();
        assert!(answers_only.claim(true), "one not sent is given back");
        let anywhere = FollowUps::default();
        assert!((0..20).all(|_| anywhere.claim(false)), "no limit elsewhere");
    }
}
