//! Tournaments in Discord: a sign-up message with Join and Leave, the event's own thread
//! where its rounds, games and standings are posted, a round robin of 5 and a Swiss of 9
//! over 4 rounds played to the end by their players' commands, the standings as text and
//! as a picture.

use crate::bot;

use bot::{World, png_size};
use fake_discord::{FakeUser, Posted};
use serde_json::Value;

/// The world's three players and `more` others, all in its server; Alice may manage it.
fn players(w: &World, more: &[&str]) -> Vec<FakeUser> {
    w.fake.let_manage(w.fake.guild_id(), &w.alice);
    let mut all = vec![w.alice.clone(), w.bob.clone(), w.carol.clone()];
    all.extend(more.iter().map(|n| w.fake.add_user(n)));
    all
}

/// Alice opens a tournament in the lobby; its sign-up post.
async fn open(w: &World, options: &[(&str, Value)]) -> Posted {
    let mut all = vec![("action", Value::from("create"))];
    all.extend_from_slice(options);
    w.ok(&w.alice, w.lobby, "tournament", &all).await
}

/// The games of round `round` as the event's thread announced them after `since`, once
/// it has: (game, first, second).
async fn round_games(
    w: &World,
    since: fake_discord::Mark,
    thread: u64,
    round: u32,
) -> Vec<(u64, String, String)> {
    let head = format!("Tournament #1, round {round} of ");
    let post = w
        .wait(since, |p| {
            p.channel_id == thread && p.content.starts_with(&head)
        })
        .await;
    post.content
        .lines()
        .filter_map(|l| l.strip_prefix("game #"))
        .map(|l| {
            let (n, players) = l.split_once(": ").unwrap();
            let (a, b) = players.split_once(" – ").unwrap();
            (n.parse().unwrap(), a.to_owned(), b.to_owned())
        })
        .collect()
}

/// The thread named `name`, once the bot has made it.
async fn thread_named(w: &World, name: &str) -> u64 {
    let deadline = tokio::time::Instant::now() + bot::T;
    loop {
        if let Some(t) = w.fake.threads().into_iter().find(|t| t.name == name) {
            return t.id;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "no thread {name}: {:#?}",
            w.fake.threads()
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// `who` clicks `label` on the sign-up post; what the bot posts in the channel for it
/// (a click's public answers are posted there, not as its response).
async fn click_sign_up(w: &World, who: &FakeUser, signup: &Posted, label: &str) -> Posted {
    let mark = w.fake.mark();
    w.fake
        .click_label(who, signup, label)
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    let name = who.name.clone();
    w.wait(mark, move |p| {
        p.content.starts_with(&format!("{name} joined"))
            || p.content.starts_with(&format!("{name} left"))
    })
    .await
}

fn named<'a>(all: &'a [FakeUser], name: &str) -> &'a FakeUser {
    all.iter()
        .find(|u| u.name == name)
        .unwrap_or_else(|| panic!("{name}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_of_five_in_its_thread() {
    let w = World::new().await;
    let all = players(&w, &["Dave", "Erin"]);
    let signup = open(
        &w,
        &[
            ("format", Value::from("round-robin")),
            ("variant", Value::from("minixiangqi")),
        ],
    )
    .await;
    assert!(
        signup
            .content
            .starts_with("Alice opened tournament #1: a round robin of Mini Xiangqi"),
        "{}",
        signup.content
    );
    let thread = thread_named(&w, "Tournament #1 · Mini Xiangqi").await;
    // Everyone joins by the button; Bob thinks better of it and comes back.
    for p in &all {
        let joined = click_sign_up(&w, p, &signup, "Join").await;
        assert!(
            joined
                .content
                .starts_with(&format!("{} joined tournament #1", p.name)),
            "{}",
            joined.content
        );
        assert_eq!(joined.channel_id, w.lobby);
    }
    let left = click_sign_up(&w, &w.bob, &signup, "Leave").await;
    assert!(
        left.content
            .starts_with("Bob left tournament #1 (4 players)"),
        "{}",
        left.content
    );
    click_sign_up(&w, &w.bob, &signup, "Join").await;
    let mark = w.fake.mark();
    w.ok(
        &w.alice,
        w.lobby,
        "tournament",
        &[("action", Value::from("start"))],
    )
    .await;
    let begun = w
        .wait(mark, |p| p.content.contains("Tournament #1 has begun"))
        .await;
    assert_eq!(begun.channel_id, thread, "announced in its thread");
    // Berger's tables for 5 (who sits out rests): Alice, Carol, Dave, Erin, Bob in the
    // order they entered last. Results by hand: the table below.
    let mut games = Vec::new();
    for round in 1..=5 {
        games.extend(round_games(&w, mark, thread, round).await);
    }
    assert_eq!(games.len(), 10);
    // The results, by hand (the earlier name of each pair first; None: a draw).
    let results = [
        (("Alice", "Bob"), Some("Alice")),
        (("Alice", "Carol"), None),
        (("Alice", "Dave"), Some("Alice")),
        (("Alice", "Erin"), Some("Erin")),
        (("Bob", "Carol"), Some("Bob")),
        (("Bob", "Dave"), None),
        (("Bob", "Erin"), Some("Bob")),
        (("Carol", "Dave"), Some("Carol")),
        (("Carol", "Erin"), None),
        (("Dave", "Erin"), Some("Dave")),
    ];
    let wins = |a: &str, b: &str| -> Option<&'static str> {
        results
            .iter()
            .find(|((x, y), _)| (*x == a && *y == b) || (*x == b && *y == a))
            .unwrap()
            .1
    };
    let mut last = Vec::new();
    for (game, first, second) in &games {
        let mark = w.fake.mark();
        match wins(first, second) {
            Some(winner) => {
                let loser = if winner == first { second } else { first };
                w.ok(
                    named(&all, loser),
                    thread,
                    "resign",
                    &[("game", Value::from(*game))],
                )
                .await;
            }
            None => {
                w.ok(
                    named(&all, first),
                    thread,
                    "draw",
                    &[
                        ("action", Value::from("offer")),
                        ("game", Value::from(*game)),
                    ],
                )
                .await;
                w.ok(
                    named(&all, second),
                    thread,
                    "draw",
                    &[
                        ("action", Value::from("accept")),
                        ("game", Value::from(*game)),
                    ],
                )
                .await;
            }
        }
        last = vec![
            w.wait(mark, |p| {
                p.channel_id == thread && p.content.contains("Tournament #1 · Mini Xiangqi")
            })
            .await,
        ];
    }
    // By hand: points Alice 2½, Bob 2½, Carol 2, Dave 1½, Erin 1½; Sonneborn-Berger
    // (each beaten opponent's points, half of each drawn one's): Alice 2½ + 1 + 1½ = 5,
    // Bob 2 + 1½ halved + 1½ = 4¼, Carol 2½ halved + 1½ + 1½ halved = 3½, Erin 2½ + 2
    // halved = 3½, Dave 2½ halved + 1½ = 2¾ — so Alice before Bob, Erin before Dave.
    let table = &last[0];
    assert!(
        table.content.contains(
            "final standings\n\
             1. Alice — 2½ points, 4 games (Sonneborn-Berger 5, 2 wins)\n\
             2. Bob — 2½ points, 4 games (Sonneborn-Berger 4¼, 2 wins)\n\
             3. Carol — 2 points, 4 games (Sonneborn-Berger 3½, 1 win)\n\
             4. Erin — 1½ points, 4 games (Sonneborn-Berger 3½, 1 win)\n\
             5. Dave — 1½ points, 4 games (Sonneborn-Berger 2¾, 1 win)"
        ),
        "{}",
        table.content
    );
    let (width, height) = png_size(&table.attachments[0].data);
    assert!(width >= 300 && height >= 200, "{width}×{height}");
    let over = w
        .wait(mark, |p| p.content.starts_with("Tournament #1 is over."))
        .await;
    assert_eq!(over.channel_id, thread);
    assert!(
        over.content.contains("The winner: Alice!"),
        "{}",
        over.content
    );
    // The standings after each result as text; the table's picture with the final ones.
    let tables: Vec<Posted> = w
        .fake
        .posted()
        .into_iter()
        .filter(|p| p.channel_id == thread && p.content.starts_with("Tournament #1 · Mini Xiangqi"))
        .collect();
    assert_eq!(tables.len(), 10, "nine results, then the final standings");
    let pictured: Vec<&Posted> = tables
        .iter()
        .filter(|p| !p.attachments.is_empty())
        .collect();
    assert_eq!(pictured.len(), 1);
    assert!(pictured[0].content.contains("final standings"));
    w.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_of_nine_over_four_rounds() {
    let w = World::new().await;
    let all = players(&w, &["Dave", "Erin", "Frank", "Grace", "Heidi", "Ivan"]);
    let signup = open(
        &w,
        &[
            ("format", Value::from("swiss")),
            ("variant", Value::from("minishogi")),
            ("rounds", Value::from(4)),
        ],
    )
    .await;
    let thread = thread_named(&w, "Tournament #1 · Minishogi").await;
    for p in &all {
        click_sign_up(&w, p, &signup, "Join").await;
    }
    let start = w.fake.mark();
    w.ok(
        &w.alice,
        thread,
        "tournament",
        &[("action", Value::from("start"))],
    )
    .await;
    let order: Vec<&str> = all.iter().map(|u| u.name.as_str()).collect();
    let rank = |n: &str| order.iter().position(|o| *o == n).unwrap();
    let mut met = std::collections::HashSet::new();
    for round in 1..=4u32 {
        let games = round_games(&w, start, thread, round).await;
        assert_eq!(games.len(), 4, "round {round}: 8 play, 1 has the bye");
        for (game, a, b) in games {
            assert!(
                met.insert((a.clone().min(b.clone()), a.clone().max(b.clone()))),
                "{a} and {b} met again"
            );
            // Whoever entered earlier wins.
            let loser = if rank(&a) > rank(&b) { a } else { b };
            w.ok(
                named(&all, &loser),
                thread,
                "resign",
                &[("game", Value::from(game))],
            )
            .await;
        }
    }
    let over = w
        .wait(start, |p| p.content.starts_with("Tournament #1 is over."))
        .await;
    assert_eq!(over.channel_id, thread);
    let finals = w
        .fake
        .posted()
        .into_iter()
        .rfind(|p| p.content.contains("final standings"))
        .unwrap();
    assert!(
        finals.content.contains("Buchholz cut-1"),
        "{}",
        finals.content
    );
    // Alice, who entered first, beats everyone she meets: 4 points, at the top.
    assert!(
        finals.content.contains("\n1. Alice — 4 points"),
        "{}",
        finals.content
    );
    assert!(over.content.contains("Alice"), "{}", over.content);
    w.assert_clean();
}

/// A server names a role of organisers: a member who holds it, without Manage Server,
/// opens a tournament; one without it is told why not.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_role_of_organisers_opens_tournaments() {
    let w = World::new().await;
    let guild = w.fake.guild_id();
    w.fake.let_manage(guild, &w.alice);
    let referees = w.fake.add_role(guild, "Referees", &[&w.bob]);
    let set = w
        .slash(
            &w.alice,
            w.lobby,
            "settings",
            &[
                ("for", Value::from("server")),
                ("organisers", Value::from(referees.to_string())),
            ],
        )
        .await;
    assert!(
        set[0].content.contains(&format!(
            "members with the role <@&{referees}> open tournaments"
        )),
        "{set:#?}"
    );
    let refused = w
        .refused(
            &w.carol,
            w.lobby,
            "tournament",
            &[
                ("action", Value::from("create")),
                ("format", Value::from("swiss")),
                ("variant", Value::from("xiangqi")),
            ],
        )
        .await;
    assert!(refused.contains("or hold the role it names"), "{refused}");
    let opened = w
        .ok(
            &w.bob,
            w.lobby,
            "tournament",
            &[
                ("action", Value::from("create")),
                ("format", Value::from("swiss")),
                ("variant", Value::from("xiangqi")),
            ],
        )
        .await;
    assert!(
        opened.content.starts_with("Bob opened tournament #1"),
        "{}",
        opened.content
    );
    w.assert_clean();
}
