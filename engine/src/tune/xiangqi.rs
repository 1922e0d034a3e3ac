//! Fitting the Xiangqi evaluation (`eval_xiangqi_full`) to game results: every weight at
//! once, by gradient descent (Adam) on the squared error of the predicted result of each
//! quiet position, the evaluation being linear in its weights.

use rules::xiangqi::Position;
use rules::{Color, Variant};

use super::{fit_scale, load, sigmoid};
use crate::eval_xiangqi_full::{
    ATTACKERS, CANNON_AIM, CANNON_BARE, CANNON_MOB, CHARIOT_MOB, CONNECTED_SOLDIERS, DANGER,
    FEATURES, FULL_PHASE, HORSE_MOB, MISSING_ADVISORS, MISSING_ELEPHANTS, PST, SQUARES, TEMPO,
    THREAT_FORK, THREAT_OTHER, THREAT_STM, Trace, WEIGHTS, Weights, features,
};

/// How a fit runs.
#[derive(Clone, Debug)]
pub struct Options {
    /// Passes over the training positions.
    pub epochs: usize,
    /// The step of the descent: in centipawns per epoch with Adam; with plain gradient
    /// descent (`gd`), the factor of the gradient.
    pub rate: f64,
    /// Plain gradient descent with momentum instead of Adam: a weight moves in proportion
    /// to how often its feature occurs, so the rare ones (a chariot on a far corner) stay
    /// near their start instead of fitting noise, as they do with Adam's equal steps.
    pub gd: bool,
    /// The pull towards the starting weights, per squared pawn of change.
    pub l2: f64,
    /// Start from the hand-set weights ([`hand`]) instead of the shipped ones.
    pub from_hand: bool,
    /// With labelled positions: the share of the game's result in the target, the rest
    /// being Fairy-Stockfish's score (through the same logistic curve).
    pub blend: f64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            epochs: 1500,
            rate: 1.0,
            l2: 0.0,
            from_hand: false,
            blend: 0.5,
            gd: false,
        }
    }
}

/// A quiet position: its features (red's less black's, the nonzero ones), its phase as
/// a fraction, the game's result for red, and Fairy-Stockfish's score for red (labelled
/// positions only).
struct Sample {
    features: Vec<(u16, i16)>,
    phase: f64,
    result: f64,
    score: Option<f64>,
}

fn result_for_red(winner: Option<Color>) -> f64 {
    match winner {
        Some(Color::Red) => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

fn sample(pos: &Position, winner: Option<Color>, _game: usize) -> Sample {
    let mut trace = Trace::default();
    let phase = features(
        pos.turn(),
        pos.pieces(Color::Red).chain(pos.pieces(Color::Black)),
        &mut trace,
    );
    Sample {
        features: trace
            .counts
            .iter()
            .enumerate()
            .filter(|(_, c)| **c != 0)
            .map(|(i, &c)| (i as u16, c as i16))
            .collect(),
        phase: f64::from(phase) / f64::from(FULL_PHASE),
        result: result_for_red(winner),
        score: None,
    }
}

/// The quiet positions of the games recorded in `paths` (as the fit takes them), every
/// `every`-th one: `game<TAB>fen<TAB>result for red` a line, for Fairy-Stockfish to label
/// (`match/fit/fsf_label.py`).
pub fn xiangqi_positions(paths: &str, every: usize) -> Result<String, String> {
    let start = Position::new(Variant::Xiangqi).expect("the start position");
    super::positions_to_label(paths, &start, 8, every)
}

/// Positions labelled by `fsf_label.py` (the score in centipawns for red), every tenth
/// game held out.
fn load_labelled(path: &str) -> Result<(Vec<Sample>, Vec<Sample>), String> {
    super::load_labelled(path, |fen, result, score| {
        let pos = Position::from_fen(Variant::Xiangqi, fen).map_err(|e| e.to_string())?;
        let mut s = sample(&pos, None, 0);
        s.result = result;
        s.score = Some(score);
        Ok(s)
    })
}

/// The samples' targets with the scale `k`: the result, or its blend with
/// Fairy-Stockfish's score.
fn set_targets(samples: &mut [Sample], k: f64, blend: f64) {
    for s in samples {
        if let Some(score) = s.score {
            s.result = blend * s.result + (1.0 - blend) * sigmoid(k * score);
            s.score = None;
        }
    }
}

/// The evaluation for red with the weights `theta` (middlegame then endgame weights).
fn red_eval(theta: &[f64], s: &Sample) -> f64 {
    s.features
        .iter()
        .map(|&(i, c)| {
            let i = usize::from(i);
            f64::from(c) * (theta[i] * s.phase + theta[FEATURES + i] * (1.0 - s.phase))
        })
        .sum()
}

/// The mean squared error of the predicted results.
fn error(theta: &[f64], samples: &[Sample], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (s.result - sigmoid(k * red_eval(theta, s))).powi(2))
        .sum();
    sum / samples.len() as f64
}

/// The weights as one vector: middlegame, then endgame.
fn flatten(w: &Weights) -> Vec<f64> {
    w.mg.iter().chain(&w.eg).map(|&x| f64::from(x)).collect()
}

fn round(theta: &[f64]) -> Weights {
    let mut w = Weights {
        mg: [0; FEATURES],
        eg: [0; FEATURES],
    };
    for i in 0..FEATURES {
        w.mg[i] = theta[i].round() as i32;
        w.eg[i] = theta[FEATURES + i].round() as i32;
    }
    w
}

/// The hand-set evaluation of earlier versions as weights of these features: where a fit
/// from scratch starts (`--from-hand`).
pub(crate) fn hand() -> Weights {
    let mut w = Weights {
        mg: [0; FEATURES],
        eg: [0; FEATURES],
    };
    // Material per role code (general .. soldier), a soldier's bonus by rank.
    let mg = [0, 0, 200, 200, 380, 870, 470, 100];
    let eg = [0, 0, 200, 200, 430, 920, 420, 120];
    let soldier = [0, 0, 0, 0, 10, 100, 130, 140, 130, 70];
    for role in 1..=7 {
        for (rank, bonus) in soldier.iter().enumerate() {
            for file in 0..5 {
                let i = PST + (role - 1) * SQUARES + rank * 5 + file;
                let mut v = 0;
                if role == 1 {
                    v -= 18 * rank as i32;
                }
                if role == 7 {
                    v += bonus;
                    if rank >= 5 && file >= 1 {
                        v += 8;
                    }
                }
                w.mg[i] = mg[role] + v;
                w.eg[i] = eg[role] + v;
            }
        }
    }
    for m in 0..9 {
        w.mg[HORSE_MOB + m] = 9 * m as i32;
        w.eg[HORSE_MOB + m] = 9 * m as i32;
    }
    for m in 0..18 {
        w.mg[CHARIOT_MOB + m] = 5 * m as i32;
        w.eg[CHARIOT_MOB + m] = 5 * m as i32;
        w.mg[CANNON_MOB + m] = 2 * m as i32;
        w.eg[CANNON_MOB + m] = 2 * m as i32;
    }
    for (i, mg, eg) in [(CANNON_AIM, 20, 10), (DANGER, -3, -1), (TEMPO, 12, 12)] {
        w.mg[i] = mg;
        w.eg[i] = eg;
    }
    w
}

/// The name of each feature, for the written weights.
fn groups() -> Vec<(usize, usize, String)> {
    let roles = [
        "general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier",
    ];
    let mut out: Vec<(usize, usize, String)> = roles
        .iter()
        .enumerate()
        .map(|(r, name)| {
            (
                PST + r * SQUARES,
                SQUARES,
                format!("{name} on each point: ranks 1..10 from its own side, files a..e"),
            )
        })
        .collect();
    out.extend([
        (HORSE_MOB, 9, "horse mobility 0..8".to_owned()),
        (CHARIOT_MOB, 18, "chariot mobility 0..17".to_owned()),
        (CANNON_MOB, 18, "cannon moves 0..17".to_owned()),
        (CANNON_AIM, 1, "cannon aimed with two screens".to_owned()),
        (CANNON_BARE, 1, "cannon facing the general".to_owned()),
        (DANGER, 1, "danger to the general, squared".to_owned()),
        (
            ATTACKERS,
            6,
            "attackers: horse, chariot beside, chariot facing, cannon 2 screens, cannon, soldier"
                .to_owned(),
        ),
        (
            MISSING_ADVISORS,
            1,
            "missing advisors × attackers".to_owned(),
        ),
        (
            MISSING_ELEPHANTS,
            1,
            "missing elephants × attackers".to_owned(),
        ),
        (THREAT_STM, 1, "threatened, side to move".to_owned()),
        (THREAT_FORK, 1, "two threatened, side to move".to_owned()),
        (THREAT_OTHER, 1, "threatened, other side".to_owned()),
        (TEMPO, 1, "side to move".to_owned()),
        (
            CONNECTED_SOLDIERS,
            1,
            "connected crossed soldiers".to_owned(),
        ),
    ]);
    out
}

/// `weights.rs` for the weights `w`.
pub(crate) fn source(w: &Weights, provenance: &str) -> String {
    let mut out = String::from(
        "//! The weights of the Xiangqi evaluation, written by `tune xiangqi`\n\
         //! (`crate::tune::xiangqi`).\n",
    );
    for line in provenance.lines() {
        out.push_str(&format!("//! {line}\n"));
    }
    out.push_str("\nuse super::Weights;\n\n/// The fitted weights.\n#[rustfmt::skip]\n");
    out.push_str("pub(crate) const WEIGHTS: Weights = Weights {\n");
    for (name, values) in [("mg", &w.mg), ("eg", &w.eg)] {
        out.push_str(&format!("    {name}: [\n"));
        for (start, len, what) in groups() {
            out.push_str(&format!("        // {what}\n"));
            let per_line = if len == SQUARES { 5 } else { 9 };
            for chunk in values[start..start + len].chunks(per_line) {
                let cells: Vec<String> = chunk.iter().map(|v| format!("{v},")).collect();
                out.push_str(&format!("        {}\n", cells.join(" ")));
            }
        }
        out.push_str("    ],\n");
    }
    out.push_str("};\n");
    out
}

/// Adam from `theta0` on the training samples' squared error (with `opts.l2`'s pull back
/// to `theta0`), reporting the errors every 100 epochs.
fn descend(theta0: &[f64], train: &[Sample], test: &[Sample], k: f64, opts: &Options) -> Vec<f64> {
    let mut theta = theta0.to_vec();
    let (mut m, mut v) = (vec![0.0; theta.len()], vec![0.0; theta.len()]);
    let (b1, b2) = (0.9f64, 0.999f64);
    let n = train.len() as f64;
    for epoch in 1..=opts.epochs {
        let mut grad = vec![0.0; theta.len()];
        for s in train {
            let p = sigmoid(k * red_eval(&theta, s));
            let g = 2.0 * (p - s.result) * p * (1.0 - p) * k / n;
            for &(i, c) in &s.features {
                let i = usize::from(i);
                let gc = g * f64::from(c);
                grad[i] += gc * s.phase;
                grad[FEATURES + i] += gc * (1.0 - s.phase);
            }
        }
        for (i, g) in grad.iter_mut().enumerate() {
            *g += opts.l2 * 2.0 * (theta[i] - theta0[i]) / 10_000.0;
        }
        for i in 0..theta.len() {
            if opts.gd {
                m[i] = b1 * m[i] + grad[i];
                theta[i] -= opts.rate * m[i];
                continue;
            }
            m[i] = b1 * m[i] + (1.0 - b1) * grad[i];
            v[i] = b2 * v[i] + (1.0 - b2) * grad[i] * grad[i];
            let mh = m[i] / (1.0 - b1.powi(epoch as i32));
            let vh = v[i] / (1.0 - b2.powi(epoch as i32));
            theta[i] -= opts.rate * mh / (vh.sqrt() + 1e-12);
        }
        if epoch % 100 == 0 || epoch == opts.epochs {
            eprintln!(
                "epoch {epoch}: training error {:.6}, test {:.6}",
                error(&theta, train, k),
                error(&theta, test, k)
            );
        }
    }
    theta
}

/// Fits the Xiangqi weights to the games recorded in `paths` (comma-separated),
/// reporting its progress on standard error; `weights.rs` for the fitted weights.
pub fn xiangqi(paths: &str, opts: &Options) -> Result<String, String> {
    let begin = if opts.from_hand {
        hand()
    } else {
        WEIGHTS.clone()
    };
    let start = Position::new(Variant::Xiangqi).expect("the start position");
    let (mut train, mut test) = if paths.ends_with(".tsv") {
        load_labelled(paths)?
    } else {
        load(paths, &start, 8, sample)?
    };
    let theta0 = flatten(&begin);
    // The scale is fitted to the results alone; the labels' scores then go through the
    // same curve.
    let (k, _) = fit_scale(|k| error(&theta0, &train, k));
    set_targets(&mut train, k, opts.blend);
    set_targets(&mut test, k, opts.blend);
    let best = error(&theta0, &train, k);
    eprintln!(
        "k {k:.5}: training error {best:.6}, test {:.6}",
        error(&theta0, &test, k)
    );
    let theta = descend(&theta0, &train, &test, k, opts);
    let w = round(&theta);
    let provenance = format!(
        "Fitted to {} training positions ({} held out) of {paths}: {} epochs of {}, rate {}, \
         l2 {}, blend {}, from the {} weights; test error {:.6} → {:.6} (scale k {k:.5}).",
        train.len(),
        test.len(),
        opts.epochs,
        if opts.gd { "gradient descent" } else { "Adam" },
        opts.rate,
        opts.l2,
        opts.blend,
        if opts.from_hand {
            "hand-set"
        } else {
            "shipped"
        },
        error(&theta0, &test, k),
        error(&flatten(&w), &test, k),
    );
    Ok(source(&w, &provenance))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_written_weights_read_back_as_the_same_numbers() {
        let w = hand();
        let text = source(&w, "a test");
        let numbers: Vec<i32> = text
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .flat_map(|l| l.split(','))
            .filter_map(|cell| cell.trim().parse().ok())
            .collect();
        let expected: Vec<i32> = w.mg.iter().chain(&w.eg).copied().collect();
        assert_eq!(numbers, expected);
    }

    #[test]
    fn the_descent_moves_the_weights_towards_the_results() {
        // Red a chariot up, yet black won; the start position drawn.
        let up = Position::from_fen(
            Variant::Xiangqi,
            "1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        )
        .unwrap();
        let start = Position::new(Variant::Xiangqi).unwrap();
        let train = vec![sample(&up, Some(Color::Black), 1), sample(&start, None, 1)];
        let theta0 = flatten(&hand());
        let k = 0.004;
        let opts = Options {
            epochs: 20,
            rate: 5.0,
            ..Options::default()
        };
        let theta = descend(&theta0, &train, &train, k, &opts);
        assert!(error(&theta, &train, k) < error(&theta0, &train, k));
        // The chariot on a1 (its own corner) is worth less than before.
        let a1 = PST + 4 * SQUARES;
        assert!(theta[a1] < theta0[a1] && theta[FEATURES + a1] < theta0[FEATURES + a1]);
    }
}
