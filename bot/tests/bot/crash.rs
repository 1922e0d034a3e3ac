//! A `palace play` process is killed with SIGKILL at random moments while it applies
//! moves, many times over. After each kill the store opens, every move that was
//! acknowledged is there, nothing is corrupt, and the game goes on from where it was.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use palace::store::{SledStore, Store};

/// Who plays ply `ply` (0-based): alice is Red.
fn mover(ply: usize) -> &'static str {
    if ply.is_multiple_of(2) {
        "alice"
    } else {
        "bob"
    }
}

fn spawn(data: &Path) -> (Child, mpsc::Receiver<serde_json::Value>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_palace"))
        .args(["play", "--json", "--data"])
        .arg(data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if let Ok(v) = serde_json::from_str(&line) {
                let _ = tx.send(v);
            }
        }
    });
    (child, rx)
}

/// Waits for the public message that acknowledges a command (or a refusal).
fn acknowledged(rx: &mpsc::Receiver<serde_json::Value>, want: &str) -> Option<bool> {
    let deadline = Instant::now() + Duration::from_secs(20);
    while let Ok(v) = rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
        if v["error"] == true {
            return Some(false);
        }
        if v["to"] == "public" && v["text"].as_str().is_some_and(|t| t.contains(want)) {
            return Some(true);
        }
    }
    None
}

fn stored_moves(data: &Path) -> Vec<String> {
    let store = SledStore::open(&data.join("store")).expect("the store opens after a kill");
    let ids = store.running_games().unwrap();
    assert_eq!(ids.len(), 1, "{ids:?}");
    let doc = store.game(ids[0]).unwrap().expect("the game is there").doc;
    let game = doc.rebuild().expect("the stored game replays");
    assert_eq!(game.ply(), doc.moves.len());
    doc.moves
}

#[test]
fn acknowledged_moves_survive_sigkill() {
    let data = tempfile::tempdir().unwrap();
    let plan = palace::cli::quiet_xiangqi_game(40, 0x5eed);
    {
        let (mut child, rx) = spawn(data.path());
        let stdin = child.stdin.as_mut().unwrap();
        writeln!(stdin, "alice: /challenge @bob xiangqi side:red days:14").unwrap();
        assert_eq!(acknowledged(&rx, "challenges bob"), Some(true));
        writeln!(stdin, "bob: /accept").unwrap();
        assert_eq!(acknowledged(&rx, "begins"), Some(true));
        child.kill().unwrap();
        child.wait().unwrap();
    }
    let mut rng = engine::SplitMix64::new(0xc0ffee);
    let mut kills = 0;
    while kills < 25 {
        let done = stored_moves(data.path());
        assert_eq!(
            done[..],
            plan[..done.len()],
            "the stored moves are the planned ones"
        );
        if done.len() == plan.len() {
            break;
        }
        let (mut child, rx) = spawn(data.path());
        let kill_after = Duration::from_micros(rng.below(150_000) as u64);
        let started = Instant::now();
        let mut acked = Vec::new();
        {
            let stdin = child.stdin.as_mut().unwrap();
            for (ply, m) in plan.iter().enumerate().skip(done.len()) {
                if started.elapsed() >= kill_after {
                    break;
                }
                let who = mover(ply);
                if writeln!(stdin, "{who}: /move {m}").is_err() {
                    break;
                }
                match acknowledged(&rx, "played") {
                    Some(true) => acked.push(m.clone()),
                    Some(false) => panic!("ply {ply} {m} was refused"),
                    None => break,
                }
            }
        }
        // Kill it, maybe in the middle of a command that was sent but not answered.
        if let Some(stdin) = child.stdin.as_mut() {
            let ply = done.len() + acked.len();
            if let Some(m) = plan.get(ply) {
                let who = mover(ply);
                let _ = writeln!(stdin, "{who}: /move {m}");
            }
        }
        child.kill().unwrap();
        child.wait().unwrap();
        kills += 1;
        let after = stored_moves(data.path());
        let must = done.len() + acked.len();
        assert!(
            after.len() >= must,
            "kill {kills}: {} moves acknowledged, {} stored",
            must,
            after.len()
        );
        assert!(after.len() <= must + 1, "at most the unanswered move more");
    }
    assert!(kills >= 5, "{kills} kills");
    let moves = stored_moves(data.path());
    assert!(!moves.is_empty());
}

#[test]
fn a_second_process_on_the_same_data_is_refused_clearly() {
    let data = tempfile::tempdir().unwrap();
    let (mut first, rx) = spawn(data.path());
    writeln!(first.stdin.as_mut().unwrap(), "alice: /help").unwrap();
    assert!(
        rx.recv_timeout(Duration::from_secs(20)).is_ok(),
        "the first one runs"
    );
    let second = Command::new(env!("CARGO_BIN_EXE_palace"))
        .args(["play", "--data"])
        .arg(data.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    first.kill().unwrap();
    first.wait().unwrap();
    assert_eq!(second.status.code(), Some(2));
    let err = String::from_utf8_lossy(&second.stderr);
    assert!(err.contains("is in use by another process"), "{err}");
}
