//! Players' DM channels, each opened once and kept: Discord gives a user the same DM
//! channel every time and rate-limits bots that open DMs quickly (a dark game sends two DMs
//! a ply). Also whom Palace has told that their DMs are closed, so that the note comes once
//! per game, and again only after a DM reached them and then failed anew.
//!
//! Both live in the process: after a restart a channel is opened once more and a closed
//! note may come once more. An entry is two ids, for each player who got a DM.

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard, PoisonError};

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, Http, UserId};

use super::outbox::Outbox;
use super::outgoing::{Outgoing, discord_code};

/// Discord's code for "cannot send messages to this user".
pub const CLOSED_DMS: isize = 50007;

/// The DM channels opened so far, and the closed-DM notes given.
#[derive(Default)]
pub struct Dms {
    channels: Mutex<HashMap<UserId, ChannelId>>,
    told_closed: Mutex<HashSet<(UserId, ChannelId)>>,
}

fn locked<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Dms {
    /// Sends `parts` to `user` by DM, in order, opening the DM channel only the first time;
    /// each call through `outbox` (the global rate limit).
    pub async fn send(
        &self,
        http: &Http,
        outbox: &Outbox,
        user: UserId,
        parts: &[Outgoing],
    ) -> Result<(), serenity::Error> {
        let known = locked(&self.channels).get(&user).copied();
        let channel = match known {
            Some(c) => c,
            None => {
                let dm = outbox
                    .call("open DM", || user.create_dm_channel(http))
                    .await?;
                locked(&self.channels).insert(user, dm.id);
                dm.id
            }
        };
        for out in parts {
            let sent = outbox
                .call("DM", || channel.send_message(http, out.message()))
                .await;
            if let Err(e) = sent {
                if discord_code(&e) != Some(CLOSED_DMS) {
                    // Not the user's choice: open the channel afresh next time.
                    locked(&self.channels).remove(&user);
                }
                return Err(e);
            }
        }
        locked(&self.told_closed).retain(|(u, _)| *u != user);
        Ok(())
    }

    /// Whether to tell `user` in `place` that their DMs are closed: the first time there,
    /// and again only after a DM has reached them since.
    pub fn tell_closed(&self, user: UserId, place: ChannelId) -> bool {
        locked(&self.told_closed).insert((user, place))
    }
}
