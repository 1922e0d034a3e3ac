//! Palace's engine: it plays Mini Xiangqi, Xiangqi and Minishogi by alpha-beta search, Dark
//! Mini Xiangqi from its own reports only, and speaks UCI.
//!
//! | what | where |
//! |---|---|
//! | search a family's [`rules::Game`] | [`Engine::search`] → [`SearchResult`] with the family's move |
//! | search any game, move as coordinates | [`Engine::best_move`] (`&rules::AnyGame`), [`Engine::play_level`] |
//! | limits and levels | [`Limits`] (depth, nodes, movetime), [`Level`] 1..=8 |
//! | Dark Mini Xiangqi | [`dark::choose`] from a player's [`rules::dark::Report`]s |
//! | UCI | [`uci::run`] |
//!
//! The search is iterative deepening over principal-variation alpha-beta with a
//! transposition table (the positions' Zobrist keys), quiescence on captures, check
//! extension, move ordering by MVV-LVA, killers, counter moves and butterfly and
//! continuation histories, null-move and futility pruning and late-move reductions. The
//! xiangqi evaluations are networks trained here on Palace's own games
//! (`eval_xiangqi_net.rs`, `engine/match/nn/`), their first layer kept along the search's
//! moves (the search's [`SearchPosition::Acc`]); where a variant has none, or with
//! `PALACE_NET=off`, the classical ones: the Mini Xiangqi one (with threatened pieces)
//! tuned to the results of self-play games (`tune.rs`), Xiangqi's fitted to
//! Fairy-Stockfish's searches. The Minishogi evaluation is a weighted sum of features
//! fitted to Fairy-Stockfish's evaluation (`engine/match/fit/`) with a small network's
//! correction. Inside the
//! search a repeated position is a draw (or, when one side checked throughout, a loss for
//! it; in Minishogi sente loses a plain repetition); at the root the real rules
//! ([`rules::Game`]) judge every move, so the engine never plays a move that loses at once
//! by perpetual check, perpetual chase or sennichite while it has another.
//!
//! ```
//! use engine::{Engine, Level};
//! use rules::{AnyGame, Color, Record, Variant};
//! let mut game = AnyGame::from_record(&Record::new(Variant::MiniShogi)).unwrap();
//! let mut engine = Engine::new();
//! let reply = engine.play_level(&game, Level::new(2).unwrap(), 7).unwrap();
//! game.play_as(Color::SENTE, reply.best.as_deref().unwrap()).unwrap();
//! ```

mod engine;
mod error;
mod eval_shogi;
mod eval_shogi_nn;
mod eval_xiangqi;
mod eval_xiangqi_full;
mod eval_xiangqi_net;
mod family;
mod limits;
mod ordering;
mod rng;
mod score;
mod search;
mod tt;

pub mod dark;
#[doc(hidden)]
pub mod tune;
pub mod uci;

pub use engine::Engine;
pub use error::EngineError;
pub use family::SearchPosition;
pub use limits::{Level, Limits};
pub use rng::SplitMix64;
pub use score::Score;
pub use search::SearchResult;
