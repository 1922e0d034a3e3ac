//! Minishogi positions for Fairy-Stockfish to label, and the labelled positions read back
//! for the fit of the evaluation's weights ([`super::minishogi`]).

use rules::Color;
use rules::shogi::Position;

use super::{ShogiSample, sigmoid};
use crate::eval_shogi;

/// The quiet positions of the Minishogi games recorded in `paths` (as the fit takes them),
/// every `every`-th one: `game<TAB>fen<TAB>result for sente` a line, for Fairy-Stockfish to
/// label (`match/fit/fsf_label.py ... minishogi`).
pub fn minishogi_positions(paths: &str, every: usize) -> Result<String, String> {
    super::positions_to_label(paths, &Position::new(), 6, every)
}

/// Positions labelled by `fsf_label.py` (the result and the score for sente), every tenth
/// game held out; each sample's result and score are for its side to move.
pub(super) fn load_labelled(path: &str) -> Result<(Vec<ShogiSample>, Vec<ShogiSample>), String> {
    super::load_labelled(path, |fen, result, score| {
        let pos = Position::from_fen(fen).map_err(|e| e.to_string())?;
        let sente = pos.turn() == Color::SENTE;
        Ok(ShogiSample {
            features: eval_shogi::features(&pos),
            result: if sente { result } else { 1.0 - result },
            score: Some(if sente { score } else { -score }),
        })
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
}
