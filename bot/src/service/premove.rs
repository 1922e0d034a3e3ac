//! `/premove`: a player's conditional moves — answers to the replies they expect, played
//! at once when the reply comes ([`crate::model::Premoves`] reads, checks and matches
//! them; [`Service::answer_by_premove`] plays one). Private to their author until one
//! fires, and then announced like any move, marked as conditional.

use rules::{AnyGame, Played};

use super::message::Message;
use super::{Ctx, Fail, Loaded, Outcome, Service, refuse};
use crate::model::{GameDoc, GameId, Premoves};
use crate::store::Store;

/// How `/premove` explains itself when there is nothing to show.
const HOW: &str = "after your move, /premove line:\"H8+7 H2+3 C8=5 R1=2\" queues your answers: if they play H8+7 you play H2+3, then if C8=5, R1=2 (several lines: ; between them)";

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
            return refuse(format!(
                "game {} is a dark game: it has no conditional moves, since whether one was played would tell you a move you cannot see",
                doc.id
            ));
        }
        if doc.player(!me).is_engine() {
            return refuse(format!(
                "game {} is against Palace, which answers at once: conditional moves are for games against people",
                doc.id
            ));
        }
        let mine = doc.premoves.clone().filter(|p| p.by == me);
        let text = match (line, clear) {
            (Some(_), true) => {
                return refuse(
                    "give line: to queue conditional moves, or clear: to drop them, not both",
                );
            }
            (None, false) => match &mine {
                Some(p) => shown(&doc, &game, p, "Your conditional moves in game"),
                None => format!("You have no conditional moves in game {}: {HOW}.", doc.id),
            },
            (None, true) => {
                if mine.is_none() {
                    return refuse(format!("you have no conditional moves in game {}", doc.id));
                }
                doc.premoves = None;
                ctx.txn.put_game(Some(version), doc.clone());
                format!("Your conditional moves in game {} are dropped.", doc.id)
            }
            (Some(text), false) => {
                if game.turn() == me {
                    return refuse(format!(
                        "it is your move in game {}: play it with /move; conditional moves answer the replies you expect after it",
                        doc.id
                    ));
                }
                let p = Premoves::read(&game, me, text).map_err(|e| {
                    Fail::plain(format!(
                        "no conditional moves queued in game {}: {e}",
                        doc.id
                    ))
                })?;
                let replaced = if mine.is_some() {
                    " (instead of the ones before)"
                } else {
                    ""
                };
                let mut text = shown(&doc, &game, &p, "Queued in game");
                text.push_str(&format!(
                    "\nOnly you see them{replaced}. When your opponent plays a move a line expects, your answer is played at once and shown as conditional; any other move drops them all. /premove clear drops them now."
                ));
                doc.premoves = Some(p);
                ctx.txn.put_game(Some(version), doc.clone());
                text
            }
        };
        Ok(vec![Message::reply(ctx.me(), text)])
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

/// `HEAD 3 (their move, then your answer):` (`Queued in game 3 …`) and the lines, numbered.
fn shown(doc: &GameDoc, game: &AnyGame, p: &Premoves, head: &str) -> String {
    let mut text = format!("{head} {} (their move, then your answer):", doc.id);
    for (i, line) in p.shown(game).iter().enumerate() {
        text.push_str(&format!("\n{}. {line}", i + 1));
    }
    text
}
