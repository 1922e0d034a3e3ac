//! A tiny poise bot to prove the fake with, and small helpers.

#![allow(dead_code, missing_docs)]

use std::time::Duration;

use fake_discord::{FakeDiscord, FakeUser};
use poise::serenity_prelude as serenity;
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, Data, Error>;

/// The bot's data (none).
pub struct Data;

/// `(status, Discord code)` of a serenity HTTP error.
pub fn discord_error(e: &serenity::Error) -> Option<(u16, isize)> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            Some((r.status_code.as_u16(), r.error.code))
        }
        _ => None,
    }
}

fn describe(e: &serenity::Error) -> String {
    match discord_error(e) {
        Some((status, code)) => format!("{status} {code}"),
        None => format!("{e}"),
    }
}

/// A 4×3 RGBA PNG.
pub fn png_bytes() -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, 4, 3);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().unwrap();
    let pixels: Vec<u8> = (0..4 * 3 * 4).map(|i| (i * 7) as u8).collect();
    writer.write_image_data(&pixels).unwrap();
    writer.finish().unwrap();
    out
}

async fn ac_word(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let n = if partial == "many" { 26 } else { 3 };
    let choices = (0..n).map(|i| {
        serenity::AutocompleteChoice::new(format!("{partial}{i}"), format!("{partial}{i}"))
    });
    serenity::CreateAutocompleteResponse::new().set_choices(choices.collect())
}

/// Answers with a picture and a button.
#[poise::command(slash_command)]
async fn ping(
    ctx: Context<'_>,
    #[description = "A word"]
    #[autocomplete = "ac_word"]
    word: String,
) -> Result<(), Error> {
    let button = serenity::CreateButton::new("again").label("Again");
    let reply = poise::CreateReply::default()
        .content(format!("pong {word}, {}", ctx.author().display_name()))
        .attachment(serenity::CreateAttachment::bytes(png_bytes(), "board.png"))
        .components(vec![serenity::CreateActionRow::Buttons(vec![button])]);
    ctx.send(reply).await?;
    Ok(())
}

/// Thinks first.
#[poise::command(slash_command)]
async fn defer(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    tokio::time::sleep(Duration::from_millis(200)).await;
    ctx.say("thought about it").await?;
    ctx.say("and more").await?;
    Ok(())
}

/// Sends a DM to the caller.
#[poise::command(slash_command)]
async fn dm(ctx: Context<'_>) -> Result<(), Error> {
    let sent = ctx
        .author()
        .direct_message(ctx, serenity::CreateMessage::new().content("psst"))
        .await;
    let text = match sent {
        Ok(_) => "dm: sent".to_owned(),
        Err(e) => format!("dm: {}", describe(&e)),
    };
    ctx.say(text).await?;
    Ok(())
}

/// Starts a thread from its reply, plays in it, renames and archives it.
#[poise::command(slash_command)]
async fn thread(ctx: Context<'_>) -> Result<(), Error> {
    let handle = ctx.say("a new game").await?;
    let msg = handle.message().await?;
    let builder = serenity::CreateThread::new("game 1")
        .auto_archive_duration(serenity::AutoArchiveDuration::OneDay);
    let note = match msg
        .channel_id
        .create_thread_from_message(ctx, msg.id, builder)
        .await
    {
        Ok(t) => {
            t.id.say(ctx, "first move").await?;
            t.id.edit_thread(
                ctx,
                serenity::EditThread::new()
                    .name("game 1 (over)")
                    .archived(true),
            )
            .await?;
            "thread: done".to_owned()
        }
        Err(e) => format!("thread: no ({})", describe(&e)),
    };
    ctx.say(note).await?;
    Ok(())
}

/// Posts a channel message and reports how that went.
#[poise::command(slash_command)]
async fn post(ctx: Context<'_>) -> Result<(), Error> {
    let result = ctx.channel_id().say(ctx, "a channel message").await;
    let text = match result {
        Ok(_) => "post: ok".to_owned(),
        Err(e) => format!("post: {}", describe(&e)),
    };
    ctx.say(text).await?;
    Ok(())
}

/// Answers twice (a bug).
#[poise::command(slash_command)]
async fn twice(ctx: Context<'_>) -> Result<(), Error> {
    ctx.say("one").await?;
    if let poise::Context::Application(a) = ctx {
        let again = serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new().content("two"),
        );
        if let Err(e) = a.interaction.create_response(ctx, again).await {
            ctx.say(format!("second: {}", describe(&e))).await?;
        }
    }
    Ok(())
}

/// Sends a follow-up before its initial response (a bug).
#[poise::command(slash_command)]
async fn early(ctx: Context<'_>) -> Result<(), Error> {
    if let poise::Context::Application(a) = ctx {
        let followup = serenity::CreateInteractionResponseFollowup::new().content("too early");
        let result = a.interaction.create_followup(ctx, followup).await;
        let text = match result {
            Ok(_) => "early: sent".to_owned(),
            Err(e) => format!("early: {}", describe(&e)),
        };
        ctx.say(text).await?;
    }
    Ok(())
}

/// Answers too late (a bug).
#[poise::command(slash_command)]
async fn slow(ctx: Context<'_>) -> Result<(), Error> {
    tokio::time::sleep(Duration::from_millis(3500)).await;
    if let Err(e) = ctx.say("late").await {
        ctx.channel_id()
            .say(ctx, format!("slow: {}", describe(&e)))
            .await?;
    }
    Ok(())
}

async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let ctx = framework.serenity_context;
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(c),
    } = event
        && c.data.custom_id == "again"
    {
        let update = serenity::CreateInteractionResponseMessage::new()
            .content(format!("clicked by {}", c.user.display_name()))
            .components(vec![]);
        c.create_response(
            ctx,
            serenity::CreateInteractionResponse::UpdateMessage(update),
        )
        .await?;
    }
    Ok(())
}

/// The fake, the bot running against it, a channel and two users.
pub struct Bot {
    pub fake: FakeDiscord,
    pub lobby: u64,
    pub alice: FakeUser,
    pub bob: FakeUser,
    client: tokio::task::JoinHandle<()>,
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.client.abort();
    }
}

impl Bot {
    /// Starts the fake and the bot and waits until the bot is ready.
    pub async fn start() -> Bot {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
            .with_test_writer()
            .try_init();
        let fake = FakeDiscord::start().await;
        let lobby = fake.add_channel("lobby");
        let alice = fake.add_user("Alice 🐉");
        let bob = fake.add_user("Bob");
        let guild = serenity::GuildId::new(fake.guild_id());
        let framework = poise::Framework::builder()
            .options(poise::FrameworkOptions {
                commands: vec![
                    ping(),
                    defer(),
                    dm(),
                    thread(),
                    post(),
                    twice(),
                    slow(),
                    early(),
                ],
                event_handler: |framework, event| Box::pin(on_event(framework, event)),
                ..Default::default()
            })
            .setup(move |ctx, _ready, framework| {
                Box::pin(async move {
                    poise::builtins::register_in_guild(ctx, &framework.options().commands, guild)
                        .await?;
                    Ok(Data)
                })
            })
            .build();
        let http = serenity::HttpBuilder::new(fake.token())
            .proxy(fake.api_base())
            .ratelimiter_disabled(true)
            .build();
        let mut client =
            serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
                .framework(framework)
                .await
                .unwrap();
        let client = tokio::spawn(async move {
            if let Err(e) = client.start().await {
                eprintln!("bot stopped: {e}");
            }
        });
        fake.wait_ready(Duration::from_secs(10)).await.unwrap();
        Bot {
            fake,
            lobby,
            alice,
            bob,
            client,
        }
    }

    /// Asserts that the fake saw nothing Discord would refuse.
    pub fn assert_clean(&self) {
        let v = self.fake.violations();
        assert!(v.is_empty(), "violations: {v:#?}");
    }
}

/// A raw HTTP/1.1 request to the fake; returns the status and the JSON body (or null).
pub async fn raw_request(
    fake: &FakeDiscord,
    method: &str,
    path: &str,
    auth: Option<&str>,
    body: &str,
) -> (u16, Value) {
    let addr = fake.api_base().trim_start_matches("http://").to_owned();
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let mut req = format!("{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n");
    if let Some(a) = auth {
        req.push_str(&format!("Authorization: {a}\r\n"));
    }
    if !body.is_empty() {
        req.push_str(&format!(
            "Content-Type: application/json\r\nContent-Length: {}\r\n",
            body.len()
        ));
    }
    req.push_str("\r\n");
    req.push_str(body);
    stream.write_all(req.as_bytes()).await.unwrap();
    let mut resp = Vec::new();
    stream.read_to_end(&mut resp).await.unwrap();
    let text = String::from_utf8_lossy(&resp);
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let json = text
        .split_once("\r\n\r\n")
        .and_then(|(_, b)| serde_json::from_str(b).ok())
        .unwrap_or(Value::Null);
    (status, json)
}
