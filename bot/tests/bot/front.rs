//! What the service gives front ends besides text: buttons that are commands, the player
//! to ping, events for threads, challenge posts, moving a game to its own place, and the
//! move suggestions of `/move`'s autocomplete.

use crate::common;
use crate::on_both_stores;

use common::stores::Backend;
use common::world::World;
use palace::model::{Place, User, UserId};
use palace::play::line::server_of;
use palace::service::command::{Command, OptionValue};
use palace::service::front_requests::MAX_SUGGESTIONS;
use palace::service::message::{Audience, Event};
use palace::voice::{Button, Spoken};

fn user(name: &str) -> User {
    User::named(name)
}

/// Clicks `action` as `who` in `place`.
fn click(f: &World, button: &Button, who: &str, place: &str) -> Vec<Spoken> {
    f.run(
        &button
            .action
            .command_for(user(who), Place(place.to_owned()), Some(server_of(place))),
    )
}

/// `/move`'s suggestions for `typed` by `who` in `place`.
fn suggest(f: &World, who: &str, place: &str, typed: &str, game: Option<u64>) -> Vec<String> {
    let mut options = vec![("text".to_owned(), OptionValue::Text(typed.to_owned()))];
    if let Some(g) = game {
        options.push(("game".to_owned(), OptionValue::Text(g.to_string())));
    }
    let cmd = Command {
        user: user(who),
        place: Place(place.to_owned()),
        server: Some(server_of(place)),
        name: "move".to_owned(),
        options,
        locale: None,
        server_locale: None,
        manages_server: false,
        roles: Vec::new(),
        place_answers_only: false,
    };
    f.service.suggest_moves(&cmd, f.now)
}

fn public_in<'a>(out: &'a [Spoken], place: &str) -> Vec<&'a Spoken> {
    out.iter()
        .filter(|m| m.audience == Audience::Public(Place(place.to_owned())))
        .collect()
}

fn challenge_buttons_are_the_commands_they_name(backend: Backend) {
    let f = World::new(backend);
    let out = f.ok("alice: /challenge @bob minixiangqi side:red");
    let post = &out[0];
    assert_eq!(post.ping, Some(UserId("bob".into())));
    assert_eq!(post.event, Some(Event::ChallengePosted { challenge: 1 }));
    let labels: Vec<&str> = post.actions.iter().map(|a| a.label.as_str()).collect();
    assert_eq!(labels, ["Accept", "Decline"]);
    // Carol may not take a challenge addressed to Bob, whatever button she clicks.
    let refused = click(&f, &post.actions[0], "carol", "#lobby");
    assert!(refused[0].error, "{refused:?}");
    assert!(
        refused[0].text.contains("not addressed to you"),
        "{refused:?}"
    );
    f.service.note_challenge_post(1, "555").unwrap();
    let started = click(&f, &post.actions[0], "bob", "#lobby");
    let Some(Event::GameStarted {
        game,
        challenge_post,
        title,
        in_event: false,
    }) = &started[0].event
    else {
        panic!("{started:#?}")
    };
    assert_eq!(challenge_post.as_deref(), Some("555"));
    assert_eq!(
        palace::voice::thread_title(title),
        format!("Game {game} · alice vs bob")
    );
    // The board names the player to move and carries Board and Resign.
    let board = started.iter().find(|m| m.picture.is_some()).unwrap();
    assert_eq!(board.ping, Some(UserId("alice".into())));
    let labels: Vec<&str> = board.actions.iter().map(|a| a.label.as_str()).collect();
    assert_eq!(labels, ["Board", "Resign"]);
    assert!(board.actions[1].confirm.is_some(), "resigning asks first");
}

fn an_open_challenge_has_only_accept_and_closing_it_says_so(backend: Backend) {
    let f = World::new(backend);
    let out = f.ok("alice: /challenge minishogi");
    assert_eq!(out[0].actions.len(), 1);
    assert_eq!(out[0].ping, None);
    f.service.note_challenge_post(1, "777").unwrap();
    let out = f.ok("alice: /cancel");
    assert_eq!(
        out[0].event,
        Some(Event::ChallengeClosed {
            challenge: 1,
            post: Some("777".into())
        })
    );
}

fn a_game_moved_to_its_thread_lives_there(backend: Backend) {
    let f = World::new(backend);
    f.ok("alice: /challenge @bob minixiangqi side:red");
    f.ok("bob: /accept");
    f.service
        .relocate_game(1, &Place("#thread".into()))
        .unwrap();
    // A move given in the thread needs no game number, and is answered there.
    let out = f.ok("alice #thread: /move P5+1");
    assert_eq!(public_in(&out, "#thread").len(), 1, "{out:#?}");
    assert!(public_in(&out, "#lobby").is_empty());
    // Offers carry their answer buttons for the opponent.
    let out = f.ok("bob #thread: /draw offer");
    let offer = public_in(&out, "#thread")[0];
    assert_eq!(offer.ping, Some(UserId("alice".into())));
    let accept = &offer.actions[0];
    let out = click(&f, accept, "alice", "#elsewhere");
    let end = out
        .iter()
        .find_map(|m| match &m.event {
            Some(Event::GameEnded { title, .. }) => Some(palace::voice::thread_title(title)),
            _ => None,
        })
        .expect("the game ended");
    assert_eq!(end, "Game 1 · alice vs bob · ½–½");
}

fn move_suggestions_follow_what_is_typed(backend: Backend) {
    let f = World::new(backend);
    f.ok("alice: /challenge @bob xiangqi side:red");
    f.ok("bob: /accept");
    let all = suggest(&f, "alice", "#lobby", "", None);
    assert_eq!(all.len(), MAX_SUGGESTIONS, "44 legal moves, 25 shown");
    let cannons = suggest(&f, "alice", "#lobby", "c2", None);
    assert!(!cannons.is_empty());
    assert!(
        cannons.iter().all(|m| m.to_lowercase().starts_with("c2")),
        "{cannons:?}"
    );
    assert!(cannons.contains(&"C2=5".to_owned()));
    // Coordinates find the move too, shown in notation.
    assert_eq!(suggest(&f, "alice", "#lobby", "h3e3", None), ["C2=5"]);
    // Nothing for the player who is not to move, nor for someone else's game.
    assert!(suggest(&f, "bob", "#lobby", "", None).is_empty());
    assert!(suggest(&f, "carol", "#lobby", "", Some(1)).is_empty());
    // Captures come first once there are some.
    f.ok("alice: /move C2=5");
    f.ok("bob: /move C8=5");
    let first = suggest(&f, "alice", "#lobby", "", None);
    assert_eq!(first[0], "C5+4", "{first:?}");
}

fn dark_suggestions_are_the_players_own_moves_only(backend: Backend) {
    let f = World::new(backend);
    f.ok("alice: /challenge @bob dark-minixiangqi side:red");
    let out = f.ok("bob: /accept");
    let notice = out
        .iter()
        .find(|m| matches!(m.audience, Audience::Public(_)) && m.text.contains("to move"))
        .unwrap();
    assert!(
        notice.picture.is_none(),
        "no board in public in a dark game"
    );
    // One notification a turn: the player to move hears of it by the DM with their board.
    assert_eq!(notice.ping, None);
    assert!(
        out.iter()
            .any(|m| m.audience == Audience::Dm(UserId("alice".into())) && m.picture.is_some())
    );
    let red = suggest(&f, "alice", "#lobby", "", None);
    assert!(!red.is_empty());
    // Black, not to move, still gets their own list (it tells nothing about Red).
    let black = suggest(&f, "bob", "#lobby", "", None);
    assert!(!black.is_empty());
    assert!(red.len() <= MAX_SUGGESTIONS && black.len() <= MAX_SUGGESTIONS);
    // Someone who does not play gets nothing.
    assert!(suggest(&f, "carol", "#lobby", "", Some(1)).is_empty());
}

on_both_stores!(
    challenge_buttons_are_the_commands_they_name,
    an_open_challenge_has_only_accept_and_closing_it_says_so,
    a_game_moved_to_its_thread_lives_there,
    move_suggestions_follow_what_is_typed,
    dark_suggestions_are_the_players_own_moves_only,
);
