//! Replays the corpus of the bot-level fuzz targets (`fuzz/corpus/{play_line,
//! command_options,config,store_docs,stored_clock}`) through the very checks the targets run
//! (`fuzz/checks/bot.rs`), on stable and in seconds. See `fuzz/Cargo.toml` to fuzz
//! further.
//!
//! The four crashes fuzzing found in bot code (a log filter that panicked and one that
//! took minutes in tracing-subscriber, a stored deadline and stored results that
//! overflowed) are fixed; their reproducers are in the corpus, named `known-*`.

use std::path::{Path, PathBuf};

#[path = "../../fuzz/checks/bot.rs"]
mod checks;

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz")
}

fn corpus(target: &str) -> Vec<PathBuf> {
    let dir = fuzz_dir().join("corpus").join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{} is empty", dir.display());
    files
}

fn check_of(target: &str) -> fn(&[u8]) {
    match target {
        "play_line" => checks::play_line,
        "command_options" => checks::command_options,
        "config" => checks::config,
        "store_docs" => checks::store_docs,
        "stored_clock" => checks::stored_clock,
        other => panic!("no fuzz target {other}"),
    }
}

fn replay(target: &str) {
    let check = check_of(target);
    for file in corpus(target) {
        let data = std::fs::read(&file).unwrap();
        let run = std::panic::catch_unwind(|| check(&data));
        assert!(
            run.is_ok(),
            "{} fails; replay it with: cd fuzz && cargo +nightly fuzz run -s none -a --features bot {target} {}",
            file.display(),
            file.display()
        );
    }
}

#[test]
fn play_line_corpus() {
    replay("play_line");
}

#[test]
fn command_options_corpus() {
    replay("command_options");
}

#[test]
fn config_corpus() {
    replay("config");
}

#[test]
fn store_docs_corpus() {
    replay("store_docs");
}

#[test]
fn stored_clock_corpus() {
    replay("stored_clock");
}
