//! What several test files share (each uses a part).
#![allow(dead_code)]

pub mod serve;
pub mod stores;
pub mod world;
