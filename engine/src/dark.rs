//! The Dark Mini Xiangqi player: it plays **only from what its side is told** — the
//! [`Report`]s a player gets after every ply (own view, own moves, captured pieces) — and
//! never looks at the true board.
//!
//! From the reports it knows its own pieces, the enemy pieces it sees now, the markers
//! (enemy pieces of unknown role), and how many enemy pieces of each role are left (it
//! saw every piece it captured). It also remembers where it last saw each enemy role,
//! starting from the start position. It then samples full boards consistent with the
//! current view — the seen pieces where they are, the markers filled with unseen pieces,
//! the rest in the fog near where they were last seen — keeps the samples that give back
//! exactly its view and its move list, searches each shallowly with the true dark rules
//! (pseudo-legal moves, capturing the general wins), and plays the move with the best
//! average score. A sampled board is evaluated by Mini Xiangqi's network (its pieces and
//! points are Mini Xiangqi's), plus a general's worth for a general left attacked: 400
//! games of the same limits against the classical evaluation scored 55.4%, +37 Elo
//! (`engine/match/results/SUMMARY.md`).

use std::time::Instant;

use rules::dark::{self, Cell, Report, View};
use rules::xiangqi::{Move, Piece, Role, Setup, Square};
use rules::{Color, Game, Record};

use crate::Limits;
use crate::error::EngineError;
use crate::rng::{SplitMix64, mix};
use crate::score::Score;
use crate::search::{SearchResult, Searcher};
use crate::tt::Table;

/// Board size of the dark variant.
const SIZE: i32 = 7;
/// Scores beyond this are clamped before averaging (a mate in one sample is not worth more
/// than a large material swing in all of them).
const CLAMP: i32 = 3_000;
/// Roles in the order of their codes.
const ROLES: [Role; 5] = [
    Role::General,
    Role::Chariot,
    Role::Cannon,
    Role::Horse,
    Role::Soldier,
];

/// What the dark player chose, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DarkChoice {
    /// The move to play.
    pub best: Move,
    /// Every own move with its average score over the samples (centipawns, mover's view).
    pub scores: Vec<(Move, i32)>,
    /// Boards searched.
    pub samples: usize,
    /// How many of them gave back exactly the player's view and moves.
    pub consistent: usize,
    /// Nodes searched over all samples.
    pub nodes: u64,
    /// The depth of each sample's search.
    pub depth: u32,
    /// Time spent.
    pub time: std::time::Duration,
}

impl DarkChoice {
    /// As a search result with the move in coordinate form.
    pub fn into_result(self) -> SearchResult<String> {
        let score = self
            .scores
            .iter()
            .find(|(m, _)| *m == self.best)
            .map_or(0, |s| s.1);
        SearchResult {
            best: Some(self.best.to_string()),
            score: Score::Cp(score),
            depth: self.depth,
            seldepth: self.depth,
            nodes: self.nodes,
            time: self.time,
            pv: vec![self.best.to_string()],
        }
    }
}

/// What `player` was told after every ply of a dark game (the start included): the same
/// reports the service sends them. The record is replayed only to rebuild these reports;
/// [`choose`] sees nothing else.
pub fn reports_from_record(record: &Record, player: Color) -> Result<Vec<Report>, EngineError> {
    let start = dark::Position::from_fen(&record.start_fen)
        .map_err(|e| EngineError::Record(e.to_string()))?;
    let mut game = match record.progress_limit {
        Some(n) => Game::with_progress_rule(start, Some(rules::ProgressRule::Clock(n))),
        None => Game::new(start),
    };
    for text in &record.moves {
        let m: Move = text
            .parse()
            .map_err(|_| EngineError::Record(format!("{text} is not a coordinate move")))?;
        if !game.play(m) {
            return Err(EngineError::Record(format!("{text} cannot be played")));
        }
    }
    Ok(reports_of(&game, player))
}

/// What `player` was told after every ply of `game` (its start included), replayed from
/// its start.
pub fn reports_of(game: &Game<dark::Position>, player: Color) -> Vec<Report> {
    let mut replay = Game::with_progress_rule(game.start().clone(), game.progress_rule());
    let mut reports = vec![Report::for_player(&replay, player)];
    for &m in game.moves() {
        replay.play_on(m);
        reports.push(Report::for_player(&replay, player));
    }
    reports
}

/// What the player knows, distilled from its reports.
struct Knowledge {
    me: Color,
    view: View,
    moves: Vec<Move>,
    progress: u32,
    /// Enemy pieces left per role (index into [`ROLES`]).
    left: [usize; 5],
    /// Where each enemy role was last believed to stand, one point per piece left.
    anchors: [Vec<(i32, i32)>; 5],
}

fn role_index(role: Role) -> usize {
    ROLES.iter().position(|&r| r == role).unwrap_or(4)
}

fn sq(f: i32, r: i32) -> Square {
    Square::new(f as u8, r as u8).expect("on the board")
}

fn dist(a: (i32, i32), b: (i32, i32)) -> i32 {
    (a.0 - b.0).abs() + (a.1 - b.1).abs()
}

/// Moves the anchor of `role` nearest to `at` there (or adds one if none is left).
fn see(anchors: &mut [(i32, i32)], at: (i32, i32), taken: &mut Vec<(i32, i32)>) {
    if taken.contains(&at) {
        return;
    }
    let free: Vec<usize> = (0..anchors.len())
        .filter(|&i| !taken.contains(&anchors[i]))
        .collect();
    if let Some(&i) = free.iter().min_by_key(|&&i| dist(anchors[i], at)) {
        anchors[i] = at;
    }
    taken.push(at);
}

impl Knowledge {
    fn from_reports(reports: &[Report]) -> Option<Knowledge> {
        let last = reports.last()?;
        let me = last.view.viewer();
        if last.to_move != me {
            return None;
        }
        let moves: Vec<Move> = last
            .moves
            .iter()
            .filter_map(|m| m.coordinate.parse().ok())
            .collect();
        if moves.is_empty() {
            return None;
        }
        // The enemy's pieces at the start, as anchors.
        let start = dark::Position::new();
        let mut anchors: [Vec<(i32, i32)>; 5] = Default::default();
        for (s, p) in start.pieces(!me) {
            anchors[role_index(p.role)].push((s.file() as i32, s.rank() as i32));
        }
        for pair in reports.windows(2) {
            let (before, after) = (&pair[0], &pair[1]);
            // A capture by our own move: the target was visible before it.
            if let Some(m) = after.own_last_move
                && let Cell::Enemy(role) = before.view.cell(m.to)
            {
                let list = &mut anchors[role_index(role)];
                let at = (m.to.file() as i32, m.to.rank() as i32);
                if let Some(i) = (0..list.len()).min_by_key(|&i| dist(list[i], at)) {
                    list.remove(i);
                }
            }
            let mut taken = Vec::new();
            for r in 0..SIZE {
                for f in 0..SIZE {
                    if let Cell::Enemy(role) = after.view.cell(sq(f, r)) {
                        see(&mut anchors[role_index(role)], (f, r), &mut taken);
                    }
                }
            }
        }
        let mut left = [0; 5];
        for (i, a) in anchors.iter().enumerate() {
            left[i] = a.len();
        }
        Some(Knowledge {
            me,
            view: last.view.clone(),
            moves,
            progress: last.progress,
            left,
            anchors,
        })
    }

    /// Whether an enemy piece of `role` may stand on (f, r).
    fn allowed(&self, role: Role, f: i32, r: i32) -> bool {
        let enemy = !self.me;
        match role {
            Role::General => {
                (2..=4).contains(&f) && if enemy == Color::Red { r <= 2 } else { r >= 4 }
            }
            Role::Soldier => {
                if enemy == Color::Red {
                    r >= 1
                } else {
                    r <= SIZE - 2
                }
            }
            _ => true,
        }
    }

    /// One board consistent with the view as far as the counts allow, or `None` when the
    /// pieces could not be placed.
    fn sample(&self, rng: &mut SplitMix64) -> Option<dark::Position> {
        let enemy = !self.me;
        let mut pieces: Vec<(Square, Piece)> = Vec::new();
        let mut left = self.left;
        let mut markers = Vec::new();
        let mut fog = Vec::new();
        for r in 0..SIZE {
            for f in 0..SIZE {
                let s = sq(f, r);
                match self.view.cell(s) {
                    Cell::Own(role) => pieces.push((
                        s,
                        Piece {
                            color: self.me,
                            role,
                        },
                    )),
                    Cell::Enemy(role) => {
                        let i = role_index(role);
                        left[i] = left[i].saturating_sub(1);
                        pieces.push((s, Piece { color: enemy, role }));
                    }
                    Cell::Occupied => markers.push((f, r)),
                    Cell::Fog => fog.push((f, r)),
                    Cell::Empty => {}
                }
            }
        }
        let put = |pieces: &mut Vec<(Square, Piece)>, role: Role, (f, r): (i32, i32)| {
            pieces.push((sq(f, r), Piece { color: enemy, role }));
        };
        // Markers first: each hides one of the pieces left, likelier one last seen nearby.
        for i in 0..markers.len() {
            let j = i + rng.below(markers.len() - i);
            markers.swap(i, j);
            let at = markers[i];
            let mut weights = [0.0f64; 5];
            for (k, role) in ROLES.iter().enumerate() {
                if left[k] == 0 || !self.allowed(*role, at.0, at.1) {
                    continue;
                }
                let near = self.anchors[k]
                    .iter()
                    .map(|&a| dist(a, at))
                    .min()
                    .unwrap_or(6);
                weights[k] = left[k] as f64 / (1.0 + near as f64);
            }
            let total: f64 = weights.iter().sum();
            let k = if total <= 0.0 {
                4
            } else {
                let mut x = rng.unit() * total;
                let mut k = 0;
                while k < 4 && x >= weights[k] {
                    x -= weights[k];
                    k += 1;
                }
                k
            };
            left[k] = left[k].saturating_sub(1);
            put(&mut pieces, ROLES[k], at);
        }
        // The rest into the fog: near an anchor of their role, or anywhere allowed.
        for (k, role) in ROLES.iter().enumerate() {
            let mut anchors = self.anchors[k].clone();
            for _ in 0..left[k] {
                let allowed: Vec<usize> = (0..fog.len())
                    .filter(|&i| self.allowed(*role, fog[i].0, fog[i].1))
                    .collect();
                if allowed.is_empty() {
                    if *role == Role::General {
                        return None;
                    }
                    break;
                }
                let pick = if !anchors.is_empty() && rng.unit() < 0.75 {
                    let a = anchors.swap_remove(rng.below(anchors.len()));
                    let best = allowed.iter().map(|&i| dist(fog[i], a)).min().unwrap_or(0);
                    let near: Vec<usize> = allowed
                        .iter()
                        .copied()
                        .filter(|&i| dist(fog[i], a) <= best + 1)
                        .collect();
                    near[rng.below(near.len())]
                } else {
                    allowed[rng.below(allowed.len())]
                };
                let at = fog.swap_remove(pick);
                put(&mut pieces, *role, at);
            }
        }
        let setup = Setup {
            pieces,
            turn: Some(self.me),
            halfmoves: self.progress,
            fullmoves: 1,
        };
        dark::Position::from_setup(&setup).ok()
    }

    /// Whether a sampled board gives back exactly the player's view and moves.
    fn consistent(&self, pos: &dark::Position) -> bool {
        if View::of(pos, self.me) != self.view {
            return false;
        }
        let list = pos.moves_of(self.me);
        list.len() == self.moves.len() && self.moves.iter().all(|m| list.contains(m))
    }
}

/// Chooses a move for the player whose `reports` these are (every report they were given,
/// in order, the last one with them to move). Only the reports are read. Deterministic for
/// the same reports, seed and depth or node limits.
///
/// `limits.depth` is the depth of each sample's search (default 3); `limits.nodes` and
/// `limits.movetime` bound the whole choice (at least two samples are searched).
/// Returns `None` when it is not the player's move or they have no move.
pub fn choose(reports: &[Report], seed: u64, limits: &Limits) -> Option<DarkChoice> {
    let start = Instant::now();
    let know = Knowledge::from_reports(reports)?;
    let depth = limits.depth.unwrap_or(3).clamp(1, 6);
    let samples = 16;
    let mut rng = SplitMix64::new(mix(seed ^ (reports.len() as u64).wrapping_mul(0x9E37)));
    let mut totals = vec![0i64; know.moves.len()];
    let mut tt = Table::new(4);
    let stop = std::sync::atomic::AtomicBool::new(false);
    let (mut searched, mut consistent, mut nodes) = (0, 0, 0u64);
    while searched < samples {
        if searched >= 2 {
            if limits.nodes.is_some_and(|n| nodes >= n) {
                break;
            }
            if limits.movetime.is_some_and(|t| start.elapsed() >= t) {
                break;
            }
        }
        // Up to 40 tries for a board that gives back the view exactly; else the last one.
        let mut board = None;
        for _ in 0..40 {
            if let Some(b) = know.sample(&mut rng) {
                let ok = know.consistent(&b);
                board = Some(b);
                if ok {
                    consistent += 1;
                    break;
                }
            }
        }
        let Some(board) = board else { break };
        let history = vec![(board.key(), false)];
        let mut searcher =
            Searcher::<dark::Position>::new(&mut tt, &stop, history, &Limits::default(), 0, seed);
        let moves: Vec<Move> = know
            .moves
            .iter()
            .copied()
            .filter(|m| board.legal_moves().contains(m))
            .collect();
        let scores = searcher.score_each(&board, &moves, depth as i32);
        nodes += searcher.nodes();
        for (m, s) in moves.iter().zip(scores) {
            if let Some(i) = know.moves.iter().position(|x| x == m) {
                totals[i] += i64::from(s.clamp(-CLAMP, CLAMP));
            }
        }
        searched += 1;
    }
    let n = searched.max(1) as i64;
    let scores: Vec<(Move, i32)> = know
        .moves
        .iter()
        .zip(&totals)
        .map(|(&m, &t)| (m, (t / n) as i32))
        .collect();
    // Ties go to a seeded choice, not to the generator's order.
    let best = scores
        .iter()
        .max_by_key(|(m, s)| (*s, mix(seed) ^ tie(*m)))
        .map(|(m, _)| *m)?;
    Some(DarkChoice {
        best,
        scores,
        samples: searched,
        consistent,
        nodes,
        depth,
        time: start.elapsed(),
    })
}

fn tie(m: Move) -> u64 {
    let id = |s: Square| u64::from(s.rank()) * 16 + u64::from(s.file());
    mix(id(m.from) << 8 | id(m.to))
}
