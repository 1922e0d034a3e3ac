//! Fits the evaluation weights to recorded games ("Texel" tuning), and writes the features
//! of a match log's Minishogi positions for a fit against Fairy-Stockfish's evaluation:
//!
//! ```text
//! cargo run --release -p palace-engine --example tune -- mini-xiangqi GAMES[,GAMES...]
//! cargo run --release -p palace-engine --example tune -- minishogi GAMES[,GAMES...]|LABELLED.tsv \
//!     [--l2 PULL] [--freeze I,J,...] [--blend B]
//! cargo run --release -p palace-engine --example tune -- minishogi-positions GAMES [--every N]
//! cargo run --release -p palace-engine --example tune -- minishogi-squares LABELLED.tsv \
//!     [--blend B] [--rate R] [--epochs N] [--l2 PULL] [--from-prior]
//! cargo run --release -p palace-engine --example tune -- xiangqi GAMES[,GAMES...]|LABELLED.tsv \
//!     [--epochs N] [--rate CP] [--l2 PULL] [--blend B] [--gd] [--from-hand] > engine/src/eval_xiangqi_full/weights.rs
//! cargo run --release -p palace-engine --example tune -- xiangqi-positions GAMES [--every N]
//! cargo run --release -p palace-engine --example tune -- shogi-features MATCH_LOG
//! ```
//!
//! `GAMES` are records written by the match runner's `--record` (one game per line:
//! `red|black|draw` and the moves). The fitted weights are printed as Rust on standard
//! output, the progress on standard error. `--l2` pulls the Minishogi weights towards
//! those fitted to Fairy-Stockfish (per squared relative change); `--freeze` leaves the
//! weights at those indices alone. See `engine/match/fit/README.md`.

use std::process::ExitCode;

const USAGE: &str = "usage: tune mini-xiangqi GAMES[,GAMES...]
       tune minishogi GAMES[,GAMES...]|LABELLED.tsv [--l2 PULL] [--freeze I,J,...] [--blend B]
       tune minishogi-positions GAMES[,GAMES...] [--every N]
       tune minishogi-squares LABELLED.tsv [--blend B] [--rate R] [--epochs N] [--l2 PULL] [--from-prior]
       tune xiangqi GAMES[,GAMES...]|LABELLED.tsv [--epochs N] [--rate CP] [--l2 PULL] [--blend B] [--gd] [--from-hand]
       tune xiangqi-positions GAMES[,GAMES...] [--every N]
       tune shogi-features MATCH_LOG";

/// The options after a command, in order: each of `switches` alone (no value), any other
/// flag with the number after it (a count for `--epochs`, from 0 to 1 for `--blend`).
fn options<'a>(
    rest: &'a [String],
    switches: &[&str],
) -> Result<Vec<(&'a str, Option<f64>)>, String> {
    let mut out = Vec::new();
    let mut rest = rest.iter();
    while let Some(flag) = rest.next() {
        if switches.contains(&flag.as_str()) {
            out.push((flag.as_str(), None));
            continue;
        }
        let value = rest
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))?;
        let (what, fits): (_, fn(f64) -> bool) = match flag.as_str() {
            "--epochs" => ("a count", |n| n >= 0.0 && n.fract() == 0.0),
            "--blend" => ("a number from 0 to 1", |n| (0.0..=1.0).contains(&n)),
            _ => ("a number", f64::is_finite),
        };
        match value.parse() {
            Ok(n) if fits(n) => out.push((flag.as_str(), Some(n))),
            _ => return Err(format!("{flag} wants {what}, not '{value}'")),
        }
    }
    Ok(out)
}

fn run(args: &[String]) -> Result<String, String> {
    match args {
        [cmd, games] if cmd == "mini-xiangqi" => engine::tune::mini_xiangqi(games),
        [cmd, games, rest @ ..] if cmd == "minishogi" => {
            let (mut l2, mut frozen, mut blend) = (0.0, Vec::new(), 0.5);
            let mut rest = rest.iter();
            while let Some(flag) = rest.next() {
                let value = rest
                    .next()
                    .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))?;
                match flag.as_str() {
                    "--l2" => {
                        l2 = value
                            .parse()
                            .map_err(|_| format!("--l2 wants a number, not '{value}'"))?;
                    }
                    "--blend" => {
                        blend = value
                            .parse()
                            .map_err(|_| format!("--blend wants a number, not '{value}'"))?;
                    }
                    "--freeze" => {
                        frozen = value
                            .split(',')
                            .map(|i| {
                                i.parse()
                                    .map_err(|_| format!("--freeze wants indices, not '{i}'"))
                            })
                            .collect::<Result<_, _>>()?;
                    }
                    _ => return Err(format!("unknown option {flag}\n{USAGE}")),
                }
            }
            engine::tune::minishogi(games, l2, &frozen, blend)
        }
        [cmd, path, rest @ ..] if cmd == "minishogi-squares" => {
            let mut opts = engine::tune::SquaresOptions::default();
            for (flag, value) in options(rest, &["--from-prior"])? {
                match (flag, value) {
                    ("--from-prior", None) => opts.from_prior = true,
                    ("--blend", Some(n)) => opts.blend = n,
                    ("--rate", Some(n)) => opts.rate = n,
                    ("--epochs", Some(n)) => opts.epochs = n as usize,
                    ("--l2", Some(n)) => opts.l2 = n,
                    _ => return Err(format!("unknown option {flag}\n{USAGE}")),
                }
            }
            engine::tune::minishogi_squares(path, &opts)
        }
        [cmd, games, rest @ ..] if cmd == "xiangqi" => {
            let mut opts = engine::tune::XiangqiOptions::default();
            for (flag, value) in options(rest, &["--from-hand", "--gd"])? {
                match (flag, value) {
                    ("--from-hand", None) => opts.from_hand = true,
                    ("--gd", None) => opts.gd = true,
                    ("--epochs", Some(n)) => opts.epochs = n as usize,
                    ("--rate", Some(n)) => opts.rate = n,
                    ("--l2", Some(n)) => opts.l2 = n,
                    ("--blend", Some(n)) => opts.blend = n,
                    _ => return Err(format!("unknown option {flag}\n{USAGE}")),
                }
            }
            engine::tune::xiangqi(games, &opts)
        }
        [cmd, games] if cmd == "xiangqi-positions" => engine::tune::xiangqi_positions(games, 1),
        [cmd, games, flag, n] if cmd == "xiangqi-positions" && flag == "--every" => {
            let every = n
                .parse()
                .map_err(|_| format!("--every wants a count, not '{n}'"))?;
            engine::tune::xiangqi_positions(games, every)
        }
        [cmd, games] if cmd == "minishogi-positions" => engine::tune::minishogi_positions(games, 1),
        [cmd, games, flag, n] if cmd == "minishogi-positions" && flag == "--every" => {
            let every = n
                .parse()
                .map_err(|_| format!("--every wants a count, not '{n}'"))?;
            engine::tune::minishogi_positions(games, every)
        }
        [cmd, log] if cmd == "shogi-features" => std::fs::read_to_string(log)
            .map(|text| engine::tune::shogi_features(&text))
            .map_err(|e| format!("{log}: {e}")),
        _ => Err(USAGE.to_owned()),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            print!("{out}");
            if !out.ends_with('\n') {
                println!();
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}
