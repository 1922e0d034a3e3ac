//! `palace perft`: counts move sequences, timing itself on standard error.

use std::fmt::Write;
use std::time::Instant;

use rules::Rules;

/// The count as the last line; with `divide`, `<coordinate> <count>` per first move before.
pub fn report<P: Rules>(pos: &P, depth: u32, divide: bool) -> String {
    let start = Instant::now();
    let mut out = String::new();
    let total = if divide && depth > 0 {
        let mut total = 0;
        for m in pos.legal_moves() {
            let mut next = pos.clone();
            next.play_unchecked(m);
            let n = next.perft(depth - 1);
            let _ = writeln!(out, "{m} {n}");
            total += n;
        }
        total
    } else {
        pos.perft(depth)
    };
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "perft({depth}) = {total} in {secs:.3} s ({:.1} M leaves/s)",
        total as f64 / secs.max(1e-9) / 1e6
    );
    let _ = writeln!(out, "{total}");
    out
}
