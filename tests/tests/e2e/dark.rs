//! A whole Dark Mini Xiangqi game in Discord: each player's fog board only by DM, nothing
//! public that shows a board, a move or a hidden fact while the game runs, and the path of a
//! player whose DMs are closed.

use crate::bot;

use bot::{World, dm_to, picture};
use fake_discord::Place;
use serde_json::Value;

/// Every way the four moves of this game can be written: none may appear in public before
/// the end.
const SECRETS: &[&str] = &[
    "a2b2", "b7b1", "b2b3", "b1d1", "P7=6", "C2+6", "P6+1", "C2=4", "a2", "b7", "b2", "b1", "d1",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dark_game_shows_each_player_only_their_own_board() {
    let w = World::new().await;
    let start = w.fake.mark();
    let (game, thread) = w.start_game("dark-minixiangqi", &[]).await;
    // Both players get their own fog picture by DM at the start.
    for p in [&w.alice, &w.bob] {
        let dm = w
            .wait(start, |m| dm_to(m, p) && !m.attachments.is_empty())
            .await;
        picture(&dm);
    }
    // Autocomplete offers each player their own moves, also to the one who waits.
    for p in [&w.alice, &w.bob] {
        let c = w
            .move_suggestions(p, thread, &[("text", Value::from(""))])
            .await;
        assert!(!c.is_empty() && c.len() <= 25);
    }
    let moves = [(&w.alice, "a2b2"), (&w.bob, "b7b1"), (&w.alice, "b2b3")];
    for (ply, (who, text)) in moves.iter().enumerate() {
        let mark = w.fake.mark();
        let notice = w.play(who, thread, text).await;
        assert!(
            notice.attachments.is_empty(),
            "no board in public: {notice:#?}"
        );
        assert!(
            notice
                .content
                .contains(&format!("has moved (ply {})", ply + 1)),
            "{}",
            notice.content
        );
        // After every ply each player gets their own fog board by DM; the mover's says
        // which move they played, the other's does not.
        let opponent = if who.id == w.alice.id {
            &w.bob
        } else {
            &w.alice
        };
        let mine = w
            .wait(mark, |m| dm_to(m, who) && !m.attachments.is_empty())
            .await;
        assert!(mine.content.contains("you played"), "{}", mine.content);
        picture(&mine);
        let theirs = w
            .wait(mark, |m| dm_to(m, opponent) && !m.attachments.is_empty())
            .await;
        assert!(!theirs.content.contains("you played"), "{}", theirs.content);
        assert!(!theirs.content.contains(text), "{}", theirs.content);
        assert_ne!(mine.attachments[0].data, theirs.attachments[0].data);
    }
    // /board answers privately, to players only.
    let own = w.slash(&w.bob, thread, "board", &[]).await;
    assert!(own.iter().all(|p| p.ephemeral), "{own:#?}");
    picture(own.last().unwrap());
    let nosy = w
        .refused(&w.carol, thread, "board", &[("game", Value::from(game))])
        .await;
    assert!(nosy.contains("hidden"), "{nosy}");
    // So does the "My board" button under the public notice.
    let notice = w
        .fake
        .posted()
        .into_iter()
        .rev()
        .find(|p| p.channel_id == thread && p.button_labels().contains(&"My board".to_owned()))
        .unwrap();
    let shown = w.click(&w.alice, &notice, "My board").await;
    assert!(shown.iter().all(|p| p.ephemeral));
    picture(shown.last().unwrap());
    // The audit, before the end: nothing public shows a board, a move or a square.
    for p in w.fake.posted() {
        if matches!(p.place, Place::Dm(_)) || p.ephemeral {
            continue;
        }
        assert!(
            p.attachments.is_empty(),
            "a public picture in a dark game: {p:#?}"
        );
        for s in SECRETS {
            assert!(!p.content.contains(s), "{s:?} in public: {}", p.content);
        }
    }
    // No replay while it runs, from either side's view or of the true board.
    for view in ["red", "black", "full"] {
        let refusal = w
            .refused(&w.bob, thread, "replay", &[("view", Value::from(view))])
            .await;
        assert!(refusal.contains("shown once it has ended"), "{refusal}");
    }
    // The capture of the general ends the game; now the whole game is revealed.
    let end = w.play(&w.bob, thread, "b1d1").await;
    assert!(
        end.content.contains("Black wins by capturing the general"),
        "{}",
        end.content
    );
    assert!(
        end.content.contains("1. P7=6 C2+6 2. P6+1 C2=4"),
        "{}",
        end.content
    );
    picture(&end);
    // Each player's DM channel was opened once, however many DMs went out.
    let requests = w.fake.requests();
    let opened = requests
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/users/@me/channels"))
        .count();
    let dms = w
        .fake
        .posted()
        .iter()
        .filter(|p| matches!(p.place, Place::Dm(_)))
        .count();
    assert!(dms >= 8, "{dms} DMs");
    assert_eq!(opened, 2, "{opened} DM channels opened for {dms} DMs");
    // Over: three replays, red's fog, black's fog and the true board (each GIF decoded
    // whole by assert_clean).
    for (view, file, says) in [
        ("red", format!("game-{game}-red.gif"), " as red saw it"),
        (
            "black",
            format!("game-{game}-black.gif"),
            " as black saw it",
        ),
        ("full", format!("game-{game}.gif"), ""),
    ] {
        let replay = w
            .ok(&w.alice, thread, "replay", &[("view", Value::from(view))])
            .await;
        assert!(
            replay
                .content
                .starts_with(&format!("Replay of game {game}{says} (")),
            "{}",
            replay.content
        );
        assert_eq!(replay.attachments.len(), 1, "{replay:#?}");
        assert_eq!(replay.attachments[0].name, file);
    }
    w.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_whose_dms_are_closed_is_told_where_to_look_and_the_game_goes_on() {
    let w = World::new().await;
    w.fake.close_dms(&w.bob, true);
    let start = w.fake.mark();
    let (_, thread) = w.start_game("dark-minixiangqi", &[]).await;
    let told = w
        .wait(start, |p| {
            p.channel_id == thread
                && p.content.contains(&w.bob.mention())
                && p.content.contains("direct messages")
        })
        .await;
    assert!(told.attachments.is_empty());
    assert!(told.content.contains("/board"), "{}", told.content);
    // Alice's DMs still work.
    w.wait(start, |p| dm_to(p, &w.alice) && !p.attachments.is_empty())
        .await;
    let notes = |w: &World| {
        w.fake
            .posted()
            .into_iter()
            .filter(|p| p.channel_id == thread && p.content.contains("direct messages"))
            .collect::<Vec<_>>()
    };
    // While Bob's DMs stay closed, the note is not said again on every ply.
    let mark = w.fake.mark();
    w.play(&w.alice, thread, "a2b2").await;
    w.wait(mark, |p| dm_to(p, &w.alice) && !p.attachments.is_empty())
        .await;
    // Bob sees his board with /board and plays on.
    let own = w.slash(&w.bob, thread, "board", &[]).await;
    picture(own.last().unwrap());
    assert!(own.last().unwrap().ephemeral);
    let mark = w.fake.mark();
    w.play(&w.bob, thread, "b7b1").await;
    w.wait(mark, |p| dm_to(p, &w.alice) && !p.attachments.is_empty())
        .await;
    let refused = w
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.status == 403)
        .count();
    // His boards at the start and after Alice's move (the challenge reached him as a
    // mention in the channel, his default, not by DM).
    assert!(
        refused >= 2,
        "Bob's boards were tried and refused: {refused}"
    );
    assert_eq!(notes(&w).len(), 1, "said once: {:#?}", notes(&w));
    // Bob opens his DMs: the next board reaches him.
    w.fake.open_dms(&w.bob);
    let mark = w.fake.mark();
    w.play(&w.alice, thread, "b2b3").await;
    w.wait(mark, |p| dm_to(p, &w.bob) && !p.attachments.is_empty())
        .await;
    // He closes them again: he is told again, once.
    w.fake.close_dms(&w.bob, true);
    let mark = w.fake.mark();
    w.play(&w.bob, thread, "P7+1").await;
    let again = w
        .wait(mark, |p| {
            p.channel_id == thread
                && p.content.contains(&w.bob.mention())
                && p.content.contains("direct messages")
        })
        .await;
    for s in SECRETS {
        assert!(!again.content.contains(s), "{s:?} in {}", again.content);
    }
    assert_eq!(notes(&w).len(), 2, "{:#?}", notes(&w));
    w.assert_clean();
}
