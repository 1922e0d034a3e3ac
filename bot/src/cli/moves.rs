//! `palace moves`: the legal moves of a position.

use std::fmt::Write;

use rules::Rules;

/// One line per legal move: `<coordinate> <notation>`.
pub fn list<P: Rules>(pos: &P) -> String {
    let mut out = String::new();
    for m in pos.legal_moves() {
        let _ = writeln!(out, "{m} {}", pos.notation(m));
    }
    out
}

/// A dark player's pseudo-legal moves, whoever is to move.
pub fn dark_list(pos: &rules::dark::Position, side: rules::Color) -> String {
    let mut out = String::new();
    for &m in pos.moves_of(side).iter() {
        let _ = writeln!(out, "{m} {}", pos.notation(m));
    }
    out
}
