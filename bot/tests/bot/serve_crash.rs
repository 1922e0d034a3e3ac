//! Crash safety of `palace serve` (#25): the built binary against one fake Discord that
//! stays up while the bot is killed with SIGKILL at random moments and started again on
//! the same data directory, over and over.
//!
//! Eight players in four pairs act at once as Discord users would, each pair one step at a
//! time (a user waits for the answer before the next step): challenge with `/challenge`,
//! accept by the Accept button or `/accept`, play random legal moves with `/move` (in
//! coordinates or WXF) in the game's thread, offer draws with `/draw` and answer them by
//! button or command; a finished game is followed by a new challenge, the variant
//! alternating between Mini Xiangqi and Xiangqi. An interaction counts as acknowledged
//! once the fake has the bot's answer to it (the deferred response filled, or the clicked
//! message's buttons taken off).
//!
//! After each kill the store is opened (the bot is dead, so sled is free) and each pair's
//! whole history in it must be exactly what its acknowledged steps make — or that plus the
//! one step in flight at the kill, which the bot may have committed without answering.
//! So every acknowledged move is in its game's record at its ply, no step is applied
//! twice (an extra ply, game or challenge), every acknowledged challenge is open or
//! became exactly one game, every acknowledged draw offer is pending or was answered.
//! Every stored game replays through the rules to its stored state (its ply count and
//! whether it is over), and every player's results count each finished game once. The
//! fake may report only interactions that the kill left without an answer. The last round
//! drains the load and stops the bot with SIGTERM, which must exit cleanly.
//!
//! The long run (100 kills, a few minutes) prints its counts:
//!
//! ```sh
//! cargo test -p palace --test bot serve_crash -- --ignored --nocapture
//! ```

use engine::SplitMix64 as Rng;
use std::collections::HashSet;
use std::fmt;
use std::path::Path;
use std::process::Child;
use std::time::{Duration, Instant};

use fake_discord::{FakeDiscord, FakeUser, InteractionId, Posted};
use palace::model::{ChallengeDoc, GameDoc, PlayerDoc};
use palace::store::{Kind, SledStore, Store};
use rules::{AnyGame, Color, EndReason, Outcome, Record, Variant};
use serde_json::Value;
use tokio::sync::watch;

use crate::common;

use common::serve::{T, serving, start, stop, write_config};

/// The players' pairs: the first of each challenges (and plays Red), the second accepts.
const PAIRS: usize = 4;

/// The variants the pairs alternate between.
const VARIANTS: [Variant; 2] = [Variant::MiniXiangqi, Variant::Xiangqi];

/// Limits high enough that the load is never told to slow down.
const LIMITS: &str = "[limits]\ncommands_per_minute = 6000\ncommand_burst = 1000\n";

/// The longest a round's load runs before the kill.
const MAX_ROUND: Duration = Duration::from_millis(2500);

/// A game this long is offered a draw, which is then accepted.
const LONG_GAME: usize = 70;

/// Discord's time for an interaction's initial response.
const DEADLINE: Duration = Duration::from_secs(3);

/// One hundred kills: the run the issue asks for.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a few minutes: cargo test -p palace --test bot serve_crash -- --ignored --nocapture"]
async fn a_hundred_sigkills_lose_and_repeat_nothing() {
    let started = Instant::now();
    let tally = run(100, 0x5eed_0025).await;
    println!("{tally}\nin {:.0?}", started.elapsed());
    tally.assert_sound();
}

/// Three kills, quickly: the same checks as the long run, kept in every `cargo test`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_few_sigkills_lose_and_repeat_nothing() {
    let started = Instant::now();
    let tally = run(3, 0xc0ffee).await;
    println!("{tally}\nin {:.0?}", started.elapsed());
    tally.assert_sound();
    assert!(tally.moves().acked > 0, "the load moved: {tally}");
}

// ---------------------------------------------------------------------------------------
// The run.

/// Runs `kills` rounds that end in SIGKILL and a last one that ends in SIGTERM, checking
/// the store after each; the counts.
async fn run(kills: u32, seed: u64) -> Tally {
    let fake = FakeDiscord::start().await;
    let mut pairs: Vec<Pair> = (0..PAIRS).map(|i| Pair::new(&fake, i)).collect();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let config = dir.path().join("palace.toml");
    write_config(&config, &fake, &data.display().to_string(), LIMITS);
    let mut rng = Rng::new(seed);
    let mut run = Run::default();
    for round in 0..=kills {
        let last = round == kills;
        let log = dir.path().join(format!("palace-{round}.log"));
        let mut bot = start(&config, &[], &fake.token(), &log);
        if let Err(e) = serving(&fake, round + 1).await {
            panic!("round {round}: {e}\n{}", read(&log));
        }
        let steps = round_of_load(&fake, &mut pairs, &mut bot, &mut rng, last).await;
        if last {
            let exit = stop(&mut bot).await;
            assert!(exit.success(), "SIGTERM: {exit:?}\n{}", read(&log));
        } else {
            bot.wait().unwrap();
            run.tally.kills += 1;
        }
        // What reached the fake before the kill is still being served: let it finish.
        tokio::time::sleep(Duration::from_millis(200)).await;
        let stored = Stored::read(&data);
        for (pair, steps) in pairs.iter_mut().zip(steps) {
            let answered = answers(&fake, steps).await;
            run.check_pair(&fake, pair, &answered, &stored, last);
        }
        run.check_store(&stored, &pairs);
        run.check_violations(&fake);
        if !run.failures.is_empty() {
            panic!(
                "round {round}:\n{}\n{}\nbot log:\n{}",
                run.failures.join("\n"),
                run.tally,
                read(&log)
            );
        }
    }
    run.tally.games = pairs.iter().map(|p| p.state.games.len()).sum();
    run.tally.finished = pairs
        .iter()
        .flat_map(|p| &p.state.games)
        .filter(|g| g.over())
        .count();
    run.tally
}

/// Lets every pair act until the round ends: after a random time the load is abandoned
/// and the bot killed at once (or, in the last round, the load drains: every step
/// answered). Each pair's steps, in order.
async fn round_of_load(
    fake: &FakeDiscord,
    pairs: &mut [Pair],
    bot: &mut Child,
    rng: &mut Rng,
    last: bool,
) -> Vec<Vec<Step>> {
    let (phase, watching) = watch::channel(Phase::Run);
    let lasting = Duration::from_millis(rng.below(MAX_ROUND.as_millis() as usize) as u64);
    let seeds: Vec<u64> = pairs.iter().map(|_| rng.next_u64()).collect();
    let load = futures::future::join_all(
        pairs
            .iter_mut()
            .zip(seeds)
            .map(|(p, s)| p.act(fake, Rng::new(s), watching.clone())),
    );
    let end = async {
        tokio::time::sleep(if last { MAX_ROUND } else { lasting }).await;
        if last {
            phase.send_replace(Phase::Drain);
        } else {
            phase.send_replace(Phase::Abandon);
            bot.kill().unwrap();
        }
        Instant::now()
    };
    let (mut steps, ended) = tokio::join!(load, end);
    for s in steps.iter_mut().flatten() {
        s.ended = Some(ended);
    }
    steps
}

fn read(log: &Path) -> String {
    std::fs::read_to_string(log).unwrap_or_default()
}

/// What the load does now.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Phase {
    /// Acts.
    Run,
    /// Sends nothing more but waits for the answer in flight.
    Drain,
    /// Stops at once: the bot is being killed.
    Abandon,
}

// ---------------------------------------------------------------------------------------
// The players.

/// Two players who play each other, over and over, in their own channel.
struct Pair {
    index: usize,
    /// Red (the challenger) and Black.
    users: [FakeUser; 2],
    channel: u64,
    /// What the store held after the last round (nothing at first).
    state: History,
    /// What the players see of it in Discord.
    seen: Seen,
}

/// The messages and the thread a player would click on or type in.
#[derive(Default)]
struct Seen {
    /// The open challenge's message (or, once accepted, the one the game started from).
    challenge_msg: Option<u64>,
    /// The running game's thread.
    thread: Option<u64>,
    /// The pending draw offer's message.
    offer_msg: Option<u64>,
}

impl Pair {
    fn new(fake: &FakeDiscord, index: usize) -> Pair {
        let users = [
            fake.add_user(&format!("Red{index}")),
            fake.add_user(&format!("Black{index}")),
        ];
        Pair {
            index,
            users,
            channel: fake.add_channel(&format!("pair-{index}")),
            state: History::default(),
            seen: Seen::default(),
        }
    }

    fn user(&self, color: Color) -> &FakeUser {
        &self.users[color.index()]
    }

    /// Acts until the phase says stop; the steps sent, in order.
    async fn act(
        &mut self,
        fake: &FakeDiscord,
        mut rng: Rng,
        mut phase: watch::Receiver<Phase>,
    ) -> Vec<Step> {
        let mut now = self.state.clone();
        let mut steps = Vec::new();
        while *phase.borrow() == Phase::Run {
            let action = self.choose(fake, &now, &mut rng);
            let id = self.send(fake, &now, &action).await;
            steps.push(Step {
                action,
                id,
                ended: None,
            });
            let answer = tokio::select! {
                a = fake.reply_to(id, T) => a,
                _ = phase.wait_for(|p| *p == Phase::Abandon) => break,
            };
            let Some(first) = answer.ok().and_then(|a| a.into_iter().next()) else {
                break;
            };
            if first.ephemeral {
                break; // A refusal: the check says so.
            }
            let step = steps.last_mut().unwrap();
            self.saw(fake, &mut step.action, &first);
            now = now.after(&step.action);
            tokio::time::sleep(Duration::from_millis(rng.below(20) as u64)).await;
        }
        steps
    }

    /// The next step, as the players would take it from what they know.
    fn choose(&self, fake: &FakeDiscord, now: &History, rng: &mut Rng) -> Action {
        let Some(game) = now.running() else {
            return match &now.open {
                Some(_) => Action::Accept(self.via(fake, self.seen.challenge_msg, "Accept", rng)),
                None => Action::Challenge {
                    variant: VARIANTS[(self.index + now.games.len()) % VARIANTS.len()],
                    id: None,
                },
            };
        };
        let turn = game.game.turn();
        let ply = game.game.ply();
        match game.offer {
            // Sometimes the one offered a draw just moves on.
            Some(by) if !(turn != by && rng.chance(15)) => {
                let accept = ply >= 40 || rng.chance(25);
                let label = if accept { "Accept draw" } else { "Decline" };
                Action::Answer {
                    by: !by,
                    accept,
                    via: self.via(fake, self.seen.offer_msg, label, rng),
                }
            }
            None if ply >= LONG_GAME || (ply >= 2 && rng.chance(7)) => Action::Offer(!turn),
            _ => {
                let moves = game.game.moves_for(turn);
                let m = &moves[rng.below(moves.len())];
                let text = if rng.chance(30) {
                    m.written.canonical().to_owned()
                } else {
                    m.coordinate.clone()
                };
                Action::Move {
                    by: turn,
                    coordinate: m.coordinate.clone(),
                    text,
                }
            }
        }
    }

    /// A click on `label` under `message` if it is there (and the dice say so), else a
    /// command.
    fn via(&self, fake: &FakeDiscord, message: Option<u64>, label: &str, rng: &mut Rng) -> Via {
        let button = message
            .and_then(|m| fake.message(m))
            .and_then(|m| m.button(label).map(|b| (m.id, b)));
        match button {
            Some((message, custom_id)) if rng.chance(70) => Via::Click { message, custom_id },
            _ => Via::Command,
        }
    }

    /// Sends `action` to the bot; the interaction.
    async fn send(&mut self, fake: &FakeDiscord, now: &History, action: &Action) -> InteractionId {
        let [red, black] = &self.users;
        match action {
            Action::Challenge { variant, .. } => {
                let options = [
                    ("opponent", black.option()),
                    ("variant", Value::from(variant.name())),
                    ("side", Value::from("red")),
                    ("days", Value::from(14)),
                ];
                fake.slash(red, self.channel, "challenge", &options).await
            }
            Action::Accept(Via::Click { message, custom_id }) => {
                fake.click(black, *message, custom_id).await
            }
            Action::Accept(Via::Command) => {
                let id = now.open.as_ref().and_then(|o| o.id);
                let options: Vec<(&str, Value)> = id
                    .map(|i| ("challenge", Value::from(i)))
                    .into_iter()
                    .collect();
                fake.slash(black, self.channel, "accept", &options).await
            }
            Action::Move { by, text, .. } => {
                let place = self.game_place(fake);
                let options = [("text", Value::from(text.as_str()))];
                fake.slash(self.user(*by), place, "move", &options).await
            }
            Action::Offer(by) => {
                let place = self.game_place(fake);
                let options = [("action", Value::from("offer"))];
                fake.slash(self.user(*by), place, "draw", &options).await
            }
            Action::Answer { by, via, accept } => match via {
                Via::Click { message, custom_id } => {
                    fake.click(self.user(*by), *message, custom_id).await
                }
                Via::Command => {
                    let place = self.game_place(fake);
                    let word = if *accept { "accept" } else { "decline" };
                    let options = [("action", Value::from(word))];
                    fake.slash(self.user(*by), place, "draw", &options).await
                }
            },
        }
    }

    /// Where the players type about their game: its thread once there is one.
    fn game_place(&mut self, fake: &FakeDiscord) -> u64 {
        if self.seen.thread.is_none() {
            self.seen.thread = self.seen.challenge_msg.and_then(|m| {
                fake.threads()
                    .into_iter()
                    .find(|t| t.starter_message == Some(m) && !t.archived)
                    .map(|t| t.id)
            });
        }
        self.seen.thread.unwrap_or(self.channel)
    }

    /// Takes in the answer to `action`: the challenge's number and message, the draw
    /// offer's message.
    fn saw(&mut self, fake: &FakeDiscord, action: &mut Action, answer: &Posted) {
        match action {
            Action::Challenge { id, .. } => {
                *id = challenge_number(&answer.content);
                self.seen.challenge_msg = Some(answer.id);
                self.seen.thread = None;
            }
            Action::Accept(_) => {
                self.seen.offer_msg = None;
                self.game_place(fake);
            }
            Action::Offer(_) => {
                self.seen.offer_msg = answer.button("Accept draw").map(|_| answer.id);
            }
            Action::Move { .. } | Action::Answer { .. } => self.seen.offer_msg = None,
        }
    }

    /// Takes in what the store holds after a kill.
    fn resync(&mut self, stored: &StoredPair) {
        self.state = stored.history.clone();
        if let Some(post) = stored.history.open.as_ref().and_then(|o| o.post) {
            self.seen.challenge_msg = Some(post);
        }
        match stored.history.running() {
            Some(game) => {
                if game.offer.is_none() {
                    self.seen.offer_msg = None;
                }
                if let Some(place) = stored.place.filter(|&p| p != self.channel) {
                    self.seen.thread = Some(place);
                }
            }
            None => {
                self.seen.offer_msg = None;
                if stored.history.open.is_none() {
                    self.seen.challenge_msg = None;
                }
                self.seen.thread = None;
            }
        }
    }
}

/// `challenge:12` in a challenge's text: 12.
fn challenge_number(text: &str) -> Option<u64> {
    let rest = &text[text.find("challenge:")? + "challenge:".len()..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// How a player answers: a button or a command.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Via {
    Click { message: u64, custom_id: String },
    Command,
}

/// One step of a pair.
#[derive(Clone, Debug)]
enum Action {
    /// Red challenges Black (the number once answered).
    Challenge { variant: Variant, id: Option<u64> },
    /// Black accepts.
    Accept(Via),
    /// A move.
    Move {
        by: Color,
        coordinate: String,
        text: String,
    },
    /// A draw offer.
    Offer(Color),
    /// An answer to the opponent's draw offer.
    Answer { by: Color, accept: bool, via: Via },
}

/// The kinds of steps, as [`Action::kind`] numbers them.
const KINDS: [&str; 5] = ["challenges", "accepts", "moves", "draw offers", "answers"];

/// [`Action::Move`]'s number in [`KINDS`].
const MOVES: usize = 2;

impl Action {
    /// Its kind's place in [`KINDS`].
    fn kind(&self) -> usize {
        match self {
            Action::Challenge { .. } => 0,
            Action::Accept(_) => 1,
            Action::Move { .. } => MOVES,
            Action::Offer(_) => 3,
            Action::Answer { .. } => 4,
        }
    }
}

/// A step sent: what, its interaction, and when its round ended.
#[derive(Clone, Debug)]
struct Step {
    action: Action,
    id: InteractionId,
    ended: Option<Instant>,
}

// ---------------------------------------------------------------------------------------
// What a pair's history is: the model the store must match.

/// A pair's open challenge and games, oldest first.
#[derive(Clone, Debug, Default)]
struct History {
    open: Option<Open>,
    games: Vec<Game>,
}

/// An open challenge.
#[derive(Clone, Debug)]
struct Open {
    /// Its number, once known.
    id: Option<u64>,
    variant: Variant,
    /// Its message, if stored.
    post: Option<u64>,
}

/// A game: its rules state and any pending draw offer.
#[derive(Clone, Debug)]
struct Game {
    game: AnyGame,
    offer: Option<Color>,
}

impl Game {
    fn over(&self) -> bool {
        self.game.outcome().is_some()
    }

    fn record(&self) -> Record {
        self.game.record()
    }
}

impl History {
    /// The game in progress, if any (only the newest can be).
    fn running(&self) -> Option<&Game> {
        self.games.last().filter(|g| !g.over())
    }

    /// The history once `action` is applied.
    fn after(&self, action: &Action) -> History {
        let mut next = self.clone();
        match action {
            Action::Challenge { variant, id } => {
                next.open = Some(Open {
                    id: *id,
                    variant: *variant,
                    post: None,
                });
            }
            Action::Accept(_) => {
                let open = next.open.take().expect("a challenge to accept");
                next.games.push(Game {
                    game: AnyGame::from_record(&Record::new(open.variant)).unwrap(),
                    offer: None,
                });
            }
            Action::Move { by, coordinate, .. } => {
                let g = next.games.last_mut().expect("a game");
                g.game.play_as(*by, coordinate).expect("a legal move");
                g.offer = None;
            }
            Action::Offer(by) => next.games.last_mut().expect("a game").offer = Some(*by),
            Action::Answer { accept, .. } => {
                let g = next.games.last_mut().expect("a game");
                g.offer = None;
                if *accept {
                    g.game
                        .end(Outcome::draw(EndReason::Agreement))
                        .expect("a running game");
                }
            }
        }
        next
    }

    /// Whether the store's history (`got`) is this one.
    fn is(&self, got: &History) -> bool {
        let open = match (&self.open, &got.open) {
            (None, None) => true,
            (Some(a), Some(b)) => a.variant == b.variant && a.id.is_none_or(|i| b.id == Some(i)),
            _ => false,
        };
        open && self.games.len() == got.games.len()
            && self
                .games
                .iter()
                .zip(&got.games)
                .all(|(a, b)| a.record() == b.record() && a.offer == b.offer)
    }

    fn plies(&self) -> usize {
        self.games.iter().map(|g| g.game.ply()).sum()
    }
}

impl fmt::Display for History {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.open {
            Some(o) => write!(f, "open challenge {:?} ({}); ", o.id, o.variant.name())?,
            None => write!(f, "no open challenge; ")?,
        }
        for (i, g) in self.games.iter().enumerate() {
            let r = g.record();
            write!(
                f,
                "game {i} {} [{}]{}{}; ",
                r.variant.name(),
                r.moves.join(" "),
                g.game.outcome().map_or(String::new(), |o| format!(
                    " over: {}",
                    o.describe(r.variant)
                )),
                g.offer
                    .map_or(String::new(), |c| format!(" offer by {}", c.name())),
            )?;
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------
// The store, read after a kill.

/// Everything in the store, each document read and each game rebuilt.
struct Stored {
    games: Vec<GameDoc>,
    challenges: Vec<ChallengeDoc>,
    players: Vec<PlayerDoc>,
    /// Documents that cannot be read, or games that do not replay.
    damaged: Vec<String>,
}

/// One pair's part of the store.
struct StoredPair {
    history: History,
    /// The running game's place (a channel or thread id).
    place: Option<u64>,
    /// Open challenges beyond one (each a step applied twice).
    extra_challenges: usize,
}

impl Stored {
    /// Opens the store of the (dead) bot's data directory and reads all of it.
    fn read(data: &Path) -> Stored {
        let store = SledStore::open(&data.join("store")).expect("the store opens after a kill");
        let dump = store.dump().expect("the store reads whole");
        drop(store);
        let mut stored = Stored {
            games: Vec::new(),
            challenges: Vec::new(),
            players: Vec::new(),
            damaged: Vec::new(),
        };
        for r in &dump.records {
            let fail = |e: serde_json::Error| format!("{} {}: {e}", r.kind.name(), r.key);
            match r.kind {
                Kind::Game => match serde_json::from_str::<GameDoc>(&r.doc) {
                    Ok(doc) => stored.games.push(doc),
                    Err(e) => stored.damaged.push(fail(e)),
                },
                Kind::Challenge => match serde_json::from_str(&r.doc) {
                    Ok(doc) => stored.challenges.push(doc),
                    Err(e) => stored.damaged.push(fail(e)),
                },
                Kind::Player => match serde_json::from_str(&r.doc) {
                    Ok(doc) => stored.players.push(doc),
                    Err(e) => stored.damaged.push(fail(e)),
                },
                Kind::Server => {
                    if let Err(e) = serde_json::from_str::<palace::model::ServerDoc>(&r.doc) {
                        stored.damaged.push(fail(e));
                    }
                }
                Kind::Tournament => {
                    if let Err(e) = serde_json::from_str::<palace::model::TournamentDoc>(&r.doc) {
                        stored.damaged.push(fail(e));
                    }
                }
            }
        }
        stored.games.sort_by_key(|g| g.id);
        stored.challenges.sort_by_key(|c| c.id);
        stored
    }

    /// `pair`'s challenges and games, each game rebuilt through the rules.
    fn pair(&self, pair: &Pair) -> Result<StoredPair, String> {
        let [red, black] = pair.users.each_ref().map(|u| u.id.to_string());
        let open: Vec<&ChallengeDoc> = self
            .challenges
            .iter()
            .filter(|c| c.challenger.0 == red && c.opponent.as_ref().is_some_and(|o| o.0 == black))
            .collect();
        let mut games = Vec::new();
        let mut place = None;
        for doc in self
            .games
            .iter()
            .filter(|g| g.red.0 == red && g.black.0 == black)
        {
            games.push(replayed(doc)?);
            place = doc.is_running().then(|| channel_of(&doc.place)).flatten();
        }
        let history = History {
            open: open.first().map(|c| Open {
                id: Some(c.id),
                variant: c.variant.parse().unwrap(),
                post: c.post.as_deref().and_then(|p| p.parse().ok()),
            }),
            games,
        };
        Ok(StoredPair {
            history,
            place,
            extra_challenges: open.len().saturating_sub(1),
        })
    }
}

/// A stored game rebuilt through the rules, checked against what the document says of
/// it (ply count, whether it is over, the offer only while it runs).
fn replayed(doc: &GameDoc) -> Result<Game, String> {
    let game = doc
        .rebuild()
        .map_err(|e| format!("game {} does not replay: {e}", doc.id))?;
    if game.ply() != doc.moves.len() {
        return Err(format!(
            "game {}: {} plies replayed of {}",
            doc.id,
            game.ply(),
            doc.moves.len()
        ));
    }
    if game.outcome().is_some() == doc.is_running() {
        return Err(format!(
            "game {}: the rules say over = {}, the document says running = {}",
            doc.id,
            game.outcome().is_some(),
            doc.is_running()
        ));
    }
    let offer = if doc.is_running() {
        doc.draw_offer
    } else {
        None
    };
    Ok(Game { game, offer })
}

/// The channel of a place `<#123>`.
fn channel_of(place: &palace::model::Place) -> Option<u64> {
    place.0.strip_prefix("<#")?.strip_suffix('>')?.parse().ok()
}

// ---------------------------------------------------------------------------------------
// The checks and the counts.

/// The checks' state over the run.
#[derive(Default)]
struct Run {
    tally: Tally,
    /// Interactions a kill left unanswered: the fake may report them.
    excused: HashSet<u64>,
    /// Violations of the fake already looked at.
    violations_seen: usize,
    failures: Vec<String>,
}

/// What was done and found, per kind of step.
#[derive(Clone, Copy, Debug, Default)]
struct Counts {
    sent: usize,
    acked: usize,
    /// In flight at a kill, unanswered, and yet committed.
    applied_unacked: usize,
}

/// The run's counts.
#[derive(Clone, Debug, Default)]
struct Tally {
    kills: u32,
    /// Per kind of step, as in [`KINDS`].
    steps: [Counts; 5],
    /// Acknowledged moves found at their ply after the kill that followed.
    moves_found: usize,
    /// Acknowledged moves missing after a kill.
    lost: usize,
    /// Steps applied twice: extra plies, games or challenges.
    duplicates: usize,
    /// Steps refused (each would mean the players' view and the bot's differ).
    refused: usize,
    /// Histories that matched neither the acknowledged steps nor those and the step in
    /// flight.
    mismatches: usize,
    /// Games started and finished by the end.
    games: usize,
    finished: usize,
}

impl Tally {
    fn moves(&self) -> Counts {
        self.steps[MOVES]
    }

    fn assert_sound(&self) {
        assert_eq!(self.lost, 0, "{self}");
        assert_eq!(self.duplicates, 0, "{self}");
        assert_eq!(self.refused, 0, "{self}");
        assert_eq!(self.mismatches, 0, "{self}");
        assert_eq!(self.moves_found, self.moves().acked, "{self}");
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "kills: {}", self.kills)?;
        writeln!(
            f,
            "{:<11} {:>6} {:>6} {:>8} {:>20}",
            "step", "sent", "acked", "unacked", "unacked but applied"
        )?;
        for (name, c) in KINDS.iter().zip(&self.steps) {
            writeln!(
                f,
                "{name:<11} {:>6} {:>6} {:>8} {:>20}",
                c.sent,
                c.acked,
                c.sent - c.acked,
                c.applied_unacked
            )?;
        }
        writeln!(
            f,
            "acknowledged moves found: {}, lost: {}; duplicates: {}; refused: {}; mismatches: {}",
            self.moves_found, self.lost, self.duplicates, self.refused, self.mismatches
        )?;
        write!(
            f,
            "games: {} started, {} finished",
            self.games, self.finished
        )
    }
}

/// What became of a step, as the fake saw it.
enum Answer {
    Acked,
    Refused(String),
    None,
}

/// What became of each of `steps`, as the fake has it now: answered (by a public post
/// first), refused (a private one), or not answered.
async fn answers(fake: &FakeDiscord, steps: Vec<Step>) -> Vec<(Step, Answer)> {
    let mut out = Vec::new();
    for step in steps {
        let answer = match fake.reply_to(step.id, Duration::ZERO).await {
            Ok(posts) => match posts.first() {
                Some(p) if p.ephemeral => Answer::Refused(p.content.clone()),
                Some(_) => Answer::Acked,
                None => Answer::None,
            },
            Err(_) => Answer::None,
        };
        out.push((step, answer));
    }
    out
}

/// What a pair's steps of a round should have left in the store.
struct Expected {
    /// The history the acknowledged steps make.
    acked: History,
    /// And with the step a kill left unanswered, if any.
    in_flight: Option<History>,
    /// The acknowledged moves: game (index in the pair's history), ply, coordinates.
    moves: Vec<(usize, usize, String)>,
}

impl Run {
    /// Checks `pair`'s part of the store against its steps of the round, counts, and
    /// takes the store's state as the pair's.
    fn check_pair(
        &mut self,
        fake: &FakeDiscord,
        pair: &mut Pair,
        steps: &[(Step, Answer)],
        stored: &Stored,
        drained: bool,
    ) {
        let got = match stored.pair(pair) {
            Ok(g) => g,
            Err(e) => {
                self.failures.push(format!("pair {}: {e}", pair.index));
                return;
            }
        };
        let expected = self.expected(fake, pair, steps, drained);
        self.count_moves(&got.history, &expected.moves);
        self.tally.duplicates += got.extra_challenges;
        if expected.acked.is(&got.history) {
            // The step in flight, if any, was not committed.
        } else if expected
            .in_flight
            .as_ref()
            .is_some_and(|h| h.is(&got.history))
        {
            let (last, _) = &steps[steps.len() - 1];
            self.tally.steps[last.action.kind()].applied_unacked += 1;
        } else {
            self.tally.mismatches += 1;
            let most = expected.in_flight.as_ref().unwrap_or(&expected.acked);
            self.tally.duplicates += got.history.games.len().saturating_sub(most.games.len())
                + got.history.plies().saturating_sub(most.plies());
            self.failures.push(format!(
                "pair {}: the store holds\n  {}\nbut the acknowledged steps make\n  {}\n(steps {:?})",
                pair.index,
                got.history,
                expected.acked,
                steps.iter().map(|(s, _)| &s.action).collect::<Vec<_>>()
            ));
        }
        pair.resync(&got);
    }

    /// Counts `steps` and applies the acknowledged ones to what the store held before
    /// them; a step the kill left unanswered (the last, if any) is excused.
    fn expected(
        &mut self,
        fake: &FakeDiscord,
        pair: &Pair,
        steps: &[(Step, Answer)],
        drained: bool,
    ) -> Expected {
        let mut acked = pair.state.clone();
        let mut in_flight = None;
        let mut moves = Vec::new();
        for (i, (step, answer)) in steps.iter().enumerate() {
            let counts = &mut self.tally.steps[step.action.kind()];
            counts.sent += 1;
            match answer {
                Answer::Acked => {
                    counts.acked += 1;
                    if let Action::Move { coordinate, .. } = &step.action {
                        let game = acked.games.len() - 1;
                        moves.push((game, acked.games[game].game.ply(), coordinate.clone()));
                    }
                    acked = acked.after(&step.action);
                }
                Answer::Refused(why) => {
                    self.tally.refused += 1;
                    self.failures.push(format!(
                        "pair {}: {:?} refused: {why}",
                        pair.index, step.action
                    ));
                }
                Answer::None if i + 1 == steps.len() && !drained => {
                    self.excuse(fake, pair.index, step);
                    in_flight = Some(acked.after(&step.action));
                }
                Answer::None => self.failures.push(format!(
                    "pair {}: {:?} was not answered",
                    pair.index, step.action
                )),
            }
        }
        Expected {
            acked,
            in_flight,
            moves,
        }
    }

    /// Counts the acknowledged moves of the round found at their ply.
    fn count_moves(&mut self, got: &History, moves: &[(usize, usize, String)]) {
        for (game, ply, coordinate) in moves {
            let found = got
                .games
                .get(*game)
                .is_some_and(|g| g.record().moves.get(*ply) == Some(coordinate));
            if found {
                self.tally.moves_found += 1;
            } else {
                self.tally.lost += 1;
            }
        }
    }

    /// Lets the fake report `step`, left unanswered by the kill — unless the bot had
    /// failed to give it its initial response in time before.
    fn excuse(&mut self, fake: &FakeDiscord, pair: usize, step: &Step) {
        let info = fake.interaction(step.id).expect("an interaction sent");
        let late = match (info.callback, info.delivered, step.ended) {
            (None, Some(at), Some(ended)) => ended > at + DEADLINE,
            _ => false,
        };
        if late {
            self.failures.push(format!(
                "pair {pair}: {:?} had no initial response within 3 s before the kill",
                step.action
            ));
        } else {
            self.excused.insert(step.id.0);
        }
    }

    /// Every stored document readable, nothing that no pair made, and every player's
    /// results counting each finished game once.
    fn check_store(&mut self, stored: &Stored, pairs: &[Pair]) {
        self.failures.extend(stored.damaged.iter().cloned());
        let games: usize = pairs.iter().map(|p| p.state.games.len()).sum();
        let open = pairs.iter().filter(|p| p.state.open.is_some()).count();
        if (games, open) != (stored.games.len(), stored.challenges.len()) {
            self.failures.push(format!(
                "{} games and {} challenges stored; the pairs have {games} and {open}",
                stored.games.len(),
                stored.challenges.len()
            ));
        }
        for pair in pairs {
            for (color, user) in [Color::Red, Color::Black].into_iter().zip(&pair.users) {
                self.check_results(stored, pair, color, user);
            }
        }
    }

    fn check_results(&mut self, stored: &Stored, pair: &Pair, color: Color, user: &FakeUser) {
        let id = user.id.to_string();
        let Some(player) = stored.players.iter().find(|p| p.id.0 == id) else {
            return;
        };
        for variant in VARIANTS {
            let over = pair
                .state
                .games
                .iter()
                .filter(|g| g.record().variant == variant && g.over())
                .count();
            let counted = player
                .results
                .get(variant.name())
                .map_or(0, |r| r.games() as usize);
            if counted != over {
                self.tally.duplicates += counted.saturating_sub(over);
                self.failures.push(format!(
                    "{} ({}) has {counted} {} results for {over} finished games",
                    user.name,
                    color.name(),
                    variant.name()
                ));
            }
        }
    }

    /// Fails on anything the fake reports but the answers a kill cut off.
    fn check_violations(&mut self, fake: &FakeDiscord) {
        let all = fake.violations();
        for v in &all[self.violations_seen..] {
            let excused = self
                .excused
                .iter()
                .any(|id| v.starts_with(&format!("interaction {id} (")));
            if !excused {
                self.failures.push(format!("the fake reports: {v}"));
            }
        }
        self.violations_seen = all.len();
    }
}

#[test]
fn challenge_numbers_are_read_from_the_text() {
    assert_eq!(
        challenge_number("Red0 challenges Black0 to ... /accept challenge:12 or"),
        Some(12)
    );
    assert_eq!(challenge_number("no number"), None);
}
