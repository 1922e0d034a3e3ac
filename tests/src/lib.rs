//! A fake Discord on 127.0.0.1 for end-to-end tests of the bot.
//!
//! [`FakeDiscord::start`] serves the parts of the REST API v10 and of the gateway that a
//! serenity 0.12 / poise 0.7 bot uses, for one bot user and one application in one guild or
//! more. Point the bot at it with
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
//! Every request to the REST API is first checked against Discord's own OpenAPI
//! specification, vendored in `discord-api-spec/` (the `openapi` module): its method and path
//! must be an operation of the specification (else 404 or 405), its path and query parameters
//! must fit their schemas, and its JSON body, or the `payload_json` of a multipart body, must
//! validate against the operation's request schema with the `jsonschema` crate (bounds,
//! lengths, enums, required fields); a multipart body's file parts must be ones the
//! specification (or, where it names none, Discord's documentation) allows. A failure is a
//! 400 50035 naming the field and what the specification says. Then the handlers check what
//! the specification cannot say (the `validate` module): content of at most 2 000
//! characters, at most 5 action rows of at most 5 buttons, buttons with a `custom_id` and a
//! label, no `custom_id` twice in a message, `allowed_mentions` that lists only who the text
//! mentions, command and option names, required options first, at most 25 choices, files
//! within [`ATTACHMENT_SIZE_LIMIT`] with their `attachments` entries. The serializer habits
//! allowed before the schema check are named in `openapi/habits.rs`. [`RequestLog::operation`]
//! says which operation each request was; with `FAKE_DISCORD_SPEC_LOG=FILE` every checked
//! request is also appended to `FILE` as `METHOD /path/template operationId`.
//!
//! Tests act as users: [`FakeDiscord::slash`], [`FakeDiscord::autocomplete`] and
//! [`FakeDiscord::click`] send interactions over the gateway, [`FakeDiscord::say`] posts a
//! message as a user (MESSAGE_CREATE, as the bot's intents let it hear it: see `chat.rs`); [`FakeDiscord::reply_to`],
//! [`FakeDiscord::wait_for`] and [`FakeDiscord::posted`] show what the bot posted, decoded
//! with serenity's own model types.
//!
//! # Guilds
//!
//! The fake starts with one guild, which [`FakeDiscord::guild_id`],
//! [`FakeDiscord::add_channel`] and [`FakeDiscord::add_user`] mean. [`FakeDiscord::add_guild`]
//! adds more, each with its own channels ([`FakeDiscord::add_channel_in`]), members
//! ([`FakeDiscord::add_user_in`], [`FakeDiscord::add_member`] for a user in several),
//! roles and guild commands. An interaction in a guild channel carries that guild's
//! `guild_id` and the user's membership there; a user acting in a guild they are not a
//! member of (or in another user's DM channel) is a test bug, not sent. A user option
//! resolves a member only if the user is a member of the guild where the command is
//! given. Threads belong to their parent's guild, and the guild routes (`/guilds/{id}/…`,
//! guild commands) answer for the guild named. Every post records its guild
//! ([`Posted::guild`]): [`FakeDiscord::posted_in`] is what one guild was shown, so a test
//! can prove that nothing of one guild reached another. A DM reaches only a user who shares
//! a guild with the bot (else 403 50007, as on Discord).
//!
//! # Discord without a server
//!
//! [`FakeDiscord::install_for_user`] installs the application for a user (a user install):
//! they may then use its user-installable commands (`integration_types` with 1, and
//! `contexts` with 2 when given) in a group DM ([`FakeDiscord::add_group_dm`]), whose
//! interactions carry `context: 2`, `authorizing_integration_owners` with the user's
//! install alone, no `guild_id`, and `app_permissions` of attach files, embed links and
//! mention everyone; and the bot may DM them without a guild in common. The bot is never in
//! a group DM: any call on the channel (a post, a read) is refused with 403 50001 and
//! recorded as a violation; it can only answer the interactions there, with at most 5
//! follow-ups each (Discord's limit for user-installed apps; the 6th is 400 40094). Every
//! interaction token lasts 15 minutes (then 401 50027); [`FakeDiscord::age_interaction`]
//! ages one. [`FakeDiscord::user_command`] runs a user command (right-click → Apps) on a
//! target user; user commands register with a name of 1 to 32 characters, no description
//! and no options.
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
//! - `Client::start_shard_range(range, total)` treats the range's end as inclusive: `1..1`
//!   starts shard 1 alone, `0..1` shards 0 and 1. Each shard is its own websocket, whose
//!   IDENTIFY carries `"shard": [id, total]`; serenity waits 5 s between the IDENTIFYs of
//!   shards of one client (not between processes).
//!
//! # Shards
//!
//! As on Discord, each shard has its own session: its own sequence numbers, heartbeats,
//! RESUME and replay. An IDENTIFY without `shard` is shard `[0, 1]`. Events go to one shard
//! only: those of a guild (GUILD_CREATE, CHANNEL_CREATE, THREAD_*, GUILD_MEMBER_ADD, and
//! INTERACTION_CREATE for interactions in the guild) to shard `(guild_id >> 22) % total`
//! ([`FakeDiscord::shard_of_guild`], [`FakeGuild::shard`]), the rest (interactions in DMs)
//! to shard 0; READY lists each guild only on its shard, followed by its GUILD_CREATE.
//! [`FakeDiscord::start_with_guild_on_shard`] and [`FakeDiscord::add_guild_on_shard`] pick
//! a guild id so that a test chooses which shard owns the guild; [`InteractionInfo::shard`]
//! says where an interaction went. Refused like Discord, as violations: a shard id not below the count, or a
//! count other than that of the shards connected now (close 4010 "Invalid shard."), and fewer
//! shards than [`FakeDiscord::require_shards`] asks (4011 "Sharding required.").
//! [`FakeDiscord::gateway_stats`] sums the shards' counters ([`FakeDiscord::shard_stats`] has
//! one shard's); [`FakeDiscord::wait_ready`] waits for every shard that identified,
//! [`FakeDiscord::wait_shard_ready`] for one; [`FakeDiscord::drop_gateway`] drops every
//! shard's connection, [`FakeDiscord::drop_shard`] one's.
//! - poise answers a slash command with the interaction callback and any later `say` with
//!   follow-ups; after `defer`, its first `say` is a follow-up, which on Discord fills in the
//!   deferred message (the fake does the same, keeping the defer's ephemerality).
//! - poise does not cap autocomplete choices at 25; Discord refuses 26.
//!
//! # Where the fake differs from Discord
//!
//! Its guilds share one owner and have no roles but `@everyone`, the bot's and those a test
//! adds ([`FakeDiscord::add_role`]: no permissions of their own, listed in their holders'
//! member objects, resolved in role options); a user is
//! either a member of a guild or not (no per-channel permissions for users), and may be
//! let manage it ([`FakeDiscord::let_manage`]: Manage Server in their interactions'
//! permissions). Users' and guilds' locales are `en-US` unless a test sets them
//! ([`FakeDiscord::set_locale`], [`FakeDiscord::set_guild_locale`]). Messages reach
//! the bot as MESSAGE_CREATE (its own too, as on Discord) for the intents it identified
//! with, but no MESSAGE_UPDATE or MESSAGE_DELETE; it has no rate limits
//! of its own (use [`FakeDiscord::fail_next`]), and it measures the 3 s interaction deadline
//! from the moment the event is written to the websocket.
//!
//! An interaction for a shard that has never identified is held and written after that
//! shard's READY (Discord would drop it: nobody answers, the user sees "The application did
//! not respond"); other events for such a shard are dropped (GUILD_CREATE carries the state
//! anyway). Before the first IDENTIFY of any shard an interaction is refused as a test bug,
//! as it always was. A new IDENTIFY of a shard starts a new session for it; what its old
//! session had not written is lost, as on Discord. When no shard is connected, an IDENTIFY
//! with a new shard count starts over (the bot restarted with another count). Two
//! connections identifying as the same shard are not refused: the later takes the shard's
//! events. The fake does not enforce `max_concurrency` or the 5 s between IDENTIFYs.

mod chat;
mod control;
mod gateway;
mod guilds;
mod http_io;
mod ids;
mod logs;
mod membership;
mod openapi;
mod payload;
mod rate_limits;
mod rest;
mod server;
mod state;
mod types;
mod validate;

pub use control::FakeDiscord;
pub use control::tls::TEST_CA_PEM;
pub use types::{
    ChannelInfo, ChannelKind, FakeGuild, FakeUser, GatewayStats, InteractionId, InteractionInfo,
    InteractionKind, Mark, Place, Posted, PostedFile, RequestLog,
};

/// Discord's limit on the size of one attached file for a server without boosts: 10 MiB.
pub const ATTACHMENT_SIZE_LIMIT: usize = 10 * 1024 * 1024;

/// How long Discord waits for the initial response to an interaction.
pub const INTERACTION_DEADLINE: std::time::Duration = std::time::Duration::from_secs(3);

/// The heartbeat interval the fake gateway asks for in HELLO, in milliseconds.
pub const HEARTBEAT_INTERVAL_MS: u64 = 1000;
