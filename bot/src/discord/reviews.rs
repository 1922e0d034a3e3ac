//! The review after every game in Discord: made on a lane of its own at the heavy lane's
//! low priority (an engine search of every position) once the game's last answers are
//! shown, and posted in the game's
//! thread when ready; the reviews a stop left unmade are made when the bot starts.

use std::sync::Arc;

use poise::serenity_prelude::Http;

use super::deliver::{Answering, deliver};
use super::outbox::Outbox;
use super::work::HeavyLane;
use super::{AppService, Gate};
use crate::model::GameId;
use crate::time_file::TimeFile;

/// What a review needs from the bot.
#[derive(Clone)]
pub struct Reviewer {
    /// The game service.
    pub service: AppService,
    /// Where reviews run: a lane of their own ([`HeavyLane::for_reviews`]).
    pub lane: Arc<HeavyLane>,
    /// Where posts go through (DM channels, order, Discord's global limit).
    pub outbox: Arc<Outbox>,
    /// Shutdown waits for reviews at work.
    pub gate: Arc<Gate>,
    /// The clock.
    pub clock: TimeFile,
}

impl Reviewer {
    /// Reviews `games` on the heavy lane, each posted when ready.
    pub fn review(&self, http: &Arc<Http>, games: Vec<GameId>) {
        for id in games {
            let Some(busy) = self.gate.enter() else {
                return;
            };
            let (me, http) = (self.clone(), http.clone());
            tokio::spawn(async move {
                let _busy = busy;
                let (service, now) = (me.service.clone(), me.clock.now());
                // One line of reviews, in the order the games ended.
                let reviews = crate::model::UserId("palace:reviews".to_owned());
                match me.lane.run(&reviews, move || service.review(id, now)).await {
                    Ok(messages) if !messages.is_empty() => {
                        deliver(&http, &me.service, &me.outbox, messages, Answering::Nobody).await;
                    }
                    Ok(_) => {}
                    Err(e) => tracing::error!(error = %e, game = id, "a review failed"),
                }
            });
        }
    }

    /// Reviews the games that ended before their review was made (the bot stopped); the
    /// store is read off the async threads, like every other look at it.
    pub fn review_waiting(&self, http: &Arc<Http>) {
        let (me, http) = (self.clone(), http.clone());
        tokio::spawn(async move {
            let service = me.service.clone();
            match super::work::run(move || service.reviews_waiting()).await {
                Ok(waiting) => {
                    if !waiting.is_empty() {
                        tracing::info!(count = waiting.len(), "reviews left by the last stop");
                    }
                    me.review(&http, waiting);
                }
                Err(e) => {
                    tracing::error!(error = %e, "cannot look for reviews left by the last stop")
                }
            }
        });
    }
}
