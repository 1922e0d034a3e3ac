//! Playing Palace itself: `/challenge level:N` starts a game at once, the engine answers
//! every move through the same path as a player, takes back on request, answers draw
//! offers, never gets a DM, a ping or a rating, and the clock plays a turn it missed.

use crate::common;
use crate::on_both_stores;

use common::stores::Backend;
use common::world::World;
use palace::model::UserId;
use palace::service::message::Audience;
use palace::voice::Spoken;
use rules::{AnyGame, Color, Record, Variant};

/// Nothing is ever addressed to the engine: no DM, no private answer, no ping.
fn nothing_to_the_engine(m: &Spoken) {
    match &m.audience {
        Audience::Dm(id) | Audience::Reply(id) => assert!(!is_engine(id), "{m:?}"),
        Audience::Public(_) => {}
    }
    assert!(m.ping.as_ref().is_none_or(|p| !is_engine(p)), "{m:?}");
}

fn world(backend: Backend) -> World {
    World::new(backend).checking(nothing_to_the_engine)
}

fn is_engine(id: &UserId) -> bool {
    id.0.starts_with("palace:engine:")
}

fn texts(out: &[Spoken]) -> Vec<&str> {
    out.iter().map(|m| m.text.as_str()).collect()
}

/// Asserts that one of `out`'s messages contains `words`.
fn assert_says(out: &[Spoken], words: &str) {
    assert!(
        texts(out).iter().any(|t| t.contains(words)),
        "{words:?} in {:?}",
        texts(out)
    );
}

fn a_whole_game_against_palace_answered_move_by_move(backend: Backend) {
    let w = world(backend);
    let out = w.ok("alice: /challenge variant:minixiangqi level:1 side:red");
    assert!(
        out[0]
            .text
            .contains("Game 1 begins: alice (red) vs Palace (level 1, black)")
    );
    assert!(out[0].text.contains("casual"), "{}", out[0].text);
    // Alice plays her first legal move each time; Palace must answer every one.
    for _ in 0..200 {
        let (doc, game) = w.rebuilt(1);
        if !doc.is_running() {
            break;
        }
        assert_eq!(game.turn(), Color::Red, "Palace left its move undone");
        let mv = game.moves_for(Color::Red)[0].coordinate.clone();
        let out = w.ok(&format!("alice: /move text:{mv} game:1"));
        let (_, after) = w.rebuilt(1);
        if after.outcome().is_none() {
            let public: Vec<Spoken> = out
                .iter()
                .filter(|m| matches!(m.audience, Audience::Public(_)))
                .cloned()
                .collect();
            let replies: Vec<&str> = texts(&public)
                .into_iter()
                .filter(|t| t.contains("Palace (level 1) played"))
                .collect();
            assert_eq!(replies.len(), 1, "{:?}", texts(&out));
            // The board after Palace's reply, from Alice's side, with her buttons.
            let board = out.iter().find(|m| m.picture.is_some()).unwrap();
            assert!(board.text.contains("Palace (level 1) played"));
            assert_eq!(board.ping, Some(UserId("alice".into())));
            assert_eq!(after.ply() % 2, 0);
        }
    }
    let (doc, game) = w.rebuilt(1);
    assert!(
        !doc.is_running() && game.outcome().is_some(),
        "200 moves and no end"
    );
    // Never rated, for either side.
    let alice = w
        .service
        .store()
        .player(&UserId("alice".into()))
        .unwrap()
        .unwrap();
    assert!(alice.doc.ratings.is_empty(), "{:?}", alice.doc.ratings);
    assert_eq!(
        alice.doc.results["minixiangqi"].wins
            + alice.doc.results["minixiangqi"].draws
            + alice.doc.results["minixiangqi"].losses,
        1
    );
}

fn palace_moves_first_as_red_or_sente_at_once(backend: Backend) {
    let w = world(backend);
    let out = w.ok("alice: /challenge variant:minishogi level:2 side:gote");
    let t = texts(&out);
    assert!(
        t.iter()
            .any(|t| t.contains("Palace (level 2, sente) is thinking")),
        "{t:?}"
    );
    assert!(
        t.iter().any(|t| t.contains("Palace (level 2) played")),
        "{t:?}"
    );
    let (doc, game) = w.rebuilt(1);
    assert_eq!(game.ply(), 1);
    assert_eq!(game.turn(), Color::Black);
    // Alice's deadline is days away again.
    assert!(doc.deadline.unwrap() >= w.now + 86_400);
    // No picture of the position Palace was thinking about.
    let pictures = out.iter().filter(|m| m.picture.is_some()).count();
    assert_eq!(pictures, 1);
}

fn palace_takes_back_and_declines_an_early_draw(backend: Backend) {
    let w = world(backend);
    w.ok("alice: /challenge variant:xiangqi level:1 side:red");
    w.ok("alice: /move text:C2=5");
    let (_, game) = w.rebuilt(1);
    assert_eq!(game.ply(), 2);
    let out = w.ok("alice: /takeback action:request");
    let ask = out
        .iter()
        .find(|m| m.text.contains("asks Palace (level 1) to take back"))
        .unwrap();
    // Asked of Palace, which answers at once: no Accept/Decline buttons for people.
    assert!(ask.actions.is_empty(), "{:?}", ask.actions);
    assert!(
        texts(&out)
            .iter()
            .any(|t| t.contains(
                "Palace (level 1) accepts the takeback: alice's last move and the reply to it are taken back"
            ))
    );
    let (doc, game) = w.rebuilt(1);
    assert_eq!(game.ply(), 0);
    assert_eq!(doc.takeback, None);
    let out = w.ok("alice: /draw action:offer");
    assert_says(&out, "Palace (level 1) declines the draw");
    let (doc, _) = w.rebuilt(1);
    assert!(doc.is_running() && doc.draw_offer.is_none());
}

fn a_dark_game_against_palace_sends_only_the_human_their_board(backend: Backend) {
    let w = world(backend);
    w.ok("alice: /challenge variant:dark-minixiangqi level:1 side:red");
    for _ in 0..6 {
        let (doc, game) = w.rebuilt(1);
        if !doc.is_running() {
            break;
        }
        let mv = game.moves_for(Color::Red)[0].coordinate.clone();
        let out = w.ok(&format!("alice: /move text:{mv} game:1"));
        let dms: Vec<&Spoken> = out
            .iter()
            .filter(|m| matches!(&m.audience, Audience::Dm(_)))
            .collect();
        assert!(
            dms.iter()
                .all(|m| m.audience == Audience::Dm(UserId("alice".into())))
        );
        assert!(dms.iter().any(|m| m.picture.is_some()));
        // In public: notices only, never a picture.
        assert!(
            out.iter()
                .filter(|m| matches!(&m.audience, Audience::Public(_)))
                .all(|m| m.picture.is_none())
        );
        let (_, game) = w.rebuilt(1);
        assert!(game.outcome().is_some() || game.turn() == Color::Red);
    }
}

fn the_clock_plays_a_turn_palace_missed(backend: Backend) {
    let w = world(backend);
    w.ok("alice: /challenge variant:minixiangqi level:1 side:red");
    // As if the bot stopped right after Alice's move: Palace to move, its turn due now.
    let mut game = AnyGame::from_record(&Record::new(Variant::MiniXiangqi)).unwrap();
    game.play_as(Color::Red, "c2c3").unwrap();
    let after_c2c3 = game.clone();
    let now = w.now;
    w.overwrite_game(1, |doc| {
        doc.set_record(&game);
        doc.deadline = Some(now);
    });
    // The clock's own look does not search: it hands the turn over, with the person
    // Palace plays (in whose turn the heavy lane runs it), and changes nothing.
    let ticked = w.service.tick_alone(w.now + 5);
    assert!(ticked.messages.is_empty(), "{:?}", ticked.messages);
    assert_eq!(ticked.palace_turns, [(1, UserId("alice".into()))]);
    assert_eq!(w.rebuilt(1).1.ply(), 1);
    // Where heavy work runs, the front end plays it.
    let out = palace::voice::speak_all(w.service.engine_turns(1, w.now + 5));
    assert_says(&out, "Palace (level 1) played");
    let (doc, game) = w.rebuilt(1);
    assert_eq!(game.ply(), 2);
    assert!(doc.is_running());
    // Nothing more is due.
    assert!(w.tick_at(w.now + 10).is_empty());

    // Where the clock's look may search (`palace play`), `tick` plays the turn itself.
    w.ok("bob: /challenge variant:minixiangqi level:1 side:red");
    w.overwrite_game(2, |doc| {
        doc.set_record(&after_c2c3);
        doc.deadline = Some(now);
    });
    let out = w.tick_at(w.now + 5);
    assert_says(&out, "Palace (level 1) played");
    assert_eq!(w.rebuilt(2).1.ply(), 2);
}

/// Level 8 thinks for the config's `level8_seconds` (the other levels are bound by nodes
/// and depth): its reply takes at least that long, from a position with many moves.
fn level_8_thinks_for_the_configured_time(backend: Backend) {
    let config = palace::service::Config {
        level8_seconds: 2,
        ..palace::service::Config::default()
    };
    let w = World::configured(backend, config).checking(nothing_to_the_engine);
    let started = std::time::Instant::now();
    let out = w.ok("alice: /challenge variant:xiangqi level:8 side:black");
    let took = started.elapsed();
    assert_says(&out, "Palace (level 8) played");
    assert!(took >= std::time::Duration::from_secs(2), "{took:?}");
    assert_eq!(w.service.config().level8_seconds, 2);
}

fn bad_requests_to_play_palace_are_refused_and_change_nothing(backend: Backend) {
    let w = world(backend);
    let e = w.refused("alice: /challenge @bob variant:minixiangqi level:3");
    assert!(e.contains("level: is for a game against Palace"), "{e}");
    let e = w.refused("alice: /challenge variant:minixiangqi level:3 rated:true");
    assert!(e.contains("not rated"), "{e}");
    let e = w.refused("alice: /challenge variant:minixiangqi level:9");
    assert!(e.contains("level"), "{e}");
    assert!(w.service.store().game(1).unwrap().is_none());
    assert!(w.service.store().game(2).unwrap().is_none());
    // Nobody else can move in Palace's game.
    w.ok("alice: /challenge variant:minixiangqi level:1 side:black");
    let (_, game) = w.rebuilt(1);
    assert_eq!(game.ply(), 1);
    let e = w.refused("bob: /move text:c6c5 game:1");
    assert!(e.contains("you do not play in game 1"), "{e}");
}

/// Palace to move in a game the rules have ended (stored as running under an earlier count
/// of the rules): it cannot move, and the clock ends the game with the rules' result instead
/// of waiting for Palace's move.
fn the_clock_ends_a_game_palace_cannot_move_in(backend: Backend) {
    let w = world(backend);
    w.ok("alice: /challenge variant:minixiangqi level:1 side:red fen:\"3k3/7/7/7/7/7/R1K3R w - - 99 1\"");
    let now = w.now;
    w.overwrite_game(1, |doc| {
        doc.moves = vec!["a1a2".into()];
        doc.deadline = Some(now);
    });
    let out = w.tick_at(w.now + 5);
    assert!(
        texts(&out).contains(
            &"Game 1 is over: Draw by move rule. It ended before both sides had moved, so it counts for no rating or record."
        ),
        "{:?}",
        texts(&out)
    );
    let (doc, game) = w.rebuilt(1);
    assert!(!doc.is_running());
    assert_eq!(game.ply(), 1);
    assert!(w.tick_at(w.now + 10).is_empty());
}

/// One person plays Palace in at most `engine_games` games at once; a game that ends
/// makes room, and other people are not counted against them.
fn games_against_palace_are_limited_per_person(backend: Backend) {
    let config = palace::service::Config {
        engine_games: 2,
        ..palace::service::Config::default()
    };
    let w = World::configured(backend, config).checking(nothing_to_the_engine);
    w.ok("alice: /challenge variant:minixiangqi level:1 side:red");
    w.ok("alice #other: /challenge variant:xiangqi level:1 side:red");
    // A game against a person does not count.
    w.start("minixiangqi", "");
    assert_eq!(
        w.refused("alice: /challenge variant:minishogi level:2"),
        "you already play Palace in 2 games, as many as one may at once: finish or /resign one of them first (game:1, game:2)"
    );
    assert!(
        w.service.store().game(4).unwrap().is_none(),
        "no game started"
    );
    w.ok("bob: /challenge variant:minishogi level:2 side:gote");
    w.ok("alice: /resign game:1");
    w.ok("alice: /challenge variant:minishogi level:2 side:gote");
    assert!(w.game(5).is_running());
    assert!(
        w.refused("alice: /challenge variant:minixiangqi level:1")
            .starts_with("you already play Palace in 2 games")
    );
}

on_both_stores!(
    games_against_palace_are_limited_per_person,
    the_clock_ends_a_game_palace_cannot_move_in,
    a_whole_game_against_palace_answered_move_by_move,
    palace_moves_first_as_red_or_sente_at_once,
    palace_takes_back_and_declines_an_early_draw,
    a_dark_game_against_palace_sends_only_the_human_their_board,
    the_clock_plays_a_turn_palace_missed,
    level_8_thinks_for_the_configured_time,
    bad_requests_to_play_palace_are_refused_and_change_nothing,
);
