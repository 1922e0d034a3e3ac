//! `/move` through Discord, measured: the real bot against the fake on loopback, 1 000
//! running games in the store, 20 players moving at once (each in their own games). For
//! each move: the time from INTERACTION_CREATE to the interaction callback, and to the
//! final answer with the board picture. `cargo bench -p palace-e2e --bench discord_move`
//! (a benchmark, not a test; `-- --games N --players N --moves N` to change the load).

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use fake_discord::{FakeDiscord, FakeUser};
use palace::config::ServeConfig;
use palace::discord::serve_until;
use palace::model::{Place, User, UserId};
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
}

fn load() -> Load {
    let mut l = Load {
        games: 1000,
        players: 20,
        moves: 3000,
    };
    let args: Vec<String> = std::env::args().collect();
    for pair in args.windows(2) {
        let n = pair[1].parse().unwrap_or(0);
        match pair[0].as_str() {
            "--games" => l.games = n,
            "--players" => l.players = n,
            "--moves" => l.moves = n,
            _ => {}
        }
    }
    l
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
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();

    // The games, made through the service before the bot opens the store: player 2k plays
    // red against player 2k+1.
    let started = Instant::now();
    let mut games: HashMap<u64, (usize, usize, AnyGame)> = HashMap::new();
    {
        let service = Service::new(
            SledStore::open(&data.join("store")).unwrap(),
            Config::default(),
        );
        let now = palace::time_file::system_time();
        let user = |i: usize| User {
            id: UserId(players[i].id.to_string()),
            name: players[i].name.clone(),
        };
        let place = Place(format!("<#{lobby}>"));
        for g in 0..load.games {
            let pair = g % (load.players / 2);
            let (red, black) = (2 * pair, 2 * pair + 1);
            let say = |who: usize, name: &str, options: Vec<(&str, OptionValue)>| {
                let cmd = Command {
                    user: user(who),
                    place: place.clone(),
                    server: None,
                    name: name.to_owned(),
                    options: options
                        .into_iter()
                        .map(|(n, v)| (n.to_owned(), v))
                        .collect(),
                };
                service.handle(&cmd, now)
            };
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
            let challenge = (2 * g + 1).to_string();
            let out = say(
                black,
                "accept",
                vec![("challenge", OptionValue::Text(challenge))],
            );
            assert!(!out[0].error, "{}", out[0].text);
            let id = (2 * g + 2) as u64;
            let game = AnyGame::from_record(&Record::new(Variant::MiniXiangqi)).unwrap();
            games.insert(id, (red, black, game));
        }
    }
    eprintln!("{} games stored in {:.1?}", load.games, started.elapsed());

    let config = ServeConfig {
        data_dir: data.clone(),
        api_base: Some(fake.api_base()),
        dev_guild: Some(fake.guild_id()),
        log: "error".into(),
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
    let mut tasks = Vec::new();
    for (me, user) in players.iter().cloned().enumerate() {
        let (fake, games, done) = (fake.clone(), games.clone(), done.clone());
        tasks.push(tokio::spawn(async move {
            let mut samples = Vec::new();
            // Until the moves are made, by whoever can move (a player may wait for replies).
            while done.load(std::sync::atomic::Ordering::Relaxed) < total {
                // A game of mine where it is my turn, and its first legal move.
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
                            (*id, color, game.moves_for(color)[0].coordinate.clone())
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
    callbacks.sort();
    pictures.sort();
    let v = fake.violations();
    println!(
        "/move through Discord: {} games stored, {} players at once, {} moves in {:.1?} ({:.0} moves/s)",
        load.games,
        load.players,
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
    println!("  violations: {}", v.len());
    let _ = stop.send(());
    bot.await.unwrap().unwrap();
}
