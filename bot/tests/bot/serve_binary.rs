//! The built `palace serve` binary against the fake Discord: configured by a file, the
//! token from the environment; killed with SIGKILL in mid-game and started again, it has
//! lost no move and its buttons still work; SIGTERM stops it cleanly. Bad settings are
//! refused before anything starts. It keeps the real time whatever `palace play` wrote in
//! its data directory (only the test switch makes it read the clock file), and warns of a
//! config file that others may read while it holds a password.

use std::process::Command;
use std::time::Duration;

use fake_discord::FakeDiscord;
use serde_json::Value;

use crate::common;

use common::serve::{
    T, advance_clock, begin_game, click, serving, slash, start, start_with, stop, write_config,
};

async fn ready(fake: &FakeDiscord, identifies: u32) {
    serving(fake, identifies).await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_survives_sigkill_in_mid_game_and_stops_cleanly_on_sigterm() {
    let fake = FakeDiscord::start().await;
    let lobby = fake.add_channel("lobby");
    let alice = fake.add_user("Alice");
    let bob = fake.add_user("Bob");
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("palace.toml");
    write_config(&config, &fake, "data", "");
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
        cmd.arg("serve")
            .env_remove("DISCORD_TOKEN")
            .env_remove(palace::time_file::TEST_SWITCH);
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
    // A clock offset file is none of a bot's business: not even read...
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("clock-offset"), "two days").unwrap();
    // A stand-in on 127.0.0.1 whose gateway refuses: with a closed port instead, serenity
    // would fall back to Discord's own gateway address.
    let (base, _) = unreachable_gateway();
    let config = format!(
        "data_dir = {:?}\n[discord]\napi_base = {base:?}\n",
        data.display().to_string()
    );
    // (With no Discord there the bot tries again and again: stopped after a while.)
    let path = dir.path().join("c.toml");
    std::fs::write(&path, &config).unwrap();
    let log = dir.path().join("no-switch.log");
    let mut bot = Command::new(env!("CARGO_BIN_EXE_palace"))
        .args(["serve", "--config"])
        .arg(&path)
        .env("DISCORD_TOKEN", "x")
        .env_remove(palace::time_file::TEST_SWITCH)
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(3);
    while bot.try_wait().unwrap().is_none() && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = bot.kill();
    bot.wait().unwrap();
    let err = std::fs::read_to_string(&log).unwrap();
    assert!(!err.contains("clock-offset"), "{err}");
    // ...unless the test switch is on: then one that `palace play` would refuse is
    // refused here too.
    let out = Command::new(env!("CARGO_BIN_EXE_palace"))
        .args(["serve", "--config"])
        .arg(&path)
        .env("DISCORD_TOKEN", "x")
        .env(palace::time_file::TEST_SWITCH, "1")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_ne!(out.status.code(), Some(0));
    assert!(
        err.contains("clock-offset") && err.contains("two days"),
        "{err}"
    );
    assert!(err.contains("TEST SWITCH"), "said loudly: {err}");
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

/// `palace play` pointed at a live bot's data directory with `/wait 30d` must not time out
/// every game: a bot keeps the real time and never reads the `clock-offset` file. Tests
/// that move a running bot through days turn on the test switch, and the bot says so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_keeps_the_real_time_unless_the_test_switch_is_on() {
    let fake = FakeDiscord::start().await;
    let lobby = fake.add_channel("lobby");
    let alice = fake.add_user("Alice");
    let bob = fake.add_user("Bob");
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("palace.toml");
    write_config(&config, &fake, "data", "");
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    // What `palace play --config palace.toml` with `/wait 30d` leaves behind.
    advance_clock(&data, 30 * 86_400);

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
    // The clock looks every second: a few looks, and nothing fell due.
    tokio::time::sleep(Duration::from_secs(4)).await;
    let due = |fake: &FakeDiscord| {
        fake.posted()
            .iter()
            .filter(|p| {
                p.content.contains("did not move in time") || p.content.contains("Reminder")
            })
            .count()
    };
    assert_eq!(due(&fake), 0, "the bot read the clock-offset file");
    let exit = stop(&mut bot).await;
    let logged = std::fs::read_to_string(&log).unwrap();
    assert!(exit.success(), "{exit:?}\n{logged}");
    assert!(!logged.contains("TEST SWITCH"), "{logged}");

    // The same bot with the test switch: 30 days on, Bob has lost on time.
    let log = dir.path().join("switched.log");
    let mut bot = start_with(&config, &[], &fake.token(), &log, true);
    ready(&fake, 2).await;
    let logged = std::fs::read_to_string(&log).unwrap();
    assert!(
        logged.contains("WARN") && logged.contains("TEST SWITCH PALACE_TEST_CLOCK_FILE IS ON"),
        "said loudly at start: {logged}"
    );
    fake.wait_for(fake_discord::Mark::default(), T, |p| {
        p.content.contains("did not move in time")
    })
    .await
    .unwrap();
    let exit = stop(&mut bot).await;
    assert!(exit.success(), "{exit:?}");
}

/// A config file that holds the database password and that others may read is named in
/// a warning at start (the password never); the data directory is made the owner's only.
#[cfg(unix)]
#[test]
fn a_config_holding_a_password_that_others_may_read_is_warned_of() {
    use std::os::unix::fs::PermissionsExt;

    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("palace.toml");
    std::fs::write(
        &config,
        "data_dir = \"data\"\n[discord]\napi_base = \"http://127.0.0.1:1\"\n\
         [store]\nbackend = \"postgres\"\n\
         url = \"host=127.0.0.1 port=1 user=palace password='pw s3cret' dbname=palace\"\n",
    )
    .unwrap();
    std::fs::set_permissions(&config, std::fs::Permissions::from_mode(0o644)).unwrap();
    let run = || {
        let out = Command::new(env!("CARGO_BIN_EXE_palace"))
            .args(["serve", "--config"])
            .arg(&config)
            .env("DISCORD_TOKEN", "x")
            .env_remove("RUST_LOG")
            .env_remove(palace::time_file::TEST_SWITCH)
            .output()
            .unwrap();
        assert_ne!(out.status.code(), Some(0), "no database at port 1");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let err = run();
    assert!(
        err.contains("WARN")
            && err.contains("holds the database password and is readable by others")
            && err.contains("chmod 600"),
        "{err}"
    );
    // Neither in the warning nor in the error of the unreachable database.
    assert!(err.contains("password=***"), "{err}");
    assert!(!err.contains("s3cret"), "{err}");
    let data = dir.path().join("data");
    let mode = std::fs::metadata(&data).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o700, "{mode:o}");

    std::fs::set_permissions(&config, std::fs::Permissions::from_mode(0o600)).unwrap();
    let err = run();
    assert!(!err.contains("readable by others"), "{err}");
}

/// A stand-in for a Discord that cannot be reached, all on 127.0.0.1: every HTTP request
/// is answered with a gateway address (its own), so that serenity does not fall back to
/// the real `wss://gateway.discord.gg`, and the websocket handshake there fails (200
/// instead of 101). Returns its base URL and the request lines it has seen.
fn unreachable_gateway() -> (String, std::sync::Arc<std::sync::Mutex<Vec<String>>>) {
    use std::io::{Read, Write};

    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let body = format!(
        "{{\"url\":\"ws://{}\"}}",
        base.trim_start_matches("http://")
    );
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let log = seen.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut head = Vec::new();
            let mut buf = [0u8; 1024];
            while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                match stream.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => head.extend_from_slice(&buf[..n]),
                }
            }
            let line = String::from_utf8_lossy(&head)
                .lines()
                .next()
                .unwrap_or_default()
                .to_owned();
            log.lock().unwrap().push(line);
            let _ = write!(
                stream,
                "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                body.len()
            );
        }
    });
    (base, seen)
}

/// A bot that cannot reach Discord goes on trying to connect, and SIGTERM still stops
/// it at once (serenity's `shutdown_all` stops only shards that run, and none does).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_a_bot_that_cannot_reach_discord() {
    let (base, seen) = unreachable_gateway();
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("palace.toml");
    std::fs::write(
        &config,
        format!("data_dir = \"data\"\n[discord]\napi_base = \"{base}\"\n"),
    )
    .unwrap();
    let log = dir.path().join("palace.log");
    let mut bot = start(&config, &[], "x", &log);
    // Waits until the bot tries the gateway's websocket: it runs and retries.
    let deadline = std::time::Instant::now() + T;
    while !seen.lock().unwrap().iter().any(|l| l.contains("v=10")) {
        assert!(
            std::time::Instant::now() < deadline,
            "the bot never tried the gateway: {:?}\n{}",
            seen.lock().unwrap(),
            std::fs::read_to_string(&log).unwrap()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let asked = std::time::Instant::now();
    let term = Command::new("kill")
        .args(["-TERM", &bot.id().to_string()])
        .status()
        .unwrap();
    assert!(term.success());
    let exit = loop {
        if let Some(status) = bot.try_wait().unwrap() {
            break Some(status);
        }
        if asked.elapsed() > Duration::from_secs(10) {
            // Left running it would outlive the test.
            bot.kill().unwrap();
            bot.wait().unwrap();
            break None;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    let logged = std::fs::read_to_string(&log).unwrap();
    let exit = exit.unwrap_or_else(|| panic!("SIGTERM did not stop it within 10 s\n{logged}"));
    assert!(exit.success(), "{exit:?}\n{logged}");
}
