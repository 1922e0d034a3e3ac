//! Whole games in Discord: the real bot against the fake, players giving slash commands and
//! clicking buttons, every picture decoded, nothing Discord would refuse.

mod bot;

use bot::{World, dm_to, picture};
use fake_discord::{ChannelKind, Place};
use serde_json::Value;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mini_xiangqi_game_by_commands_and_buttons_ends_in_checkmate() {
    let w = World::new().await;
    let challenge = w
        .ok(
            &w.alice,
            w.lobby,
            "challenge",
            &[
                ("opponent", w.bob.option()),
                ("variant", Value::from("minixiangqi")),
                ("color", Value::from("red")),
            ],
        )
        .await;
    assert!(
        challenge.content.starts_with(&w.bob.mention()),
        "{}",
        challenge.content
    );
    assert!(
        challenge.content.contains("Alice challenges Bob"),
        "{}",
        challenge.content
    );
    assert_eq!(challenge.button_labels(), ["Accept", "Decline"]);

    // Carol's click is refused privately and changes nothing.
    let refused = w.click(&w.carol, &challenge, "Accept").await;
    assert!(refused.last().unwrap().ephemeral);
    assert!(
        refused
            .last()
            .unwrap()
            .content
            .contains("not addressed to you")
    );

    let mark = w.fake.mark();
    w.click(&w.bob, &challenge, "Accept").await;
    let begins = w.wait(mark, |p| p.content.contains(" begins")).await;
    assert_eq!(begins.channel_id, w.lobby);
    let game: u64 = begins.content["Game ".len()..]
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let thread = w.thread_of(game);
    let info = w.fake.channel(thread).unwrap();
    assert_eq!(info.kind, ChannelKind::PublicThread);
    assert_eq!(info.parent, Some(w.lobby));
    // The challenge's buttons are gone once it is answered.
    assert!(w.fake.message(challenge.id).unwrap().components.is_empty());
    // The first board is in the thread, from Red's side, pinging Alice, with its buttons.
    let board = w
        .wait(mark, |p| {
            p.channel_id == thread && !p.attachments.is_empty()
        })
        .await;
    assert!(
        board.content.starts_with(&w.alice.mention()),
        "{}",
        board.content
    );
    assert_eq!(board.button_labels(), ["Board", "Resign"]);
    let (width, height) = picture(&board);
    assert!(width >= 400 && height >= 400, "{width}×{height}");

    // Moves in the thread need no game number; each answer carries the new board.
    let first = w.play(&w.alice, thread, "b1b3").await;
    assert!(first.content.contains("Alice played"), "{}", first.content);
    assert!(
        first.content.starts_with(&w.bob.mention()),
        "Bob is called: {}",
        first.content
    );
    picture(&first);
    // Not Alice's turn now: refused privately.
    let not_yet = w
        .refused(&w.alice, thread, "move", &[("text", Value::from("a2a3"))])
        .await;
    assert!(not_yet.contains("not your turn"), "{not_yet}");
    // Bob gets a DM that it is his move.
    w.wait(mark, |p| {
        dm_to(p, &w.bob) && p.content.contains("Your move")
    })
    .await;
    w.play(&w.bob, thread, "C2+1").await;
    let mate = w.play(&w.alice, thread, "C6=4").await;
    assert!(
        mate.content.contains("Red wins by checkmate"),
        "{}",
        mate.content
    );
    assert!(
        mate.components.is_empty(),
        "no buttons under a finished game"
    );
    picture(&mate);
    // The thread is renamed with the result and archived.
    let mut renamed = false;
    for _ in 0..100 {
        let t = w.fake.channel(thread).unwrap();
        if t.archived && t.name.ends_with("1–0") {
            renamed = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(renamed, "{:?}", w.fake.channel(thread));
    // After the end, the game's commands say it is over.
    let over = w.refused(&w.bob, thread, "resign", &[]).await;
    assert!(
        over.contains("no game in progress") || over.contains("over"),
        "{over}"
    );
    assert!(w.fake.posted().iter().all(|p| p.place != Place::Channel(0)));
    w.assert_clean();
}
