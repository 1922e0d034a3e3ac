//! A match between two UCI engines (or the built-in random mover), judged by Palace's own
//! rules:
//!
//! ```text
//! cargo run --release -p palace-engine --example match -- \
//!     --engine1 "target/release/palace engine" --engine2 /work/fsf/fairy-stockfish \
//!     --variant minixiangqi --games 200 --movetime 50 | --nodes N [--concurrency 1] \
//!     [--openings 4] [--seed 1] [--max-plies N] [--timeout-ms MS] [--quiet] \
//!     [--record FILE]
//! ```
//!
//! An engine is a shell command (run as `sh -c "exec CMD"`) or `random` (`--random` as
//! `--engine2` means the same). Games come in pairs: each opening (`--openings` random
//! legal plies from the start, seeded by `--seed`) is played twice with the colors
//! swapped. Every move an engine sends is checked against the legal moves of Palace's
//! rules and, unless `--no-cross-check`, of the other engine's own rules (its answer to
//! `go perft 1`): a move either refuses stops the whole match with the position
//! (`DISAGREEMENT in game N: ...`, exit status 3), so that it can be settled. The result is
//! decided by [`rules::Game`] (checkmate, stalemate, repetition with perpetual check and
//! chase, the xiangqi move rule), a game longer than `--max-plies` is a draw, and an
//! illegal move, a crash or no `bestmove` within `--timeout-ms` loses (the engine is
//! restarted for the next game). The summary gives engine1's W-D-L, score, Elo difference
//! with a 95% interval (logistic, trinomial variance), per-color results, how the games
//! ended, and the mean search depth each engine reported.
//!
//! `--variant darkminixiangqi` plays Dark Mini Xiangqi between Palace engines (Palace's own
//! `UCI_Variant`, see `engine::uci`): each is given the true game and plays the side to
//! move from that side's reports only; the rules judge the true board.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use engine::SplitMix64;

#[path = "common/opening.rs"]
mod opening;
use opening::random_opening;
use rules::{Color, EndReason, Game, Outcome, Rules, Variant, dark, shogi, xiangqi};

#[derive(Clone, Debug)]
struct Options {
    engines: [String; 2],
    variant: Variant,
    games: usize,
    movetime: u64,
    /// A node limit per move instead of the move time (self-play tests that the machine's
    /// load cannot disturb).
    nodes: Option<u64>,
    concurrency: usize,
    openings: usize,
    seed: u64,
    max_plies: usize,
    timeout: Duration,
    quiet: bool,
    /// Whether each move is also checked by the other engine's rules (`go perft 1`).
    cross_check: bool,
    /// Where to append every game: the winner (`red`, `black` or `draw`) and the moves.
    record: Option<String>,
}

fn usage() -> ! {
    eprintln!(
        "usage: match --engine1 CMD|random --engine2 CMD|random|--random --variant minixiangqi|xiangqi|minishogi \
         [--games 200] [--movetime 50 | --nodes N] [--concurrency 1] [--openings 4] [--seed 1] \
         [--max-plies N] [--timeout-ms MS] [--quiet] [--record FILE] [--no-cross-check]"
    );
    std::process::exit(2)
}

fn parse_options() -> Options {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut engines = [None, None];
    let mut variant = None;
    let (mut games, mut movetime, mut concurrency, mut openings, mut seed) = (200, 50, 1, 4, 1);
    let (mut max_plies, mut timeout, mut quiet, mut nodes) = (None, None, false, None);
    let mut cross_check = true;
    let mut record = None;
    let mut i = 0;
    while i < args.len() {
        let value = || args.get(i + 1).cloned().unwrap_or_else(|| usage());
        let number = || value().parse::<u64>().unwrap_or_else(|_| usage());
        match args[i].as_str() {
            "--engine1" => engines[0] = Some(value()),
            "--engine2" => engines[1] = Some(value()),
            "--random" => {
                engines[1] = Some("random".to_owned());
                i += 1;
                continue;
            }
            "--quiet" => {
                quiet = true;
                i += 1;
                continue;
            }
            "--no-cross-check" => {
                cross_check = false;
                i += 1;
                continue;
            }
            "--variant" => variant = Some(value().parse::<Variant>().unwrap_or_else(|_| usage())),
            "--games" => games = number() as usize,
            "--movetime" => movetime = number(),
            "--nodes" => nodes = Some(number()),
            "--concurrency" => concurrency = number().max(1) as usize,
            "--openings" => openings = number() as usize,
            "--seed" => seed = number(),
            "--max-plies" => max_plies = Some(number() as usize),
            "--timeout-ms" => timeout = Some(number()),
            "--record" => record = Some(value()),
            _ => usage(),
        }
        i += 2;
    }
    let variant = variant.unwrap_or_else(|| usage());
    let [Some(e1), Some(e2)] = engines else {
        usage()
    };
    Options {
        engines: [e1, e2],
        variant,
        games,
        movetime,
        nodes,
        concurrency,
        openings,
        seed,
        max_plies: max_plies.unwrap_or(if variant == Variant::Xiangqi {
            400
        } else {
            300
        }),
        timeout: Duration::from_millis(timeout.unwrap_or(if nodes.is_some() {
            30_000
        } else {
            2 * movetime + 2000
        })),
        quiet,
        cross_check,
        record,
    }
}

/// Why a player lost without the rules deciding it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Forfeit {
    Timeout,
    Crash,
    Illegal,
}

/// One player: a UCI child process or the random mover.
enum Player {
    Uci(Uci),
    Random(SplitMix64),
}

struct Uci {
    command: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Uci {
    fn start(command: &str, variant: Variant, timeout: Duration) -> Result<Uci, Forfeit> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(format!("exec {command}"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|_| Forfeit::Crash)?;
        let stdin = child.stdin.take().ok_or(Forfeit::Crash)?;
        let stdout = child.stdout.take().ok_or(Forfeit::Crash)?;
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut uci = Uci {
            command: command.to_owned(),
            child,
            stdin,
            lines,
        };
        let wait = timeout.max(Duration::from_secs(10));
        uci.send("uci")?;
        uci.wait_for("uciok", wait)?;
        uci.send(&format!(
            "setoption name UCI_Variant value {}",
            variant.name()
        ))?;
        uci.send("isready")?;
        uci.wait_for("readyok", wait)?;
        Ok(uci)
    }

    fn send(&mut self, line: &str) -> Result<(), Forfeit> {
        writeln!(self.stdin, "{line}").map_err(|_| Forfeit::Crash)?;
        self.stdin.flush().map_err(|_| Forfeit::Crash)
    }

    /// Reads lines until one starts with `word`; returns it and the last `info depth`.
    fn wait_for(&mut self, word: &str, timeout: Duration) -> Result<(String, u32), Forfeit> {
        let deadline = Instant::now() + timeout;
        let mut depth = 0;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let mut words = line.split_whitespace();
                    let first = words.next();
                    if first == Some(word) {
                        return Ok((line, depth));
                    }
                    if first == Some("info") && words.next() == Some("depth") {
                        depth = words.next().and_then(|d| d.parse().ok()).unwrap_or(depth);
                    }
                }
                Err(RecvTimeoutError::Timeout) => return Err(Forfeit::Timeout),
                Err(RecvTimeoutError::Disconnected) => return Err(Forfeit::Crash),
            }
        }
    }

    fn new_game(&mut self, timeout: Duration) -> Result<(), Forfeit> {
        self.send("ucinewgame")?;
        self.send("isready")?;
        self.wait_for("readyok", timeout.max(Duration::from_secs(10)))
            .map(|_| ())
    }

    fn go(
        &mut self,
        moves: &[String],
        limit: &str,
        timeout: Duration,
    ) -> Result<(String, u32), Forfeit> {
        let mut position = String::from("position startpos");
        if !moves.is_empty() {
            position.push_str(" moves ");
            position.push_str(&moves.join(" "));
        }
        self.send(&position)?;
        self.send(&format!("go {limit}"))?;
        let (line, depth) = self.wait_for("bestmove", timeout)?;
        let best = line.split_whitespace().nth(1).unwrap_or("").to_owned();
        Ok((best, depth))
    }
}

impl Uci {
    /// The moves this engine's own rules allow after `moves` (its answer to `go perft 1`:
    /// `<move>: 1` a move, then `Nodes searched: N`).
    fn legal_moves(&mut self, moves: &[String], timeout: Duration) -> Result<Vec<String>, Forfeit> {
        let mut position = String::from("position startpos");
        if !moves.is_empty() {
            position.push_str(" moves ");
            position.push_str(&moves.join(" "));
        }
        self.send(&position)?;
        self.send("go perft 1")?;
        let deadline = Instant::now() + timeout;
        let mut listed = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.starts_with("Nodes searched") => return Ok(listed),
                Ok(line) => {
                    if let Some((m, _)) = line.split_once(": ") {
                        listed.push(m.trim().to_owned());
                    }
                }
                Err(RecvTimeoutError::Timeout) => return Err(Forfeit::Timeout),
                Err(RecvTimeoutError::Disconnected) => return Err(Forfeit::Crash),
            }
        }
    }
}

/// One engine played a move the other side's rules refuse: the match stops here, with
/// the position, so that the disagreement can be settled (`refused_by` names the rules).
fn disagreement(
    index: usize,
    by: &str,
    text: &str,
    refused_by: &str,
    fen: &str,
    moves: &[String],
) -> ! {
    let report = format!(
        "DISAGREEMENT in game {index}: {by} played {text:?}, which {refused_by} refuse\n  position: {fen}\n  moves from the start: {}",
        moves.join(" ")
    );
    eprintln!("{report}");
    println!("{report}");
    std::process::exit(3)
}

impl Drop for Uci {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Player {
    fn start(spec: &str, options: &Options, seed: u64) -> Result<Player, Forfeit> {
        if spec == "random" || spec == "--random" {
            Ok(Player::Random(SplitMix64::new(seed)))
        } else {
            Uci::start(spec, options.variant, options.timeout).map(Player::Uci)
        }
    }
}

/// The end of one game, from the first mover's (red's, sente's) side.
#[derive(Clone, Copy, Debug)]
enum End {
    Rules(Outcome),
    Forfeit { loser: Color, why: Forfeit },
    MaxPlies,
}

impl End {
    fn winner(self) -> Option<Color> {
        match self {
            End::Rules(o) => o.winner(),
            End::Forfeit { loser, .. } => Some(!loser),
            End::MaxPlies => None,
        }
    }

    fn label(self) -> String {
        match self {
            End::Rules(o) => match o.reason() {
                EndReason::Checkmate => "checkmate".to_owned(),
                r => r.name().to_owned(),
            },
            End::Forfeit { why, .. } => format!("forfeit-{}", format!("{why:?}").to_lowercase()),
            End::MaxPlies => "max-plies".to_owned(),
        }
    }
}

struct GameResult {
    index: usize,
    /// Which engine (0 or 1) moved first.
    first: usize,
    end: End,
    plies: usize,
    depth_sum: [u64; 2],
    depth_n: [u64; 2],
    moves: Vec<String>,
}

/// `n` random legal plies from the start that do not end the game.
fn opening<P: Rules>(variant: Variant, n: usize, rng: &mut SplitMix64) -> Vec<String> {
    let game = random_opening::<P>(variant, n, rng);
    game.moves().iter().map(ToString::to_string).collect()
}

fn play_one<P: Rules>(
    options: &Options,
    players: &mut [Option<Player>; 2],
    index: usize,
    first: usize,
    opening: &[String],
) -> GameResult {
    let variant = options.variant;
    let mut game = Game::new(P::start(variant).expect("start positions are valid"));
    let mut moves = Vec::new();
    for text in opening {
        let m: P::Move = text
            .parse()
            .unwrap_or_else(|_| panic!("opening move {text}"));
        assert!(game.play(m), "opening move {text} is legal");
        moves.push(text.clone());
    }
    let mut result = GameResult {
        index,
        first,
        end: End::MaxPlies,
        plies: 0,
        depth_sum: [0; 2],
        depth_n: [0; 2],
        moves: Vec::new(),
    };
    // Engine `e` plays the color that is to move when (ply parity) matches.
    let engine_of = |color: Color| {
        if color == Color::Red {
            first
        } else {
            1 - first
        }
    };
    for (e, slot) in players.iter_mut().enumerate() {
        if slot.is_none() {
            match Player::start(&options.engines[e], options, options.seed ^ index as u64) {
                Ok(p) => *slot = Some(p),
                Err(why) => {
                    result.end = End::Forfeit {
                        loser: if engine_of(Color::Red) == e {
                            Color::Red
                        } else {
                            Color::Black
                        },
                        why,
                    };
                    result.moves = moves;
                    return result;
                }
            }
        }
        if let Some(Player::Uci(u)) = slot
            && let Err(why) = u.new_game(options.timeout)
        {
            *slot = None;
            let color = if engine_of(Color::Red) == e {
                Color::Red
            } else {
                Color::Black
            };
            result.end = End::Forfeit { loser: color, why };
            result.moves = moves;
            return result;
        }
    }
    loop {
        if let Some(o) = game.outcome() {
            result.end = End::Rules(o);
            break;
        }
        if moves.len() >= options.max_plies {
            result.end = End::MaxPlies;
            break;
        }
        let turn = game.position().turn();
        let e = engine_of(turn);
        let legal = game.position().legal_moves();
        let limit = match options.nodes {
            Some(n) => format!("nodes {n}"),
            None => format!("movetime {}", options.movetime),
        };
        let answer = match players[e].as_mut().expect("started above") {
            Player::Random(rng) => Ok((legal[rng.below(legal.len())].to_string(), 0)),
            Player::Uci(u) => u.go(&moves, &limit, options.timeout),
        };
        let text = match answer {
            Ok((text, depth)) => {
                if depth > 0 {
                    result.depth_sum[e] += u64::from(depth);
                    result.depth_n[e] += 1;
                }
                text
            }
            Err(why) => {
                players[e] = None; // restarted for the next game
                result.end = End::Forfeit { loser: turn, why };
                break;
            }
        };
        let parsed = text.parse::<P::Move>().ok().filter(|m| legal.contains(m));
        let by = match &players[e] {
            Some(Player::Uci(u)) => u.command.clone(),
            _ => "the random mover".to_owned(),
        };
        // A move the judge's rules (Palace's) refuse, or the other engine's: the match
        // stops with the position, whoever played it.
        if parsed.is_none() && options.cross_check && text != "(none)" {
            disagreement(
                index,
                &by,
                &text,
                "Palace's rules (the judge)",
                &game.position().fen(),
                &moves,
            );
        }
        if options.cross_check
            && let Some(Player::Uci(other)) = players[1 - e].as_mut()
        {
            match other.legal_moves(&moves, options.timeout) {
                Ok(list) if !list.contains(&text) => {
                    let refused_by = format!("{}'s rules", other.command);
                    disagreement(
                        index,
                        &by,
                        &text,
                        &refused_by,
                        &game.position().fen(),
                        &moves,
                    );
                }
                Ok(_) => {}
                Err(why) => {
                    eprintln!(
                        "game {index}: {} did not list its legal moves ({why:?})",
                        other.command
                    );
                    players[1 - e] = None;
                    result.end = End::Forfeit { loser: !turn, why };
                    break;
                }
            }
        }
        match parsed {
            Some(m) => {
                game.play(m);
                moves.push(text);
            }
            None => {
                if let Some(Player::Uci(u)) = &players[e] {
                    eprintln!(
                        "game {index}: {} played illegal move {text:?} after {}",
                        u.command,
                        moves.join(" ")
                    );
                }
                players[e] = None;
                result.end = End::Forfeit {
                    loser: turn,
                    why: Forfeit::Illegal,
                };
                break;
            }
        }
    }
    result.plies = moves.len();
    result.moves = moves;
    result
}

#[derive(Default)]
struct Tally {
    /// engine1's wins, draws, losses, overall and by the color engine1 had (0 first, 1 second).
    wdl: [u64; 3],
    by_color: [[u64; 3]; 2],
    reasons: BTreeMap<String, u64>,
    plies: u64,
    depth_sum: [u64; 2],
    depth_n: [u64; 2],
}

impl Tally {
    fn add(&mut self, r: &GameResult) {
        let engine1_color = if r.first == 0 {
            Color::Red
        } else {
            Color::Black
        };
        let k = match r.end.winner() {
            Some(w) if w == engine1_color => 0,
            None => 1,
            Some(_) => 2,
        };
        self.wdl[k] += 1;
        self.by_color[usize::from(r.first != 0)][k] += 1;
        *self.reasons.entry(r.end.label()).or_default() += 1;
        self.plies += r.plies as u64;
        for e in 0..2 {
            self.depth_sum[e] += r.depth_sum[e];
            self.depth_n[e] += r.depth_n[e];
        }
    }

    fn games(&self) -> u64 {
        self.wdl.iter().sum()
    }
}

fn elo(score: f64) -> f64 {
    let s = score.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / s - 1.0).log10()
}

fn fmt_elo(e: f64) -> String {
    if e.abs() > 1500.0 {
        if e > 0.0 {
            "+inf".into()
        } else {
            "-inf".into()
        }
    } else {
        format!("{e:+.0}")
    }
}

fn summary(options: &Options, t: &Tally, elapsed: Duration) -> String {
    let n = t.games().max(1) as f64;
    let [w, d, l] = t.wdl.map(|x| x as f64);
    let score = (w + d / 2.0) / n;
    let var = (w * (1.0 - score).powi(2) + d * (0.5 - score).powi(2) + l * score.powi(2)) / n;
    let se = (var / n).sqrt();
    let (lo, hi) = (
        (score - 1.96 * se).clamp(0.0, 1.0),
        (score + 1.96 * se).clamp(0.0, 1.0),
    );
    let side = |i: usize| {
        options
            .variant
            .side_name(if i == 0 { Color::Red } else { Color::Black })
    };
    let mut s = String::new();
    s.push_str(&format!(
        "variant {}  {}  openings {} plies (seed {})  max plies {}\n",
        options.variant.name(),
        match options.nodes {
            Some(n) => format!("nodes {n}"),
            None => format!("movetime {} ms", options.movetime),
        },
        options.openings,
        options.seed,
        options.max_plies
    ));
    s.push_str(&format!(
        "engine1: {}\nengine2: {}\n",
        options.engines[0], options.engines[1]
    ));
    s.push_str(&format!(
        "games {}  engine1 W-D-L {}-{}-{}  score {:.1}%  Elo {} (95%: {} .. {}, ±{:.0})\n",
        t.games(),
        t.wdl[0],
        t.wdl[1],
        t.wdl[2],
        100.0 * score,
        fmt_elo(elo(score)),
        fmt_elo(elo(lo)),
        fmt_elo(elo(hi)),
        (elo(hi) - elo(lo)).abs().min(9999.0) / 2.0
    ));
    for (i, c) in t.by_color.iter().enumerate() {
        s.push_str(&format!(
            "  engine1 as {} (moves first: {}): W-D-L {}-{}-{}\n",
            side(i),
            i == 0,
            c[0],
            c[1],
            c[2]
        ));
    }
    let reasons: Vec<String> = t.reasons.iter().map(|(k, v)| format!("{k} {v}")).collect();
    s.push_str(&format!("endings: {}\n", reasons.join(", ")));
    let depth = |e: usize| {
        if t.depth_n[e] == 0 {
            "-".to_owned()
        } else {
            format!("{:.1}", t.depth_sum[e] as f64 / t.depth_n[e] as f64)
        }
    };
    s.push_str(&format!(
        "mean plies {:.0}  mean reported depth: engine1 {}, engine2 {}  wall time {:.0} s\n",
        t.plies as f64 / n,
        depth(0),
        depth(1),
        elapsed.as_secs_f64()
    ));
    s
}

fn run<P: Rules + Send + 'static>(options: Options) {
    let start = Instant::now();
    let mut rng = SplitMix64::new(options.seed);
    let pairs = options.games.div_ceil(2);
    let openings: Vec<Vec<String>> = (0..pairs)
        .map(|_| opening::<P>(options.variant, options.openings, &mut rng))
        .collect();
    let openings = Arc::new(openings);
    let next = Arc::new(Mutex::new(0usize));
    let tally = Arc::new(Mutex::new(Tally::default()));
    let options = Arc::new(options);
    let workers: Vec<_> = (0..options.concurrency)
        .map(|_| {
            let (openings, next, tally, options) = (
                Arc::clone(&openings),
                Arc::clone(&next),
                Arc::clone(&tally),
                Arc::clone(&options),
            );
            thread::spawn(move || {
                let mut players: [Option<Player>; 2] = [None, None];
                loop {
                    let index = {
                        let mut n = next.lock().unwrap();
                        let i = *n;
                        *n += 1;
                        i
                    };
                    if index >= options.games {
                        break;
                    }
                    let first = index % 2;
                    let r =
                        play_one::<P>(&options, &mut players, index, first, &openings[index / 2]);
                    let mut t = tally.lock().unwrap();
                    t.add(&r);
                    if let Some(path) = &options.record {
                        let winner = match r.end.winner() {
                            None => "draw",
                            Some(Color::Red) => "red",
                            Some(Color::Black) => "black",
                        };
                        let line = format!("{winner} {}\n", r.moves.join(" "));
                        std::fs::OpenOptions::new()
                            .create(true)
                            .append(true)
                            .open(path)
                            .and_then(|mut f| f.write_all(line.as_bytes()))
                            .unwrap_or_else(|e| panic!("cannot write {path}: {e}"));
                    }
                    if !options.quiet {
                        let [w, d, l] = t.wdl;
                        eprintln!(
                            "game {:>4} ({} first): {} ({}) in {} plies  [{}-{}-{}]  {}",
                            r.index + 1,
                            if r.first == 0 { "engine1" } else { "engine2" },
                            match r.end.winner() {
                                None => "draw".to_owned(),
                                Some(c) => format!("{} wins", options.variant.side_name(c)),
                            },
                            r.end.label(),
                            r.plies,
                            w,
                            d,
                            l,
                            r.moves.join(" ")
                        );
                    }
                }
            })
        })
        .collect();
    for w in workers {
        let _ = w.join();
    }
    let t = tally.lock().unwrap();
    print!("{}", summary(&options, &t, start.elapsed()));
}

fn main() {
    let options = parse_options();
    match options.variant {
        Variant::MiniShogi => run::<shogi::Position>(options),
        Variant::DarkMiniXiangqi => run::<dark::Position>(options),
        _ => run::<xiangqi::Position>(options),
    }
}
