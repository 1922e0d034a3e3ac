//! The lists a server asks for (`/activity`, `/leaderboard`, `/games user:`, `/stats
//! user:`) with many servers in one store: each must answer from its own server's data,
//! so that its cost does not grow with what other servers hold (issue #42: with 100
//! servers, 10 000 running games and 20 000 players, ≤ 10 ms p99 on sled and PostgreSQL).
//!
//! The store is filled directly (one commit per 500 documents, as the service writes
//! them): `--servers` servers, each with `--players / --servers` players who have finished
//! games there (results and a rating), `--running` running Xiangqi games of 20 plies and
//! `--finished` finished ones, spread evenly over the servers and their channels. Then
//! each query runs `--queries` times through `Service::handle`, each time from a random
//! server's channel (asked by one of its players, about another), and the figures are
//! p50, p99 and max per query.
//!
//! ```sh
//! cargo bench -p palace --bench server_queries -- --store sled
//! cargo bench -p palace --bench server_queries -- --store postgres   # a throwaway server
//! ```

use std::time::Instant;

use clap::{Parser, ValueEnum};
use engine::SplitMix64 as Rng;
use palace::cli::quiet_xiangqi_game;
use palace::model::{DAY, GameDoc, Place, PlayerDoc, Rating, Results, Server, Time, UserId};
use palace::play::line::{Line, parse};
use palace::service::{Config, Service};
use palace::store::{Batch, PgStore, Put, SledStore, Store};
use palace::voice::speak_all;
use rules::Variant;
use test_postgres::TestPostgres;

/// The clock's start (2027).
const START: Time = 1_800_000_000;

/// Which store the service runs on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum Backend {
    Sled,
    Postgres,
}

/// The benchmark's options.
#[derive(Parser, Debug)]
#[command(about = "A server's lists with many servers in the store")]
struct Args {
    /// The store: sled (in a temporary directory) or postgres (a throwaway server).
    #[arg(long, value_enum, default_value = "sled")]
    store: Backend,
    /// Servers.
    #[arg(long, default_value_t = 100)]
    servers: usize,
    /// Players, spread evenly over the servers.
    #[arg(long, default_value_t = 20_000)]
    players: usize,
    /// Running games.
    #[arg(long, default_value_t = 10_000)]
    running: usize,
    /// Finished games.
    #[arg(long, default_value_t = 10_000)]
    finished: usize,
    /// Times each query runs.
    #[arg(long, default_value_t = 500)]
    queries: usize,
    /// Given by `cargo bench`; ignored.
    #[arg(long, hide = true)]
    bench: bool,
}

/// Player `i`'s server.
fn server_of(args: &Args, player: usize) -> usize {
    player % args.servers
}

/// A player who has finished games in their server.
fn player(args: &Args, i: usize, rng: &mut Rng) -> PlayerDoc {
    let server = Server(format!("s{}", server_of(args, i)));
    let results = Results {
        wins: rng.below(20) as u32,
        losses: rng.below(20) as u32,
        draws: rng.below(5) as u32,
    };
    let mut p = PlayerDoc::new(&UserId(format!("p{i}")), &format!("Player {i}"));
    p.servers.insert(server.clone());
    p.results.insert("xiangqi".into(), results);
    p.results_in
        .entry(server)
        .or_default()
        .insert("xiangqi".into(), results);
    p.ratings.insert(
        "xiangqi".into(),
        Rating {
            rating: 1200.0 + rng.below(1000) as f64,
            ..Rating::default()
        },
    );
    p
}

/// Game `id` between two players of one server, in one of its ten channels.
fn game(args: &Args, id: u64, moves: &[String], rng: &mut Rng, finished: bool) -> GameDoc {
    let per_server = (args.players / args.servers).max(2);
    let server = rng.below(args.servers);
    let red = server + args.servers * rng.below(per_server);
    let black = server + args.servers * ((red / args.servers + 1) % per_server);
    let mut doc = GameDoc::new(
        id,
        Variant::Xiangqi,
        Variant::Xiangqi.start_fen().into(),
        [UserId(format!("p{red}")), UserId(format!("p{black}"))],
        Place(format!("#s{server}/c{}", rng.below(10))),
        14,
        START - 30 * DAY + id as Time,
    );
    doc.server = Some(Server(format!("s{server}")));
    doc.moves = moves.to_vec();
    if finished {
        doc.finished = Some(START - DAY + id as Time);
        doc.ending = Some("red wins resignation".into());
    } else {
        doc.deadline = Some(START + 14 * DAY);
    }
    doc
}

/// Fills `store` as the options say.
fn fill(store: &dyn Store, args: &Args) -> Result<(), String> {
    let mut rng = Rng::new(42);
    let moves = quiet_xiangqi_game(20, 7);
    let mut batch = Batch::default();
    let flush = |batch: &mut Batch| -> Result<(), String> {
        store
            .commit(std::mem::take(batch))
            .map_err(|e| e.to_string())
    };
    for i in 0..args.players {
        batch.players.push(Put {
            expected: None,
            doc: player(args, i, &mut rng),
        });
        if batch.players.len() == 500 {
            flush(&mut batch)?;
        }
    }
    flush(&mut batch)?;
    for id in 1..=(args.running + args.finished) as u64 {
        let finished = id as usize > args.running;
        batch.games.push(Put {
            expected: None,
            doc: game(args, id, &moves, &mut rng, finished),
        });
        if batch.games.len() == 500 {
            flush(&mut batch)?;
        }
    }
    flush(&mut batch)
}

/// The `p` quantile of sorted values.
fn quantile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn main() -> Result<(), String> {
    let args = Args::parse();
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let (mut _server, mut url) = (None::<TestPostgres>, None);
    let store: Box<dyn Store> = match args.store {
        Backend::Sled => {
            Box::new(SledStore::open(&dir.path().join("store")).map_err(|e| e.to_string())?)
        }
        Backend::Postgres => {
            let server = TestPostgres::start_durable();
            let fresh = server.fresh_database();
            _server = Some(server);
            let store = PgStore::open(&fresh).map_err(|e| e.to_string())?;
            url = Some(fresh);
            Box::new(store)
        }
    };
    let began = Instant::now();
    fill(store.as_ref(), &args)?;
    if let (Some(server), Some(url)) = (&_server, &url) {
        // What autovacuum does a little after a bulk load: the planner's statistics.
        server.psql(url, "ANALYZE");
    }
    eprintln!(
        "filled: {} servers, {} players, {} running and {} finished games in {:.1} s",
        args.servers,
        args.players,
        args.running,
        args.finished,
        began.elapsed().as_secs_f64()
    );
    let service = Service::new(store, Config::default(), palace::voice::pictures());
    let mut rng = Rng::new(9);
    println!("| query ({:?}) | p50 ms | p99 ms | max ms |", args.store);
    println!("|---|---|---|---|");
    let queries = [
        ("/activity", "/activity"),
        ("/leaderboard", "/leaderboard xiangqi"),
        ("/leaderboard by:wins", "/leaderboard xiangqi by:wins"),
        ("/games user:", "/games user:@{them}"),
        ("/stats user:", "/stats user:@{them}"),
    ];
    for (name, text) in queries {
        let mut times = Vec::with_capacity(args.queries);
        for _ in 0..args.queries {
            let me = rng.below(args.players);
            let server = server_of(&args, me);
            let them = server + args.servers * rng.below(args.players / args.servers);
            let line = format!(
                "p{me} #s{server}/c{}: {}",
                rng.below(10),
                text.replace("{them}", &format!("p{them}"))
            );
            let Ok(Line::Command(cmd)) = parse(&line) else {
                return Err(format!("cannot read {line}"));
            };
            let t = Instant::now();
            let out = speak_all(service.handle(&cmd, START));
            times.push(t.elapsed().as_secs_f64() * 1000.0);
            if let Some(m) = out.iter().find(|m| m.error) {
                return Err(format!("{line}: refused: {}", m.text));
            }
        }
        times.sort_by(f64::total_cmp);
        println!(
            "| {name} | {:.2} | {:.2} | {:.2} |",
            quantile(&times, 0.5),
            quantile(&times, 0.99),
            times[times.len() - 1]
        );
    }
    Ok(())
}
