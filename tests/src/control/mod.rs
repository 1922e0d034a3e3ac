//! The in-process control API of the fake: set the world up, act as users, look at what the
//! bot did.

use std::sync::Arc;
use std::time::Duration;

use serenity::model::application::Command;
use tokio::task::JoinHandle;

use crate::state::{ChannelRec, FailRule, Inner, Shared};
use crate::types::{
    ChannelInfo, FakeUser, GatewayStats, InteractionId, InteractionInfo, Mark, Posted, RequestLog,
};

mod act;
mod chat;
mod guilds;
pub(crate) mod tls;
mod wait;

/// A fake Discord serving one bot user and one application, in one guild or more, on
/// 127.0.0.1.
///
/// The fake starts with one guild, which the single-guild API ([`FakeDiscord::guild_id`],
/// [`FakeDiscord::add_channel`], [`FakeDiscord::add_user`]) means; [`FakeDiscord::add_guild`]
/// adds more, each with its own channels, members and commands (see `guilds.rs`).
///
/// The bot may connect with several shards (one websocket each, from one process or
/// several); each shard has its own session, and events go to the shard Discord would send
/// them to (see the crate's documentation).
///
/// Dropping it stops the server and closes the gateway.
///
/// ```no_run
/// # async fn demo() {
/// use std::time::Duration;
/// let fake = fake_discord::FakeDiscord::start().await;
/// let lobby = fake.add_channel("lobby");
/// let alice = fake.add_user("Alice");
/// // ... start the bot against fake.api_base() with fake.token() ...
/// fake.wait_ready(Duration::from_secs(10)).await.unwrap();
/// let id = fake.slash(&alice, lobby, "ping", &[]).await;
/// let posts = fake.reply_to(id, Duration::from_secs(5)).await.unwrap();
/// assert!(posts[0].content.contains("pong"));
/// assert!(fake.violations().is_empty());
/// # }
/// ```
pub struct FakeDiscord {
    shared: Arc<Shared>,
    server: JoinHandle<()>,
    /// `https://discord.com` as the fake ([`tls`]).
    tls: (std::net::SocketAddr, JoinHandle<()>),
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.shared.lock().shutdown = true;
        self.shared.bump();
        self.server.abort();
        self.tls.1.abort();
    }
}

impl std::fmt::Debug for FakeDiscord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FakeDiscord")
            .field("api_base", &self.api_base())
            .finish_non_exhaustive()
    }
}

impl FakeDiscord {
    /// Starts the fake on a free port of 127.0.0.1 (it needs a tokio runtime).
    ///
    /// # Panics
    ///
    /// If no port of 127.0.0.1 can be bound.
    pub async fn start() -> FakeDiscord {
        Self::start_inner(None).await
    }

    /// Starts the fake with a first guild whose id puts it on shard `shard` of `total`
    /// (Discord's rule: `(guild_id >> 22) % total`, the millisecond timestamp of the
    /// snowflake; the id is made up to `total - 1` ms ahead of now). A bot that connects with
    /// `total` shards gets the guild's GUILD_CREATE and guild interactions on shard `shard`
    /// only.
    ///
    /// # Panics
    ///
    /// If `shard >= total`, or no port of 127.0.0.1 can be bound.
    pub async fn start_with_guild_on_shard(shard: u32, total: u32) -> FakeDiscord {
        assert!(
            shard < total,
            "shard {shard} is not one of {total} shards (0..{total})"
        );
        Self::start_inner(Some((shard, total))).await
    }

    async fn start_inner(guild_shard: Option<(u32, u32)>) -> FakeDiscord {
        // Discord's specification is read once per process, here rather than on the bot's
        // first request.
        crate::openapi::spec();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1:0");
        let port = listener.local_addr().expect("a bound address").port();
        let shared = Arc::new(Shared::new(port, guild_shard));
        let app = crate::server::router(shared.clone());
        let tls = tls::serve(app.clone()).await;
        // Discord answers without Nagle's delay; with it, a gateway event written while the
        // last one waits for its (delayed, up to 40 ms) ACK would wait too.
        let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
            if let Err(e) = tcp.set_nodelay(true) {
                tracing::warn!("cannot set TCP_NODELAY: {e}");
            }
        });
        let server = tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                tracing::error!("fake discord server stopped: {e}");
            }
        });
        FakeDiscord {
            shared,
            server,
            tls,
        }
    }

    /// Where the fake answers as `https://discord.com` (with a certificate of the test CA,
    /// [`crate::TEST_CA_PEM`]): what a client resolves `discord.com` to, so that serenity
    /// may run with its own rate limiter on.
    #[must_use]
    pub fn tls_addr(&self) -> std::net::SocketAddr {
        self.tls.0
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.shared.lock()
    }

    /// The API base to give serenity's `HttpBuilder::proxy`: `http://127.0.0.1:PORT`.
    #[must_use]
    pub fn api_base(&self) -> String {
        self.shared.api_base()
    }

    /// The gateway URL `GET /api/v10/gateway` returns: `ws://127.0.0.1:PORT/gateway`.
    #[must_use]
    pub fn gateway_url(&self) -> String {
        self.shared.gateway_url()
    }

    /// The bot token the bot must use (without `Bot `).
    #[must_use]
    pub fn token(&self) -> String {
        self.shared.token.clone()
    }

    /// The application id.
    #[must_use]
    pub fn application_id(&self) -> u64 {
        self.shared.app_id
    }

    /// The bot user's id (Discord gives it the application's id).
    #[must_use]
    pub fn bot_user_id(&self) -> u64 {
        self.shared.bot_id
    }

    /// The (first) guild's id.
    #[must_use]
    pub fn guild_id(&self) -> u64 {
        self.shared.guild_id
    }

    /// The shard that owns the (first) guild when the bot connects with `total` shards:
    /// `(guild_id >> 22) % total`, as on Discord.
    ///
    /// # Panics
    ///
    /// If `total` is 0.
    #[must_use]
    pub fn shard_of_guild(&self, total: u32) -> u32 {
        Self::shard_of(self.shared.guild_id, total)
    }

    /// Discord's rule for any guild id: `(guild_id >> 22) % total`.
    ///
    /// # Panics
    ///
    /// If `total` is 0.
    #[must_use]
    pub fn shard_of(guild_id: u64, total: u32) -> u32 {
        assert!(total > 0, "a bot has at least one shard");
        crate::state::shard_of(guild_id, total)
    }

    /// Adds a member of the (first) guild with display name `display_name` (any Unicode);
    /// the account name is made from it. Users added before the bot connects are in
    /// GUILD_CREATE; later ones reach the bot (GUILD_MEMBER_ADD) only if it has the
    /// GUILD_MEMBERS intent. [`FakeDiscord::add_user_in`] adds one to another guild.
    pub fn add_user(&self, display_name: &str) -> FakeUser {
        self.new_user(self.shared.guild_id, display_name)
    }

    /// Sets the language `user`'s Discord is in (the `locale` of their interactions), a
    /// Discord locale such as `zh-CN`, `vi` or `ja`.
    pub fn set_locale(&self, user: &FakeUser, locale: &str) {
        if let Some(u) = self.lock().users.get_mut(&user.id) {
            locale.clone_into(&mut u.locale);
        }
    }

    /// Sets the preferred locale of `guild` (the `guild_locale` of interactions there).
    pub fn set_guild_locale(&self, guild: u64, locale: &str) {
        if let Some(g) = self.lock().guilds.get_mut(&guild) {
            locale.clone_into(&mut g.locale);
        }
    }

    /// Lets `user` manage `guild` (Manage Server: the member's `permissions` in
    /// interactions there carry it).
    pub fn let_manage(&self, guild: u64, user: &FakeUser) {
        if let Some(g) = self.lock().guilds.get_mut(&guild) {
            g.managers.insert(user.id);
        }
    }

    /// Adds a role named `name` (no permissions of its own) to guild `guild`, held by
    /// `holders`; returns its id (the value of a role option naming it). Interactions of
    /// its holders list it in their member's `roles`.
    pub fn add_role(&self, guild: u64, name: &str, holders: &[&FakeUser]) -> u64 {
        let mut g = self.lock();
        let id = g.ids.next();
        if let Some(rec) = g.guilds.get_mut(&guild) {
            rec.roles
                .push((id, name.to_owned(), holders.iter().map(|u| u.id).collect()));
        }
        id
    }

    /// Adds a text channel to the (first) guild where the bot may create threads. Returns
    /// its id. [`FakeDiscord::add_channel_in`] adds one to another guild.
    pub fn add_channel(&self, name: &str) -> u64 {
        self.new_channel(self.shared.guild_id, name, true)
    }

    /// Adds a text channel to the (first) guild where the bot may not create threads:
    /// creating one answers 403 50013 Missing Permissions (and interactions there carry
    /// `app_permissions` without the thread bits). Returns its id.
    pub fn add_channel_without_threads(&self, name: &str) -> u64 {
        self.new_channel(self.shared.guild_id, name, false)
    }

    /// Makes interaction `id` `by` older, as if it had come that long ago (its token lasts
    /// 15 minutes; a test need not wait them).
    pub fn age_interaction(&self, id: InteractionId, by: Duration) {
        if let Some(i) = self.lock().interactions.get_mut(&id.0) {
            i.created = i.created.checked_sub(by).unwrap_or(i.created);
        }
    }

    /// The DM channel between the bot and `user`, made if needed (as when the user opens a
    /// DM with the bot, e.g. to run a command there).
    pub fn dm_channel(&self, user: &FakeUser) -> u64 {
        let id = crate::rest::channels::dm_channel(&mut self.lock(), user.id);
        self.shared.bump();
        id
    }

    /// The registered commands usable in the (first) guild (its guild commands first, then
    /// global ones), read with serenity. [`FakeDiscord::commands_in`] has another guild's.
    #[must_use]
    pub fn commands(&self) -> Vec<Command> {
        self.commands_of(self.shared.guild_id)
    }

    /// From now on, DMs to `user` answer 403 50007 "Cannot send messages to this user"; with
    /// `on_create_too`, opening the DM channel does too.
    pub fn close_dms(&self, user: &FakeUser, on_create_too: bool) {
        self.lock().closed_dms.insert(user.id, on_create_too);
    }

    /// Undoes [`FakeDiscord::close_dms`].
    pub fn open_dms(&self, user: &FakeUser) {
        self.lock().closed_dms.remove(&user.id);
    }

    /// Closes the bot's websockets (of every shard) abruptly (no close frame). Events queued
    /// meanwhile wait in the sessions; a RESUME replays them.
    pub fn drop_gateway(&self) {
        self.lock().gateway.kill_epoch += 1;
        self.shared.bump();
    }

    /// Closes the websockets of shard `shard` only, abruptly, as [`FakeDiscord::drop_gateway`]
    /// does for all.
    pub fn drop_shard(&self, shard: u32) {
        *self.lock().gateway.shard_epochs.entry(shard).or_default() += 1;
        self.shared.bump();
    }

    /// Lets the application use these privileged intents (GUILD_MEMBERS `1 << 1`,
    /// GUILD_PRESENCES `1 << 8`, MESSAGE_CONTENT `1 << 15`); IDENTIFY with others closes the
    /// gateway with 4014, as for an application without them enabled.
    pub fn allow_privileged_intents(&self, bits: u64) {
        self.lock().gateway.privileged_intents = bits;
    }

    /// Makes the application need at least `total` shards, as Discord does for a bot in many
    /// guilds: `GET /gateway/bot` recommends `total`, and IDENTIFY with fewer shards closes
    /// with 4011 "Sharding required." (a violation).
    pub fn require_shards(&self, total: u32) {
        self.lock().gateway.required_shards = total;
    }

    /// The gateway's counters, of all shards together; `connected` if any shard is.
    #[must_use]
    pub fn gateway_stats(&self) -> GatewayStats {
        self.lock().gateway.summed()
    }

    /// The counters of shard `shard` (all zero if it never identified).
    #[must_use]
    pub fn shard_stats(&self, shard: u32) -> GatewayStats {
        self.lock().gateway.of_shard(shard)
    }

    /// The shard count the bot identified with (`None` before the first IDENTIFY; 1 for a bot
    /// that does not shard).
    #[must_use]
    pub fn num_shards(&self) -> Option<u32> {
        self.lock().gateway.total
    }

    /// The shards with a session (identified, connected now or not), in order.
    #[must_use]
    pub fn shards(&self) -> Vec<u32> {
        self.lock().gateway.sessions.keys().copied().collect()
    }

    /// The intents of the last IDENTIFY (of any shard).
    #[must_use]
    pub fn intents(&self) -> Option<u64> {
        self.lock().gateway.intents
    }

    /// The next `n` requests whose path contains `path_contains` answer `status` without
    /// being served: 429 as a route's rate limit of 0.1 s ([`FakeDiscord::rate_limit_next`]),
    /// else `{"message": "500: Internal Server Error", "code": 0}` and the like.
    pub fn fail_next(&self, n: usize, status: u16, path_contains: &str) {
        if status == 429 {
            for _ in 0..n {
                self.rate_limit_next(path_contains, Duration::from_millis(100), false);
            }
            return;
        }
        let rule = FailRule {
            remaining: n,
            status,
            path_contains: path_contains.to_owned(),
        };
        self.lock().fail_rules.push(rule);
    }

    /// The next request whose path contains `path_contains` meets Discord's 429 for
    /// `retry_after`: on its route (its method and path), or with `global` on every route
    /// the global limit binds (all but interactions and webhooks). Until the limit ends, each
    /// request it covers is refused again, and one sent after the bot could have read the
    /// 429 (250 ms) is a violation: the bot did not wait as told.
    pub fn rate_limit_next(&self, path_contains: &str, retry_after: Duration, global: bool) {
        self.lock()
            .rate_limits
            .add(path_contains, retry_after, global);
    }

    /// What the bot (or a test) did that Discord would not have accepted, in order; also
    /// interactions that got no initial response within 3 s.
    #[must_use]
    pub fn violations(&self) -> Vec<String> {
        let mut g = self.lock();
        g.check_deadlines();
        g.violations.clone()
    }

    /// Every HTTP request served, in order.
    #[must_use]
    pub fn requests(&self) -> Vec<RequestLog> {
        self.lock().requests.clone()
    }

    /// Reactions the bot has put on messages: (message id, emoji as in the URL).
    #[must_use]
    pub fn reactions(&self) -> Vec<(u64, String)> {
        self.lock().reactions.clone()
    }

    /// The current end of the log of posts; [`FakeDiscord::wait_for`] from it sees only later
    /// posts.
    #[must_use]
    pub fn mark(&self) -> Mark {
        Mark(self.lock().log.len())
    }

    /// Everything the bot posted, in order: each new message, and each message again after
    /// every edit (`edited: true`).
    #[must_use]
    pub fn posted(&self) -> Vec<Posted> {
        self.lock().log.clone()
    }

    /// The posts after `mark`.
    #[must_use]
    pub fn posted_since(&self, mark: Mark) -> Vec<Posted> {
        self.lock()
            .log
            .get(mark.0..)
            .map(<[Posted]>::to_vec)
            .unwrap_or_default()
    }

    /// Message `id` as it stands now (`None` if unknown, deleted, or a deferred response not
    /// yet filled in).
    #[must_use]
    pub fn message(&self, id: u64) -> Option<Posted> {
        let g = self.lock();
        let m = g.messages.get(&id).filter(|m| !m.deleted && !m.loading)?;
        g.snapshot(
            &self.shared,
            id,
            m.edited_timestamp.is_some(),
            m.interaction,
        )
    }

    fn info(c: &ChannelRec) -> ChannelInfo {
        ChannelInfo {
            id: c.id,
            name: c.name.clone(),
            kind: c.kind,
            guild: c.guild,
            parent: c.parent,
            starter_message: c.starter_message,
            archived: c.archived,
            locked: c.locked,
            recipient: c.recipient,
            threads_allowed: c.threads_allowed,
        }
    }

    /// What the fake knows about channel `id`.
    #[must_use]
    pub fn channel(&self, id: u64) -> Option<ChannelInfo> {
        self.lock().channels.get(&id).map(Self::info)
    }

    /// Every thread (of every guild), in order of creation.
    #[must_use]
    pub fn threads(&self) -> Vec<ChannelInfo> {
        self.lock()
            .channels
            .values()
            .filter(|c| c.is_thread())
            .map(Self::info)
            .collect()
    }

    /// What the fake knows about interaction `id`.
    #[must_use]
    pub fn interaction(&self, id: InteractionId) -> Option<InteractionInfo> {
        let g = self.lock();
        let i = g.interactions.get(&id.0)?;
        Some(InteractionInfo {
            id,
            kind: i.kind,
            name: i.name.clone(),
            user: i.user,
            channel: i.channel,
            guild: g.guild_of(i.channel),
            created: i.created,
            delivered: i.delivered,
            callback: i.callback,
            original_message: i.original,
            not_sent: i.not_sent.clone(),
            shard: i.shard,
        })
    }
}
