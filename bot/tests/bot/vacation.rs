//! `/vacation` through days with the simulated clock: the clocks of a player's games stop
//! while they are away and the time they had is theirs when they are back, whoever leaves
//! or comes back early, across a restart of the bot; games against the engine and games
//! that begin meanwhile wait too; the allowance is counted and refused beyond.

use crate::common;
use crate::on_both_stores;

use common::stores::Backend;
use common::world::World;
use common::{game_number, texts};
use palace::model::{DAY, HOUR, Place, UserId};
use palace::service::message::{Audience, Event};
use rules::Color;

fn the_clocks_stop_while_players_are_away_and_run_again_exactly(backend: Backend) {
    let mut w = World::new(backend);
    let t0 = w.now;
    let id = w.start("xiangqi", "days:3");
    assert_eq!(w.game(id).deadline, Some(t0 + 3 * DAY));
    assert!(w.wait(DAY).is_empty());

    // A day into her turn, alice goes away for 5 days: her opponent is told at once, in
    // the game's place with his mention (his notify setting), and she has 2 days when back.
    let out = w.ok("alice: /vacation days:5");
    assert_eq!(out[0].audience, Audience::Reply(UserId("alice".into())));
    for says in [
        "You are away until ",
        "(5 d 0 h): the clock of game 1 is stopped and your opponent is told.",
        "16 d 0 h of your 21 vacation days in any 365 are left.",
    ] {
        assert!(out[0].text.contains(says), "{says} in {}", out[0].text);
    }
    assert_eq!(out.len(), 2, "{out:#?}");
    assert_eq!(out[1].audience, Audience::Public(Place("#lobby".into())));
    assert_eq!(out[1].ping, Some(UserId("bob".into())));
    assert!(
        out[1].text.starts_with("Game 1: alice is away until 20")
            && out[1]
                .text
                .ends_with("(5 d 0 h): the clock is stopped until then."),
        "{}",
        out[1].text
    );
    let doc = w.game(id);
    assert_eq!(doc.deadline, Some(t0 + 8 * DAY));
    assert_eq!(doc.paused_until, Some(t0 + 6 * DAY));
    let games = texts(&w.ok("bob: /games"));
    assert!(
        games.contains("alice to move · clock stopped: alice away until ")
            && games.contains(" (5 d 0 h more) · then 2 d 0 h left"),
        "{games}"
    );
    let stats = texts(&w.ok("bob: /stats user:@alice"));
    assert!(stats.contains("alice away until "), "{stats}");
    assert!(
        !stats.contains("Vacation:"),
        "her allowance is her own: {stats}"
    );

    // The bot restarts while she is away; nothing falls due until a day after she is back.
    w.restart();
    for _ in 0..(6 * 24 - 1) {
        assert!(w.wait(HOUR).is_empty(), "at {}", w.now - t0);
    }
    let out = w.wait(HOUR);
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].event, Some(Event::Reminded { game: id }));
    assert!(out[0].text.ends_with("1 d 0 h left."), "{}", out[0].text);
    assert_eq!(w.now, t0 + 7 * DAY);
    w.ok("alice: /move C2=5");

    // Bob goes away for 2 days; alice, an hour later, for 4: the clock waits for both.
    w.ok("bob: /vacation days:2");
    assert_eq!(w.game(id).deadline, Some(t0 + 12 * DAY));
    assert!(w.wait(HOUR).is_empty());
    let out = w.ok("alice: /vacation days:4");
    assert!(
        texts(&out).contains("Game 1: alice is away until "),
        "{}",
        texts(&out)
    );
    assert_eq!(w.game(id).paused_until, Some(t0 + 11 * DAY + HOUR));
    assert_eq!(w.game(id).deadline, Some(t0 + 14 * DAY + HOUR));
    let games = texts(&w.ok("alice: /games"));
    assert!(
        games.contains("bob to move · clock stopped: alice away until ")
            && games.contains(" (4 d 0 h more), bob away until ")
            && games.contains(" (1 d 23 h more) · then 3 d 0 h left"),
        "{games}"
    );
    // She comes back early: the clock stays stopped for bob, who is still away. Bob heard
    // of her vacation less than a day ago, so he is not told again (his /games shows it),
    // and the day she began counts whole.
    assert!(w.wait(DAY - HOUR).is_empty());
    let out = w.ok("alice: /vacation end");
    assert_eq!(
        out[0].text,
        "Welcome back: you were away 23 h 0 min. 15 d 0 h of your 21 vacation days in any 365 are left. Each day begun counts. Your opponent in game 1 heard of a vacation of yours less than a day ago and is not told again (their /games shows it)."
    );
    assert_eq!(out.len(), 1, "{out:#?}");
    let games = texts(&w.ok("bob: /games"));
    assert!(
        games.contains("your move · clock stopped: bob away until ")
            && !games.contains("alice away"),
        "{games}"
    );
    assert_eq!(w.game(id).deadline, Some(t0 + 12 * DAY));
    // Bob's turn runs from his return: reminded a day and an hour before, then out of time.
    assert!(w.wait(3 * DAY - 1).is_empty());
    assert!(texts(&w.wait(1)).contains("1 d 0 h left"));
    assert!(w.wait(23 * HOUR - 1).is_empty());
    assert!(texts(&w.wait(1)).contains("1 h 0 min left"));
    assert!(w.wait(HOUR - 1).is_empty());
    let out = w.wait(1);
    assert!(
        texts(&out).contains("bob did not move in time"),
        "{}",
        texts(&out)
    );
    assert_eq!(w.now, t0 + 12 * DAY);

    // The allowance: what is left, and no more.
    let stats = texts(&w.ok("alice: /stats"));
    assert!(
        stats.contains("Vacation: 15 d 0 h of your 21 vacation days in any 365 are left."),
        "{stats}"
    );
    let before = w.player("alice");
    for (line, says) in [
        (
            "alice: /vacation days:16",
            "16 days is more than the vacation you have left: 15 d 0 h of your 21 days in any 365",
        ),
        ("alice: /vacation end", "you are not away"),
        ("alice: /vacation days:2 end:true", "not both"),
        (
            "alice: /vacation days:0",
            "option 'days' must be from 1 to 365",
        ),
    ] {
        let refusal = w.refused(line);
        assert!(refusal.contains(says), "{line}: {refusal}");
    }
    assert_eq!(w.player("alice"), before);
    let status = texts(&w.ok("alice: /vacation"));
    assert!(
        status.starts_with("You are not away. 15 d 0 h of your 21"),
        "{status}"
    );
    // All of it, then none left.
    let out = w.ok("alice: /vacation days:15");
    assert!(
        texts(&out).contains("you have no game in progress"),
        "{out:#?}"
    );
    assert!(texts(&out).contains("None of your 21"), "{}", texts(&out));
    // While away, a new length replaces the one she gave, within what she had.
    let refusal = w.refused("alice: /vacation days:16");
    assert!(
        refusal.contains("16 days is more than the vacation you have left: 15 d 0 h of"),
        "{refusal}"
    );
    let out = w.ok("alice: /vacation days:1");
    assert!(texts(&out).contains(" (1 d 0 h): "), "{}", texts(&out));
    // Back at once: the day begun counts, the rest is hers again.
    let out = w.ok("alice: /vacation end");
    assert!(
        texts(&out).contains("14 d 0 h of your 21"),
        "{}",
        texts(&out)
    );
}

fn games_against_palace_and_games_begun_meanwhile_wait_too(backend: Backend) {
    let mut w = World::new(backend);
    let t0 = w.now;
    w.ok("alice: /challenge variant:minixiangqi level:1 side:red");
    let first_move = |w: &World, id: u64| {
        let (_, game) = w.rebuilt(id);
        let mv = game.moves_for(Color::Red)[0].coordinate.clone();
        w.ok(&format!("alice: /move text:{mv} game:{id}"));
    };
    first_move(&w, 1);
    assert_eq!(w.game(1).deadline, Some(t0 + 3 * DAY), "Palace answered");
    // An open challenge, taken while she is away.
    w.ok("alice: /challenge minixiangqi side:first");
    let out = w.ok("alice: /vacation days:2");
    let notice = out
        .iter()
        .find(|m| m.text.starts_with("Game 1:"))
        .expect("the engine's game is told too");
    assert_eq!(notice.ping, None, "nobody to call: {notice:#?}");
    assert_eq!(w.game(1).deadline, Some(t0 + 5 * DAY));
    // She may still move while away; her next turn begins when she is back.
    assert!(w.wait(DAY).is_empty());
    first_move(&w, 1);
    let doc = w.game(1);
    assert_eq!(doc.deadline, Some(t0 + 2 * DAY + 3 * DAY));
    // Carol takes the open challenge: alice moves first, and her clock waits for her.
    let out = w.ok("carol: /accept");
    assert!(out[0].text.starts_with("Game 2 begins"), "{}", out[0].text);
    assert_eq!(w.game(2).deadline, Some(t0 + 2 * DAY + 3 * DAY));
    let games = texts(&w.ok("carol: /games"));
    assert!(
        games.contains("clock stopped: alice away until ") && games.contains("then 3 d 0 h left"),
        "{games}"
    );
}

/// Going away and back again and again tells each opponent once a day, once for all their
/// games, and costs a day of the allowance each time; the clocks follow every change.
fn toggling_a_vacation_tells_each_opponent_at_most_once_a_day(backend: Backend) {
    let mut w = World::new(backend);
    let t0 = w.now;
    let (one, two) = (w.start("xiangqi", ""), w.start("minixiangqi", ""));
    w.ok("alice #c: /challenge @carol xiangqi side:first");
    let three = game_number(&w.ok("carol #c: /accept")[0].text);
    let public = |out: &[palace::voice::Spoken]| {
        out.iter()
            .filter(|m| matches!(m.audience, Audience::Public(_)))
            .map(|m| (m.text.clone(), m.ping.clone()))
            .collect::<Vec<_>>()
    };
    let out = w.ok("alice: /vacation days:5");
    let told = public(&out);
    assert_eq!(told.len(), 2, "bob once, carol once: {told:#?}");
    assert!(told[0].0.starts_with(&format!("Game {one}: alice is away")));
    assert_eq!(told[0].1, Some(UserId("bob".into())));
    assert!(
        told[1]
            .0
            .starts_with(&format!("Game {three}: alice is away"))
    );
    assert_eq!(told[1].1, Some(UserId("carol".into())));
    assert!(
        out[0]
            .text
            .contains(&format!("except in game {two}, whose opponent heard")),
        "{}",
        out[0].text
    );
    for k in 1..=5 {
        w.wait(60);
        let back = w.ok("alice: /vacation end");
        assert!(public(&back).is_empty(), "round {k}: {back:#?}");
        assert_eq!(
            w.game(one).paused_until,
            None,
            "the clock runs again at once"
        );
        w.wait(60);
        let away = w.ok("alice: /vacation days:5");
        assert!(public(&away).is_empty(), "round {k}: {away:#?}");
        assert!(
            w.game(one).paused_until.is_some(),
            "and stops again at once"
        );
    }
    // Going away again within the day charged is that same vacation: one day used so far.
    let status = texts(&w.ok("alice: /vacation"));
    assert!(
        status.contains("15 d 23 h of your 21"),
        "the five days planned from now count while away, and the minutes before: {status}"
    );
    w.ok("alice: /vacation end");
    assert!(texts(&w.ok("alice: /vacation")).contains("20 d 0 h of your 21"));
    // A day after they were told, a change is announced again.
    w.now = t0 + DAY;
    let out = w.ok("alice: /vacation days:2");
    assert_eq!(public(&out).len(), 2, "{out:#?}");
}

on_both_stores!(
    toggling_a_vacation_tells_each_opponent_at_most_once_a_day,
    the_clocks_stop_while_players_are_away_and_run_again_exactly,
    games_against_palace_and_games_begun_meanwhile_wait_too,
);
