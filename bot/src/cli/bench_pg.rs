//! `palace bench --postgres URL --processes N`: `/move` throughput and latency with the
//! store in PostgreSQL and N bot processes sharing it, each moving its own part of the
//! games (as processes holding different shards do). The parent sets the games up, starts
//! the N processes at once, and merges what they measured.

use std::fmt::Write as _;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use super::CliError;
use super::bench::{command, percentile, quiet_xiangqi_game, setup_games};
use crate::model::Time;
use crate::service::{Config, Service};
use crate::store::{PgStore, Store};
use crate::voice::speak_all;

fn io(e: impl std::fmt::Display) -> CliError {
    CliError::Io(e.to_string())
}

const NOW: Time = 1_800_000_000;

/// What one process measured.
#[derive(Serialize, Deserialize)]
struct Part {
    /// Wall-clock seconds when it started and finished moving.
    start: f64,
    end: f64,
    /// Each move's latency, ms.
    latencies: Vec<f64>,
}

fn unix_now() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

/// Sets up `games` running Xiangqi games in the (empty) database at `url`, runs
/// `processes` worker processes with `threads` streams each, and reports.
pub fn run(
    url: &str,
    processes: usize,
    games: usize,
    moves: usize,
    threads: usize,
) -> Result<String, CliError> {
    let store = PgStore::open(url).map_err(|e| CliError::Usage(e.to_string()))?;
    if !store.dump().map_err(io)?.records.is_empty() {
        return Err(CliError::Usage(
            "the benchmark needs an empty database: it writes thousands of games".into(),
        ));
    }
    let service = Service::new(store, Config::default(), crate::voice::pictures());
    let started = Instant::now();
    setup_games(&service, games, NOW)?;
    let mut out = format!(
        "setup: {games} running Xiangqi games in PostgreSQL in {:.1} s\n",
        started.elapsed().as_secs_f64()
    );
    drop(service);
    let exe = std::env::current_exe().map_err(io)?;
    let children: Vec<_> = (0..processes)
        .map(|i| {
            std::process::Command::new(&exe)
                .args(["bench", "--postgres", url, "--worker"])
                .arg(format!("{i}/{processes}"))
                .args(["--games", &games.to_string()])
                .args(["--moves", &(moves / processes).to_string()])
                .args(["--threads", &threads.to_string()])
                .stdout(std::process::Stdio::piped())
                .spawn()
                .map_err(io)
        })
        .collect::<Result<_, _>>()?;
    let mut parts = Vec::new();
    for child in children {
        let done = child.wait_with_output().map_err(io)?;
        if !done.status.success() {
            return Err(io("a benchmark process failed"));
        }
        let part: Part = serde_json::from_slice(&done.stdout).map_err(io)?;
        parts.push(part);
    }
    let span = parts.iter().map(|p| p.end).fold(f64::MIN, f64::max)
        - parts.iter().map(|p| p.start).fold(f64::MAX, f64::min);
    let mut latencies: Vec<f64> = parts.into_iter().flat_map(|p| p.latencies).collect();
    latencies.sort_by(f64::total_cmp);
    let _ = writeln!(
        out,
        "/move on PostgreSQL, {processes} process(es) × {threads} players' streams, {games} games: {} moves in {span:.2} s = {:.0} moves/s; latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms (every move committed before its answer)",
        latencies.len(),
        latencies.len() as f64 / span,
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        latencies.last().copied().unwrap_or(0.0),
    );
    Ok(out)
}

/// One worker process: moves the games `g` with `g % of == index` (by their order in the
/// store), `moves` moves in all over `threads` streams; prints a JSON [`Part`].
pub fn worker(
    url: &str,
    index: usize,
    of: usize,
    moves: usize,
    threads: usize,
) -> Result<String, CliError> {
    let store = PgStore::open(url).map_err(io)?;
    let all = store.running_games().map_err(io)?;
    let service = Service::new(store, Config::default(), crate::voice::pictures());
    // Each game with the setup's number of it (players `a{n}` and `b{n}`, place `#g{n}`).
    let mine: Vec<(u64, String)> = all
        .iter()
        .enumerate()
        .filter(|(i, _)| i % of == index)
        .map(|(_, &g)| g_index(&service, g).map(|n| (g, n)))
        .collect::<Result<_, _>>()?;
    if mine.is_empty() {
        return Err(CliError::Usage("no games for this worker".into()));
    }
    let line = quiet_xiangqi_game(64, 0x5eed);
    let start = unix_now();
    let results: Vec<Result<Vec<f64>, CliError>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (service, line, mine) = (&service, &line, &mine);
                s.spawn(move || {
                    let mut latencies = Vec::new();
                    for k in (t..moves).step_by(threads) {
                        let (g, n) = &mine[k % mine.len()];
                        let ply = k / mine.len();
                        let who = if ply.is_multiple_of(2) { "a" } else { "b" };
                        let cmd = command(&format!(
                            "{who}{n} #g{n}: /move {} game:{g}",
                            line[ply % line.len()]
                        ));
                        let t0 = Instant::now();
                        let messages = speak_all(service.handle(&cmd, NOW + 1));
                        latencies.push(t0.elapsed().as_secs_f64() * 1000.0);
                        if messages.iter().any(|m| m.error) {
                            return Err(io(format!("move {k} refused: {}", messages[0].text)));
                        }
                    }
                    Ok(latencies)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("no panic"))
            .collect()
    });
    let end = unix_now();
    let mut latencies = Vec::new();
    for r in results {
        latencies.extend(r?);
    }
    serde_json::to_string(&Part {
        start,
        end,
        latencies,
    })
    .map_err(io)
}

/// The setup's number of game `g` (its players are `a{n}` and `b{n}`, its place `#g{n}`).
fn g_index<S: Store>(service: &Service<S>, g: u64) -> Result<String, CliError> {
    let doc = service
        .store()
        .game(g)
        .map_err(io)?
        .ok_or_else(|| io(format!("game {g} is gone")))?;
    Ok(doc.doc.red.0.trim_start_matches('a').to_owned())
}
