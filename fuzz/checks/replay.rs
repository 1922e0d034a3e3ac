//! Replaying a fuzz target's kept corpus (`fuzz/corpus/TARGET/`) through its check, on
//! stable, for `rules/tests/fuzz_corpus.rs` and `bot/tests/bot/fuzz_corpus.rs`.

use std::path::{Path, PathBuf};

/// Runs `check` on every file of `fuzz/corpus/TARGET/` (`fuzz` found from the crate
/// directory `manifest_dir`); a failure names the file and the command that replays it
/// (`fuzz_flags`: what the target needs, e.g. `--features bot`).
pub fn replay(manifest_dir: &str, target: &str, fuzz_flags: &str, check: fn(&[u8])) {
    for file in corpus(&Path::new(manifest_dir).join("../fuzz/corpus").join(target)) {
        let data = std::fs::read(&file).unwrap();
        let run = std::panic::catch_unwind(|| check(&data));
        assert!(
            run.is_ok(),
            "{} fails; replay it with: cd fuzz && cargo +nightly fuzz run -s none -a {fuzz_flags}{target} {}",
            file.display(),
            file.display()
        );
    }
}

/// The files of a corpus directory, sorted; it must hold some.
fn corpus(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{} is empty", dir.display());
    files
}
