//! The fake's world: users, channels, messages, interactions, commands, the gateway sessions,
//! and what went wrong. One mutex guards it all; it is never held across an `.await`.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde_json::Value;
use tokio::sync::watch;

use crate::INTERACTION_DEADLINE;
use crate::guilds::GuildRec;
use crate::ids::{IdGen, Noise};
use crate::types::{ChannelKind, GatewayStats, InteractionKind, Place, Posted, RequestLog};

/// What every part of the fake shares: the constants of the world and the guarded state.
pub(crate) struct Shared {
    /// The state.
    inner: Mutex<Inner>,
    /// Bumped after every change, to wake waiters and the gateway.
    changed: watch::Sender<u64>,
    /// The bot token (without `Bot `).
    pub(crate) token: String,
    /// The port the server listens on.
    pub(crate) port: u16,
    /// The application id.
    pub(crate) app_id: u64,
    /// The bot user's id.
    pub(crate) bot_id: u64,
    /// The first guild's id (also the id of its `@everyone` role): the guild of the
    /// single-guild API ([`crate::FakeDiscord::guild_id`], `add_channel`, `add_user`).
    pub(crate) guild_id: u64,
    /// The owner of every guild (a user who never acts).
    pub(crate) owner_id: u64,
}

impl Shared {
    /// A new world with the bot, the owner and the first guild, listening on `port`; with
    /// `guild_shard` `Some((shard, total))`, the guild's id puts it on that shard.
    pub(crate) fn new(port: u16, guild_shard: Option<(u32, u32)>) -> Shared {
        let mut ids = IdGen::default();
        let app_id = ids.next();
        let bot_id = app_id;
        let guild_id = match guild_shard {
            Some((shard, total)) => ids.next_on_shard(shard, total),
            None => ids.next(),
        };
        let owner_id = ids.next();
        let bot_role_id = ids.next();
        let mut noise = Noise::new(u64::from(port));
        let token = crate::ids::bot_token(bot_id, &mut noise);
        let mut inner = Inner::new(ids, noise);
        inner
            .users
            .insert(bot_id, UserRec::new(bot_id, "Palace", "palace", true));
        inner
            .users
            .insert(owner_id, UserRec::new(owner_id, "Owner", "owner", false));
        let (changed, _) = watch::channel(0);
        let s = Shared {
            inner: Mutex::new(inner),
            changed,
            token,
            port,
            app_id,
            bot_id,
            guild_id,
            owner_id,
        };
        let guild = GuildRec::new(
            [s.bot_id, s.owner_id],
            guild_id,
            "Palace Test Guild",
            bot_role_id,
        );
        s.lock().guilds.insert(guild_id, guild);
        s
    }

    /// The state, locked. A panic elsewhere does not poison it for the test's final checks.
    pub(crate) fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Wakes everything waiting for a change.
    pub(crate) fn bump(&self) {
        self.changed.send_modify(|n| *n += 1);
    }

    /// A receiver that sees every later [`Shared::bump`].
    pub(crate) fn subscribe(&self) -> watch::Receiver<u64> {
        self.changed.subscribe()
    }

    /// `http://127.0.0.1:PORT`.
    pub(crate) fn api_base(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// The websocket URL `GET /gateway` hands out.
    pub(crate) fn gateway_url(&self) -> String {
        format!("ws://127.0.0.1:{}/gateway", self.port)
    }
}

/// A user.
#[derive(Clone, Debug)]
pub(crate) struct UserRec {
    pub(crate) id: u64,
    pub(crate) global_name: String,
    pub(crate) username: String,
    pub(crate) bot: bool,
    /// The language their Discord is set to (an interaction's `locale`): `en-US` unless a
    /// test sets another ([`crate::FakeDiscord::set_locale`]).
    pub(crate) locale: String,
}

impl UserRec {
    pub(crate) fn new(id: u64, global_name: &str, username: &str, bot: bool) -> UserRec {
        UserRec {
            id,
            global_name: global_name.to_owned(),
            username: username.to_owned(),
            bot,
            locale: "en-US".to_owned(),
        }
    }
}

/// A channel of any kind.
#[derive(Clone, Debug)]
pub(crate) struct ChannelRec {
    pub(crate) id: u64,
    pub(crate) name: String,
    pub(crate) kind: ChannelKind,
    /// The guild of a text channel or thread (a thread's is its parent's); `None` for a DM.
    pub(crate) guild: Option<u64>,
    pub(crate) parent: Option<u64>,
    pub(crate) starter_message: Option<u64>,
    pub(crate) archived: bool,
    pub(crate) locked: bool,
    pub(crate) recipient: Option<u64>,
    /// A group DM's users.
    pub(crate) recipients: Vec<u64>,
    pub(crate) threads_allowed: bool,
    pub(crate) position: u16,
    pub(crate) created: String,
    pub(crate) auto_archive: u64,
    pub(crate) archive_timestamp: String,
    pub(crate) last_message_id: Option<u64>,
    pub(crate) owner: Option<u64>,
    pub(crate) message_count: u32,
}

impl ChannelRec {
    /// A channel of `kind` named `name`, in no guild yet, with defaults for the rest.
    pub(crate) fn new(id: u64, name: &str, kind: ChannelKind) -> ChannelRec {
        let now = crate::ids::timestamp();
        ChannelRec {
            id,
            name: name.to_owned(),
            kind,
            guild: None,
            parent: None,
            starter_message: None,
            archived: false,
            locked: false,
            recipient: None,
            recipients: Vec::new(),
            threads_allowed: true,
            position: 0,
            created: now.clone(),
            auto_archive: 1440,
            archive_timestamp: now,
            last_message_id: None,
            owner: None,
            message_count: 0,
        }
    }

    /// Whether it is a thread.
    pub(crate) fn is_thread(&self) -> bool {
        matches!(
            self.kind,
            ChannelKind::PublicThread | ChannelKind::PrivateThread
        )
    }
}

/// An attached file.
#[derive(Clone, Debug)]
pub(crate) struct FileRec {
    pub(crate) id: u64,
    pub(crate) name: String,
    pub(crate) data: Vec<u8>,
    pub(crate) content_type: Option<String>,
    pub(crate) description: Option<String>,
}

/// A message the bot posted.
#[derive(Clone, Debug)]
pub(crate) struct MessageRec {
    pub(crate) id: u64,
    pub(crate) channel_id: u64,
    pub(crate) content: String,
    pub(crate) embeds: Vec<Value>,
    pub(crate) components: Vec<Value>,
    pub(crate) files: Vec<FileRec>,
    pub(crate) flags: u64,
    pub(crate) interaction: Option<u64>,
    pub(crate) initial: bool,
    pub(crate) timestamp: String,
    pub(crate) edited_timestamp: Option<String>,
    /// A deferred response nobody has filled in yet ("Palace is thinking...").
    pub(crate) loading: bool,
    pub(crate) deleted: bool,
    /// The message type: 0 default, 19 reply, 20 chat input command.
    pub(crate) kind: u8,
    pub(crate) reference: Option<Value>,
    pub(crate) thread: Option<u64>,
    /// Who wrote it: a user who typed it ([`crate::FakeDiscord::say`]), else the bot.
    pub(crate) author: Option<u64>,
    /// Users it mentions beyond those its text names: the author of the message a reply
    /// answers (Discord's reply ping).
    pub(crate) pinged: Vec<u64>,
}

impl MessageRec {
    /// An empty message in `channel_id`.
    pub(crate) fn new(id: u64, channel_id: u64) -> MessageRec {
        MessageRec {
            id,
            channel_id,
            content: String::new(),
            embeds: Vec::new(),
            components: Vec::new(),
            files: Vec::new(),
            flags: 0,
            interaction: None,
            initial: false,
            timestamp: crate::ids::timestamp(),
            edited_timestamp: None,
            loading: false,
            deleted: false,
            kind: 0,
            reference: None,
            thread: None,
            author: None,
            pinged: Vec::new(),
        }
    }
}

/// An interaction the fake made.
#[derive(Clone, Debug)]
pub(crate) struct InteractionRec {
    pub(crate) id: u64,
    pub(crate) token: String,
    pub(crate) kind: InteractionKind,
    /// The command path or the custom id.
    pub(crate) name: String,
    /// The id of the command invoked (for a command or autocomplete).
    pub(crate) command_id: Option<u64>,
    pub(crate) user: u64,
    pub(crate) channel: u64,
    pub(crate) created: Instant,
    pub(crate) delivered: Option<Instant>,
    pub(crate) callback: Option<(u8, Instant)>,
    pub(crate) original: Option<u64>,
    /// For a component: the message it is on.
    pub(crate) component_message: Option<u64>,
    pub(crate) followups: Vec<u64>,
    /// For autocomplete: the type of the focused option.
    pub(crate) focused_type: Option<u64>,
    /// The autocomplete answer: (name, value as text).
    pub(crate) choices: Option<Vec<(String, String)>>,
    pub(crate) not_sent: Option<String>,
    /// Why the last initial response was refused, if one was.
    pub(crate) refused: Option<String>,
    /// The 3 s deadline passed without a response; already reported.
    pub(crate) expired: bool,
    /// The shard it was dispatched to (or is held for).
    pub(crate) shard: Option<u32>,
}

/// One dispatch of a gateway session.
#[derive(Clone, Debug)]
pub(crate) struct Frame {
    pub(crate) seq: u64,
    pub(crate) text: String,
    pub(crate) interaction: Option<u64>,
}

/// A gateway session of one shard (from its IDENTIFY to its next IDENTIFY).
#[derive(Clone, Debug)]
pub(crate) struct Session {
    pub(crate) id: String,
    /// The shard it serves (the shard count is [`GatewayRec::total`]).
    pub(crate) shard: u32,
    pub(crate) frames: Vec<Frame>,
    /// The sequence number of its last start-up event (READY, or the GUILD_CREATE of the
    /// last guild the shard owns).
    pub(crate) ready_seq: u64,
    /// Its start-up events have been written to a websocket.
    pub(crate) ready_delivered: bool,
    /// Open connections serving it.
    pub(crate) live: u32,
}

impl Session {
    /// A new session of shard `shard`, with one live connection.
    pub(crate) fn new(id: String, shard: u32) -> Session {
        Session {
            id,
            shard,
            frames: Vec::new(),
            ready_seq: 1,
            ready_delivered: false,
            live: 1,
        }
    }

    /// Appends a dispatch; returns its sequence number.
    pub(crate) fn push(&mut self, t: &str, d: &Value, interaction: Option<u64>) -> u64 {
        let seq = self.frames.len() as u64 + 1;
        let frame = serde_json::json!({"op": 0, "s": seq, "t": t, "d": d});
        self.frames.push(Frame {
            seq,
            text: frame.to_string(),
            interaction,
        });
        seq
    }
}

/// The shard of a guild among `total`: `(guild_id >> 22) % total`, Discord's rule.
pub(crate) fn shard_of(guild_id: u64, total: u32) -> u32 {
    u32::try_from((guild_id >> 22) % u64::from(total.max(1))).unwrap_or(0)
}

/// The guild an event is about (`guild_id`, or `id` for the guild's own events); `None`
/// for events outside guilds (DM interactions, DM channels), which go to shard 0.
pub(crate) fn guild_of_event(t: &str, d: &Value) -> Option<u64> {
    let field = if matches!(t, "GUILD_CREATE" | "GUILD_UPDATE" | "GUILD_DELETE") {
        "id"
    } else {
        "guild_id"
    };
    d.get(field)?.as_str()?.parse().ok()
}

/// The gateway's part of the state.
#[derive(Debug, Default)]
pub(crate) struct GatewayRec {
    /// The sessions, by shard id.
    pub(crate) sessions: BTreeMap<u32, Session>,
    /// The shard count every session identified with; `None` before the first IDENTIFY.
    pub(crate) total: Option<u32>,
    /// INTERACTION_CREATE events for shards without a session yet, in order: written after
    /// the shard's READY when it identifies.
    pub(crate) held: Vec<Value>,
    /// Bumped by `drop_gateway`: open connections whose epoch differs close abruptly.
    pub(crate) kill_epoch: u64,
    /// Bumped by `drop_shard`, per shard.
    pub(crate) shard_epochs: BTreeMap<u32, u64>,
    /// The counters of all shards together.
    pub(crate) stats: GatewayStats,
    /// The counters of each shard (`connected` unused).
    pub(crate) shard_stats: BTreeMap<u32, GatewayStats>,
    pub(crate) intents: Option<u64>,
    /// The privileged intents the application may use.
    pub(crate) privileged_intents: u64,
    /// The fewest shards the application may identify with (4011 below it).
    pub(crate) required_shards: u32,
}

impl GatewayRec {
    /// Whether some connection serves a session.
    pub(crate) fn connected(&self) -> bool {
        self.sessions.values().any(|x| x.live > 0)
    }

    /// The summed counters, with `connected` filled in.
    pub(crate) fn summed(&self) -> GatewayStats {
        GatewayStats {
            connected: self.connected(),
            ..self.stats
        }
    }

    /// The counters of one shard, with `connected` filled in.
    pub(crate) fn of_shard(&self, shard: u32) -> GatewayStats {
        GatewayStats {
            connected: self.sessions.get(&shard).is_some_and(|x| x.live > 0),
            ..self.shard_stats.get(&shard).copied().unwrap_or_default()
        }
    }
}

/// An injected failure (`fail_next`).
#[derive(Clone, Debug)]
pub(crate) struct FailRule {
    pub(crate) remaining: usize,
    pub(crate) status: u16,
    pub(crate) path_contains: String,
}

/// Everything the mutex guards.
pub(crate) struct Inner {
    pub(crate) ids: IdGen,
    pub(crate) noise: Noise,
    pub(crate) users: BTreeMap<u64, UserRec>,
    pub(crate) channels: BTreeMap<u64, ChannelRec>,
    pub(crate) messages: BTreeMap<u64, MessageRec>,
    pub(crate) log: Vec<Posted>,
    /// The guilds, by id; the first is [`Shared::guild_id`].
    pub(crate) guilds: BTreeMap<u64, GuildRec>,
    pub(crate) interactions: BTreeMap<u64, InteractionRec>,
    /// Interactions sent that still wait for their initial response (the ones
    /// `check_deadlines` looks at: waiting tests call it on every change).
    pub(crate) awaiting: BTreeSet<u64>,
    /// Where in `log` each interaction's posts are, so a waiting test does not scan the log.
    pub(crate) posts_of: HashMap<u64, Vec<usize>>,
    pub(crate) tokens: HashMap<String, u64>,
    pub(crate) global_commands: Vec<Value>,
    /// The commands registered in each guild, by guild id.
    pub(crate) guild_commands: BTreeMap<u64, Vec<Value>>,
    pub(crate) commands_registered: bool,
    pub(crate) violations: Vec<String>,
    pub(crate) requests: Vec<RequestLog>,
    pub(crate) fail_rules: Vec<FailRule>,
    pub(crate) rate_limits: crate::rate_limits::RateLimits,
    /// Users whose DMs are closed, and whether opening the DM channel fails too.
    pub(crate) closed_dms: HashMap<u64, bool>,
    /// Users who installed the application for themselves (a user install): they may use
    /// its user-installable commands anywhere, and the bot may DM them.
    pub(crate) user_installs: std::collections::HashSet<u64>,
    pub(crate) dm_channels: HashMap<u64, u64>,
    pub(crate) gateway: GatewayRec,
    pub(crate) reactions: Vec<(u64, String)>,
    pub(crate) shutdown: bool,
}

impl Inner {
    fn new(ids: IdGen, noise: Noise) -> Inner {
        Inner {
            ids,
            noise,
            users: BTreeMap::new(),
            channels: BTreeMap::new(),
            messages: BTreeMap::new(),
            log: Vec::new(),
            guilds: BTreeMap::new(),
            interactions: BTreeMap::new(),
            awaiting: BTreeSet::new(),
            posts_of: HashMap::new(),
            tokens: HashMap::new(),
            global_commands: Vec::new(),
            guild_commands: BTreeMap::new(),
            commands_registered: false,
            violations: Vec::new(),
            requests: Vec::new(),
            fail_rules: Vec::new(),
            rate_limits: Default::default(),
            closed_dms: HashMap::new(),
            user_installs: std::collections::HashSet::new(),
            dm_channels: HashMap::new(),
            gateway: GatewayRec::default(),
            reactions: Vec::new(),
            shutdown: false,
        }
    }

    /// Records something the bot (or a test) did that Discord would not accept.
    pub(crate) fn violation(&mut self, what: impl Into<String>) {
        let what = what.into();
        tracing::warn!("fake discord violation: {what}");
        self.violations.push(what);
    }

    /// Remembers why a request to an interaction's callback (`path`) was refused before its
    /// handler saw it, as the handler does for what it refuses.
    pub(crate) fn callback_refused(&mut self, path: &str, why: &str) {
        let id = path
            .strip_prefix("/api/v10/interactions/")
            .and_then(|rest| rest.split('/').next())
            .and_then(|id| id.parse::<u64>().ok());
        if let Some(r) = id.and_then(|id| self.interactions.get_mut(&id)) {
            r.refused = Some(why.to_owned());
        }
    }

    /// The kind of place a channel is (unknown channels count as text channels).
    pub(crate) fn place_of(&self, channel_id: u64) -> Place {
        match self.channels.get(&channel_id) {
            Some(c) if c.is_thread() => Place::Thread(channel_id),
            Some(c) if c.kind == ChannelKind::Dm => Place::Dm(c.recipient.unwrap_or_default()),
            Some(c) if c.kind == ChannelKind::GroupDm => Place::GroupDm(channel_id),
            _ => Place::Channel(channel_id),
        }
    }

    /// Reports interactions whose deadline passed without an initial response, and those
    /// that never reached the bot.
    pub(crate) fn check_deadlines(&mut self) {
        let now = Instant::now();
        let mut late = Vec::new();
        let mut settled = Vec::new();
        for id in &self.awaiting {
            let Some(i) = self.interactions.get_mut(id) else {
                settled.push(*id);
                continue;
            };
            if i.expired || i.callback.is_some() || i.not_sent.is_some() {
                settled.push(*id);
                continue;
            }
            match i.delivered {
                Some(at) if now.duration_since(at) > INTERACTION_DEADLINE => {
                    i.expired = true;
                    settled.push(*id);
                    late.push(format!(
                        "interaction {} ({}) got no initial response within 3 s",
                        i.id, i.name
                    ));
                }
                None if now.duration_since(i.created) > Duration::from_secs(10) => {
                    i.expired = true;
                    settled.push(*id);
                    late.push(format!(
                        "interaction {} ({}) never reached the bot: it was not connected to \
                         the gateway for 10 s",
                        i.id, i.name
                    ));
                }
                _ => {}
            }
        }
        for id in settled {
            self.awaiting.remove(&id);
        }
        for v in late {
            self.violation(v);
        }
    }

    /// The interaction a webhook token belongs to.
    pub(crate) fn interaction_by_token(&self, token: &str) -> Option<u64> {
        self.tokens.get(token).copied()
    }
}
