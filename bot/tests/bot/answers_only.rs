//! A game in a place that takes only answers (Discord: a group DM, where Palace is not, or
//! a server where only its players installed it): what answers a command given there stays
//! there; what Palace would post there on its own — the clock's reminders and timeouts,
//! the answer to a move typed elsewhere, the review — goes by DM, to the one it calls, else
//! to both players.

use crate::common;
use crate::on_both_stores;

use common::stores::Backend;
use common::world::World;
use palace::model::{Place, UserId};
use palace::service::command::Command;
use palace::service::message::{Audience, Event};
use palace::service::typed::Typing;

const HOUR: i64 = 3600;

fn group(cmd: &mut Command) {
    cmd.server = None;
    cmd.place = Place("<#77>".to_owned());
    cmd.place_answers_only = true;
}

fn dm(who: &str) -> Audience {
    Audience::Dm(UserId(who.to_owned()))
}

fn a_group_game_is_answered_there_and_told_by_dm(backend: Backend) {
    let mut w = World::new(backend);
    let here = Audience::Public(Place("<#77>".into()));
    let out = w.say_with("alice: /challenge @bob xiangqi side:first days:2", group);
    assert_eq!(out[0].audience, here, "the challenge answers its command");
    let out = w.say_with("bob: /accept", group);
    let id = common::game_number(&out[0].text);
    assert!(w.game(id).answers_only);
    assert!(out.iter().all(|m| m.audience == here), "{out:#?}");
    let out = w.say_with("alice: /move C2=5", group);
    assert!(out.iter().all(|m| m.audience == here), "{out:#?}");
    // Bob moves from his DM with Palace: the board cannot be posted in the group, so the
    // one it calls, alice, gets it by DM (and nothing is posted in the group).
    let out = w.typed_with("bob: H8+7", Typing::Direct, |by| {
        by.server = None;
        by.place = Place("<#900>".to_owned());
    });
    assert!(!out.iter().any(|m| m.audience == here), "{out:#?}");
    let board = out
        .iter()
        .find(|m| m.text.contains("bob played H8+7"))
        .expect("the board");
    assert_eq!(board.audience, dm("alice"));
    assert!(board.ping.is_none() && board.picture.is_some());
    w.say_with("alice: /move H2+3", group);
    // The clock: bob's reminder reaches him alone, by DM; the timeout both players.
    let out = w.wait(24 * HOUR);
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].audience, dm("bob"));
    assert_eq!(out[0].event, Some(Event::Reminded { game: id }));
    let out = w.wait(24 * HOUR);
    let ended: Vec<&Audience> = out
        .iter()
        .filter(|m| m.event == Some(Event::TimedOut { game: id }))
        .map(|m| &m.audience)
        .collect();
    assert_eq!(ended, [&dm("alice"), &dm("bob")], "{out:#?}");
    assert!(!out.iter().any(|m| m.audience == here), "{out:#?}");
    // Its review too.
    let review = w.review(id);
    assert!(!review.is_empty());
    assert!(
        review.iter().all(|m| matches!(m.audience, Audience::Dm(_))),
        "{review:#?}"
    );
}

fn palaces_own_moves_reach_the_player_by_dm(backend: Backend) {
    let w = World::new(backend);
    let out = w.say_with(
        "alice: /challenge @palace minixiangqi level:1 side:first",
        group,
    );
    let id = common::game_number(&out[0].text);
    assert!(w.game(id).answers_only);
    let out = w.say_with("alice: /move C2+1", group);
    let mine = out
        .iter()
        .find(|m| m.text.contains("alice played C2+1"))
        .expect("the answer to the move");
    assert_eq!(mine.audience, Audience::Public(Place("<#77>".into())));
    // Palace's reply is its own, later: by DM.
    let palace = out
        .iter()
        .find(|m| m.text.contains("Palace (level 1) played"))
        .expect("Palace's move");
    assert_eq!(palace.audience, dm("alice"), "{out:#?}");
}

on_both_stores!(
    a_group_game_is_answered_there_and_told_by_dm,
    palaces_own_moves_reach_the_player_by_dm,
);
