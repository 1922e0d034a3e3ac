//! Fuzz target `record`: see `checks/rules.rs` for what it asserts.
#![no_main]

#[path = "../checks/rules.rs"]
#[allow(dead_code)]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::record(data));
