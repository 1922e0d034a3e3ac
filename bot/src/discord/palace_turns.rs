//! Palace's own turns in Discord: each a search on the heavy lane, in the turn of the
//! person Palace plays there ([`HeavyLane`] takes turns between people), its messages
//! delivered when ready. A command that leaves Palace to move starts one; the clock only
//! hands over the turns it finds overdue, and never starts a second for a game whose
//! turn is already waiting or being played.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use poise::serenity_prelude::Http;

use super::deliver::{Answering, deliver};
use super::reviews::Reviewer;
use super::work::HeavyLane;
use crate::model::{GameId, UserId};

/// Where Palace's turns run, and the games with one on its way.
#[derive(Clone)]
pub struct PalaceTurns {
    /// The heavy lane.
    pub lane: Arc<HeavyLane>,
    /// Service, DMs, clock, shutdown gate, and the review of a game Palace's move ends.
    pub reviewer: Reviewer,
    /// Games with a turn waiting or being played, and how many.
    on_the_way: Arc<Mutex<HashMap<GameId, usize>>>,
}

/// A game's turn on its way: counted while it lives.
struct OnTheWay(Arc<Mutex<HashMap<GameId, usize>>>, GameId);

impl Drop for OnTheWay {
    fn drop(&mut self) {
        let mut games = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = games.get_mut(&self.1) {
            *n -= 1;
            if *n == 0 {
                games.remove(&self.1);
            }
        }
    }
}

impl PalaceTurns {
    /// Palace's turns on `lane`, delivered as `reviewer` delivers reviews.
    pub fn new(lane: Arc<HeavyLane>, reviewer: Reviewer) -> PalaceTurns {
        PalaceTurns {
            lane,
            reviewer,
            on_the_way: Arc::default(),
        }
    }

    /// Lets Palace take its turn in `game` against `person` (if it has one: the turn looks
    /// at the game when it runs), in a task of its own. Not started while the bot stops:
    /// the clock plays the turn after the next start ([`crate::model::ENGINE_GRACE`]).
    pub fn play(&self, http: &Arc<Http>, game: GameId, person: UserId) {
        let Some(busy) = self.reviewer.gate.enter() else {
            return;
        };
        let on_the_way = {
            let mut games = self.on_the_way.lock().unwrap_or_else(|e| e.into_inner());
            *games.entry(game).or_default() += 1;
            OnTheWay(self.on_the_way.clone(), game)
        };
        let (me, http) = (self.clone(), http.clone());
        tokio::spawn(async move {
            let _busy = busy;
            let _on_the_way = on_the_way;
            let r = &me.reviewer;
            let (s, clock) = (r.service.clone(), r.clock.clone());
            match me
                .lane
                .run(&person, move || s.engine_turns(game, clock.now()))
                .await
            {
                Ok(messages) => {
                    let ended = crate::service::ended_games(&messages);
                    deliver(&http, &r.service, &r.outbox, messages, Answering::Nobody).await;
                    r.review(&http, ended);
                }
                Err(e) => tracing::error!(error = %e, game, "Palace's turn failed"),
            }
        });
    }

    /// [`PalaceTurns::play`] for a turn the clock found overdue, unless one is already on
    /// its way in that game (a turn waiting on a busy lane stays overdue to the clock).
    pub fn play_overdue(&self, http: &Arc<Http>, game: GameId, person: UserId) {
        let waiting = self
            .on_the_way
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains_key(&game);
        if !waiting {
            self.play(http, game, person);
        }
    }
}
