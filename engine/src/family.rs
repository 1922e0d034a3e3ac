//! What the search needs of a game family, implemented for the xiangqi family, Minishogi
//! and the dark variant's true board (searched on sampled positions only).

use rules::shogi;
use rules::xiangqi::{self, Role};
use rules::{Color, Rules, Variant, dark};

use crate::{eval_shogi, eval_xiangqi, eval_xiangqi_full, eval_xiangqi_net};

/// The late-move reductions of every family but full Xiangqi:
/// [`SearchPosition::late_move_reductions`].
const LATE_MOVE_REDUCTIONS: (f64, i32) = (2.25, 3);

/// A position the engine can search: the family's [`Rules`] plus move generation,
/// copy-make and an evaluation.
///
/// Implemented for [`xiangqi::Position`] (Mini Xiangqi and Xiangqi), [`shogi::Position`]
/// (Minishogi) and [`dark::Position`] (a true board of Dark Mini Xiangqi, which the dark
/// player only ever builds from its own samples).
pub trait SearchPosition: Rules + Send + 'static {
    /// Whether the family has check (check extension, evasions in quiescence).
    const HAS_CHECK: bool;

    /// The depth up to which a static evaluation far above beta may end a search
    /// (reverse futility pruning): shallower where drops make quiet mate threats common.
    const STATIC_CUTOFF_DEPTH: i32 = 7;

    /// Whether the move-ordering histories are kept from one search of a game to the next
    /// (Minishogi, where keeping them, with the piece-square values, took the score against
    /// Fairy-Stockfish at 200 ms from 38.8% to 44.5%; the other families were not measured
    /// with them).
    const KEEPS_HISTORIES: bool = false;

    /// The evaluation's state kept along the search's moves (a network's accumulator);
    /// `()` where the evaluation keeps none.
    type Acc: Clone + Default + Send + 'static;

    /// `acc` summed afresh for this position.
    fn refresh(&self, _acc: &mut Self::Acc) {}

    /// `acc` becomes the state of `child`, the position after `m`, from `from`, this
    /// position's state (an incremental update).
    fn update(&self, _m: Self::Move, _child: &Self, _from: &Self::Acc, _acc: &mut Self::Acc) {}

    /// The static evaluation, as [`SearchPosition::evaluate`], given this position's
    /// state.
    fn evaluate_with(&self, _acc: &Self::Acc) -> i32 {
        self.evaluate()
    }

    /// Appends the candidate moves of the side to move (possibly pseudo-legal: [`SearchPosition::make`]
    /// refuses the illegal ones).
    fn generate(&self, out: &mut Vec<Self::Move>);

    /// Appends the candidate captures of the side to move.
    fn generate_captures(&self, out: &mut Vec<Self::Move>);

    /// The position after `m`, or `None` when `m` turns out to be illegal.
    fn make(&self, m: Self::Move) -> Option<Self>;

    /// Whether the side to move is in check.
    fn in_check(&self) -> bool;

    /// Whether the side to move has already lost on the board (the dark variant's captured
    /// general).
    fn lost(&self) -> bool {
        false
    }

    /// Whether the quiescence search's first ply also tries the quiet moves that give
    /// check (full Xiangqi, where mates come from quiet checks of chariot, horse and
    /// cannon together).
    fn quiet_checks_in_quiescence(&self) -> bool {
        false
    }

    /// Late-move reductions: `0.75 + ln(depth) × ln(move number) / divisor` for the quiet
    /// moves after the first `from` (which are never reduced): `(divisor, from)`.
    fn late_move_reductions(&self) -> (f64, i32) {
        LATE_MOVE_REDUCTIONS
    }

    /// False only when `m` surely does not give check (a quick test before making it).
    fn may_give_check(&self, _m: Self::Move) -> bool {
        true
    }

    /// The value of what `m` captures (0 for none; the dark general is worth a win).
    fn victim_value(&self, m: Self::Move) -> i32;

    /// The value of the piece that moves (or is dropped).
    fn mover_value(&self, m: Self::Move) -> i32;

    /// The static evaluation from the side to move's point of view, in centipawns.
    fn evaluate(&self) -> i32;

    /// A compact number for the move, below 8192, unique within the family.
    fn pack(m: Self::Move) -> u16;

    /// A number for the square `m` moves to (or drops on), unique within the board.
    fn destination(m: Self::Move) -> u16;

    /// How many values [`SearchPosition::piece_to`] takes.
    const PIECE_TO: usize;

    /// A number below [`SearchPosition::PIECE_TO`] for the moving (or dropped) piece,
    /// with its color, and the square it goes to: what the continuation histories are
    /// indexed by.
    fn piece_to(&self, m: Self::Move) -> u16;

    /// The score of a repetition without perpetual check for the side to move.
    fn repetition_value(&self) -> i32;

    /// How many plies back a repetition of this position can lie (captures are
    /// irreversible in the xiangqi family; in Minishogi they are not).
    fn repetition_window(&self) -> usize;

    /// The same position with the other side to move (a "null move", for null-move
    /// pruning), or `None` when the family does not allow one here: the side to move
    /// must have pieces enough that passing is not its only good move (zugzwang).
    fn null_move(&self) -> Option<Self> {
        None
    }
}

fn xq_id(sq: xiangqi::Square) -> u16 {
    sq.rank() as u16 * 9 + sq.file() as u16
}

fn xq_pack(m: xiangqi::Move) -> u16 {
    xq_id(m.from) * 90 + xq_id(m.to)
}

/// Two colors × role codes 0..8 × 90 points.
const XQ_PIECE_TO: usize = 2 * 8 * 90;

#[inline]
fn xq_piece_to(piece: Option<xiangqi::Piece>, m: xiangqi::Move) -> u16 {
    let code = piece.map_or(0, |p| p.color.index() * 8 + p.role as usize);
    code as u16 * 90 + xq_id(m.to)
}

impl SearchPosition for xiangqi::Position {
    const HAS_CHECK: bool = true;

    type Acc = eval_xiangqi_net::Accumulator;

    #[inline]
    fn refresh(&self, acc: &mut Self::Acc) {
        if let Some(net) = eval_xiangqi_net::net(self.variant()) {
            net.refresh_all(self, acc);
        }
    }

    #[inline]
    fn update(&self, m: xiangqi::Move, child: &Self, from: &Self::Acc, acc: &mut Self::Acc) {
        if let Some(net) = eval_xiangqi_net::net(self.variant()) {
            net.update(from, self, m, child, acc);
        }
    }

    #[inline]
    fn evaluate_with(&self, acc: &Self::Acc) -> i32 {
        match eval_xiangqi_net::net(self.variant()) {
            Some(net) => net.evaluate(self.turn(), acc),
            None => classical(self),
        }
    }

    #[inline]
    fn generate(&self, out: &mut Vec<xiangqi::Move>) {
        out.extend_from_slice(&self.pseudo_legal_moves(self.turn()));
    }

    #[inline]
    fn generate_captures(&self, out: &mut Vec<xiangqi::Move>) {
        let list = self.pseudo_legal_moves(self.turn());
        out.extend(list.iter().filter(|m| self.piece_at(m.to).is_some()));
    }

    #[inline]
    fn make(&self, m: xiangqi::Move) -> Option<Self> {
        let us = self.turn();
        let mut next = self.clone();
        next.play_unchecked(m);
        (!next.is_general_attacked(us)).then_some(next)
    }

    #[inline]
    fn in_check(&self) -> bool {
        self.is_check()
    }

    fn quiet_checks_in_quiescence(&self) -> bool {
        self.variant() == Variant::Xiangqi
    }

    /// Full Xiangqi reduces more, from the third move on: with it Palace scored 42.5%
    /// against Fairy-Stockfish at 50 ms instead of 34% (`engine/match/results/SUMMARY.md`,
    /// issue #27).
    fn late_move_reductions(&self) -> (f64, i32) {
        if self.variant() == Variant::Xiangqi {
            (1.8, 2)
        } else {
            LATE_MOVE_REDUCTIONS
        }
    }

    /// A move checks only by landing on the enemy general's file or rank (chariot, cannon,
    /// soldier, or a cannon's new screen) or a horse's jump from it, or by leaving its file
    /// or rank or a point diagonally next to it (a chariot's or cannon's line, a horse's
    /// leg, opened).
    fn may_give_check(&self, m: xiangqi::Move) -> bool {
        let Some(g) = self.general(!self.turn()) else {
            return true;
        };
        let (gf, gr) = (i32::from(g.file()), i32::from(g.rank()));
        let (tf, tr) = (i32::from(m.to.file()) - gf, i32::from(m.to.rank()) - gr);
        let (ff, fr) = (i32::from(m.from.file()) - gf, i32::from(m.from.rank()) - gr);
        tf == 0
            || tr == 0
            || tf.abs() * tr.abs() == 2
            || ff == 0
            || fr == 0
            || (ff.abs() == 1 && fr.abs() == 1)
    }

    #[inline]
    fn victim_value(&self, m: xiangqi::Move) -> i32 {
        self.piece_at(m.to)
            .map_or(0, |p| eval_xiangqi::order_value(p.role))
    }

    #[inline]
    fn mover_value(&self, m: xiangqi::Move) -> i32 {
        self.piece_at(m.from)
            .map_or(0, |p| eval_xiangqi::order_value(p.role))
    }

    /// The network's evaluation where the variant has one, else the classical one.
    fn evaluate(&self) -> i32 {
        eval_xiangqi_net::evaluate(self).unwrap_or_else(|| classical(self))
    }

    fn pack(m: xiangqi::Move) -> u16 {
        xq_pack(m)
    }

    fn destination(m: xiangqi::Move) -> u16 {
        xq_id(m.to)
    }

    const PIECE_TO: usize = XQ_PIECE_TO;

    #[inline]
    fn piece_to(&self, m: xiangqi::Move) -> u16 {
        xq_piece_to(self.piece_at(m.from), m)
    }

    fn repetition_value(&self) -> i32 {
        0
    }

    fn repetition_window(&self) -> usize {
        self.halfmoves() as usize
    }

    fn null_move(&self) -> Option<Self> {
        let us = self.turn();
        // Without a chariot, horse or cannon a side is often in zugzwang.
        let active = self
            .pieces(us)
            .any(|(_, p)| matches!(p.role, Role::Chariot | Role::Horse | Role::Cannon));
        if !active {
            return None;
        }
        let mut setup = self.setup();
        setup.turn = Some(!us);
        xiangqi::Position::from_setup(self.variant(), &setup).ok()
    }
}

/// The classical evaluation of a Mini Xiangqi or Xiangqi position for the side to move
/// (a weighted sum of features: `eval_xiangqi`, `eval_xiangqi_full`).
pub(crate) fn classical(pos: &xiangqi::Position) -> i32 {
    let pieces = pos.pieces(Color::Red).chain(pos.pieces(Color::Black));
    if pos.variant() == Variant::Xiangqi {
        eval_xiangqi_full::evaluate(pos.turn(), pieces)
    } else {
        eval_xiangqi::evaluate(pos.turn(), pieces)
    }
}

/// Mini Xiangqi's classical evaluation of a dark board for the side to move (what the
/// dark player evaluates with when the networks are off).
fn dark_classical(pos: &dark::Position) -> i32 {
    eval_xiangqi::evaluate(
        pos.turn(),
        pos.pieces(Color::Red).chain(pos.pieces(Color::Black)),
    )
}

/// Without a check rule an attacked general simply falls: leaving one's own general
/// attacked by the side to move is as bad as losing it.
fn dark_general_hangs(pos: &dark::Position) -> i32 {
    match pos.general(!pos.turn()) {
        Some(g) if pos.moves_of(pos.turn()).iter().any(|m| m.to == g) => 5_000,
        _ => 0,
    }
}

impl SearchPosition for dark::Position {
    const HAS_CHECK: bool = false;

    type Acc = eval_xiangqi_net::Accumulator;

    #[inline]
    fn refresh(&self, acc: &mut Self::Acc) {
        if let Some(net) = eval_xiangqi_net::net(self.variant()) {
            net.refresh_all(self, acc);
        }
    }

    #[inline]
    fn update(&self, m: xiangqi::Move, child: &Self, from: &Self::Acc, acc: &mut Self::Acc) {
        if let Some(net) = eval_xiangqi_net::net(self.variant()) {
            net.update(from, self, m, child, acc);
        }
    }

    #[inline]
    fn evaluate_with(&self, acc: &Self::Acc) -> i32 {
        let v = match eval_xiangqi_net::net(self.variant()) {
            Some(net) => net.evaluate(self.turn(), acc),
            None => dark_classical(self),
        };
        v + dark_general_hangs(self)
    }

    fn generate(&self, out: &mut Vec<xiangqi::Move>) {
        out.extend_from_slice(&self.legal_moves());
    }

    fn generate_captures(&self, out: &mut Vec<xiangqi::Move>) {
        let list = self.legal_moves();
        out.extend(list.iter().filter(|m| self.piece_at(m.to).is_some()));
    }

    fn make(&self, m: xiangqi::Move) -> Option<Self> {
        let mut next = self.clone();
        next.play_unchecked(m);
        Some(next)
    }

    fn in_check(&self) -> bool {
        false
    }

    fn lost(&self) -> bool {
        self.general(self.turn()).is_none()
    }

    fn victim_value(&self, m: xiangqi::Move) -> i32 {
        match self.piece_at(m.to) {
            Some(p) if p.role == Role::General => 20_000,
            Some(p) => eval_xiangqi::order_value(p.role),
            None => 0,
        }
    }

    fn mover_value(&self, m: xiangqi::Move) -> i32 {
        self.piece_at(m.from)
            .map_or(0, |p| eval_xiangqi::order_value(p.role))
    }

    fn evaluate(&self) -> i32 {
        let v = eval_xiangqi_net::evaluate(self).unwrap_or_else(|| dark_classical(self));
        v + dark_general_hangs(self)
    }

    fn pack(m: xiangqi::Move) -> u16 {
        xq_pack(m)
    }

    fn destination(m: xiangqi::Move) -> u16 {
        xq_id(m.to)
    }

    const PIECE_TO: usize = XQ_PIECE_TO;

    fn piece_to(&self, m: xiangqi::Move) -> u16 {
        xq_piece_to(self.piece_at(m.from), m)
    }

    fn repetition_value(&self) -> i32 {
        0
    }

    fn repetition_window(&self) -> usize {
        self.halfmoves() as usize
    }
}

fn sh_id(sq: shogi::Square) -> u16 {
    sq.index() as u16
}

impl SearchPosition for shogi::Position {
    const HAS_CHECK: bool = true;
    const STATIC_CUTOFF_DEPTH: i32 = 2;
    const KEEPS_HISTORIES: bool = true;

    type Acc = ();

    #[inline]
    fn generate(&self, out: &mut Vec<shogi::Move>) {
        out.extend_from_slice(&self.legal_moves());
    }

    #[inline]
    fn generate_captures(&self, out: &mut Vec<shogi::Move>) {
        let list = self.legal_moves();
        out.extend(list.iter().filter(|m| match **m {
            shogi::Move::Normal { to, .. } => self.piece_at(to).is_some(),
            shogi::Move::Drop { .. } => false,
        }));
    }

    #[inline]
    fn make(&self, m: shogi::Move) -> Option<Self> {
        let mut next = self.clone();
        next.play_unchecked(m);
        Some(next)
    }

    #[inline]
    fn in_check(&self) -> bool {
        self.is_check()
    }

    #[inline]
    fn victim_value(&self, m: shogi::Move) -> i32 {
        match m {
            shogi::Move::Normal { to, promote, from } => {
                let victim = self
                    .piece_at(to)
                    .map_or(0, |p| eval_shogi::order_value(p.role));
                let gain = if promote {
                    self.piece_at(from).map_or(0, |p| {
                        p.role.promoted().map_or(0, |r| {
                            eval_shogi::order_value(r) - eval_shogi::order_value(p.role)
                        })
                    })
                } else {
                    0
                };
                victim + gain
            }
            shogi::Move::Drop { .. } => 0,
        }
    }

    #[inline]
    fn mover_value(&self, m: shogi::Move) -> i32 {
        match m {
            shogi::Move::Normal { from, .. } => self
                .piece_at(from)
                .map_or(0, |p| eval_shogi::order_value(p.role)),
            shogi::Move::Drop { role, .. } => eval_shogi::hand_value(role),
        }
    }

    fn evaluate(&self) -> i32 {
        eval_shogi::evaluate(self)
    }

    fn pack(m: shogi::Move) -> u16 {
        match m {
            shogi::Move::Normal { from, to, promote } => {
                (sh_id(from) * 25 + sh_id(to)) + if promote { 625 } else { 0 }
            }
            shogi::Move::Drop { role, to } => 1250 + role.index() as u16 * 25 + sh_id(to),
        }
    }

    fn destination(m: shogi::Move) -> u16 {
        match m {
            shogi::Move::Normal { to, .. } | shogi::Move::Drop { to, .. } => sh_id(to),
        }
    }

    /// Two colors × (10 roles on the board + 10 dropped) × 25 squares.
    const PIECE_TO: usize = 2 * 20 * 25;

    #[inline]
    fn piece_to(&self, m: shogi::Move) -> u16 {
        let code = match m {
            shogi::Move::Normal { from, to, promote } => {
                let role = self.piece_at(from).map_or(0, |p| {
                    if promote {
                        p.role.promoted().unwrap_or(p.role).index()
                    } else {
                        p.role.index()
                    }
                });
                (self.turn().index() * 20 + role) * 25 + sh_id(to) as usize
            }
            shogi::Move::Drop { role, to } => {
                (self.turn().index() * 20 + 10 + role.index()) * 25 + sh_id(to) as usize
            }
        };
        code as u16
    }

    /// Sennichite: sente loses a plain repetition.
    fn repetition_value(&self) -> i32 {
        if self.turn() == Color::SENTE {
            -crate::score::RULE_WIN
        } else {
            crate::score::RULE_WIN
        }
    }

    fn repetition_window(&self) -> usize {
        usize::MAX
    }

    fn null_move(&self) -> Option<Self> {
        let mut setup = self.setup();
        setup.turn = Some(!self.turn());
        shogi::Position::from_setup(&setup).ok()
    }
}
