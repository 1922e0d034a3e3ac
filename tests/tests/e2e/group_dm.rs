//! Palace without a server: two friends who installed Palace for themselves play a whole
//! game in their group DM, where Palace is not and can only answer their interactions
//! (context 2, their own installs authorizing, no guild). Every board is the answer to the
//! move that made it; what Palace says later (a reminder) comes by DM; nothing is ever
//! posted into the group on Palace's own, which the fake would refuse.

use crate::bot;

use bot::{World, dm_to};
use fake_discord::{FakeDiscord, Place};
use serde_json::Value;

/// Palace with global commands (a user install has no server to register them in), and a
/// group DM of alice and bob, who installed it.
async fn friends() -> (World, u64) {
    let fake = FakeDiscord::start().await;
    let lobby = fake.add_channel("lobby");
    let players = ["Alice", "Bob", "Carol"].map(|n| fake.add_user(n));
    let w = World::around(fake, lobby, players, None, |_| {}).await;
    for p in [&w.alice, &w.bob] {
        w.fake.install_for_user(p);
    }
    let group = w.fake.add_group_dm(&[&w.alice, &w.bob]);
    (w, group)
}

/// Alice's challenge to Bob in the group: Mini Xiangqi, she moves first, 2 days a move.
async fn challenged(w: &World, group: u64) -> fake_discord::Posted {
    w.ok(
        &w.alice,
        group,
        "challenge",
        &[
            ("opponent", w.bob.option()),
            ("variant", Value::from("minixiangqi")),
            ("side", Value::from("first")),
            ("days", Value::from(2)),
        ],
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_a_group_dm() {
    let (w, group) = friends().await;
    // Every command may be used where a user installed Palace, in group DMs too.
    let registered = w.fake.commands();
    assert!(registered.iter().all(|c| {
        c.contexts.as_ref().is_some_and(|x| {
            x.len() == 3 && x.contains(&serenity::all::InteractionContext::PrivateChannel)
        }) && c
            .integration_types
            .contains(&serenity::all::InstallationContext::User)
    }));
    let challenge = challenged(&w, group).await;
    assert_eq!(challenge.place, Place::GroupDm(group));
    let accepted = w.click(&w.bob, &challenge, "Accept").await;
    let begins = accepted
        .iter()
        .find(|p| p.content.contains(" begins"))
        .expect("the game begins as the answer to the click");
    assert_eq!(begins.place, Place::GroupDm(group));
    let game = bot::game_number(begins);
    assert!(w.fake.threads().is_empty(), "no thread in a group DM");
    // The whole game by /move, each board the answer to its move, in the group.
    let moves = [
        (&w.alice, "C2+1"),
        (&w.bob, "C2+1"),
        (&w.alice, "C6+1"),
        (&w.bob, "C6+1"),
    ];
    for (who, text) in moves {
        let posts = w
            .slash(who, group, "move", &[("text", Value::from(text))])
            .await;
        let board = posts
            .iter()
            .find(|p| p.content.contains(&format!("played {text}")))
            .unwrap_or_else(|| panic!("{text}: {posts:#?}"));
        assert_eq!(board.place, Place::GroupDm(group));
        assert!(!board.attachments.is_empty(), "the board");
    }
    // A day later, the clock's reminder: by DM to alice, whose turn it is.
    let mark = w.fake.mark();
    w.advance_clock(24 * 3600 + 60);
    let reminder = w
        .wait(mark, |p| {
            p.content.contains("Reminder") && p.content.contains(&format!("game {game}"))
        })
        .await;
    assert!(dm_to(&reminder, &w.alice), "{reminder:#?}");
    // The game ends in the group, as the answer to the resignation.
    let posts = w.slash(&w.alice, group, "resign", &[]).await;
    assert!(
        posts
            .iter()
            .any(|p| p.place == Place::GroupDm(group) && p.content.contains("resign")),
        "{posts:#?}"
    );
    // Nothing reached the group but answers to interactions there.
    for p in w.fake.posted() {
        if p.place == Place::GroupDm(group) {
            assert!(p.interaction.is_some(), "posted on Palace's own: {p:#?}");
        }
    }
    w.assert_clean();
}

/// Right-click a friend → Apps → "Challenge to a game…": which game, privately, a button
/// each; the one clicked posts the challenge naming them, which they accept.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_user_command_challenges_a_friend() {
    let (w, group) = friends().await;
    let user_command = w
        .fake
        .commands()
        .into_iter()
        .find(|c| c.kind == serenity::all::CommandType::User)
        .expect("the user command is registered");
    assert_eq!(user_command.name, "Challenge to a game…");
    assert_eq!(
        user_command
            .name_localizations
            .as_ref()
            .and_then(|l| l.get("ja"))
            .map(String::as_str),
        Some("対局を申し込む…")
    );
    let id = w
        .fake
        .user_command(&w.alice, group, "Challenge to a game…", &w.bob)
        .await;
    let posts = w.answer(id).await;
    let menu = posts
        .iter()
        .find(|p| p.content == "Challenge Bob to which game?")
        .unwrap_or_else(|| panic!("{posts:#?}"));
    assert!(menu.ephemeral, "only the challenger sees the choice");
    assert_eq!(
        menu.button_labels(),
        ["Mini Xiangqi", "Dark Mini Xiangqi", "Xiangqi", "Minishogi"]
    );
    let posts = w.click(&w.alice, menu, "Xiangqi").await;
    let challenge = posts
        .iter()
        .find(|p| p.content.contains("Alice challenges Bob to Xiangqi"))
        .unwrap_or_else(|| panic!("{posts:#?}"));
    assert_eq!(challenge.place, Place::GroupDm(group));
    assert!(!challenge.ephemeral);
    let accepted = w.click(&w.bob, challenge, "Accept").await;
    assert!(
        accepted.iter().any(|p| p.content.contains(" begins")),
        "{accepted:#?}"
    );
    w.assert_clean();
}

/// Bob's DMs are closed: the reminder of his game in the group reaches him nowhere (Palace
/// may not post there), so it is owed and told him privately at his next command there,
/// in his language, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_notice_that_reached_nobody_is_told_at_the_next_command() {
    let (w, group) = friends().await;
    w.fake.set_locale(&w.bob, "vi");
    let challenge = challenged(&w, group).await;
    w.click(&w.bob, &challenge, "Accept").await;
    w.slash(&w.alice, group, "move", &[("text", Value::from("C2+1"))])
        .await;
    w.fake.close_dms(&w.bob, true);
    let refused = |w: &World| w.fake.requests().iter().filter(|r| r.status == 403).count();
    let before = refused(&w);
    // A day later the clock reminds Bob, by DM: refused.
    w.advance_clock(24 * 3600 + 60);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while refused(&w) == before {
        assert!(
            std::time::Instant::now() < deadline,
            "no reminder was tried: {:#?}",
            w.fake.requests()
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let owed = "Palace không thể gửi tin nhắn riêng cho bạn về các ván cờ của bạn";
    let mark = w.fake.mark();
    w.slash(&w.bob, group, "board", &[]).await;
    let note = w.wait(mark, |p| p.content.starts_with(owed)).await;
    assert!(note.ephemeral, "only Bob sees it: {note:#?}");
    assert_eq!(note.place, Place::GroupDm(group));
    assert!(note.content.contains("/games"), "{}", note.content);
    // Said once: his next command is answered without it.
    let mark = w.fake.mark();
    w.slash(&w.bob, group, "games", &[]).await;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert!(
        !w.fake
            .posted_since(mark)
            .iter()
            .any(|p| p.content.starts_with(owed)),
        "{:#?}",
        w.fake.posted_since(mark)
    );
    w.assert_clean();
}
