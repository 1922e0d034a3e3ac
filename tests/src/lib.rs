//! A fake Discord on 127.0.0.1 for end-to-end tests of the bot.
//!
//! [`FakeDiscord::start`] serves the parts of the REST API v10 and of the gateway that a
//! serenity 0.12 / poise 0.7 bot uses, for one guild, one bot user and one application. Point
//! the bot at it with
//!
//! ```ignore
//! let http = serenity::HttpBuilder::new(fake.token())
//!     .proxy(fake.api_base())
//!     .ratelimiter_disabled(true)
//!     .build();
//! let client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
//!     .framework(framework)
//!     .await?;
//! ```
//!
//! (the rate limiter must be off: with it on, serenity ignores the proxy). The client asks
//! `GET /api/v10/gateway` for the websocket URL, which points back at the fake.
//!
//! The fake is strict like Discord: what Discord refuses is refused with Discord's status and
//! error code, and also recorded as a violation ([`FakeDiscord::violations`]), so a test can
//! end with `assert!(fake.violations().is_empty())`. Nothing ever leaves 127.0.0.1.
//!
//! Tests act as users: [`FakeDiscord::slash`], [`FakeDiscord::autocomplete`] and
//! [`FakeDiscord::click`] send interactions over the gateway; [`FakeDiscord::reply_to`],
//! [`FakeDiscord::wait_for`] and [`FakeDiscord::posted`] show what the bot posted, decoded
//! with serenity's own model types.
//!
//! # What serenity 0.12.5 and poise 0.7.1 do (checked against this fake)
//!
//! - At start: `GET /gateway` (serenity), `GET /oauth2/applications/@me` (poise, for the
//!   owners), then the websocket `{url}?v=10` with IDENTIFY; commands are registered by the
//!   bot's own setup code (`PUT /applications/{app}/guilds/{guild}/commands` for
//!   `poise::builtins::register_in_guild`).
//! - With the rate limiter disabled, serenity sends each request once: a 429 or a 500 comes
//!   back as `Error::Http(HttpError::UnsuccessfulRequest(..))` without any retry (a 429 body
//!   has no `code`, so serenity reports code -1). Retrying is the bot's job.
//! - After a dropped connection serenity RESUMEs (no new IDENTIFY) and the fake replays what
//!   was dispatched meanwhile.
//! - poise answers a slash command with the interaction callback and any later `say` with
//!   follow-ups; after `defer`, its first `say` is a follow-up, which on Discord fills in the
//!   deferred message (the fake does the same, keeping the defer's ephemerality).
//! - poise does not cap autocomplete choices at 25; Discord refuses 26.
//!
//! # Where the fake differs from Discord
//!
//! It has one guild, no MESSAGE_CREATE events (the bot is expected to use only the GUILDS
//! intent), no rate limits of its own (use [`FakeDiscord::fail_next`]), and it measures the
//! 3 s interaction deadline from the moment the event is written to the websocket.

mod control;
mod gateway;
mod ids;
mod payload;
mod rest;
mod server;
mod state;
mod types;
mod validate;

pub use control::FakeDiscord;
pub use types::{
    ChannelInfo, ChannelKind, FakeUser, GatewayStats, InteractionId, InteractionInfo,
    InteractionKind, Mark, Place, Posted, PostedFile, RequestLog,
};

/// Discord's limit on the size of one attached file for a server without boosts: 10 MiB.
pub const ATTACHMENT_SIZE_LIMIT: usize = 10 * 1024 * 1024;

/// How long Discord waits for the initial response to an interaction.
pub const INTERACTION_DEADLINE: std::time::Duration = std::time::Duration::from_secs(3);

/// The heartbeat interval the fake gateway asks for in HELLO, in milliseconds.
pub const HEARTBEAT_INTERVAL_MS: u64 = 1000;
