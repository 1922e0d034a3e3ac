//! What several test files share (each uses a part).
#![allow(dead_code)]

pub mod serve;
pub mod stores;
pub mod world;

use palace::voice::Spoken;

/// The texts of `out`, one a line.
pub fn texts(out: &[Spoken]) -> String {
    out.iter()
        .map(|m| m.text.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}
