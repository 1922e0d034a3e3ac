//! Which lane a person's command runs on, and whether it runs now: the per-person limits
//! (`crate::fair_use`) are checked before the interaction is acknowledged, so a refusal is
//! one private answer that changes nothing; moves and boards go to the service's lane,
//! analyses and replays to the heavy lane; when a command leaves Palace to move, the
//! engine's turn follows on the heavy lane after the command's own answers are shown
//! ([`super::palace_turns`]).

use super::Bot;
use super::work::{Failed, Queued};
use crate::fair_use::HeavyTicket;
use crate::service::Handled;
use crate::service::command::Command;
use crate::service::commands;
use crate::service::said::LimitRefusal;

/// A command let in: where it runs.
pub enum Admitted {
    /// With moves and boards.
    Light,
    /// On the heavy lane, counted against its author until done.
    Heavy(HeavyTicket, Queued),
}

impl Admitted {
    /// How many jobs wait or run before it on the heavy lane (0: it starts at once).
    pub fn ahead(&self) -> usize {
        match self {
            Admitted::Light => 0,
            Admitted::Heavy(_, q) => q.ahead,
        }
    }
}

/// Lets `cmd` in, or says why not.
pub fn admit(bot: &Bot, cmd: &Command) -> Result<Admitted, LimitRefusal> {
    bot.quotas.command(&cmd.user.id)?;
    if !commands::command(&cmd.name).is_some_and(|c| c.heavy) {
        return Ok(Admitted::Light);
    }
    let ticket = bot.quotas.heavy(&cmd.user.id)?;
    let queued = bot.heavy.admit(&cmd.user.id).ok_or(LimitRefusal::Busy)?;
    Ok(Admitted::Heavy(ticket, queued))
}

/// Runs `cmd` on the lane it was admitted to.
pub async fn run(bot: &Bot, admitted: Admitted, cmd: Command) -> Result<Handled, Failed> {
    let service = bot.service.clone();
    let at = bot.clock.now();
    match admitted {
        Admitted::Light => super::work::run(move || service.handle_alone(&cmd, at)).await,
        Admitted::Heavy(ticket, queued) => {
            let done = bot
                .heavy
                .run_queued(queued, move || service.handle_alone(&cmd, at))
                .await;
            drop(ticket);
            done
        }
    }
}
