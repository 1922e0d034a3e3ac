//! Two `palace serve` processes on one PostgreSQL database, each running half of the
//! Discord shards (`--shards 0..1/2` and `--shards 1..2/2`) against the fake Discord:
//! the guild's interactions reach only the process of its shard, games go on whichever
//! process answers, and the two clocks send each reminder and each timeout once.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use fake_discord::FakeDiscord;
use serde_json::Value;
use test_postgres::TestPostgres;

use crate::common;

use common::serve::{T, advance_clock, begin_game, slash, start_with, stop, write_config};

fn config(dir: &Path, name: &str, fake: &FakeDiscord, url: &str) -> PathBuf {
    let path = dir.join(format!("{name}.toml"));
    write_config(
        &path,
        fake,
        name,
        &format!("[store]\nbackend = \"postgres\"\nurl = \"{url}\"\n"),
    );
    path
}

/// Moves both processes' clocks on by `seconds` (their `clock-offset` files, which they
/// read through the test switch).
fn advance(dir: &Path, seconds: i64) {
    for name in ["a", "b"] {
        advance_clock(&dir.join(name), seconds);
    }
}

fn count(fake: &FakeDiscord, channel: u64, text: &str) -> usize {
    fake.posted()
        .iter()
        .filter(|p| p.channel_id == channel && p.content.contains(text))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_the_shards_one_database_and_the_clock() {
    let url = TestPostgres::shared().fresh_database();
    let fake = FakeDiscord::start_with_guild_on_shard(1, 2).await;
    let lobby = fake.add_channel("lobby");
    let alice = fake.add_user("Alice");
    let bob = fake.add_user("Bob");
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let mut a = start_with(
        &config(d, "a", &fake, &url),
        &["--shards", "0..1/2"],
        &fake.token(),
        &d.join("a.log"),
        true,
    );
    let mut b = start_with(
        &config(d, "b", &fake, &url),
        &["--shards", "1..2/2"],
        &fake.token(),
        &d.join("b.log"),
        true,
    );
    for (shard, log) in [(0, "a.log"), (1, "b.log")] {
        if let Err(e) = fake.wait_shard_ready(shard, T).await {
            panic!(
                "shard {shard}: {e}\n{}",
                std::fs::read_to_string(d.join(log)).unwrap()
            );
        }
    }
    assert_eq!(fake.num_shards(), Some(2));
    fake.wait_ready(T).await.unwrap();

    let (thread, challenged, accepted) = begin_game(&fake, &alice, &bob, lobby).await;
    for id in [challenged, accepted] {
        let shard = fake.interaction(id).unwrap().shard;
        assert_eq!(shard, Some(1), "the guild's shard answers");
    }
    let (moved, _) = slash(
        &fake,
        &alice,
        thread,
        "move",
        &[("text", Value::from("b1b3"))],
    )
    .await;
    assert!(moved.content.contains("Alice played"), "{}", moved.content);

    // Bob's deadline is 3 days away: 24 h before it, both clocks look (every second) and
    // one reminder goes out (in the game's thread, mentioning Bob: his default way of
    // hearing of his turns); then the timeout, once.
    let bob_dm = fake.dm_channel(&bob);
    advance(d, 2 * 86_400 + 60);
    let mark = fake.mark();
    fake.wait_for(mark, T, |p| {
        p.channel_id == thread && p.content.contains("Reminder: game")
    })
    .await
    .unwrap();
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(count(&fake, thread, "Reminder"), 1, "one reminder");
    assert_eq!(
        count(&fake, bob_dm, "Reminder"),
        0,
        "one notification, not two"
    );
    advance(d, 86_400);
    let mark = fake.mark();
    fake.wait_for(mark, T, |p| p.content.contains("did not move in time"))
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_secs(3)).await;
    let timeouts = fake
        .posted()
        .iter()
        .filter(|p| p.content.contains("did not move in time"))
        .count();
    assert_eq!(timeouts, 1, "one timeout");
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());

    for (child, log) in [(&mut a, "a.log"), (&mut b, "b.log")] {
        let status = stop(child).await;
        assert!(
            status.success(),
            "{status}: {}",
            std::fs::read_to_string(d.join(log)).unwrap()
        );
    }
}

#[test]
fn a_bad_shard_range_is_refused_before_anything_starts() {
    for bad in ["0..3/2", "1..1/2", "x"] {
        let out = Command::new(env!("CARGO_BIN_EXE_palace"))
            .args(["serve", "--shards", bad])
            .env("DISCORD_TOKEN", "t")
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let e = String::from_utf8_lossy(&out.stderr);
        assert!(e.contains("FIRST"), "{bad}: {e}");
    }
}
