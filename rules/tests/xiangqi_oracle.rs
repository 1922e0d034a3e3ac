//! Every reference position from Fairy-Stockfish (`tests/data/*.jsonl`, copied from
//! shared/oracle): the legal move set, every WXF string, parsing each string back,
//! perft(2), check, and the result of positions without moves.

use std::collections::BTreeMap;

use rules::Variant;
use rules::xiangqi::{FenError, Position, PositionError};
use serde::Deserialize;

#[derive(Deserialize)]
struct Entry {
    fen: String,
    moves: BTreeMap<String, String>,
    perft2: Option<u64>,
    in_check: Option<bool>,
    result: Option<i64>,
    variant: Option<String>,
}

fn entries(text: &str) -> Vec<Entry> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// Returns (positions checked, positions rejected as invalid).
fn check_file(default: Variant, text: &str, allow_invalid: bool) -> (usize, usize) {
    let mut n = 0;
    let mut rejected = 0;
    for e in entries(text) {
        let variant = e.variant.as_deref().map_or(default, |v| v.parse().unwrap());
        let pos = match Position::from_fen(variant, &e.fen) {
            Ok(p) => p,
            // Some synthetic tandem positions leave the side that just moved in check,
            // which Fairy-Stockfish does not validate and Palace rejects.
            Err(FenError::Position(PositionError::OpponentInCheck(_))) if allow_invalid => {
                rejected += 1;
                continue;
            }
            Err(err) => panic!("{}: {err}", e.fen),
        };
        assert_eq!(pos.fen(), e.fen, "fen round trip");
        let ours: BTreeMap<String, String> = pos
            .legal_moves()
            .iter()
            .map(|&m| (m.to_string(), pos.notation(m)))
            .collect();
        assert_eq!(ours, e.moves, "moves of {}", e.fen);
        for (coord, wxf) in &e.moves {
            let m = pos
                .parse_move(wxf)
                .unwrap_or_else(|err| panic!("{} in {}: {err}", wxf, e.fen));
            assert_eq!(&m.to_string(), coord, "{wxf} in {}", e.fen);
            assert_eq!(&pos.parse_move(coord).unwrap().to_string(), coord);
        }
        if let Some(p2) = e.perft2 {
            assert_eq!(pos.perft(2), p2, "perft2 of {}", e.fen);
        }
        if let Some(check) = e.in_check {
            assert_eq!(pos.is_check(), check, "in_check of {}", e.fen);
        }
        if let Some(score) = e.result {
            assert!(e.moves.is_empty() && score < 0, "{}", e.fen);
        }
        n += 1;
    }
    (n, rejected)
}

#[test]
fn minixiangqi_reference_positions() {
    assert_eq!(
        check_file(
            Variant::MiniXiangqi,
            include_str!("data/minixiangqi.jsonl"),
            false
        ),
        (747, 0)
    );
}

#[test]
fn xiangqi_reference_positions() {
    assert_eq!(
        check_file(Variant::Xiangqi, include_str!("data/xiangqi.jsonl"), false),
        (475, 0)
    );
}

#[test]
fn wxf_tandem_positions() {
    assert_eq!(
        check_file(
            Variant::Xiangqi,
            include_str!("data/wxf-tandem.jsonl"),
            true
        ),
        (109, 11)
    );
}
