//! Fits the evaluation weights to recorded games ("Texel" tuning), and writes the features
//! of a match log's Minishogi positions for a fit against Fairy-Stockfish's evaluation:
//!
//! ```text
//! cargo run --release -p palace-engine --example tune -- mini-xiangqi GAMES[,GAMES...]
//! cargo run --release -p palace-engine --example tune -- minishogi GAMES[,GAMES...]|LABELLED.tsv \
//!     [--l2 PULL] [--freeze I,J,...] [--blend B]
//! cargo run --release -p palace-engine --example tune -- minishogi-positions GAMES [--every N]
//! cargo run --release -p palace-engine --example tune -- minishogi-nn-inputs LABELLED.tsv
//! cargo run --release -p palace-engine --example tune -- minishogi-squares LABELLED.tsv \
//!     [--blend B] [--rate R] [--epochs N] [--l2 PULL] [--from-prior | --start FIT.rs]
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
       tune minishogi-nn-inputs LABELLED.tsv
       tune minishogi-squares LABELLED.tsv [--blend B] [--rate R] [--epochs N] [--l2 PULL] [--from-prior | --start FIT.rs]
       tune xiangqi GAMES[,GAMES...]|LABELLED.tsv [--epochs N] [--rate CP] [--l2 PULL] [--blend B] [--gd] [--from-hand]
       tune xiangqi-positions GAMES[,GAMES...] [--every N]
       tune shogi-features MATCH_LOG";

/// The value an option took.
#[derive(Debug, PartialEq)]
enum Value {
    /// A switch (no value).
    On,
    /// A number (a count for `--epochs` and `--every`, from 0 to 1 for `--blend`).
    Number(f64),
    /// Indices, comma-separated (`--freeze`).
    Indices(Vec<usize>),
    /// A file (`--start`).
    Path(String),
}

/// The options after a command, in order: each of `switches` alone, `--freeze` with its
/// indices, any other flag with the number after it, checked for what the flag wants.
fn options<'a>(rest: &'a [String], switches: &[&str]) -> Result<Vec<(&'a str, Value)>, String> {
    let mut out = Vec::new();
    let mut rest = rest.iter();
    while let Some(flag) = rest.next() {
        if switches.contains(&flag.as_str()) {
            out.push((flag.as_str(), Value::On));
            continue;
        }
        let value = rest
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))?;
        if flag == "--freeze" {
            let indices = value
                .split(',')
                .map(|i| {
                    i.parse()
                        .map_err(|_| format!("--freeze wants indices, not '{i}'"))
                })
                .collect::<Result<_, _>>()?;
            out.push((flag.as_str(), Value::Indices(indices)));
            continue;
        }
        if flag == "--start" {
            out.push((flag.as_str(), Value::Path(value.clone())));
            continue;
        }
        let (what, fits): (_, fn(f64) -> bool) = match flag.as_str() {
            "--epochs" => ("a count", |n| n >= 0.0 && n.fract() == 0.0),
            "--every" => ("a count from 1", |n| n >= 1.0 && n.fract() == 0.0),
            "--blend" => ("a number from 0 to 1", |n| (0.0..=1.0).contains(&n)),
            _ => ("a number", f64::is_finite),
        };
        match value.parse() {
            Ok(n) if fits(n) => out.push((flag.as_str(), Value::Number(n))),
            _ => return Err(format!("{flag} wants {what}, not '{value}'")),
        }
    }
    Ok(out)
}

/// The `--every N` of a positions command (1 without it).
fn every(rest: &[String]) -> Result<usize, String> {
    let mut every = 1;
    for (flag, value) in options(rest, &[])? {
        match (flag, value) {
            ("--every", Value::Number(n)) => every = n as usize,
            _ => return Err(format!("unknown option {flag}\n{USAGE}")),
        }
    }
    Ok(every)
}

fn run(args: &[String]) -> Result<String, String> {
    match args {
        [cmd, games] if cmd == "mini-xiangqi" => engine::tune::mini_xiangqi(games),
        [cmd, games, rest @ ..] if cmd == "minishogi" => {
            let (mut l2, mut frozen, mut blend) = (0.0, Vec::new(), 0.5);
            for (flag, value) in options(rest, &[])? {
                match (flag, value) {
                    ("--l2", Value::Number(n)) => l2 = n,
                    ("--blend", Value::Number(n)) => blend = n,
                    ("--freeze", Value::Indices(i)) => frozen = i,
                    _ => return Err(format!("unknown option {flag}\n{USAGE}")),
                }
            }
            engine::tune::minishogi(games, l2, &frozen, blend)
        }
        [cmd, path, rest @ ..] if cmd == "minishogi-squares" => {
            use engine::tune::Start;
            let mut opts = engine::tune::SquaresOptions::default();
            let (mut prior, mut fit) = (false, None);
            for (flag, value) in options(rest, &["--from-prior"])? {
                match (flag, value) {
                    ("--from-prior", Value::On) => prior = true,
                    ("--start", Value::Path(p)) => {
                        fit = Some(std::fs::read_to_string(&p).map_err(|e| format!("{p}: {e}"))?);
                    }
                    ("--blend", Value::Number(n)) => opts.blend = n,
                    ("--rate", Value::Number(n)) => opts.rate = n,
                    ("--epochs", Value::Number(n)) => opts.epochs = n as usize,
                    ("--l2", Value::Number(n)) => opts.l2 = n,
                    _ => return Err(format!("unknown option {flag}\n{USAGE}")),
                }
            }
            opts.start = match (prior, fit) {
                (true, Some(_)) => {
                    return Err(format!(
                        "--from-prior and --start are two starts: give one\n{USAGE}"
                    ));
                }
                (true, None) => Start::Prior,
                (false, Some(text)) => Start::Fit(text),
                (false, None) => Start::Shipped,
            };
            engine::tune::minishogi_squares(path, &opts)
        }
        [cmd, games, rest @ ..] if cmd == "xiangqi" => {
            let mut opts = engine::tune::XiangqiOptions::default();
            for (flag, value) in options(rest, &["--from-hand", "--gd"])? {
                match (flag, value) {
                    ("--from-hand", Value::On) => opts.from_hand = true,
                    ("--gd", Value::On) => opts.gd = true,
                    ("--epochs", Value::Number(n)) => opts.epochs = n as usize,
                    ("--rate", Value::Number(n)) => opts.rate = n,
                    ("--l2", Value::Number(n)) => opts.l2 = n,
                    ("--blend", Value::Number(n)) => opts.blend = n,
                    _ => return Err(format!("unknown option {flag}\n{USAGE}")),
                }
            }
            engine::tune::xiangqi(games, &opts)
        }
        [cmd, games, rest @ ..] if cmd == "xiangqi-positions" => {
            engine::tune::xiangqi_positions(games, every(rest)?)
        }
        [cmd, games, rest @ ..] if cmd == "minishogi-positions" => {
            engine::tune::minishogi_positions(games, every(rest)?)
        }
        [cmd, labelled] if cmd == "minishogi-nn-inputs" => {
            engine::tune::minishogi_nn_inputs(labelled)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn options_check_each_flag_for_what_it_wants() {
        let rest = args("--l2 0.002 --freeze 6,7 --blend 0.3 --from-prior");
        assert_eq!(
            options(&rest, &["--from-prior"]).unwrap(),
            [
                ("--l2", Value::Number(0.002)),
                ("--freeze", Value::Indices(vec![6, 7])),
                ("--blend", Value::Number(0.3)),
                ("--from-prior", Value::On),
            ]
        );
        for (bad, message) in [
            (
                "--blend 1.5",
                "--blend wants a number from 0 to 1, not '1.5'",
            ),
            ("--epochs 2.5", "--epochs wants a count, not '2.5'"),
            ("--every 0", "--every wants a count from 1, not '0'"),
            ("--freeze 6,x", "--freeze wants indices, not 'x'"),
            ("--l2 NaN", "--l2 wants a number, not 'NaN'"),
        ] {
            assert_eq!(options(&args(bad), &[]).unwrap_err(), message);
        }
        assert!(
            options(&args("--l2"), &[])
                .unwrap_err()
                .starts_with("--l2 needs a value")
        );
    }

    #[test]
    fn a_command_refuses_another_commands_options() {
        let err = run(&args("minishogi games.txt --from-prior")).unwrap_err();
        assert!(err.starts_with("--from-prior needs a value"), "{err}");
        let err = run(&args("minishogi games.txt --epochs 3")).unwrap_err();
        assert!(err.starts_with("unknown option --epochs"), "{err}");
        let err = run(&args("minishogi-positions games.txt --blend 0.5")).unwrap_err();
        assert!(err.starts_with("unknown option --blend"), "{err}");
        let err = run(&args("minishogi games.txt --start fit.rs")).unwrap_err();
        assert!(err.starts_with("unknown option --start"), "{err}");
    }

    #[test]
    fn a_fit_starts_from_one_place() {
        let start = std::env::temp_dir().join(format!("tune-start-{}.rs", std::process::id()));
        std::fs::write(&start, "not a fit").unwrap();
        let start = start.to_str().unwrap();
        let err = run(&args(&format!(
            "minishogi-squares x.tsv --start {start} --from-prior"
        )))
        .unwrap_err();
        assert!(
            err.starts_with("--from-prior and --start are two starts"),
            "{err}"
        );
        let err = run(&args("minishogi-squares x.tsv --start /nonexistent/fit.rs")).unwrap_err();
        assert!(err.starts_with("/nonexistent/fit.rs: "), "{err}");
        assert_eq!(
            options(&args(&format!("--start {start}")), &[]).unwrap(),
            [("--start", Value::Path(start.to_owned()))]
        );
        std::fs::remove_file(start).unwrap();
    }
}
