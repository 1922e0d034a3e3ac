//! Replays the corpus of the bot-level fuzz targets (`fuzz/corpus/{play_line,
//! command_options,config,store_docs,stored_clock}`) through the very checks the targets run
//! (`fuzz/checks/bot.rs`), on stable and in seconds. See `fuzz/Cargo.toml` to fuzz
//! further.
//!
//! The four crashes fuzzing found in bot code (a log filter that panicked and one that
//! took minutes in tracing-subscriber, a stored deadline and stored results that
//! overflowed) are fixed; their reproducers are in the corpus, named `known-*`.

#[path = "../../../fuzz/checks/bot.rs"]
mod checks;
#[path = "../../../fuzz/checks/replay.rs"]
mod corpus;

fn replay(target: &str, check: fn(&[u8])) {
    corpus::replay(env!("CARGO_MANIFEST_DIR"), target, "--features bot ", check);
}

#[test]
fn play_line_corpus() {
    replay("play_line", checks::play_line);
}

#[test]
fn command_options_corpus() {
    replay("command_options", checks::command_options);
}

#[test]
fn config_corpus() {
    replay("config", checks::config);
}

#[test]
fn store_docs_corpus() {
    replay("store_docs", checks::store_docs);
}

#[test]
fn stored_clock_corpus() {
    replay("stored_clock", checks::stored_clock);
}
