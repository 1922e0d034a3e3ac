//! Palace: the game service, its store, and the front ends (`palace play`, the
//! command-line tools). The `palace` binary is a thin shell around this library.

pub mod cli;
pub mod config;
pub mod discord;
pub mod fair_use;
pub mod model;
pub mod owner_only;
pub mod play;
pub mod service;
pub mod store;
pub mod time_file;
pub mod tournament;
pub mod voice;
pub mod web;
