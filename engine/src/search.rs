//! The search: iterative deepening over principal-variation alpha-beta (negamax) with a
//! transposition table (also probed and filled by the quiescence search on captures,
//! which skips captures of a defended piece by a more valuable one),
//! null-move, reverse-futility, futility and late-move pruning, late-move reductions, an
//! extension for checks by pieces that cannot simply be taken, mate scores with distance,
//! and repetitions judged along the path and the game history.

use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::time::{Duration, Instant};

use crate::Limits;
use crate::family::SearchPosition;
use crate::ordering::{NO_PIECE_TO, Ordering, SPECIAL, pick};
use crate::rng::mix;
use crate::score::{INF, MATE, MATE_BOUND, MAX_PLY, RULE_WIN, Score, from_tt, to_tt};
use crate::tt::{Bound, Table};

/// What a search found (after each finished iteration, and at the end).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The move to play (`None` only when there is no legal move).
    pub best: Option<M>,
    /// The score of the best move, from the mover's point of view.
    pub score: Score,
    /// The deepest finished iteration, in plies.
    pub depth: u32,
    /// The deepest ply reached (quiescence included).
    pub seldepth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Time spent.
    pub time: Duration,
    /// The principal variation, starting with the best move.
    pub pv: Vec<M>,
}

impl<M> SearchResult<M> {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        let us = self.time.as_micros().max(1);
        (self.nodes as u128 * 1_000_000 / us) as u64
    }

    /// The same result with its moves turned into something else (e.g. coordinate text).
    pub fn map<N>(self, mut f: impl FnMut(M) -> N) -> SearchResult<N> {
        SearchResult {
            best: self.best.map(&mut f),
            score: self.score,
            depth: self.depth,
            seldepth: self.seldepth,
            nodes: self.nodes,
            time: self.time,
            pv: self.pv.into_iter().map(f).collect(),
        }
    }
}

/// A bound this far from even (ten pawns) is a decided position: reverse futility does
/// not cut there, where it would hide the mates (Minishogi's drop mates above all: the
/// mate tests find none at depth 2n with it).
const DECISIVE: i32 = 1000;

/// A node's best score so far, the lower bound of its window and its best move (packed).
struct Best {
    score: i32,
    alpha: i32,
    mv: u16,
}

impl Best {
    /// Takes a move's `score` (`mv` packs the move): whether it reaches `beta`.
    #[inline]
    fn raise(&mut self, score: i32, mv: impl FnOnce() -> u16, beta: i32) -> bool {
        if score > self.score {
            self.score = score;
            if score > self.alpha {
                self.alpha = score;
                self.mv = mv();
                return score >= beta;
            }
        }
        false
    }
}

/// The late-move reduction of the `legal`-th move at `depth` (logarithmic in both, less
/// the larger `divisor` is).
fn reduction(depth: i32, legal: i32, divisor: f64) -> i32 {
    let r = 0.75 + f64::from(depth).ln() * f64::from(legal).ln() / divisor;
    r as i32
}

/// A move at the root, with the rules' verdict when it ends the game.
#[derive(Clone, Debug)]
pub(crate) struct RootMove<P: SearchPosition> {
    pub mv: P::Move,
    /// The move's piece and point ([`SearchPosition::piece_to`]).
    pub piece_to: u16,
    pub child: P,
    /// The score the rules give at once (a draw or a win by repetition, a mate), so the
    /// move is not searched.
    pub fixed: Option<i32>,
}

/// One search's state.
pub(crate) struct Searcher<'a, P: SearchPosition> {
    tt: &'a mut Table,
    pub(crate) ord: Ordering<P::Move>,
    /// Keys and check flags of the game's positions and of the current path; the last is
    /// the node being searched.
    stack: Vec<(u64, bool)>,
    nodes: u64,
    node_limit: u64,
    start: Instant,
    deadline: Option<Instant>,
    stop: &'a AtomicBool,
    aborted: bool,
    can_abort: bool,
    noise: i32,
    seed: u64,
    root_depth: i32,
    seldepth: usize,
    pv: Vec<Vec<P::Move>>,
    moves: Vec<Vec<P::Move>>,
    scored: Vec<Vec<(P::Move, i32)>>,
    quiets: Vec<Vec<P::Move>>,
    /// Whether the node at each ply was reached by a null move.
    null_child: Vec<bool>,
    /// The piece and point of the move made at each ply of the current path
    /// ([`NO_PIECE_TO`] for a null move).
    moved: Vec<u16>,
    /// The static evaluation at each ply of the current path (`-INF` in check).
    evals: Vec<i32>,
    /// The evaluation's state at each ply of the current path
    /// ([`SearchPosition::Acc`]), updated along the moves.
    accs: Vec<P::Acc>,
    /// The stack index of the innermost null-move position: repetitions are not looked
    /// for across it.
    null_floor: usize,
    /// Called every 256 nodes ([`crate::Engine::set_pause`]).
    pub(crate) pause: Option<fn()>,
}

impl<'a, P: SearchPosition> Searcher<'a, P> {
    /// A searcher over `history` (the keys and check flags of the game so far, the root
    /// last).
    pub fn new(
        tt: &'a mut Table,
        stop: &'a AtomicBool,
        history: Vec<(u64, bool)>,
        limits: &Limits,
        noise: i32,
        seed: u64,
    ) -> Self {
        let start = Instant::now();
        Searcher {
            tt,
            ord: Ordering::new(P::PIECE_TO),
            stack: history,
            nodes: 0,
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            start,
            deadline: limits.movetime.map(|t| start + t),
            stop,
            aborted: false,
            can_abort: false,
            noise,
            seed,
            root_depth: 1,
            seldepth: 0,
            pv: vec![Vec::new(); MAX_PLY + 2],
            moves: vec![Vec::new(); MAX_PLY + 2],
            scored: vec![Vec::new(); MAX_PLY + 2],
            quiets: vec![Vec::new(); MAX_PLY + 2],
            null_child: vec![false; MAX_PLY + 2],
            moved: vec![NO_PIECE_TO; MAX_PLY + 2],
            evals: vec![-INF; MAX_PLY + 2],
            accs: vec![P::Acc::default(); MAX_PLY + 2],
            null_floor: 0,
            pause: None,
        }
    }

    /// Nodes visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    #[inline]
    fn check_limits(&mut self) {
        if !self.can_abort || self.aborted {
            return;
        }
        if self.nodes >= self.node_limit {
            self.aborted = true;
        } else if self.nodes & 255 == 0 {
            if let Some(pause) = self.pause {
                pause();
            }
            if self.nodes & 1023 != 0 {
                return;
            }
            if self.stop.load(AtomicOrdering::Relaxed) {
                self.aborted = true;
            } else if let Some(d) = self.deadline
                && Instant::now() >= d
            {
                self.aborted = true;
            }
        }
    }

    /// The evaluation's state of `child` (after `m` from `pos`, at `ply`) at `ply + 1`.
    #[inline]
    fn enter(&mut self, pos: &P, m: P::Move, child: &P, ply: usize) {
        let (head, tail) = self.accs.split_at_mut(ply + 1);
        pos.update(m, child, &head[ply], &mut tail[0]);
    }

    /// The static evaluation of `pos`, the node at `ply`, with the engine's noise.
    #[inline]
    fn eval(&self, pos: &P, ply: usize) -> i32 {
        let v = pos.evaluate_with(&self.accs[ply]);
        if self.noise > 0 {
            let span = 2 * self.noise as u64 + 1;
            v + (mix(pos.key() ^ self.seed) % span) as i32 - self.noise
        } else {
            v
        }
    }

    /// The score of a repetition of the node at the top of the stack with the one at
    /// `first`, from the side to move's point of view.
    fn repetition_score(&self, pos: &P, first: usize) -> i32 {
        let n = self.stack.len() - 1;
        let (mut ours, mut theirs) = (true, true);
        for k in first + 1..=n {
            // The move into position k was made by the side not to move at k.
            if (n - k).is_multiple_of(2) {
                theirs &= self.stack[k].1;
            } else {
                ours &= self.stack[k].1;
            }
        }
        match (ours, theirs) {
            (true, false) => -RULE_WIN,
            (false, true) => RULE_WIN,
            (true, true) => 0,
            (false, false) => pos.repetition_value(),
        }
    }

    /// Whether the node at the top of the stack repeats an earlier one; its score if so.
    fn repetition(&self, pos: &P) -> Option<i32> {
        let n = self.stack.len() - 1;
        let key = self.stack[n].0;
        let window = pos.repetition_window().min(n - self.null_floor.min(n));
        let mut i = 2;
        while i <= window {
            if self.stack[n - i].0 == key {
                return Some(self.repetition_score(pos, n - i));
            }
            i += 2;
        }
        None
    }

    /// Whether the no-capture limit of the family ([`Rules::default_progress_rule`]) has
    /// drawn the game at the node on top of the stack: the plies since the start of the
    /// game or the last null move, and their checks, are the stack's (as Fairy-Stockfish
    /// counts from its last null move). A side in check without a move is mated instead.
    fn progress_draw(&self, pos: &P, in_check: bool) -> bool {
        let Some(rule) = pos.default_progress_rule() else {
            return false;
        };
        if pos.halfmoves() < rule.plies() {
            return false;
        }
        let n = self.stack.len() - 1;
        let plies = n - self.null_floor.min(n);
        rule.reached(pos.halfmoves(), plies, |k| self.stack[n - k].1)
            && !(in_check && pos.legal_moves().is_empty())
    }

    /// Iterative deepening over the root moves; `on_iteration` hears of every finished
    /// iteration.
    pub fn run(
        &mut self,
        root: &P,
        mut roots: Vec<RootMove<P>>,
        max_depth: u32,
        on_iteration: &mut dyn FnMut(&SearchResult<P::Move>),
    ) -> SearchResult<P::Move> {
        let mut result = SearchResult {
            best: None,
            score: Score::Cp(0),
            depth: 0,
            seldepth: 0,
            nodes: 0,
            time: Duration::ZERO,
            pv: Vec::new(),
        };
        if roots.is_empty() {
            result.score = Score::from_value(-MATE);
            return result;
        }
        self.tt.new_search();
        root.refresh(&mut self.accs[0]);
        // Order the first iteration's root moves like any other node's.
        {
            let moves: Vec<P::Move> = roots.iter().map(|r| r.mv).collect();
            let tt_move = self.tt.probe(root.key()).map_or(u16::MAX, |e| e.mv);
            let mut scored = Vec::new();
            self.ord
                .score(root, &moves, tt_move, 0, [NO_PIECE_TO; 2], &mut scored);
            let mut keyed: Vec<(i32, RootMove<P>)> =
                scored.iter().map(|s| s.1).zip(roots.drain(..)).collect();
            keyed.sort_by_key(|(s, _)| std::cmp::Reverse(*s));
            roots = keyed.into_iter().map(|(_, r)| r).collect();
        }
        let mut prev: i32 = 0;
        for depth in 1..=max_depth.clamp(1, MAX_PLY as u32 - 4) {
            self.root_depth = depth as i32;
            self.can_abort = depth > 1;
            let mut delta = 40;
            let (mut alpha, mut beta) = if depth >= 4 && prev.abs() < MATE_BOUND {
                (prev - delta, prev + delta)
            } else {
                (-INF, INF)
            };
            let (value, best_index, completed) = loop {
                let (v, i, done) = self.search_root(root, &roots, depth as i32, alpha, beta);
                if self.aborted || (v > alpha && v < beta) {
                    break (v, i, done);
                }
                delta *= 4;
                if v <= alpha {
                    alpha = (v - delta).max(-INF);
                } else {
                    beta = (v + delta).min(INF);
                }
                if delta > 2000 {
                    alpha = -INF;
                    beta = INF;
                }
            };
            if self.aborted && !completed {
                // A move that beat the previous best within this iteration is still better.
                if let Some(i) = best_index
                    && i > 0
                    && value > prev
                {
                    let rm = roots.remove(i);
                    roots.insert(0, rm);
                    result.best = Some(roots[0].mv);
                    result.score = Score::from_value(value);
                    result.pv = self.pv[0].clone();
                }
                break;
            }
            if let Some(i) = best_index {
                let rm = roots.remove(i);
                roots.insert(0, rm);
            }
            prev = value;
            let mut pv = self.pv[0].clone();
            if pv.first() != Some(&roots[0].mv) {
                pv = vec![roots[0].mv];
            }
            result = SearchResult {
                best: Some(roots[0].mv),
                score: Score::from_value(value),
                depth,
                seldepth: self.seldepth as u32,
                nodes: self.nodes,
                time: self.start.elapsed(),
                pv,
            };
            on_iteration(&result);
            if self.aborted {
                break;
            }
            if roots.len() == 1 && self.deadline.is_some() && depth >= 4 {
                break;
            }
            if value.abs() >= MATE_BOUND && depth as i32 > (MATE - value.abs()) + 2 {
                break;
            }
            // With a move time, the next iteration runs until the time is up even if it
            // cannot finish: the time is the move's either way, and an unfinished iteration
            // still counts if it found a better move.
        }
        result.nodes = self.nodes;
        result.time = self.start.elapsed();
        result.seldepth = result.seldepth.max(self.seldepth as u32);
        result
    }

    /// One iteration over the root moves: the best value, the index of the best move, and
    /// whether every move was searched.
    fn search_root(
        &mut self,
        root_pos: &P,
        roots: &[RootMove<P>],
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> (i32, Option<usize>, bool) {
        let mut best = -INF;
        let mut best_index = None;
        self.pv[0].clear();
        for (i, root) in roots.iter().enumerate() {
            let score = if let Some(f) = root.fixed {
                f
            } else {
                let child = &root.child;
                self.enter(root_pos, root.mv, child, 0);
                self.moved[0] = root.piece_to;
                let gives_check = P::HAS_CHECK && child.in_check();
                self.stack.push((child.key(), gives_check));
                let new_depth = depth - 1 + i32::from(gives_check);
                let mut s;
                if i == 0 || best == -INF {
                    s = -self.negamax(child, new_depth, -beta, -alpha, 1, gives_check);
                } else {
                    s = -self.negamax(child, new_depth, -alpha - 1, -alpha, 1, gives_check);
                    if s > alpha && s < beta && !self.aborted {
                        s = -self.negamax(child, new_depth, -beta, -alpha, 1, gives_check);
                    }
                }
                self.stack.pop();
                s
            };
            if self.aborted {
                return (best, best_index, false);
            }
            if score > best {
                best = score;
                best_index = Some(i);
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(1);
                    head[0].clear();
                    head[0].push(root.mv);
                    if root.fixed.is_none() {
                        head[0].extend(tail[0].iter().copied());
                    }
                }
                if score >= beta {
                    break;
                }
            }
        }
        (best, best_index, true)
    }

    fn negamax(
        &mut self,
        pos: &P,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        in_check: bool,
    ) -> i32 {
        self.pv[ply].clear();
        if pos.lost() {
            return -MATE + ply as i32;
        }
        if let Some(v) = self.repetition(pos) {
            return v;
        }
        if self.progress_draw(pos, in_check) {
            return 0;
        }
        if ply >= MAX_PLY - 2 {
            return self.eval(pos, ply);
        }
        // Mate distance pruning.
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        if depth <= 0 {
            return self.qsearch(pos, alpha, beta, ply, in_check, true);
        }
        self.nodes += 1;
        self.check_limits();
        if self.aborted {
            return 0;
        }
        let pv_node = beta - alpha > 1;
        let key = pos.key();
        let mut tt_move = u16::MAX;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.mv;
            if !pv_node
                && e.depth as i32 >= depth
                && let Some(s) = tt_cutoff(e.bound, from_tt(e.score, ply), alpha, beta)
            {
                return s;
            }
        }
        let static_eval = if in_check { -INF } else { self.eval(pos, ply) };
        self.evals[ply] = static_eval;
        // Whether the static evaluation rose since this side's previous move.
        let improving = !in_check && ply >= 2 && static_eval > self.evals[ply - 2];
        // Reverse futility: far above beta near the leaves (not when the bound is already
        // a win or a loss: it would hide the mates).
        if !pv_node && !in_check && depth <= P::STATIC_CUTOFF_DEPTH && beta.abs() < DECISIVE {
            let margin = 100 * (depth - i32::from(improving)).max(1);
            if static_eval - margin >= beta {
                return static_eval - margin;
            }
        }
        // Null move: if passing still holds beta, so will a real move.
        if !pv_node
            && !in_check
            && depth >= 3
            && static_eval >= beta
            && beta.abs() < MATE_BOUND
            && !self.null_child[ply]
            && let Some(null) = pos.null_move()
        {
            let r = 3 + depth / 3 + ((static_eval - beta) / 200).min(3);
            self.stack.push((null.key(), false));
            let floor = std::mem::replace(&mut self.null_floor, self.stack.len() - 1);
            self.null_child[ply + 1] = true;
            self.moved[ply] = NO_PIECE_TO;
            let (head, tail) = self.accs.split_at_mut(ply + 1);
            tail[0].clone_from(&head[ply]);
            let s = -self.negamax(&null, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
            self.null_child[ply + 1] = false;
            self.null_floor = floor;
            self.stack.pop();
            if self.aborted {
                return 0;
            }
            if s >= beta {
                return if s >= MATE_BOUND { beta } else { s };
            }
        }
        if tt_move == u16::MAX && pv_node && depth >= 5 {
            // Internal iterative deepening: find a move to try first.
            self.negamax(pos, depth - 3, alpha, beta, ply, in_check);
            if self.aborted {
                return 0;
            }
            tt_move = self.tt.probe(key).map_or(u16::MAX, |e| e.mv);
        }

        let mut moves = std::mem::take(&mut self.moves[ply]);
        let mut scored = std::mem::take(&mut self.scored[ply]);
        moves.clear();
        pos.generate(&mut moves);
        let prev = self.previous(ply);
        self.ord.score(pos, &moves, tt_move, ply, prev, &mut scored);

        let mut best = -INF;
        let mut best_move = u16::MAX;
        let mut legal = 0;
        let old_alpha = alpha;
        let (lmr_divisor, lmr_from) = pos.late_move_reductions();
        let mut tried = std::mem::take(&mut self.quiets[ply]);
        tried.clear();
        for i in 0..scored.len() {
            let (m, order) = pick(&mut scored, i);
            let Some(child) = pos.make(m) else { continue };
            legal += 1;
            let gives_check = P::HAS_CHECK && child.in_check();
            let capture = pos.victim_value(m) > 0;
            let quiet = !capture && !gives_check;
            // Futility: quiet moves that cannot lift a hopeless score near the leaves.
            if quiet
                && !in_check
                && !pv_node
                && legal > 1
                && depth <= 4
                && best > -MATE_BOUND
                && static_eval + 100 * depth + 80 <= alpha
            {
                continue;
            }
            // Late-move pruning: the last quiet moves near the leaves.
            if quiet
                && !in_check
                && !pv_node
                && depth <= 5
                && legal > (3 + depth * depth) * (1 + i32::from(improving))
                && best > -MATE_BOUND
            {
                continue;
            }
            let mut ext = i32::from(gives_check && ply < 2 * self.root_depth as usize + 4);
            // A check by a piece that can simply be taken (for more than it took) is
            // no forcing line: it is not extended.
            if ext > 0
                && pos.mover_value(m) > pos.victim_value(m)
                && self.recaptures(&child, P::destination(m), ply)
            {
                ext = 0;
            }
            let new_depth = depth - 1 + ext;
            self.enter(pos, m, &child, ply);
            self.moved[ply] = pos.piece_to(m);
            self.stack.push((child.key(), gives_check));
            let mut score;
            if legal == 1 {
                score = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, gives_check);
            } else {
                let mut r = 0;
                if depth >= 3 && legal > lmr_from && quiet && !in_check && order < SPECIAL {
                    r = reduction(depth, legal, lmr_divisor);
                    if pv_node {
                        r -= 1;
                    }
                    if order < 0 {
                        r += 1;
                    }
                    r = r.min(new_depth - 1).max(0);
                }
                score = -self.negamax(
                    &child,
                    new_depth - r,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    gives_check,
                );
                if score > alpha && r > 0 && !self.aborted {
                    score =
                        -self.negamax(&child, new_depth, -alpha - 1, -alpha, ply + 1, gives_check);
                }
                if score > alpha && score < beta && !self.aborted {
                    score = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, gives_check);
                }
            }
            self.stack.pop();
            if self.aborted {
                self.moves[ply] = moves;
                self.scored[ply] = scored;
                self.quiets[ply] = tried;
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = P::pack(m);
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    let line = &mut head[ply];
                    line.clear();
                    line.push(m);
                    line.extend(tail[0].iter().copied());
                    if score >= beta {
                        if !capture {
                            self.ord.cutoff(pos, m, &tried, depth, ply, prev);
                        }
                        break;
                    }
                }
            }
            if !capture {
                tried.push(m);
            }
        }
        self.moves[ply] = moves;
        self.scored[ply] = scored;
        self.quiets[ply] = tried;
        if legal == 0 {
            // No legal move loses in every family (checkmate or stalemate).
            return -MATE + ply as i32;
        }
        if best == -INF {
            // Every move was pruned.
            best = alpha;
        }
        let bound = bound_of(best, alpha > old_alpha, beta);
        depth = depth.max(0);
        self.tt
            .store(key, best_move, to_tt(best, ply), depth, bound);
        best
    }

    /// The quiescence search: captures (all evasions in check), and at its first ply
    /// (`checks`) the quiet checks where the family wants them.
    fn qsearch(
        &mut self,
        pos: &P,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        in_check: bool,
        checks: bool,
    ) -> i32 {
        self.pv[ply].clear();
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        self.check_limits();
        if self.aborted {
            return 0;
        }
        if pos.lost() {
            return -MATE + ply as i32;
        }
        if ply >= MAX_PLY - 2 {
            return self.eval(pos, ply);
        }
        let key = pos.key();
        let mut tt_move = u16::MAX;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.mv;
            if let Some(s) = tt_cutoff(e.bound, from_tt(e.score, ply), alpha, beta) {
                return s;
            }
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        let mut scored = std::mem::take(&mut self.scored[ply]);
        moves.clear();
        let stand;
        let best;
        if in_check {
            stand = -INF;
            best = -MATE + ply as i32;
            pos.generate(&mut moves);
        } else {
            stand = self.eval(pos, ply);
            if stand >= beta {
                self.moves[ply] = moves;
                self.scored[ply] = scored;
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
            pos.generate_captures(&mut moves);
        }
        let prev = self.previous(ply);
        self.ord.score(pos, &moves, tt_move, ply, prev, &mut scored);
        let mut legal = 0;
        let old_alpha = alpha;
        let mut b = Best {
            score: best,
            alpha,
            mv: u16::MAX,
        };
        for i in 0..scored.len() {
            let (m, _) = pick(&mut scored, i);
            if !in_check && stand + pos.victim_value(m) + 200 <= b.alpha {
                continue;
            }
            let Some(child) = pos.make(m) else { continue };
            legal += 1;
            let gives_check = P::HAS_CHECK && child.in_check();
            // A capture by a piece worth more than its victim onto a defended point
            // probably loses material.
            if !in_check
                && !gives_check
                && pos.mover_value(m) > pos.victim_value(m) + 50
                && self.recaptures(&child, P::destination(m), ply)
            {
                continue;
            }
            self.enter(pos, m, &child, ply);
            self.moved[ply] = pos.piece_to(m);
            let score = -self.qsearch(&child, -beta, -b.alpha, ply + 1, gives_check, false);
            if self.aborted || b.raise(score, || P::pack(m), beta) {
                break;
            }
        }
        if checks
            && !in_check
            && b.score < beta
            && !self.aborted
            && pos.quiet_checks_in_quiescence()
        {
            // The quiet moves that give check.
            moves.clear();
            pos.generate(&mut moves);
            for &m in moves.iter() {
                if pos.victim_value(m) > 0 || !pos.may_give_check(m) {
                    continue;
                }
                let Some(child) = pos.make(m) else { continue };
                if !child.in_check() {
                    continue;
                }
                self.enter(pos, m, &child, ply);
                self.moved[ply] = pos.piece_to(m);
                let score = -self.qsearch(&child, -beta, -b.alpha, ply + 1, true, false);
                if self.aborted || b.raise(score, || P::pack(m), beta) {
                    break;
                }
            }
        }
        self.moves[ply] = moves;
        self.scored[ply] = scored;
        if self.aborted {
            return 0;
        }
        if in_check && legal == 0 {
            return -MATE + ply as i32;
        }
        let bound = bound_of(b.score, b.alpha > old_alpha, beta);
        self.tt.store(key, b.mv, to_tt(b.score, ply), 0, bound);
        b.score
    }

    /// The pieces and points of the two moves before the node at `ply`.
    #[inline]
    fn previous(&self, ply: usize) -> [u16; 2] {
        [
            ply.checked_sub(1).map_or(NO_PIECE_TO, |p| self.moved[p]),
            ply.checked_sub(2).map_or(NO_PIECE_TO, |p| self.moved[p]),
        ]
    }

    /// Whether the side to move in `pos` can capture on the point `to`.
    fn recaptures(&mut self, pos: &P, to: u16, ply: usize) -> bool {
        let buf = &mut self.moves[ply + 1];
        buf.clear();
        pos.generate_captures(buf);
        buf.iter().any(|&m| P::destination(m) == to)
    }

    /// The quiescence search's value of `pos` for its side to move (the evaluation
    /// tuner keeps only positions where it equals the static evaluation).
    pub fn quiescence(&mut self, pos: &P) -> i32 {
        let in_check = P::HAS_CHECK && pos.in_check();
        pos.refresh(&mut self.accs[1]);
        self.qsearch(pos, -INF, INF, 1, in_check, false)
    }

    /// Scores every root move with a full window to `depth` (the dark player's sampling):
    /// one score per move, from the mover's point of view.
    pub fn score_each(&mut self, root: &P, moves: &[P::Move], depth: i32) -> Vec<i32> {
        self.can_abort = false;
        self.root_depth = depth;
        root.refresh(&mut self.accs[0]);
        moves
            .iter()
            .map(|&m| match root.make(m) {
                None => -INF,
                Some(child) => {
                    self.enter(root, m, &child, 0);
                    let gives_check = P::HAS_CHECK && child.in_check();
                    self.moved[0] = root.piece_to(m);
                    self.stack.push((child.key(), gives_check));
                    let s = -self.negamax(&child, depth - 1, -INF, INF, 1, gives_check);
                    self.stack.pop();
                    s
                }
            })
            .collect()
    }
}

/// The score a stored bound settles for the window `alpha..beta`, if it does.
fn tt_cutoff(bound: Bound, s: i32, alpha: i32, beta: i32) -> Option<i32> {
    match bound {
        Bound::Exact => Some(s),
        Bound::Lower if s >= beta => Some(s),
        Bound::Upper if s <= alpha => Some(s),
        _ => None,
    }
}

/// What a search's `best` score is for the table: a lower bound if it failed high, exact if
/// it raised alpha (`raised`), else an upper bound.
fn bound_of(best: i32, raised: bool, beta: i32) -> Bound {
    if best >= beta {
        Bound::Lower
    } else if raised {
        Bound::Exact
    } else {
        Bound::Upper
    }
}
