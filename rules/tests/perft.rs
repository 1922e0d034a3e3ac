//! Perft counts against Fairy-Stockfish (`tests/data/perft.txt`, from shared/oracle).
//!
//! The default run checks every count up to `FAST_LIMIT` nodes; `cargo test -- --ignored`
//! checks all of them.

use rules::Variant;

const FAST_LIMIT: u64 = 3_000_000;

struct Row {
    variant: Variant,
    fen: String,
    counts: Vec<u64>,
}

fn rows() -> Vec<Row> {
    let text = include_str!("data/perft.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.split(';');
            let variant = parts.next().unwrap().parse().unwrap();
            let fen = parts.next().unwrap().to_owned();
            let counts = parts
                .next()
                .unwrap()
                .split_whitespace()
                .map(|n| n.parse().unwrap())
                .collect();
            Row {
                variant,
                fen,
                counts,
            }
        })
        .collect()
}

fn perft(variant: Variant, fen: &str, depth: u32) -> u64 {
    match variant {
        Variant::MiniXiangqi | Variant::Xiangqi => rules::xiangqi::Position::from_fen(variant, fen)
            .unwrap_or_else(|e| panic!("{fen}: {e}"))
            .perft(depth),
        other => panic!("no perft for {other} here yet"),
    }
}

fn check(deep: bool) {
    let mut checked = 0;
    for row in rows() {
        if row.variant == Variant::MiniShogi {
            continue; // checked by tests/minishogi.rs
        }
        for (i, &expected) in row.counts.iter().enumerate() {
            let is_deep = expected > FAST_LIMIT;
            if is_deep != deep {
                continue;
            }
            let depth = i as u32 + 1;
            assert_eq!(
                perft(row.variant, &row.fen, depth),
                expected,
                "{} perft({depth}) of {}",
                row.variant,
                row.fen
            );
            checked += 1;
        }
    }
    assert!(checked > 0);
}

#[test]
fn perft_matches_fairy_stockfish() {
    check(false);
}

#[test]
#[ignore = "deep counts take minutes; run with --ignored"]
fn deep_perft_matches_fairy_stockfish() {
    check(true);
}
