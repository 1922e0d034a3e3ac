//! The chase rule move by move: 3,607 moves from random Mini Xiangqi and Xiangqi
//! positions with the pieces Fairy-Stockfish 0.0.90 marks as chased after each
//! (`StateInfo::chased`; every move with a chase, one in ten of the others), made by
//! `tools/fsf-crosscheck/chase_sets.py --positions 1000 --seed 11 --dump ...`.

use std::collections::BTreeSet;

use rules::Variant;
use rules::xiangqi::Position;
use serde::Deserialize;

#[derive(Deserialize)]
struct Line {
    variant: String,
    fen: String,
    moves: Vec<String>,
    chased: Vec<String>,
}

#[test]
fn chased_pieces_match_fairy_stockfish() {
    let (mut n, mut with_chase) = (0, 0);
    let mut failures = Vec::new();
    for text in include_str!("data/chase-sets.jsonl").lines() {
        let line: Line = serde_json::from_str(text).unwrap();
        let variant: Variant = line.variant.parse().unwrap();
        let mut pos = Position::from_fen(variant, &line.fen).unwrap();
        let mut before = pos.clone();
        let mut last = None;
        for m in &line.moves {
            before = pos.clone();
            let mv = pos
                .parse_move(m)
                .unwrap_or_else(|e| panic!("{}: {e}", line.fen));
            pos.play_unchecked(mv);
            last = Some(mv);
        }
        let ours: BTreeSet<String> = pos
            .chased_by(&before, last.unwrap())
            .iter()
            .map(|s| s.to_string())
            .collect();
        let theirs: BTreeSet<String> = line.chased.iter().cloned().collect();
        if ours != theirs {
            failures.push(format!(
                "{} {:?}: FSF {theirs:?}, ours {ours:?}",
                line.fen, line.moves
            ));
        }
        n += 1;
        with_chase += usize::from(!theirs.is_empty());
    }
    assert!(
        failures.is_empty(),
        "{} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(n, 3607);
    assert!(with_chase > 1500, "{with_chase}");
}
