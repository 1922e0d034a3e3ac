//! The `Game` layer: a start position, the moves played, the repetition history and the
//! result — decided by the rules or recorded (resignation, agreed draw, timeout).

use std::collections::HashMap;
use std::error::Error;
use std::fmt;
use std::ops::Deref;
use std::str::FromStr;

use crate::{Color, EndReason, Outcome, ProgressRule, Variant};

/// What a position type of one game family offers the [`Game`] layer.
///
/// Implemented by the xiangqi family's position, the dark variant's and Minishogi's.
pub trait Rules: Clone + Sized {
    /// A move in this family; `Display` writes the coordinate form (`h2e2`, `P@c3`,
    /// `a4a5+`) and `FromStr` reads exactly that form back.
    type Move: Copy + Eq + fmt::Debug + fmt::Display + FromStr;
    /// The list [`Rules::legal_moves`] returns (a fixed-capacity [`crate::MoveList`]).
    type MoveList: Deref<Target = [Self::Move]> + IntoIterator<Item = Self::Move>;
    /// Why a typed move was not accepted (one of the [`crate::MoveRefusal`]s).
    type MoveError: Error + Clone + PartialEq + Into<crate::MoveRefusal>;
    /// Why a FEN was not accepted (one of the [`crate::StartError`]s).
    type FenError: Error + Clone + PartialEq + Into<crate::StartError>;

    /// Reads a Fairy-Stockfish FEN of `variant` (the one gate into a checked position).
    /// A variant this type does not play is refused with an error that says so.
    fn from_fen(variant: Variant, fen: &str) -> Result<Self, Self::FenError>;

    /// The start position of `variant` (refused like [`Rules::from_fen`] for a variant
    /// this type does not play).
    fn start(variant: Variant) -> Result<Self, Self::FenError> {
        Self::from_fen(variant, variant.start_fen())
    }

    /// The variant this position belongs to.
    fn variant(&self) -> Variant;
    /// The side to move.
    fn turn(&self) -> Color;
    /// Every legal move (in the dark variant every pseudo-legal move is legal).
    fn legal_moves(&self) -> Self::MoveList;
    /// Plays a move known to be legal.
    fn play_unchecked(&mut self, m: Self::Move);
    /// Resolves any accepted notation against this position.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::MoveError>;
    /// The canonical notation (WXF or Western/Hodges) of a legal move.
    fn notation(&self, m: Self::Move) -> String;
    /// A legal move in every notation of its family; `last` is the move played just
    /// before it (Japanese writes 同 for a move to the same square).
    fn written(&self, m: Self::Move, last: Option<Self::Move>) -> crate::Written;
    /// `text` with what only the game's history tells made explicit (Japanese 同 becomes
    /// the square of `last`), before [`Rules::parse_move`] reads it.
    fn expand_text(text: &str, last: Option<Self::Move>) -> std::borrow::Cow<'_, str> {
        let _ = last;
        std::borrow::Cow::Borrowed(text)
    }
    /// The Fairy-Stockfish FEN.
    fn fen(&self) -> String;

    /// Whether two positions count as the same for repetition (board, hands, side to move).
    fn same_repetition_state(&self, other: &Self) -> bool;
    /// The Zobrist key: a hash of the repetition state, so that most comparisons are
    /// skipped.
    fn key(&self) -> u64;
    /// How many occurrences of one state end the game (3, or 4 in Minishogi).
    fn repetition_limit(&self) -> usize;
    /// Judges a repetition: `positions[0]` is the first occurrence, the last one the
    /// current position, and `moves[i]` leads from `positions[i]` to `positions[i + 1]`.
    fn judge_repetition(positions: &[Self], moves: &[Self::Move]) -> Outcome;

    /// The end this position decides on its own (checkmate, stalemate, a captured
    /// general, an immobilized side), before repetition and the move rule are looked at.
    fn terminal_outcome(&self) -> Option<Outcome>;
    /// Plies in a row without a capture (the FEN half-move clock).
    fn halfmoves(&self) -> u32;
    /// Whether the side to move is in check (never in the dark variant, which has no
    /// check).
    fn is_check(&self) -> bool;
    /// The default no-capture limit, if any.
    fn default_progress_rule(&self) -> Option<ProgressRule>;

    /// The number of legal move sequences of length `depth` (families override this with
    /// a fast version).
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|m| {
                let mut next = self.clone();
                next.play_unchecked(m);
                next.perft(depth - 1)
            })
            .sum()
    }
}

/// The part of a family's [`Rules`] impl that is its inherent vocabulary: each method
/// forwards to the `Position` method of the same name, so a family that lacks one of
/// them (or names it differently) does not compile.
macro_rules! forward_vocabulary {
    () => {
        fn variant(&self) -> $crate::Variant {
            Position::variant(self)
        }

        fn turn(&self) -> $crate::Color {
            Position::turn(self)
        }

        fn legal_moves(&self) -> Self::MoveList {
            Position::legal_moves(self)
        }

        fn play_unchecked(&mut self, m: Self::Move) {
            Position::play_unchecked(self, m);
        }

        fn parse_move(&self, text: &str) -> Result<Self::Move, Self::MoveError> {
            Position::parse_move(self, text)
        }

        fn notation(&self, m: Self::Move) -> String {
            Position::notation(self, m)
        }

        fn fen(&self) -> String {
            Position::fen(self)
        }

        fn key(&self) -> u64 {
            Position::key(self)
        }

        fn halfmoves(&self) -> u32 {
            Position::halfmoves(self)
        }

        fn perft(&self, depth: u32) -> u64 {
            Position::perft(self, depth)
        }
    };
}
pub(crate) use forward_vocabulary;

/// Why [`Game::play`] refused a move.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayError<E> {
    /// The game has ended.
    GameOver(Outcome),
    /// The move text was not accepted.
    Move(E),
}

impl<E: fmt::Debug> fmt::Display for PlayError<E> {
    /// Terse, for programmers (the value's `Debug`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl<E: Error> Error for PlayError<E> {}

/// A game in progress or finished: start position, moves, history and result.
///
/// ```
/// use rules::{Game, Variant, xiangqi::Position};
/// let mut game = Game::new(Position::new(Variant::Xiangqi)?);
/// game.play_text("C2=5").unwrap();
/// game.play_text("h10g8").unwrap();
/// assert_eq!(game.outcome(), None);
/// assert_eq!(game.notations(), ["C2=5", "H8+7"]);
/// # Ok::<(), rules::xiangqi::FenError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Game<P: Rules> {
    positions: Vec<P>,
    keys: Vec<u64>,
    /// Where each key occurred (indices into `positions`): repetitions are found among
    /// these instead of by a scan of the whole history, so that replaying a record is
    /// linear in its length (a 10 000-ply Minishogi record took 91 ms to load with the
    /// scan, quadratic; `cargo bench -p palace-rules --bench long_games`).
    seen: HashMap<u64, Vec<usize>>,
    moves: Vec<P::Move>,
    outcome: Option<Outcome>,
    progress_rule: Option<ProgressRule>,
    /// Whether `outcome` was recorded ([`Game::record`]) rather than decided by the rules.
    recorded: bool,
}

impl<P: Rules> Game<P> {
    /// A game from `start`, judged at once (a start position may already be decided).
    pub fn new(start: P) -> Game<P> {
        let progress_rule = start.default_progress_rule();
        Game::with_progress_rule(start, progress_rule)
    }

    /// A game with its own no-capture limit (the dark variant's per-game setting).
    pub fn with_progress_rule(start: P, progress_rule: Option<ProgressRule>) -> Game<P> {
        let key = start.key();
        let mut game = Game {
            positions: vec![start],
            keys: vec![key],
            seen: HashMap::from([(key, vec![0])]),
            moves: Vec::new(),
            outcome: None,
            progress_rule,
            recorded: false,
        };
        game.outcome = game.adjudicate();
        game
    }

    /// The start position.
    pub fn start(&self) -> &P {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &P {
        self.positions.last().expect("a game has a start position")
    }

    /// Every position, the start first.
    pub fn positions(&self) -> &[P] {
        &self.positions
    }

    /// The moves played.
    pub fn moves(&self) -> &[P::Move] {
        &self.moves
    }

    /// The result, once the game has ended.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The no-capture limit in force.
    pub fn progress_rule(&self) -> Option<ProgressRule> {
        self.progress_rule
    }

    /// Whether the result was recorded ([`Game::record`]: a resignation, a timeout, an
    /// agreed draw) rather than decided by the rules on the board.
    pub fn outcome_recorded(&self) -> bool {
        self.recorded
    }

    /// The canonical notation of every move played.
    pub fn notations(&self) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(&m, p)| p.notation(m))
            .collect()
    }

    /// Every move played, in every notation of its family.
    pub fn written(&self) -> Vec<crate::Written> {
        (0..self.moves.len())
            .map(|i| self.written_move(i))
            .collect()
    }

    /// Move `i` (0-based) in every notation of its family, written from the position it
    /// was played in and after the move before it.
    ///
    /// # Panics
    /// When fewer than `i + 1` moves were played.
    pub fn written_move(&self, i: usize) -> crate::Written {
        let before = i.checked_sub(1).map(|j| self.moves[j]);
        self.positions[i].written(self.moves[i], before)
    }

    /// `text` (a move in any accepted notation) in every notation of its family, written
    /// as if it had been played as move `i` (0-based) instead of the one that was: what a
    /// review shows of a better move. `None` when it is no legal move there.
    pub fn written_instead(&self, i: usize, text: &str) -> Option<crate::Written> {
        let position = self.positions.get(i)?;
        let before = i.checked_sub(1).map(|j| self.moves[j]);
        let text = P::expand_text(text, before);
        let m = position.parse_move(&text).ok()?;
        position
            .legal_moves()
            .contains(&m)
            .then(|| position.written(m, before))
    }

    /// The coordinate form of every move played.
    pub fn coordinates(&self) -> Vec<String> {
        self.moves.iter().map(ToString::to_string).collect()
    }

    /// Plays a move given in any accepted notation; returns it.
    pub fn play_text(&mut self, text: &str) -> Result<P::Move, PlayError<P::MoveError>> {
        if let Some(o) = self.outcome {
            return Err(PlayError::GameOver(o));
        }
        let text = P::expand_text(text, self.moves.last().copied());
        let m = self.position().parse_move(&text).map_err(PlayError::Move)?;
        self.push(m);
        Ok(m)
    }

    /// Plays a move if it is legal; returns whether it was.
    pub fn play(&mut self, m: P::Move) -> bool {
        if self.outcome.is_some() || !self.position().legal_moves().contains(&m) {
            return false;
        }
        self.push(m);
        true
    }

    /// Plays a legal move even after the game has ended, and judges the new position
    /// afresh (a recorded result is dropped): for a front end that is not the judge, as a
    /// UCI engine is not (the GUI decides when a game ends, and may play on past what
    /// these rules would end). Returns whether the move was legal.
    pub fn play_on(&mut self, m: P::Move) -> bool {
        if !self.position().legal_moves().contains(&m) {
            return false;
        }
        self.push(m);
        true
    }

    fn push(&mut self, m: P::Move) {
        let mut next = self.position().clone();
        next.play_unchecked(m);
        let key = next.key();
        self.seen.entry(key).or_default().push(self.positions.len());
        self.keys.push(key);
        self.positions.push(next);
        self.moves.push(m);
        self.outcome = self.adjudicate();
        self.recorded = false;
    }

    /// Records a resignation by `loser`.
    pub fn resign(&mut self, loser: Color) -> Result<Outcome, Outcome> {
        self.record(Outcome::loss(loser, EndReason::Resignation))
    }

    /// Records a loss on time by `loser`.
    pub fn timeout(&mut self, loser: Color) -> Result<Outcome, Outcome> {
        self.record(Outcome::loss(loser, EndReason::Timeout))
    }

    /// Records a draw both players agreed to.
    pub fn agree_draw(&mut self) -> Result<Outcome, Outcome> {
        self.record(Outcome::draw(EndReason::Agreement))
    }

    /// Takes back the last move; `None` when there is none or the game has ended.
    pub fn undo(&mut self) -> Option<P::Move> {
        if self.outcome.is_some() {
            return None;
        }
        let m = self.moves.pop()?;
        self.positions.pop();
        if let Some(key) = self.keys.pop()
            && let Some(at) = self.seen.get_mut(&key)
        {
            at.pop();
            if at.is_empty() {
                self.seen.remove(&key);
            }
        }
        Some(m)
    }

    /// Records an outcome decided outside the board; `Err` with the existing result if the
    /// game had already ended.
    pub fn record(&mut self, outcome: Outcome) -> Result<Outcome, Outcome> {
        match self.outcome {
            Some(existing) => Err(existing),
            None => {
                self.outcome = Some(outcome);
                self.recorded = true;
                Ok(outcome)
            }
        }
    }

    /// How often the current state has occurred so far (the start counts).
    pub fn repetitions(&self) -> usize {
        self.occurrences().len()
    }

    fn occurrences(&self) -> Vec<usize> {
        let current = self.position();
        let key = *self.keys.last().expect("non-empty");
        self.seen.get(&key).map_or_else(Vec::new, |at| {
            at.iter()
                .copied()
                .filter(|&i| self.positions[i].same_repetition_state(current))
                .collect()
        })
    }

    /// Whether the no-capture limit in force has been reached in the current position.
    fn progress_limit_reached(&self) -> Option<ProgressRule> {
        let rule = self.progress_rule?;
        let last = self.positions.len() - 1;
        let reached = rule.reached(self.position().halfmoves(), self.moves.len(), |k| {
            self.positions[last - k].is_check()
        });
        reached.then_some(rule)
    }

    /// The rules' verdict on the current position: what the position decides on its own
    /// (checkmate, stalemate...), then the no-capture limit if it comes before repetition
    /// (the xiangqi games' move rule, as Fairy-Stockfish looks at it), then repetition,
    /// then a limit that comes after it (the dark variant's progress clock).
    fn adjudicate(&self) -> Option<Outcome> {
        let pos = self.position();
        if let Some(o) = pos.terminal_outcome() {
            return Some(o);
        }
        let limit = self.progress_limit_reached();
        if let Some(rule) = limit.filter(|r| r.before_repetition()) {
            return Some(Outcome::draw(rule.reason()));
        }
        let occ = self.occurrences();
        let repeats = pos.repetition_limit();
        if occ.len() >= repeats {
            let first = occ[occ.len() - repeats];
            return Some(P::judge_repetition(
                &self.positions[first..],
                &self.moves[first..],
            ));
        }
        if let Some(rule) = limit {
            return Some(Outcome::draw(rule.reason()));
        }
        pos.variant()
            .ply_limit()
            .filter(|&plies| self.moves.len() >= plies)
            .map(|_| Outcome::draw(EndReason::PlyLimit))
    }
}
