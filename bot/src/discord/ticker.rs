//! The clock in the bot: reminders, timeouts and expired challenges go out as the service
//! decides, every few seconds while the bot runs, and whatever fell due while it was down
//! right after it starts.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude::Http;

use super::deliver::deliver;
use super::dms::Dms;
use super::{AppService, Gate};
use crate::time_file::TimeFile;

/// Looks at the clock every `every` until the gate closes.
pub async fn run(
    http: Arc<Http>,
    service: AppService,
    dms: Arc<Dms>,
    gate: Arc<Gate>,
    clock: TimeFile,
    every: Duration,
) {
    loop {
        if let Some(_busy) = gate.enter() {
            tick(&http, &service, &dms, &clock).await;
        } else {
            return;
        }
        tokio::select! {
            () = tokio::time::sleep(every) => {}
            () = gate.closed() => return,
        }
    }
}

async fn tick(http: &Arc<Http>, service: &AppService, dms: &Dms, clock: &TimeFile) {
    let at = clock.now();
    let s = service.clone();
    match super::work::run(move || s.tick(at)).await {
        Ok(messages) if !messages.is_empty() => {
            tracing::info!(count = messages.len(), "clock messages");
            deliver(http, service, dms, messages, None).await;
        }
        Ok(_) => {}
        Err(e) => tracing::error!(error = %e, "the clock failed"),
    }
}
