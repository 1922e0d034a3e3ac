//! Palace on PostgreSQL with several processes: two `palace play` processes moving the
//! same games at once apply every move once; two clocks send each reminder once; a
//! database killed mid-command loses nothing that was acknowledged; a newer schema is
//! refused. The tests start their own PostgreSQL server (see `test_postgres`).

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use palace::model::{DAY, HOUR, Time};
use palace::play::line::{Line, parse};
use palace::service::message::Event;
use palace::service::{Config, Service};
use palace::store::{Counter, PgStore, Store, StoreError};
use palace::voice::Spoken;
use rules::{AnyGame, Record, Variant};
use test_postgres::TestPostgres;

const NOW: Time = 1_800_000_000;

fn service(url: &str) -> Service<PgStore> {
    Service::new(
        PgStore::open(url).unwrap(),
        Config::default(),
        palace::voice::pictures(),
    )
}

fn say<S: Store>(s: &Service<S>, line: &str, now: Time) -> Vec<Spoken> {
    match parse(line).unwrap() {
        Line::Command(c) => palace::voice::speak_all(s.handle(&c, now)),
        other => panic!("{line}: {other:?}"),
    }
}

fn ok<S: Store>(s: &Service<S>, line: &str, now: Time) -> Vec<Spoken> {
    let out = say(s, line, now);
    assert!(out.iter().all(|m| !m.error), "{line}: {out:#?}");
    out
}

/// Starts a Mini Xiangqi game of alice (red) against bob; its id.
fn start<S: Store>(s: &Service<S>, now: Time) -> u64 {
    ok(s, "alice: /challenge @bob minixiangqi side:red", now);
    let out = ok(s, "bob: /accept", now);
    out[0]
        .text
        .strip_prefix("Game ")
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{out:#?}"))
}

/// Who plays ply `ply` (0-based): alice is Red.
fn mover(ply: usize) -> &'static str {
    if ply.is_multiple_of(2) {
        "alice"
    } else {
        "bob"
    }
}

/// A Mini Xiangqi game of `plies` quiet moves in which a move, once played, is never
/// legal again for its side later on: so a process that is behind and sends a move
/// already played is always refused, and "every move applied once" can be checked by
/// comparing records.
fn race_safe_game(plies: usize) -> Vec<String> {
    for seed in 1..10_000u64 {
        let mut rng = engine::SplitMix64::new(seed);
        let mut game = AnyGame::from_record(&Record::new(Variant::MiniXiangqi)).unwrap();
        let mut moves: Vec<String> = Vec::new();
        let mut fine = true;
        while fine && moves.len() < plies {
            let color = game.turn();
            let legal = game.moves_for(color);
            // Earlier moves of this side must all be illegal now.
            let own_earlier = moves.iter().skip(moves.len() % 2).step_by(2);
            if own_earlier
                .clone()
                .any(|m| legal.iter().any(|c| &c.coordinate == m))
            {
                fine = false;
                break;
            }
            let quiet: Vec<_> = legal.iter().filter(|m| !m.capture && !m.check).collect();
            if quiet.is_empty() {
                fine = false;
                break;
            }
            let m = quiet[rng.below(quiet.len())];
            game.play_as(color, &m.coordinate).unwrap();
            fine = game.outcome().is_none();
            moves.push(m.coordinate.clone());
        }
        if fine && moves.len() == plies {
            return moves;
        }
    }
    panic!("no race-safe game found");
}

fn palace(args: &[&str], config: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_palace"));
    c.arg(args[0]).arg("--config").arg(config).args(&args[1..]);
    c
}

fn write_config(dir: &Path, name: &str, url: &str) -> std::path::PathBuf {
    let path = dir.join(format!("{name}.toml"));
    std::fs::write(
        &path,
        format!("data_dir = \"{name}-data\"\n[store]\nbackend = \"postgres\"\nurl = \"{url}\"\n"),
    )
    .unwrap();
    path
}

#[test]
fn two_processes_moving_the_same_games_at_once_apply_every_move_once() {
    let url = TestPostgres::shared().fresh_database();
    let setup = service(&url);
    // Every race must apply each move once. On a loaded machine one process may happen
    // to finish before the other begins, which raced nothing: then race again, on new
    // games.
    let raced = (0..5).any(|_| race_on_new_games(&url, &setup));
    assert!(raced, "one process did everything, five times");
}

/// Starts ten games and has two `palace play` processes on `url` send every move of them
/// at once; asserts each move was applied and acknowledged once, and returns whether both
/// processes applied some.
fn race_on_new_games(url: &str, setup: &Service<PgStore>) -> bool {
    // Real time: the processes run on the system clock.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as Time;
    let games: Vec<u64> = (0..10).map(|_| start(setup, now)).collect();
    let plan = race_safe_game(12);
    // Both processes send every move of every game, ply by ply across the games.
    let mut script = String::new();
    for (ply, m) in plan.iter().enumerate() {
        for g in &games {
            script.push_str(&format!("{}: /move {m} game:{g}\n", mover(ply)));
        }
    }
    let dir = tempfile::tempdir().unwrap();
    // Each process reads its lines from standard input; both are started and have
    // answered a first line before either gets the moves, so that they race from the
    // first move on.
    let mut children: Vec<_> = ["one", "two"]
        .iter()
        .map(|name| {
            let config = write_config(dir.path(), name, url);
            palace(&["play", "--json"], &config)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let mut readers = Vec::new();
    for c in &mut children {
        let mut stdin = c.stdin.take().unwrap();
        writeln!(stdin, "carol: /help").unwrap();
        let mut lines = BufReader::new(c.stdout.take().unwrap()).lines();
        let first = lines.next().unwrap().unwrap();
        assert!(first.contains("\"to\":\"reply\""), "{first}");
        readers.push((stdin, lines));
    }
    let outputs: Vec<(Vec<String>, std::process::ExitStatus, String)> = std::thread::scope(|s| {
        let handles: Vec<_> = readers
            .into_iter()
            .zip(children)
            .map(|((mut stdin, lines), mut child)| {
                let script = &script;
                s.spawn(move || {
                    stdin.write_all(script.as_bytes()).unwrap();
                    drop(stdin);
                    let out: Vec<String> = lines.map(|l| l.unwrap()).collect();
                    let mut err = String::new();
                    child
                        .stderr
                        .take()
                        .unwrap()
                        .read_to_string(&mut err)
                        .unwrap();
                    (out, child.wait().unwrap(), err)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut applied = vec![0usize; games.len()];
    for (lines, status, err) in &outputs {
        assert!(status.success(), "{err}");
        for line in lines {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            let text = v["text"].as_str().unwrap();
            if v["error"] == true {
                // The other process was first (a move already played, or not this
                // player's turn yet): refused by the rules, never by the store.
                assert!(!text.starts_with("storage error"), "{text}");
                continue;
            }
            // Each move applied shows the position once, in public, with a picture.
            if v["to"] == "public" && !v["picture"].is_null() {
                let g: u64 = text
                    .strip_prefix("Game ")
                    .and_then(|t| t.split(|c: char| !c.is_ascii_digit()).next())
                    .and_then(|n| n.parse().ok())
                    .unwrap_or_else(|| panic!("{text}"));
                applied[games.iter().position(|&x| x == g).unwrap()] += 1;
            }
        }
    }
    for (i, &g) in games.iter().enumerate() {
        let doc = setup.store().game(g).unwrap().unwrap().doc;
        assert_eq!(doc.moves, plan, "game {g}: every move once, in order");
        assert_eq!(
            applied[i],
            plan.len(),
            "game {g}: one acknowledgement per move"
        );
    }
    // Both processes did part of the work (else this raced nothing).
    let worked = |o: &(Vec<String>, std::process::ExitStatus, String)| {
        o.0.iter()
            .filter(|l| l.contains("\"error\":false") && l.contains("\"to\":\"public\""))
            .count()
    };
    worked(&outputs[0]) > 0 && worked(&outputs[1]) > 0
}

#[test]
fn two_clocks_on_one_database_send_each_reminder_and_timeout_once() {
    let url = TestPostgres::shared().fresh_database();
    let a = service(&url);
    let b = service(&url);
    let games: Vec<u64> = (0..12).map(|_| start(&a, NOW)).collect();
    // Both sides move in each (a game that ends before both have moved counts for
    // nothing), and alice is to move again.
    for g in &games {
        ok(&a, &format!("alice: /move b1b3 game:{g}"), NOW);
        ok(&a, &format!("bob: /move b7b6 game:{g}"), NOW);
    }
    // Both processes look at the clock at the same moments, many times, from 1 hour
    // before the deadline (the 24 h and 1 h reminders are due) to past it, and once more
    // when the claims have lapsed: a timeout that lost every race for the players'
    // results (all 12 games are alice's and bob's) is left for that look, never lost.
    let sent = Mutex::new(Vec::<Spoken>::new());
    for now in [
        NOW + 3 * DAY - HOUR,
        NOW + 3 * DAY - HOUR + 5,
        NOW + 3 * DAY + 1,
        NOW + 3 * DAY + 1 + palace::service::CLAIM_LEASE,
    ] {
        std::thread::scope(|s| {
            for svc in [&a, &b, &a, &b] {
                let sent = &sent;
                s.spawn(move || {
                    let out = palace::voice::speak_all(svc.tick(now));
                    sent.lock().unwrap().extend(out);
                });
            }
        });
    }
    let sent = sent.into_inner().unwrap();
    for &g in &games {
        let reminders = sent
            .iter()
            .filter(|m| {
                m.event == Some(Event::Reminded { game: g })
                    && m.ping == Some(palace::model::UserId("alice".into()))
                    && m.text
                        .starts_with(&format!("Reminder: game {g}, alice to move;"))
            })
            .count();
        assert_eq!(
            reminders, 1,
            "game {g}: one reminder (24 h and 1 h together)"
        );
        let timeouts = sent
            .iter()
            .filter(|m| m.text == format!("Game {g}: alice did not move in time."))
            .count();
        assert_eq!(timeouts, 1, "game {g}: one timeout");
        let doc = a.store().game(g).unwrap().unwrap().doc;
        assert_eq!(doc.ending.as_deref(), Some("black wins timeout"));
    }
    let bob = a.store().player(&palace::model::UserId("bob".into()));
    let wins = bob.unwrap().unwrap().doc.results["minixiangqi"].wins;
    assert_eq!(wins, 12, "each timeout counted once");
}

#[test]
fn a_database_killed_mid_command_loses_nothing_acknowledged() {
    let pg = TestPostgres::start_durable();
    let url = pg.fresh_database();
    let svc = Arc::new(service(&url));
    let games: Vec<u64> = (0..4).map(|_| start(&*svc, NOW)).collect();
    let plan = race_safe_game(16);
    // One player thread per game, moving as fast as it can, retrying what failed.
    let acknowledged = Arc::new(Mutex::new(Vec::<(u64, usize)>::new()));
    let failures = Arc::new(Mutex::new(Vec::<String>::new()));
    let workers: Vec<_> = games
        .iter()
        .map(|&g| {
            let (svc, plan, ack, fail) = (
                svc.clone(),
                plan.clone(),
                acknowledged.clone(),
                failures.clone(),
            );
            std::thread::spawn(move || {
                let mut ply = 0;
                let mut tries = 0;
                while ply < plan.len() && tries < 2000 {
                    tries += 1;
                    let out = say(
                        &*svc,
                        &format!("{}: /move {} game:{g}", mover(ply), plan[ply]),
                        NOW,
                    );
                    if out.iter().all(|m| !m.error) {
                        ack.lock().unwrap().push((g, ply));
                        ply += 1;
                        continue;
                    }
                    let text = out[0].text.clone();
                    if text.starts_with("it is not your turn") || text.contains("no piece") {
                        // A move whose commit reached the database but whose answer was
                        // lost with the connection: it was applied; go on.
                        let doc = svc.store().game(g).map(|d| d.unwrap().doc.moves.len());
                        if let Ok(n) = doc
                            && n > ply
                        {
                            ply = n;
                            continue;
                        }
                    }
                    fail.lock().unwrap().push(text);
                    std::thread::sleep(Duration::from_millis(20));
                }
            })
        })
        .collect();
    // Kill the server (as a crash: no shutdown) while moves are flowing, then start it
    // again.
    while acknowledged.lock().unwrap().len() < 10 {
        std::thread::sleep(Duration::from_millis(5));
    }
    pg.kill();
    let at_kill = acknowledged.lock().unwrap().clone();
    std::thread::sleep(Duration::from_millis(500));
    pg.restart();
    for w in workers {
        w.join().unwrap();
    }
    let failures = failures.lock().unwrap().clone();
    assert!(
        !failures.is_empty(),
        "the kill should have been seen by some command"
    );
    for f in &failures {
        assert!(
            f.starts_with("Palace's storage failed (")
                || f.starts_with("the connection to the database broke while saving ("),
            "a clear message: {f}"
        );
    }
    for &g in &games {
        let doc = svc.store().game(g).unwrap().unwrap().doc;
        assert_eq!(doc.moves, plan, "game {g}");
    }
    // Everything acknowledged before the kill was on disk when the server died.
    let fresh = PgStore::open(&url).unwrap();
    for (g, ply) in at_kill {
        let moves = fresh.game(g).unwrap().unwrap().doc.moves;
        assert_eq!(moves[ply], plan[ply]);
    }
}

#[test]
fn a_database_of_a_newer_palace_is_refused_and_an_unreachable_one_named() {
    let pg = TestPostgres::shared();
    let url = pg.fresh_database();
    let store = PgStore::open(&url).unwrap();
    assert_eq!(store.schema_version().unwrap(), 7);
    drop(store);
    // Opening again migrates nothing and keeps the data.
    PgStore::open(&url).unwrap();
    pg.psql(&url, "UPDATE palace_schema SET version = 99");
    let e = PgStore::open(&url).err().unwrap();
    assert!(matches!(e, StoreError::Schema(_)), "{e}");
    assert!(e.to_string().contains("schema version 99"), "{e}");
    let e = PgStore::open("postgres://nobody:secret@127.0.0.1:1/none")
        .err()
        .unwrap();
    assert!(e.to_string().contains("cannot reach the database"), "{e}");
    assert!(!e.to_string().contains("secret"), "{e}");
}

#[test]
fn a_database_with_the_one_old_counter_numbers_games_and_challenges_on_from_it() {
    let pg = TestPostgres::shared();
    let url = pg.fresh_database();
    drop(PgStore::open(&url).unwrap());
    // Back to schema 1: one sequence for games and challenges together, at 7 (and none
    // of schema 3's columns, schema 4's servers, schema 5's tournaments or schema 7's
    // slugs).
    pg.psql(
        &url,
        "DROP SEQUENCE palace_game_ids; DROP SEQUENCE palace_challenge_ids; \
         CREATE SEQUENCE palace_ids; SELECT setval('palace_ids', 7); \
         ALTER TABLE games DROP COLUMN scope; ALTER TABLE players DROP COLUMN servers; \
         DROP TABLE servers; DROP TABLE tournaments; DROP SEQUENCE palace_tournament_ids; \
         ALTER TABLE games DROP COLUMN slug; UPDATE palace_schema SET version = 1",
    );
    let store = PgStore::open(&url).unwrap();
    assert_eq!(store.schema_version().unwrap(), 7);
    assert_eq!(store.next_id(Counter::Game).unwrap(), 8);
    assert_eq!(store.next_id(Counter::Game).unwrap(), 9);
    assert_eq!(store.next_id(Counter::Challenge).unwrap(), 8);
    let dump = store.dump().unwrap();
    assert_eq!((dump.last_game_id, dump.last_challenge_id), (9, 8));
    // A new database numbers each kind from 1.
    let fresh = PgStore::open(&pg.fresh_database()).unwrap();
    assert_eq!(fresh.next_id(Counter::Challenge).unwrap(), 1);
    assert_eq!(fresh.next_id(Counter::Game).unwrap(), 1);
}

#[test]
fn processes_starting_at_once_on_a_new_database_create_the_schema_once() {
    let pg = TestPostgres::shared();
    for _ in 0..10 {
        let url = pg.fresh_database();
        let opened: Vec<Result<i32, StoreError>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4)
                .map(|_| s.spawn(|| PgStore::open(&url).and_then(|st| st.schema_version())))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        for o in opened {
            assert_eq!(o, Ok(7));
        }
    }
}
