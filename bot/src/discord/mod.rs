//! Palace in Discord (`palace serve`): slash commands, autocomplete, buttons, threads,
//! pictures and DMs over serenity and poise. This layer only translates: every decision
//! is the service's, every answer the service's messages.

mod admission;
mod buttons;
mod clicks;
mod deliver;
mod dms;
mod outbox;
mod outgoing;
mod palace_turns;
mod reviews;
mod slash;
mod ticker;
mod typed;
mod work;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::sync::Notify;

use crate::config::ServeConfig;

use crate::model::{Place, User, UserId};
use crate::service::Service;
use crate::service::message::Reader;
use crate::store::Store;
use crate::time_file::TimeFile;

/// The service as the Discord layer shares it between tasks.
pub type AppService = Arc<Service<Box<dyn Store>>>;

/// Errors of command handlers (shown to the user by `on_error`).
pub type Error = Box<dyn std::error::Error + Send + Sync>;

/// What every handler can reach.
pub struct Bot {
    /// The game service.
    pub service: AppService,
    /// Open while interactions are taken; closed at shutdown.
    pub gate: Arc<Gate>,
    /// The clock: the real time (plus the offset `palace play` keeps in the data directory
    /// only with the test switch on, for tests that move a running bot through days).
    pub clock: TimeFile,
    /// Where posts go through: players' DM channels and closed-DM notes, each
    /// destination's order, Discord's global rate limit.
    pub outbox: Arc<outbox::Outbox>,
    /// What each person may still ask (commands a minute, heavy jobs at once).
    pub quotas: crate::fair_use::Quotas,
    /// Where analyses, replays and Palace's own moves run.
    pub heavy: Arc<work::HeavyLane>,
    /// Makes the review after every game.
    pub reviewer: reviews::Reviewer,
    /// Plays Palace's own turns.
    pub palace: palace_turns::PalaceTurns,
    /// Whether Palace reads every message (`[discord] read_messages`), and so takes bare
    /// moves typed in games' threads.
    pub read_messages: bool,
}

/// Counts handlers at work, so that shutdown can wait for them, and refuses new ones once
/// closed.
#[derive(Default)]
pub struct Gate {
    closing: AtomicBool,
    busy: AtomicUsize,
    changed: Notify,
}

/// A handler at work; dropping it lets shutdown go on.
pub struct Busy(Arc<Gate>);

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.busy.fetch_sub(1, Ordering::SeqCst);
        self.0.changed.notify_waiters();
    }
}

impl Gate {
    /// Starts a handler, unless the gate is closing.
    pub fn enter(self: &Arc<Self>) -> Option<Busy> {
        self.busy.fetch_add(1, Ordering::SeqCst);
        let busy = Busy(self.clone());
        (!self.closing.load(Ordering::SeqCst)).then_some(busy)
    }

    /// Takes no new handlers from now on.
    pub fn close(&self) {
        self.closing.store(true, Ordering::SeqCst);
        self.changed.notify_waiters();
    }

    /// Resolves once the gate is closing.
    pub async fn closed(&self) {
        loop {
            let notified = self.changed.notified();
            if self.closing.load(Ordering::SeqCst) {
                return;
            }
            notified.await;
        }
    }

    /// Waits until no handler is at work, at most `limit`; whether they all finished.
    pub async fn idle(&self, limit: Duration) -> bool {
        let wait = async {
            loop {
                let notified = self.changed.notified();
                if self.busy.load(Ordering::SeqCst) == 0 {
                    return;
                }
                notified.await;
            }
        };
        tokio::time::timeout(limit, wait).await.is_ok()
    }
}

/// The service's place for a Discord channel: its mention, so that texts naming the
/// place show as a link to it.
pub fn place_of(channel: serenity::ChannelId) -> Place {
    Place(format!("<#{channel}>"))
}

/// The service's server for a guild (none: a direct message).
pub fn server_of(guild: Option<serenity::GuildId>) -> Option<crate::model::Server> {
    guild.map(|g| crate::model::Server(g.to_string()))
}

/// Whether Palace may only answer interactions where one came from: a private channel (a
/// group DM, where a bot never is), or a server where only its user installed Palace (no
/// guild install authorized the interaction).
pub fn answers_only(
    context: Option<serenity::InteractionContext>,
    owners: &serenity::AuthorizingIntegrationOwners,
    guild: Option<serenity::GuildId>,
) -> bool {
    let guild_install = owners
        .0
        .iter()
        .any(|o| matches!(o, serenity::AuthorizingIntegrationOwner::GuildInstall(_)));
    context == Some(serenity::InteractionContext::PrivateChannel)
        || (guild.is_some() && !guild_install)
}

/// The service's user for a Discord user: their account's name (global name, else
/// username), and the nickname the server where they acted gives them, if any (shown in
/// that server only).
pub fn user_of(u: &serenity::User, nick: Option<&str>) -> User {
    let account = u.display_name();
    let nick = nick.filter(|n| *n != account);
    User {
        id: UserId(u.id.to_string()),
        name: nick.unwrap_or(account).to_owned(),
        account: nick.map(|_| account.to_owned()),
    }
}

/// Runs the bot until SIGINT or SIGTERM: then it takes no new interactions, lets the ones
/// at work finish, and closes the store.
pub async fn serve(config: ServeConfig, token: String) -> Result<(), String> {
    serve_until(config, token, stop_signal()).await
}

/// Runs the bot until `stop` resolves (a signal, or a test saying so), then stops as
/// [`serve`] does.
pub async fn serve_until(
    mut config: ServeConfig,
    token: String,
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    crate::owner_only::create_dir_all(&config.data_dir)
        .map_err(|e| format!("cannot create {}: {e}", config.data_dir.display()))?;
    if config.web.is_some() && config.games.page_key.is_none() {
        let (key, warning) = crate::web::key_from_env();
        config.games.page_key = Some(key);
        if let Some(w) = warning {
            tracing::warn!("{w}");
        }
    }
    let where_ = config.store();
    // Opening may wait on the network (PostgreSQL): not on an async thread.
    let store = tokio::task::spawn_blocking(move || crate::store::open(&where_))
        .await
        .map_err(|e| format!("cannot open the store: {e}"))?
        .map_err(|e| e.to_string())?;
    tracing::info!(store = %config.store().describe(), shards = ?config.shards, "store open");
    let service: AppService = Arc::new(
        Service::new(store, config.games.clone(), crate::voice::pictures())
            .giving_way(work::give_way_to_moves),
    );
    let gate = Arc::new(Gate::default());
    let clock = TimeFile::for_serve(&config.data_dir)?;
    // The games' pages, from the same service, until the bot stops.
    let stop_pages = Arc::new(tokio::sync::Notify::new());
    let pages = match &config.web {
        Some(web) => {
            let listener = crate::web::bind(web)
                .await
                .map_err(|e| format!("cannot serve the pages on {}: {e}", web.listen))?;
            tracing::info!(listen = %web.listen, base = %web.base(), "serving the games' pages");
            let now_clock = clock.clone();
            let now: Arc<dyn Fn() -> crate::model::Time + Send + Sync> =
                Arc::new(move || now_clock.now());
            let stop = stop_pages.clone();
            let served =
                crate::web::serve(service.clone(), now, web.clone(), listener, async move {
                    stop.notified().await;
                });
            Some(tokio::spawn(served))
        }
        None => None,
    };
    let outbox = Arc::new(outbox::Outbox::default());
    let http = http_client(&config, &token)?;
    let failure = Arc::new(tokio::sync::Mutex::new(None::<String>));
    let bot_parts = (
        service.clone(),
        gate.clone(),
        clock.clone(),
        failure.clone(),
        outbox.clone(),
    );
    let dev_guild = config.dev_guild;
    let read_messages = config.read_messages;
    let every = Duration::from_secs(config.clock_seconds);
    let limits = config.limits.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: slash::commands(),
            on_error: |e| Box::pin(on_error(e)),
            event_handler: |fw, event| {
                Box::pin(on_event(
                    fw.serenity_context,
                    event,
                    fw.user_data,
                    fw.bot_id(),
                ))
            },
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, fw| {
            Box::pin(async move {
                let (service, gate, clock, failure, outbox) = bot_parts;
                let commands = slash::registration();
                let registered = match dev_guild {
                    Some(g) => serenity::GuildId::new(g)
                        .set_commands(&ctx.http, commands)
                        .await
                        .map(drop),
                    None => serenity::Command::set_global_commands(&ctx.http, commands)
                        .await
                        .map(drop),
                };
                if let Err(e) = registered {
                    // Without its commands the bot is of no use: stop and say why.
                    *failure.lock().await =
                        Some(format!("cannot register the slash commands: {e}"));
                    gate.close();
                    fw.shard_manager().shutdown_all().await;
                    return Err(e.into());
                }
                tracing::info!(user = %ready.user.name, "Palace is ready; commands registered");
                let heavy = Arc::new(work::HeavyLane::new(
                    limits.heavy_workers(),
                    limits.heavy_queue as usize,
                ));
                let reviewer = reviews::Reviewer {
                    service: service.clone(),
                    lane: Arc::new(work::HeavyLane::for_reviews()),
                    outbox: outbox.clone(),
                    gate: gate.clone(),
                    clock: clock.clone(),
                };
                reviewer.review_waiting(&ctx.http);
                let palace = palace_turns::PalaceTurns::new(heavy.clone(), reviewer.clone());
                tokio::spawn(ticker::run(ctx.http.clone(), palace.clone(), every));
                Ok(Bot {
                    service,
                    gate,
                    clock,
                    outbox,
                    quotas: crate::fair_use::Quotas::new(limits),
                    heavy,
                    reviewer,
                    palace,
                    read_messages,
                })
            })
        })
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(http, intents(read_messages))
        .framework(framework)
        .event_handler(RateLimits(outbox))
        .await
        .map_err(|e| format!("cannot start the Discord client: {e}"))?;
    let shards = client.shard_manager.clone();
    let closing = gate.clone();
    let stopping_pages = stop_pages.clone();
    tokio::spawn(async move {
        stop.await;
        tracing::info!("stopping: no new interactions; finishing the ones at work");
        closing.close();
        stopping_pages.notify_one();
        shards.shutdown_all().await;
    });
    let manager = client.shard_manager.clone();
    let start = async {
        match config.shards {
            // serenity's range end is inclusive (`4..7` runs shards 4 to 7); ours is not.
            Some(s) => client.start_shard_range(s.first..s.end - 1, s.total).await,
            None => client.start().await,
        }
    };
    let (result, connected) = tokio::select! {
        biased;
        r = start => (r, true),
        () = stopping_unconnected(&gate, &manager) => (Ok(()), false),
    };
    gate.close();
    if !gate.idle(Duration::from_secs(20)).await {
        tracing::warn!("some handlers did not finish within 20 s");
    }
    // The pages stop with the bot (their live streams end), letting go of the service.
    stop_pages.notify_one();
    if let Some(pages) = pages {
        match tokio::time::timeout(Duration::from_secs(5), pages).await {
            Ok(Ok(Err(e))) => tracing::warn!(error = %e, "the pages stopped with an error"),
            Err(_) => tracing::warn!("the pages did not stop within 5 s"),
            Ok(_) => {}
        }
    }
    drop(client);
    let flushed = {
        let s = service.clone();
        tokio::task::spawn_blocking(move || s.store().flush())
            .await
            .unwrap_or_else(|e| Err(crate::store::StoreError::Io(e.to_string())))
    };
    // The store is closed (and its directory free for the next process) once the last
    // task holding the service has let go: the clock and deliveries finish quickly. (A
    // bot that never connected has none of them; serenity's shard queuer keeps the unrun
    // setup, and so the service, until the process ends.)
    for _ in 0..if connected { 200 } else { 0 } {
        if Arc::strong_count(&service) == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    drop(service);
    if let Some(why) = failure.lock().await.take() {
        return Err(why);
    }
    result.map_err(|e| match e {
        serenity::Error::Gateway(serenity::GatewayError::DisallowedGatewayIntents)
            if config.read_messages =>
        {
            "Discord refused the message content intent that [discord] read_messages = true \
             asks for: turn on Message Content Intent in the Developer Portal (your \
             application → Bot → Privileged Gateway Intents), or remove read_messages"
                .to_owned()
        }
        e => format!("the Discord connection failed: {e}"),
    })?;
    flushed.map_err(|e| e.to_string())?;
    tracing::info!("stopped; the store is closed");
    Ok(())
}

/// Hears serenity's rate limiter when Discord said to wait (serenity gives its callback
/// to the event handlers) and tells the outbox.
struct RateLimits(Arc<outbox::Outbox>);

#[serenity::async_trait]
impl serenity::EventHandler for RateLimits {
    async fn ratelimit(&self, info: serenity::RatelimitInfo) {
        self.0.rate_limited(&info);
    }
}

/// The HTTP client: serenity's rate limiter on (its callback reaches [`RateLimits`]), with a
/// client that reaches `https://discord.com` (or, for tests, the same name at
/// `[discord] api_address`, trusting only `api_ca_file`); or, with `[discord] api_base`,
/// that base without the rate limiter (it would ignore the base), Palace's retries waiting
/// instead.
fn http_client(config: &ServeConfig, token: &str) -> Result<serenity::Http, String> {
    if let Some(base) = &config.api_base {
        return Ok(serenity::HttpBuilder::new(token)
            .proxy(base.as_str())
            .ratelimiter_disabled(true)
            .build());
    }
    let mut client = reqwest::Client::builder().use_rustls_tls();
    if let Some(a) = &config.api_address {
        let pem = std::fs::read(&a.ca_file).map_err(|e| {
            format!(
                "cannot read [discord] api_ca_file {}: {e}",
                a.ca_file.display()
            )
        })?;
        let ca = reqwest::Certificate::from_pem(&pem).map_err(|e| {
            format!(
                "[discord] api_ca_file {} is not a PEM certificate: {e}",
                a.ca_file.display()
            )
        })?;
        client = client
            .tls_built_in_root_certs(false)
            .add_root_certificate(ca)
            .resolve("discord.com", a.address);
    }
    let client = client
        .build()
        .map_err(|e| format!("cannot make the HTTP client: {e}"))?;
    Ok(serenity::HttpBuilder::new(token).client(client).build())
}

/// Resolves once the bot is stopping while no shard runs (Discord never reached). Then
/// serenity's `shutdown_all` does nothing (it stops running shards only) and `Client::start`
/// would go on retrying the gateway for ever, deaf to SIGTERM. (When shards ran, `start`
/// returns as soon as `shutdown_all` has stopped them, well within the half second this
/// waits between looks.)
async fn stopping_unconnected(gate: &Gate, shards: &serenity::ShardManager) {
    gate.closed().await;
    loop {
        tokio::time::sleep(Duration::from_millis(500)).await;
        if shards.runners.lock().await.is_empty() {
            return;
        }
    }
}

async fn stop_signal() {
    #[cfg(unix)]
    {
        let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
            .expect("a SIGTERM handler");
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// What Palace hears from Discord: its servers and their channels (GUILDS), messages in
/// them and in DMs, to take moves typed in chat (GUILD_MESSAGES, DIRECT_MESSAGES: their
/// text only when they mention Palace or are DMs), and with `read_messages` the text of
/// every message (MESSAGE_CONTENT, privileged: Discord must have granted it).
pub fn intents(read_messages: bool) -> serenity::GatewayIntents {
    let mut intents = serenity::GatewayIntents::GUILDS
        | serenity::GatewayIntents::GUILD_MESSAGES
        | serenity::GatewayIntents::DIRECT_MESSAGES;
    if read_messages {
        intents |= serenity::GatewayIntents::MESSAGE_CONTENT;
    }
    intents
}

async fn on_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    bot: &Bot,
    me: serenity::UserId,
) -> Result<(), Error> {
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(c),
        } => clicks::click(ctx, bot, c).await?,
        serenity::FullEvent::Message { new_message } => {
            typed::message(ctx, bot, me, new_message).await;
        }
        _ => {}
    }
    Ok(())
}

/// Who reads Palace's own notes to `user` (a refusal by the limits, "queued", "done",
/// "something went wrong"), whose Discord reports `locale`: as the service would word a
/// private answer to them ([`crate::service::Service::reader_for`]), read from the store
/// on a blocking thread; their Discord's language alone if that fails. Read only when a
/// note is said, never before an interaction is acknowledged.
pub(crate) async fn reader_of(
    service: &AppService,
    user: &UserId,
    locale: Option<crate::model::Language>,
) -> Reader {
    let (service, user) = (service.clone(), user.clone());
    tokio::task::spawn_blocking(move || service.reader_for(&user, locale))
        .await
        .unwrap_or_else(|_| Reader::of(locale.unwrap_or_default()))
}

/// `said` in the words of `user`, whose Discord reports `locale` (see [`reader_of`]).
pub(crate) async fn words_to(
    service: &AppService,
    user: &UserId,
    locale: Option<crate::model::Language>,
    said: impl Into<crate::service::said::Said>,
) -> String {
    crate::voice::words_for(reader_of(service, user, locale).await, &said.into())
}

/// Leaves no interaction unanswered: a failure is told to its author privately.
async fn on_error(error: poise::FrameworkError<'_, Bot, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().name, error = %error, "a command failed");
            let author = UserId(ctx.author().id.to_string());
            let locale = ctx.locale().and_then(crate::model::Language::from_locale);
            let went_wrong = crate::service::said::FrontSaid::WentWrong;
            let words = words_to(&ctx.data().service, &author, locale, went_wrong).await;
            let reply = poise::CreateReply::default().content(words).ephemeral(true);
            if let Err(e) = ctx.send(reply).await {
                tracing::error!(error = %e, "cannot tell the user about a failure");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "cannot handle a framework error");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A member's server nickname is the name shown there; the account's own name (global
    /// name, else username) is kept beside it for every other server.
    #[test]
    fn a_user_is_their_account_name_and_this_servers_nickname() {
        let mut u = serenity::User::default();
        u.id = serenity::UserId::new(42);
        u.name = "ann_1".to_owned();
        assert_eq!(user_of(&u, None).name, "ann_1");
        u.global_name = Some("Ann".to_owned());
        let plain = user_of(&u, None);
        assert_eq!((plain.name.as_str(), plain.account), ("Ann", None));
        assert_eq!(
            user_of(&u, Some("Ann")).account,
            None,
            "a nickname equal to it"
        );
        let nick = user_of(&u, Some("Queen A"));
        assert_eq!(
            (nick.name.as_str(), nick.account_name(), nick.id.0.as_str()),
            ("Queen A", "Ann", "42")
        );
    }

    /// The invite link of the README asks for exactly the permissions Palace uses.
    #[test]
    fn the_readme_invite_asks_for_the_needed_permissions() {
        let needed = serenity::Permissions::VIEW_CHANNEL
            | serenity::Permissions::SEND_MESSAGES
            | serenity::Permissions::SEND_MESSAGES_IN_THREADS
            | serenity::Permissions::CREATE_PUBLIC_THREADS
            | serenity::Permissions::ATTACH_FILES
            | serenity::Permissions::EMBED_LINKS;
        let readme = include_str!("../../../README.md");
        assert!(
            readme.contains(&format!(
                "scope=bot+applications.commands&permissions={}",
                needed.bits()
            )),
            "the README's invite link should ask for permissions={}",
            needed.bits()
        );
    }

    #[test]
    fn places_are_channel_mentions() {
        let place = place_of(serenity::ChannelId::new(42));
        assert_eq!(place.0, "<#42>");
        assert_eq!(
            deliver::channel_of(&place),
            Some(serenity::ChannelId::new(42))
        );
        assert_eq!(deliver::channel_of(&Place("#lobby".into())), None);
    }

    #[tokio::test]
    async fn the_gate_waits_for_handlers_and_then_refuses_new_ones() {
        let gate = Arc::new(Gate::default());
        let busy = gate.enter().unwrap();
        assert!(!gate.idle(Duration::from_millis(20)).await);
        gate.close();
        assert!(gate.enter().is_none());
        drop(busy);
        assert!(gate.idle(Duration::from_millis(200)).await);
        gate.closed().await;
    }
}
