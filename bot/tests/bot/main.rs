//! The bot crate's tests beyond its units: the service on both stores, the command line,
//! the built binary against the fake Discord, crashes, backups. One test binary, not one a
//! file: each linked Palace whole again (cargo's `--timings` of a cold build).

mod answers_only;
mod backup;
mod bbp_pairings;
mod browser;
mod catalogues;
mod challenge_menu;
mod cli;
mod common;
mod crash;
mod engine_games;
mod fair_use;
mod front;
mod fuzz_corpus;
mod languages;
mod notations;
mod play_scripts;
mod player_across_servers;
mod postgres;
mod postgres_tls;
mod premove;
mod review;
mod round_trips;
mod rules_in_english;
mod serve_binary;
mod serve_crash;
mod serve_shards;
mod service;
mod stores;
mod tournaments;
mod typed;
mod vacation;
mod voice_guard;
mod web_pages;
