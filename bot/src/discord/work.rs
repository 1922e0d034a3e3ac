//! Where the service's work runs: on blocking threads, off the async threads that take
//! interactions and acknowledge them, and behind them; heavy work (analyses, replays,
//! Palace's own moves) on a lane of its own that moves and boards never wait behind.
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

use std::collections::{HashMap, VecDeque};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};
use std::time::Duration;

use tokio::sync::{Semaphore, oneshot};

use crate::model::UserId;

/// The nice value of the service's threads (0 is normal, 19 the lowest priority).
const SERVICE_NICE: i32 = 10;

/// The nice value of heavy work: below the service's, so that a move's answer wins the CPU
/// from an analysis whenever both want it; and heavy work gives way to moves
/// ([`give_way_to_moves`]).
///
/// Not SCHED_IDLE: it kept heavy work off a core a move wanted a little better (picture
/// p99 10.7–11.0 ms against 13.8–18.8 at nice 19 in the benchmark below, before heavy work
/// gave way), but it also starves heavy work behind every other process of the machine,
/// nice 19 ones included: a test's analysis waited more than 20 s while a compiler and a
/// soak ran beside it. With giving way, SCHED_IDLE measured 1.08×/1.12× of the move p99
/// without abusers (1/4 abusers) and nice 19 1.22×/1.12× (README, fair use under load).
const HEAVY_NICE: i32 = 19;

/// A job that failed inside Palace (it panicked): logged, and its author told.
#[derive(Debug)]
pub struct Failed(pub String);

impl std::fmt::Display for Failed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Failed {}

/// How many service jobs run at once: two a core.
fn permit_count() -> usize {
    2 * std::thread::available_parallelism().map_or(2, |n| n.get())
}

fn permits() -> &'static Semaphore {
    static PERMITS: OnceLock<Semaphore> = OnceLock::new();
    PERMITS.get_or_init(|| Semaphore::new(permit_count()))
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
    set_nice(SERVICE_NICE);
}

fn set_nice(nice: i32) {
    let me = rustix::thread::gettid();
    if let Err(e) = rustix::process::setpriority_process(Some(me), nice) {
        tracing::debug!(error = %e, nice, "a service thread keeps its priority");
    }
}

/// Heavy work giving way to service jobs (moves, boards: everything but heavy work).
struct GiveWay {
    /// Service jobs running now.
    answering: AtomicUsize,
    /// How many of them at once make heavy work wait: the cores heavy work leaves them
    /// (set by [`HeavyLane::new`]).
    at: AtomicUsize,
}

static GIVE_WAY: GiveWay = GiveWay {
    answering: AtomicUsize::new(0),
    at: AtomicUsize::new(1),
};

/// The longest heavy work waits at one [`give_way_to_moves`]: under an endless stream of
/// moves it still goes on (a quarter of a millisecond's work in every 20 at least).
const LONGEST_WAIT: Duration = Duration::from_millis(20);

/// How long heavy work sleeps between two looks.
const NAP: Duration = Duration::from_micros(200);

impl GiveWay {
    /// Counts a service job in while the result lives.
    fn answering(&self) -> Answering<'_> {
        self.answering.fetch_add(1, Ordering::SeqCst);
        Answering(self)
    }

    /// Waits while service jobs fill the cores left to them, up to [`LONGEST_WAIT`];
    /// returns how many naps it took.
    fn wait(&self) -> u32 {
        let started = std::time::Instant::now();
        let mut naps = 0;
        while self.answering.load(Ordering::Relaxed) >= self.at.load(Ordering::Relaxed)
            && started.elapsed() < LONGEST_WAIT
        {
            std::thread::sleep(NAP);
            naps += 1;
        }
        naps
    }
}

/// A service job, counted while it lives.
struct Answering<'a>(&'a GiveWay);

impl Drop for Answering<'_> {
    fn drop(&mut self) {
        self.0.answering.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Called by heavy work every quarter of a millisecond or so
/// ([`crate::service::Service::giving_way`]):
/// waits while service jobs fill the cores heavy work leaves them (on 2 cores, while any
/// move is being answered), up to [`LONGEST_WAIT`].
///
/// A low priority keeps heavy work behind a move on a core the move wants, but not off the
/// other core, and two busy cores slow each other (shared caches, memory and clock).
/// Measured with `cargo bench -p palace-e2e --bench discord_move -- --seconds 25 --rate
/// 200 --abusers 1` (2 cores): a move's answer with its picture had a p99 of 7.6–9.5 ms
/// without the abuser and 8.9–16.6 ms with analyses at the lowest priority there is
/// (SCHED_IDLE; a loop doing nothing under SCHED_IDLE cost as much); with analyses giving
/// way, see the README's fair-use figures.
pub fn give_way_to_moves() {
    GIVE_WAY.wait();
}

/// Runs `f` (the service) on a blocking thread of lower priority, waiting for a free
/// place first.
pub async fn run<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Result<T, Failed> {
    let _permit = permits().acquire().await.ok();
    tokio::task::spawn_blocking(move || {
        lower_priority();
        let _answering = GIVE_WAY.answering();
        f()
    })
    .await
    .map_err(|e| Failed(e.to_string()))
}

type Job = Box<dyn FnOnce() + Send>;

/// The jobs waiting on a lane, taken in turns between the people they are for: one job of
/// each person in the order they came, so that one person's many jobs (Palace's moves in
/// their games, their analyses) never hold back another person's, who waits behind at
/// most one job of each other person.
#[derive(Default)]
struct Turns {
    /// The people with jobs waiting, the next to be served first.
    order: VecDeque<UserId>,
    /// Each one's jobs, in the order given.
    jobs: HashMap<UserId, VecDeque<Job>>,
    /// The lane is gone: the threads stop once the jobs are done.
    closed: bool,
}

impl Turns {
    fn push(&mut self, owner: &UserId, job: Job) {
        let jobs = self.jobs.entry(owner.clone()).or_default();
        if jobs.is_empty() {
            self.order.push_back(owner.clone());
        }
        jobs.push_back(job);
    }

    /// The next person's next job; that person goes to the back of the line if they have
    /// more.
    fn pop(&mut self) -> Option<Job> {
        let owner = self.order.pop_front()?;
        let jobs = self.jobs.get_mut(&owner)?;
        let job = jobs.pop_front();
        if jobs.is_empty() {
            self.jobs.remove(&owner);
        } else {
            self.order.push_back(owner);
        }
        job
    }

    /// How many waiting jobs are served before one more of `owner`'s: their own, and of
    /// each other person's as many as `owner` then has, plus one.
    fn before(&self, owner: &UserId) -> usize {
        let own = self.jobs.get(owner).map_or(0, VecDeque::len);
        own + self
            .jobs
            .iter()
            .filter(|(o, _)| *o != owner)
            .map(|(_, j)| j.len().min(own + 1))
            .sum::<usize>()
    }
}

/// What a lane's threads share.
#[derive(Default)]
struct Shared {
    turns: Mutex<Turns>,
    ready: Condvar,
}

impl Shared {
    fn turns(&self) -> std::sync::MutexGuard<'_, Turns> {
        self.turns.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Heavy work's own threads, a few, at the lowest priority, taking jobs in turns between
/// people ([`Turns`]).
///
/// Its own threads rather than tokio's blocking pool: a thread's nice value stays with it
/// and cannot be raised again without privileges, and the blocking pool's threads also
/// run moves. A person's job is taken only while fewer than `queue` people's jobs wait;
/// Palace's own moves always are (the move they answer is already played, and one person
/// has at most `[limits] engine_games` games against Palace), but do not count against
/// that queue, so they never make the lane refuse people's analyses as busy.
pub struct HeavyLane {
    shared: Arc<Shared>,
    workers: usize,
    queue: usize,
    running: Arc<AtomicUsize>,
    waiting: Arc<AtomicUsize>,
}

/// A person's job taken into the lane: its place in the queue is held from the moment it
/// is admitted (so that the next person is counted after it), and given back if the job
/// is never run.
#[derive(Debug)]
pub struct Queued {
    /// How many jobs are running or waiting before it (0: it starts at once).
    pub ahead: usize,
    owner: UserId,
    waiting: Arc<AtomicUsize>,
    held: bool,
}

impl Drop for Queued {
    fn drop(&mut self) {
        if self.held {
            self.waiting.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

impl Drop for HeavyLane {
    fn drop(&mut self) {
        self.shared.turns().closed = true;
        self.shared.ready.notify_all();
    }
}

impl HeavyLane {
    /// A lane of `workers` threads (at least one) letting `queue` jobs wait; moves are
    /// given the cores it leaves ([`give_way_to_moves`]).
    pub fn new(workers: usize, queue: usize) -> HeavyLane {
        let workers = workers.max(1);
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        GIVE_WAY
            .at
            .store(cores.saturating_sub(workers).max(1), Ordering::Relaxed);
        HeavyLane::spawn(workers, queue, "palace-heavy")
    }

    /// The lane of the reviews after games: one thread of its own at the same low
    /// priority, so that a review never queues ahead of a person's analysis or Palace's
    /// move, and giving way to moves like the heavy lane.
    pub fn for_reviews() -> HeavyLane {
        HeavyLane::spawn(1, 0, "palace-review")
    }

    fn spawn(workers: usize, queue: usize, name: &str) -> HeavyLane {
        let shared = Arc::new(Shared::default());
        for i in 0..workers {
            let shared = shared.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("{name}-{i}"))
                .spawn(move || {
                    set_nice(HEAVY_NICE);
                    loop {
                        let job = {
                            let mut turns = shared.turns();
                            loop {
                                if let Some(job) = turns.pop() {
                                    break Some(job);
                                }
                                if turns.closed {
                                    break None;
                                }
                                turns = shared.ready.wait(turns).unwrap_or_else(|e| e.into_inner());
                            }
                        };
                        match job {
                            Some(job) => job(),
                            None => return,
                        }
                    }
                });
            if let Err(e) = spawned {
                tracing::error!(error = %e, "cannot start a thread for heavy work");
            }
        }
        HeavyLane {
            shared,
            workers,
            queue,
            running: Arc::default(),
            waiting: Arc::default(),
        }
    }

    /// A place for a job of `owner`'s, or `None` while the queue is full.
    pub fn admit(&self, owner: &UserId) -> Option<Queued> {
        let queue = self.queue;
        self.waiting
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |w| {
                (w < queue).then_some(w + 1)
            })
            .ok()?;
        let before = self.shared.turns().before(owner);
        let running = self.running.load(Ordering::SeqCst);
        Some(Queued {
            ahead: (running + before + 1).saturating_sub(self.workers),
            owner: owner.clone(),
            waiting: self.waiting.clone(),
            held: true,
        })
    }

    /// Runs a person's job `f`, admitted as `queued`, when its turn comes.
    pub async fn run_queued<T: Send + 'static>(
        &self,
        mut queued: Queued,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Failed> {
        // The place held at admission is the one the job takes, given back when it starts.
        queued.held = false;
        let waiting = self.waiting.clone();
        self.send(&queued.owner, Some(waiting), f).await
    }

    /// Runs `f` (Palace's own move in a game of `owner`'s, or a review: never refused, and
    /// not counted against the queue of people's jobs) when its turn comes.
    pub async fn run<T: Send + 'static>(
        &self,
        owner: &UserId,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Failed> {
        self.send(owner, None, f).await
    }

    /// Puts `f` in `owner`'s turn; `held`: the queue place it gives back when it starts.
    async fn send<T: Send + 'static>(
        &self,
        owner: &UserId,
        held: Option<Arc<AtomicUsize>>,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Failed> {
        let (tx, rx) = oneshot::channel();
        let running = self.running.clone();
        let job: Job = Box::new(move || {
            if let Some(waiting) = held {
                waiting.fetch_sub(1, Ordering::SeqCst);
            }
            running.fetch_add(1, Ordering::SeqCst);
            let result = catch_unwind(AssertUnwindSafe(f));
            running.fetch_sub(1, Ordering::SeqCst);
            let _ = tx.send(result.map_err(|p| {
                let why = p
                    .downcast_ref::<&str>()
                    .map(|s| (*s).to_owned())
                    .or_else(|| p.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "a panic".to_owned());
                Failed(format!("heavy job panicked: {why}"))
            }));
        });
        self.shared.turns().push(owner, job);
        self.shared.ready.notify_one();
        rx.await
            .map_err(|_| Failed("the heavy job was lost".to_owned()))?
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heavy_work_waits_while_moves_fill_the_cores_left_to_them() {
        let gate = GiveWay {
            answering: AtomicUsize::new(0),
            at: AtomicUsize::new(2),
        };
        assert_eq!(gate.wait(), 0, "nothing to give way to");
        let one = gate.answering();
        assert_eq!(gate.wait(), 0, "a core is still free");
        let two = gate.answering();
        let started = std::time::Instant::now();
        assert!(gate.wait() > 0);
        assert!(
            started.elapsed() >= LONGEST_WAIT,
            "never longer, but that long"
        );
        drop(one);
        assert_eq!(gate.wait(), 0, "a move answered frees its core");
        drop(two);
        assert_eq!(gate.answering.load(Ordering::SeqCst), 0);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn heavy_work_has_its_own_threads_at_the_lowest_priority() {
        let lane = Arc::new(HeavyLane::new(1, 2));
        let a = UserId("a".into());
        let nice = lane
            .run(&a, || rustix::process::getpriority_process(None).unwrap())
            .await
            .unwrap();
        assert_eq!(nice, HEAVY_NICE);
        // One job runs, two wait, the next person is refused; moves go on meanwhile.
        let (release, hold) = std::sync::mpsc::channel::<()>();
        let hold = Arc::new(Mutex::new(hold));
        assert_eq!(lane.admit(&a).unwrap().ahead, 0);
        assert!(lane.admit(&a).is_some(), "a place not taken is given back");
        let mut held = Vec::new();
        for i in 0..3 {
            let (lane, hold) = (lane.clone(), hold.clone());
            let queued = lane.admit(&a).expect("room");
            assert_eq!(queued.ahead, i, "job {i}");
            held.push(tokio::spawn(async move {
                lane.run_queued(queued, move || hold.lock().unwrap().recv().unwrap())
                    .await
            }));
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert!(lane.admit(&a).is_none(), "the queue of two is full");
        let move_answer = tokio::time::timeout(Duration::from_secs(5), run(|| 42)).await;
        assert_eq!(move_answer.unwrap().unwrap(), 42, "a move does not wait");
        release.send(()).unwrap();
        tokio::time::sleep(Duration::from_millis(100)).await;
        assert_eq!(lane.admit(&a).unwrap().ahead, 2, "one runs, one waits");
        for _ in 0..2 {
            release.send(()).unwrap();
        }
        for h in held {
            h.await.unwrap().unwrap();
        }
        let failed = lane.run(&a, || panic!("boom")).await.unwrap_err();
        assert!(failed.0.contains("boom"), "{failed}");
        assert_eq!(lane.run(&a, || 7).await.unwrap(), 7, "the thread survives");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_lane_takes_turns_between_people() {
        let lane = Arc::new(HeavyLane::new(1, 1));
        let (a, b, c) = (UserId("a".into()), UserId("b".into()), UserId("c".into()));
        let (release, hold) = std::sync::mpsc::channel::<()>();
        let hold = Arc::new(Mutex::new(hold));
        let order = Arc::new(Mutex::new(Vec::new()));
        let mut jobs = Vec::new();
        // A's first job holds the only thread; then A gives four more (Palace's moves in
        // A's games), B and C one each, in that order.
        let owners = [&a, &a, &a, &a, &a, &b, &c];
        for (i, owner) in owners.into_iter().enumerate() {
            let (lane, hold, order, owner) =
                (lane.clone(), hold.clone(), order.clone(), owner.clone());
            jobs.push(tokio::spawn(async move {
                lane.run(&owner, move || {
                    if i == 0 {
                        hold.lock().unwrap().recv().unwrap();
                    }
                    order.lock().unwrap().push(i);
                })
                .await
            }));
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
        // Palace's moves do not fill the queue of people's jobs.
        let queued = lane.admit(&c).expect("room for a person's analysis");
        assert_eq!(
            queued.ahead, 5,
            "behind the running job, one of A's, B's, C's own waiting one, then A's next"
        );
        drop(queued);
        release.send(()).unwrap();
        for j in jobs {
            j.await.unwrap().unwrap();
        }
        assert_eq!(*order.lock().unwrap(), [0, 1, 5, 6, 2, 3, 4]);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_service_runs_at_lower_priority_and_in_turn() {
        let nice = run(|| rustix::process::getpriority_process(None).unwrap())
            .await
            .unwrap();
        assert!(nice >= SERVICE_NICE, "nice {nice}");
        // The async threads keep their priority.
        assert!(rustix::process::getpriority_process(None).unwrap() < SERVICE_NICE);

        // The whole limit: other tests of this binary may hold permits at this moment.
        let limit = permit_count();
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
