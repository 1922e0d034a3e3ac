//! Moves typed in chat: a mention of Palace, a DM to it, a bare move in a game's place
//! (where the operator lets Palace read messages). Played as `/move` plays them; what
//! `/move` says to its author alone goes by DM; chat is left alone in a thread and answered
//! with a hint when it is addressed to Palace; a dark game's move typed in a server is not
//! played.

use crate::common;
use crate::on_both_stores;

use common::stores::Backend;
use common::world::World;
use palace::model::{Place, UserId};
use palace::service::message::Audience;
use palace::service::typed::Typing::{Bare, Direct, Mentioned};
use palace::voice::Spoken;

fn dm(who: &str) -> Audience {
    Audience::Dm(UserId(who.to_owned()))
}

fn public(out: &[Spoken]) -> Vec<&str> {
    out.iter()
        .filter(|m| matches!(m.audience, Audience::Public(_)))
        .map(|m| m.text.as_str())
        .collect()
}

/// A DM channel's place: no server.
fn in_dm(by: &mut palace::service::command::Command) {
    by.server = None;
    by.place = Place("<#900>".to_owned());
}

fn mentions_play_as_move_does(backend: Backend) {
    let w = World::new(backend);
    let id = w.start("xiangqi", "");
    let out = w.typed("alice: C2=5", Mentioned);
    assert!(
        public(&out)
            .iter()
            .any(|t| t.starts_with("Game 1: alice played C2=5.")),
        "{out:#?}"
    );
    assert_eq!(w.game(id).moves, ["h3e3"]);
    // `/move` and `game:` are read as a slash command's would be.
    let out = w.typed("bob: /move h8+7 game:1", Mentioned);
    assert!(out.iter().all(|m| !m.error), "{out:#?}");
    assert_eq!(w.game(id).moves.len(), 2);
    // A refusal goes to its author alone, by DM; nothing changed.
    let out = w.typed("bob: R1+1", Mentioned);
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].audience, dm("bob"));
    assert_eq!(out[0].text, "it is not your turn in game 1: red is to move");
    let out = w.typed("alice: H2+4", Mentioned);
    assert_eq!(out[0].audience, dm("alice"));
    assert!(out[0].error && out[0].text.contains("H2+4"), "{out:#?}");
    assert_eq!(w.game(id).moves.len(), 2);
    // A mention that is no move: a hint where it was said, to its author.
    let out = w.typed("alice: how do I play?", Mentioned);
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].audience, Audience::Public(Place("#lobby".into())));
    assert!(
        out[0]
            .text
            .starts_with("To play by message, write your move after the mention"),
        "{}",
        out[0].text
    );
    assert!(out[0].ping.is_some(), "the hint mentions its author");
}

fn dms_play_the_authors_game(backend: Backend) {
    let w = World::new(backend);
    let first = w.start("minixiangqi", "");
    let out = w.typed_with("alice: C2+1", Direct, in_dm);
    assert!(out.iter().all(|m| !m.error), "{out:#?}");
    assert_eq!(w.game(first).moves.len(), 1);
    // The board went to the game's place, not into the DM.
    assert!(
        out.iter()
            .any(|m| m.audience == Audience::Public(Place("#lobby".into()))),
        "{out:#?}"
    );
    // With two games, which one: the question by DM, and game: answers it.
    let second = w.start("minishogi", "");
    let out = w.typed_with("bob: C2=4", Direct, in_dm);
    assert_eq!(out[0].audience, dm("bob"));
    assert!(out[0].text.starts_with("which game?"), "{}", out[0].text);
    let out = w.typed_with("alice: ☗５三歩 game:2", Direct, in_dm);
    assert!(out.iter().all(|m| !m.error), "{out:#?}");
    assert_eq!(w.game(second).moves.len(), 1);
    // A DM that is no move: the hint, by DM.
    let out = w.typed_with("alice: hello", Direct, in_dm);
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].audience, dm("alice"));
    assert!(
        out[0].text.starts_with("Type your move here"),
        "{}",
        out[0].text
    );
}

/// A bare message is a move only from the player to move, in their game's place, and
/// only when it reads as one; anything else is chat and gets no answer.
fn bare_moves_come_from_the_player_to_move(backend: Backend) {
    let w = World::new(backend);
    let id = w.start("minixiangqi", "");
    for (line, why) in [
        ("alice: good luck!", "chat"),
        ("bob: C2+1", "not bob's turn"),
        ("carol: C2+1", "not carol's game"),
    ] {
        assert!(w.typed(line, Bare).is_empty(), "{why}");
    }
    assert!(
        w.typed_with("alice: C2+1", Bare, |by| by.place = Place("#other".into()))
            .is_empty(),
        "not the game's place"
    );
    assert!(w.game(id).moves.is_empty());
    // A move that reads as one but breaks a rule is answered, by DM.
    let out = w.typed("alice: C2+9", Bare);
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].audience, dm("alice"));
    let out = w.typed("alice: C2+1", Bare);
    assert!(
        public(&out)
            .iter()
            .any(|t| t.starts_with("Game 1: alice played C2+1.")),
        "{out:#?}"
    );
}

/// A dark game's move typed in a server's channel is out for everyone to read: it is not
/// played (the player may choose another), and said so by DM. In a DM it is played.
fn dark_moves_typed_in_public_are_not_played(backend: Backend) {
    let w = World::new(backend);
    let id = w.start("dark-minixiangqi", "");
    for how in [Mentioned, Bare] {
        let out = w.typed("alice: C2+1", how);
        assert_eq!(out.len(), 1, "{out:#?}");
        assert_eq!(out[0].audience, dm("alice"));
        assert!(
            out[0]
                .text
                .starts_with("game 1 is a dark game: a move typed where others read it"),
            "{}",
            out[0].text
        );
    }
    assert!(w.game(id).moves.is_empty());
    let out = w.typed_with("alice: C2+1", Direct, in_dm);
    assert!(out.iter().all(|m| !m.error), "{out:#?}");
    assert_eq!(w.game(id).moves.len(), 1);
}

on_both_stores!(
    mentions_play_as_move_does,
    dms_play_the_authors_game,
    bare_moves_come_from_the_player_to_move,
    dark_moves_typed_in_public_are_not_played,
);
