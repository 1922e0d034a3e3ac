//! Minishogi against the Fairy-Stockfish reference data in `tests/data/`.

use std::collections::BTreeMap;
use std::fs;

use rules::shogi::{Move, Position};
use rules::{Rules, Variant};
use serde::Deserialize;

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[derive(Deserialize)]
struct Record {
    fen: String,
    moves: BTreeMap<String, String>,
    perft2: u64,
    in_check: bool,
    result: Option<i64>,
}

fn records() -> Vec<Record> {
    // The oracle's positions, and random ones checked against pyffish 0.0.90 the same way
    // (`tools/fsf-crosscheck/shogi/`).
    [data("minishogi.jsonl"), data("minishogi-random.jsonl")]
        .concat()
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn reference_positions() {
    let records = records();
    assert!(records.len() > 1400);
    for rec in &records {
        let pos = <Position as Rules>::from_fen(Variant::MiniShogi, &rec.fen)
            .unwrap_or_else(|e| panic!("{}: {e}", rec.fen));
        let legal = pos.legal_moves();
        let ours: BTreeMap<String, String> = legal
            .iter()
            .map(|&m| (m.to_string(), pos.notation(m)))
            .collect();
        assert_eq!(
            ours.len(),
            legal.len(),
            "{}: duplicate coordinates",
            rec.fen
        );
        assert_eq!(ours, rec.moves, "{}", rec.fen);
        for &m in &legal {
            let (coord, note) = (m.to_string(), pos.notation(m));
            assert_eq!(pos.parse_move(&coord), Ok(m), "{}: {coord}", rec.fen);
            assert_eq!(pos.parse_move(&note), Ok(m), "{}: {note}", rec.fen);
            assert_eq!(pos.parse_move(&m.usi()), Ok(m), "{}: {}", rec.fen, m.usi());
        }
        assert_eq!(pos.perft(2), rec.perft2, "{}", rec.fen);
        assert_eq!(pos.is_check(), rec.in_check, "{}", rec.fen);
        let reread = Position::from_fen(&pos.fen()).unwrap();
        assert!(reread.same_repetition_state(&pos));
        assert_eq!(reread.fen(), pos.fen());
        // Board and hands are written as Fairy-Stockfish writes them (`[-]` for `[]`).
        let ours = pos.fen();
        let theirs = rec
            .fen
            .split_whitespace()
            .next()
            .unwrap()
            .replace("[]", "[-]");
        assert_eq!(ours.split_whitespace().next(), Some(theirs.as_str()));
        // SFEN has no no-capture clock; everything else survives.
        let from_sfen = Position::from_sfen(&pos.sfen()).unwrap();
        assert!(from_sfen.same_repetition_state(&pos));
        assert_eq!(from_sfen.fullmoves(), pos.fullmoves());
        assert_eq!(from_sfen.sfen(), pos.sfen());
        match rec.result {
            Some(score) => {
                assert!(score < 0, "{}", rec.fen);
                assert!(legal.is_empty(), "{}", rec.fen);
                let outcome = pos.terminal_outcome().unwrap();
                assert_eq!(outcome.winner(), Some(!pos.turn()), "{}", rec.fen);
            }
            None => assert_eq!(pos.terminal_outcome(), None, "{}", rec.fen),
        }
    }
}

#[test]
fn reference_perft() {
    for line in data("minishogi-perft.txt").lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let (fen, counts) = line.split_once(';').unwrap();
        let pos = Position::from_fen(fen.trim()).unwrap();
        for (depth, count) in counts.split(',').enumerate() {
            let count: u64 = count.trim().parse().unwrap();
            assert_eq!(
                pos.perft(depth as u32 + 1),
                count,
                "{fen} depth {}",
                depth + 1
            );
        }
    }
}

/// Perft without bulk counting: every leaf is played.
fn perft_played(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play_unchecked(m);
            perft_played(&next, depth - 1)
        })
        .sum()
}

#[test]
#[ignore = "slow: deep start-position perft"]
fn deep_start_perft() {
    let pos = Position::new();
    assert_eq!(pos.perft(5), 533_203);
    // Beyond the reference table: checked against playing every leaf, and recorded.
    assert_eq!(perft_played(&pos, 6), 8_276_188);
    assert_eq!(pos.perft(6), 8_276_188);
    assert_eq!(pos.perft(7), 132_680_617);
}

#[test]
fn start_fen_matches_variant() {
    let pos = Position::new();
    assert_eq!(pos.fen(), Variant::MiniShogi.start_fen());
    assert_eq!(
        <Position as Rules>::from_fen(Variant::MiniShogi, Variant::MiniShogi.start_fen()),
        Ok(pos)
    );
    assert!(
        <Position as Rules>::from_fen(Variant::Xiangqi, Variant::MiniShogi.start_fen()).is_err()
    );
    let _: Move = Position::new().legal_moves()[0];
}
