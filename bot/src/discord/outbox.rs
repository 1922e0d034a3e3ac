//! What every post to Discord goes through besides the call itself: the players' DM
//! channels, the order of each destination's messages, and Discord's global rate limit.
//!
//! **Order.** serenity's rate limiter lets several requests of one route be in flight at
//! once and, after a 429, sleeps the refused one for the `Retry-After` header (whole
//! seconds) while the next one waits only for the bucket's `X-RateLimit-Reset-After`
//! (fractions of one): a game's later message could overtake an earlier one. So each batch
//! of answers holds its destinations (channels and DM recipients) until it is delivered,
//! and a later batch for one of them waits its turn (first come, first served). A batch is
//! made while its game is locked in the service and delivered right after, so batches
//! queue in the order their games changed.
//!
//! **Global limit.** serenity waits out a global 429 only for the request that got it
//! (its lock for the global limit is released before it sleeps), so every other request
//! would be sent into the limit and refused in turn. Palace hears of a global limit from
//! the rate limiter (serenity's `ratelimit` event, which it sends before it sleeps) and
//! holds its own calls to the bot's routes until it ends; interaction responses are not
//! bound by it (Discord's rate-limit documentation) and go on.

use poise::serenity_prelude as serenity;
use std::collections::{BTreeSet, HashMap};
use std::future::Future;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use tokio::sync::OwnedMutexGuard;
use tokio::time::Instant;

use super::dms::Dms;
use super::outgoing::{Outgoing, discord_code, retry};

/// Where a message goes, for keeping each destination's messages in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Destination {
    /// A channel or thread.
    Channel(u64),
    /// A user's DMs.
    Dm(u64),
}

/// The DM channels, the order of destinations, and the global limit.
#[derive(Default)]
pub struct Outbox {
    /// Players' DM channels and closed-DM notes.
    pub dms: Dms,
    queues: Mutex<HashMap<Destination, Arc<tokio::sync::Mutex<()>>>>,
    limit: GlobalLimit,
}

/// The destinations a batch holds until it is delivered.
pub struct Held(#[allow(dead_code)] Vec<OwnedMutexGuard<()>>);

fn locked<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Outbox {
    /// Waits until every earlier batch for one of `destinations` is delivered, then holds
    /// them for this one. Destinations are taken in one order, so two batches never wait
    /// for each other.
    pub async fn hold(&self, destinations: BTreeSet<Destination>) -> Held {
        let queues: Vec<_> = {
            let mut map = locked(&self.queues);
            // Nobody holds or waits for these: forget them.
            map.retain(|_, q| Arc::strong_count(q) > 1);
            destinations
                .into_iter()
                .map(|d| map.entry(d).or_default().clone())
                .collect()
        };
        let mut guards = Vec::with_capacity(queues.len());
        for q in queues {
            guards.push(q.lock_owned().await);
        }
        Held(guards)
    }

    /// What serenity's rate limiter reports when Discord said to wait: a global limit
    /// holds every call to the bot's routes until it ends.
    pub fn rate_limited(&self, info: &serenity::RatelimitInfo) {
        self.told_to_wait(info.global, info.timeout);
    }

    fn told_to_wait(&self, global: bool, wait: Duration) {
        if global {
            tracing::warn!(seconds = wait.as_secs_f64(), "Discord's global rate limit");
            self.limit.until(Instant::now() + wait);
        }
    }

    /// Makes a call to one of the bot's routes (not an interaction's) once no global
    /// limit holds, and again as [`retry`] does.
    pub async fn call<T, F, Fut>(&self, what: &str, mut call: F) -> Result<T, serenity::Error>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, serenity::Error>>,
    {
        retry(what, || {
            let attempt = call();
            async move {
                self.limit.wait().await;
                attempt.await
            }
        })
        .await
    }

    /// Sends `parts` to `user` by DM, in order, opening the DM channel only the first time.
    pub async fn dm(
        &self,
        http: &serenity::Http,
        user: serenity::UserId,
        parts: &[Outgoing],
    ) -> Result<(), serenity::Error> {
        let channel = match self.dms.channel(user) {
            Some(c) => c,
            None => {
                let dm = self
                    .call("open DM", || user.create_dm_channel(http))
                    .await?;
                self.dms.opened(user, dm.id);
                dm.id
            }
        };
        for out in parts {
            let sent = self
                .call("DM", || channel.send_message(http, out.message()))
                .await;
            if let Err(e) = sent {
                self.dms.failed(user, discord_code(&e));
                return Err(e);
            }
        }
        self.dms.reached(user);
        Ok(())
    }

    /// How many destinations have a queue now (for tests).
    #[cfg(test)]
    fn queues(&self) -> usize {
        locked(&self.queues).len()
    }
}

/// The end of Discord's last global rate limit.
#[derive(Default)]
struct GlobalLimit(Mutex<Option<Instant>>);

impl GlobalLimit {
    fn until(&self, end: Instant) {
        let mut g = locked(&self.0);
        *g = Some(g.map_or(end, |e| e.max(end)));
    }

    async fn wait(&self) {
        loop {
            let end = *locked(&self.0);
            match end {
                Some(end) if end > Instant::now() => tokio::time::sleep_until(end).await,
                _ => return,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A call to a bot's route that succeeds once made.
    async fn post(outbox: &Outbox) {
        let made = outbox.call("post", || async { Ok::<_, serenity::Error>(()) });
        made.await.unwrap();
    }

    #[tokio::test(start_paused = true)]
    async fn a_global_limit_holds_calls_until_it_ends_and_a_route_limit_does_not() {
        let outbox = Outbox::default();
        outbox.told_to_wait(false, Duration::from_secs(5));
        let began = Instant::now();
        post(&outbox).await;
        assert_eq!(
            began.elapsed(),
            Duration::ZERO,
            "a route's limit is serenity's to wait"
        );
        outbox.told_to_wait(true, Duration::from_secs(2));
        outbox.told_to_wait(true, Duration::from_secs(1));
        post(&outbox).await;
        assert_eq!(
            began.elapsed(),
            Duration::from_secs(2),
            "the longer limit holds"
        );
    }

    #[tokio::test(start_paused = true)]
    async fn a_later_batch_for_a_destination_waits_for_the_earlier_one() {
        let outbox = Arc::new(Outbox::default());
        let order = Arc::new(Mutex::new(Vec::new()));
        let first = outbox
            .hold([Destination::Channel(1), Destination::Dm(7)].into())
            .await;
        let (o, log) = (outbox.clone(), order.clone());
        let second = tokio::spawn(async move {
            let _held = o.hold([Destination::Dm(7)].into()).await;
            locked(&log).push("second");
        });
        let (o, log) = (outbox.clone(), order.clone());
        let elsewhere = tokio::spawn(async move {
            let _held = o.hold([Destination::Channel(2)].into()).await;
            locked(&log).push("elsewhere");
        });
        tokio::time::sleep(Duration::from_secs(1)).await;
        assert_eq!(
            *locked(&order),
            ["elsewhere"],
            "another destination goes on"
        );
        locked(&order).push("first");
        drop(first);
        second.await.unwrap();
        elsewhere.await.unwrap();
        assert_eq!(*locked(&order), ["elsewhere", "first", "second"]);
        let _ = outbox.hold(BTreeSet::new()).await;
        assert_eq!(outbox.queues(), 0, "queues nobody holds are forgotten");
    }
}
