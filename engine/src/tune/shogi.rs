//! Minishogi positions for Fairy-Stockfish to label, and the labelled positions read back
//! for the fit of the evaluation's weights ([`super::minishogi`]) and for the training of
//! its network ([`minishogi_nn_inputs`]).

use rules::Color;
use rules::shogi::Position;

use super::{ShogiSample, fit_scale, sigmoid};
use crate::eval_shogi::{self, FEATURES, SQUARES, WEIGHTS};
use crate::eval_shogi_nn;

/// The feature weights before the piece-square values were added (tuned to the results of
/// 681 Fairy-Stockfish games): where `tune minishogi-squares --from-prior` starts, with
/// every piece-square value at 0, to fit the shipped [`WEIGHTS`] and [`SQUARES`] again.
#[rustfmt::skip]
const PRIOR: [i32; FEATURES] = [
    6856, 9267, 9112, 9053, 9891, 5447, 7218, 15051, 11204,
    -776, 741, 1278, -401, 230,
    539, 481, 541,
    -226, -261, -1011,
    -6, -785, 261, -3332, -2867, -964,
    1560,
    -1582, -505, -680, -430, 1090,
];

/// The settings of [`minishogi_squares`].
#[derive(Clone, Debug)]
pub struct SquaresOptions {
    /// The game's result's share of the target (the rest: Fairy-Stockfish's score).
    pub blend: f64,
    /// The step of the descent.
    pub rate: f64,
    /// Passes over the training positions.
    pub epochs: usize,
    /// The pull of every weight towards its start.
    pub l2: f64,
    /// Where the descent starts.
    pub start: Start,
}

/// Where [`minishogi_squares`] starts its descent.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Start {
    /// The shipped [`WEIGHTS`] and [`SQUARES`].
    #[default]
    Shipped,
    /// [`PRIOR`], with every piece-square value at 0.
    Prior,
    /// The values in this text, as [`minishogi_squares`] writes them (a fit that goes on
    /// from an earlier one).
    Fit(String),
}

impl Start {
    /// The feature weights, then the piece-square values (role by role).
    fn values(&self) -> Result<Vec<f64>, String> {
        Ok(match self {
            Start::Shipped => WEIGHTS
                .iter()
                .chain(SQUARES.iter().flatten())
                .map(|&w| f64::from(w))
                .collect(),
            Start::Prior => PRIOR
                .iter()
                .map(|&w| f64::from(w))
                .chain(std::iter::repeat_n(0.0, 250))
                .collect(),
            Start::Fit(text) => parse_squares(text)?,
        })
    }
}

impl Default for SquaresOptions {
    /// The settings of the shipped values.
    fn default() -> Self {
        SquaresOptions {
            blend: 1.0,
            rate: 2e5,
            epochs: 2000,
            l2: 0.05,
            start: Start::Shipped,
        }
    }
}

/// The feature weights, then the piece-square values (role by role).
const PARAMS: usize = FEATURES + 250;

/// A labelled position for the piece-square fit: its features and its piece-square terms
/// (index into the values, +1 or -1).
struct SquaresSample {
    features: [i32; FEATURES],
    squares: Vec<(u16, i8)>,
    result: f64,
}

fn squares_eval(theta: &[f64], s: &SquaresSample) -> f64 {
    let mut v: f64 = s
        .features
        .iter()
        .zip(theta)
        .map(|(&f, t)| t * f64::from(f))
        .sum();
    for &(i, c) in &s.squares {
        v += theta[FEATURES + usize::from(i)] * f64::from(c);
    }
    v / 16.0
}

fn squares_error(theta: &[f64], samples: &[SquaresSample], k: f64) -> f64 {
    samples
        .iter()
        .map(|s| (s.result - sigmoid(k * squares_eval(theta, s))).powi(2))
        .sum::<f64>()
        / samples.len() as f64
}

/// Fits the Minishogi feature weights and piece-square values together to labelled
/// positions (`game<TAB>fen<TAB>result<TAB>score` for sente, as `fsf_label.py` writes;
/// with `blend` 1 the score is not used) by gradient descent with momentum, every tenth game
/// held out; reports its progress on standard error; `WEIGHTS` and `SQUARES` as Rust.
pub fn minishogi_squares(path: &str, opts: &SquaresOptions) -> Result<String, String> {
    let (mut train, mut test) = super::load_labelled(path, |fen, result, score| {
        let (pos, result, score) = for_side_to_move(fen, result, score)?;
        let mut squares = Vec::new();
        eval_shogi::square_terms(&pos, |role, square, sign| {
            squares.push(((role * 25 + square) as u16, sign as i8));
        });
        let features = eval_shogi::features(&pos);
        Ok((
            SquaresSample {
                features,
                squares,
                result,
            },
            score,
        ))
    })?;
    let mut theta = opts.start.values()?;
    let start = theta.clone();
    let (k, _) = fit_scale(|k| {
        train
            .iter()
            .map(|(s, _)| (s.result - sigmoid(k * squares_eval(&start, s))).powi(2))
            .sum::<f64>()
    });
    let target = |(mut s, score): (SquaresSample, f64)| {
        s.result = opts.blend * s.result + (1.0 - opts.blend) * sigmoid(k * score);
        s
    };
    let train: Vec<SquaresSample> = train.drain(..).map(target).collect();
    let test: Vec<SquaresSample> = test.drain(..).map(target).collect();
    eprintln!(
        "k {k:.5}: training error {:.6}, test {:.6}",
        squares_error(&theta, &train, k),
        squares_error(&theta, &test, k)
    );
    let n = train.len() as f64;
    let mut momentum = vec![0.0; PARAMS];
    for epoch in 1..=opts.epochs {
        let mut grad = vec![0.0; PARAMS];
        for s in &train {
            let p = sigmoid(k * squares_eval(&theta, s));
            let g = 2.0 * (p - s.result) * p * (1.0 - p) * k / 16.0 / n;
            for (i, &f) in s.features.iter().enumerate() {
                grad[i] += g * f64::from(f);
            }
            for &(i, c) in &s.squares {
                grad[FEATURES + usize::from(i)] += g * f64::from(c);
            }
        }
        for i in 0..PARAMS {
            grad[i] += opts.l2 * 2.0 * (theta[i] - start[i]) / 1.0e8;
            momentum[i] = 0.9 * momentum[i] + grad[i];
            theta[i] -= opts.rate * momentum[i];
        }
        if epoch % 100 == 0 || epoch == opts.epochs {
            eprintln!(
                "epoch {epoch}: training error {:.6}, test {:.6}",
                squares_error(&theta, &train, k),
                squares_error(&theta, &test, k)
            );
        }
    }
    Ok(squares_rust(&theta))
}

/// `WEIGHTS` and `SQUARES` as Rust, rounded: what [`minishogi_squares`] prints and
/// [`parse_squares`] reads back.
fn squares_rust(theta: &[f64]) -> String {
    let int = |t: &f64| (t.round() as i32).to_string();
    let mut out = format!(
        "pub(crate) const WEIGHTS: [i32; FEATURES] = [{}];\n",
        theta[..FEATURES]
            .iter()
            .map(int)
            .collect::<Vec<_>>()
            .join(", ")
    );
    out.push_str("pub(crate) const SQUARES: [[i32; 25]; 10] = [\n");
    for role in theta[FEATURES..].chunks(25) {
        out.push_str(&format!(
            "    [{}],\n",
            role.iter().map(int).collect::<Vec<_>>().join(", ")
        ));
    }
    out.push_str("];\n");
    out
}

/// The feature weights and piece-square values in `text`, as [`squares_rust`] writes them
/// (the start of a fit that goes on from an earlier one).
fn parse_squares(text: &str) -> Result<Vec<f64>, String> {
    let numbers: Vec<f64> = text
        .replace("[i32; FEATURES]", "")
        .replace("[[i32; 25]; 10]", "")
        .split(|c: char| c != '-' && !c.is_ascii_digit())
        .filter(|t| !t.is_empty())
        .map(|t| {
            t.parse::<i32>()
                .map(f64::from)
                .map_err(|_| format!("not a value: '{t}'"))
        })
        .collect::<Result<_, _>>()?;
    if numbers.len() != PARAMS {
        return Err(format!(
            "the start wants {PARAMS} values ({FEATURES} weights and 250 piece-square values, as the fit writes them), not {}",
            numbers.len()
        ));
    }
    Ok(numbers)
}

/// The quiet positions of the Minishogi games recorded in `paths` (as the fit takes them),
/// every `every`-th one: `game<TAB>fen<TAB>result for sente` a line, for Fairy-Stockfish to
/// label (`match/fit/fsf_label.py ... minishogi`).
pub fn minishogi_positions(paths: &str, every: usize) -> Result<String, String> {
    super::positions_to_label(paths, &Position::new(), 6, every)
}

/// The Minishogi network's training data (`match/fit/nn_train.py`) from a labelled file
/// (as `fsf_label.py` writes it), a line for each of its lines: the game's number, the
/// FEN, the result and the score for the side to move (the score kept within ±3000, as
/// the fits read it), the linear evaluation for the side to move (without the network,
/// in centipawns) and the network's active inputs, comma-separated.
pub fn minishogi_nn_inputs(path: &str) -> Result<String, String> {
    let mut out = String::new();
    super::read_labelled(path, |game, fen, result, score| {
        let (pos, result, score) = for_side_to_move(fen, result, score)?;
        let mut active = Vec::new();
        eval_shogi_nn::inputs(&pos, |i| active.push(i.to_string()));
        let linear = eval_shogi::linear(&pos);
        out.push_str(&format!(
            "{game}\t{fen}\t{result}\t{score}\t{linear}\t{}\n",
            active.join(",")
        ));
        Ok(())
    })?;
    Ok(out)
}

/// Positions labelled by `fsf_label.py` (the result and the score for sente), every tenth
/// game held out; each sample's result and score are for its side to move.
pub(super) fn load_labelled(path: &str) -> Result<(Vec<ShogiSample>, Vec<ShogiSample>), String> {
    super::load_labelled(path, |fen, result, score| {
        let (pos, result, score) = for_side_to_move(fen, result, score)?;
        Ok(ShogiSample::new(&pos, result, Some(score)))
    })
}

/// A labelled line's position, and its result and score (given for sente) for the side to
/// move.
fn for_side_to_move(fen: &str, result: f64, score: f64) -> Result<(Position, f64, f64), String> {
    let pos = Position::from_fen(fen).map_err(|e| e.to_string())?;
    Ok(if pos.turn() == Color::SENTE {
        (pos, result, score)
    } else {
        (pos, 1.0 - result, -score)
    })
}

/// The samples' targets with the logistic scale `k`: `blend` of the game's result, the
/// rest Fairy-Stockfish's score through the same curve.
pub(super) fn set_targets(samples: &mut [ShogiSample], k: f64, blend: f64) {
    for s in samples {
        if let Some(score) = s.score.take() {
            s.result = blend * s.result + (1.0 - blend) * sigmoid(k * score);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::SearchPosition;

    #[test]
    fn labelled_positions_are_read_for_their_side_to_move() {
        let dir = std::env::temp_dir().join(format!("palace-shogi-labels-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("l.tsv");
        let start = Position::new();
        let after = start
            .make("e1e2".parse::<rules::shogi::Move>().unwrap())
            .expect("a legal first move");
        // Game 10 is held out; game 1 trains. Sente won game 1 and FSF likes sente by 120.
        let text = format!("1\t{}\t1\t120\n10\t{}\t0\t-50\n", after.fen(), start.fen());
        std::fs::write(&path, text).unwrap();
        let (mut train, test) = load_labelled(path.to_str().unwrap()).unwrap();
        assert_eq!((train.len(), test.len()), (1, 1));
        // After sente's move gote is to move: the result and score turn over.
        assert_eq!(train[0].result, 0.0);
        assert_eq!(train[0].score, Some(-120.0));
        assert_eq!(test[0].result, 0.0);
        assert_eq!(test[0].score, Some(-50.0));
        set_targets(&mut train, 0.01, 0.5);
        let expected = 0.5 * 0.0 + 0.5 / (1.0 + (1.2f64).exp());
        assert!((train[0].result - expected).abs() < 1e-12);
        assert_eq!(train[0].score, None);
        std::fs::write(&path, "1\tnot a fen\t1\t0\n").unwrap();
        let Err(err) = load_labelled(path.to_str().unwrap()) else {
            panic!("a line without a FEN is refused");
        };
        assert!(err.contains(":1:"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_network_inputs_follow_the_labelled_lines() {
        let dir = std::env::temp_dir().join(format!("palace-shogi-nn-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("l.tsv");
        let fens = [
            "rbsgk/4p/5/P4/KGSBR[-] w 0 1",
            "2k2/5/1+P3/1r3/K1+b2[GSgsp] b 0 1",
        ];
        // Sente won both games, and FSF likes sente by 120 and by far more than a mate.
        let text = format!("1\t{}\t1\t120\n10\t{}\t1\t5000\n", fens[0], fens[1]);
        std::fs::write(&path, text).unwrap();
        let out = minishogi_nn_inputs(path.to_str().unwrap()).unwrap();
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 2);
        // Gote is to move in the second: the result and the score (kept at a mate's
        // 3000) turn over.
        for ((line, fen), (game, result, score)) in
            lines.iter().zip(fens).zip([(1, 1, 120), (10, 0, -3000)])
        {
            let pos = Position::from_fen(fen).unwrap();
            let mut active = Vec::new();
            eval_shogi_nn::inputs(&pos, |i| active.push(i.to_string()));
            assert_eq!(
                *line,
                format!(
                    "{game}\t{fen}\t{result}\t{score}\t{}\t{}",
                    eval_shogi::linear(&pos),
                    active.join(",")
                )
            );
        }
        // The start is worth the move alone to the linear evaluation.
        assert_eq!(
            lines[0].split('\t').nth(4),
            Some((WEIGHTS[26] / 16).to_string().as_str())
        );
        // A line that cannot be read is refused with its number.
        std::fs::write(&path, format!("1\t{}\t1\t0\n2\tnot a fen\t1\t0\n", fens[0])).unwrap();
        let Err(err) = minishogi_nn_inputs(path.to_str().unwrap()) else {
            panic!("a line without a FEN is refused");
        };
        assert!(err.contains(":2:"), "{err}");
        std::fs::write(&path, "1\n").unwrap();
        let err = minishogi_nn_inputs(path.to_str().unwrap()).unwrap_err();
        assert!(err.contains(":1: not game, FEN, result and score"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_squares_fit_lowers_the_training_error_and_writes_rust() {
        let dir = std::env::temp_dir().join(format!("palace-shogi-squares-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("r.tsv");
        // Sente won every game whose sente rook stood on d1 instead of e1.
        let (d1, e1) = (
            "rbsgk/4p/5/P4/KGSR1[b] w 0 1",
            "rbsgk/4p/5/P4/KGS1R[b] w 0 1",
        );
        let text: String = (1..=20)
            .map(|g| {
                let (fen, r) = if g % 2 == 0 { (d1, 1) } else { (e1, 0) };
                format!("{g}\t{fen}\t{r}\t0\n")
            })
            .collect();
        std::fs::write(&path, text).unwrap();
        let opts = SquaresOptions {
            epochs: 200,
            ..SquaresOptions::default()
        };
        let out = minishogi_squares(path.to_str().unwrap(), &opts).unwrap();
        assert!(
            out.starts_with("pub(crate) const WEIGHTS: [i32; FEATURES] = ["),
            "{out}"
        );
        assert_eq!(out.lines().filter(|l| l.starts_with("    [")).count(), 10);
        // The rook's d1 (square 3) rose above its e1 (square 4).
        let rook = out
            .lines()
            .filter(|l| l.starts_with("    ["))
            .nth(4)
            .unwrap();
        let v: Vec<i32> = rook
            .trim_matches(|c| " [],".contains(c))
            .split(", ")
            .map(|x| x.parse().unwrap())
            .collect();
        let (before_d1, before_e1) = (SQUARES[4][3], SQUARES[4][4]);
        assert!(v[3] - v[4] > before_d1 - before_e1, "{rook}");
        // A fit goes on from its own output: no epochs from it give it back unchanged.
        let again = SquaresOptions {
            epochs: 0,
            start: Start::Fit(out.clone()),
            ..SquaresOptions::default()
        };
        assert_eq!(
            minishogi_squares(path.to_str().unwrap(), &again).unwrap(),
            out
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_start_is_read_back_as_the_fit_wrote_it() {
        let shipped = Start::Shipped.values().unwrap();
        let text = squares_rust(&shipped);
        assert_eq!(parse_squares(&text).unwrap(), shipped);
        // Cut short, or with other numbers in it, it is refused.
        let cut: String = text.lines().take(5).collect::<Vec<_>>().join("\n");
        let err = parse_squares(&cut).unwrap_err();
        assert!(err.ends_with("not 107"), "{err}");
        let err = parse_squares(&format!("// in 16ths\n{text}")).unwrap_err();
        assert!(err.ends_with("not 283"), "{err}");
        assert!(
            parse_squares("[1-2]")
                .unwrap_err()
                .contains("not a value: '1-2'")
        );
    }
}
