//! Discord failing under the bot: rate limits and server errors on posts, a dropped gateway
//! in mid-game, a restart in mid-game — no move lost or applied twice, no answer lost.

use crate::bot;

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

/// The statuses and arrival times of the posts to `channel`'s messages, in order.
fn posts_to(w: &World, channel: u64) -> Vec<(u16, std::time::Instant)> {
    let path = format!("/api/v10/channels/{channel}/messages");
    w.fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path == path)
        .map(|r| (r.status, r.at))
        .collect()
}

/// Waits until the fake has answered a 429 to a post in `channel`, and the bot has had
/// 300 ms to read it; returns when the 429 came.
async fn until_refused(w: &World, channel: u64) -> std::time::Instant {
    let deadline = std::time::Instant::now() + bot::T;
    loop {
        if let Some((_, at)) = posts_to(w, channel).into_iter().find(|(s, _)| *s == 429) {
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
            return at;
        }
        assert!(std::time::Instant::now() < deadline, "no 429 in {channel}");
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

/// `who` plays `text` in `game` by a `/move` given in the lobby (so that the move is posted
/// in the game's thread, not as the interaction's answer); the interaction, unanswered yet.
async fn from_lobby(
    w: &World,
    who: &fake_discord::FakeUser,
    game: u64,
    text: &str,
) -> fake_discord::InteractionId {
    let options = [("text", Value::from(text)), ("game", Value::from(game))];
    w.fake.slash(who, w.lobby, "move", &options).await
}

/// Waits until the bot has sent nothing for 300 ms and every request is answered (what a
/// game's start sends is over).
async fn settle(w: &World) {
    let quiet = std::time::Duration::from_millis(300);
    let deadline = std::time::Instant::now() + bot::T;
    loop {
        let requests = w.fake.requests();
        let answered = requests.iter().all(|r| r.status != 0);
        if answered && requests.last().is_none_or(|r| r.at.elapsed() >= quiet) {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the bot never settled"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// The moves announced in `thread` since `mark`, in the order Discord shows them.
fn announced(w: &World, mark: fake_discord::Mark, thread: u64) -> Vec<String> {
    w.fake
        .posted_since(mark)
        .iter()
        .filter(|p| p.channel_id == thread && p.content.contains(" played "))
        .map(|p| p.content.lines().next().unwrap_or_default().to_owned())
        .collect()
}

/// A 429 on a game's thread (Discord says 1.5 s; its `Retry-After` header, in whole
/// seconds, says 2) holds the game's later messages too: the rate limiter alone would send
/// Bob's reply when the bucket refills (1.5 s), before Alice's move it still holds (2 s).
/// Both arrive, once each, in the order they were played, and nothing is sent before the
/// limit ends.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_thread_gets_its_moves_late_but_in_order() {
    let w = World::new().await;
    let (game, thread) = w.start_game("minixiangqi", &[]).await;
    settle(&w).await;
    let before = posts_to(&w, thread).len();
    let mark = w.fake.mark();
    w.fake.rate_limit_next(
        &format!("/channels/{thread}/messages"),
        std::time::Duration::from_millis(1500),
        false,
    );
    // Both move from the lobby: their moves are posted in the game's thread.
    let first = from_lobby(&w, &w.alice, game, MOVES[0]).await;
    let refused = until_refused(&w, thread).await;
    let second = from_lobby(&w, &w.bob, game, MOVES[1]).await;
    w.answer(first).await;
    w.answer(second).await;
    let shown = announced(&w, mark, thread);
    assert_eq!(shown.len(), 2, "each move once: {shown:#?}");
    assert!(
        shown[0].contains("Alice played") && shown[1].contains("Bob played"),
        "in the order played: {shown:#?}"
    );
    let posts = posts_to(&w, thread).split_off(before);
    assert_eq!(
        posts.iter().filter(|(s, _)| *s == 429).count(),
        1,
        "{posts:?}"
    );
    for (status, at) in &posts {
        if *status == 200 && *at > refused {
            assert!(
                *at - refused >= std::time::Duration::from_millis(1500),
                "a post {:?} after the 429",
                *at - refused
            );
        }
    }
    w.assert_clean();
}

/// A global 429 holds every post to Discord (not the interactions' answers) until it ends:
/// Alice's move in another game, given meanwhile, is answered at once and posted in its
/// thread once the limit is over, not sent into it (the fake counts that as a violation).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_global_rate_limit_holds_every_post_until_it_ends() {
    let w = World::new().await;
    let (one, thread_one) = w.start_game("minixiangqi", &[]).await;
    let (two, thread_two) = w.start_game("minixiangqi", &[]).await;
    settle(&w).await;
    let before = posts_to(&w, thread_two).len();
    let mark = w.fake.mark();
    w.fake.rate_limit_next(
        &format!("/channels/{thread_one}/messages"),
        std::time::Duration::from_millis(1500),
        true,
    );
    let first = from_lobby(&w, &w.alice, one, MOVES[0]).await;
    let refused = until_refused(&w, thread_one).await;
    let second = from_lobby(&w, &w.alice, two, MOVES[0]).await;
    w.answer(first).await;
    w.answer(second).await;
    for thread in [thread_one, thread_two] {
        let shown = announced(&w, mark, thread);
        assert_eq!(shown.len(), 1, "the move once: {shown:#?}");
    }
    let sent = posts_to(&w, thread_two).split_off(before);
    assert_eq!(
        sent.len(),
        1,
        "never refused: {:?} after the 429; {:?}",
        sent.iter()
            .map(|(s, at)| (*s, *at - refused))
            .collect::<Vec<_>>(),
        w.fake.violations()
    );
    assert!(
        sent[0].1 - refused >= std::time::Duration::from_millis(1500),
        "posted {:?} after the global 429",
        sent[0].1 - refused
    );
    w.assert_clean();
}
