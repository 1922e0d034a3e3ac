//! Whole games in Discord: the real bot against the fake, players giving slash commands and
//! clicking buttons, every picture decoded, nothing Discord would refuse.

use crate::bot;

use bot::{World, dm_to, game_number, picture};
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
                ("side", Value::from("red")),
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
    let game = game_number(&begins);
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
    // One notification a turn: the mention in the thread, no DM besides.
    assert!(
        !w.fake.posted_since(mark).iter().any(|p| dm_to(p, &w.bob)),
        "no turn DM by default"
    );
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn xiangqi_and_minishogi_games_reach_their_results() {
    let w = World::new().await;
    let (_, xq) = w.start_game("xiangqi", &[]).await;
    for (who, text) in [
        (&w.alice, "C8+2"),
        (&w.bob, "R1+1"),
        (&w.alice, "C8=7"),
        (&w.bob, "a9e9"),
    ] {
        picture(&w.play(who, xq, text).await);
    }
    let end = w.play(&w.alice, xq, "炮七进五").await;
    assert!(
        end.content.contains("Red wins by checkmate"),
        "{}",
        end.content
    );
    let (width, height) = picture(&end);
    assert!(
        height > width,
        "a Xiangqi board is taller than wide: {width}×{height}"
    );

    let (_, ms) = w.start_game("minishogi", &[]).await;
    for (who, text) in [(&w.alice, "K-4d"), (&w.bob, "Rx5d"), (&w.alice, "K-3c")] {
        picture(&w.play(who, ms, text).await);
    }
    let end = w.play(&w.bob, ms, "G-3b").await;
    assert!(
        end.content.contains("Gote wins by checkmate"),
        "{}",
        end.content
    );
    picture(&end);
    // The replay of a finished game is a GIF, in public.
    let replay = w.ok(&w.alice, ms, "replay", &[]).await;
    assert!(
        replay.attachments[0].name.ends_with(".gif"),
        "{:?}",
        replay.attachments
    );
    // Both results count: Bob's stats answer only him.
    let stats = w.slash(&w.bob, w.lobby, "stats", &[]).await;
    assert!(stats[0].ephemeral);
    assert!(
        stats[0].content.contains("Minishogi"),
        "{}",
        stats[0].content
    );
    w.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_autocomplete_offers_the_players_own_legal_moves() {
    let w = World::new().await;
    let (game, thread) = w.start_game("xiangqi", &[]).await;
    let choices = |typed: &'static str, who: &'static str| {
        let w = &w;
        async move {
            let user = if who == "alice" { &w.alice } else { &w.bob };
            w.move_suggestions(user, thread, &[("text", Value::from(typed))])
                .await
        }
    };
    // 44 legal moves at the start: the first 25, the cap Discord sets.
    assert_eq!(choices("", "alice").await.len(), 25);
    let cannons = choices("C2", "alice").await;
    assert!(!cannons.is_empty());
    assert!(
        cannons
            .iter()
            .all(|(name, value)| name == value && name.starts_with("C2")),
        "{cannons:?}"
    );
    // Lowercase and coordinates find the move too; the value is canonical notation.
    assert_eq!(
        choices("h3e3", "alice").await,
        [("C2=5".to_owned(), "C2=5".to_owned())]
    );
    assert!(
        choices("c2=5", "alice")
            .await
            .iter()
            .any(|(n, _)| n == "C2=5")
    );
    // Not Bob's turn: nothing to offer him; nothing for a move that does not exist.
    assert!(choices("", "bob").await.is_empty());
    assert!(choices("zz", "alice").await.is_empty());
    // With the game named, from anywhere.
    let named = w
        .move_suggestions(
            &w.alice,
            w.lobby,
            &[("text", Value::from("H")), ("game", Value::from(game))],
        )
        .await;
    // The four horse moves first; then moves whose coordinates start with h (h3e3...).
    let horses = named.iter().take_while(|(n, _)| n.starts_with('H')).count();
    assert_eq!(horses, 4, "{named:?}");
    // The submitted text is still checked by the service.
    let bad = w
        .refused(&w.alice, thread, "move", &[("text", Value::from("C2=9"))])
        .await;
    assert!(bad.contains("C2=9"), "{bad}");
    // Captures come first once there are some.
    w.play(&w.alice, thread, "C2=5").await;
    w.play(&w.bob, thread, "C8=5").await;
    assert_eq!(choices("", "alice").await[0].0, "C5+4");
    w.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_suggestions_have_a_rate_per_person() {
    // Four a minute, one at once.
    let w = World::tuned(|c| c.limits.suggestions_per_minute = 4).await;
    let (_, thread) = w.start_game("xiangqi", &[]).await;
    let ask = |user| {
        let w = &w;
        async move {
            w.move_suggestions(user, thread, &[("text", Value::from("C2"))])
                .await
        }
    };
    assert!(!ask(&w.alice).await.is_empty());
    assert!(
        ask(&w.alice).await.is_empty(),
        "beyond her rate, no suggestions"
    );
    // Her commands are counted apart: the move goes through.
    w.play(&w.alice, thread, "C2=5").await;
    w.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn draws_by_agreement_resignation_with_confirmation_and_takebacks_by_buttons() {
    let w = World::new().await;
    // A takeback: Alice asks, Bob accepts by button, the move is gone.
    let (_, t1) = w.start_game("minixiangqi", &[]).await;
    w.play(&w.alice, t1, "b1b3").await;
    let ask = w
        .ok(
            &w.alice,
            t1,
            "takeback",
            &[("action", Value::from("request"))],
        )
        .await;
    assert!(ask.content.starts_with(&w.bob.mention()), "{}", ask.content);
    assert_eq!(ask.button_labels(), ["Accept takeback", "Decline"]);
    // Alice cannot accept her own request.
    let own = w.click(&w.alice, &ask, "Accept takeback").await;
    assert!(own.last().unwrap().ephemeral, "{own:#?}");
    let mark = w.fake.mark();
    w.click(&w.bob, &ask, "Accept takeback").await;
    w.wait(mark, |p| {
        p.channel_id == t1 && p.content.contains("accepts the takeback")
    })
    .await;
    assert!(
        w.fake.message(ask.id).unwrap().components.is_empty(),
        "buttons off once answered"
    );
    // Alice is to move again and plays something else.
    w.play(&w.alice, t1, "a2a3").await;

    // A draw offered by command and accepted by button.
    let offer = w
        .ok(&w.bob, t1, "draw", &[("action", Value::from("offer"))])
        .await;
    let mark = w.fake.mark();
    w.click(&w.alice, &offer, "Accept draw").await;
    let drawn = w
        .wait(mark, |p| p.channel_id == t1 && p.content.contains("draw"))
        .await;
    assert!(
        drawn.content.to_lowercase().contains("draw"),
        "{}",
        drawn.content
    );

    // Resignation by the button under the board asks first, only the resigner sees it.
    let (_, t2) = w.start_game("minixiangqi", &[]).await;
    let board = w.play(&w.alice, t2, "b1b3").await;
    let question = w.click(&w.bob, &board, "Resign").await;
    let q = question.last().unwrap();
    assert!(
        q.ephemeral && q.content.starts_with("Resign game"),
        "{q:#?}"
    );
    let mark = w.fake.mark();
    w.click(&w.bob, q, "Yes, resign").await;
    let end = w
        .wait(mark, |p| {
            p.channel_id == t2 && p.content.contains("Red wins by resignation")
        })
        .await;
    picture(&end);
    w.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_challenge_taken_by_a_third_user_and_refusals_for_non_players() {
    let w = World::new().await;
    let open = w
        .ok(
            &w.alice,
            w.lobby,
            "challenge",
            &[("variant", Value::from("minixiangqi"))],
        )
        .await;
    assert!(open.content.contains("Anyone here"), "{}", open.content);
    assert_eq!(open.button_labels(), ["Accept"]);
    let mark = w.fake.mark();
    w.click(&w.carol, &open, "Accept").await;
    let begins = w.wait(mark, |p| p.content.contains(" begins")).await;
    assert!(begins.content.contains("Carol"), "{}", begins.content);
    let game = game_number(&begins);
    let thread = w.thread_of(game);
    // Bob does not play in it: his commands there are refused privately.
    let no = w
        .refused(&w.bob, thread, "move", &[("text", Value::from("b1b3"))])
        .await;
    assert!(no.contains("do not play"), "{no}");
    let no = w.refused(&w.bob, thread, "resign", &[]).await;
    assert!(no.contains("do not play"), "{no}");
    // Nor can he press the Resign button under their board.
    let board = w
        .wait(mark, |p| {
            p.channel_id == thread && !p.attachments.is_empty()
        })
        .await;
    let q = w.click(&w.bob, &board, "Resign").await;
    let yes = w.click(&w.bob, q.last().unwrap(), "Yes, resign").await;
    assert!(yes.last().unwrap().ephemeral, "{yes:#?}");
    assert!(
        yes.last().unwrap().content.contains("do not play"),
        "{yes:#?}"
    );
    // The Board button shows the board to whoever asks, privately.
    let shown = w.click(&w.bob, &board, "Board").await;
    let p = shown.last().unwrap();
    assert!(p.ephemeral);
    picture(p);
    // A game in a channel without threads stays in that channel.
    let plain = w.fake.add_channel_without_threads("no-threads");
    let c = w
        .ok(
            &w.alice,
            plain,
            "challenge",
            &[
                ("opponent", w.bob.option()),
                ("variant", Value::from("minishogi")),
            ],
        )
        .await;
    let mark = w.fake.mark();
    w.click(&w.bob, &c, "Accept").await;
    let board = w.wait(mark, |p| !p.attachments.is_empty()).await;
    assert_eq!(board.channel_id, plain);
    w.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_palace_itself_answers_each_move_in_its_thread() {
    let w = World::new().await;
    let mark = w.fake.mark();
    let begins = w
        .ok(
            &w.alice,
            w.lobby,
            "challenge",
            &[
                ("variant", Value::from("minixiangqi")),
                ("side", Value::from("red")),
                ("level", Value::from(2)),
            ],
        )
        .await;
    // The first board, in the game's new thread.
    let board = w
        .wait(mark, |p| {
            matches!(p.place, Place::Thread(_)) && p.content.contains("Alice (red) to move")
        })
        .await;
    picture(&board);
    assert!(
        begins
            .content
            .contains("begins: Alice (red) vs Palace (level 2, black)"),
        "{}",
        begins.content
    );
    let game = game_number(&begins);
    let thread = w.thread_of(game);
    for text in ["c2c3", "a2a3"] {
        let mark = w.fake.mark();
        let posts = w
            .slash(&w.alice, thread, "move", &[("text", Value::from(text))])
            .await;
        assert!(posts.iter().all(|p| !p.ephemeral), "{posts:#?}");
        let thinking = &posts[0];
        assert!(
            thinking
                .content
                .contains("Palace (level 2, black) is thinking"),
            "{}",
            thinking.content
        );
        assert!(thinking.attachments.is_empty());
        let reply = w
            .wait(mark, |p| {
                p.place == Place::Thread(thread) && p.content.contains("Palace (level 2) played")
            })
            .await;
        picture(&reply);
        assert!(
            reply.content.starts_with(&w.alice.mention()),
            "{}",
            reply.content
        );
        assert_eq!(reply.button_labels(), ["Board", "Resign"]);
    }
    w.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answered_challenge_loses_its_buttons_once_and_long_answers_come_whole() {
    let w = World::new().await;
    // The buttons come off a clicked challenge in one edit (not also through the channel).
    for answer in ["Decline", "Accept"] {
        let challenge = w
            .ok(
                &w.alice,
                w.lobby,
                "challenge",
                &[
                    ("opponent", w.bob.option()),
                    ("variant", Value::from("minixiangqi")),
                ],
            )
            .await;
        let before = w.fake.requests().len();
        w.click(&w.bob, &challenge, answer).await;
        let edits: Vec<String> = w.fake.requests()[before..]
            .iter()
            .filter(|r| {
                r.method == "PATCH"
                    && (r.path.ends_with("/messages/@original")
                        || r.path.ends_with(&format!("/messages/{}", challenge.id)))
            })
            .map(|r| r.path.clone())
            .collect();
        assert_eq!(edits.len(), 1, "{answer}: {edits:#?}");
        let now = w.fake.message(challenge.id).unwrap();
        assert!(now.components.is_empty(), "{answer}: {now:#?}");
    }
    // /rules of every game is longer than one Discord message: it comes whole, in parts.
    let mark = w.fake.mark();
    w.slash(&w.alice, w.lobby, "rules", &[]).await;
    w.wait(mark, |p| p.content.contains("is a draw (lishogi's limit)."))
        .await;
    let parts = w.fake.posted_since(mark);
    assert!(parts.len() >= 2, "{parts:#?}");
    let text: Vec<&str> = parts.iter().map(|p| p.content.as_str()).collect();
    let text = text.join("\n\n");
    for p in &parts {
        assert!(p.ephemeral, "{p:#?}");
        assert!(p.content.chars().count() <= 2000);
        assert!(!p.content.ends_with('…'), "cut: {}", p.content);
    }
    for heading in [
        "**Xiangqi**",
        "**Mini Xiangqi**",
        "**Dark Mini Xiangqi**",
        "**Minishogi**",
    ] {
        assert!(text.contains(heading), "{heading} missing");
    }
    assert!(
        text.trim_end().ends_with(
            "otherwise for sente. A game still going at its 700th ply is a draw (lishogi's limit)."
        ),
        "the end of the Minishogi rules: {text}"
    );
    w.assert_clean();
}

/// `/settings remind:` through Discord: the option is registered as Discord accepts it,
/// the times come back in the private answer, and bad ones are refused privately.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminder_times_are_set_privately_and_bad_ones_refused() {
    let w = World::new().await;
    let set = w
        .slash(
            &w.bob,
            w.lobby,
            "settings",
            &[("remind", Value::from("2h, 1d"))],
        )
        .await;
    assert!(set.iter().all(|p| p.ephemeral), "{set:#?}");
    assert!(
        set[0]
            .content
            .contains("reminders 1d, 2h before a deadline (remind:1d,2h)"),
        "{}",
        set[0].content
    );
    let refusal = w
        .refused(
            &w.bob,
            w.lobby,
            "settings",
            &[("remind", Value::from("whenever"))],
        )
        .await;
    assert!(refusal.contains("\"whenever\" is not a time"), "{refusal}");
    w.assert_clean();
}

/// `/vacation` through Discord: the answers are private, the opponent hears of it in the
/// game's thread with a mention, `/games` shows the stopped clock, and the game waits
/// across the bot's restart through days it would otherwise have been lost on time in.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_stops_the_clock_and_the_opponent_hears_of_it_in_the_thread() {
    let mut w = World::new().await;
    let (_, thread) = w.start_game("minixiangqi", &[]).await;
    let mark = w.fake.mark();
    let set = w
        .slash(&w.alice, w.lobby, "vacation", &[("days", Value::from(5))])
        .await;
    assert!(set.iter().all(|p| p.ephemeral), "{set:#?}");
    assert!(
        set[0].content.contains("You are away until")
            && set[0].content.contains("your opponent is told"),
        "{}",
        set[0].content
    );
    let notice = w
        .wait(mark, |p| {
            p.channel_id == thread && p.content.contains("Alice is away until")
        })
        .await;
    assert!(
        notice.content.contains(&w.bob.mention()),
        "{}",
        notice.content
    );
    // Four days pass with the bot stopped: more than the 3 days a move, and nothing is lost.
    w.stop_bot().await;
    w.advance_clock(4 * 24 * 3600);
    w.start_bot().await;
    let games = w.slash(&w.bob, w.lobby, "games", &[]).await;
    assert!(
        games[0].content.contains("clock stopped: Alice away until"),
        "{}",
        games[0].content
    );
    let mark = w.fake.mark();
    let back = w
        .slash(&w.alice, w.lobby, "vacation", &[("end", Value::from(true))])
        .await;
    assert!(back.iter().all(|p| p.ephemeral), "{back:#?}");
    assert!(
        back[0]
            .content
            .starts_with("Welcome back: you were away 4 d")
    );
    w.wait(mark, |p| {
        p.channel_id == thread
            && p.content
                .contains("Alice is back early: the clock runs again")
            && p.content.contains(&w.bob.mention())
    })
    .await;
    picture(&w.play(&w.alice, thread, "b1b3").await);
    // Beyond the allowance: refused privately, with what is left (about 17 days: the
    // bot's clock is the real one moved on, so the figure may be a minute short).
    let refusal = w
        .refused(&w.alice, w.lobby, "vacation", &[("days", Value::from(30))])
        .await;
    assert!(
        refusal.contains("30 days is more than the vacation you have left: ")
            && refusal.ends_with(" of your 21 days in any 365"),
        "{refusal}"
    );
    w.assert_clean();
}

/// `/premove` through Discord: queued privately, fired in the thread as conditional when
/// the expected reply comes, and refused in a dark game with the reason.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_conditional_move_is_queued_privately_and_fires_in_the_thread() {
    let w = World::new().await;
    let (_, thread) = w.start_game("xiangqi", &[]).await;
    w.play(&w.alice, thread, "C2=5").await;
    let queued = w
        .slash(
            &w.alice,
            thread,
            "premove",
            &[("line", Value::from("H8+7 H2+3; C8=5 H2+3"))],
        )
        .await;
    assert!(queued.iter().all(|p| p.ephemeral), "{queued:#?}");
    assert!(
        queued[0].content.contains("1. H8+7 H2+3\n2. C8=5 H2+3"),
        "{}",
        queued[0].content
    );
    // A line that cannot be played where it would be: refused, and the queued one stays.
    let refusal = w
        .refused(
            &w.alice,
            thread,
            "premove",
            &[("line", Value::from("H8+7 H2+3 P7+1 R1+5"))],
        )
        .await;
    assert!(
        refusal.contains("your answer to P7+1 R1+5 cannot be played"),
        "{refusal}"
    );
    let answered = w.play(&w.bob, thread, "H8+7").await;
    assert!(
        answered.content.contains(
            "Bob played H8+7. Alice answered H2+3 (a conditional move). Bob (black) to move."
        ),
        "{}",
        answered.content
    );
    picture(&answered);
    let (_, dark) = w.start_game("dark-minixiangqi", &[]).await;
    w.play(&w.alice, dark, "b1b3").await;
    let refusal = w
        .refused(
            &w.alice,
            dark,
            "premove",
            &[("line", Value::from("b7b6 b3d3"))],
        )
        .await;
    assert!(
        refusal.contains("is a dark game: it has no conditional moves"),
        "{refusal}"
    );
    w.assert_clean();
}

/// The review after a game in Discord: posted in the game's thread once the game ends, on
/// the heavy lane, with a picture of each swing; the thread is archived again after it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_gets_its_review_in_its_thread() {
    let w = World::new().await;
    let (game, thread) = w.start_game("minixiangqi", &[]).await;
    let mark = w.fake.mark();
    for (who, mv) in [(&w.alice, "b1b3"), (&w.bob, "b7b6"), (&w.alice, "b3d3")] {
        w.play(who, thread, mv).await;
    }
    let review = w
        .wait(mark, |p| {
            p.channel_id == thread && p.content.starts_with(&format!("Review of game {game}"))
        })
        .await;
    assert!(
        review
            .content
            .contains("Red wins by checkmate, after 3 plies.")
            && review.content.contains("Opening: C6+2 C2+1."),
        "{}",
        review.content
    );
    let swings = review
        .content
        .lines()
        .filter(|l| l.contains(". move "))
        .count();
    assert!(
        swings >= 1,
        "black's C2+1 walks into mate: {}",
        review.content
    );
    assert_eq!(review.attachments.len(), swings);
    for (i, a) in review.attachments.iter().enumerate() {
        assert_eq!(a.name, format!("game-{game}-swing-{}.png", i + 1));
    }
    // Archived again after the review, as at the end of the game.
    let archived = async {
        loop {
            if w.fake
                .threads()
                .iter()
                .any(|t| t.id == thread && t.archived)
            {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    };
    tokio::time::timeout(std::time::Duration::from_secs(10), archived)
        .await
        .expect("the thread is archived after the review");
    w.assert_clean();
}
