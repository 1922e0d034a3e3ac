//! `/puzzle`: positions from finished games where the side to move had one clearly winning
//! move and played another — found by the review after each game
//! ([`crate::model::PuzzleSpot`]), never by a pass of their own. Your own games first,
//! then this server's; answered with `/move`, with a hint and the answer on request, and
//! the solved ones counted in `/stats`.

use render::Scene;
use rules::AnyGame;

use super::message::Message;
use super::pictures::{still, style_of};
use super::request::PuzzleAction;
use super::said::{Caption, GameRefusal, Hint, PuzzleRefusal as No, PuzzleSaid, Worth};
use super::{Ctx, Fail, Outcome, Service, refuse};
use crate::model::{GameDoc, OpenPuzzle, PlayerDoc, PuzzleSpot};
use crate::store::Store;

/// The latest finished games a new puzzle is looked for in.
const LOOKED_AT: usize = 300;

/// The puzzles a player was given that are remembered, so that none comes twice.
const SEEN_KEPT: usize = 2000;

/// What a puzzle's answer is worth.
fn worth(spot: &PuzzleSpot) -> Worth {
    if spot.value >= 2000 {
        Worth::Mate
    } else {
        Worth::Centipawns(spot.value)
    }
}

impl<S: Store> Service<S> {
    pub(crate) fn puzzle(&self, ctx: &Ctx<'_>, action: Option<PuzzleAction>) -> Outcome {
        ctx.touch_author()?;
        let me = ctx.txn.player(ctx.me())?;
        match (action, me.puzzle.clone()) {
            (None, Some(open)) => {
                let (doc, spot) = self.open_spot(&open)?;
                self.show_puzzle(ctx, &me, &doc, &spot, true)
            }
            (None | Some(PuzzleAction::Next), _) => self.next_puzzle(ctx, &me),
            (Some(_), None) => refuse(No::NoneOpen),
            (Some(PuzzleAction::Hint), Some(open)) => {
                let (_, spot) = self.open_spot(&open)?;
                ctx.txn.update_player(ctx.me(), |d| {
                    if let Some(p) = &mut d.puzzle {
                        p.hinted = true;
                    }
                })?;
                let hint = match spot.solution.split_once(['@', '*']) {
                    Some(_) => Hint::Drop,
                    None => Hint::From(
                        spot.solution
                            .chars()
                            .take_while(|c| c.is_ascii_lowercase())
                            .chain(
                                spot.solution
                                    .chars()
                                    .skip_while(|c| c.is_ascii_lowercase())
                                    .take_while(char::is_ascii_digit),
                            )
                            .collect(),
                    ),
                };
                Ok(vec![Message::reply(ctx.me(), PuzzleSaid::Hint(hint))])
            }
            (Some(PuzzleAction::Answer), Some(open)) => {
                let (doc, spot) = self.open_spot(&open)?;
                let before = position_before(&doc, spot.ply)?;
                let written = written_at(&before, &spot, &spot.solution)?;
                let missed_by = written_at(&before, &spot, &missed(&doc, &spot))?;
                ctx.txn.update_player(ctx.me(), |d| d.puzzle = None)?;
                Ok(vec![Message::reply(
                    ctx.me(),
                    PuzzleSaid::Answer {
                        worth: worth(&spot),
                        written,
                        coordinate: spot.solution,
                        missed_by,
                    },
                )])
            }
        }
    }

    /// Whether `/move` without `game:` answers the author's open puzzle: they have one,
    /// and no game of theirs is running where they wrote.
    pub(crate) fn move_answers_puzzle(&self, ctx: &Ctx<'_>) -> Outcome<Option<OpenPuzzle>> {
        let Some(open) = ctx.txn.player(ctx.me())?.puzzle else {
            return Ok(None);
        };
        let mine = self.store.running_games_of(ctx.me())?;
        let here = self.store.running_games_in(&ctx.cmd.place)?;
        Ok((!here.iter().any(|id| mine.contains(id))).then_some(open))
    }

    /// `/move` as the answer to the open puzzle.
    pub(crate) fn answer_puzzle(&self, ctx: &Ctx<'_>, open: &OpenPuzzle, text: &str) -> Outcome {
        let (doc, spot) = self.open_spot(open)?;
        let before = position_before(&doc, spot.ply)?;
        let variant = before.variant();
        let played = before
            .clone()
            .play_as(spot.by, text)
            .map_err(|e| Fail::Refuse(No::NoAnswer(variant, Box::new(e)).into()))?;
        if played.coordinate != spot.solution {
            return Ok(vec![Message::reply(
                ctx.me(),
                PuzzleSaid::NotIt {
                    written: played.written,
                },
            )]);
        }
        let missed_by = written_at(&before, &spot, &missed(&doc, &spot))?;
        let me = ctx.txn.update_player(ctx.me(), |d| {
            d.puzzle = None;
            d.puzzles_solved = d.puzzles_solved.saturating_add(1);
        })?;
        Ok(vec![Message::reply(
            ctx.me(),
            PuzzleSaid::Solved {
                hinted: open.hinted,
                worth: worth(&spot),
                written: played.written,
                missed_by,
                solved: me.puzzles_solved,
            },
        )])
    }

    fn next_puzzle(&self, ctx: &Ctx<'_>, me: &PlayerDoc) -> Outcome {
        let mut theirs = None;
        for id in self.store.finished(LOOKED_AT)? {
            let Ok(Some(stored)) = self.store.game(id) else {
                continue;
            };
            let doc = stored.doc;
            let own = doc.color_of(ctx.me()).is_some();
            let here = ctx.cmd.server.is_some() && doc.server == ctx.cmd.server;
            if !own && !here {
                continue;
            }
            let Some(spot) = doc.review.as_ref().and_then(|r| {
                r.puzzles
                    .iter()
                    .find(|s| !me.puzzles_seen.contains(&(id, s.ply)))
                    .cloned()
            }) else {
                continue;
            };
            if own {
                return self.give_puzzle(ctx, me, &doc, &spot);
            }
            theirs.get_or_insert((doc, spot));
        }
        match theirs {
            Some((doc, spot)) => self.give_puzzle(ctx, me, &doc, &spot),
            None => Ok(vec![Message::reply(ctx.me(), PuzzleSaid::NoneYet)]),
        }
    }

    fn give_puzzle(
        &self,
        ctx: &Ctx<'_>,
        me: &PlayerDoc,
        doc: &GameDoc,
        spot: &PuzzleSpot,
    ) -> Outcome {
        ctx.txn.update_player(ctx.me(), |d| {
            d.puzzle = Some(OpenPuzzle {
                game: doc.id,
                ply: spot.ply,
                hinted: false,
            });
            d.puzzles_seen.push((doc.id, spot.ply));
            let over = d.puzzles_seen.len().saturating_sub(SEEN_KEPT);
            d.puzzles_seen.drain(..over);
        })?;
        self.show_puzzle(ctx, me, doc, spot, false)
    }

    fn show_puzzle(
        &self,
        ctx: &Ctx<'_>,
        me: &PlayerDoc,
        doc: &GameDoc,
        spot: &PuzzleSpot,
        resumed: bool,
    ) -> Outcome {
        let game = doc.rebuild().map_err(|reason| {
            Fail::Refuse(
                GameRefusal::Unreadable {
                    game: doc.id,
                    reason,
                }
                .into(),
            )
        })?;
        let variant = game.variant();
        let names = ctx.txn.names(doc)?;
        let said = PuzzleSaid::Shown {
            resumed,
            game: doc.id,
            variant,
            players: names,
            move_number: spot.ply / 2 + 1,
            side: spot.by,
        };
        let picture = game.reveal().and_then(|revealed| {
            let scene = Scene::replay(revealed, spot.by, style_of(me))
                .into_iter()
                .nth(spot.ply)?;
            Some(still(
                scene,
                Caption::Puzzle {
                    game: doc.id,
                    move_number: spot.ply / 2 + 1,
                    variant,
                    side: spot.by,
                },
                format!("puzzle-{}-{}.png", doc.id, spot.ply),
            ))
        });
        Ok(vec![Message::reply(ctx.me(), said).with_sketch(picture)])
    }

    /// The game and the puzzle `open` names (gone: the player is told, and it is closed).
    fn open_spot(&self, open: &OpenPuzzle) -> Outcome<(GameDoc, PuzzleSpot)> {
        let found = self.store.game(open.game).ok().flatten().and_then(|g| {
            let spot = g
                .doc
                .review
                .as_ref()?
                .puzzles
                .iter()
                .find(|s| s.ply == open.ply)
                .cloned()?;
            Some((g.doc, spot))
        });
        match found {
            Some(found) => Ok(found),
            None => refuse(No::Gone(open.game)),
        }
    }
}

/// Game `doc` as it stood before move `ply`.
/// `text` (coordinates) played in the puzzle's position `before` ([`position_before`] of
/// the spot), in every notation: the spot keeps its moves in coordinates and the game's
/// notation, and each reader gets their own.
fn written_at(before: &AnyGame, spot: &PuzzleSpot, text: &str) -> Outcome<rules::Written> {
    before
        .clone()
        .play_as(spot.by, text)
        .map(|p| p.written)
        .map_err(|e| Fail::Refuse(No::NoAnswer(before.variant(), Box::new(e)).into()))
}

/// The move played in the game instead of the puzzle's answer, in coordinates (the record
/// was read and replayed to make the puzzle's position, so it reads).
fn missed(doc: &GameDoc, spot: &PuzzleSpot) -> String {
    doc.record()
        .ok()
        .and_then(|r| r.moves.get(spot.ply).cloned())
        .unwrap_or_default()
}

fn position_before(doc: &GameDoc, ply: usize) -> Outcome<AnyGame> {
    doc.position_after(ply).map_err(|reason| {
        Fail::Refuse(
            GameRefusal::Unreadable {
                game: doc.id,
                reason,
            }
            .into(),
        )
    })
}
