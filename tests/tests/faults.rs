//! Discord failing under the bot: rate limits and server errors on posts, a dropped gateway
//! in mid-game, a restart in mid-game — no move lost or applied twice, no answer lost.

mod bot;

use bot::{World, dm_to, picture};
use serde_json::Value;

/// Alice's and Bob's moves of a short Mini Xiangqi game.
const MOVES: &[&str] = &["b1b3", "C2+1", "a2a3"];

/// The game's record as `/export` gives it to `who`.
async fn export(w: &World, thread: u64) -> String {
    let posts = w.slash(&w.alice, thread, "export", &[]).await;
    posts.last().unwrap().content.clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_and_server_errors_on_posts_lose_nothing() {
    let w = World::new().await;
    // Bob hears of his turns by DM (not by a mention in the thread).
    let set = w
        .slash(
            &w.bob,
            w.lobby,
            "settings",
            &[("notify", Value::from("dm"))],
        )
        .await;
    assert!(set[0].content.contains("(notify:dm)"), "{}", set[0].content);
    let (_, thread) = w.start_game("minixiangqi", &[]).await;
    // The next DM (Bob's turn notice) meets a 429 then a 500; the answer in the thread a 500.
    w.fake.fail_next(1, 429, "/messages");
    w.fake.fail_next(1, 500, "/messages");
    w.fake.fail_next(1, 500, "/webhooks/");
    let mark = w.fake.mark();
    let board = w.play(&w.alice, thread, MOVES[0]).await;
    picture(&board);
    w.wait(mark, |p| {
        dm_to(p, &w.bob) && p.content.contains("Your move")
    })
    .await;
    // Each message arrived once.
    let posted = w.fake.posted_since(mark);
    let boards = posted
        .iter()
        .filter(|p| p.channel_id == thread && !p.attachments.is_empty())
        .count();
    assert_eq!(boards, 1, "{posted:#?}");
    let dms = posted.iter().filter(|p| dm_to(p, &w.bob)).count();
    assert_eq!(dms, 1, "{posted:#?}");
    let failed: Vec<u16> = w
        .fake
        .requests()
        .iter()
        .map(|r| r.status)
        .filter(|s| *s >= 429)
        .collect();
    assert_eq!(failed, [429, 500, 500], "the faults did happen");
    // A failing interaction callback is tried again within the 3 seconds.
    w.fake.fail_next(1, 500, "/callback");
    w.play(&w.bob, thread, MOVES[1]).await;
    let record = export(&w, thread).await;
    assert!(record.contains("1. C6+2 C2+1"), "{record}");
    w.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_gateway_is_resumed_in_mid_game() {
    let w = World::new().await;
    let (_, thread) = w.start_game("minixiangqi", &[]).await;
    w.play(&w.alice, thread, MOVES[0]).await;
    w.fake.drop_gateway();
    // A move sent while the connection is down is delivered after RESUME, once.
    let id = w
        .fake
        .slash(&w.bob, thread, "move", &[("text", Value::from(MOVES[1]))])
        .await;
    let stats = w
        .fake
        .wait_gateway(bot::T, |s| s.resumes >= 1 && s.connected)
        .await
        .unwrap();
    assert_eq!(stats.identifies, 1, "resumed, not identified again");
    let answer = w.answer(id).await;
    assert!(answer[0].content.contains("Bob played"), "{answer:#?}");
    w.play(&w.alice, thread, MOVES[2]).await;
    let record = export(&w, thread).await;
    assert!(record.contains("1. C6+2 C2+1 2. P7+1 *"), "{record}");
    w.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_in_mid_game_keeps_every_move_and_every_button() {
    let mut w = World::new().await;
    let (_, thread) = w.start_game("minixiangqi", &[]).await;
    w.play(&w.alice, thread, MOVES[0]).await;
    let offer = w
        .ok(&w.bob, thread, "draw", &[("action", Value::from("offer"))])
        .await;
    w.stop_bot().await;
    w.start_bot().await;
    // The offer's button still works after the restart.
    let mark = w.fake.mark();
    w.click(&w.alice, &offer, "Accept draw").await;
    w.wait(mark, |p| {
        p.channel_id == thread && p.content.contains("Draw by agreement")
    })
    .await;
    let record = export(&w, thread).await;
    assert!(record.contains("1. C6+2 1/2-1/2"), "{record}");

    // The clock catches up with what fell due while the bot was down: a loss on time.
    let (_, thread) = w.start_game("minixiangqi", &[]).await;
    w.play(&w.alice, thread, MOVES[0]).await;
    w.stop_bot().await;
    w.advance_clock(4 * 24 * 3600);
    let mark = w.fake.mark();
    w.start_bot().await;
    let late = w
        .wait(mark, |p| {
            p.channel_id == thread && p.content.contains("did not move in time")
        })
        .await;
    assert!(late.content.contains("Bob"), "{}", late.content);
    w.wait(mark, |p| {
        p.channel_id == thread && p.content.contains("Red wins by timeout")
    })
    .await;
    w.assert_clean();
}
