//! Replays the corpus of the rules-level fuzz targets (`fuzz/corpus/{fen,moves,record}`)
//! through the very checks the targets run (`fuzz/checks/rules.rs`), on stable and in
//! seconds: every input that once found something new, and every crash found and fixed,
//! stays checked by an ordinary `cargo test`. See `fuzz/Cargo.toml` to fuzz further.

use std::path::{Path, PathBuf};

#[path = "../../fuzz/checks/rules.rs"]
mod checks;

fn corpus(target: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz/corpus")
        .join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{} is empty", dir.display());
    files
}

fn replay(target: &str, check: fn(&[u8])) {
    for file in corpus(target) {
        let data = std::fs::read(&file).unwrap();
        let run = std::panic::catch_unwind(|| check(&data));
        assert!(
            run.is_ok(),
            "{} fails; replay it with: cd fuzz && cargo +nightly fuzz run -s none -a {target} {}",
            file.display(),
            file.display()
        );
    }
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
