//! Running the built `palace serve` binary against the fake Discord: start it, act as a
//! user, stop it as SIGTERM does.

use std::ops::{Deref, DerefMut};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::Duration;

use fake_discord::{FakeDiscord, FakeUser, InteractionId, Posted};
use serde_json::Value;

/// How long any one answer may take.
pub const T: Duration = Duration::from_secs(30);

/// Writes the config of a bot against `fake` at `path`: its data in `data_dir`, the clock
/// looking every second, and `more` (further TOML sections) after.
pub fn write_config(path: &Path, fake: &FakeDiscord, data_dir: &str, more: &str) {
    // The fake as `https://discord.com`: serenity's rate limiter on, as against Discord.
    let ca = path.with_extension("ca.pem");
    std::fs::write(&ca, fake_discord::TEST_CA_PEM).unwrap();
    std::fs::write(
        path,
        format!(
            "data_dir = \"{data_dir}\"\n[games]\nclock_seconds = 1\n[discord]\ndev_guild = {}\napi_address = \"{}\"\napi_ca_file = {:?}\n{more}",
            fake.guild_id(),
            fake.tls_addr(),
            ca.file_name().unwrap().to_str().unwrap(),
        ),
    )
    .unwrap();
}

/// A running `palace serve` process, killed when dropped if it is still running, so that
/// a failing test (a panic between [`start`] and [`stop`]) leaves no bot behind. It
/// derefs to its [`Child`].
pub struct Served(Child);

impl Deref for Served {
    type Target = Child;
    fn deref(&self) -> &Child {
        &self.0
    }
}

impl DerefMut for Served {
    fn deref_mut(&mut self) -> &mut Child {
        &mut self.0
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
}

/// Starts `palace serve --config CONFIG EXTRA...` with `token`, its log in `log`: a bot
/// on the real time, as deployed.
pub fn start(config: &Path, extra: &[&str], token: &str, log: &Path) -> Served {
    start_with(config, extra, token, log, false)
}

/// Like [`start`]; with `test_clock`, the bot takes its time from its data directory's
/// `clock-offset` file ([`advance_clock`]) through the test switch
/// `PALACE_TEST_CLOCK_FILE=1`, which no real deployment sets.
pub fn start_with(
    config: &Path,
    extra: &[&str],
    token: &str,
    log: &Path,
    test_clock: bool,
) -> Served {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_palace"));
    cmd.args(["serve", "--config"])
        .arg(config)
        .args(extra)
        .env("DISCORD_TOKEN", token)
        .env("RUST_LOG", "warn")
        .env_remove(palace::time_file::TEST_SWITCH);
    if test_clock {
        cmd.env(palace::time_file::TEST_SWITCH, "1");
    }
    Served(
        cmd.stdout(Stdio::null())
            .stderr(std::fs::File::create(log).unwrap())
            .spawn()
            .unwrap(),
    )
}

/// Waits until the bot started for the `n`th time has identified and registered its
/// commands (the registrations Discord accepted: a refused one is tried again).
pub async fn serving(fake: &FakeDiscord, n: u32) -> Result<(), String> {
    fake.wait_gateway(T, |s| s.identifies >= n && s.connected)
        .await?;
    let deadline = std::time::Instant::now() + T;
    loop {
        let registered = fake
            .requests()
            .iter()
            .filter(|r| r.method == "PUT" && r.path.contains("/commands") && r.status == 200)
            .count();
        if registered >= n as usize {
            return Ok(());
        }
        if std::time::Instant::now() > deadline {
            return Err(format!(
                "the bot started {n} times registered {registered} times"
            ));
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Moves the clock of a bot started with `test_clock` on by `seconds` (its data
/// directory's `clock-offset` file, as `palace play`'s `/wait` does).
pub fn advance_clock(data_dir: &Path, seconds: i64) {
    let file = data_dir.join("clock-offset");
    let now: i64 = std::fs::read_to_string(&file)
        .ok()
        .and_then(|t| t.trim().parse().ok())
        .unwrap_or(0);
    std::fs::write(file, (now + seconds).to_string()).unwrap();
}

/// `who` gives `/name options...` in `channel`; the last post of the answer, and the
/// interaction.
pub async fn slash(
    fake: &FakeDiscord,
    who: &FakeUser,
    channel: u64,
    name: &str,
    options: &[(&str, Value)],
) -> (Posted, InteractionId) {
    let id = fake.slash(who, channel, name, options).await;
    let posts = fake.reply_to(id, T).await.unwrap();
    (posts.last().unwrap().clone(), id)
}

/// `who` clicks the button labelled `label` under `message`; the interaction, answered.
pub async fn click(
    fake: &FakeDiscord,
    who: &FakeUser,
    message: &Posted,
    label: &str,
) -> InteractionId {
    let id = fake.click_label(who, message, label).await.unwrap();
    fake.reply_to(id, T).await.unwrap();
    id
}

/// `red` challenges `black` to Mini Xiangqi in `channel` and `black` clicks Accept; the
/// game's thread once its first board is posted there, and the two interactions.
pub async fn begin_game(
    fake: &FakeDiscord,
    red: &FakeUser,
    black: &FakeUser,
    channel: u64,
) -> (u64, InteractionId, InteractionId) {
    let (challenge, challenged) = slash(
        fake,
        red,
        channel,
        "challenge",
        &[
            ("opponent", black.option()),
            ("variant", Value::from("minixiangqi")),
            ("side", Value::from("red")),
        ],
    )
    .await;
    let mark = fake.mark();
    let accepted = click(fake, black, &challenge, "Accept").await;
    let thread = fake.threads()[0].id;
    fake.wait_for(mark, T, |p| {
        p.channel_id == thread && !p.attachments.is_empty()
    })
    .await
    .unwrap();
    (thread, challenged, accepted)
}

/// Sends SIGTERM and waits (at most [`T`]) for the process to end; its status.
pub async fn stop(bot: &mut Child) -> ExitStatus {
    let status = Command::new("kill")
        .args(["-TERM", &bot.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let deadline = std::time::Instant::now() + T;
    loop {
        if let Some(s) = bot.try_wait().unwrap() {
            return s;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "palace serve did not stop on SIGTERM"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
