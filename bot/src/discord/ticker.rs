//! The clock in the bot: reminders, timeouts and expired challenges go out as the service
//! decides, every few seconds while the bot runs, and whatever fell due while it was down
//! right after it starts.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude::Http;

use super::deliver::{Answering, deliver};
use super::palace_turns::PalaceTurns;

/// Looks at the clock every `every` until the gate closes; a game lost on time gets its
/// review like any other, and Palace's overdue turns go to the heavy lane (the clock never
/// searches: one person's games against Palace never hold up everyone's reminders).
pub async fn run(http: Arc<Http>, palace: PalaceTurns, every: Duration) {
    let reviewer = &palace.reviewer;
    loop {
        if let Some(_busy) = reviewer.gate.enter() {
            tick(&http, &palace).await;
        } else {
            return;
        }
        tokio::select! {
            () = tokio::time::sleep(every) => {}
            () = reviewer.gate.closed() => return,
        }
    }
}

async fn tick(http: &Arc<Http>, palace: &PalaceTurns) {
    let reviewer = &palace.reviewer;
    let at = reviewer.clock.now();
    let s = reviewer.service.clone();
    match super::work::run(move || s.tick_alone(at)).await {
        Ok(ticked) => {
            for (game, person) in ticked.palace_turns {
                palace.play_overdue(http, game, person);
            }
            let messages = ticked.messages;
            if !messages.is_empty() {
                tracing::info!(count = messages.len(), "clock messages");
                let ended = crate::service::ended_games(&messages);
                deliver(
                    http,
                    &reviewer.service,
                    &reviewer.outbox,
                    messages,
                    Answering::Nobody,
                )
                .await;
                reviewer.review(http, ended);
            }
        }
        Err(e) => tracing::error!(error = %e, "the clock failed"),
    }
}
