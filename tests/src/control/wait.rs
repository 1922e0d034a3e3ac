//! Waiting for the bot: ready, replies to interactions, posts matching a predicate.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use super::FakeDiscord;
use crate::state::Inner;
use crate::types::{GatewayStats, InteractionId, Mark, Posted};

/// A one-line summary of a post for error messages.
fn summary(p: &Posted) -> String {
    let text: String = p.text().chars().take(80).collect();
    let files: Vec<&str> = p.attachments.iter().map(|f| f.name.as_str()).collect();
    format!(
        "#{} in {:?}{}{}: {text:?} files {files:?} buttons {:?}",
        p.id,
        p.place,
        if p.edited { " (edit)" } else { "" },
        if p.ephemeral { " (ephemeral)" } else { "" },
        p.custom_ids()
    )
}

impl FakeDiscord {
    /// Runs `check` on the state after every change (and at least every 100 ms) until it
    /// gives an answer or `timeout` passes.
    pub(super) async fn until<T>(
        &self,
        timeout: Duration,
        mut check: impl FnMut(&mut Inner) -> Option<T>,
    ) -> Option<T> {
        let deadline = Instant::now() + timeout;
        let mut changes = self.shared.subscribe();
        loop {
            {
                let mut g = self.lock();
                g.check_deadlines();
                if let Some(t) = check(&mut g) {
                    return Some(t);
                }
            }
            let left = deadline.checked_duration_since(Instant::now())?;
            let _ =
                tokio::time::timeout(left.min(Duration::from_millis(100)), changes.changed()).await;
        }
    }

    /// Waits until the bot has received READY (and the GUILD_CREATE of each guild the shard
    /// owns) on every shard that has identified, at least one, and has registered commands.
    /// A bot with several shards may be ready on the first before the others identify: see
    /// [`FakeDiscord::wait_shard_ready`].
    ///
    /// # Errors
    ///
    /// If that does not happen within `timeout`; the text says how far the bot got.
    pub async fn wait_ready(&self, timeout: Duration) -> Result<(), String> {
        let done = self
            .until(timeout, |g| {
                let sessions = &g.gateway.sessions;
                (!sessions.is_empty()
                    && sessions.values().all(|x| x.ready_delivered)
                    && g.commands_registered)
                    .then_some(())
            })
            .await;
        done.ok_or_else(|| {
            let g = self.lock();
            let paths: Vec<String> = g
                .requests
                .iter()
                .map(|r| format!("{} {} -> {}", r.method, r.path, r.status))
                .collect();
            let ready: Vec<(u32, bool)> = g
                .gateway
                .sessions
                .values()
                .map(|x| (x.shard, x.ready_delivered))
                .collect();
            format!(
                "the bot was not ready within {timeout:?}: READY delivered (by shard) {ready:?}, \
                 commands registered {}, gateway {:?}; requests {paths:?}; violations {:?}",
                g.commands_registered,
                g.gateway.summed(),
                g.violations
            )
        })
    }

    /// Waits until shard `shard` has identified and received READY (and the GUILD_CREATE of
    /// each guild it owns). Does not wait for commands.
    ///
    /// # Errors
    ///
    /// If that does not happen within `timeout`.
    pub async fn wait_shard_ready(&self, shard: u32, timeout: Duration) -> Result<(), String> {
        self.until(timeout, |g| {
            g.gateway
                .sessions
                .get(&shard)
                .is_some_and(|x| x.ready_delivered)
                .then_some(())
        })
        .await
        .ok_or_else(|| {
            let g = self.lock();
            format!(
                "shard {shard} was not ready within {timeout:?}: sessions of shards {:?} (of \
                 {:?}), its counters {:?}; violations {:?}",
                g.gateway.sessions.keys().collect::<Vec<_>>(),
                g.gateway.total,
                g.gateway.of_shard(shard),
                g.violations
            )
        })
    }

    /// Waits until the gateway's counters (of all shards together) satisfy `pred` (e.g. a
    /// RESUME happened).
    ///
    /// # Errors
    ///
    /// If they do not within `timeout`.
    pub async fn wait_gateway(
        &self,
        timeout: Duration,
        pred: impl Fn(&GatewayStats) -> bool,
    ) -> Result<GatewayStats, String> {
        self.wait_counters(None, timeout, pred).await
    }

    /// Waits until the counters of shard `shard` satisfy `pred`.
    ///
    /// # Errors
    ///
    /// If they do not within `timeout`.
    pub async fn wait_shard(
        &self,
        shard: u32,
        timeout: Duration,
        pred: impl Fn(&GatewayStats) -> bool,
    ) -> Result<GatewayStats, String> {
        self.wait_counters(Some(shard), timeout, pred).await
    }

    async fn wait_counters(
        &self,
        shard: Option<u32>,
        timeout: Duration,
        pred: impl Fn(&GatewayStats) -> bool,
    ) -> Result<GatewayStats, String> {
        let stats = |g: &Inner| match shard {
            Some(k) => g.gateway.of_shard(k),
            None => g.gateway.summed(),
        };
        self.until(timeout, |g| {
            let now = stats(g);
            pred(&now).then_some(now)
        })
        .await
        .ok_or_else(|| {
            format!(
                "gateway{} not as expected within {timeout:?}: {:?}",
                shard.map(|k| format!(" shard {k}")).unwrap_or_default(),
                stats(&self.shared.lock())
            )
        })
    }

    /// Waits for the answer to interaction `id`: its initial response and, if that was
    /// deferred (callback type 5 or 6), a first follow-up or edit. Returns what was posted for
    /// it so far, in order: the first entry is the answer (the reply, the filled-in deferred
    /// reply, or the updated message a component was on); more may follow if the bot was
    /// quick, so wait for later posts with [`FakeDiscord::wait_for`]. Empty for an
    /// autocomplete answer or a modal.
    ///
    /// # Errors
    ///
    /// If the interaction was not sent (a test bug), got no initial response within 3 s, or
    /// the answer is not complete within `timeout`.
    pub async fn reply_to(
        &self,
        id: InteractionId,
        timeout: Duration,
    ) -> Result<Vec<Posted>, String> {
        let answer = self
            .until(timeout, |g| {
                let Some(i) = g.interactions.get(&id.0) else {
                    return Some(Err(format!("no interaction {}", id.0)));
                };
                if let Some(why) = &i.not_sent {
                    return Some(Err(format!("interaction {} was not sent: {why}", i.name)));
                }
                if i.expired && i.callback.is_none() {
                    return Some(Err(format!(
                        "interaction {} ({}) got no initial response within 3 s",
                        id.0, i.name
                    )));
                }
                let (kind, _) = i.callback?;
                let posts: Vec<Posted> = g
                    .posts_of
                    .get(&id.0)
                    .into_iter()
                    .flatten()
                    .filter_map(|&k| g.log.get(k).cloned())
                    .collect();
                let done = !matches!(kind, 5 | 6) || !posts.is_empty();
                done.then_some(Ok(posts))
            })
            .await;
        answer.unwrap_or_else(|| {
            let g = self.lock();
            let mut why = format!(
                "no complete answer to interaction {} within {timeout:?}",
                id.0
            );
            if let Some(i) = g.interactions.get(&id.0) {
                let _ = write!(
                    why,
                    " ({}): delivered {}, initial response {:?}",
                    i.name,
                    i.delivered.is_some(),
                    i.callback.map(|c| c.0)
                );
            }
            Err(why)
        })
    }

    /// Waits for a post after `since` (see [`FakeDiscord::mark`]) for which `pred` holds, and
    /// returns the first. A post already there counts, so taking the mark before acting
    /// cannot race.
    ///
    /// # Errors
    ///
    /// If none comes within `timeout`; the text lists what was posted meanwhile.
    pub async fn wait_for(
        &self,
        since: Mark,
        timeout: Duration,
        pred: impl Fn(&Posted) -> bool,
    ) -> Result<Posted, String> {
        let found = self
            .until(timeout, |g| {
                g.log.get(since.0..)?.iter().find(|p| pred(p)).cloned()
            })
            .await;
        found.ok_or_else(|| {
            let seen: Vec<String> = self.posted_since(since).iter().map(summary).collect();
            format!(
                "nothing matching was posted within {timeout:?}; posted since the mark: {seen:#?}"
            )
        })
    }
}
