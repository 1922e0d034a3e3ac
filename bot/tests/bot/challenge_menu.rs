//! `/challenge` without a game: which game? — privately, a button per game, each a whole
//! challenge (the user command "Challenge to a game…" gives such a `/challenge`).

use crate::common;
use crate::on_both_stores;

use common::stores::Backend;
use common::world::World;
use palace::model::UserId;
use palace::service::message::Audience;

/// `/challenge` naming no game (as the user command "Challenge to a game…" gives it) asks
/// which, privately, with a button per game, each a whole challenge; with anything else
/// but whom, the game is still needed.
fn a_challenge_without_a_game_asks_which(backend: Backend) {
    use palace::service::request::Request;
    let w = World::new(backend);
    let out = w.ok("alice: /challenge @bob");
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].audience, Audience::Reply(UserId("alice".into())));
    assert_eq!(out[0].text, "Challenge bob to which game?");
    let faces: Vec<&str> = out[0].actions.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(
        faces,
        ["Mini Xiangqi", "Dark Mini Xiangqi", "Xiangqi", "Minishogi"]
    );
    for b in &out[0].actions {
        let Request::Challenge(terms) = &b.action.request else {
            panic!("{b:#?}");
        };
        assert_eq!(
            terms.opponent.as_ref().map(|u| u.name.as_str()),
            Some("bob")
        );
    }
    let out = w.ok("alice: /challenge @palace");
    assert_eq!(out[0].text, "Challenge Palace (level 4) to which game?");
    assert!(out[0].actions.iter().all(|b| matches!(
        &b.action.request,
        Request::Challenge(t) if t.level.is_some() && t.opponent.is_none()
    )));
    assert!(
        w.refused("alice: /challenge @bob side:red")
            .contains("variant")
    );
    assert!(w.refused("alice: /challenge @alice").contains("yourself"));
    // Nothing was made.
    assert!(
        w.ok("alice: /games")
            .iter()
            .all(|m| !m.text.contains("challenge:"))
    );
}

on_both_stores!(a_challenge_without_a_game_asks_which);
