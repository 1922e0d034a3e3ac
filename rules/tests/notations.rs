//! Every notation round trip over every legal move of the Fairy-Stockfish reference
//! positions (`tests/data/*.jsonl`): each move written in Chinese (both scripts), ICCS,
//! Japanese (with and without 同) and USI reads back as that move and no other, and no two
//! legal moves of a position are written alike; each also reads as a move without the
//! position ([`Variant::reads_as_move`], how a chat line is told from a move). WXF and Western are checked against
//! Fairy-Stockfish's own strings in `xiangqi_oracle.rs` and `minishogi.rs`.

use std::collections::HashSet;

use rules::{Notation, Rules, Script, Variant};
use serde::Deserialize;

#[derive(Deserialize)]
struct Entry {
    fen: String,
    variant: Option<String>,
}

fn fens(text: &str) -> impl Iterator<Item = Entry> + '_ {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
}

/// Every legal move of `pos` in each of `forms`: each is written once in the position and
/// reads back as that move. Returns how many were checked.
fn check_forms<P: Rules>(
    pos: &P,
    variant: Variant,
    fen: &str,
    forms: &[(Notation, Script)],
) -> usize {
    let moves: Vec<_> = pos
        .legal_moves()
        .iter()
        .map(|&m| (m, pos.written(m, None)))
        .collect();
    let mut n = 0;
    for &(notation, script) in forms {
        let mut seen = HashSet::new();
        for (m, w) in &moves {
            let text = w.get(notation, script);
            assert!(
                seen.insert(text.to_owned()),
                "{text} written twice in {fen}"
            );
            assert_eq!(
                pos.parse_move(text).ok(),
                Some(*m),
                "{text} ({notation}) in {fen}"
            );
            assert!(variant.reads_as_move(text), "{text} ({notation}) in {fen}");
            n += 1;
        }
    }
    n
}

#[test]
fn xiangqi_notations_round_trip() {
    use rules::xiangqi::Position;
    let forms = [
        (Notation::Wxf, Script::Simplified),
        (Notation::Chinese, Script::Simplified),
        (Notation::Chinese, Script::Traditional),
        (Notation::Iccs, Script::Simplified),
    ];
    let mut checked = 0;
    for (default, text) in [
        (Variant::Xiangqi, include_str!("data/xiangqi.jsonl")),
        (Variant::MiniXiangqi, include_str!("data/minixiangqi.jsonl")),
        (Variant::Xiangqi, include_str!("data/wxf-tandem.jsonl")),
        (Variant::Xiangqi, include_str!("data/chase-sets.jsonl")),
    ] {
        for e in fens(text) {
            let variant = e.variant.as_deref().map_or(default, |v| v.parse().unwrap());
            // Synthetic positions Palace refuses are checked where they are loaded.
            let Ok(pos) = Position::from_fen(variant, &e.fen) else {
                continue;
            };
            checked += check_forms(&pos, variant, &e.fen, &forms);
        }
    }
    assert!(checked > 100_000, "{checked} moves checked");
}

#[test]
fn dark_players_write_their_own_moves_alike() {
    use rules::dark::Position;
    let forms = [
        (Notation::Chinese, Script::Simplified),
        (Notation::Iccs, Script::Traditional),
    ];
    let mut checked = 0;
    for e in fens(include_str!("data/dark-minixiangqi.jsonl")) {
        let Ok(pos) = Position::from_fen(&e.fen) else {
            continue;
        };
        checked += check_forms(&pos, Variant::DarkMiniXiangqi, &e.fen, &forms);
    }
    assert!(checked > 1_000, "{checked} moves checked");
}

#[test]
fn minishogi_notations_round_trip() {
    use rules::shogi::Position;
    let forms = [
        (Notation::Western, Script::Simplified),
        (Notation::Japanese, Script::Simplified),
        (Notation::Usi, Script::Simplified),
    ];
    let mut checked = 0;
    for text in [
        include_str!("data/minishogi.jsonl"),
        include_str!("data/minishogi-random.jsonl"),
    ] {
        for e in fens(text) {
            let pos = Position::from_fen(&e.fen).unwrap();
            checked += check_forms(&pos, Variant::MiniShogi, &e.fen, &forms);
            // 同: each move as if the last move had gone to its square, read through the
            // game's expansion.
            for m in pos.legal_moves() {
                let text = pos.japanese(m, Some(m.to()));
                assert!(text.contains('同'), "{text}");
                assert!(Variant::MiniShogi.reads_as_move(&text), "{text}");
                let expanded = Position::expand_same(&text, Some(m.to()));
                assert_eq!(pos.parse_move(&expanded), Ok(m), "{text} in {}", e.fen);
            }
        }
    }
    assert!(checked > 20_000, "{checked} moves checked");
}

/// What players say to each other in a game's thread reads as no move in any variant, so
/// that Palace, reading a thread, takes no chat for a move.
#[test]
fn chat_reads_as_no_move() {
    for text in [
        "",
        "good luck",
        "gg",
        "thanks!",
        "nice move",
        "hmm",
        "ok",
        "lol",
        "wait 5 min",
        "再来一局",
        "好棋",
        "đi đi",
        "よろしくお願いします",
        "play C2=5 please",
    ] {
        for v in Variant::ALL {
            assert!(!v.reads_as_move(text), "{text:?} reads as a {v:?} move");
        }
    }
}
