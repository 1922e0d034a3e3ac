//! Fair use in Discord: the real bot against the fake. Analyses and replays wait their turn
//! on a lane of their own ("queued" said at once) while moves are answered; one person
//! cannot hold more than their share of it or fill its queue; commands beyond a person's
//! rate are refused with the time to wait, and nothing they asked for changes.

use crate::bot;

use bot::{World, long_xiangqi_game};
use palace::model::{Place, Server, User, UserId};
use palace::service::command::{Command, OptionValue};
use palace::service::{Config, Service};
use palace::store::SledStore;
use serde_json::Value;

/// A world whose heavy lane runs one job and lets one wait, one heavy job a person.
async fn narrow_world() -> World {
    World::tuned(|c| {
        c.limits.heavy_at_once = 1;
        c.limits.heavy_queue = 1;
        c.limits.heavy_per_user = 1;
    })
    .await
}

/// A Xiangqi game of `plies` random moves ([`long_xiangqi_game`]) between Alice (red) and Bob, then Bob resigns:
/// stored through the service while the bot is stopped, in the lobby of the fake's guild.
async fn store_a_long_finished_game(w: &mut World, plies: usize) -> u64 {
    w.stop_bot().await;
    let data = w.config().data_dir;
    let service = Service::new(
        SledStore::open(&data.join("store")).unwrap(),
        Config::default(),
        palace::voice::pictures(),
    );
    let user = |u: &fake_discord::FakeUser| User {
        id: UserId(u.id.to_string()),
        name: u.name.clone(),
        account: None,
    };
    let (alice, bob) = (user(&w.alice), user(&w.bob));
    let now = palace::time_file::system_time();
    let say = |who: &User, name: &str, options: Vec<(&str, OptionValue)>| {
        let cmd = Command {
            user: who.clone(),
            place: Place(format!("<#{}>", w.lobby)),
            server: Some(Server(w.fake.guild_id().to_string())),
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
        let out = service.handle(&cmd, now);
        assert!(!out.iter().any(|m| m.error), "/{name}: {out:#?}");
    };
    say(
        &alice,
        "challenge",
        vec![
            ("opponent", OptionValue::User(bob.clone())),
            ("variant", OptionValue::Text("xiangqi".into())),
            ("side", OptionValue::Text("red".into())),
        ],
    );
    say(&bob, "accept", Vec::new());
    for (ply, m) in long_xiangqi_game(plies, 0x5eed).into_iter().enumerate() {
        let who = if ply % 2 == 0 { &alice } else { &bob };
        say(who, "move", vec![("text", OptionValue::Text(m))]);
    }
    say(&bob, "resign", Vec::new());
    drop(service);
    w.start_bot().await;
    1
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn analyses_wait_their_turn_apart_from_moves_and_nobody_takes_more_than_a_share() {
    let mut w = narrow_world().await;
    let long = store_a_long_finished_game(&mut w, 240).await;
    let (_, thread) = w.start_game("minixiangqi", &[]).await;
    let game = [("game", Value::from(long))];

    // Alice's analysis takes the one place on the heavy lane (seconds of search).
    let mark = w.fake.mark();
    let first = w.fake.slash(&w.alice, w.lobby, "analyse", &game).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    // Bob's waits, and he is told so at once.
    let second = w.fake.slash(&w.bob, w.lobby, "analyse", &game).await;
    let queued = w.answer(second).await;
    assert_eq!(
        queued[0].content,
        "Queued behind 1 analysis or replay; the answer will appear here."
    );
    // The queue is full: Carol is asked to come back; Alice may not ask twice at once.
    assert_eq!(
        w.refused(&w.carol, w.lobby, "replay", &game).await,
        "Palace has many analyses and replays waiting right now; please ask again in a \
         minute (moves and boards are not affected)."
    );
    assert_eq!(
        w.refused(&w.alice, w.lobby, "analyse", &game).await,
        "Palace is still working on your last analysis or replay; ask again once it is \
         answered."
    );
    // Meanwhile a move is answered, before the analysis.
    let moved = w.play(&w.alice, thread, "b1b3").await;
    assert!(moved.content.contains("played C6+2"), "{}", moved.content);
    let analysis = w
        .wait(mark, |p| {
            p.interaction == Some(first) && p.content.starts_with("Analysis of game 1")
        })
        .await;
    assert!(
        moved.at < analysis.at,
        "the move waited for the analysis: move at {:?}, analysis at {:?}",
        moved.at,
        analysis.at
    );
    assert!(
        analysis.content.contains("(12448 nodes a position)"),
        "a 240-ply game shares the analysis budget: {}",
        analysis.content
    );
    // Bob's answer replaces his "queued" (from memory: the same game, judged once).
    let bobs = w
        .wait(mark, |p| {
            p.interaction == Some(second) && p.content.starts_with("Analysis of game 1")
        })
        .await;
    assert_eq!(
        bobs.id, queued[0].id,
        "the queued note is edited into the answer"
    );
    assert_eq!(bobs.content, analysis.content);
    // Once answered, Alice may ask again; the replay of a long game is its last 200 plies.
    let replay = w.ok(&w.alice, w.lobby, "replay", &game).await;
    assert!(
        replay.content.starts_with(
            "Replay of game 1 (its last 200 of 240 plies; /export gives the whole record)."
        ),
        "{}",
        replay.content
    );
    assert!(replay.attachments[0].data.starts_with(b"GIF89a"));
    w.assert_clean();
}

/// A world that takes two commands a minute from a person, three at once.
async fn two_a_minute() -> World {
    World::tuned(|c| {
        c.limits.commands_per_minute = 2;
        c.limits.command_burst = 3;
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_beyond_a_persons_rate_are_refused_with_the_time_to_wait() {
    let w = two_a_minute().await;
    for _ in 0..3 {
        let answer = w.slash(&w.alice, w.lobby, "help", &[]).await;
        assert!(answer[0].content.contains("/challenge"), "{answer:#?}");
    }
    let refused = w
        .refused(
            &w.alice,
            w.lobby,
            "challenge",
            &[("variant", Value::from("xiangqi"))],
        )
        .await;
    let wait: u32 = refused
        .strip_prefix(
            "You are sending commands faster than Palace takes them from one person; you can \
             ask again in ",
        )
        .and_then(|rest| rest.strip_suffix(" s."))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{refused}"));
    // Two a minute: the next one is taken 30 s after the burst began.
    assert!((15..=30).contains(&wait), "{refused}");
    // Nothing was made of the refused challenge; Bob is not held back by Alice.
    let open = w
        .ok(
            &w.bob,
            w.lobby,
            "challenge",
            &[("variant", Value::from("xiangqi"))],
        )
        .await;
    assert!(
        open.content.contains("/accept challenge:1"),
        "{}",
        open.content
    );
    w.assert_clean();
}

/// Palace's own refusals are worded for the person: in the language they chose with
/// `/settings`, though their Discord reports English.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_by_the_limits_is_in_the_language_the_person_chose() {
    let w = two_a_minute().await;
    w.slash(
        &w.carol,
        w.lobby,
        "settings",
        &[("language", Value::from("ja"))],
    )
    .await;
    for _ in 0..2 {
        w.slash(&w.carol, w.lobby, "help", &[]).await;
    }
    let refused = w.refused(&w.carol, w.lobby, "help", &[]).await;
    assert!(
        refused.starts_with("Palaceが1人から受け付けるより速くコマンドが送られています。"),
        "{refused}"
    );
    w.assert_clean();
}
