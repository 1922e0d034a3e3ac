//! Tuning of the evaluations by game results ("Texel" tuning): the weights that best
//! predict who won from the quiet positions of recorded games. A tool, run by hand through
//! the `tune` example on game records written by the match runner's `--record` (one game
//! per line: `red|black|draw` and the moves from the start):
//!
//! ```text
//! cargo run --release -p palace-engine --example tune -- mini-xiangqi a.txt,b.txt
//! cargo run --release -p palace-engine --example tune -- minishogi a.txt|labelled.tsv [--l2 X] [--freeze 6] [--blend B]
//! cargo run --release -p palace-engine --example tune -- minishogi-positions a.txt [--every N]
//! cargo run --release -p palace-engine --example tune -- xiangqi a.txt [--epochs N] [--rate R] [--l2 X] [--from-hand]
//! cargo run --release -p palace-engine --example tune -- shogi-features games.log
//! ```
//!
//! [`mini_xiangqi`] gives the fitted weights as Rust, for `eval_xiangqi::MINI`;
//! [`minishogi`] the same for the Minishogi evaluation's feature weights
//! (`eval_shogi::WEIGHTS`); [`shogi_features`] the features of a match log's positions, to
//! fit against Fairy-Stockfish's evaluation (`match/fit/`). Not part of the engine's API.

use std::sync::atomic::AtomicBool;

use rules::xiangqi::Position;
use rules::{Color, Variant};

use crate::Limits;
use crate::eval_shogi;
use crate::eval_xiangqi::{MINI, Weights, evaluate_with};
use crate::family::SearchPosition;
use crate::search::Searcher;
use crate::tt::Table;

/// The classical evaluation of a Mini Xiangqi or Xiangqi position for the side to move,
/// network or not (what the classical weights are fitted for, and what the symmetry
/// tests hold to exact symmetry).
pub fn classical_xiangqi(pos: &Position) -> i32 {
    crate::family::classical(pos)
}

mod shogi;
mod xiangqi;
pub use shogi::{
    SquaresOptions, Start, minishogi_nn_inputs, minishogi_positions, minishogi_squares,
};
pub use xiangqi::{Options as XiangqiOptions, xiangqi, xiangqi_positions};

/// A quiet position of a game and the game's result for red (1, ½, 0).
struct Sample {
    pos: Position,
    result: f64,
}

/// One tunable weight: its name, where it is, and the step of the search.
type Param = (&'static str, fn(&mut Weights) -> &mut i32, i32);

const PARAMS: [Param; 32] = [
    ("mg horse", |w| &mut w.mg[4], 10),
    ("mg chariot", |w| &mut w.mg[5], 10),
    ("mg cannon", |w| &mut w.mg[6], 10),
    ("mg soldier", |w| &mut w.mg[7], 10),
    ("eg horse", |w| &mut w.eg[4], 10),
    ("eg chariot", |w| &mut w.eg[5], 10),
    ("eg cannon", |w| &mut w.eg[6], 10),
    ("eg soldier", |w| &mut w.eg[7], 10),
    ("soldier 1", |w| &mut w.soldier[1], 4),
    ("soldier 2", |w| &mut w.soldier[2], 4),
    ("soldier 3", |w| &mut w.soldier[3], 4),
    ("soldier 4", |w| &mut w.soldier[4], 4),
    ("soldier 5", |w| &mut w.soldier[5], 4),
    ("soldier 6", |w| &mut w.soldier[6], 4),
    ("general rank", |w| &mut w.general_rank, 2),
    ("horse mob", |w| &mut w.horse_mob, 1),
    ("chariot mob", |w| &mut w.chariot_mob, 1),
    ("cannon mob", |w| &mut w.cannon_mob, 1),
    ("cannon aim", |w| &mut w.cannon_aim, 4),
    ("soldier center", |w| &mut w.soldier_center, 2),
    ("danger horse", |w| &mut w.danger_horse, 1),
    ("danger chariot near", |w| &mut w.danger_chariot_near, 1),
    ("danger chariot file", |w| &mut w.danger_chariot_file, 1),
    ("danger cannon screen", |w| &mut w.danger_cannon_screen, 1),
    ("danger cannon line", |w| &mut w.danger_cannon_line, 1),
    ("danger soldier", |w| &mut w.danger_soldier, 1),
    ("safety mul", |w| &mut w.safety_mul, 1),
    ("safety cap", |w| &mut w.safety_cap, 25),
    ("tempo", |w| &mut w.tempo, 2),
    ("threat stm", |w| &mut w.threat_stm, 2),
    ("threat fork", |w| &mut w.threat_fork, 5),
    ("threat other", |w| &mut w.threat_other, 2),
];

/// The evaluation for red.
fn red_eval(w: &Weights, pos: &Position) -> f64 {
    let v = evaluate_with(
        w,
        pos.turn(),
        pos.pieces(Color::Red).chain(pos.pieces(Color::Black)),
    );
    f64::from(if pos.turn() == Color::Red { v } else { -v })
}

/// The mean squared error of the predicted results with the scale `k`.
fn error(w: &Weights, samples: &[Sample], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let p = sigmoid(k * red_eval(w, &s.pos));
            (s.result - p).powi(2)
        })
        .sum();
    sum / samples.len() as f64
}

/// The logistic curve: the result a scaled evaluation predicts.
fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The quiet positions of the games recorded in `paths` (comma-separated files) from ply
/// `first` on: not in check, and the quiescence search agrees with the static
/// evaluation. Each becomes a sample by `sample` (given the game's winner and number);
/// every tenth game is held out to check the fit (the second list).
fn load<P: SearchPosition, S>(
    paths: &str,
    start: &P,
    first: usize,
    sample: impl Fn(&P, Option<Color>, usize) -> S,
) -> Result<(Vec<S>, Vec<S>), String> {
    let mut tt = Table::new(4);
    let stop = AtomicBool::new(false);
    let limits = Limits::default();
    let (mut train, mut test) = (Vec::new(), Vec::new());
    let mut games = 0;
    for path in paths.split(',') {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        for line in text.lines() {
            let mut words = line.split_whitespace();
            let winner = match words.next() {
                Some("red") => Some(Color::Red),
                Some("black") => Some(Color::Black),
                Some("draw") => None,
                _ => continue,
            };
            games += 1;
            let mut pos = start.clone();
            for (ply, text) in words.enumerate() {
                let Some(next) = text.parse::<P::Move>().ok().and_then(|m| pos.make(m)) else {
                    break;
                };
                pos = next;
                if ply < first || pos.in_check() {
                    continue;
                }
                let mut searcher =
                    Searcher::new(&mut tt, &stop, vec![(pos.key(), false)], &limits, 0, 0);
                if searcher.quiescence(&pos) != pos.evaluate() {
                    continue;
                }
                if games % 10 == 0 {
                    test.push(sample(&pos, winner, games));
                } else {
                    train.push(sample(&pos, winner, games));
                }
            }
        }
    }
    eprintln!(
        "{games} games: {} training and {} test positions",
        train.len(),
        test.len()
    );
    if train.is_empty() || test.is_empty() {
        return Err(format!(
            "{games} games in {paths} give too few positions to fit (one game in ten is held out)"
        ));
    }
    Ok((train, test))
}

/// The quiet positions of the games recorded in `paths` from ply `first` on (as the fits
/// take them), every `every`-th one: `game<TAB>fen<TAB>result for the first player` a
/// line, for Fairy-Stockfish to label (`match/fit/fsf_label.py`).
fn positions_to_label<P: SearchPosition>(
    paths: &str,
    start: &P,
    first: usize,
    every: usize,
) -> Result<String, String> {
    let keep = |pos: &P, winner: Option<Color>, game| {
        let result = match winner {
            Some(Color::Red) => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        (game, pos.fen(), result)
    };
    let (train, test) = load(paths, start, first, keep)?;
    let mut all: Vec<(usize, String, f64)> = train.into_iter().chain(test).collect();
    all.sort_by_key(|(game, _, _)| *game);
    Ok(all
        .iter()
        .step_by(every.max(1))
        .map(|(game, fen, result)| format!("{game}\t{fen}\t{result}\n"))
        .collect())
}

/// Calls `line` with each line of a labelled file (`game<TAB>fen<TAB>result<TAB>score`, as
/// `fsf_label.py` writes it): the game's number, the FEN, the result and the score (kept
/// within ±3000). A line that cannot be read, or that `line` refuses, is an error naming
/// the file and the line.
fn read_labelled(
    path: &str,
    mut line: impl FnMut(usize, &str, f64, f64) -> Result<(), String>,
) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    for (n, row) in text.lines().enumerate() {
        let bad = || format!("{path}:{}: not game, FEN, result and score: {row}", n + 1);
        let cells: Vec<&str> = row.split('\t').collect();
        let [game, fen, result, score] = cells[..] else {
            return Err(bad());
        };
        let game: usize = game.parse().map_err(|_| bad())?;
        let result: f64 = result.parse().map_err(|_| bad())?;
        let score: f64 = score.parse().map_err(|_| bad())?;
        line(game, fen, result, score.clamp(-3000.0, 3000.0))
            .map_err(|e| format!("{}: {e}", bad()))?;
    }
    Ok(())
}

/// The positions of a file labelled by `match/fit/fsf_label.py`
/// (`game<TAB>fen<TAB>result<TAB>score`, the result and the score in centipawns for the
/// first player), each made a sample by `sample` (given the FEN, the result and the score
/// clamped to ±3000; an `Err` is what is wrong with the FEN); every tenth game is held out
/// (the second list).
fn load_labelled<S>(
    path: &str,
    sample: impl Fn(&str, f64, f64) -> Result<S, String>,
) -> Result<(Vec<S>, Vec<S>), String> {
    let (mut train, mut test) = (Vec::new(), Vec::new());
    read_labelled(path, |game, fen, result, score| {
        let s = sample(fen, result, score)?;
        if game.is_multiple_of(10) {
            test.push(s);
        } else {
            train.push(s);
        }
        Ok(())
    })?;
    eprintln!(
        "{path}: {} training and {} test positions",
        train.len(),
        test.len()
    );
    if train.is_empty() || test.is_empty() {
        return Err(format!("{path} has too few positions to fit"));
    }
    Ok((train, test))
}

/// The logistic scale that best fits `error` (a function of the scale), searched from
/// 0.004, and the error there.
fn fit_scale(error: impl Fn(f64) -> f64) -> (f64, f64) {
    let mut k = 0.004;
    let mut best = error(k);
    for scale in [0.5, 0.25, 0.1, 0.05, 0.02] {
        for dir in [1.0, -1.0] {
            loop {
                let k2 = k * (1.0 + dir * scale);
                let e = error(k2);
                if e < best {
                    best = e;
                    k = k2;
                } else {
                    break;
                }
            }
        }
    }
    (k, best)
}

/// Coordinate descent from `w`: each of the `n` weights (`weight`) that has a step
/// (`step`) moves by it while `cost` falls, pass after pass until none moves (at most 12);
/// `report` hears of every pass.
fn descend<W: Clone>(
    mut w: W,
    n: usize,
    weight: fn(&mut W, usize) -> &mut i32,
    step: impl Fn(&W, usize) -> Option<i32>,
    cost: impl Fn(&W) -> f64,
    report: impl Fn(usize, &W),
) -> W {
    let mut best = cost(&w);
    for pass in 0..12 {
        let mut improved = false;
        for i in 0..n {
            let Some(step) = step(&w, i) else { continue };
            for dir in [1, -1] {
                loop {
                    let mut trial = w.clone();
                    *weight(&mut trial, i) += dir * step;
                    let e = cost(&trial);
                    if e < best {
                        best = e;
                        w = trial;
                        improved = true;
                    } else {
                        break;
                    }
                }
            }
        }
        report(pass, &w);
        if !improved {
            break;
        }
    }
    w
}

/// Fits the Mini Xiangqi weights to the games recorded in `paths` (comma-separated),
/// reporting its progress on standard error; the weights, as Rust.
pub fn mini_xiangqi(paths: &str) -> Result<String, String> {
    let start = Position::new(Variant::MiniXiangqi).expect("the start position");
    let (train, test) = load(paths, &start, 8, |pos, winner, _| Sample {
        pos: pos.clone(),
        result: match winner {
            Some(Color::Red) => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        },
    })?;
    let (k, best) = fit_scale(|k| error(&MINI, &train, k));
    eprintln!(
        "k {k:.5}: training error {best:.6}, test {:.6}",
        error(&MINI, &test, k)
    );
    let w = descend(
        MINI.clone(),
        PARAMS.len(),
        |w, i| (PARAMS[i].1)(w),
        |_, i| Some(PARAMS[i].2),
        |w| error(w, &train, k),
        |pass, w| {
            eprintln!(
                "pass {pass}: training error {:.6}, test {:.6}",
                error(w, &train, k),
                error(w, &test, k)
            );
        },
    );
    for (name, field, _) in &PARAMS {
        let (mut new, mut old) = (w.clone(), MINI.clone());
        eprintln!("{name}: {} (was {})", field(&mut new), field(&mut old));
    }
    Ok(format!("{w:?}"))
}

/// A quiet Minishogi position's features and the game's result for its side to move
/// (or the target blended with Fairy-Stockfish's score), and that score for the side to
/// move until the target is set (labelled positions only).
struct ShogiSample {
    features: [i32; eval_shogi::FEATURES],
    /// The piece-square values' part of the evaluation (`eval_shogi::SQUARES`), held fixed.
    squares: i32,
    result: f64,
    score: Option<f64>,
}

impl ShogiSample {
    fn new(pos: &rules::shogi::Position, result: f64, score: Option<f64>) -> ShogiSample {
        let (features, squares) = eval_shogi::features_and_squares(pos);
        ShogiSample {
            features,
            squares,
            result,
            score,
        }
    }
}

fn shogi_error(w: &[i32; eval_shogi::FEATURES], samples: &[ShogiSample], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let v: i32 =
                (s.features.iter().zip(w).map(|(f, w)| f * w).sum::<i32>() + s.squares) / 16;
            let p = sigmoid(k * f64::from(v));
            (s.result - p).powi(2)
        })
        .sum();
    sum / samples.len() as f64
}

/// Fits the Minishogi feature weights to the games recorded in `paths`
/// (comma-separated), or to the positions of a labelled file (`*.tsv`, see
/// `shogi::load_labelled`: the target is `blend` of the game's result and the rest
/// Fairy-Stockfish's score), pulled towards the shipped weights by `l2` per squared
/// relative change, leaving the weights at the indices `frozen` as they are (features too
/// rare in the games to be fitted); reports its progress on standard error; the weights,
/// as Rust.
pub fn minishogi(paths: &str, l2: f64, frozen: &[usize], blend: f64) -> Result<String, String> {
    let prior = eval_shogi::WEIGHTS;
    let (mut train, mut test, labelled) = if paths.ends_with(".tsv") {
        let (train, test) = shogi::load_labelled(paths)?;
        (train, test, true)
    } else {
        let (train, test) = load(
            paths,
            &rules::shogi::Position::new(),
            6,
            |pos, winner, _| {
                let result = match winner {
                    Some(w) if w == pos.turn() => 1.0,
                    Some(_) => 0.0,
                    None => 0.5,
                };
                ShogiSample::new(pos, result, None)
            },
        )?;
        (train, test, false)
    };
    let (k, best) = fit_scale(|k| shogi_error(&prior, &train, k));
    eprintln!(
        "k {k:.5}: training error {best:.6}, test {:.6} (results alone)",
        shogi_error(&prior, &test, k)
    );
    if labelled {
        shogi::set_targets(&mut train, k, blend);
        shogi::set_targets(&mut test, k, blend);
        eprintln!(
            "blend {blend}: training error {:.6}, test {:.6}",
            shogi_error(&prior, &train, k),
            shogi_error(&prior, &test, k)
        );
    }
    let penalty = |w: &[i32; eval_shogi::FEATURES]| -> f64 {
        l2 * w
            .iter()
            .zip(prior)
            .map(|(&a, b)| (f64::from(a - b) / f64::from(b.abs() + 256)).powi(2))
            .sum::<f64>()
    };
    let w = descend(
        prior,
        eval_shogi::FEATURES,
        |w, i| &mut w[i],
        |w, i| (!frozen.contains(&i)).then(|| (w[i].abs() / 16).max(16)),
        |w| shogi_error(w, &train, k) + penalty(w),
        |pass, w| {
            eprintln!(
                "pass {pass}: training error {:.6}, test {:.6}",
                shogi_error(w, &train, k),
                shogi_error(w, &test, k)
            );
        },
    );
    Ok(format!("{w:?}"))
}

/// `fen<TAB>features` for each position (not in check) of the Minishogi games of a match
/// log (each game's moves after `]  `), one line each.
pub fn shogi_features(log: &str) -> String {
    let mut out = String::new();
    for line in log.lines() {
        let Some(i) = line.find("]  ") else { continue };
        let mut pos = rules::shogi::Position::new();
        for m in line[i + 3..].split_whitespace() {
            let Ok(mv) = pos.parse_move(m) else { break };
            if pos.play(mv).is_err() {
                break;
            }
            if pos.is_check() {
                continue;
            }
            let f: Vec<String> = eval_shogi::features(&pos)
                .iter()
                .map(ToString::to_string)
                .collect();
            out.push_str(&format!("{}\t{}\n", pos.fen(), f.join(",")));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_match_logs_positions_become_feature_lines() {
        let log = "game 1 [minishogi]  a2a3 e4e3 x9x9\nno moves here\n";
        let out = shogi_features(log);
        let lines: Vec<&str> = out.lines().collect();
        // Two moves are played; the third cannot be read and ends the game.
        assert_eq!(lines.len(), 2, "{out}");
        for line in lines {
            let (fen, features) = line.split_once('\t').unwrap();
            assert!(rules::shogi::Position::from_fen(fen).is_ok(), "{fen}");
            assert_eq!(features.split(',').count(), eval_shogi::FEATURES);
        }
    }

    #[test]
    fn too_few_games_are_refused_with_a_reason() {
        let dir = std::env::temp_dir().join(format!("palace-tune-{}", std::process::id()));
        std::fs::write(&dir, "red b1b3 b7b6\n").unwrap();
        let err = mini_xiangqi(dir.to_str().unwrap()).unwrap_err();
        assert!(err.contains("too few positions"), "{err}");
        let err = minishogi("/nonexistent/games.txt", 0.0, &[], 0.5).unwrap_err();
        assert!(err.starts_with("/nonexistent/games.txt:"), "{err}");
        std::fs::remove_file(dir).unwrap();
    }
}
