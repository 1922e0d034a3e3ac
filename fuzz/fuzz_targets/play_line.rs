//! Fuzz target `play_line`: see `checks/bot.rs` for what it asserts.
#![no_main]

#[path = "../checks/bot.rs"]
#[allow(dead_code)]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::play_line(data));
