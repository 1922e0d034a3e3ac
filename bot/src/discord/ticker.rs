//! The clock in the bot: reminders, timeouts and expired challenges go out as the service
//! decides, every few seconds while the bot runs, and whatever fell due while it was down
//! right after it starts.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude::Http;

use super::deliver::deliver;
use super::reviews::Reviewer;

/// Looks at the clock every `every` until the gate closes; a game lost on time gets its
/// review like any other.
pub async fn run(http: Arc<Http>, reviewer: Reviewer, every: Duration) {
    loop {
        if let Some(_busy) = reviewer.gate.enter() {
            tick(&http, &reviewer).await;
        } else {
            return;
        }
        tokio::select! {
            () = tokio::time::sleep(every) => {}
            () = reviewer.gate.closed() => return,
        }
    }
}

async fn tick(http: &Arc<Http>, reviewer: &Reviewer) {
    let at = reviewer.clock.now();
    let s = reviewer.service.clone();
    match super::work::run(move || s.tick(at)).await {
        Ok(messages) if !messages.is_empty() => {
            tracing::info!(count = messages.len(), "clock messages");
            let ended = crate::service::ended_games(&messages);
            deliver(http, &reviewer.service, &reviewer.dms, messages, None).await;
            reviewer.review(http, ended);
        }
        Ok(_) => {}
        Err(e) => tracing::error!(error = %e, "the clock failed"),
    }
}
