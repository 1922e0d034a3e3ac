//! The end-to-end tests: the real bot, and small test bots, against the fake Discord. One
//! test binary, not seven: each binary of these compiled and linked in about two minutes
//! of a cold `cargo test --workspace` (cargo's `--timings`), most of it the same code
//! instantiated again.

mod bot;
mod chat;
mod common;
mod correspondence;
mod dark;
mod fair_use;
mod fake;
mod faults;
mod games;
mod group_dm;
mod languages;
mod pages;
mod servers;
mod tournaments;
