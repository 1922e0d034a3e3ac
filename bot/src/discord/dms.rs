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
use serenity::{ChannelId, UserId};

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
    /// The DM channel opened for `user`, if one was.
    pub fn channel(&self, user: UserId) -> Option<ChannelId> {
        locked(&self.channels).get(&user).copied()
    }

    /// Keeps `channel` as `user`'s DM channel.
    pub fn opened(&self, user: UserId, channel: ChannelId) {
        locked(&self.channels).insert(user, channel);
    }

    /// A DM to `user` failed: opened afresh next time, unless their DMs are closed (their
    /// choice, `code` [`CLOSED_DMS`]).
    pub fn failed(&self, user: UserId, code: Option<isize>) {
        if code != Some(CLOSED_DMS) {
            locked(&self.channels).remove(&user);
        }
    }

    /// A DM reached `user`: a later failure is told again.
    pub fn reached(&self, user: UserId) {
        locked(&self.told_closed).retain(|(u, _)| *u != user);
    }

    /// Whether to tell `user` in `place` that their DMs are closed: the first time there,
    /// and again only after a DM has reached them since.
    pub fn tell_closed(&self, user: UserId, place: ChannelId) -> bool {
        locked(&self.told_closed).insert((user, place))
    }
}
