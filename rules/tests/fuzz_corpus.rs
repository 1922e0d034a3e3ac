//! Replays the corpus of the rules-level fuzz targets (`fuzz/corpus/{fen,moves,record}`)
//! through the very checks the targets run (`fuzz/checks/rules.rs`), on stable and in
//! seconds: every input that once found something new, and every crash found and fixed,
//! stays checked by an ordinary `cargo test`. See `fuzz/Cargo.toml` to fuzz further.

#[path = "../../fuzz/checks/rules.rs"]
mod checks;
#[path = "../../fuzz/checks/replay.rs"]
mod corpus;

fn replay(target: &str, check: fn(&[u8])) {
    corpus::replay(env!("CARGO_MANIFEST_DIR"), target, "", check);
}

#[test]
fn fen_corpus() {
    replay("fen", checks::fen);
}

#[test]
fn moves_corpus() {
    replay("moves", checks::moves);
}

#[test]
fn record_corpus() {
    replay("record", checks::record);
}

/// The crash the first fuzz run found (issue 25), by hand: a FEN rank whose run of
/// digits overflowed the file count.
#[test]
fn the_overflowing_rank_is_refused() {
    for fen in [
        "rcn18446744073709551615ncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1",
        "rcn18446744073709551616ncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1",
        "rbsgk/4p/5/P4/KGSBR[P99999999999999999999] w 0 1",
        "rb18446744073709551615k/4p/5/P4/KGSBR[-] w 0 1",
    ] {
        checks::fen(fen.as_bytes());
    }
}
