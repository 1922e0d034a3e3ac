//! `palace bench`: the service's figures, measured on this machine (a benchmark, not a
//! test): `/move` latency and throughput with many games in the store, durable write and
//! pictures included; and the store's open time and memory with many finished games.

use std::fmt::Write as _;
use std::path::Path;
use std::time::Instant;

use rules::{AnyGame, Record, Variant};

use super::CliError;
use crate::model::{DAY, GameDoc, Place, Time, UserId};
use crate::play::line::{Line, parse};
use crate::service::command::Command;
use crate::service::{Config, Service};
use crate::store::{Batch, Counter, Put, SledStore, Store};
use crate::voice::speak_all;

fn io(e: impl std::fmt::Display) -> CliError {
    CliError::Io(e.to_string())
}

/// A chat line as a command.
pub(super) fn command(line: &str) -> Command {
    match parse(line) {
        Ok(Line::Command(c)) => c,
        other => unreachable!("{line}: {other:?}"),
    }
}

/// A legal Xiangqi game of `plies` quiet moves (no capture, no check) that does not end,
/// drawn from `seed`: the benchmarks' and the crash tests' load.
pub fn quiet_xiangqi_game(plies: usize, seed: u64) -> Vec<String> {
    let mut game = AnyGame::from_record(&Record::new(Variant::Xiangqi)).expect("start");
    let mut rng = engine::SplitMix64::new(seed);
    let mut out = Vec::new();
    while out.len() < plies {
        let color = game.turn();
        let quiet: Vec<_> = game
            .moves_for(color)
            .into_iter()
            .filter(|m| !m.capture && !m.check)
            .collect();
        let m = &quiet[rng.below(quiet.len())];
        let mut next = game.clone();
        next.play_as(color, &m.coordinate).expect("legal");
        if next.outcome().is_none() {
            out.push(m.coordinate.clone());
            game = next;
        }
    }
    out
}

/// The `p` quantile of sorted values.
pub(super) fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// Resident memory of this process in KiB (Linux), if known.
fn rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}

/// Starts `games` Xiangqi games through the service, game `i` between `a{i}` (red) and
/// `b{i}` in `#g{i}`, 14 days per move.
pub(super) fn setup_games<S: Store>(
    service: &Service<S>,
    games: usize,
    now: Time,
) -> Result<(), CliError> {
    for i in 0..games {
        let place = format!("#g{i}");
        service.handle(
            &command(&format!(
                "a{i} {place}: /challenge @b{i} xiangqi side:red days:14"
            )),
            now,
        );
        let accepted = speak_all(service.handle(&command(&format!("b{i} {place}: /accept")), now));
        if !accepted[0].text.starts_with("Game ") {
            return Err(io(format!("no game started: {}", accepted[0].text)));
        }
    }
    Ok(())
}

/// Runs the benchmark in `dir` and returns the report.
pub fn run(
    dir: &Path,
    games: usize,
    moves: usize,
    threads: usize,
    finished: usize,
    lang: Option<crate::model::Language>,
) -> Result<String, CliError> {
    let mut out = String::new();
    let service = Service::new(
        SledStore::open(&dir.join("moves")).map_err(io)?,
        Config::default(),
        crate::voice::pictures(),
    );
    let now: Time = 1_800_000_000;
    let started = Instant::now();
    setup_games(&service, games, now)?;
    let _ = writeln!(
        out,
        "setup: {games} running Xiangqi games in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    if let Some(lang) = lang {
        // Each player reads in the language and its notation: Chinese moves in Chinese.
        use crate::model::Language;
        let notation = match lang {
            Language::ChineseSimplified | Language::ChineseTraditional => "chinese",
            _ => "wxf",
        };
        for i in 0..games {
            for who in [format!("a{i}"), format!("b{i}")] {
                let set = format!(
                    "{who} #g{i}: /settings language:{} notation:{notation}",
                    lang.tag()
                );
                let answer = speak_all(service.handle(&command(&set), now));
                if answer.iter().any(|m| m.error) {
                    return Err(io(format!("{set}: {}", answer[0].text)));
                }
            }
        }
    }
    let line = quiet_xiangqi_game(64, 0x5eed);
    // Players move in `threads` parallel streams, each on its own games, as a bot's users
    // do; every move is timed from command to answer.
    let all = Instant::now();
    let results: Vec<Result<(Vec<f64>, usize), CliError>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (service, line) = (&service, &line);
                s.spawn(move || {
                    let mut latencies = Vec::new();
                    let mut pictures = 0;
                    for k in (t..moves).step_by(threads) {
                        let g = k % games;
                        let ply = k / games;
                        let who = if ply.is_multiple_of(2) {
                            format!("a{g}")
                        } else {
                            format!("b{g}")
                        };
                        let mut cmd =
                            command(&format!("{who} #g{g}: /move {}", line[ply % line.len()]));
                        cmd.locale = lang;
                        let started = Instant::now();
                        let messages = speak_all(service.handle(&cmd, now + 1));
                        latencies.push(started.elapsed().as_secs_f64() * 1000.0);
                        if messages.iter().any(|m| m.error) {
                            return Err(io(format!("move {k} refused: {}", messages[0].text)));
                        }
                        pictures += messages.iter().filter(|m| m.picture.is_some()).count();
                    }
                    Ok((latencies, pictures))
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("no panic"))
            .collect()
    });
    let total = all.elapsed().as_secs_f64();
    let mut latencies = Vec::with_capacity(moves);
    let mut pictures = 0;
    for r in results {
        let (l, p) = r?;
        latencies.extend(l);
        pictures += p;
    }
    latencies.sort_by(f64::total_cmp);
    let _ = writeln!(
        out,
        "/move with {games} games in the store, {threads} players' streams at once, in {}: {moves} moves in {total:.2} s = {:.0} moves/s; latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({pictures} pictures drawn, every move flushed before its answer)",
        lang.unwrap_or_default().tag(),
        moves as f64 / total,
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        latencies.last().copied().unwrap_or(0.0),
    );
    // The parts of a move: the durable write alone, and one board picture alone.
    let mut writes = Vec::new();
    let store = service.store();
    for i in 0..200 {
        let id = UserId(format!("bench-{i}"));
        let t = Instant::now();
        store
            .commit(Batch {
                players: vec![Put {
                    expected: None,
                    doc: crate::model::PlayerDoc::new(&id, &id.0),
                }],
                ..Batch::default()
            })
            .map_err(io)?;
        writes.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    writes.sort_by(f64::total_cmp);
    let game = AnyGame::from_record(&Record {
        moves: line[..30].to_vec(),
        ..Record::new(Variant::Xiangqi)
    })
    .map_err(io)?;
    let mut draws = Vec::new();
    for _ in 0..200 {
        let t = Instant::now();
        let scene = render::Scene::public(&game, rules::Color::Red, render::Style::Traditional)
            .expect("open game");
        let png = render::render_png(&scene).map_err(io)?;
        std::hint::black_box(png);
        draws.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    draws.sort_by(f64::total_cmp);
    let mut replays = Vec::new();
    let record = game.record();
    for _ in 0..200 {
        let t = Instant::now();
        std::hint::black_box(AnyGame::from_record(&record).map_err(io)?);
        replays.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    replays.sort_by(f64::total_cmp);
    let _ = writeln!(
        out,
        "parts of a move: durable write p50 {:.2} ms (p99 {:.2}); board PNG p50 {:.2} ms; replaying a 30-ply record p50 {:.3} ms",
        percentile(&writes, 0.5),
        percentile(&writes, 0.99),
        percentile(&draws, 0.5),
        percentile(&replays, 0.5),
    );
    drop(service);

    // Many finished games, written in large batches, then opened afresh in a child.
    let store_dir = dir.join("finished");
    {
        let store = SledStore::open(&store_dir).map_err(io)?;
        let t = Instant::now();
        let moves: Vec<String> = line[..20].to_vec();
        for chunk in (0..finished).collect::<Vec<_>>().chunks(1000) {
            let mut batch = Batch::default();
            for &i in chunk {
                batch.games.push(Put {
                    expected: None,
                    doc: GameDoc {
                        moves: moves.clone(),
                        ending: Some("red wins resignation".into()),
                        rated: true,
                        finished: Some(now - (i as Time)),
                        ..GameDoc::new(
                            store.next_id(Counter::Game).map_err(io)?,
                            Variant::Xiangqi,
                            Variant::Xiangqi.start_fen().into(),
                            [
                                UserId(format!("p{}", i % 500)),
                                UserId(format!("q{}", i % 500)),
                            ],
                            Place(format!("#c{}", i % 50)),
                            3,
                            now - 30 * DAY,
                        )
                    },
                });
            }
            store.commit(batch).map_err(io)?;
        }
        let _ = writeln!(
            out,
            "wrote {finished} finished games in {:.1} s",
            t.elapsed().as_secs_f64()
        );
    }
    let exe = std::env::current_exe().map_err(io)?;
    let child = std::process::Command::new(exe)
        .args(["bench", "--open"])
        .arg(&store_dir)
        .output()
        .map_err(io)?;
    out.push_str(&String::from_utf8_lossy(&child.stdout));
    Ok(out)
}

/// Opens a store and reports the time and memory it took (run in a fresh process).
pub fn open(dir: &Path) -> Result<String, CliError> {
    let before = rss_kib();
    let t = Instant::now();
    let store = SledStore::open(dir).map_err(io)?;
    let opened = t.elapsed().as_secs_f64() * 1000.0;
    let t = Instant::now();
    let recent = store.finished(10).map_err(io)?;
    let query = t.elapsed().as_secs_f64() * 1000.0;
    let after = rss_kib();
    let memory = match (before, after) {
        (Some(b), Some(a)) => format!(
            "{:.1} MiB resident after opening ({:.1} MiB more)",
            a as f64 / 1024.0,
            a.saturating_sub(b) as f64 / 1024.0
        ),
        _ => "memory unknown".to_owned(),
    };
    Ok(format!(
        "store with finished games: opened in {opened:.1} ms, {memory}; the 10 latest finished found in {query:.2} ms ({} ids)\n",
        recent.len()
    ))
}
