//! Servers kept apart, end to end (#25): the real bot against a fake Discord with two
//! guilds. Alice and Bob play in guild B: a finished game, a running one with a draw offer
//! pending, an open challenge and one naming Bob. Mallory, a member of guild A only,
//! reaches none of it, from A or from a DM with the bot: every attempt is answered
//! privately, word for word as for a number nothing has, nothing is posted anywhere, and
//! the store stays as it was; A's lists and leaderboards say nothing of B. Carol, a member
//! of both, sees B's game from B but not from A; Alice sees hers from B and by DM; a named
//! opponent accepts by DM.

use crate::bot;

use bot::{World, game_number, picture};
use fake_discord::{FakeDiscord, FakeGuild, FakeUser, Mark, Place, Posted};
use palace::config::ServeConfig;
use serde_json::Value;

/// A number no game and no challenge has.
const NONE: u64 = 99;

/// The two servers and who is where.
struct Servers {
    /// Palace against the fake; its lobby is B's, Alice and Bob are members of B only,
    /// Carol of both.
    w: World,
    /// Guild A, where Mallory is.
    a: FakeGuild,
    /// Guild B, where Alice and Bob play.
    b: FakeGuild,
    /// A's text channel.
    hall: u64,
    /// A member of A only, who tries to reach B's games.
    mallory: FakeUser,
    /// A member of A only who never plays: what a player without games looks like.
    dave: FakeUser,
}

/// This test gives dozens of commands in a row as one person: the per-person rate is not
/// what it is about.
fn without_rate_limits(config: &mut ServeConfig) {
    config.limits.commands_per_minute = 6000;
    config.limits.command_burst = 6000;
}

impl Servers {
    /// Two guilds and their members, and Palace with global commands (as a bot in several
    /// servers has them), connected and ready.
    async fn new() -> Servers {
        let fake = FakeDiscord::start().await;
        let a = fake.guild();
        let b = fake.add_guild("Beta");
        let hall = fake.add_channel_in(&a, "hall");
        let lobby = fake.add_channel_in(&b, "lobby");
        let alice = fake.add_user_in(&b, "Alice");
        let bob = fake.add_user_in(&b, "Bob");
        let carol = fake.add_user_in(&b, "Carol");
        fake.add_member(&a, &carol);
        let mallory = fake.add_user_in(&a, "Mallory");
        let dave = fake.add_user_in(&a, "Dave");
        assert!(fake.is_member(&a, &carol) && fake.is_member(&b, &carol));
        assert!(!fake.is_member(&a, &alice) && !fake.is_member(&b, &mallory));
        let w = World::around(fake, lobby, [alice, bob, carol], None, without_rate_limits).await;
        Servers {
            w,
            a,
            b,
            hall,
            mallory,
            dave,
        }
    }

    /// `who` gives `/name options` in `channel`; the answer must be private (shown to `who`
    /// alone) without a picture or a button. Its text.
    async fn private(
        &self,
        who: &FakeUser,
        channel: u64,
        name: &str,
        options: &[(&str, Value)],
    ) -> String {
        let posts = self.w.slash(who, channel, name, options).await;
        assert!(!posts.is_empty(), "/{name}: no answer");
        for p in &posts {
            assert!(
                p.ephemeral,
                "/{name} by {} answered in public: {p:#?}",
                who.name
            );
            assert!(
                p.attachments.is_empty() && p.embeds.is_empty() && p.components.is_empty(),
                "/{name} by {}: a picture, embed or button: {p:#?}",
                who.name
            );
        }
        texts(&posts)
    }

    /// `who` gives `/name` with `option:number` (and `more`) in `channel`: it is answered
    /// privately, exactly as the same command with a number nothing has. Its text.
    async fn as_if_none(
        &self,
        who: &FakeUser,
        channel: u64,
        name: &str,
        (option, number): (&str, u64),
        more: &[(&str, Value)],
    ) -> String {
        let with = |n: u64| {
            let mut o = more.to_vec();
            o.push((option, Value::from(n)));
            o
        };
        let real = self.private(who, channel, name, &with(number)).await;
        let none = self.private(who, channel, name, &with(NONE)).await;
        assert_eq!(
            real,
            none.replace(&NONE.to_string(), &number.to_string()),
            "/{name} {option}:{number} by {} in {channel} is not answered as {option}:{NONE}",
            who.name
        );
        real
    }

    /// The lists `who` gets in `channel`: their own games, Alice's, the activity and the
    /// Mini Xiangqi leaderboard.
    async fn lists(&self, who: &FakeUser, channel: u64) -> [String; 4] {
        let alice = self.w.alice.option();
        let leaderboard = [("variant", Value::from("minixiangqi"))];
        [
            self.private(who, channel, "games", &[]).await,
            self.private(who, channel, "games", &[("user", alice)])
                .await,
            self.private(who, channel, "activity", &[]).await,
            self.private(who, channel, "leaderboard", &leaderboard)
                .await,
        ]
    }
}

/// The text of an answer's posts, one a line.
fn texts(posts: &[Posted]) -> String {
    posts
        .iter()
        .map(Posted::text)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The number `/accept challenge:N` in a challenge's post names.
fn challenge_number(post: &Posted) -> u64 {
    post.content
        .split("/accept challenge:")
        .nth(1)
        .and_then(|t| {
            let digits: String = t.chars().take_while(char::is_ascii_digit).collect();
            digits.parse().ok()
        })
        .unwrap_or_else(|| panic!("no challenge number in {:?}", post.content))
}

/// What B has that A must never see.
struct OfB {
    /// Game 1 (over) and game 2 (running, Bob offers a draw).
    games: [u64; 2],
    /// An open challenge by Bob, and Alice's challenge naming Bob.
    challenges: [u64; 2],
    /// Texts that say something of B: ids of the guild, its channels, threads and players,
    /// the players' names and mentions, the threads' names.
    secrets: Vec<String>,
}

/// Alice and Bob play in B: a Mini Xiangqi game to checkmate, a Xiangqi game with three
/// plies and a draw offer, an open challenge by Bob and a challenge of Alice naming Bob.
async fn play_in_b(s: &Servers) -> OfB {
    let w = &s.w;
    let (over, first) = w.start_game("minixiangqi", &[]).await;
    w.play(&w.alice, first, "b1b3").await;
    w.play(&w.bob, first, "C2+1").await;
    let mate = w.play(&w.alice, first, "C6=4").await;
    assert!(
        mate.content.contains("Red wins by checkmate"),
        "{}",
        mate.content
    );
    let (running, second) = w.start_game("xiangqi", &[]).await;
    for (who, text) in [(&w.alice, "C2=5"), (&w.bob, "H8+7"), (&w.alice, "H2+3")] {
        w.play(who, second, text).await;
    }
    let offer = w
        .ok(&w.bob, second, "draw", &[("action", Value::from("offer"))])
        .await;
    assert!(
        offer.content.contains("Bob offers a draw"),
        "{}",
        offer.content
    );
    let open = w
        .ok(
            &w.bob,
            w.lobby,
            "challenge",
            &[("variant", Value::from("minishogi"))],
        )
        .await;
    let named = w
        .ok(
            &w.alice,
            w.lobby,
            "challenge",
            &[
                ("opponent", w.bob.option()),
                ("variant", Value::from("xiangqi")),
            ],
        )
        .await;
    for p in [&open, &named] {
        assert_eq!(p.guild, Some(s.b.id), "{p:#?}");
    }
    let mut secrets: Vec<String> = [s.b.id, w.lobby, first, second, w.alice.id, w.bob.id]
        .iter()
        .map(u64::to_string)
        .collect();
    secrets.extend(["Alice", "Bob", "Beta"].map(str::to_owned));
    for t in [first, second] {
        secrets.push(w.fake.channel(t).unwrap().name);
    }
    OfB {
        games: [over, running],
        challenges: [challenge_number(&open), challenge_number(&named)],
        secrets,
    }
}

/// Stops Palace, reads its whole store, and starts it again.
async fn store_dump(w: &mut World) -> palace::store::Dump {
    w.stop_bot().await;
    let config = w.config().store();
    let dump = tokio::task::spawn_blocking(move || {
        let store = palace::store::open(&config).unwrap();
        store.dump().unwrap()
    })
    .await
    .unwrap();
    w.start_bot().await;
    dump
}

/// Mallory, from `channel` (A's hall or her DM with the bot), tries every way to B's games
/// and challenges: each is answered as a number nothing has ("there is no game N", "there
/// is no challenge N here …"). Returns the answers.
async fn mallory_tries(s: &Servers, b: &OfB, channel: u64) -> Vec<String> {
    let m = &s.mallory;
    let [over, running] = b.games;
    let [open, named] = b.challenges;
    let game = |g: u64| ("game", g);
    let action = |a: &str| vec![("action", Value::from(a))];
    let mut answers = Vec::new();
    for (name, number, more) in [
        ("board", game(running), vec![]),
        ("board", game(over), vec![]),
        ("position", game(running), vec![]),
        ("replay", game(over), vec![]),
        ("analyse", game(over), vec![]),
        ("export", game(over), vec![]),
        ("export", game(running), vec![]),
        ("move", game(running), vec![("text", Value::from("H2+3"))]),
        ("draw", game(running), action("accept")),
        ("draw", game(running), action("offer")),
        ("takeback", game(running), action("request")),
        ("resign", game(running), vec![]),
        ("abort", game(running), vec![]),
        ("accept", ("challenge", open), vec![]),
        ("accept", ("challenge", named), vec![]),
        ("decline", ("challenge", named), vec![]),
        ("decline", ("challenge", open), vec![]),
        ("cancel", ("challenge", open), vec![]),
    ] {
        let answer = s.as_if_none(m, channel, name, number, &more).await;
        let expected = match number {
            ("game", n) => format!("there is no game {n}"),
            (_, n) => format!(
                "there is no challenge {n} here (it may have been taken, withdrawn or expired)"
            ),
        };
        assert_eq!(answer, expected, "/{name}");
        answers.push(answer);
    }
    // Typing a move for B's game suggests nothing, as for no game at all.
    for g in [running, NONE] {
        let options = [("text", Value::from("")), ("game", Value::from(g))];
        let choices = s.w.move_suggestions(m, channel, &options).await;
        assert!(choices.is_empty(), "game {g}: {choices:?}");
    }
    answers
}

/// Everything shown in A and in the DMs of A's members who are not players of B: all of
/// it private, and not a word, id or picture of B (Alice's name only where it was asked
/// for by name).
fn assert_nothing_of_b_reached_a(s: &Servers, b: &OfB) {
    let fake = &s.w.fake;
    let in_a = fake.posted_in(&s.a);
    assert!(!in_a.is_empty());
    let in_dms = fake.posted().into_iter().filter(|p| {
        [&s.mallory, &s.dave]
            .iter()
            .any(|u| p.place == Place::Dm(u.id))
    });
    for p in in_a.iter().cloned().chain(in_dms) {
        assert!(p.ephemeral, "posted in public in A: {p:#?}");
        assert!(p.attachments.is_empty(), "a picture in A: {p:#?}");
        let asked_by_name = p
            .interaction
            .and_then(|i| fake.interaction(i))
            .is_some_and(|i| i.name == "games");
        let text = format!("{} {:?}", p.text(), p.custom_ids());
        for secret in &b.secrets {
            if asked_by_name && secret == "Alice" {
                continue;
            }
            assert!(!text.contains(secret.as_str()), "{secret:?} of B in {p:#?}");
        }
    }
    let threads: Vec<_> = fake
        .channels_in(&s.a)
        .into_iter()
        .filter(|c| c.parent.is_some())
        .collect();
    assert!(threads.is_empty(), "threads in A: {threads:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nothing_of_one_server_reaches_another() {
    let mut s = Servers::new().await;
    let dm = s.w.fake.dm_channel(&s.mallory);
    // What A's lists say while B has nothing yet.
    let before_hall = s.lists(&s.mallory, s.hall).await;
    let before_dm = s.lists(&s.mallory, dm).await;
    assert!(before_hall[1].starts_with("Alice has no game in progress"));

    let b = play_in_b(&s).await;
    let stored = store_dump(&mut s.w).await;

    // Mallory, a member of A only, from A and by DM.
    let mark = s.w.fake.mark();
    let from_hall = mallory_tries(&s, &b, s.hall).await;
    let from_dm = mallory_tries(&s, &b, dm).await;
    assert_eq!(from_hall, from_dm, "the same answers in A and by DM");
    // A's lists are as before B played: no game, player or name of B.
    assert_eq!(s.lists(&s.mallory, s.hall).await, before_hall);
    assert_eq!(s.lists(&s.mallory, dm).await, before_dm);
    // Alice's games are told of as a player's without games.
    let dave = s.w.fake.dm_channel(&s.dave);
    for channel in [s.hall, dm] {
        let alice = s
            .private(
                &s.mallory,
                channel,
                "games",
                &[("user", s.w.alice.option())],
            )
            .await;
        let nobody = s
            .private(&s.mallory, channel, "games", &[("user", s.dave.option())])
            .await;
        assert_eq!(alice.replace("Alice", "Dave"), nobody);
    }
    let own = s.private(&s.dave, dave, "games", &[]).await;
    assert_eq!(own, "Dave has no game in progress.");
    // Nothing but Mallory's private answers was posted meanwhile: nothing in A, nothing new
    // in B, no DM to anyone, no thread.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let since = s.w.fake.posted_since(mark);
    assert!(s.w.fake.posted_in_since(&s.b, mark).is_empty());
    for p in &since {
        let by = p.interaction.and_then(|i| s.w.fake.interaction(i));
        let by = by.map(|i| i.user);
        assert!(
            p.ephemeral && (by == Some(s.mallory.id) || by == Some(s.dave.id)),
            "posted for someone else: {p:#?}"
        );
        assert!(
            p.place == Place::Dm(s.mallory.id)
                || p.place == Place::Dm(s.dave.id)
                || p.guild == Some(s.a.id),
            "{p:#?}"
        );
    }
    // No game started, nothing changed: the store is as it was, byte for byte.
    let after = store_dump(&mut s.w).await;
    assert_eq!(after, stored, "the store changed");

    carol_and_alice(&s, &b).await;
    a_named_opponent_accepts_by_dm(&s).await;
    assert_nothing_of_b_reached_a(&s, &b);
    s.w.assert_clean();
}

/// Carol, a member of both, sees B's running game from B and not from A (or by DM, where
/// she is in no server); Alice sees hers from B and by DM; B's lists name Alice and Bob,
/// A's none of them.
async fn carol_and_alice(s: &Servers, b: &OfB) {
    let w = &s.w;
    let [over, running] = b.games;
    let carol_dm = w.fake.dm_channel(&w.carol);
    for channel in [s.hall, carol_dm] {
        s.as_if_none(&w.carol, channel, "board", ("game", running), &[])
            .await;
    }
    let seen = w
        .ok(
            &w.carol,
            w.lobby,
            "board",
            &[("game", Value::from(running))],
        )
        .await;
    assert_eq!(seen.guild, Some(s.b.id));
    picture(&seen);
    // Alice's own game, by DM and in B.
    let alice_dm = w.fake.dm_channel(&w.alice);
    for channel in [alice_dm, w.lobby] {
        let board = w
            .slash(
                &w.alice,
                channel,
                "board",
                &[("game", Value::from(running))],
            )
            .await;
        let shown = board
            .iter()
            .find(|p| !p.attachments.is_empty())
            .unwrap_or_else(|| panic!("no board for Alice in {channel}: {board:#?}"));
        assert_eq!(shown.channel_id, channel);
        picture(shown);
    }
    let own = s.private(&w.alice, alice_dm, "games", &[]).await;
    assert!(own.contains(&format!("Game {running} · Xiangqi")), "{own}");
    // B's lists are of B; A's say nothing of B, for Carol too.
    let leaderboard = [("variant", Value::from("minixiangqi"))];
    let in_b = s
        .private(&w.carol, w.lobby, "leaderboard", &leaderboard)
        .await;
    assert!(in_b.contains("Alice") && in_b.contains("Bob"), "{in_b}");
    let activity = s.private(&w.carol, w.lobby, "activity", &[]).await;
    for line in [
        format!("Game {over} · Mini Xiangqi · Alice vs Bob · Red wins by checkmate"),
        format!("Game {running} · Xiangqi · Alice (red) vs Bob (black)"),
    ] {
        assert!(activity.contains(&line), "{line:?} in {activity}");
    }
    let in_a = s
        .private(&w.carol, s.hall, "leaderboard", &leaderboard)
        .await;
    assert!(
        in_a.contains("nobody yet") && !in_a.contains("Alice"),
        "{in_a}"
    );
    let activity = s.private(&w.carol, s.hall, "activity", &[]).await;
    assert!(
        !activity.contains("Alice") && !activity.contains(" · "),
        "{activity}"
    );
}

/// Alice challenges Carol in B; Carol accepts by DM, then another from A: each game begins
/// in B's lobby, and nothing of it shows in A.
async fn a_named_opponent_accepts_by_dm(s: &Servers) {
    let w = &s.w;
    let carol_dm = w.fake.dm_channel(&w.carol);
    let (_, mark) = carol_accepts_from(s, carol_dm).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert!(w.fake.posted_in_since(&s.a, mark).is_empty());

    // Again, accepted from A's hall (Carol is a member of both): A sees no public answer
    // and nothing naming B's channel; Carol alone is told.
    let (answer, mark) = carol_accepts_from(s, s.hall).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let in_a = w.fake.posted_in_since(&s.a, mark);
    assert!(in_a.iter().all(|p| p.ephemeral), "{in_a:#?}");
    assert!(
        answer
            .iter()
            .any(|p| p.ephemeral && p.content.contains("Done — see the game's channel")),
        "{answer:#?}"
    );
}

/// Alice challenges Carol by name in B's lobby and Carol accepts from `channel`: the game
/// begins in B's lobby. Carol's answer, and the mark from before she accepted.
async fn carol_accepts_from(s: &Servers, channel: u64) -> (Vec<Posted>, Mark) {
    let w = &s.w;
    let challenge = w
        .ok(
            &w.alice,
            w.lobby,
            "challenge",
            &[
                ("opponent", w.carol.option()),
                ("variant", Value::from("minixiangqi")),
            ],
        )
        .await;
    let number = challenge_number(&challenge);
    let mark = w.fake.mark();
    let answer = w
        .slash(
            &w.carol,
            channel,
            "accept",
            &[("challenge", Value::from(number))],
        )
        .await;
    let begins = w
        .wait(mark, |p| {
            p.content.starts_with("Game ") && p.content.contains(" begins")
        })
        .await;
    assert_eq!(
        (begins.guild, begins.channel_id),
        (Some(s.b.id), w.lobby),
        "{begins:#?}"
    );
    assert!(begins.content.contains("Carol"), "{}", begins.content);
    game_number(&begins);
    (answer, mark)
}
