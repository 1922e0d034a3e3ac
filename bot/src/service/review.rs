//! The review after every game: when a game ends, its place gets one message with the
//! result, the opening, the three largest swings of the engine's evaluation (each with the
//! better move and a picture), and each player's average loss a move; the positions where
//! a clearly winning move was missed become puzzles (`/puzzle`). Heavy work (an engine
//! search of every position): the front ends run [`Service::review`] on their heavy lane,
//! for the games that ended ([`ended_games`]) and, after a restart, for those
//! still waiting ([`Service::reviews_waiting`]). Computed once and kept in the game.

use engine::{Engine, Limits, SearchPosition};
use render::Scene;
use rules::{Color, Game, Revealed};

use super::analyse::{MAX_ANALYSED_PLIES, Verdict, centipawns, judge, nodes_for};
use super::message::{Event, Message, Sketch};
use super::pictures::{still, style_of};
use super::said::{Caption, ReviewSaid, SwingLine};
use super::txn::Txn;
use super::{Outcome, Service};
use crate::model::{
    GameDoc, GameId, Opening, PuzzleSpot, Review, Swing, Time, clearly_winning, opening_name,
};
use crate::store::Store;

/// How many swings a review names.
const SWINGS: usize = 3;

/// The least loss (centipawns) that counts as a swing: the `?!` mark of `/analyse`.
const SWING_AT_LEAST: i32 = 60;

/// A move's loss counts at most this much in the average (one lost game does not drown
/// the rest), as lichess caps its average centipawn loss.
const LOSS_CAP: i32 = 1000;

/// The finished games a review looks for when the bot starts (the latest ones).
const WAITING_LOOKED_AT: usize = 100;

/// A finished game's review: every position searched with `nodes`, and where a winning
/// move was missed, the second best too (`give_way` called as the searches go).
fn compute<P: SearchPosition>(
    game: &Game<P>,
    notations: &[String],
    opening: Opening,
    give_way: Option<fn()>,
) -> Review {
    let plies = game.moves().len().min(MAX_ANALYSED_PLIES);
    let nodes = nodes_for(plies);
    let verdicts = judge(game, nodes, plies, give_way);
    // A move is a loss only against a better move Palace names: never when its own
    // choice was that move (a drop then is the search's noise, not the player's).
    let named = |v: &Verdict| v.best.as_ref().is_some_and(|b| *b != notations[v.ply]);
    let mut worst: Vec<&Verdict> = verdicts
        .iter()
        .filter(|v| v.drop >= SWING_AT_LEAST && named(v))
        .collect();
    worst.sort_by_key(|v| (std::cmp::Reverse(v.drop), v.ply));
    let swings = worst
        .into_iter()
        .take(SWINGS)
        .map(|v| Swing {
            ply: v.ply,
            by: v.by,
            played: notations[v.ply].clone(),
            loss: v.drop,
            before: v.value,
            better: v.best.clone().filter(|b| *b != notations[v.ply]),
        })
        .collect();
    let average_loss = Color::ALL.map(|c| {
        let losses: Vec<i32> = verdicts
            .iter()
            .filter(|v| v.by == c)
            .map(|v| if named(v) { v.drop.min(LOSS_CAP) } else { 0 })
            .collect();
        (!losses.is_empty()).then(|| {
            let total: i64 = losses.iter().map(|&l| i64::from(l)).sum();
            u32::try_from(total / losses.len() as i64).unwrap_or(u32::MAX)
        })
    });
    // Each position's worth to Red: before each move, for its mover; after the last, for
    // the side to move then.
    let red = |c: Color, v: i32| if c == Color::Red { v } else { -v };
    let mut evals: Vec<i32> = verdicts.iter().map(|v| red(v.by, v.value)).collect();
    if let Some(last) = verdicts.last() {
        evals.push(red(!last.by, last.after));
    }
    let marks = verdicts
        .iter()
        .filter(|v| named(v) && !v.mark().is_empty())
        .map(|v| (v.ply, v.mark().to_owned()))
        .collect();
    Review {
        opening,
        swings,
        average_loss,
        evals,
        marks,
        puzzles: puzzles(game, &verdicts, notations, nodes, give_way),
        plies,
        nodes,
    }
}

/// The positions where the side to move had one clearly winning move (two pawns or a mate,
/// and the next best much worse: [`clearly_winning`]) and played another that lost at
/// least two pawns.
fn puzzles<P: SearchPosition>(
    game: &Game<P>,
    verdicts: &[Verdict],
    notations: &[String],
    nodes: u64,
    give_way: Option<fn()>,
) -> Vec<PuzzleSpot> {
    let mut engine = Engine::with_hash(8);
    engine.set_pause(give_way);
    let limits = Limits::nodes(nodes);
    let mut found = Vec::new();
    for v in verdicts.iter().filter(|v| v.value >= 200 && v.drop >= 200) {
        let mut prefix = Game::with_progress_rule(game.start().clone(), game.progress_rule());
        if !game.moves()[..v.ply].iter().all(|&m| prefix.play(m)) {
            continue;
        }
        engine.new_game();
        let first = engine.search(&prefix, &limits);
        let Some(best) = first.best.filter(|&b| Some(&b) != game.moves().get(v.ply)) else {
            continue;
        };
        // A fresh table: the search without the best must not meet its own entries.
        engine.new_game();
        let second = engine.search_excluding(&prefix, &limits, &[best]);
        let second_value = second.best.map_or(-10_000, |_| centipawns(second.score));
        let value = centipawns(first.score);
        if clearly_winning(value, second_value) {
            found.push(PuzzleSpot {
                ply: v.ply,
                by: v.by,
                solution: best.to_string(),
                notation: prefix.position().notation(best),
                missed_by: notations[v.ply].clone(),
                value,
            });
        }
    }
    found
}

/// The games that `messages` say ended: each is due a review ([`Service::review`]).
pub fn ended_games(messages: &[Message]) -> Vec<GameId> {
    games_ended(messages.iter().map(|m| m.event.as_ref()))
}

/// The games whose end these events (of messages, in order) tell.
pub fn games_ended<'a>(events: impl Iterator<Item = Option<&'a Event>>) -> Vec<GameId> {
    events
        .filter_map(|e| match e {
            Some(Event::GameEnded { game, .. }) => Some(*game),
            _ => None,
        })
        .collect()
}

impl<S: Store> Service<S> {
    /// The latest finished games whose review is still to be made (the bot stopped
    /// before it was posted): the front ends review them when they start.
    pub fn reviews_waiting(&self) -> Vec<GameId> {
        let Ok(ids) = self.store.finished(WAITING_LOOKED_AT) else {
            return Vec::new();
        };
        ids.into_iter()
            .filter(|&id| {
                self.store
                    .game(id)
                    .is_ok_and(|g| g.is_some_and(|g| g.doc.review_due))
            })
            .collect()
    }

    /// Reviews game `id` if it ended and its review is still to be made: the engine looks
    /// at every position (heavy: run it apart from moves), the review is kept in the game,
    /// and the one message for its place is returned. Nothing when it was made already,
    /// by this process or another, so a review is posted once.
    pub fn review(&self, id: GameId, _now: Time) -> Vec<Message> {
        let Ok(loaded) = self.load(id) else {
            return Vec::new();
        };
        if !loaded.doc.review_due || loaded.doc.is_running() {
            return Vec::new();
        }
        let Some(revealed) = loaded.game.reveal() else {
            return Vec::new();
        };
        let variant = loaded.game.variant();
        let notations = revealed.notations();
        let opening = opening_name(
            variant,
            loaded.doc.start_fen == variant.start_fen(),
            &notations,
        );
        let give_way = self.give_way;
        let review = match revealed {
            Revealed::Xiangqi(g) => compute(g, &notations, opening, give_way),
            Revealed::Shogi(g) => compute(g, &notations, opening, give_way),
            Revealed::Dark(g) => compute(g, &notations, opening, give_way),
        };
        match super::on_fresh_state(|| self.keep_review(id, &review)) {
            Ok(messages) => self.addressed(messages, None),
            Err(e) => {
                tracing::warn!(game = id, error = ?e, "a review could not be kept; it is made again at the next start");
                Vec::new()
            }
        }
    }

    fn keep_review(&self, id: GameId, review: &Review) -> Outcome {
        let loaded = self.load(id)?;
        if !loaded.doc.review_due {
            return Ok(Vec::new());
        }
        let mut doc = loaded.doc;
        doc.review_due = false;
        doc.review = Some(review.clone());
        let txn = Txn::new(&self.store);
        txn.put_game(Some(loaded.version), doc.clone());
        let message = self.review_message(&txn, &doc, &loaded.game, review)?;
        txn.commit()?;
        Ok(vec![message])
    }

    fn review_message(
        &self,
        txn: &Txn<'_>,
        doc: &GameDoc,
        game: &rules::AnyGame,
        review: &Review,
    ) -> Outcome<Message> {
        let names = txn.names(doc)?;
        let written = game.reveal().map(|r| r.written()).unwrap_or_default();
        let named = match &review.opening {
            Opening::Named { line, .. } => line.len(),
            Opening::OwnStart { own_start } => own_start.len(),
            Opening::FirstMoves { first } => first.len(),
            Opening::Words(_) => 0,
        };
        let said = ReviewSaid::Review {
            game: doc.id,
            variant: game.variant(),
            players: names.clone(),
            result: game.outcome().map(|o| (o, game.ply())),
            opening: review.opening.clone(),
            first_moves: written.iter().take(named).cloned().collect(),
            swings: review
                .swings
                .iter()
                .filter_map(|s| {
                    let (played, better) = swing_moves(game, s)?;
                    Some(SwingLine {
                        move_number: s.ply / 2 + 1,
                        name: names[s.by.index()].clone(),
                        played,
                        kind: s.kind(),
                        better,
                    })
                })
                .collect(),
            swing_at_least: SWING_AT_LEAST,
            average_loss: review.average_loss,
            puzzles: review.puzzles.len(),
            nodes: review.nodes,
            covered: (review.plies < game.ply()).then_some(review.plies),
        };
        let pictures = self.swing_pictures(txn, doc, game, review, &names)?;
        Ok(Message::in_place_of(doc, said)
            .with_sketches(pictures)
            .with_event(Event::Reviewed {
                game: doc.id,
                in_event: doc.event.is_some(),
            }))
    }

    /// Each swing's position after the move, from its player's side, the move marked.
    fn swing_pictures(
        &self,
        txn: &Txn<'_>,
        doc: &GameDoc,
        game: &rules::AnyGame,
        review: &Review,
        names: &[String; 2],
    ) -> Outcome<Vec<Sketch>> {
        let Some(revealed) = game.reveal() else {
            return Ok(Vec::new());
        };
        // Each side's frames, built once however many of its moves are pictured.
        let mut frames: [Option<Vec<Scene>>; 2] = [None, None];
        let mut out = Vec::new();
        for (i, s) in review.swings.iter().enumerate() {
            let side = &mut frames[s.by.index()];
            if side.is_none() {
                let style = style_of(&txn.player(doc.player(s.by))?);
                *side = Some(Scene::replay(revealed, s.by, style));
            }
            let Some(scene) = side.as_ref().and_then(|f| f.get(s.ply + 1)).cloned() else {
                continue;
            };
            let Some((played, better)) = swing_moves(game, s) else {
                continue;
            };
            let caption = Caption::Swing {
                game: doc.id,
                variant: game.variant(),
                move_number: s.ply / 2 + 1,
                name: names[s.by.index()].clone(),
                played,
                kind: s.kind(),
                better,
            };
            out.push(still(
                scene,
                caption,
                format!("game-{}-swing-{}.png", doc.id, i + 1),
            ));
        }
        Ok(out)
    }
}

/// A swing's move and Palace's choice in every notation, from the ended game (`None` for a
/// swing its game does not have: a review kept of another record).
fn swing_moves(
    game: &rules::AnyGame,
    s: &crate::model::Swing,
) -> Option<(rules::Written, Option<rules::Written>)> {
    let revealed = game.reveal()?;
    let played = revealed.written_instead(s.ply, &s.played)?;
    let better = s
        .better
        .as_ref()
        .and_then(|b| revealed.written_instead(s.ply, b));
    Some((played, better))
}
