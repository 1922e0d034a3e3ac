//! What several test files share (each uses a part).
#![allow(dead_code)]

pub mod playing;
pub mod serve;
pub mod stores;
pub mod world;

use palace::voice::Spoken;

/// The game number a text that begins "Game N" names.
pub fn game_number(text: &str) -> u64 {
    text.strip_prefix("Game ")
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{text}"))
}

/// The texts of `out`, one a line.
pub fn texts(out: &[Spoken]) -> String {
    out.iter()
        .map(|m| m.text.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}
