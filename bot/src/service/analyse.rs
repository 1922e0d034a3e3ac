//! `/analyse`: after a game, Palace's engine looks at every position and names the moves
//! where the evaluation dropped most, and gives the record with those moves marked
//! (`?!` inaccuracy, `?` mistake, `??` blunder). Only finished games: a running game's
//! analysis would be help from an engine during play.

use engine::{Engine, Limits, Score, SearchPosition};
use rules::{Color, Game, Revealed};

use super::message::Message;
use super::said::{Judged, ReviewRefusal, ReviewSaid};
use super::{Ctx, Loaded, Outcome, Service, refuse};
use crate::model::GameId;
use crate::store::Store;

/// The search for each position: a node budget, so an analysis is the same every time
/// and takes about 15 ms a position (a 100-ply game in under 2 s).
const NODES_PER_POSITION: u64 = 20_000;

/// The nodes of one whole analysis: a long game gets fewer a position, so that no
/// analysis takes more than about 2.5 s of one core.
const NODES_PER_ANALYSIS: u64 = 3_000_000;

/// The fewest nodes a position gets, however long the game.
const MIN_NODES_PER_POSITION: u64 = 8_000;

/// The moves judged at most: a longer game's analysis covers its first this many.
pub(crate) const MAX_ANALYSED_PLIES: usize = 400;

/// Nodes a position for a game of `plies` moves (its `plies + 1` positions share
/// [`NODES_PER_ANALYSIS`], between the least and the most a position gets).
pub(crate) fn nodes_for(plies: usize) -> u64 {
    (NODES_PER_ANALYSIS / (plies as u64 + 1)).clamp(MIN_NODES_PER_POSITION, NODES_PER_POSITION)
}

/// Drops (in centipawns, for the mover) that earn a mark, the largest first.
pub const MARKS: [(i32, &str); 3] = [(300, "??"), (120, "?"), (60, "?!")];

/// How many moves the answer names.
const SHOWN: usize = 5;

/// One move judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Its index in the game (0: the first move).
    pub ply: usize,
    /// Who played it.
    pub by: Color,
    /// How much worse than the best move it was, for its player (centipawns, ≥ 0).
    pub drop: i32,
    /// The engine's move there, in canonical notation.
    pub best: Option<String>,
    /// What the position was worth to its player before the move, with the engine's
    /// move (centipawns; 2000 and up a mate).
    pub value: i32,
    /// What the position after the move was worth to the side to move then (the other
    /// player), in the same units.
    pub after: i32,
}

impl Verdict {
    /// `??`, `?`, `?!` or nothing.
    pub fn mark(&self) -> &'static str {
        MARKS
            .iter()
            .find(|(at, _)| self.drop >= *at)
            .map_or("", |(_, m)| m)
    }
}

/// A score as centipawns for the side to move, mates as ±20 pawns (nearer mates more).
pub(crate) fn centipawns(s: Score) -> i32 {
    match s {
        Score::Cp(c) => c.clamp(-2000, 2000),
        Score::Mate(n) if n > 0 => 2000 + (100 - n).max(0),
        Score::Mate(n) => -2000 - (100 + n).max(0),
    }
}

/// The first `plies` moves of `game` judged against the engine's choice in each position
/// (the search calling `give_way` every 1 024 nodes, if given).
pub fn judge<P: SearchPosition>(
    game: &Game<P>,
    nodes: u64,
    plies: usize,
    give_way: Option<fn()>,
) -> Vec<Verdict> {
    let mut engine = Engine::with_hash(8);
    engine.set_pause(give_way);
    let limits = Limits::nodes(nodes);
    let mut prefix = Game::with_progress_rule(game.start().clone(), game.progress_rule());
    // The value of each position for its side to move, and the engine's move there.
    let mut values = Vec::new();
    let mut bests = Vec::new();
    for i in 0..=game.moves().len().min(plies) {
        let (value, best) = match prefix.outcome() {
            Some(o) => match o.winner() {
                Some(w) if w == prefix.position().turn() => (2100, None),
                Some(_) => (-2100, None),
                None => (0, None),
            },
            None => {
                let r = engine.search(&prefix, &limits);
                (
                    centipawns(r.score),
                    r.best.map(|m| prefix.position().notation(m)),
                )
            }
        };
        values.push(value);
        bests.push(best);
        if let Some(&m) = game.moves().get(i).filter(|_| i < plies)
            && !prefix.play(m)
        {
            break;
        }
    }
    let mut out = Vec::new();
    for (ply, pos) in game.positions().iter().enumerate().take(values.len() - 1) {
        // Before: the mover's best; after: what the move left them (the opponent's
        // value, negated).
        let drop = (values[ply] + values[ply + 1]).max(0);
        out.push(Verdict {
            ply,
            by: pos.turn(),
            drop,
            best: bests[ply].clone(),
            value: values[ply],
            after: values[ply + 1],
        });
    }
    out
}

impl<S: Store> Service<S> {
    pub(crate) fn analyse(&self, ctx: &Ctx<'_>, game: Option<GameId>) -> Outcome {
        let Loaded { doc, game, .. } = match game {
            Some(_) => self.resolve(ctx, game, false, false)?,
            // Without game: the author's game that ended here last, else anyone's, before
            // a game still running (which cannot be analysed yet).
            None => match self.ended_here_last(ctx).map(|e| e.authors.or(e.anyones))? {
                Some(id) => self.resolve(ctx, Some(id), false, false)?,
                None => self.resolve(ctx, None, false, false)?,
            },
        };
        if doc.is_running() {
            return refuse(ReviewRefusal::StillRunning(doc.id));
        }
        let plies = game.ply().min(MAX_ANALYSED_PLIES);
        let nodes = nodes_for(plies);
        let Some(revealed) = game.reveal() else {
            return refuse(ReviewRefusal::NotYet(doc.id));
        };
        // A finished game never changes: judged once, then answered from memory.
        let verdicts = self.heavy.analysis(doc.id, plies, || match revealed {
            Revealed::Xiangqi(g) => judge(g, nodes, plies, self.give_way),
            Revealed::Shogi(g) => judge(g, nodes, plies, self.give_way),
            Revealed::Dark(g) => judge(g, nodes, plies, self.give_way),
        });
        let notations = revealed.notations();
        let written = revealed.written();
        if verdicts.is_empty() {
            return refuse(ReviewRefusal::NoMoves(doc.id));
        }
        let names = ctx.txn.names(&doc)?;
        // A move is marked only against a better move Palace names: never when its own
        // choice was that move.
        let better = |v: &Verdict| v.best.clone().filter(|b| *b != notations[v.ply]);
        let mark = |v: &Verdict| if better(v).is_some() { v.mark() } else { "" };
        let mut worst: Vec<&Verdict> = verdicts.iter().filter(|v| !mark(v).is_empty()).collect();
        worst.sort_by_key(|v| (std::cmp::Reverse(v.drop), v.ply));
        let worst = worst
            .into_iter()
            .take(SHOWN)
            .filter_map(|v| {
                Some(Judged {
                    move_number: v.ply / 2 + 1,
                    name: names[v.by.index()].clone(),
                    side: v.by,
                    notation: written[v.ply].clone(),
                    mark: v.mark(),
                    kind: crate::model::SwingKind::of(v.value, v.drop),
                    better: revealed.written_instead(v.ply, &better(v)?)?,
                })
            })
            .collect();
        let record = written
            .into_iter()
            .zip(verdicts.iter())
            .map(|(w, v)| (w, mark(v)))
            .collect();
        let said = ReviewSaid::Analysis {
            game: doc.id,
            variant: game.variant(),
            nodes,
            covered: (game.ply() > plies).then_some((plies, game.ply())),
            worst,
            record,
        };
        Ok(vec![Message::public(
            &ctx.cmd.place,
            ctx.cmd.server.as_ref(),
            said,
        )])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Variant, xiangqi::Position};

    #[test]
    fn moves_that_lose_material_are_marked_and_the_engines_own_choice_is_not() {
        let start = Game::new(Position::new(Variant::MiniXiangqi).unwrap());
        let moves: Vec<_> = start.position().legal_moves().into_iter().collect();
        let mut drops = Vec::new();
        for m in moves {
            let mut game = start.clone();
            assert!(game.play(m));
            let v = judge(&game, 20_000, 1, None);
            assert_eq!(v.len(), 1);
            assert_eq!(v[0].by, Color::Red);
            drops.push((v[0].drop, start.position().notation(m), v[0].best.clone()));
        }
        drops.sort();
        // The engine's own first move loses nothing; some first move hangs a piece.
        let best = drops[0].2.clone().unwrap();
        let (own, _, _) = drops.iter().find(|(_, n, _)| *n == best).unwrap();
        assert!(*own < 60, "Palace's choice {best} marked: {drops:?}");
        let (worst, name, _) = drops.last().unwrap();
        assert!(*worst >= 300, "no first move is a blunder? {drops:?}");
        assert!(*name != best);
    }

    #[test]
    fn a_long_game_shares_one_budget_and_is_judged_only_so_far() {
        assert_eq!(nodes_for(1), NODES_PER_POSITION);
        assert_eq!(nodes_for(100), NODES_PER_POSITION);
        assert_eq!(nodes_for(299), NODES_PER_ANALYSIS / 300);
        assert_eq!(nodes_for(MAX_ANALYSED_PLIES), MIN_NODES_PER_POSITION);
        let mut game = Game::new(Position::new(Variant::MiniXiangqi).unwrap());
        for _ in 0..6 {
            let m = game.position().legal_moves().into_iter().next().unwrap();
            assert!(game.play(m));
        }
        assert_eq!(judge(&game, 2_000, 4, None).len(), 4);
        assert_eq!(judge(&game, 2_000, 100, None).len(), 6);
    }

    #[test]
    fn marks_follow_the_drop() {
        let v = |drop| Verdict {
            ply: 0,
            by: Color::Red,
            drop,
            best: None,
            value: 0,
            after: 0,
        };
        assert_eq!(v(0).mark(), "");
        assert_eq!(v(59).mark(), "");
        assert_eq!(v(60).mark(), "?!");
        assert_eq!(v(150).mark(), "?");
        assert_eq!(v(900).mark(), "??");
    }
}
