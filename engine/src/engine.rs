//! The engine: a transposition table kept between moves, the root move list judged by the
//! real game rules, and the entry points for a family's [`Game`] and for any
//! [`AnyGame`].

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use rules::{AnyGame, Game, Revealed, Variant};

use crate::error::EngineError;
use crate::family::SearchPosition;
use crate::ordering::Histories;
use crate::score::{MATE, MAX_PLY};
use crate::search::{RootMove, SearchResult, Searcher};
use crate::tt::Table;
use crate::{Level, Limits, dark};

/// A game-playing engine for every variant.
///
/// It keeps its transposition table between searches (call [`Engine::new_game`] between
/// unrelated games). Searches are deterministic for a given seed, noise and node or depth
/// limit.
///
/// ```
/// use engine::{Engine, Limits};
/// use rules::{Game, Variant, xiangqi::Position};
/// let game = Game::new(Position::new(Variant::MiniXiangqi).unwrap());
/// let result = Engine::new().search(&game, &Limits::depth(3));
/// assert!(game.position().legal_moves().contains(&result.best.unwrap()));
/// ```
#[derive(Debug)]
pub struct Engine {
    tt: Table,
    hash_mb: usize,
    seed: u64,
    noise: i32,
    stop: Arc<AtomicBool>,
    pause: Option<fn()>,
    /// The move-ordering histories of the last search, for the next one in families that
    /// keep them ([`SearchPosition::KEEPS_HISTORIES`]).
    histories: Option<Histories>,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

impl Engine {
    /// An engine with a 16 MB transposition table.
    pub fn new() -> Engine {
        Engine::with_hash(16)
    }

    /// An engine with a transposition table of about `mb` megabytes.
    pub fn with_hash(mb: usize) -> Engine {
        Engine {
            tt: Table::new(mb),
            hash_mb: mb,
            seed: 0,
            noise: 0,
            stop: Arc::new(AtomicBool::new(false)),
            pause: None,
            histories: None,
        }
    }

    /// Resizes (and clears) the transposition table.
    pub fn set_hash(&mut self, mb: usize) {
        if mb != self.hash_mb {
            self.tt = Table::new(mb);
            self.hash_mb = mb;
        }
    }

    /// The seed of the evaluation noise and of the dark player's sampling.
    pub fn set_seed(&mut self, seed: u64) {
        self.seed = seed;
    }

    /// The largest evaluation noise, in centipawns (0: none, full strength).
    pub fn set_noise(&mut self, cp: i32) {
        self.noise = cp.max(0);
    }

    /// A function the search calls every 256 nodes (a quarter of a millisecond): work of low
    /// priority can wait there while more urgent work runs. Time spent in it counts against
    /// a move time, so it suits node-limited searches (analyses).
    pub fn set_pause(&mut self, pause: Option<fn()>) {
        self.pause = pause;
    }

    /// Forgets everything learnt in earlier searches.
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.histories = None;
    }

    /// The flag that stops a running search when set (it is not cleared by the engine:
    /// clear it before the next search).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Searches the position of `game` for the side to move, within `limits`.
    ///
    /// Root moves are judged by the game's own rules first: a move that would lose at once
    /// by a repetition rule (perpetual check or chase, sennichite) is never chosen while
    /// another move exists, and one that wins or draws by a rule is scored as such.
    ///
    /// A `Game<dark::Position>` holds the true board of a dark game: searching it is for
    /// analysis after the game; a dark player plays through [`dark::choose`].
    pub fn search<P: SearchPosition>(
        &mut self,
        game: &Game<P>,
        limits: &Limits,
    ) -> SearchResult<P::Move> {
        self.search_with(game, limits, &mut |_| {})
    }

    /// [`Engine::search`], calling `on_iteration` after every finished iteration.
    pub fn search_with<P: SearchPosition>(
        &mut self,
        game: &Game<P>,
        limits: &Limits,
        on_iteration: &mut dyn FnMut(&SearchResult<P::Move>),
    ) -> SearchResult<P::Move> {
        self.search_among(game, limits, &[], on_iteration)
    }

    /// [`Engine::search`] among the moves other than `excluded`: the second best move and
    /// its value, when `excluded` holds the best (how a puzzle is known to have one
    /// answer). With every move excluded, no move and the value of having none.
    pub fn search_excluding<P: SearchPosition>(
        &mut self,
        game: &Game<P>,
        limits: &Limits,
        excluded: &[P::Move],
    ) -> SearchResult<P::Move> {
        self.search_among(game, limits, excluded, &mut |_| {})
    }

    fn search_among<P: SearchPosition>(
        &mut self,
        game: &Game<P>,
        limits: &Limits,
        excluded: &[P::Move],
        on_iteration: &mut dyn FnMut(&SearchResult<P::Move>),
    ) -> SearchResult<P::Move> {
        let pos = game.position();
        // A game the rules have ended is searched all the same when it has moves: what
        // asks (a UCI GUI) is the judge, and a search never answers without a move.
        let mut roots = root_moves(game);
        roots.retain(|r| !excluded.contains(&r.mv));
        let history: Vec<(u64, bool)> = game
            .positions()
            .iter()
            .map(|p| (p.key(), P::HAS_CHECK && p.in_check()))
            .collect();
        let max_depth = limits.depth.unwrap_or(MAX_PLY as u32);
        let stop = Arc::clone(&self.stop);
        let mut searcher =
            Searcher::new(&mut self.tt, &stop, history, limits, self.noise, self.seed);
        searcher.pause = self.pause;
        if P::KEEPS_HISTORIES
            && let Some(h) = self.histories.take()
        {
            searcher.ord.set_histories(h);
        }
        let mut out = searcher.run(pos, roots, max_depth, on_iteration);
        if P::KEEPS_HISTORIES {
            self.histories = Some(searcher.ord.histories());
        }
        // A search never answers without a move while one is left (issue 46): whatever
        // came before, the first legal move is better than none.
        if out.best.is_none()
            && let Some(m) = pos
                .legal_moves()
                .into_iter()
                .find(|m| !excluded.contains(m))
        {
            out.best = Some(m);
            out.pv = vec![m];
        }
        out
    }

    /// The best move in any game for the side to move, in coordinate form (what
    /// [`AnyGame::play_as`] accepts). A dark game is played from the mover's reports only
    /// (see [`dark`]).
    pub fn best_move(
        &mut self,
        game: &AnyGame,
        limits: &Limits,
    ) -> Result<SearchResult<String>, EngineError> {
        if game.outcome().is_some() {
            return Err(EngineError::GameOver);
        }
        match game.reveal() {
            Some(Revealed::Xiangqi(g)) => Ok(self.search(g, limits).map(|m| m.to_string())),
            Some(Revealed::Shogi(g)) => Ok(self.search(g, limits).map(|m| m.to_string())),
            Some(Revealed::Dark(_)) => Err(EngineError::GameOver),
            None => {
                debug_assert_eq!(game.variant(), Variant::DarkMiniXiangqi);
                let player = game.turn();
                let reports = dark::reports_from_record(&game.record(), player)?;
                let choice =
                    dark::choose(&reports, self.seed, limits).ok_or(EngineError::NotToMove)?;
                Ok(choice.into_result())
            }
        }
    }

    /// The dark player's choice for the side to move of `game`, from that side's reports
    /// only (see [`dark`]); `None` when it has no move.
    pub fn dark_move(
        &self,
        game: &Game<rules::dark::Position>,
        limits: &Limits,
    ) -> Option<dark::DarkChoice> {
        let reports = dark::reports_of(game, game.position().turn());
        dark::choose(&reports, self.seed, limits)
    }

    /// The move of a player of `level` (1 beginner ... 8 full strength), seeded by `seed`.
    pub fn play_level(
        &mut self,
        game: &AnyGame,
        level: Level,
        seed: u64,
    ) -> Result<SearchResult<String>, EngineError> {
        self.play_level_thinking(game, level, seed, Level::DEFAULT_THINK)
    }

    /// [`Engine::play_level`] with level 8 thinking for `think` ([`Level::limits_thinking`]).
    pub fn play_level_thinking(
        &mut self,
        game: &AnyGame,
        level: Level,
        seed: u64,
        think: Duration,
    ) -> Result<SearchResult<String>, EngineError> {
        let (old_noise, old_seed) = (self.noise, self.seed);
        self.noise = level.noise();
        self.seed = seed;
        let limits = level.limits_thinking(think);
        let out = self.best_move(game, &limits);
        self.noise = old_noise;
        self.seed = old_seed;
        out
    }
}

/// The legal moves at the root with the rules' verdict on each: moves that lose at once by
/// a rule are left out (unless every move does). Each is judged as played on from the
/// game, even one the rules have already ended ([`Game::play_on`]).
fn root_moves<P: SearchPosition>(game: &Game<P>) -> Vec<RootMove<P>> {
    let pos = game.position();
    let us = pos.turn();
    let mut keep = Vec::new();
    let mut losing = Vec::new();
    for m in pos.legal_moves() {
        let Some(child) = pos.make(m) else { continue };
        let mut after = game.clone();
        if !after.play_on(m) {
            continue;
        }
        let fixed = match after.outcome() {
            None => None,
            Some(o) => match o.winner() {
                Some(w) if w == us => Some(MATE - 1),
                Some(_) => {
                    losing.push(RootMove {
                        mv: m,
                        piece_to: pos.piece_to(m),
                        child,
                        fixed: Some(-MATE + 2),
                    });
                    continue;
                }
                None => Some(0),
            },
        };
        keep.push(RootMove {
            mv: m,
            piece_to: pos.piece_to(m),
            child,
            fixed,
        });
    }
    if keep.is_empty() { losing } else { keep }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{shogi, xiangqi};

    #[test]
    fn minishogi_keeps_its_histories_between_searches_and_a_new_game_forgets_them() {
        let mut engine = Engine::new();
        let shogi = Game::new(shogi::Position::new());
        engine.search(&shogi, &Limits::depth(4));
        assert!(engine.histories.is_some());
        engine.new_game();
        assert!(engine.histories.is_none());
        // Xiangqi neither keeps its own nor takes Minishogi's.
        let xiangqi = Game::new(xiangqi::Position::new(Variant::Xiangqi).unwrap());
        engine.search(&xiangqi, &Limits::depth(3));
        assert!(engine.histories.is_none());
        engine.search(&shogi, &Limits::depth(3));
        engine.search(&xiangqi, &Limits::depth(3));
        assert!(engine.histories.is_some());
    }

    #[test]
    fn a_new_game_searches_as_a_fresh_engine_does() {
        let shogi = Game::new(shogi::Position::new());
        let fresh = Engine::new().search(&shogi, &Limits::depth(6));
        let mut engine = Engine::new();
        let other = Game::new(shogi::Position::from_fen("1bsgk/4p/5/P4/KGSBR[R] w 0 1").unwrap());
        engine.search(&other, &Limits::depth(6));
        engine.new_game();
        let again = engine.search(&shogi, &Limits::depth(6));
        assert_eq!((again.best, again.nodes), (fresh.best, fresh.nodes));
    }
}
