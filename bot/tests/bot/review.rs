//! The review after every game and the puzzles found by it: one review a game, kept in the
//! game and made once (also when the bot stopped before it was made), with the opening,
//! the largest swings pictured, each side's average loss; `/puzzle` from the positions
//! where a clearly winning move was missed, answered with `/move`.

use crate::common;
use crate::on_both_stores;

use common::stores::Backend;
use common::texts;
use common::world::World;
use palace::model::Place;
use palace::service::message::{Audience, Event};
use palace::voice::ended_games;

fn a_finished_game_gets_one_review_with_its_opening_swings_and_pictures(backend: Backend) {
    let mut w = World::new(backend);
    let id = w.start("xiangqi", "");
    for (who, mv) in [
        ("alice", "C2=5"),
        ("bob", "H8+7"),
        ("alice", "C5+4"),
        ("bob", "H7+5"),
    ] {
        w.ok(&format!("{who}: /move {mv}"));
    }
    assert!(w.service.reviews_waiting().is_empty(), "not before the end");
    let out = w.ok("alice: /resign");
    assert_eq!(ended_games(&out), vec![id]);
    assert_eq!(
        w.service.reviews_waiting(),
        vec![id],
        "due until it is made"
    );
    // A restart before it is made loses nothing: it is still waiting.
    w.restart();
    assert_eq!(w.service.reviews_waiting(), vec![id]);
    let review = w.review(id);
    assert_eq!(review.len(), 1, "{review:#?}");
    let r = &review[0];
    assert_eq!(r.audience, Audience::Public(Place("#lobby".into())));
    assert_eq!(
        r.event,
        Some(Event::Reviewed {
            game: id,
            in_event: false
        })
    );
    for says in [
        "Review of game 1 · Xiangqi · alice (red) vs bob (black)\n",
        "Black wins by resignation, after 4 plies.",
        "Opening: Central Cannon",
        "Largest swings (pictured in this order):\n1. move 2, alice played C5+4 and lost ",
        "Average loss a move: alice ",
        "nodes a position.)",
    ] {
        assert!(r.text.contains(says), "{says} in {}", r.text);
    }
    let swings = r.text.lines().filter(|l| l.contains(". move ")).count();
    assert!((1..=3).contains(&swings), "{}", r.text);
    let pictures: Vec<_> = r.pictures().collect();
    assert_eq!(pictures.len(), swings, "a picture for each swing");
    for (i, p) in pictures.iter().enumerate() {
        assert!(p.bytes.starts_with(b"\x89PNG"));
        assert_eq!(p.file_name, format!("game-{id}-swing-{}.png", i + 1));
    }
    // Once: it is kept in the game, and asking again makes nothing.
    let doc = w.game(id);
    assert!(!doc.review_due);
    let kept = doc.review.expect("kept");
    assert_eq!(kept.swings.len(), swings);
    assert!(kept.average_loss[0].unwrap() > kept.average_loss[1].unwrap());
    // Each position's worth to Red, for the page's graph, and the marks of the moves that
    // lost, the review's swings among them.
    assert_eq!(kept.evals.len(), kept.plies + 1);
    for s in &kept.swings {
        let mark = kept.marks.iter().find(|(p, _)| *p == s.ply);
        assert!(
            mark.is_some_and(|(_, m)| ["?!", "?", "??"].contains(&m.as_str())),
            "{s:?}"
        );
        // The swing's loss shows in the graph: its mover's side lost at least that much.
        let sign = if s.by == rules::Color::Red { 1 } else { -1 };
        let before = sign * kept.evals[s.ply];
        let after = sign * kept.evals[s.ply + 1];
        assert!(
            before - after >= s.loss.min(2000) - 1,
            "{s:?}: {before} → {after}"
        );
    }
    assert!(w.review(id).is_empty());
    assert!(w.service.reviews_waiting().is_empty());
    // An aborted game has no result and no review.
    let other = w.start("minixiangqi", "");
    w.ok("alice: /abort");
    assert!(!w.game(other).review_due);
    assert!(w.review(other).is_empty());
}

fn a_missed_win_becomes_a_puzzle_answered_with_move(backend: Backend) {
    let w = World::new(backend);
    // Red's chariot takes Black's, or loses its own: Red steps aside with the general.
    let id = w.start(
        "minixiangqi",
        r#"rated:false fen:"3k3/7/7/r6/7/7/R3K2 w - - 0 1""#,
    );
    w.ok("alice: /move e1e2");
    w.ok("bob: /move a4a1");
    let out = w.ok("alice: /resign");
    let review = w.review(id);
    assert!(
        texts(&review).contains("1 puzzle found in it: /puzzle"),
        "{}",
        texts(&review)
    );
    assert!(
        texts(&review).contains("Opening: from a position of its own, "),
        "{}",
        texts(&review)
    );
    let spot = &w.game(id).review.unwrap().puzzles[0];
    assert_eq!((spot.ply, spot.solution.as_str()), (0, "a1a4"));
    drop(out);
    // Alice gets it from her own game, privately, with the position.
    let out = w.ok("alice: /puzzle");
    assert_eq!(out.len(), 1);
    assert!(
        out[0].text.starts_with(
            "Puzzle, from game 1 (Mini Xiangqi, alice vs bob, move 1): Red to move and win."
        ),
        "{}",
        out[0].text
    );
    assert_eq!(
        out[0].picture.as_ref().unwrap().file_name,
        format!("puzzle-{id}-0.png")
    );
    assert!(texts(&w.ok("alice: /puzzle hint")).contains("the piece to move is the one on a1"),);
    let wrong = texts(&w.ok("alice: /move e1e2"));
    assert!(wrong.starts_with("Not "), "{wrong}");
    let refusal = w.refused("alice: /move a1a9");
    assert!(
        refusal.starts_with("that is no answer to the puzzle"),
        "{refusal}"
    );
    let right = texts(&w.ok("alice: /move a1a4"));
    assert!(
        right.starts_with("Right with the hint: ") && right.contains("Puzzles solved: 1."),
        "{right}"
    );
    assert_eq!(w.player("alice").puzzles_solved, 1);
    assert!(texts(&w.ok("alice: /stats")).contains("Puzzles: 1 solved of 1 given"));
    // Given once: no other puzzle is there for her.
    assert!(texts(&w.ok("alice: /puzzle")).starts_with("No puzzle for you yet"));
    assert!(w.refused("alice: /puzzle hint").contains("no puzzle open"));
    // Carol, of the same server, gets it too; she gives up and sees the answer.
    w.ok("carol: /puzzle");
    let answer = texts(&w.ok("carol: /puzzle answer"));
    assert!(
        answer.starts_with("The answer: ") && answer.contains("(a1a4)"),
        "{answer}"
    );
    assert_eq!(w.player("carol").puzzle, None);
    assert_eq!(w.player("carol").puzzles_solved, 0);
    // In another server, nobody but its players gets it.
    assert!(texts(&w.ok("dave #other/hall: /puzzle")).starts_with("No puzzle for you yet"));
}

on_both_stores!(
    a_finished_game_gets_one_review_with_its_opening_swings_and_pictures,
    a_missed_win_becomes_a_puzzle_answered_with_move,
);
