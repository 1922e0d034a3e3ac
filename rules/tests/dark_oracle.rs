//! Every position of `tests/data/dark-minixiangqi.jsonl` (an independent model of the
//! spec, from shared/oracle): both players' views and both move lists.

use std::collections::BTreeSet;

use rules::Color;
use rules::dark::{Position, View};
use serde::Deserialize;

#[derive(Deserialize)]
struct Sides<T> {
    red: T,
    black: T,
}

#[derive(Deserialize)]
struct Entry {
    fen: String,
    views: Sides<Vec<String>>,
    moves: Sides<Vec<String>>,
}

#[test]
fn views_and_moves_match_the_reference_model() {
    let mut n = 0;
    for line in include_str!("data/dark-minixiangqi.jsonl").lines() {
        let e: Entry = serde_json::from_str(line).unwrap();
        let pos = Position::from_fen(&e.fen).unwrap_or_else(|err| panic!("{}: {err}", e.fen));
        for (color, view, moves) in [
            (Color::Red, &e.views.red, &e.moves.red),
            (Color::Black, &e.views.black, &e.moves.black),
        ] {
            assert_eq!(
                &View::of(&pos, color).rows(),
                view,
                "{color} view of {}",
                e.fen
            );
            let ours: BTreeSet<String> =
                pos.moves_of(color).iter().map(|m| m.to_string()).collect();
            let theirs: BTreeSet<String> = moves.iter().cloned().collect();
            assert_eq!(ours, theirs, "{color} moves of {}", e.fen);
        }
        n += 1;
    }
    assert_eq!(n, 462);
}
