//! `palace backup` and `palace restore` as a user runs them: a sled store played with
//! `palace play` moves to PostgreSQL and back without losing a byte, games go on after
//! the move, and every mistake (an existing output file, a store that is not empty, a
//! damaged backup) is refused with a clear message and changes nothing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use test_postgres::TestPostgres;

fn palace(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_palace"))
        .args(args)
        .output()
        .unwrap()
}

fn ok(args: &[&str]) -> String {
    let out = palace(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Runs a command that must fail with exit code 2; its error text.
fn refused(args: &[&str]) -> String {
    let out = palace(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
    String::from_utf8(out.stderr).unwrap()
}

fn config(dir: &Path, name: &str, store: &str) -> PathBuf {
    let path = dir.join(format!("{name}.toml"));
    std::fs::write(&path, format!("data_dir = \"{name}\"\n{store}")).unwrap();
    path
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn a_store_moves_from_sled_to_postgres_and_back_losing_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let sled_a = config(d, "a", "");
    let url = TestPostgres::shared().fresh_database();
    let pg = config(
        d,
        "pg",
        &format!("[store]\nbackend = \"postgres\"\nurl = \"{url}\"\n"),
    );
    let sled_c = config(d, "c", "");
    // A little of everything: a finished rated game, a running one with a draw offer, a
    // dark game, an open challenge, a player's settings, a server's.
    let script = d.join("script.txt");
    std::fs::write(
        &script,
        "alice: /challenge @bob minixiangqi side:red\nbob: /accept\n\
         alice: /move b1b3\nbob: /resign\n\
         alice: /challenge @bob xiangqi side:black\nbob: /accept\nbob: /move C2=5\n\
         alice: /draw offer\n\
         carol: /challenge @dave dark-minixiangqi\ndave: /accept\n\
         erin: /challenge minishogi\nbob: /settings notify:false\n\
         alice: /settings for:server notation:iccs\n",
    )
    .unwrap();
    let played = ok(&["play", "--config", s(&sled_a), "--script", s(&script)]);
    assert!(played.contains("Game 2"), "{played}");
    let b1 = d.join("b1.txt");
    let said = ok(&["backup", "--config", s(&sled_a), "--out", s(&b1)]);
    assert!(
        said.starts_with("backed up 3 games, 1 challenge, 5 players, 1 server"),
        "{said}"
    );
    let said = ok(&["restore", s(&b1), "--config", s(&pg)]);
    assert!(said.starts_with("restored 3 games"), "{said}");
    assert!(said.contains("PostgreSQL at postgres://"), "{said}");
    let b2 = d.join("b2.txt");
    ok(&["backup", "--config", s(&pg), "--out", s(&b2)]);
    let text = std::fs::read_to_string(&b1).unwrap();
    assert_eq!(
        text,
        std::fs::read_to_string(&b2).unwrap(),
        "sled -> PostgreSQL"
    );
    ok(&["restore", s(&b2), "--config", s(&sled_c)]);
    let b3 = d.join("b3.txt");
    ok(&["backup", "--config", s(&sled_c), "--out", s(&b3)]);
    assert_eq!(
        text,
        std::fs::read_to_string(&b3).unwrap(),
        "PostgreSQL -> sled"
    );

    // The games go on where they were, on the new store; new ids follow the old ones.
    let more = d.join("more.txt");
    std::fs::write(
        &more,
        "bob: /draw accept game:2\nfrank: /challenge @gina minixiangqi\n",
    )
    .unwrap();
    let out = ok(&["play", "--config", s(&pg), "--script", s(&more)]);
    assert!(out.contains("Draw by agreement"), "{out}");
    let last_id: u64 = text
        .lines()
        .next()
        .and_then(|h| serde_json::from_str::<serde_json::Value>(h).ok())
        .and_then(|h| h["last_challenge_id"].as_u64())
        .unwrap();
    assert!(
        out.contains(&format!("challenge:{}", last_id + 1)),
        "new ids go on from {last_id}: {out}"
    );
}

#[test]
fn mistakes_are_refused_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let a = config(d, "a", "");
    let script = d.join("script.txt");
    std::fs::write(
        &script,
        "alice: /challenge @bob minixiangqi\nbob: /accept\n",
    )
    .unwrap();
    ok(&["play", "--config", s(&a), "--script", s(&script)]);
    let b = d.join("b.txt");
    ok(&["backup", "--config", s(&a), "--out", s(&b)]);
    let before = std::fs::read_to_string(&b).unwrap();

    // An existing file is never overwritten.
    let e = refused(&["backup", "--config", s(&a), "--out", s(&b)]);
    assert!(e.contains("already exists"), "{e}");
    assert_eq!(std::fs::read_to_string(&b).unwrap(), before);
    // A store that already holds data is not restored into.
    let e = refused(&["restore", s(&b), "--config", s(&a)]);
    assert!(
        e.contains("nothing was restored") && e.contains("already holds"),
        "{e}"
    );
    // A damaged backup is refused before anything is written.
    let lines: Vec<&str> = before.lines().collect();
    let cut = d.join("cut.txt");
    std::fs::write(&cut, lines[..lines.len() - 1].join("\n")).unwrap();
    let fresh = config(d, "fresh", "");
    let e = refused(&["restore", s(&cut), "--config", s(&fresh)]);
    assert!(e.contains("incomplete"), "{e}");
    assert!(!d.join("fresh").exists(), "nothing created");
    let e = refused(&["restore", s(&d.join("missing.txt")), "--config", s(&fresh)]);
    assert!(e.contains("cannot read"), "{e}");
    // No store where the config points.
    let e = refused(&[
        "backup",
        "--config",
        s(&fresh),
        "--out",
        s(&d.join("x.txt")),
    ]);
    assert!(e.contains("there is no store"), "{e}");
    // An unreachable database is named without its password, in every form of DSN.
    for url in [
        "postgres://palace:hunter2@127.0.0.1:1/palace",
        "postgres://palace@127.0.0.1:1/palace?password=hunter2",
        "host=127.0.0.1 port=1 user=palace password=hunter2 dbname=palace",
        "host=127.0.0.1 port=1 user=palace password='hunter2 hunter2' dbname=palace",
    ] {
        let down = config(
            d,
            "down",
            &format!("[store]\nbackend = \"postgres\"\nurl = \"{url}\"\n"),
        );
        let e = refused(&["restore", s(&b), "--config", s(&down)]);
        assert!(e.contains("cannot reach the database"), "{e}");
        assert!(!e.contains("hunter2") && e.contains("***"), "{e}");
    }
    // The original store is as it was.
    let again = d.join("again.txt");
    ok(&["backup", "--config", s(&a), "--out", s(&again)]);
    assert_eq!(std::fs::read_to_string(&again).unwrap(), before);
}

/// The data directory `palace play` makes, its clock file, a backup and the folders
/// `palace restore` makes are the owner's only, whatever the umask.
#[cfg(unix)]
#[test]
fn the_data_directory_and_backups_are_the_owners_only() {
    use std::os::unix::fs::PermissionsExt;

    let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let a = config(d, "a", "");
    let script = d.join("script.txt");
    std::fs::write(
        &script,
        "alice: /challenge @bob minixiangqi\nbob: /accept\nalice: /wait 1d\n",
    )
    .unwrap();
    ok(&["play", "--config", s(&a), "--script", s(&script)]);
    assert_eq!(mode(&d.join("a")), 0o700);
    assert_eq!(mode(&d.join("a/clock-offset")), 0o600);
    let data = d.join("play-data");
    ok(&["play", "--data", s(&data), "--script", s(&script)]);
    assert_eq!(mode(&data), 0o700);
    let b = d.join("b.txt");
    ok(&["backup", "--config", s(&a), "--out", s(&b)]);
    assert_eq!(mode(&b), 0o600);
    let fresh = config(d, "fresh", "");
    ok(&["restore", s(&b), "--config", s(&fresh)]);
    assert_eq!(mode(&d.join("fresh")), 0o700);
    assert_eq!(mode(&d.join("fresh/store")), 0o700);
}
