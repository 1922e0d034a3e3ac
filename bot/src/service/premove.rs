//! `/premove`: a player's conditional moves — answers to the replies they expect, played
//! at once when the reply comes ([`crate::model::Premoves`] reads, checks and matches
//! them; [`Service::answer_by_premove`] plays one). Private to their author until one
//! fires, and then announced like any move, marked as conditional.

use rules::{AnyGame, Color, Played};

use super::message::Message;
use super::said::{PremoveRefusal as No, PremoveSaid};
use super::{Ctx, Fail, Loaded, Outcome, Service, refuse};
use crate::model::{GameDoc, GameId, Premoves};
use crate::store::Store;

impl<S: Store> Service<S> {
    pub(crate) fn premove(
        &self,
        ctx: &Ctx<'_>,
        line: Option<&str>,
        clear: bool,
        game: Option<GameId>,
    ) -> Outcome {
        let Loaded {
            version,
            mut doc,
            game,
        } = self.resolve(ctx, game, true, true)?;
        ctx.touch_author()?;
        let me = doc.color_of(ctx.me()).expect("resolved among my games");
        if game.is_dark() {
            return refuse(No::Dark(doc.id));
        }
        if doc.player(!me).is_engine() {
            return refuse(No::AgainstPalace(doc.id));
        }
        let mine = doc.premoves.clone().filter(|p| p.by == me);
        let said = match (line, clear) {
            (Some(_), true) => return refuse(No::LineAndClear),
            (None, false) => match &mine {
                Some(p) => PremoveSaid::Shown {
                    game: doc.id,
                    lines: p.shown(&game),
                },
                None => PremoveSaid::None {
                    game: doc.id,
                    example: example(&game, me),
                },
            },
            (None, true) => {
                if mine.is_none() {
                    return refuse(No::NoneToClear(doc.id));
                }
                doc.premoves = None;
                ctx.txn.put_game(Some(version), doc.clone());
                PremoveSaid::Dropped { game: doc.id }
            }
            (Some(text), false) => {
                if game.turn() == me {
                    return refuse(No::YourMove(doc.id));
                }
                let p = Premoves::read(&game, me, text).map_err(|error| {
                    Fail::Refuse(
                        No::Mistake {
                            game: doc.id,
                            error,
                        }
                        .into(),
                    )
                })?;
                let said = PremoveSaid::Queued {
                    game: doc.id,
                    lines: p.shown(&game),
                    replaced: mine.is_some(),
                };
                doc.premoves = Some(p);
                ctx.txn.put_game(Some(version), doc.clone());
                said
            }
        };
        Ok(vec![Message::reply(ctx.me(), said)])
    }

    /// After `played`, the answer its opponent queued for it, if a line expects it: played
    /// in `game` and recorded in `doc` with the lines that go on after it. Any other
    /// move drops the lines. The answer was checked when it was queued, in this very
    /// position; should it be refused all the same, the lines are dropped and the player
    /// moves for themselves.
    pub(crate) fn answer_by_premove(
        doc: &mut GameDoc,
        game: &mut AnyGame,
        played: &Played,
    ) -> Option<Played> {
        let premoves = doc.premoves.take()?;
        if game.outcome().is_some() || premoves.by != game.turn() {
            return None;
        }
        let (answer, rest) = premoves.answer(&played.coordinate)?;
        match game.play_as(premoves.by, &answer) {
            Ok(answered) => {
                doc.set_record(game);
                doc.premoves = rest;
                Some(answered)
            }
            Err(e) => {
                tracing::warn!(game = doc.id, answer, error = ?e, "a checked conditional move was refused; its lines are dropped");
                None
            }
        }
    }
}

/// A pair of conditional moves that fits this game for `me`: a reply of theirs and an
/// answer, legal where they would be played (after a move of mine first when it is my
/// turn), so that the example never names a move the variant cannot have.
fn example(game: &AnyGame, me: Color) -> Option<[rules::Written; 2]> {
    // A quiet move where there is one: an example, not advice.
    let quiet = |position: &AnyGame, side: Color| {
        let moves = position.moves_for(side);
        moves
            .iter()
            .find(|c| !c.capture && !c.check)
            .or(moves.first())
            .map(|c| c.coordinate.clone())
    };
    let mut position = game.clone();
    if position.turn() == me {
        let mine = quiet(&position, me)?;
        position.play_as(me, &mine).ok()?;
    }
    let theirs = quiet(&position, !me)?;
    let reply = position.play_as(!me, &theirs).ok()?;
    let answer = quiet(&position, me)?;
    Some([reply.written, position.play_as(me, &answer).ok()?.written])
}
