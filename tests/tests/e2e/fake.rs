//! Proves the fake Discord with a tiny real poise 0.7 / serenity 0.12 bot: start, command
//! registration, replies with files and buttons, autocomplete, clicks, DMs, threads, RESUME,
//! injected failures, and the violations a misbehaving bot gets.

use crate::common;

use std::time::Duration;

use common::{Bot, discord_error, png_bytes, raw_request};
use fake_discord::{ChannelKind, FakeDiscord, Place};
use serde_json::json;

const T: Duration = Duration::from_secs(5);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_starts_and_registers_its_commands() {
    let bot = Bot::start().await;
    let fake = &bot.fake;
    let names: Vec<String> = fake.commands().iter().map(|c| c.name.clone()).collect();
    assert!(names.contains(&"ping".to_owned()), "{names:?}");
    let ping = fake
        .commands()
        .into_iter()
        .find(|c| c.name == "ping")
        .unwrap();
    assert_eq!(ping.guild_id.map(|g| g.get()), Some(fake.guild_id()));
    assert!(ping.options[0].autocomplete);
    let paths: Vec<String> = fake
        .requests()
        .iter()
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(
        paths.contains(&"GET /api/v10/gateway".to_owned()),
        "{paths:?}"
    );
    assert!(
        paths.contains(&"GET /api/v10/oauth2/applications/@me".to_owned()),
        "{paths:?}"
    );
    let put = format!(
        "PUT /api/v10/applications/{}/guilds/{}/commands",
        fake.application_id(),
        fake.guild_id()
    );
    assert!(paths.contains(&put), "{paths:?}");
    assert_eq!(fake.intents(), Some(1), "GUILDS only");
    let stats = fake.wait_gateway(T, |s| s.heartbeats >= 1).await.unwrap();
    assert_eq!((stats.identifies, stats.connected), (1, true));
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slash_command_gets_a_reply_with_a_png_and_a_button() {
    let bot = Bot::start().await;
    let fake = &bot.fake;
    let id = fake
        .slash(&bot.alice, bot.lobby, "ping", &[("word", json!("hello"))])
        .await;
    let posts = fake.reply_to(id, T).await.unwrap();
    assert_eq!(posts.len(), 1);
    let p = &posts[0];
    assert_eq!(p.content, format!("pong hello, {}", bot.alice.name));
    assert_eq!(p.place, Place::Channel(bot.lobby));
    assert!(p.initial && !p.edited && !p.ephemeral);
    assert_eq!(p.custom_ids(), vec!["again".to_owned()]);
    assert_eq!(p.button_labels(), vec!["Again".to_owned()]);
    assert_eq!(p.attachments.len(), 1);
    assert_eq!(p.attachments[0].name, "board.png");
    assert_eq!(p.attachments[0].data, png_bytes());
    let decoder = png::Decoder::new(std::io::Cursor::new(p.attachments[0].data.clone()));
    let info = decoder.read_info().unwrap();
    assert_eq!((info.info().width, info.info().height), (4, 3));
    assert!(p.latency.unwrap() < Duration::from_secs(3));
    let info = fake.interaction(id).unwrap();
    assert_eq!(info.callback.map(|c| c.0), Some(4));
    assert!(info.response_latency().unwrap() < Duration::from_secs(3));
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_reply_shows_when_filled_in() {
    let bot = Bot::start().await;
    let fake = &bot.fake;
    let id = fake.slash(&bot.alice, bot.lobby, "defer", &[]).await;
    let posts = fake.reply_to(id, T).await.unwrap();
    assert_eq!(posts[0].content, "thought about it");
    assert!(posts[0].initial && !posts[0].edited && posts[0].ephemeral);
    let next = fake
        .wait_for(fake_discord::Mark::START, T, |p| p.content == "and more")
        .await
        .unwrap();
    assert!(!next.initial && next.interaction == Some(id));
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_choices_come_back_and_26_are_refused() {
    let bot = Bot::start().await;
    let fake = &bot.fake;
    let choices = fake
        .autocomplete(
            &bot.alice,
            bot.lobby,
            "ping",
            &[("word", json!("ab"))],
            "word",
            T,
        )
        .await
        .unwrap();
    let names: Vec<&str> = choices.iter().map(|c| c.0.as_str()).collect();
    assert_eq!(names, ["ab0", "ab1", "ab2"]);
    let err = fake
        .autocomplete(
            &bot.alice,
            bot.lobby,
            "ping",
            &[("word", json!("many"))],
            "word",
            T,
        )
        .await
        .unwrap_err();
    assert!(
        err.contains("data.choices: 26 long, more than the 25 allowed"),
        "{err}"
    );
    let v = fake.violations();
    assert_eq!(v.len(), 1, "{v:#?}");
    assert!(
        v[0].contains("/callback: ")
            && v[0].contains("data.choices: 26 long, more than the 25 allowed"),
        "{v:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_updates_the_message_and_clicking_a_missing_button_is_a_test_bug() {
    let bot = Bot::start().await;
    let fake = &bot.fake;
    let id = fake
        .slash(&bot.alice, bot.lobby, "ping", &[("word", json!("x"))])
        .await;
    let reply = fake.reply_to(id, T).await.unwrap().remove(0);
    let click = fake.click(&bot.bob, reply.id, "again").await;
    let posts = fake.reply_to(click, T).await.unwrap();
    assert_eq!(posts.len(), 1);
    assert_eq!(posts[0].id, reply.id);
    assert!(posts[0].edited && posts[0].initial);
    assert_eq!(posts[0].content, format!("clicked by {}", bot.bob.name));
    assert!(posts[0].components.is_empty());
    assert_eq!(fake.message(reply.id).unwrap().content, posts[0].content);
    bot.assert_clean();
    let bad = fake.click(&bot.bob, reply.id, "again").await;
    let err = fake.reply_to(bad, T).await.unwrap_err();
    assert!(err.contains("no component with custom_id"), "{err}");
    assert!(fake.violations()[0].starts_with("test bug:"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dms_arrive_and_closed_dms_answer_50007() {
    let bot = Bot::start().await;
    let fake = &bot.fake;
    let mark = fake.mark();
    let id = fake.slash(&bot.alice, bot.lobby, "dm", &[]).await;
    assert_eq!(fake.reply_to(id, T).await.unwrap()[0].content, "dm: sent");
    let dm = fake
        .wait_for(mark, T, |p| p.place == Place::Dm(bot.alice.id))
        .await
        .unwrap();
    assert_eq!(dm.content, "psst");
    assert_eq!(fake.channel(dm.channel_id).unwrap().kind, ChannelKind::Dm);

    fake.close_dms(&bot.alice, false);
    let id = fake.slash(&bot.alice, bot.lobby, "dm", &[]).await;
    assert_eq!(
        fake.reply_to(id, T).await.unwrap()[0].content,
        "dm: 403 50007"
    );
    fake.close_dms(&bot.alice, true);
    let id = fake.slash(&bot.alice, bot.lobby, "dm", &[]).await;
    assert_eq!(
        fake.reply_to(id, T).await.unwrap()[0].content,
        "dm: 403 50007"
    );
    fake.open_dms(&bot.alice);
    let id = fake.slash(&bot.alice, bot.lobby, "dm", &[]).await;
    assert_eq!(fake.reply_to(id, T).await.unwrap()[0].content, "dm: sent");

    let dm_channel = fake.dm_channel(&bot.alice);
    let id = fake
        .slash(&bot.alice, dm_channel, "ping", &[("word", json!("in dm"))])
        .await;
    let err = fake.reply_to(id, T).await.unwrap_err();
    assert!(
        err.contains("no command /ping is registered for use in a DM"),
        "{err}"
    );
    assert_eq!(fake.violations().len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn threads_are_made_renamed_and_archived() {
    let bot = Bot::start().await;
    let fake = &bot.fake;
    let mark = fake.mark();
    let id = fake.slash(&bot.alice, bot.lobby, "thread", &[]).await;
    let reply = fake.reply_to(id, T).await.unwrap().remove(0);
    let in_thread = fake
        .wait_for(mark, T, |p| matches!(p.place, Place::Thread(_)))
        .await
        .unwrap();
    assert_eq!(in_thread.content, "first move");
    fake.wait_for(mark, T, |p| p.content == "thread: done")
        .await
        .unwrap();
    let threads = fake.threads();
    assert_eq!(threads.len(), 1);
    let t = &threads[0];
    assert_eq!(
        (t.id, t.parent, t.starter_message),
        (reply.id, Some(bot.lobby), Some(reply.id))
    );
    assert_eq!(t.name, "game 1 (over)");
    assert!(t.archived && !t.locked);
    assert_eq!(t.kind, ChannelKind::PublicThread);
    bot.assert_clean();

    let quiet = fake.add_channel_without_threads("quiet");
    let id = fake.slash(&bot.alice, quiet, "thread", &[]).await;
    fake.reply_to(id, T).await.unwrap();
    let mark2 = fake.mark();
    let note = fake
        .wait_for(mark, T, |p| p.content.starts_with("thread: no"))
        .await
        .unwrap();
    assert_eq!(note.content, "thread: no (403 50013)");
    assert!(
        fake.posted_since(mark2)
            .iter()
            .all(|p| !matches!(p.place, Place::Thread(_)))
    );
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_dropped_gateway_the_bot_resumes_and_misses_nothing() {
    let bot = Bot::start().await;
    let fake = &bot.fake;
    fake.drop_gateway();
    // Sent while the bot is away: queued in the session, replayed on RESUME.
    let early = fake
        .slash(&bot.alice, bot.lobby, "ping", &[("word", json!("early"))])
        .await;
    let stats = fake
        .wait_gateway(T, |s| s.resumes >= 1 && s.connected)
        .await
        .unwrap();
    assert_eq!(stats.identifies, 1, "a RESUME, not a new IDENTIFY");
    assert_eq!(
        fake.reply_to(early, T).await.unwrap()[0].content,
        format!("pong early, {}", bot.alice.name)
    );
    let late = fake
        .slash(&bot.bob, bot.lobby, "ping", &[("word", json!("late"))])
        .await;
    assert_eq!(
        fake.reply_to(late, T).await.unwrap()[0].content,
        format!("pong late, {}", bot.bob.name)
    );
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_does_not_retry_429_or_500_with_the_rate_limiter_off() {
    let bot = Bot::start().await;
    let fake = &bot.fake;
    for (status, expect) in [(429, "post: 429 -1"), (500, "post: 500 0")] {
        fake.fail_next(1, status, "/messages");
        let id = fake.slash(&bot.alice, bot.lobby, "post", &[]).await;
        let reply = fake.reply_to(id, T).await.unwrap().remove(0);
        assert_eq!(reply.content, expect);
        let posts = message_posts(fake);
        assert_eq!(posts.last(), Some(&status), "one try, no retry: {posts:?}");
        // The route stays limited for the 429's retry_after (0.1 s).
        tokio::time::sleep(std::time::Duration::from_millis(150)).await;
    }
    let id = fake.slash(&bot.alice, bot.lobby, "post", &[]).await;
    assert_eq!(fake.reply_to(id, T).await.unwrap()[0].content, "post: ok");
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answering_twice_or_late_is_a_violation() {
    let bot = Bot::start().await;
    let fake = &bot.fake;
    let twice = fake.slash(&bot.alice, bot.lobby, "twice", &[]).await;
    let mark = fake.mark();
    assert_eq!(fake.reply_to(twice, T).await.unwrap()[0].content, "one");
    fake.wait_for(mark, T, |p| p.content == "second: 400 40060")
        .await
        .unwrap();
    let v = fake.violations();
    assert_eq!(v.len(), 1, "{v:#?}");
    assert!(v[0].contains("a second initial response"), "{v:?}");

    let slow = fake.slash(&bot.alice, bot.lobby, "slow", &[]).await;
    let err = fake.reply_to(slow, T).await.unwrap_err();
    assert!(err.contains("no initial response within 3 s"), "{err}");
    // The late answer itself is refused with 10062 and not counted again.
    fake.wait_for(mark, T, |p| p.content == "slow: 404 10062")
        .await
        .unwrap();
    let v = fake.violations();
    assert_eq!(v.len(), 2, "{v:#?}");
    assert!(v[1].contains("(slow)"), "{v:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follow_up_before_the_initial_response_is_refused() {
    let bot = Bot::start().await;
    let fake = &bot.fake;
    let id = fake.slash(&bot.alice, bot.lobby, "early", &[]).await;
    let posts = fake.reply_to(id, T).await.unwrap();
    assert_eq!(posts[0].content, "early: 404 10015");
    let v = fake.violations();
    assert_eq!(v.len(), 1, "{v:#?}");
    assert!(v[0].contains("before its initial response"), "{v:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rest_answers_like_discord() {
    let fake = FakeDiscord::start().await;
    let lobby = fake.add_channel("lobby");
    let token = fake.token();
    let auth = format!("Bot {token}");
    let (status, body) = raw_request(&fake, "GET", "/api/v10/users/@me", None, "").await;
    assert_eq!(
        (status, body["message"].as_str()),
        (401, Some("401: Unauthorized"))
    );
    let (status, body) = raw_request(&fake, "GET", "/api/v10/nowhere", Some(&auth), "").await;
    assert_eq!((status, body["code"].as_i64()), (404, Some(0)));
    let (status, body) = raw_request(
        &fake,
        "POST",
        &format!("/api/v10/channels/{lobby}/messages"),
        Some(&auth),
        "{not json",
    )
    .await;
    assert_eq!((status, body["code"].as_i64()), (400, Some(50109)));
    let v = fake.violations();
    assert_eq!(v.len(), 3, "{v:#?}");
    assert!(
        v[1].contains("unknown route: GET /api/v10/nowhere"),
        "{v:?}"
    );

    let http = serenity::all::HttpBuilder::new(&token)
        .proxy(fake.api_base())
        .ratelimiter_disabled(true)
        .build();
    http.set_application_id(fake.application_id().into());
    let channel = serenity::all::ChannelId::new(lobby);
    let too_long = json!({"content": "x".repeat(2001)});
    let e = http
        .send_message(channel, vec![], &too_long)
        .await
        .unwrap_err();
    assert_eq!(discord_error(&e), Some((400, 50035)));
    let e = http
        .send_message(channel, vec![], &json!({"content": ""}))
        .await
        .unwrap_err();
    assert_eq!(discord_error(&e), Some((400, 50006)));
    let e = http
        .send_message(
            serenity::all::ChannelId::new(42),
            vec![],
            &json!({"content": "x"}),
        )
        .await
        .unwrap_err();
    assert_eq!(discord_error(&e), Some((404, 10003)));
    let rows: Vec<_> = (0..6).map(|i| json!({"type": 1, "components": [{"type": 2, "style": 1, "label": "b", "custom_id": format!("b{i}")}]})).collect();
    let e = http
        .send_message(
            channel,
            vec![],
            &json!({"content": "x", "components": rows}),
        )
        .await
        .unwrap_err();
    assert_eq!(discord_error(&e), Some((400, 50035)));
    let big = serenity::all::CreateAttachment::bytes(
        vec![0u8; fake_discord::ATTACHMENT_SIZE_LIMIT + 1],
        "big.bin",
    );
    let e = http
        .send_message(channel, vec![big], &json!({"content": "x"}))
        .await
        .unwrap_err();
    assert_eq!(discord_error(&e), Some((413, 40005)));
    let e = http
        .create_followup_message("no-such-token", &json!({"content": "x"}), vec![])
        .await
        .unwrap_err();
    assert_eq!(discord_error(&e), Some((404, 10015)));
    let small = serenity::all::CreateAttachment::bytes(png_bytes(), "board.png");
    let msg = http
        .send_message(
            channel,
            vec![small],
            &json!({"content": "ok", "embeds": [{"image": {"url": "attachment://board.png"}}]}),
        )
        .await
        .unwrap();
    assert_eq!(msg.attachments[0].filename, "board.png");
    assert_eq!(msg.attachments[0].width, Some(4));
    assert!(
        msg.embeds[0]
            .image
            .as_ref()
            .unwrap()
            .url
            .starts_with(&fake.api_base())
    );
    let v = fake.violations();
    assert_eq!(v.len(), 9, "{v:#?}");
    assert!(v[8].contains("unknown interaction token"), "{v:?}");
}

// --- Sharding: one websocket per shard, events to the shard Discord would pick. ---

/// What the shards of a [`Sharded`] client saw, as lines like
/// `"interaction 1 <id> guild <guild id>"`.
type Seen = std::sync::Arc<std::sync::Mutex<Vec<String>>>;

/// A plain serenity client for some shards: answers every slash command with
/// `"shard K"` and records what each shard received.
struct Recorder {
    seen: Seen,
}

#[serenity::async_trait]
impl serenity::all::EventHandler for Recorder {
    async fn ready(&self, ctx: serenity::all::Context, ready: serenity::all::Ready) {
        let shard = ready.shard.map(|s| (s.id.0, s.total));
        self.seen.lock().unwrap().push(format!(
            "ready {} {shard:?} guilds {}",
            ctx.shard_id.0,
            ready.guilds.len()
        ));
    }

    async fn guild_create(
        &self,
        ctx: serenity::all::Context,
        guild: serenity::all::Guild,
        _is_new: Option<bool>,
    ) {
        self.seen
            .lock()
            .unwrap()
            .push(format!("guild_create {} {}", ctx.shard_id.0, guild.id));
    }

    async fn interaction_create(
        &self,
        ctx: serenity::all::Context,
        interaction: serenity::all::Interaction,
    ) {
        use serenity::all::{CreateInteractionResponse, CreateInteractionResponseMessage};
        if let serenity::all::Interaction::Command(c) = interaction {
            let shard = ctx.shard_id.0;
            let guild = c.guild_id.map_or(0, serenity::all::GuildId::get);
            self.seen
                .lock()
                .unwrap()
                .push(format!("interaction {shard} {} guild {guild}", c.id));
            let msg = CreateInteractionResponseMessage::new().content(format!("shard {shard}"));
            let _ = c
                .create_response(&ctx.http, CreateInteractionResponse::Message(msg))
                .await;
        }
    }
}

/// serenity's client for shards `range` of `total` (serenity 0.12.5 treats the range's end
/// as inclusive: `1..1` is shard 1 alone), as one process of a sharded bot.
struct Sharded {
    seen: Seen,
    task: tokio::task::JoinHandle<Result<(), serenity::Error>>,
}

impl Drop for Sharded {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Sharded {
    async fn start(fake: &FakeDiscord, range: std::ops::Range<u32>, total: u32) -> Sharded {
        let seen = Seen::default();
        let http = serenity::all::HttpBuilder::new(fake.token())
            .proxy(fake.api_base())
            .ratelimiter_disabled(true)
            .build();
        let mut client = serenity::all::ClientBuilder::new_with_http(
            http,
            serenity::all::GatewayIntents::GUILDS,
        )
        .event_handler(Recorder { seen: seen.clone() })
        .await
        .unwrap();
        let task = tokio::spawn(async move { client.start_shard_range(range, total).await });
        Sharded { seen, task }
    }

    fn seen(&self) -> Vec<String> {
        self.seen.lock().unwrap().clone()
    }

    /// Waits until its shards have seen `line`.
    async fn wait_seen(&self, line: &str) {
        let deadline = std::time::Instant::now() + T;
        while !self.seen().iter().any(|l| l == line) {
            assert!(
                std::time::Instant::now() < deadline,
                "{line:?} not in {:?}",
                self.seen()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// The interactions its shards received, as `(shard, id)`.
    fn interactions(&self) -> Vec<(u32, u64)> {
        self.seen()
            .iter()
            .filter_map(|l| {
                let mut w = l.strip_prefix("interaction ")?.split(' ');
                Some((w.next()?.parse().ok()?, w.next()?.parse().ok()?))
            })
            .collect()
    }
}

/// Waits until a violation contains `text`; returns them all. (serenity logs a refused
/// IDENTIFY, `Gateway(InvalidShardData)` or `Gateway(OverloadedShard)`, and its client does
/// not end: the test stops it.)
async fn refused(fake: &FakeDiscord, text: &str) -> Vec<String> {
    let deadline = std::time::Instant::now() + T;
    loop {
        let v = fake.violations();
        if v.iter().any(|x| x.contains(text)) {
            return v;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no violation with {text:?}: {v:#?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A fake whose guild is on shard `owner` of 2, with `/where` in the guild and `/here` for
/// DMs registered, a lobby and a user.
async fn sharded_world(owner: u32) -> (FakeDiscord, u64, fake_discord::FakeUser) {
    let fake = FakeDiscord::start_with_guild_on_shard(owner, 2).await;
    assert_eq!(fake.shard_of_guild(2), owner);
    assert_eq!(fake.shard_of_guild(1), 0);
    assert_eq!(
        FakeDiscord::shard_of(fake.guild_id(), 2),
        u32::try_from((fake.guild_id() >> 22) % 2).unwrap()
    );
    let lobby = fake.add_channel("lobby");
    let alice = fake.add_user("Alice");
    let http = serenity::all::HttpBuilder::new(fake.token())
        .proxy(fake.api_base())
        .ratelimiter_disabled(true)
        .build();
    http.set_application_id(fake.application_id().into());
    let guild = serenity::all::GuildId::new(fake.guild_id());
    guild
        .set_commands(
            &http,
            vec![serenity::all::CreateCommand::new("where").description("Which shard")],
        )
        .await
        .unwrap();
    serenity::all::Command::set_global_commands(
        &http,
        vec![serenity::all::CreateCommand::new("here").description("Which shard, in a DM")],
    )
    .await
    .unwrap();
    (fake, lobby, alice)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn guild_events_go_to_the_guild_shard_and_dm_interactions_to_shard_0() {
    for owner in [1, 0] {
        let (fake, lobby, alice) = sharded_world(owner).await;
        let zero = Sharded::start(&fake, 0..0, 2).await;
        let one = Sharded::start(&fake, 1..1, 2).await;
        fake.wait_shard_ready(0, T).await.unwrap();
        fake.wait_shard_ready(1, T).await.unwrap();
        fake.wait_ready(T).await.unwrap();
        assert_eq!(fake.num_shards(), Some(2));
        assert_eq!(fake.shards(), vec![0, 1]);
        let stats = fake.gateway_stats();
        assert_eq!((stats.identifies, stats.connected), (2, true));
        for k in 0..2 {
            let s = fake.shard_stats(k);
            assert_eq!((s.identifies, s.resumes, s.connected), (1, 0, true), "{k}");
        }

        let id = fake.slash(&alice, lobby, "where", &[]).await;
        let reply = fake.reply_to(id, T).await.unwrap().remove(0);
        assert_eq!(reply.content, format!("shard {owner}"));
        assert_eq!(fake.interaction(id).unwrap().shard, Some(owner));
        let dm = fake.dm_channel(&alice);
        let in_dm = fake.slash(&alice, dm, "here", &[]).await;
        let reply = fake.reply_to(in_dm, T).await.unwrap().remove(0);
        assert_eq!(reply.content, "shard 0");
        assert_eq!(fake.interaction(in_dm).unwrap().shard, Some(0));

        let (owning, other) = if owner == 0 {
            (&zero, &one)
        } else {
            (&one, &zero)
        };
        let guild_line = format!("guild_create {owner} {}", fake.guild_id());
        assert!(owning.seen().contains(&guild_line), "{:?}", owning.seen());
        assert!(
            owning
                .seen()
                .contains(&format!("ready {owner} Some(({owner}, 2)) guilds 1")),
            "{:?}",
            owning.seen()
        );
        assert!(
            !other.seen().iter().any(|l| l.starts_with("guild_create")),
            "{:?}",
            other.seen()
        );
        assert!(
            other.seen().iter().any(|l| l.ends_with("guilds 0")),
            "{:?}",
            other.seen()
        );
        let mut expected_zero = vec![(0, in_dm.0)];
        let mut expected_one = Vec::new();
        if owner == 0 {
            expected_zero.insert(0, (0, id.0));
        } else {
            expected_one.push((1, id.0));
        }
        assert_eq!(zero.interactions(), expected_zero);
        assert_eq!(one.interactions(), expected_one);
        let v = fake.violations();
        assert!(v.is_empty(), "{v:#?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_count_that_does_not_match_or_is_too_small_is_refused() {
    let (fake, _lobby, _alice) = sharded_world(1).await;
    let _zero = Sharded::start(&fake, 0..0, 2).await;
    let _one = Sharded::start(&fake, 1..1, 2).await;
    fake.wait_shard_ready(0, T).await.unwrap();
    fake.wait_shard_ready(1, T).await.unwrap();

    // A third process that thinks there are 3 shards.
    let third = Sharded::start(&fake, 2..2, 3).await;
    let text = "IDENTIFY as shard [2, 3] while shards [0, 1] of 2 are connected";
    refused(&fake, text).await;
    drop(third);
    // A shard id that is not below the count.
    let beyond = Sharded::start(&fake, 2..2, 2).await;
    let v = refused(&fake, "IDENTIFY with an invalid shard [2,2]").await;
    drop(beyond);
    assert!(
        v.iter()
            .all(|x| x.contains(text) || x.contains("invalid shard [2,2]")),
        "{v:#?}"
    );
    // The two good shards are untouched; the others never had a session.
    assert_eq!(fake.num_shards(), Some(2));
    assert_eq!(fake.shards(), vec![0, 1]);
    assert!(fake.shard_stats(0).connected && fake.shard_stats(1).connected);
    assert_eq!(fake.shard_stats(2).identifies, 0);
    assert_eq!(fake.gateway_stats().identifies, 2);

    // An application that must shard: one shard is refused with 4011.
    let fake = FakeDiscord::start().await;
    fake.require_shards(2);
    let single = Sharded::start(&fake, 0..0, 1).await;
    let v = refused(
        &fake,
        "IDENTIFY with 1 shards; the application needs at least 2",
    )
    .await;
    drop(single);
    assert!(v.iter().all(|x| x.contains("needs at least 2")), "{v:#?}");
    assert_eq!(fake.gateway_stats().identifies, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_shard_resumes_its_own_session_and_replays_what_it_missed() {
    let (fake, lobby, alice) = sharded_world(1).await;
    let zero = Sharded::start(&fake, 0..0, 2).await;
    let one = Sharded::start(&fake, 1..1, 2).await;
    fake.wait_shard_ready(0, T).await.unwrap();
    fake.wait_shard_ready(1, T).await.unwrap();
    let dm = fake.dm_channel(&alice);

    // Shard 1 alone drops; what its guild gets meanwhile waits in its session.
    fake.drop_shard(1);
    let early = fake.slash(&alice, lobby, "where", &[]).await;
    fake.wait_shard(1, T, |s| s.resumes >= 1 && s.connected)
        .await
        .unwrap();
    assert_eq!(fake.reply_to(early, T).await.unwrap()[0].content, "shard 1");
    let s0 = fake.shard_stats(0);
    assert_eq!((s0.identifies, s0.resumes, s0.connected), (1, 0, true));

    // Both drop; each resumes and gets its own events.
    fake.drop_gateway();
    let guild = fake.slash(&alice, lobby, "where", &[]).await;
    let direct = fake.slash(&alice, dm, "here", &[]).await;
    fake.wait_gateway(T, |s| s.resumes >= 3 && s.connected)
        .await
        .unwrap();
    assert_eq!(fake.reply_to(guild, T).await.unwrap()[0].content, "shard 1");
    assert_eq!(
        fake.reply_to(direct, T).await.unwrap()[0].content,
        "shard 0"
    );
    fake.wait_shard(0, T, |s| s.resumes == 1 && s.connected)
        .await
        .unwrap();
    fake.wait_shard(1, T, |s| s.resumes == 2 && s.connected)
        .await
        .unwrap();
    assert_eq!(
        fake.gateway_stats().identifies,
        2,
        "RESUMEs, no new IDENTIFY"
    );
    assert_eq!(zero.interactions(), vec![(0, direct.0)]);
    assert_eq!(one.interactions(), vec![(1, early.0), (1, guild.0)]);
    let v = fake.violations();
    assert!(v.is_empty(), "{v:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interaction_for_a_shard_not_yet_connected_waits_for_it() {
    let (fake, lobby, alice) = sharded_world(1).await;
    let _zero = Sharded::start(&fake, 0..0, 2).await;
    fake.wait_shard_ready(0, T).await.unwrap();
    let id = fake.slash(&alice, lobby, "where", &[]).await;
    let info = fake.interaction(id).unwrap();
    assert_eq!((info.shard, info.delivered), (Some(1), None));
    let one = Sharded::start(&fake, 1..1, 2).await;
    assert_eq!(fake.reply_to(id, T).await.unwrap()[0].content, "shard 1");
    assert_eq!(one.interactions(), vec![(1, id.0)]);
    let v = fake.violations();
    assert!(v.is_empty(), "{v:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_guild_has_its_shard_channels_members_commands_and_posts() {
    let fake = FakeDiscord::start_with_guild_on_shard(0, 2).await;
    let a = fake.guild();
    let b = fake.add_guild_on_shard("Beta", 1, 2);
    assert_eq!((a.id, a.shard(2), b.shard(2)), (fake.guild_id(), 0, 1));
    assert_eq!(fake.guilds(), vec![a.clone(), b.clone()]);
    let hall = fake.add_channel("hall");
    let lobby = fake.add_channel_in(&b, "lobby");
    let alice = fake.add_user_in(&b, "Alice");
    let carol = fake.add_user("Carol");
    fake.add_member(&b, &carol);
    assert!(!fake.is_member(&a, &alice) && fake.is_member(&b, &carol));
    assert_eq!(fake.channel(lobby).unwrap().guild, Some(b.id));
    assert_eq!(fake.channel(hall).unwrap().guild, Some(a.id));
    // `/where` is B's own command, `/here` everyone's.
    let http = serenity::all::HttpBuilder::new(fake.token())
        .proxy(fake.api_base())
        .ratelimiter_disabled(true)
        .build();
    http.set_application_id(fake.application_id().into());
    serenity::all::GuildId::new(b.id)
        .set_commands(
            &http,
            vec![serenity::all::CreateCommand::new("where").description("Which shard")],
        )
        .await
        .unwrap();
    serenity::all::Command::set_global_commands(
        &http,
        vec![serenity::all::CreateCommand::new("here").description("Which shard, anywhere")],
    )
    .await
    .unwrap();
    let names = |g| -> Vec<String> { fake.commands_in(g).into_iter().map(|c| c.name).collect() };
    assert_eq!(
        (names(&a), names(&b)),
        (
            vec!["here".to_owned()],
            vec!["where".to_owned(), "here".to_owned()]
        )
    );

    let zero = Sharded::start(&fake, 0..0, 2).await;
    let one = Sharded::start(&fake, 1..1, 2).await;
    fake.wait_ready(T).await.unwrap();
    // An interaction carries its channel's guild and goes to that guild's shard.
    let in_a = fake.slash(&carol, hall, "here", &[]).await;
    let in_b = fake.slash(&carol, lobby, "where", &[]).await;
    for (id, k, guild) in [(in_a, 0, &a), (in_b, 1, &b)] {
        let reply = fake.reply_to(id, T).await.unwrap().remove(0);
        assert_eq!(
            (reply.content.as_str(), reply.guild),
            (format!("shard {k}").as_str(), Some(guild.id))
        );
        let info = fake.interaction(id).unwrap();
        assert_eq!((info.shard, info.guild), (Some(k), Some(guild.id)));
    }
    assert!(
        one.seen()
            .contains(&format!("interaction 1 {} guild {}", in_b.0, b.id))
    );
    // Each shard got READY with its guild, and that guild's GUILD_CREATE only.
    for (sharded, k, mine, other) in [(&zero, 0, &a, &b), (&one, 1, &b, &a)] {
        let expected = [
            format!("ready {k} Some(({k}, 2)) guilds 1"),
            format!("guild_create {k} {}", mine.id),
        ];
        for line in &expected {
            sharded.wait_seen(line).await;
        }
        let seen = sharded.seen();
        assert!(
            !seen.iter().any(|l| l.ends_with(&other.id.to_string())),
            "{seen:?}"
        );
    }

    // A guild the bot joins while connected is announced on its shard.
    let gamma = fake.add_guild_on_shard("Gamma", 0, 2);
    zero.wait_seen(&format!("guild_create 0 {}", gamma.id))
        .await;
    // What each guild was shown.
    let shown = |g| -> Vec<u64> { fake.posted_in(g).iter().map(|p| p.channel_id).collect() };
    assert_eq!((shown(&a), shown(&b)), (vec![hall], vec![lobby]));

    // Acting where one is not a member, or with another guild's command, is a test bug.
    let outsider = fake.slash(&alice, hall, "here", &[]).await;
    let elsewhere = fake.slash(&carol, hall, "where", &[]).await;
    for id in [outsider, elsewhere] {
        assert!(fake.interaction(id).unwrap().not_sent.is_some());
    }
    // The guild routes answer for the guild named.
    let auth = format!("Bot {}", fake.token());
    let (status, body) = raw_request(
        &fake,
        "GET",
        &format!("/api/v10/guilds/{}/channels", b.id),
        Some(&auth),
        "",
    )
    .await;
    assert_eq!(status, 200);
    let ids: Vec<&str> = body
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["id"].as_str())
        .collect();
    assert_eq!(ids, vec![lobby.to_string().as_str()]);
    let (status, body) = raw_request(
        &fake,
        "GET",
        &format!("/api/v10/guilds/{}/members/{}", a.id, alice.id),
        Some(&auth),
        "",
    )
    .await;
    assert_eq!((status, body["code"].as_i64()), (404, Some(10007)));
    let v = fake.violations();
    assert_eq!(v.len(), 3, "{v:#?}");
    assert!(v[0].contains("Alice is not a member of guild"), "{v:#?}");
    assert!(
        v[1].contains(&format!(
            "no command /where is registered for use in guild {}",
            a.id
        )),
        "{v:#?}"
    );
    assert!(
        v[2].contains("Unknown Member") || v[2].contains("not a member"),
        "{v:#?}"
    );
}

/// serenity with its own rate limiter on (as in production) calls `https://discord.com`
/// whatever the API base; a client that resolves `discord.com` to the fake's TLS side and
/// trusts only the test CA reaches the fake and nothing else, and the limiter waits out a
/// 429 for as long as Discord's `Retry-After` says, then sends the message once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenitys_rate_limiter_reaches_the_fake_over_tls_and_waits_as_told() {
    let fake = fake_discord::FakeDiscord::start().await;
    let lobby = fake.add_channel("lobby");
    let client = reqwest::Client::builder()
        .use_rustls_tls()
        .tls_built_in_root_certs(false)
        .add_root_certificate(reqwest::Certificate::from_pem(fake_discord::TEST_CA_PEM).unwrap())
        .resolve("discord.com", fake.tls_addr())
        .build()
        .unwrap();
    let http = serenity::all::HttpBuilder::new(fake.token())
        .client(client)
        .build();
    assert!(http.ratelimiter.is_some(), "the rate limiter is on");
    fake.fail_next(1, 429, "/messages");
    let began = std::time::Instant::now();
    serenity::all::ChannelId::new(lobby)
        .say(&http, "hello over TLS")
        .await
        .unwrap();
    let waited = began.elapsed();
    let posts = message_posts(&fake);
    assert_eq!(posts, [429, 200], "refused once, then sent once");
    assert!(
        waited >= std::time::Duration::from_secs(1),
        "Retry-After says 1 s: {waited:?}"
    );
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
}

/// The statuses of the message posts the fake answered, in order.
fn message_posts(fake: &fake_discord::FakeDiscord) -> Vec<u16> {
    fake.requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/messages"))
        .map(|r| r.status)
        .collect()
}
