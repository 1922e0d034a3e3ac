//! `/move` through Discord, measured: the real bot against the fake on loopback, 1 000
//! running games in the store, 20 players moving at once (each in their own games, so
//! about ten games are played at once). For each move: the time from INTERACTION_CREATE to
//! the interaction callback, and to the final answer with the board picture.
//! `cargo bench -p palace-e2e --bench discord_move` (a benchmark, not a test;
//! `-- --games N --players N --moves N` to change the load). Each player plays a random
//! legal move (seeded, so runs are alike) in the lowest-numbered of its games where it is
//! its turn.
//!
//! `-- --seconds S` plays for S seconds instead of a number of moves; `-- --rate R` paces
//! the players to R moves a second in all (each player waits its share of the time between
//! its moves) instead of as fast as they can. A paced run is how the fair-use goal is
//! judged: at full speed the moves alone fill the CPU, and any other work lengthens their
//! queue whatever its priority.
//!
//! Beside the players, one more user sends `/help` (a command that writes nothing) every
//! 100 ms, and its INTERACTION_CREATE → callback is measured in the same run: the
//! `/move` acknowledgement is judged against it.
//!
//! `-- --abusers N` adds N more users who each send `/analyse` and `/replay` of long
//! finished games (200-ply Xiangqi, a different one each time) as fast as Palace allows
//! them: the next as soon as the last is answered, or as soon as a refusal's wait is over.
//! With `--hammer` they do not wait: the next goes the moment the last got any first answer
//! (a refusal or "Queued"); with `--heavy analyse` or `--heavy replay` they ask for that
//! alone. The command rate is raised for the benchmark (the players'
//! moves come faster than any person's), so a hammering abuser may send up to 100 commands
//! a second; the heavy-work limits are the defaults.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

#[path = "../tests/e2e/bot/mod.rs"]
mod bot;

use fake_discord::{FakeDiscord, FakeUser};
use palace::config::ServeConfig;
use palace::discord::serve_until;
use palace::model::{Place, Server, User, UserId};
use palace::service::command::{Command, OptionValue};
use palace::service::{Config, Service};
use palace::store::SledStore;
use rules::{AnyGame, Color, Record, Variant};
use serde_json::Value;
use tokio::sync::Mutex;

struct Load {
    games: usize,
    players: usize,
    moves: usize,
    seconds: u64,
    rate: f64,
    abusers: usize,
    hammer: bool,
    /// What the abusers ask for: `analyse`, `replay`, or both in turn.
    heavy: Vec<&'static str>,
}

fn load() -> Load {
    let mut l = Load {
        games: 1000,
        players: 20,
        moves: 3000,
        seconds: 0,
        rate: 0.0,
        abusers: 0,
        hammer: args_have("--hammer"),
        heavy: vec!["analyse", "replay"],
    };
    let args: Vec<String> = std::env::args().collect();
    for pair in args.windows(2) {
        let n = pair[1].parse().unwrap_or(0);
        match pair[0].as_str() {
            "--games" => l.games = n,
            "--players" => l.players = n,
            "--moves" => l.moves = n,
            "--seconds" => l.seconds = n as u64,
            "--rate" => l.rate = pair[1].parse().unwrap_or(0.0),
            "--abusers" => l.abusers = n,
            "--heavy" => match pair[1].as_str() {
                "analyse" => l.heavy = vec!["analyse"],
                "replay" => l.heavy = vec!["replay"],
                _ => {}
            },
            _ => {}
        }
    }
    if l.seconds > 0 {
        // Until the time is up.
        l.moves = usize::MAX;
    }
    l
}

fn args_have(flag: &str) -> bool {
    std::env::args().any(|a| a == flag)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let load = load();
    let fake = FakeDiscord::start().await;
    let lobby = fake.add_channel("lobby");
    let players: Vec<FakeUser> = (0..load.players)
        .map(|i| fake.add_user(&format!("Player {i}")))
        .collect();
    let abusers: Vec<FakeUser> = (0..load.abusers)
        .map(|i| fake.add_user(&format!("Abuser {i}")))
        .collect();
    let helper = fake.add_user("Helper");
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();

    // The games, made through the service before the bot opens the store: player 2k plays
    // red against player 2k+1.
    let started = Instant::now();
    let mut games: HashMap<u64, (usize, usize, AnyGame)> = HashMap::new();
    let mut abused: Vec<(usize, u64)> = Vec::new();
    {
        let service = Service::new(
            SledStore::open(&data.join("store")).unwrap(),
            Config::default(),
            palace::voice::pictures(),
        );
        let now = palace::time_file::system_time();
        let user = |i: usize| {
            let u = players
                .get(i)
                .unwrap_or_else(|| &abusers[i - players.len()]);
            User {
                id: UserId(u.id.to_string()),
                name: u.name.clone(),
                account: None,
            }
        };
        let place = Place(format!("<#{lobby}>"));
        let server = Some(Server(fake.guild_id().to_string()));
        let say = |who: usize, name: &str, options: Vec<(&str, OptionValue)>| {
            let cmd = Command {
                user: user(who),
                place: place.clone(),
                server: server.clone(),
                name: name.to_owned(),
                options: options
                    .into_iter()
                    .map(|(n, v)| (n.to_owned(), v))
                    .collect(),
                locale: None,
                server_locale: None,
                manages_server: false,
                roles: Vec::new(),
                place_answers_only: false,
            };
            palace::voice::speak_all(service.handle(&cmd, now))
        };
        for g in 0..load.games {
            let pair = g % (load.players / 2);
            let (red, black) = (2 * pair, 2 * pair + 1);
            let out = say(
                red,
                "challenge",
                vec![
                    ("opponent", OptionValue::User(user(black))),
                    ("variant", OptionValue::Text("minixiangqi".into())),
                    ("side", OptionValue::Text("red".into())),
                ],
            );
            assert!(!out[0].error, "{}", out[0].text);
            let challenge = (g + 1).to_string();
            let out = say(
                black,
                "accept",
                vec![("challenge", OptionValue::Text(challenge))],
            );
            assert!(!out[0].error, "{}", out[0].text);
            let id = (g + 1) as u64;
            let game = AnyGame::from_record(&Record::new(Variant::MiniXiangqi)).unwrap();
            games.insert(id, (red, black, game));
        }
        // The abusers' long finished games, a few each.
        for a in 0..load.abusers {
            for _ in 0..ABUSED_GAMES {
                let id = store_finished_game(&say, load.players + a, 0, load.games);
                abused.push((a, id));
            }
        }
    }
    eprintln!("{} games stored in {:.1?}", load.games, started.elapsed());

    let config = ServeConfig {
        data_dir: data.clone(),
        api_base: Some(fake.api_base()),
        dev_guild: Some(fake.guild_id()),
        log: "error".into(),
        limits: palace::fair_use::Limits {
            // Faster than any person: the players move as soon as it is their turn.
            commands_per_minute: 6_000,
            command_burst: 100,
            ..palace::fair_use::Limits::default()
        },
        ..ServeConfig::default()
    };
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let bot = tokio::spawn(serve_until(config, fake.token(), async move {
        let _ = stopped.await;
    }));
    fake.wait_ready(Duration::from_secs(60)).await.unwrap();

    let fake = Arc::new(fake);
    let games = Arc::new(Mutex::new(games));
    let total = load.moves;
    let done = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let progress = done.clone();
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(Duration::from_secs(2)).await;
            eprintln!(
                "{} moves",
                progress.load(std::sync::atomic::Ordering::Relaxed)
            );
        }
    });
    let began = Instant::now();
    let stop_abusing = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let mut abuse = Vec::new();
    for (a, user) in abusers.iter().cloned().enumerate() {
        let mine: Vec<u64> = abused
            .iter()
            .filter(|(who, _)| *who == a)
            .map(|(_, id)| *id)
            .collect();
        let (fake, stop, hammer) = (fake.clone(), stop_abusing.clone(), load.hammer);
        let heavy = load.heavy.clone();
        abuse.push(tokio::spawn(async move {
            abuse_until(&fake, &user, lobby, &mine, &heavy, &stop, hammer).await
        }));
    }
    let probing = Arc::new(std::sync::atomic::AtomicBool::new(true));
    let probe = {
        let (fake, probing) = (fake.clone(), probing.clone());
        tokio::spawn(async move {
            let mut callbacks = Vec::new();
            while probing.load(std::sync::atomic::Ordering::Relaxed) {
                tokio::time::sleep(Duration::from_millis(100)).await;
                let i = fake.slash(&helper, lobby, "help", &[]).await;
                if fake.reply_to(i, Duration::from_secs(30)).await.is_err() {
                    continue;
                }
                let info = fake.interaction(i).unwrap();
                let sent = info.delivered.unwrap_or(info.created);
                if let Some((_, at)) = info.callback {
                    callbacks.push(at - sent);
                }
            }
            callbacks
        })
    };
    let mut tasks = Vec::new();
    let deadline = (load.seconds > 0).then(|| began + Duration::from_secs(load.seconds));
    // Each player's share of the time between moves, when paced.
    let every = (load.rate > 0.0).then(|| Duration::from_secs_f64(load.players as f64 / load.rate));
    for (me, user) in players.iter().cloned().enumerate() {
        let (fake, games, done) = (fake.clone(), games.clone(), done.clone());
        tasks.push(tokio::spawn(async move {
            let mut samples = Vec::new();
            let mut rng = engine::SplitMix64::new(0x5eed ^ me as u64);
            // Players start spread over one interval, not all at once.
            let mut next = began + every.map_or(Duration::ZERO, |e| e.mul_f64(rng.unit()));
            // Until the moves are made or the time is up, by whoever can move (a player may
            // wait for replies).
            while done.load(std::sync::atomic::Ordering::Relaxed) < total
                && deadline.is_none_or(|d| Instant::now() < d)
            {
                if let Some(every) = every {
                    tokio::time::sleep_until(next.into()).await;
                    // No catching up in a burst after waiting for the opponent.
                    next = next.max(Instant::now()) + every;
                }
                // A game of mine where it is my turn, and a random legal move in it.
                let pick = {
                    let g = games.lock().await;
                    g.iter()
                        .filter(|(_, (r, b, game))| {
                            game.outcome().is_none()
                                && ((*r == me && game.turn() == Color::Red)
                                    || (*b == me && game.turn() == Color::Black))
                        })
                        .min_by_key(|(id, _)| **id)
                        .map(|(id, (_, _, game))| {
                            // Only the chosen game's moves: listing every waiting game's
                            // moves under the lock cost more CPU than the bot's move.
                            let color = game.turn();
                            let moves = game.moves_for(color);
                            let m = &moves[rng.below(moves.len())];
                            (*id, color, m.coordinate.clone())
                        })
                };
                let Some((id, color, mv)) = pick else {
                    tokio::time::sleep(Duration::from_millis(5)).await;
                    continue;
                };
                let i = fake
                    .slash(
                        &user,
                        lobby,
                        "move",
                        &[("text", Value::from(mv.clone())), ("game", Value::from(id))],
                    )
                    .await;
                let posts = fake.reply_to(i, Duration::from_secs(30)).await.unwrap();
                let info = fake.interaction(i).unwrap();
                let answer = posts
                    .iter()
                    .find(|p| !p.attachments.is_empty())
                    .unwrap_or_else(|| {
                        panic!(
                            "no picture in the answer: {:?}",
                            posts.iter().map(|p| &p.content).collect::<Vec<_>>()
                        )
                    });
                let sent = info.delivered.unwrap_or(info.created);
                let callback = info.callback.unwrap().1 - sent;
                let picture = answer.at - sent;
                samples.push((callback, picture));
                done.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let mut g = games.lock().await;
                let game = &mut g.get_mut(&id).unwrap().2;
                game.play_as(color, &mv).unwrap();
            }
            samples
        }));
    }
    let mut callbacks = Vec::new();
    let mut pictures = Vec::new();
    for t in tasks {
        for (c, p) in t.await.unwrap() {
            callbacks.push(c);
            pictures.push(p);
        }
    }
    let took = began.elapsed();
    stop_abusing.store(true, std::sync::atomic::Ordering::Relaxed);
    probing.store(false, std::sync::atomic::Ordering::Relaxed);
    let mut helps = probe.await.unwrap();
    helps.sort();
    let mut heavy = Counts::default();
    for a in abuse {
        heavy.add(&a.await.unwrap());
    }
    callbacks.sort();
    pictures.sort();
    let v = fake.violations();
    println!(
        "/move through Discord: {} games stored, {} players at once{}, {} moves in {:.1?} ({:.0} moves/s)",
        load.games,
        load.players,
        if load.rate > 0.0 {
            format!(" paced to {} moves/s", load.rate)
        } else {
            String::new()
        },
        callbacks.len(),
        took,
        callbacks.len() as f64 / took.as_secs_f64()
    );
    println!(
        "  INTERACTION_CREATE → callback:            p50 {}  p99 {}  max {}",
        ms(percentile(&callbacks, 0.5)),
        ms(percentile(&callbacks, 0.99)),
        ms(*callbacks.last().unwrap())
    );
    println!(
        "  INTERACTION_CREATE → answer with picture: p50 {}  p99 {}  max {}",
        ms(percentile(&pictures, 0.5)),
        ms(percentile(&pictures, 0.99)),
        ms(*pictures.last().unwrap())
    );
    if !helps.is_empty() {
        let ratio =
            |p| percentile(&callbacks, p).as_secs_f64() / percentile(&helps, p).as_secs_f64();
        println!(
            "  /help (meanwhile, {}) → callback:       p50 {}  p99 {}  (/move's is {:.2}× at p50, {:.2}× at p99)",
            helps.len(),
            ms(percentile(&helps, 0.5)),
            ms(percentile(&helps, 0.99)),
            ratio(0.5),
            ratio(0.99)
        );
    }
    if load.abusers > 0 {
        println!(
            "  {} abusers sent {} heavy commands: {} answered, {} queued first, {} refused (limits)",
            load.abusers, heavy.sent, heavy.answered, heavy.queued, heavy.refused
        );
    }
    println!("  violations: {}", v.len());
    let _ = stop.send(());
    bot.await.unwrap().unwrap();
}

/// Long finished games each abuser has to ask about.
const ABUSED_GAMES: usize = 20;

/// A 200-ply Xiangqi game of random moves between users `a` and `b` (by index), resigned at
/// the end, stored through `say`; its number (`before` games were made before the first).
fn store_finished_game(
    say: &impl Fn(usize, &str, Vec<(&str, OptionValue)>) -> Vec<palace::voice::Spoken>,
    a: usize,
    b: usize,
    before: usize,
) -> u64 {
    static MADE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let out = say(
        a,
        "challenge",
        vec![
            ("variant", OptionValue::Text("xiangqi".into())),
            ("side", OptionValue::Text("red".into())),
        ],
    );
    assert!(!out[0].error, "{}", out[0].text);
    let out = say(
        b,
        "accept",
        vec![("challenge", OptionValue::Text((before + n + 1).to_string()))],
    );
    assert!(!out[0].error, "{}", out[0].text);
    let id = (before + n + 1) as u64;
    for (ply, m) in bot::long_xiangqi_game(200, 0x5eed ^ id)
        .into_iter()
        .enumerate()
    {
        let who = if ply % 2 == 0 { a } else { b };
        let out = say(
            who,
            "move",
            vec![
                ("text", OptionValue::Text(m)),
                ("game", OptionValue::Text(id.to_string())),
            ],
        );
        assert!(!out[0].error, "{}", out[0].text);
    }
    let out = say(
        b,
        "resign",
        vec![("game", OptionValue::Text(id.to_string()))],
    );
    assert!(!out[0].error, "{}", out[0].text);
    id
}

/// What the abusers got.
#[derive(Default)]
struct Counts {
    sent: usize,
    answered: usize,
    queued: usize,
    refused: usize,
}

impl Counts {
    fn add(&mut self, o: &Counts) {
        self.sent += o.sent;
        self.answered += o.answered;
        self.queued += o.queued;
        self.refused += o.refused;
    }
}

/// Sends `/analyse` and `/replay` of `games` in turn until `stop`, each as soon as it is
/// allowed: when the last was answered (after its "Queued" note, its answer), or when a
/// refusal's wait is over. With `hammer`, the next goes the moment the last got any first
/// answer (a refusal, or "Queued"), whatever the refusal said.
async fn abuse_until(
    fake: &FakeDiscord,
    user: &FakeUser,
    lobby: u64,
    games: &[u64],
    heavy: &[&str],
    stop: &std::sync::atomic::AtomicBool,
    hammer: bool,
) -> Counts {
    let mut counts = Counts::default();
    let mut i = 0;
    while !stop.load(std::sync::atomic::Ordering::Relaxed) {
        let name = heavy[i % heavy.len()];
        let game = games[(i / heavy.len()) % games.len()];
        i += 1;
        let id = fake
            .slash(user, lobby, name, &[("game", Value::from(game))])
            .await;
        counts.sent += 1;
        let Ok(posts) = fake.reply_to(id, Duration::from_secs(120)).await else {
            continue;
        };
        let Some(first) = posts.first() else { continue };
        if first.ephemeral {
            counts.refused += 1;
            if !hammer {
                tokio::time::sleep(wait_of(&first.content)).await;
            }
            continue;
        }
        if first.content.starts_with("Queued") {
            counts.queued += 1;
            if hammer {
                continue;
            }
            // Looked up by the interaction now and then (as cheap as a client's wait):
            // scanning the fake's whole log would slow the fake for everyone.
            if !answered_after_queue(fake, id).await {
                continue;
            }
        }
        counts.answered += 1;
    }
    counts
}

/// Whether interaction `id`, answered "Queued", gets its answer within two minutes.
async fn answered_after_queue(fake: &FakeDiscord, id: fake_discord::InteractionId) -> bool {
    for _ in 0..600 {
        tokio::time::sleep(Duration::from_millis(200)).await;
        let Ok(posts) = fake.reply_to(id, Duration::from_secs(1)).await else {
            return false;
        };
        if posts.iter().any(|p| !p.content.starts_with("Queued")) {
            return true;
        }
    }
    false
}

/// How long a refusal asks to wait: "... ask again in 12 s." or a second.
fn wait_of(refusal: &str) -> Duration {
    let secs = refusal
        .rsplit_once("ask again in ")
        .and_then(|(_, rest)| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    Duration::from_secs(secs)
}
