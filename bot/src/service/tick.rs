//! The clock's tick: what the model's clock ([`crate::model::ClockCall`]) calls for, done —
//! reminders sent, games lost on time, the engine's overdue turns played — and expired
//! challenges removed.

use rules::{EndReason, Outcome as Result_};

use super::message::{Event, Message};
use super::said::{ChallengeSaid, GameSaid};
use super::txn::Txn;
use super::{Fail, Loaded, Outcome, Service};
use crate::model::{ClockCall, GameId, Notify, Time, UserId};
use crate::store::{Due, Store, StoreError};

/// What a look at the clock did.
#[derive(Debug, Default)]
pub struct Ticked {
    /// The messages to send.
    pub messages: Vec<Message>,
    /// Games where Palace's turn is overdue, each with the person Palace plays there:
    /// [`Service::engine_turns`] plays them, where heavy work runs, in that person's turn.
    pub palace_turns: Vec<(GameId, UserId)>,
}

/// What the clock did for one game.
enum Tock {
    Said(Vec<Message>),
    PalaceTurn(GameId, UserId),
}

/// How long (in seconds) a process's claim on a due item keeps other processes off it:
/// longer than a look at the clock takes, short enough that a process that died holding
/// claims delays a reminder by little.
pub const CLAIM_LEASE: Time = 120;

impl<S: Store> Service<S> {
    /// Does everything due by `now`: each reminder and each timeout is its own change,
    /// applied at most once (a change made meanwhile, e.g. a move, wins). Returns the
    /// messages to send.
    ///
    /// With a store shared by several processes, each due item is claimed by one of them
    /// for [`CLAIM_LEASE`] seconds, so they do not all work on the same reminder; what
    /// makes each reminder and timeout happen once is still the versioned write.
    ///
    /// Palace's overdue turns are played here too, one after another; a front end that
    /// must not search inside its look at the clock uses [`Service::tick_alone`].
    pub fn tick(&self, now: Time) -> Vec<Message> {
        let Ticked {
            mut messages,
            palace_turns,
        } = self.tick_alone(now);
        for (game, _) in palace_turns {
            messages.extend(self.engine_turns(game, now));
        }
        messages
    }

    /// [`Service::tick`] without Palace's overdue turns, which it leaves to the caller
    /// ([`Ticked::palace_turns`]): the clock never searches, so one person's games against
    /// Palace never hold up everyone's reminders and timeouts.
    pub fn tick_alone(&self, now: Time) -> Ticked {
        let mut out = Ticked::default();
        let due = match self.store.claim_due(now, now + CLAIM_LEASE) {
            Ok(d) => d,
            Err(e) => {
                tracing::warn!(error = %e, "the clock cannot read what is due; it tries again at its next look");
                return out;
            }
        };
        for item in due {
            // A conflict means someone acted on it meanwhile (a move, or another game's
            // ending writing the same players' results): it is looked at again.
            let result = super::on_fresh_state(|| match item {
                Due::Game { id, .. } => self.tick_game(id, now),
                Due::Challenge { id, .. } => self.expire_challenge(id, now).map(Tock::Said),
                Due::Tournament { id, .. } => self.sign_up_ends(id, now).map(Tock::Said),
            });
            match result {
                Ok(Tock::Said(messages)) => out.messages.extend(messages),
                Ok(Tock::PalaceTurn(game, person)) => out.palace_turns.push((game, person)),
                // Still busy: the item stays due and claimed, and the look after the claim
                // lapses does it; nothing was written or sent.
                Err(Fail::Conflict) => {
                    tracing::warn!(?item, "kept changing meanwhile; left for a later look")
                }
                // An unreadable game stays as it is; every other one goes on.
                Err(e) => tracing::warn!(?item, error = ?e, "left as it is"),
            }
        }
        out.messages = self.addressed(out.messages, None);
        out
    }

    fn tick_game(&self, id: u64, now: Time) -> Outcome<Tock> {
        let loaded = self.load(id)?;
        if loaded.doc.is_running() && loaded.game.outcome().is_some() {
            return self.end_as_the_rules_say(loaded, now).map(Tock::Said);
        }
        let to_move = loaded.game.turn();
        let times = match loaded.doc.clock_call(to_move, now) {
            ClockCall::Nothing => return Ok(Tock::Said(Vec::new())),
            // The engine's turn, left when the bot stopped: it plays now, in the turn of
            // the person it plays against.
            ClockCall::EngineTurn => {
                return Ok(Tock::PalaceTurn(id, loaded.doc.player(!to_move).clone()));
            }
            ClockCall::Timeout => return self.lose_on_time(loaded, now).map(Tock::Said),
            ClockCall::Remind(times) => times,
        };
        let (version, mut doc, game) = (loaded.version, loaded.doc, loaded.game);
        let deadline = doc.deadline.unwrap_or(now);
        doc.reminded.extend(&times);
        let txn = Txn::new(&self.store);
        txn.put_game(Some(version), doc.clone());
        let player = txn.player(doc.player(to_move))?;
        txn.commit()?;
        let left = deadline - now;
        let reminded = Event::Reminded { game: doc.id };
        Ok(Tock::Said(match player.notify {
            Notify::Off => Vec::new(),
            Notify::Dm => vec![
                Message::dm(
                    &player.id,
                    GameSaid::RemindedYou {
                        game: doc.id,
                        variant: game.variant(),
                        place: doc.place.clone(),
                        left,
                    },
                )
                .with_event(reminded),
            ],
            Notify::Ping => vec![
                Message::in_place_of(
                    &doc,
                    GameSaid::Reminder {
                        game: doc.id,
                        name: player.name_in(doc.server.as_ref()).to_owned(),
                        left,
                    },
                )
                .with_ping(&player.id)
                .with_event(reminded),
            ],
        }))
    }

    /// A game stored as running that the rules have ended (a record written under an
    /// earlier count of the rules): no move will come, so it ends now with their result,
    /// announced as any ending is.
    fn end_as_the_rules_say(&self, loaded: Loaded, now: Time) -> Outcome {
        let outcome = loaded.game.outcome().expect("ended by the rules");
        let txn = Txn::new(&self.store);
        let (doc, game, after) = self.end_loaded(&txn, loaded, outcome, now)?;
        let mut out = self.position_messages(&txn, &doc, &game, None, None, now)?;
        txn.commit()?;
        out.extend(after);
        Ok(out)
    }

    /// The side to move loses the game on time.
    fn lose_on_time(&self, loaded: Loaded, now: Time) -> Outcome {
        let to_move = loaded.game.turn();
        let txn = Txn::new(&self.store);
        let timeout = Result_::loss(to_move, EndReason::Timeout);
        let (doc, game, after) = self.end_loaded(&txn, loaded, timeout, now)?;
        let names = txn.names(&doc)?;
        let mut out = vec![
            Message::in_place_of(
                &doc,
                GameSaid::TimedOut {
                    game: doc.id,
                    name: names[to_move.index()].clone(),
                },
            )
            .with_event(Event::TimedOut { game: doc.id }),
        ];
        out.extend(self.position_messages(&txn, &doc, &game, None, None, now)?);
        txn.commit()?;
        out.extend(after);
        Ok(out)
    }

    fn expire_challenge(&self, id: u64, now: Time) -> Outcome {
        let c = match self.store.challenge(id) {
            Ok(Some(c)) => c,
            Ok(None) => return Ok(Vec::new()),
            Err(StoreError::Corrupt { .. }) => return Ok(Vec::new()),
            Err(e) => return Err(e.into()),
        };
        if c.doc.expires > now {
            return Ok(Vec::new());
        }
        let txn = Txn::new(&self.store);
        txn.remove_challenge(id, c.version);
        let by = txn.name_of(&c.doc.challenger, c.doc.server.as_ref())?;
        txn.commit()?;
        Ok(vec![
            Message::in_place_of(&c.doc, ChallengeSaid::Expired { id, by })
                .with_event(super::challenge::closed(&c.doc)),
        ])
    }
}
