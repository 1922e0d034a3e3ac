//! Players' DM channels, each opened once and kept: Discord gives a user the same DM
//! channel every time and rate-limits bots that open DMs quickly (a dark game sends two DMs
//! a ply). Also whom Palace has told that their DMs are closed, so that the note comes once
//! per game, and again only after a DM reached them and then failed anew.
//!
//! A closed DM with no channel to say so in (a notice of a game in a place Palace may only
//! answer in) is owed to its player, and told them privately at their next command.
//!
//! All live in the process: after a restart a channel is opened once more and a closed
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
    /// Whom a DM did not reach with no channel to say so in: `false` while owed, `true`
    /// once told.
    owed: Mutex<HashMap<UserId, bool>>,
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
        locked(&self.owed).remove(&user);
    }

    /// A DM did not reach `user`, whose DMs are closed, and no channel could say so: tell
    /// them at their next command ([`Dms::take_owed`]), unless they were told already.
    pub fn owe(&self, user: UserId) {
        locked(&self.owed).entry(user).or_insert(false);
    }

    /// Whether to tell `user` now that a DM did not reach them: once, until a DM reaches
    /// them again.
    pub fn take_owed(&self, user: UserId) -> bool {
        match locked(&self.owed).get_mut(&user) {
            Some(told) if !*told => {
                *told = true;
                true
            }
            _ => false,
        }
    }

    /// Whether to tell `user` in `place` that their DMs are closed: the first time there,
    /// and again only after a DM has reached them since.
    pub fn tell_closed(&self, user: UserId, place: ChannelId) -> bool {
        locked(&self.told_closed).insert((user, place))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_owed_note_is_told_once_until_a_dm_reaches_them() {
        let dms = Dms::default();
        let (alice, bob) = (UserId::new(1), UserId::new(2));
        assert!(!dms.take_owed(alice), "nothing owed yet");
        dms.owe(alice);
        dms.owe(alice);
        assert!(!dms.take_owed(bob), "owed to alice alone");
        assert!(dms.take_owed(alice));
        assert!(!dms.take_owed(alice), "told once");
        dms.owe(alice);
        assert!(
            !dms.take_owed(alice),
            "a new failure before any DM reached her"
        );
        dms.reached(alice);
        dms.owe(alice);
        assert!(dms.take_owed(alice), "a DM reached her, then failed anew");
    }
}
