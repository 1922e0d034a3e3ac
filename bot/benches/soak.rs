//! Soak: a million `/move`s through the service, on sled or on PostgreSQL, to see whether
//! memory stays flat, the store grows linearly and a move stays as fast as the finished
//! games pile up (issue #25).
//!
//! `--games` Xiangqi games run at once between players of a pool of `--players`, moved by
//! `--threads` streams (each stream owns its games) through `Service::handle` with real
//! `/move` commands, exactly as a front end gives them (board picture and durable commit
//! included). Each move is a uniformly random legal move (seeded, no engine). A game that
//! ends on the board, or reaches its length (drawn between a quarter of `--max-plies` and
//! `--max-plies`; then settled by an agreed draw or a resignation), is replaced by a fresh
//! `/challenge` + `/accept` in the same channel, so finished games accumulate. The clock is
//! injected: it moves on `--step` seconds per move (no game ever times out), and the clock
//! ticks (`Service::tick`) every 1 000 moves.
//!
//! At each checkpoint it prints the moves done, elapsed time, this process's resident
//! memory (`VmRSS`, and its peak `VmHWM`), the store's size on disk (sled: the blocks of
//! its directory; PostgreSQL: `pg_database_size`), and p50/p99/max of a `/move` over the
//! stretch since the previous checkpoint, with the stretch's throughput, this process's CPU
//! time per move (which other programs on the machine do not change, unlike latency) and
//! the machine's load average; at the end the same as a Markdown table.
//!
//! ```sh
//! cargo bench -p palace --bench soak -- --store sled
//! cargo bench -p palace --bench soak -- --store postgres             # a throwaway server
//! cargo bench -p palace --bench soak -- --store postgres --dsn URL   # an empty database
//! cargo bench -p palace --bench soak -- --moves 20000 --checkpoints 5000,10000,20000
//! ```
//!
//! Without `--dsn`, PostgreSQL is a private cluster started for the run (the
//! `test-postgres` crate, with `fsync` on) and removed at the end.

use engine::SplitMix64 as Rng;
use std::os::unix::fs::MetadataExt as _;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicUsize, Ordering};
use std::time::Instant;

use clap::{Parser, ValueEnum};
use palace::model::{GameId, Time};
use palace::play::line::{Line, parse};
use palace::service::command::Command;
use palace::service::{Config, Service};
use palace::store::{PgStore, SledStore, Store};
use palace::voice::{Spoken, speak_all};
use rules::{AnyGame, Color, Record, Variant};
use test_postgres::TestPostgres;

/// The clock's start (2027).
const START: Time = 1_800_000_000;

/// How often (in moves) the clock ticks.
const TICK_EVERY: usize = 1000;

/// Which store the service runs on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum Backend {
    Sled,
    Postgres,
}

/// The soak's options.
#[derive(Parser, Debug)]
#[command(about = "A million moves through the service: memory, store size and latency")]
struct Args {
    /// The store: sled (in a temporary directory) or postgres.
    #[arg(long, value_enum, default_value = "sled")]
    store: Backend,
    /// With --store postgres: an empty database to use, instead of a throwaway server.
    #[arg(long)]
    dsn: Option<String>,
    /// `/move`s in all.
    #[arg(long, default_value_t = 1_000_000)]
    moves: usize,
    /// Games running at once.
    #[arg(long, default_value_t = 200)]
    games: usize,
    /// Players in the pool the two players of a new game are drawn from (0: as many as
    /// --games, so each plays about two games at once).
    #[arg(long, default_value_t = 0)]
    players: usize,
    /// Where to report, in moves done (the last is always --moves).
    #[arg(long, value_delimiter = ',', default_value = "100000,500000,1000000")]
    checkpoints: Vec<usize>,
    /// Streams of players moving at once, each in its own games.
    #[arg(long, default_value_t = 4)]
    threads: usize,
    /// The longest game, in plies.
    #[arg(long, default_value_t = 300)]
    max_plies: usize,
    /// Seconds the injected clock moves on per move.
    #[arg(long, default_value_t = 60)]
    step: Time,
    /// The seed of the move choices and pairings.
    #[arg(long, default_value_t = 25)]
    seed: u64,
    /// Given by `cargo bench`; ignored.
    #[arg(long, hide = true)]
    bench: bool,
}

/// A chat line (`p3 #s1: /move h2e2 game:7`) as the command `palace play` would give.
fn command(line: &str) -> Command {
    match parse(line) {
        Ok(Line::Command(c)) => c,
        other => panic!("{line}: {other:?}"),
    }
}

/// The first refusal among `messages`, if any.
fn refusal(messages: &[Spoken]) -> Option<&str> {
    messages.iter().find(|m| m.error).map(|m| m.text.as_str())
}

/// What every stream shares: the service, the clock and the move counter.
struct Env<'a> {
    service: &'a Service<Box<dyn Store>>,
    clock: &'a AtomicI64,
    step: Time,
    /// Moves claimed so far.
    moves: &'a AtomicUsize,
    /// Messages the clock's ticks produced (reminders, timeouts): expected none.
    tick_messages: &'a AtomicUsize,
    /// Set when a stream fails: the others stop too.
    failed: &'a AtomicBool,
    players: usize,
    max_plies: usize,
}

impl Env<'_> {
    /// The time of the next command: the clock moved on by one step.
    fn now(&self) -> Time {
        self.clock.fetch_add(self.step, Ordering::Relaxed) + self.step
    }

    /// Claims the next move below `end`: its index, or `None` when the stretch is done
    /// (or a stream failed).
    fn claim(&self, end: usize) -> Option<usize> {
        if self.failed.load(Ordering::Relaxed) {
            return None;
        }
        self.moves
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| {
                (n < end).then_some(n + 1)
            })
            .ok()
    }

    /// Runs `line`; its messages, or the refusal as an error.
    fn say(&self, line: &str) -> Result<Vec<Spoken>, String> {
        let out = speak_all(self.service.handle(&command(line), self.now()));
        match refusal(&out) {
            Some(text) => Err(format!("{line}: refused: {text}")),
            None => Ok(out),
        }
    }

    /// Lets the clock tick at the current time.
    fn tick(&self) {
        let now = self.clock.load(Ordering::Relaxed);
        let told = self.service.tick(now).len();
        self.tick_messages.fetch_add(told, Ordering::Relaxed);
    }
}

/// One running game, as its stream knows it.
struct Slot {
    /// Its channel (`#s12`), the same for every game the slot holds in turn.
    place: String,
    id: GameId,
    /// The players' numbers, Red's first.
    players: [usize; 2],
    /// The game as the rules see it, move for move with the service.
    game: AnyGame,
    /// The plies after which it is settled off the board.
    length: usize,
}

impl Slot {
    fn player(&self, color: Color) -> usize {
        match color {
            Color::Red => self.players[0],
            Color::Black => self.players[1],
        }
    }
}

/// Challenges and accepts a new game in `place` between two players drawn from the pool.
fn new_game(env: &Env<'_>, rng: &mut Rng, place: String) -> Result<Slot, String> {
    let red = rng.below(env.players);
    let black = (red + 1 + rng.below(env.players - 1)) % env.players;
    env.say(&format!(
        "p{red} {place}: /challenge @p{black} xiangqi side:red days:14"
    ))?;
    let accepted = env.say(&format!("p{black} {place}: /accept"))?;
    let text = &accepted[0].text;
    let id = text
        .strip_prefix("Game ")
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .ok_or_else(|| format!("no game started in {place}: {text}"))?;
    let low = (env.max_plies / 4).max(1);
    Ok(Slot {
        place,
        id,
        players: [red, black],
        game: AnyGame::from_record(&Record::new(Variant::Xiangqi)).map_err(|e| e.to_string())?,
        length: low + rng.below(env.max_plies - low + 1),
    })
}

/// Ends a game that reached its length: an agreed draw or a resignation, half each.
fn settle(env: &Env<'_>, rng: &mut Rng, slot: &Slot) -> Result<(), String> {
    let (place, id) = (&slot.place, slot.id);
    let to_move = slot.player(slot.game.turn());
    let other = slot.player(!slot.game.turn());
    if rng.below(2) == 0 {
        env.say(&format!("p{to_move} {place}: /draw offer game:{id}"))?;
        env.say(&format!("p{other} {place}: /draw accept game:{id}"))?;
    } else {
        env.say(&format!("p{to_move} {place}: /resign game:{id}"))?;
    }
    Ok(())
}

/// One stream of players: its games, its choices, and what it measured in this stretch.
struct Stream {
    slots: Vec<Slot>,
    next: usize,
    rng: Rng,
    /// Microseconds of each `/move` in this stretch.
    moves: Vec<u32>,
    /// Microseconds of the other commands (challenge, accept, draw, resign).
    others: Vec<u32>,
    /// Games finished in this stretch.
    finished: usize,
}

/// Microseconds since `t`.
fn micros(t: Instant) -> u32 {
    u32::try_from(t.elapsed().as_micros()).unwrap_or(u32::MAX)
}

impl Stream {
    /// A stream with `places` (one game each, started now), room for `stretch` moves.
    fn start(
        env: &Env<'_>,
        seed: u64,
        places: Vec<String>,
        stretch: usize,
    ) -> Result<Stream, String> {
        let mut rng = Rng::new(seed);
        let slots = places
            .into_iter()
            .map(|p| new_game(env, &mut rng, p))
            .collect::<Result<_, _>>()?;
        Ok(Stream {
            slots,
            next: 0,
            rng,
            moves: Vec::with_capacity(stretch),
            others: Vec::with_capacity(stretch / 16),
            finished: 0,
        })
    }

    /// Moves until the stretch ends at `end` moves in all.
    fn run(&mut self, env: &Env<'_>, end: usize) -> Result<(), String> {
        while let Some(k) = env.claim(end) {
            if k % TICK_EVERY == 0 {
                env.tick();
            }
            if let Err(e) = self.play_one(env) {
                env.failed.store(true, Ordering::Relaxed);
                return Err(e);
            }
        }
        Ok(())
    }

    /// One random legal move in the next game; a fresh game in its place once it ends.
    fn play_one(&mut self, env: &Env<'_>) -> Result<(), String> {
        let i = self.next;
        self.next = (i + 1) % self.slots.len();
        let slot = &mut self.slots[i];
        let color = slot.game.turn();
        let choices = slot.game.moves_for(color);
        if choices.is_empty() {
            return Err(format!("game {} has no move and no result", slot.id));
        }
        let coordinate = &choices[self.rng.below(choices.len())].coordinate;
        let line = format!(
            "p{} {}: /move {coordinate} game:{}",
            slot.player(color),
            slot.place,
            slot.id
        );
        let cmd = command(&line);
        let now = env.now();
        let t = Instant::now();
        let out = speak_all(env.service.handle(&cmd, now));
        self.moves.push(micros(t));
        if let Some(text) = refusal(&out) {
            return Err(format!("{line}: refused: {text}"));
        }
        slot.game
            .play_as(color, coordinate)
            .map_err(|e| format!("{line}: the rules refuse it: {e:?}"))?;
        if slot.game.outcome().is_none() && slot.game.ply() < slot.length {
            return Ok(());
        }
        self.replace(env, i)
    }

    /// Settles game `i` if it is still running and starts a fresh one in its place.
    fn replace(&mut self, env: &Env<'_>, i: usize) -> Result<(), String> {
        let t = Instant::now();
        if self.slots[i].game.outcome().is_none() {
            settle(env, &mut self.rng, &self.slots[i])?;
        }
        let place = self.slots[i].place.clone();
        self.slots[i] = new_game(env, &mut self.rng, place)?;
        self.others.push(micros(t));
        self.finished += 1;
        Ok(())
    }
}

/// Resident memory and its peak, in KiB (`VmRSS`, `VmHWM` of `/proc/self/status`).
fn memory_kib() -> (u64, u64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

/// CPU seconds this process has used, its threads' user and system time together
/// (`/proc/self/stat`, in the kernel's fixed 100 ticks a second).
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command name (which is in parentheses and may hold spaces):
    // utime and stime are the 12th and 13th of them.
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let ticks: u64 = after
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|f| f.parse::<u64>().ok())
        .sum();
    ticks as f64 / 100.0
}

/// The machine's load average over the last minute (`/proc/loadavg`): how much else ran.
fn load_average() -> f64 {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().and_then(|v| v.parse().ok()))
        .unwrap_or(0.0)
}

/// Bytes of disk the files under `dir` take (their allocated blocks, as `du`).
fn disk_usage(dir: &Path) -> u64 {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    entries
        .flatten()
        .map(|e| match e.metadata() {
            Ok(m) if m.is_dir() => disk_usage(&e.path()),
            Ok(m) => m.blocks() * 512,
            Err(_) => 0,
        })
        .sum()
}

/// `pg_database_size(current_database())` of the database at `url`, through a plain
/// connection of its own.
fn database_size(url: &str) -> Result<u64, String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    runtime.block_on(async {
        let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
            .await
            .map_err(|e| e.to_string())?;
        tokio::spawn(connection);
        let row = client
            .query_one("SELECT pg_database_size(current_database())", &[])
            .await
            .map_err(|e| e.to_string())?;
        Ok(u64::try_from(row.get::<_, i64>(0)).unwrap_or(0))
    })
}

/// The store under test and what keeps it alive.
enum Under {
    Sled {
        dir: tempfile::TempDir,
    },
    Postgres {
        url: String,
        _server: Option<TestPostgres>,
    },
}

impl Under {
    /// Opens a fresh store for `args`.
    fn open(args: &Args) -> Result<(Under, Box<dyn Store>), String> {
        match args.store {
            Backend::Sled => {
                let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
                let store =
                    SledStore::open(&dir.path().join("store")).map_err(|e| e.to_string())?;
                Ok((Under::Sled { dir }, Box::new(store)))
            }
            Backend::Postgres => {
                let (url, server) = match &args.dsn {
                    Some(url) => (url.clone(), None),
                    None => {
                        let server = TestPostgres::start_durable();
                        (server.fresh_database(), Some(server))
                    }
                };
                let store = PgStore::open(&url).map_err(|e| e.to_string())?;
                if !store.running_games().map_err(|e| e.to_string())?.is_empty() {
                    return Err("the soak needs an empty database".into());
                }
                let under = Under::Postgres {
                    url,
                    _server: server,
                };
                Ok((under, Box::new(store)))
            }
        }
    }

    /// The store's size on disk, in bytes.
    fn size(&self) -> Result<u64, String> {
        match self {
            Under::Sled { dir } => Ok(disk_usage(dir.path())),
            Under::Postgres { url, .. } => database_size(url),
        }
    }

    fn name(&self) -> &'static str {
        match self {
            Under::Sled { .. } => "sled",
            Under::Postgres { .. } => "postgres",
        }
    }
}

/// The `p` quantile of sorted values.
fn percentile(sorted: &[u32], p: f64) -> u32 {
    if sorted.is_empty() {
        return 0;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// What was measured at one checkpoint.
struct Row {
    moves: usize,
    elapsed: f64,
    rss: u64,
    hwm: u64,
    store: u64,
    /// p50, p99, max of a move in the stretch, µs.
    latency: [u32; 3],
    /// p99 of the other commands (settling and starting games) in the stretch, µs.
    others_p99: u32,
    /// Moves per second over the stretch.
    rate: f64,
    /// This process's CPU time per move over the stretch, ms (insensitive to other load).
    cpu_per_move: f64,
    /// The machine's 1-minute load average at the checkpoint.
    load: f64,
    /// Games finished in all.
    finished: usize,
}

fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0))
}

fn ms(us: u32) -> String {
    format!("{:.2} ms", f64::from(us) / 1000.0)
}

/// The headings of a row's figures, in the table's order.
const COLUMNS: [&str; 12] = [
    "moves",
    "elapsed",
    "RSS",
    "HWM",
    "store",
    "p50",
    "p99",
    "max",
    "moves/s",
    "CPU/move",
    "load",
    "games finished",
];

impl Row {
    /// The figures, as [`COLUMNS`] names them.
    fn cells(&self) -> [String; 12] {
        let [p50, p99, max] = self.latency;
        [
            self.moves.to_string(),
            format!("{:.0} s", self.elapsed),
            mib(self.rss * 1024),
            mib(self.hwm * 1024),
            mib(self.store),
            ms(p50),
            ms(p99),
            ms(max),
            format!("{:.0}", self.rate),
            format!("{:.2} ms", self.cpu_per_move),
            format!("{:.1}", self.load),
            self.finished.to_string(),
        ]
    }

    /// The progress line: each figure with its heading, and the settling's p99.
    fn line(&self, store: &str) -> String {
        let named: Vec<String> = COLUMNS
            .iter()
            .zip(self.cells())
            .map(|(heading, cell)| format!("{heading} {cell}"))
            .collect();
        format!(
            "[{store}] {}; finished games' settling and the new games' challenge+accept p99 {}",
            named.join(", "),
            ms(self.others_p99)
        )
    }

    /// The Markdown table's row.
    fn markdown(&self) -> String {
        format!("| {} |", self.cells().join(" | "))
    }
}

/// The checkpoints below `moves`, then `moves`.
fn checkpoints(args: &Args) -> Vec<usize> {
    let mut out: Vec<usize> = args
        .checkpoints
        .iter()
        .copied()
        .filter(|&c| c > 0 && c < args.moves)
        .collect();
    out.sort_unstable();
    out.dedup();
    out.push(args.moves);
    out
}

/// Runs every stream until `end` moves are done in all.
fn stretch(env: &Env<'_>, streams: &mut [Stream], end: usize) -> Result<(), String> {
    std::thread::scope(|s| {
        let handles: Vec<_> = streams
            .iter_mut()
            .map(|stream| s.spawn(move || stream.run(env, end)))
            .collect();
        handles
            .into_iter()
            .try_for_each(|h| h.join().unwrap_or_else(|_| Err("a stream panicked".into())))
    })
}

/// Takes the streams' figures of the stretch (sorted move latencies, p99 of the others,
/// games finished), leaving them empty for the next.
fn drain(streams: &mut [Stream], all: &mut Vec<u32>) -> (u32, usize) {
    all.clear();
    let mut others = Vec::new();
    let mut finished = 0;
    for s in streams {
        all.append(&mut s.moves);
        others.append(&mut s.others);
        finished += std::mem::take(&mut s.finished);
    }
    all.sort_unstable();
    others.sort_unstable();
    (percentile(&others, 0.99), finished)
}

fn run(args: &Args) -> Result<Vec<Row>, String> {
    if args.games == 0 || args.threads == 0 || args.moves == 0 || args.max_plies == 0 {
        return Err("--games, --threads, --moves and --max-plies must be above 0".into());
    }
    let players = if args.players == 0 {
        args.games
    } else {
        args.players
    };
    if players < 2 {
        return Err("a game needs two players: --players 2 at least".into());
    }
    let (under, store) = Under::open(args)?;
    let service = Service::new(store, Config::default(), palace::voice::pictures());
    let (clock, moves, tick_messages) = (
        AtomicI64::new(START),
        AtomicUsize::new(0),
        AtomicUsize::new(0),
    );
    let env = Env {
        service: &service,
        clock: &clock,
        step: args.step,
        moves: &moves,
        tick_messages: &tick_messages,
        failed: &AtomicBool::new(false),
        players,
        max_plies: args.max_plies,
    };
    let points = checkpoints(args);
    let longest = points
        .iter()
        .scan(0, |last, &c| Some(c - std::mem::replace(last, c)))
        .max()
        .unwrap_or(0);
    let setup = Instant::now();
    let mut streams = (0..args.threads)
        .map(|t| {
            let places = (t..args.games)
                .step_by(args.threads)
                .map(|g| format!("#s{g}"))
                .collect();
            Stream::start(&env, args.seed ^ ((t as u64 + 1) << 32), places, longest)
        })
        .collect::<Result<Vec<_>, _>>()?;
    println!(
        "[{}] {} games started in {:.1} s; {} threads, {players} players, up to {} plies a game, {} s a move on the clock",
        under.name(),
        args.games,
        setup.elapsed().as_secs_f64(),
        args.threads,
        args.max_plies,
        args.step,
    );
    let started = Instant::now();
    let mut rows: Vec<Row> = Vec::new();
    let mut latencies = Vec::with_capacity(longest);
    let mut finished = 0;
    for end in points {
        let (t, cpu) = (Instant::now(), cpu_seconds());
        stretch(&env, &mut streams, end)?;
        let moved = (end - rows.last().map_or(0, |r| r.moves)) as f64;
        let rate = moved / t.elapsed().as_secs_f64();
        let cpu_per_move = (cpu_seconds() - cpu) * 1000.0 / moved;
        let (others_p99, done) = drain(&mut streams, &mut latencies);
        finished += done;
        let (rss, hwm) = memory_kib();
        let row = Row {
            moves: end,
            elapsed: started.elapsed().as_secs_f64(),
            rss,
            hwm,
            store: under.size()?,
            latency: [
                percentile(&latencies, 0.5),
                percentile(&latencies, 0.99),
                latencies.last().copied().unwrap_or(0),
            ],
            others_p99,
            rate,
            cpu_per_move,
            load: load_average(),
            finished,
        };
        println!("{}", row.line(under.name()));
        rows.push(row);
    }
    let told = tick_messages.load(Ordering::Relaxed);
    if told > 0 {
        println!("note: the clock's ticks sent {told} messages (reminders or timeouts)");
    }
    Ok(rows)
}

/// The figures as a Markdown table.
fn summary(store: &str, args: &Args, rows: &[Row]) -> String {
    let mut out = format!(
        "\nSoak on {store}: {} games at once, {} threads (p50/p99/max of a move over the stretch since the previous row)\n\n| {} |\n|{}\n",
        args.games,
        args.threads,
        COLUMNS.join(" | "),
        "---:|".repeat(COLUMNS.len())
    );
    for r in rows {
        out.push_str(&r.markdown());
        out.push('\n');
    }
    out
}

fn main() {
    let args = Args::parse();
    let store = match args.store {
        Backend::Sled => "sled",
        Backend::Postgres => "PostgreSQL",
    };
    match run(&args) {
        Ok(rows) => println!("{}", summary(store, &args, &rows)),
        Err(e) => {
            eprintln!("soak failed: {e}");
            std::process::exit(1);
        }
    }
}
