//! Moves typed in chat, end to end: a mention of Palace in a game's thread or elsewhere, a
//! DM to Palace, and — only where the operator turned on `read_messages` and Discord
//! granted the message-content intent — a bare move in the game's thread. Palace hears
//! every message of its servers (its own too) and answers only those addressed to it.

use std::time::Duration;

use crate::bot;

use bot::{World, dm_to};
use fake_discord::{Mark, Place, Posted};

/// Discord's MESSAGE_CONTENT intent (privileged).
const MESSAGE_CONTENT: u64 = 1 << 15;

/// Whether `p` is a public post in `channel` (a channel or a thread).
fn in_channel(p: &Posted, channel: u64) -> bool {
    matches!(p.place, Place::Channel(c) | Place::Thread(c) if c == channel) && !p.ephemeral
}

/// What Palace posted since `mark`, after it has had time to answer everything typed.
async fn settled(w: &World, mark: Mark) -> Vec<Posted> {
    tokio::time::sleep(Duration::from_millis(800)).await;
    w.fake.posted_since(mark)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mentions_and_dms_play_moves() {
    let w = World::new().await;
    let intents = w.fake.intents().unwrap();
    assert_eq!(
        intents & (1 << 9 | 1 << 12),
        1 << 9 | 1 << 12,
        "messages heard"
    );
    assert_eq!(intents & MESSAGE_CONTENT, 0, "not privileged by default");
    let (game, thread) = w.start_game("xiangqi", &[]).await;
    let me = w.fake.bot_user_id();

    // In the game's thread, a mention with the move plays it: the board is the answer.
    let mark = w.fake.mark();
    w.fake.say(&w.alice, thread, &format!("<@{me}> C2=5"));
    let board = w
        .wait(mark, |p| {
            p.content
                .contains(&format!("Game {game}: Alice played C2=5."))
        })
        .await;
    assert!(in_channel(&board, thread), "{board:#?}");
    assert!(!board.attachments.is_empty(), "the board picture");

    // From a DM, in any notation: played in the game, and the DM says where to look.
    let dm = w.fake.dm_channel(&w.bob);
    let mark = w.fake.mark();
    w.fake.say(&w.bob, dm, "马8进7");
    w.wait(mark, |p| {
        in_channel(p, thread)
            && p.content
                .contains(&format!("Game {game}: Bob played H8+7."))
    })
    .await;
    let note = w
        .wait(mark, |p| {
            dm_to(p, &w.bob) && p.content.contains(&format!("<#{thread}>"))
        })
        .await;
    assert!(note.content.contains("Done"), "{}", note.content);

    // Not a move: a hint where it was said, to whoever said it.
    let mark = w.fake.mark();
    w.fake
        .say(&w.carol, w.lobby, &format!("<@{me}> what can you do?"));
    let hint = w
        .wait(mark, |p| p.content.contains("To play by message"))
        .await;
    assert!(in_channel(&hint, w.lobby), "{hint:#?}");
    assert!(hint.content.starts_with(&format!("<@{}>", w.carol.id)));
    let mark = w.fake.mark();
    w.fake.say(&w.alice, w.fake.dm_channel(&w.alice), "hello");
    let hint = w
        .wait(mark, |p| p.content.contains("Type your move here"))
        .await;
    assert!(dm_to(&hint, &w.alice));

    // A refusal goes by DM, and nothing is played.
    let mark = w.fake.mark();
    w.fake.say(&w.bob, thread, &format!("<@{me}> R1+1"));
    let refusal = w.wait(mark, |p| p.content.contains("not your turn")).await;
    assert!(dm_to(&refusal, &w.bob), "{refusal:#?}");

    // A mention elsewhere: played in the game's thread, and a note where it was typed.
    let mark = w.fake.mark();
    w.fake.say(&w.alice, w.lobby, &format!("R1+1 <@{me}>"));
    w.wait(mark, |p| {
        in_channel(p, thread) && p.content.contains("Alice played R1+1")
    })
    .await;
    let note = w
        .wait(mark, |p| {
            in_channel(p, w.lobby) && p.content.contains(&format!("<#{thread}>"))
        })
        .await;
    assert!(note.content.starts_with(&format!("<@{}>", w.alice.id)));

    // A reply to Palace's board, which pings Palace, is a mention too.
    let mark = w.fake.mark();
    let board = w
        .wait(Mark::default(), |p| {
            in_channel(p, thread) && p.content.contains("Alice played R1+1")
        })
        .await;
    w.fake.reply(&w.bob, board.id, "H2+3");
    w.wait(mark, |p| {
        in_channel(p, thread) && p.content.contains("Bob played H2+3")
    })
    .await;

    // Chat without a mention is not Palace's to answer: no content reaches it anyway.
    let mark = w.fake.mark();
    w.fake.say(&w.alice, thread, "R9+1");
    w.fake.say(&w.bob, thread, "good game so far");
    assert!(settled(&w, mark).await.is_empty(), "nothing answered");
    // Palace heard its own posts all along, and answered none of them.
    w.assert_clean();
}

/// A world whose Palace reads every message, Discord having granted it the intent.
async fn reading_messages() -> World {
    let fake = fake_discord::FakeDiscord::start().await;
    fake.allow_privileged_intents(MESSAGE_CONTENT);
    let lobby = fake.add_channel("lobby");
    let players = ["Alice", "Bob", "Carol"].map(|n| fake.add_user(n));
    let guild = Some(fake.guild_id());
    World::around(fake, lobby, players, guild, |c| c.read_messages = true).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bare_moves_are_taken_where_palace_reads_messages() {
    let w = reading_messages().await;
    assert_ne!(w.fake.intents().unwrap() & MESSAGE_CONTENT, 0);
    let (game, thread) = w.start_game("minixiangqi", &[]).await;
    let mark = w.fake.mark();
    // Chat, a move of the player who waits, and a move by someone not playing: nothing.
    w.fake.say(&w.alice, thread, "good luck!");
    w.fake.say(&w.bob, thread, "C2+1");
    w.fake.say(&w.carol, thread, "C2+1");
    assert!(settled(&w, mark).await.is_empty(), "nothing answered");
    // The player to move types their move: played.
    w.fake.say(&w.alice, thread, "C2+1");
    let board = w
        .wait(mark, |p| {
            p.content
                .contains(&format!("Game {game}: Alice played C2+1."))
        })
        .await;
    assert!(in_channel(&board, thread));
    w.assert_clean();
}

/// A dark game's move typed in a server is out for all to read: not played, and said so
/// by DM; typed in a DM, it is played and the thread learns only that a move was made.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dark_move_typed_in_the_thread_is_not_played() {
    let w = World::new().await;
    let (game, thread) = w.start_game("dark-minixiangqi", &[]).await;
    let me = w.fake.bot_user_id();
    let mark = w.fake.mark();
    w.fake.say(&w.alice, thread, &format!("<@{me}> C2+1"));
    let refusal = w.wait(mark, |p| p.content.contains("is a dark game")).await;
    assert!(dm_to(&refusal, &w.alice), "{refusal:#?}");
    // By DM it is played; the thread says only that a move was made.
    let mark = w.fake.mark();
    w.fake.say(&w.alice, w.fake.dm_channel(&w.alice), "C2+1");
    let notice = w
        .wait(mark, |p| {
            in_channel(p, thread) && p.content.contains("has moved (ply 1)")
        })
        .await;
    assert!(!notice.content.contains("C2+1"), "{}", notice.content);
    assert!(notice.content.starts_with(&format!("Game {game}")));
    w.assert_clean();
}

/// `read_messages` without the intent granted by Discord: Discord closes the connection
/// (4014), and Palace stops saying what the operator must turn on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reading_messages_needs_the_intent_granted() {
    let mut w = World::new().await;
    w.stop_bot().await;
    let mut config = w.config();
    config.read_messages = true;
    let serve = palace::discord::serve_until(config, w.fake.token(), std::future::pending());
    let stopped = tokio::time::timeout(bot::T, serve)
        .await
        .expect("Palace stops");
    let why = stopped.expect_err("no connection without the intent");
    assert!(why.contains("Message Content Intent"), "{why}");
    assert!(why.contains("read_messages"), "{why}");
}
