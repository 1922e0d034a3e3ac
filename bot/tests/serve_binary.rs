//! The built `palace serve` binary against the fake Discord: configured by a file, the
//! token from the environment; killed with SIGKILL in mid-game and started again, it has
//! lost no move and its buttons still work; SIGTERM stops it cleanly. Bad settings are
//! refused before anything starts.

use std::process::Command;
use std::time::Duration;

use fake_discord::FakeDiscord;
use serde_json::Value;

mod common;

use common::serve::{T, begin_game, click, slash, start, stop};

async fn ready(fake: &FakeDiscord, identifies: u32) {
    fake.wait_gateway(T, |s| s.identifies >= identifies && s.connected)
        .await
        .unwrap();
    let deadline = tokio::time::Instant::now() + T;
    while fake
        .requests()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.contains("/commands"))
        .count()
        < identifies as usize
    {
        assert!(
            tokio::time::Instant::now() < deadline,
            "no command registration"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_survives_sigkill_in_mid_game_and_stops_cleanly_on_sigterm() {
    let fake = FakeDiscord::start().await;
    let lobby = fake.add_channel("lobby");
    let alice = fake.add_user("Alice");
    let bob = fake.add_user("Bob");
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("palace.toml");
    std::fs::write(
        &config,
        format!(
            "data_dir = \"data\"\n[games]\nclock_seconds = 1\n[discord]\ndev_guild = {}\napi_base = \"{}\"\n",
            fake.guild_id(),
            fake.api_base()
        ),
    )
    .unwrap();
    let log = dir.path().join("palace.log");
    let mut bot = start(&config, &[], &fake.token(), &log);
    ready(&fake, 1).await;

    let (thread, _, _) = begin_game(&fake, &alice, &bob, lobby).await;
    let (moved, _) = slash(
        &fake,
        &alice,
        thread,
        "move",
        &[("text", Value::from("b1b3"))],
    )
    .await;
    assert!(moved.content.contains("Alice played"), "{}", moved.content);
    let (offer, _) = slash(
        &fake,
        &bob,
        thread,
        "draw",
        &[("action", Value::from("offer"))],
    )
    .await;

    // Killed without warning: everything acknowledged is on disk.
    bot.kill().unwrap();
    bot.wait().unwrap();
    let mut bot = start(&config, &[], &fake.token(), &log);
    ready(&fake, 2).await;
    let mark = fake.mark();
    click(&fake, &alice, &offer, "Accept draw").await;
    fake.wait_for(mark, T, |p| {
        p.channel_id == thread && p.content.contains("Draw by agreement")
    })
    .await
    .unwrap();
    let (record, _) = slash(&fake, &alice, thread, "export", &[]).await;
    assert!(
        record.content.contains("1. C6+2 1/2-1/2"),
        "{}",
        record.content
    );

    // SIGTERM: a clean stop with status 0.
    let exit = stop(&mut bot).await;
    let logged = std::fs::read_to_string(&log).unwrap();
    assert!(exit.success(), "{exit:?}\n{logged}");
    assert!(
        !logged.contains(&fake.token()),
        "the token must never be logged"
    );
    let v = fake.violations();
    assert!(v.is_empty(), "{v:#?}");
}

#[test]
fn bad_settings_are_refused_before_anything_starts() {
    let dir = tempfile::tempdir().unwrap();
    let run = |config: Option<&str>, token: Option<&str>| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_palace"));
        cmd.arg("serve").env_remove("DISCORD_TOKEN");
        if let Some(text) = config {
            let path = dir.path().join("c.toml");
            std::fs::write(&path, text).unwrap();
            cmd.arg("--config").arg(path);
        }
        if let Some(t) = token {
            cmd.env("DISCORD_TOKEN", t);
        }
        let out = cmd.output().unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, err) = run(None, None);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("DISCORD_TOKEN") && err.contains("palace play"),
        "{err}"
    );
    let (code, err) = run(Some("[games]\ndefault_days = 99\n"), Some("x"));
    assert_eq!(code, Some(2));
    assert!(err.contains("default_days = 99"), "{err}");
    let (code, err) = run(Some("[discord]\napi_base = 5\n"), Some("x"));
    assert_eq!(code, Some(2));
    assert!(err.contains("api_base"), "{err}");
    // A clock offset file that `palace play` would refuse is refused here too.
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("clock-offset"), "two days").unwrap();
    let config = format!(
        "data_dir = {:?}\n[discord]\napi_base = \"http://127.0.0.1:1\"\n",
        data.display().to_string()
    );
    let (code, err) = run(Some(&config), Some("x"));
    assert_ne!(code, Some(0));
    assert!(
        err.contains("clock-offset") && err.contains("two days"),
        "{err}"
    );
    let missing = dir.path().join("nope.toml");
    let out = Command::new(env!("CARGO_BIN_EXE_palace"))
        .args(["serve", "--config"])
        .arg(&missing)
        .env("DISCORD_TOKEN", "x")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read the config file"));
}
