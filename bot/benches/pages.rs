//! The games' pages under load (issue #45: a page and each of its steps answer in ≤ 20 ms
//! p99 with 1 000 games stored, and a move reaches an open page within 100 ms of its
//! reply).
//!
//! A sled store is filled with `--games` Xiangqi games of `--plies` plies (a fifth of them
//! running, the rest finished), the pages are served on 127.0.0.1 as `palace serve` serves
//! them, and a client asks, `--requests` times each, for a random game's page at a random
//! ply (the HTML) and for a random step's board (the PNG), one at a time on one
//! connection, as a reader stepping through a game does; then, `--moves` times, it opens
//! a running game's live stream, plays a move through the service, and measures how long
//! after the move's answer (when its Discord reply would go) the stream brings it.
//!
//! ```sh
//! cargo bench -p palace --bench pages
//! ```

use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Parser;
use engine::SplitMix64 as Rng;
use palace::cli::quiet_xiangqi_game;
use palace::model::{DAY, GameDoc, Place, Slug, Time, UserId};
use palace::play::line::{Line, parse};
use palace::service::{Config, Service};
use palace::store::{Batch, Put, SledStore, Store};
use palace::web::WebConfig;
use rules::Variant;

/// The clock's start (2027).
const START: Time = 1_800_000_000;

/// The benchmark's options.
#[derive(Parser, Debug)]
#[command(about = "The games' pages with many games stored")]
struct Args {
    /// Games stored.
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// Plies in each.
    #[arg(long, default_value_t = 80)]
    plies: usize,
    /// Page and board requests, each.
    #[arg(long, default_value_t = 1000)]
    requests: usize,
    /// Moves followed live.
    #[arg(long, default_value_t = 200)]
    moves: usize,
    /// Given by `cargo bench`; ignored.
    #[arg(long, hide = true)]
    bench: bool,
}

/// Game `id` between two players in a server's channel; running or finished.
fn game(id: u64, moves: &[String], finished: bool) -> GameDoc {
    let mut doc = GameDoc::new(
        id,
        Variant::Xiangqi,
        Variant::Xiangqi.start_fen().into(),
        [UserId(format!("r{id}")), UserId(format!("b{id}"))],
        Place(format!("#s{}/c{id}", id % 10)),
        14,
        START - 30 * DAY + id as Time,
    );
    doc.server = Some(palace::model::Server(format!("s{}", id % 10)));
    doc.moves = moves.to_vec();
    if finished {
        doc.finished = Some(START - DAY + id as Time);
        doc.ending = Some("red wins resignation".into());
    } else {
        doc.deadline = Some(START + 14 * DAY);
    }
    doc
}

/// Fills `store`: the games and their slugs (running ones first).
fn fill(store: &dyn Store, args: &Args) -> Result<Vec<(u64, Slug)>, String> {
    let lines: Vec<Vec<String>> = (0..8)
        .map(|seed| quiet_xiangqi_game(args.plies, seed))
        .collect();
    let mut batch = Batch::default();
    let mut slugs = Vec::new();
    for id in 1..=args.games as u64 {
        let finished = id as usize > args.games / 5;
        let doc = game(id, &lines[id as usize % lines.len()], finished);
        slugs.push((id, doc.slug.clone().expect("a new game has a page")));
        batch.games.push(Put {
            expected: None,
            doc,
        });
        if batch.games.len() == 500 {
            store
                .commit(std::mem::take(&mut batch))
                .map_err(|e| e.to_string())?;
        }
    }
    store.commit(batch).map_err(|e| e.to_string())?;
    Ok(slugs)
}

/// The `p` quantile of sorted values.
fn quantile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn report(name: &str, mut ms: Vec<f64>) {
    ms.sort_by(f64::total_cmp);
    println!(
        "{name:<28} n={:<5} p50 {:>7.2} ms  p99 {:>7.2} ms  max {:>7.2} ms",
        ms.len(),
        quantile(&ms, 0.5),
        quantile(&ms, 0.99),
        ms.last().copied().unwrap_or(0.0)
    );
}

fn main() -> Result<(), String> {
    let args = Args::parse();
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let store = SledStore::open(&dir.path().join("store")).map_err(|e| e.to_string())?;
    let began = Instant::now();
    let slugs = fill(&store, &args)?;
    eprintln!(
        "filled: {} games of {} plies in {:.1} s",
        args.games,
        args.plies,
        began.elapsed().as_secs_f64()
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    runtime.block_on(run(args, store, slugs))
}

async fn run(args: Args, store: SledStore, slugs: Vec<(u64, Slug)>) -> Result<(), String> {
    // One client stands for many readers here: no per-address limit in the way.
    let config = WebConfig {
        listen: ([127, 0, 0, 1], 0).into(),
        requests_per_second: 10_000,
        request_burst: 10_000,
        ..WebConfig::default()
    };
    let listener = palace::web::bind(&config)
        .await
        .map_err(|e| e.to_string())?;
    let base = format!(
        "http://{}",
        listener.local_addr().map_err(|e| e.to_string())?
    );
    let service = Arc::new(Service::new(
        store,
        Config {
            pages: Some(base.clone()),
            ..Config::default()
        },
        palace::voice::pictures(),
    ));
    let now: Arc<dyn Fn() -> Time + Send + Sync> = Arc::new(|| START);
    tokio::spawn(palace::web::serve(
        service.clone(),
        now,
        config,
        listener,
        std::future::pending(),
    ));
    let client = reqwest::Client::new();
    let mut rng = Rng::new(7);
    let get = async |url: String| -> Result<f64, String> {
        let t = Instant::now();
        let r = client.get(&url).send().await.map_err(|e| e.to_string())?;
        let status = r.status();
        r.bytes().await.map_err(|e| e.to_string())?;
        if !status.is_success() {
            return Err(format!("{url}: {status}"));
        }
        Ok(t.elapsed().as_secs_f64() * 1000.0)
    };
    // Warm the connection and the caches a little, as a reader's first look does.
    get(format!("{base}/g/{}", slugs[0].1)).await?;
    let (mut pages, mut boards) = (Vec::new(), Vec::new());
    for _ in 0..args.requests {
        let (_, slug) = &slugs[rng.below(slugs.len())];
        let ply = rng.below(args.plies + 1);
        pages.push(get(format!("{base}/g/{slug}?ply={ply}")).await?);
        let ply = rng.below(args.plies + 1);
        boards.push(get(format!("{base}/g/{slug}/board/{ply}")).await?);
    }
    report("page (HTML)", pages);
    report("step (board PNG)", boards);

    // Moves followed live: running games are the first fifth.
    let running = &slugs[..args.games / 5];
    let (mut after_answer, mut after_command) = (Vec::new(), Vec::new());
    for (id, slug) in running.iter().take(args.moves) {
        let doc = service
            .store()
            .game(*id)
            .map_err(|e| e.to_string())?
            .ok_or("no game")?
            .doc;
        let game = doc.rebuild().map_err(|e| format!("{e:?}"))?;
        let turn = game.turn();
        let mover = doc.player(turn).clone();
        let choice = game
            .moves_for(turn)
            .into_iter()
            .find(|m| !m.capture)
            .ok_or("no move")?;
        let plies = game.ply();
        let mut live = client
            .get(format!("{base}/g/{slug}/live?since={plies}"))
            .send()
            .await
            .map_err(|e| e.to_string())?;
        let (tx, rx) = tokio::sync::oneshot::channel();
        tokio::spawn(async move {
            let mut got = String::new();
            while let Ok(Some(chunk)) = live.chunk().await {
                got.push_str(&String::from_utf8_lossy(&chunk));
                if got.contains("\n\n") {
                    let _ = tx.send(Instant::now());
                    return;
                }
            }
        });
        let line = format!(
            "{mover} #{}: /move {} game:{id}",
            doc.place.0, choice.coordinate
        );
        let Ok(Line::Command(cmd)) = parse(&line) else {
            return Err(format!("cannot read {line}"));
        };
        let sent = Instant::now();
        let service2 = service.clone();
        let answered = tokio::task::spawn_blocking(move || {
            let out = service2.handle(&cmd, START);
            assert!(!out.iter().any(|m| m.error), "the move was refused");
            Instant::now()
        })
        .await
        .map_err(|e| e.to_string())?;
        let arrived = tokio::time::timeout(Duration::from_secs(5), rx)
            .await
            .map_err(|_| "the move never reached the page".to_owned())?
            .map_err(|e| e.to_string())?;
        after_answer.push(arrived.saturating_duration_since(answered).as_secs_f64() * 1000.0);
        after_command.push(arrived.duration_since(sent).as_secs_f64() * 1000.0);
    }
    report("move → page, after answer", after_answer);
    report("move → page, after command", after_command);
    Ok(())
}
