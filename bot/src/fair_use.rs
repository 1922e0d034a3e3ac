//! Fair use at the front door of `palace serve`: how many commands one person may give a
//! minute, how many heavy jobs (analyses, replays) they may have waiting or running at
//! once, and how much heavy work the whole bot takes on. Refusals are friendly and say
//! when to ask again. Limits of challenges (how many open, how often one person may have
//! another told of one) live with the game service, in the store, where they hold across
//! restarts and processes.
//!
//! Command rates are counted with `governor` (the generic cell rate algorithm, keyed by
//! user): a burst is allowed, then one command every `60 / per_minute` seconds.

use std::collections::HashMap;
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};

use governor::{Quota, RateLimiter, clock::Clock, clock::DefaultClock};

use crate::model::UserId;

/// The limits, as the config's `[limits]` section sets them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Commands (slash commands and buttons) one person may give a minute, on average.
    pub commands_per_minute: u32,
    /// Commands one person may give at once before the rate applies.
    pub command_burst: u32,
    /// Heavy jobs (analyses, replays) one person may have waiting or running at once.
    pub heavy_per_user: u32,
    /// Heavy jobs the bot runs at once (0: half its cores, at least one).
    pub heavy_at_once: u32,
    /// Heavy jobs that may wait for their turn; more are refused until some are done.
    pub heavy_queue: u32,
    /// `/move` suggestions (autocomplete, asked at every keystroke) one person may have a
    /// minute, a burst of a quarter of them at once; beyond it the list is empty until
    /// the rate allows again.
    pub suggestions_per_minute: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            commands_per_minute: 30,
            command_burst: 10,
            heavy_per_user: 1,
            heavy_at_once: 0,
            heavy_queue: 16,
            suggestions_per_minute: 120,
        }
    }
}

impl Limits {
    /// Heavy jobs at once, `0` read as half the cores (at least one).
    pub fn heavy_workers(&self) -> usize {
        match self.heavy_at_once {
            0 => std::thread::available_parallelism().map_or(1, |n| (n.get() / 2).max(1)),
            n => n as usize,
        }
    }

    /// Checks the limits as a config file gives them.
    pub fn check(&self) -> Result<(), String> {
        let positive = [
            ("commands_per_minute", self.commands_per_minute),
            ("command_burst", self.command_burst),
            ("heavy_per_user", self.heavy_per_user),
            ("suggestions_per_minute", self.suggestions_per_minute),
        ];
        for (name, value) in positive {
            if value == 0 {
                return Err(format!("[limits] {name} = 0: it must be 1 or more"));
            }
        }
        if self.commands_per_minute > 6_000 {
            return Err(format!(
                "[limits] commands_per_minute = {}: it must be at most 6000",
                self.commands_per_minute
            ));
        }
        Ok(())
    }
}

pub use crate::service::said::LimitRefusal as Refusal;

type Rates = RateLimiter<
    UserId,
    governor::state::keyed::DefaultKeyedStateStore<UserId>,
    DefaultClock,
    governor::middleware::NoOpMiddleware<<DefaultClock as Clock>::Instant>,
>;

/// The counts behind the limits, one per process.
pub struct Quotas {
    limits: Limits,
    rates: Rates,
    suggestions: Rates,
    heavy: Arc<Mutex<HashMap<UserId, u32>>>,
}

/// One heavy job of one person, counted until dropped.
pub struct HeavyTicket {
    user: UserId,
    heavy: Arc<Mutex<HashMap<UserId, u32>>>,
}

impl Drop for HeavyTicket {
    fn drop(&mut self) {
        let mut heavy = self.heavy.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = heavy.get_mut(&self.user) {
            *n -= 1;
            if *n == 0 {
                heavy.remove(&self.user);
            }
        }
    }
}

impl Quotas {
    /// Counts under `limits` (checked with [`Limits::check`]; zeros are read as one).
    pub fn new(limits: Limits) -> Quotas {
        let one = NonZeroU32::MIN;
        let per_minute = NonZeroU32::new(limits.commands_per_minute).unwrap_or(one);
        let burst = NonZeroU32::new(limits.command_burst).unwrap_or(one);
        let suggestions = NonZeroU32::new(limits.suggestions_per_minute).unwrap_or(one);
        let suggestion_burst = NonZeroU32::new(limits.suggestions_per_minute / 4).unwrap_or(one);
        Quotas {
            rates: RateLimiter::keyed(Quota::per_minute(per_minute).allow_burst(burst)),
            suggestions: RateLimiter::keyed(
                Quota::per_minute(suggestions).allow_burst(suggestion_burst),
            ),
            heavy: Arc::default(),
            limits,
        }
    }

    /// The limits.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Counts one command of `user`, or says when they may give the next.
    pub fn command(&self, user: &UserId) -> Result<(), Refusal> {
        self.rates
            .check_key(user)
            .map_err(|not_until| Refusal::TooFast {
                wait: not_until.wait_time_from(DefaultClock::default().now()),
            })?;
        // Forget people whose buckets are full again, now and then, so memory stays
        // bounded by the people active in the last minutes.
        if self.rates.len() > 10_000 {
            self.rates.retain_recent();
        }
        Ok(())
    }

    /// Counts one `/move` suggestion for `user`; `false` beyond their rate (they get an
    /// empty list, as autocomplete has no place for a refusal).
    pub fn suggestion(&self, user: &UserId) -> bool {
        let allowed = self.suggestions.check_key(user).is_ok();
        if self.suggestions.len() > 10_000 {
            self.suggestions.retain_recent();
        }
        allowed
    }

    /// A heavy job of `user`, unless they have as many as allowed already.
    pub fn heavy(&self, user: &UserId) -> Result<HeavyTicket, Refusal> {
        let mut heavy = self.heavy.lock().unwrap_or_else(|e| e.into_inner());
        let jobs = heavy.entry(user.clone()).or_default();
        if *jobs >= self.limits.heavy_per_user {
            return Err(Refusal::HeavyInFlight { jobs: *jobs });
        }
        *jobs += 1;
        Ok(HeavyTicket {
            user: user.clone(),
            heavy: self.heavy.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn user(n: &str) -> UserId {
        UserId(n.to_owned())
    }

    #[test]
    fn a_burst_is_taken_then_the_rate_with_the_time_to_wait() {
        let q = Quotas::new(Limits {
            commands_per_minute: 6,
            command_burst: 3,
            ..Limits::default()
        });
        for _ in 0..3 {
            q.command(&user("a")).unwrap();
        }
        let Err(Refusal::TooFast { wait }) = q.command(&user("a")) else {
            panic!("a fourth command at once is refused");
        };
        assert!(
            wait > Duration::from_secs(8) && wait <= Duration::from_secs(10),
            "{wait:?}"
        );
        let text = crate::voice::words(
            &crate::service::said::FrontSaid::Limit(Refusal::TooFast { wait }).into(),
        );
        assert!(text.ends_with("you can ask again in 10 s."), "{text}");
        q.command(&user("b"))
            .expect("each person has their own count");
    }

    #[test]
    fn suggestions_have_a_rate_of_their_own() {
        let q = Quotas::new(Limits {
            suggestions_per_minute: 8,
            commands_per_minute: 1,
            command_burst: 1,
            ..Limits::default()
        });
        assert!(q.suggestion(&user("a")) && q.suggestion(&user("a")));
        assert!(!q.suggestion(&user("a")), "a burst of a quarter");
        assert!(q.suggestion(&user("b")), "each person has their own count");
        q.command(&user("a"))
            .expect("suggestions do not use up commands");
    }

    #[test]
    fn heavy_jobs_are_counted_while_they_run() {
        let q = Quotas::new(Limits {
            heavy_per_user: 1,
            ..Limits::default()
        });
        let ticket = q.heavy(&user("a")).unwrap();
        assert_eq!(
            q.heavy(&user("a")).err(),
            Some(Refusal::HeavyInFlight { jobs: 1 })
        );
        let other = q.heavy(&user("b")).unwrap();
        drop(ticket);
        let again = q.heavy(&user("a")).unwrap();
        drop((again, other));
        assert!(q.heavy.lock().unwrap().is_empty(), "no count is kept");
    }

    #[test]
    fn limits_are_checked() {
        assert!(Limits::default().check().is_ok());
        let zero = Limits {
            command_burst: 0,
            ..Limits::default()
        };
        assert_eq!(
            zero.check().unwrap_err(),
            "[limits] command_burst = 0: it must be 1 or more"
        );
        assert!(Limits::default().heavy_workers() >= 1);
        assert_eq!(
            Limits {
                heavy_at_once: 3,
                ..Limits::default()
            }
            .heavy_workers(),
            3
        );
    }
}
