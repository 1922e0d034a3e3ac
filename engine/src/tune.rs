//! Tuning of the Mini Xiangqi evaluation by game results ("Texel" tuning): the weights
//! that best predict who won from the quiet positions of recorded games.
//!
//! Run by hand (`#[ignore]`) on game records written by the match runner's `--record`
//! (one game per line: `red|black|draw` and the moves from the start):
//!
//! ```text
//! PALACE_TUNE_GAMES=a.txt,b.txt cargo test --release -p palace-engine tune_mini_xiangqi \
//!     -- --ignored --nocapture
//! ```
//!
//! It prints the fitted weights as Rust, for `eval_xiangqi::MINI`. `tune_minishogi` does
//! the same for the Minishogi evaluation's feature weights (`eval_shogi::WEIGHTS`).

use std::sync::atomic::AtomicBool;

use rules::shogi;
use rules::xiangqi::Position;
use rules::{Color, Variant};

use crate::Limits;
use crate::eval_shogi;
use crate::eval_xiangqi::{MINI, Weights, evaluate_with};
use crate::family::SearchPosition;
use crate::search::Searcher;
use crate::tt::Table;

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
        true,
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
            let p = 1.0 / (1.0 + (-k * red_eval(w, &s.pos)).exp());
            (s.result - p).powi(2)
        })
        .sum();
    sum / samples.len() as f64
}

/// The quiet positions of the games recorded in `paths` (comma-separated files) from ply
/// `first` on: not in check, and the quiescence search agrees with the static
/// evaluation. Each becomes a sample by `sample` (given the game's winner); every tenth
/// game is held out to check the fit (the second list).
fn load<P: SearchPosition, S>(
    paths: &str,
    start: &P,
    first: usize,
    sample: impl Fn(&P, Option<Color>) -> S,
) -> (Vec<S>, Vec<S>) {
    let mut tt = Table::new(4);
    let stop = AtomicBool::new(false);
    let limits = Limits::default();
    let (mut train, mut test) = (Vec::new(), Vec::new());
    let mut games = 0;
    for path in paths.split(',') {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
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
                    test.push(sample(&pos, winner));
                } else {
                    train.push(sample(&pos, winner));
                }
            }
        }
    }
    eprintln!(
        "{games} games: {} training and {} test positions",
        train.len(),
        test.len()
    );
    (train, test)
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

#[test]
#[ignore]
fn tune_mini_xiangqi() {
    let Ok(paths) = std::env::var("PALACE_TUNE_GAMES") else {
        return;
    };
    let start = Position::new(Variant::MiniXiangqi).unwrap();
    let (train, test) = load(&paths, &start, 8, |pos, winner| Sample {
        pos: pos.clone(),
        result: match winner {
            Some(Color::Red) => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        },
    });
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
    println!("{w:?}");
}

/// A quiet Minishogi position's features and the game's result for its side to move.
struct ShogiSample {
    features: [i32; eval_shogi::FEATURES],
    result: f64,
}

fn shogi_error(w: &[i32; eval_shogi::FEATURES], samples: &[ShogiSample], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let v: i32 = s.features.iter().zip(w).map(|(f, w)| f * w).sum::<i32>() / 16;
            let p = 1.0 / (1.0 + (-k * f64::from(v)).exp());
            (s.result - p).powi(2)
        })
        .sum();
    sum / samples.len() as f64
}

#[test]
#[ignore]
fn tune_minishogi() {
    let Ok(paths) = std::env::var("PALACE_TUNE_GAMES") else {
        return;
    };
    let (train, test) = load(&paths, &shogi::Position::new(), 6, |pos, winner| {
        ShogiSample {
            features: eval_shogi::features(pos),
            result: match winner {
                Some(w) if w == pos.turn() => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            },
        }
    });
    // A pull towards the weights fitted to Fairy-Stockfish's evaluation (`PALACE_TUNE_L2`
    // per squared relative change).
    let l2: f64 = std::env::var("PALACE_TUNE_L2").map_or(0.0, |v| v.parse().unwrap());
    let prior = eval_shogi::WEIGHTS;
    let penalty = |w: &[i32; eval_shogi::FEATURES]| -> f64 {
        l2 * w
            .iter()
            .zip(prior)
            .map(|(&a, b)| (f64::from(a - b) / f64::from(b.abs() + 256)).powi(2))
            .sum::<f64>()
    };
    // Weights left as they are (`PALACE_TUNE_FREEZE`: indices, comma-separated): those
    // of features too rare in the games to be fitted.
    let frozen: Vec<usize> = std::env::var("PALACE_TUNE_FREEZE").map_or(Vec::new(), |v| {
        v.split(',').map(|i| i.parse().unwrap()).collect()
    });
    let (k, best) = fit_scale(|k| shogi_error(&prior, &train, k));
    eprintln!(
        "k {k:.5}: training error {best:.6}, test {:.6}",
        shogi_error(&prior, &test, k)
    );
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
    println!("{w:?}");
}
