//! `/premove`: conditional moves queued after your move, checked where they would be
//! played, private until one fires, then played at once and shown as conditional; any
//! other reply drops them; refused in dark games and against Palace.

use crate::common;
use crate::on_both_stores;

use common::stores::Backend;
use common::texts;
use common::world::World;
use palace::model::UserId;
use palace::service::message::Audience;
use palace::voice::Spoken;

fn conditional_moves_answer_the_expected_replies_and_any_other_drops_them(backend: Backend) {
    let w = World::new(backend);
    let id = w.start("xiangqi", "");
    w.ok("alice: /move C2=5");
    let out = w.ok(r#"alice: /premove line:"H8+7 H2+3 C2=5 R1=2; C8=5 H2+3""#);
    assert_eq!(out.len(), 1, "only she hears of it: {out:#?}");
    assert_eq!(out[0].audience, Audience::Reply(UserId("alice".into())));
    assert!(
        out[0].text.starts_with(
            "Queued in game 1 (their move, then your answer):\n1. H8+7 H2+3 C2=5 R1=2\n2. C8=5 H2+3\nOnly you see them."
        ),
        "{}",
        out[0].text
    );
    let queued = w.game(id).premoves;
    // Mistakes are named where they would be played, and change nothing.
    for (line, says) in [
        (
            r#"alice: /premove line:"H8+7 H2+3 P7+1 R1+5""#,
            "no conditional moves queued in game 1: your answer to P7+1 R1+5 cannot be played",
        ),
        (
            r#"alice: /premove line:"H8+6 H2+3""#,
            "their move H8+6 cannot be played",
        ),
        (r#"alice: /premove line:"H8+7""#, "H8+7 has no answer"),
        (
            r#"alice: /premove line:"H8+7 H2+3; H8+7 C8=6""#,
            "lines 1 and 2 answer H8+7 two ways: H2+3 and C8=6",
        ),
        ("alice: /premove line:H8+7 clear:true", "not both"),
        (
            r#"bob: /premove line:"C8=5 H2+3""#,
            "it is your move in game 1: play it with /move",
        ),
        (
            "bob: /premove clear",
            "you have no conditional moves in game 1",
        ),
    ] {
        let refusal = w.refused(line);
        assert!(refusal.contains(says), "{line}: {refusal}");
    }
    assert_eq!(w.game(id).premoves, queued);
    // Bob plays the expected reply: her answer is played at once, and both see that it
    // was conditional; the board and the mention are for bob, to move again.
    let out = w.ok("bob: /move H8+7");
    let public: Vec<&Spoken> = out
        .iter()
        .filter(|m| matches!(m.audience, Audience::Public(_)))
        .collect();
    assert_eq!(public.len(), 1, "{out:#?}");
    assert_eq!(
        public[0].text,
        "Game 1: bob played H8+7. alice answered H2+3 (a conditional move). bob (black) to move."
    );
    assert_eq!(public[0].ping, Some(UserId("bob".into())));
    assert!(public[0].picture.is_some());
    let (doc, game) = w.rebuilt(id);
    assert_eq!(doc.moves, ["h3e3", "h10g8", "h1g3"]);
    assert_eq!(game.turn(), rules::Color::Black);
    let shown = texts(&w.ok("alice: /premove"));
    assert_eq!(
        shown,
        "Your conditional moves in game 1 (their move, then your answer):\n1. C2=5 R1=2"
    );
    // Any other reply drops the rest: alice moves for herself.
    let out = w.ok("bob: /move P7+1");
    assert!(
        texts(&out).contains("bob played P7+1. alice (red) to move."),
        "{}",
        texts(&out)
    );
    assert_eq!(w.game(id).premoves, None);
    assert!(texts(&w.ok("alice: /premove")).starts_with("You have no conditional moves in game 1"));
    // Queued and dropped again.
    w.ok("alice: /move R1=2");
    w.ok(r#"alice: /premove "R9+1 H8+7""#);
    let out = w.ok("alice: /premove clear");
    assert_eq!(texts(&out), "Your conditional moves in game 1 are dropped.");
    assert_eq!(w.game(id).premoves, None);
}

fn a_conditional_move_may_end_the_game(backend: Backend) {
    let w = World::new(backend);
    let id = w.start("minixiangqi", "");
    w.ok("alice: /move b1b3");
    w.ok("alice: /premove b7b6 b3d3");
    let out = w.ok("bob: /move b7b6");
    let all = texts(&out);
    assert!(
        all.contains(
            "bob played C2+1. alice answered C6=4 (a conditional move). Red wins by checkmate."
        ),
        "{all}"
    );
    let doc = w.game(id);
    assert!(doc.finished.is_some() && doc.premoves.is_none());
    assert_eq!(w.player("alice").results["minixiangqi"].wins, 1);
}

fn no_conditional_moves_in_the_dark_or_against_palace(backend: Backend) {
    let w = World::new(backend);
    w.start("dark-minixiangqi", "");
    w.ok("alice: /move b1b3");
    let refusal = w.refused("alice: /premove b7b6 b3d3");
    assert!(
        refusal.contains("game 1 is a dark game: it has no conditional moves, since whether one was played would tell you a move you cannot see"),
        "{refusal}"
    );
    assert_eq!(w.game(1).premoves, None);
    w.ok("carol: /challenge variant:minixiangqi level:1 side:red");
    let refusal = w.refused("carol: /premove b7b6 b3d3 game:2");
    assert!(
        refusal.contains("against Palace, which answers at once"),
        "{refusal}"
    );
}

/// `/premove` with nothing queued says how, with an example pair that fits the game: legal
/// where it would be played, so Mini Xiangqi's example never names file 8 and Minishogi's
/// is in its own notation; queued as shown, it is accepted.
fn the_example_fits_the_variant(backend: Backend) {
    let w = World::new(backend);
    for (variant, first) in [
        ("minixiangqi", "b1b3"),
        ("xiangqi", "C2=5"),
        ("minishogi", "d1c2"),
    ] {
        let id = w.start(variant, "");
        w.ok(&format!("alice: /move {first} game:{id}"));
        let how = texts(&w.ok(&format!("alice: /premove game:{id}")));
        let example = how
            .split("line:\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .unwrap_or_else(|| panic!("{variant}: {how}"));
        assert_eq!(example.split(' ').count(), 2, "{variant}: {how}");
        let queued = texts(&w.ok(&format!("alice: /premove line:\"{example}\" game:{id}")));
        assert!(
            queued.starts_with(&format!("Queued in game {id}")),
            "{variant}: {queued}"
        );
        assert!(queued.contains(&format!("1. {example}")), "{queued}");
    }
}

on_both_stores!(
    the_example_fits_the_variant,
    conditional_moves_answer_the_expected_replies_and_any_other_drops_them,
    a_conditional_move_may_end_the_game,
    no_conditional_moves_in_the_dark_or_against_palace,
);
