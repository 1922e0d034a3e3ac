//! A whole correspondence game through days in Discord, with the whole toolkit: reminders
//! each player chose, a vacation that stops the clock, a conditional line that answers at
//! once, the review at the end in the game's thread, and a puzzle found by it, solved.
//! The bot's clock is the real one moved on by days, so the time left it names may be a
//! minute short of the round figure.

use crate::bot;

use bot::{World, picture};
use serde_json::Value;

const DAY: i64 = 24 * 3600;
const HOUR: i64 = 3600;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correspondence_game_through_days_with_the_whole_toolkit() {
    let w = World::new().await;
    for (who, times) in [(&w.alice, "12h"), (&w.bob, "2d,1h")] {
        let set = w
            .slash(who, w.lobby, "settings", &[("remind", Value::from(times))])
            .await;
        assert!(set[0].ephemeral, "{set:#?}");
    }
    // Red misses the capture of Black's chariot on the first move.
    let (game, thread) = w
        .start_game(
            "minixiangqi",
            &[
                ("days", Value::from(3)),
                ("rated", Value::from(false)),
                ("fen", Value::from("3k3/7/7/r6/7/7/R3K2 w - - 0 1")),
            ],
        )
        .await;
    let mark = w.fake.mark();
    w.advance_clock(2 * DAY + 12 * HOUR);
    let reminder = w
        .wait(mark, |p| {
            p.channel_id == thread && p.content.contains(&format!("Reminder: game {game}"))
        })
        .await;
    assert!(
        reminder.content.starts_with(&w.alice.mention())
            && (reminder.content.ends_with("12 h 0 min left.")
                || reminder.content.ends_with("11 h 59 min left.")),
        "{}",
        reminder.content
    );
    w.play(&w.alice, thread, "e1e2").await;
    let queued = w
        .slash(
            &w.alice,
            thread,
            "premove",
            &[("line", Value::from("a4a1 e2e3"))],
        )
        .await;
    assert!(queued.iter().all(|p| p.ephemeral), "{queued:#?}");
    let mark = w.fake.mark();
    w.advance_clock(DAY);
    let reminder = w
        .wait(mark, |p| {
            p.channel_id == thread && p.content.contains("Reminder:")
        })
        .await;
    assert!(
        reminder.content.starts_with(&w.bob.mention())
            && (reminder.content.ends_with("2 d 0 h left.")
                || reminder.content.ends_with("1 d 23 h left.")),
        "{}",
        reminder.content
    );
    // Bob goes away for three days: Alice hears of it in the thread.
    let mark = w.fake.mark();
    w.slash(&w.bob, w.lobby, "vacation", &[("days", Value::from(3))])
        .await;
    let notice = w
        .wait(mark, |p| {
            p.channel_id == thread && p.content.contains("Bob is away until")
        })
        .await;
    assert!(
        notice.content.contains(&w.alice.mention()),
        "{}",
        notice.content
    );
    // Through his vacation and on to an hour before his deadline: only his last reminder.
    let mark = w.fake.mark();
    w.advance_clock(3 * DAY + DAY + 23 * HOUR);
    let last = w
        .wait(mark, |p| {
            p.channel_id == thread && p.content.contains("Reminder:")
        })
        .await;
    assert!(
        last.content.ends_with("1 h 0 min left.") || last.content.ends_with("59 min left."),
        "{}",
        last.content
    );
    assert!(
        !w.fake
            .posted()
            .iter()
            .any(|p| p.content.contains("did not move in time")),
        "nobody lost on time"
    );
    // Bob's expected reply: Alice's conditional answer comes at once.
    let answered = w.play(&w.bob, thread, "a4a1").await;
    assert!(
        answered
            .content
            .contains("Alice answered K3+1 (a conditional move)."),
        "{}",
        answered.content
    );
    // Alice resigns: the review comes to the thread, with the puzzle it found.
    let mark = w.fake.mark();
    w.ok(&w.alice, thread, "resign", &[]).await;
    let review = w
        .wait(mark, |p| {
            p.channel_id == thread && p.content.starts_with(&format!("Review of game {game}"))
        })
        .await;
    assert!(
        review.content.contains("1 puzzle found in it: /puzzle"),
        "{}",
        review.content
    );
    let puzzle = w.slash(&w.alice, w.lobby, "puzzle", &[]).await;
    assert!(puzzle[0].ephemeral);
    assert!(
        puzzle[0].content.contains("Red to move and win"),
        "{}",
        puzzle[0].content
    );
    picture(&puzzle[0]);
    let solved = w
        .slash(&w.alice, w.lobby, "move", &[("text", Value::from("a1a4"))])
        .await;
    assert!(
        solved[0].ephemeral && solved[0].content.starts_with("Right: "),
        "{solved:#?}"
    );
    w.assert_clean();
}
