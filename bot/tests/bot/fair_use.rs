//! Fair use of challenges through the service, on both stores: a few open challenges a
//! person, nobody challenged by name against their wish, and nobody pinged or DM'd about
//! challenges by the same person more than once an hour.

use crate::common;
use crate::on_both_stores;

use common::stores::Backend;
use common::world::World;
use palace::model::{HOUR, UserId};
use palace::service::message::Audience;
use palace::voice::Spoken;

/// Whether anything in `out` notifies `who`: a mention or a DM.
fn notifies(out: &[Spoken], who: &str) -> bool {
    let who = UserId(who.into());
    out.iter()
        .any(|m| m.ping.as_ref() == Some(&who) || m.audience == Audience::Dm(who.clone()))
}

fn a_player_has_at_most_five_challenges_open(backend: Backend) {
    let w = World::new(backend);
    for i in 1..=5 {
        let out = w.ok(&format!("alice #c{i}: /challenge minixiangqi"));
        assert!(out[0].text.contains(&format!("challenge:{i}")), "{out:#?}");
    }
    let refused = w.refused("alice #c6: /challenge xiangqi");
    assert_eq!(
        refused,
        "you have 5 open challenges, as many as one may have at once: /cancel one of them \
         first (challenge:1, challenge:2, challenge:3, challenge:4, challenge:5)"
    );
    // Nothing was made: the next challenge gets the next number.
    assert_eq!(
        w.refused("bob #c6: /accept challenge:6"),
        "there is no challenge 6 here (it may have been taken, withdrawn or expired)"
    );
    // A named challenge counts too; so does one to Palace not (it starts at once).
    assert!(
        w.refused("alice #c6: /challenge @bob xiangqi")
            .starts_with("you have 5 open")
    );
    w.ok("alice #c6: /challenge xiangqi level:1");
    // Taken and withdrawn challenges no longer count.
    w.ok("bob #c1: /accept challenge:1");
    w.ok("alice #c2: /cancel challenge:2");
    w.ok("alice #c7: /challenge @bob minishogi");
    w.ok("alice #c8: /challenge @carol minishogi");
    assert!(
        w.refused("alice #c9: /challenge minishogi")
            .starts_with("you have 5 open")
    );
    // bob is not limited by alice's challenges.
    w.ok("bob #c9: /challenge minishogi");
}

fn a_player_who_takes_no_challenges_is_not_challenged_by_name(backend: Backend) {
    let w = World::new(backend);
    let out = w.ok("bob: /settings challenges:off");
    assert!(
        out[0].text.ends_with(
            "nobody may challenge you by name, open challenges stay open to you (challenges:off)."
        ),
        "{}",
        out[0].text
    );
    assert_eq!(
        w.refused("alice #x: /challenge @bob xiangqi"),
        "bob does not take challenges by name now (their /settings say challenges:off); an \
         open challenge (/challenge without opponent:) is one anyone here may accept"
    );
    assert!(!w.player("bob").takes_challenges);
    // An open challenge reaches them; so does their own challenge to others.
    w.ok("alice #x: /challenge xiangqi");
    w.ok("bob #x: /accept");
    w.ok("bob #y: /challenge @alice minixiangqi");
    w.ok("bob: /settings challenges:on");
    w.ok("alice #z: /challenge @bob xiangqi");
}

fn the_same_challenger_notifies_someone_once_an_hour(mut w: World) {
    let out = w.ok("mallory #a: /challenge @bob xiangqi");
    assert!(
        notifies(&out, "bob"),
        "the first challenge pings bob: {out:#?}"
    );
    w.ok("bob #a: /decline");
    let out = w.ok("mallory #b: /challenge @bob xiangqi");
    assert!(
        !notifies(&out, "bob"),
        "not again within the hour: {out:#?}"
    );
    let note = out
        .iter()
        .find(|m| m.audience == Audience::Reply(UserId("mallory".into())))
        .expect("mallory is told why");
    assert_eq!(
        note.text,
        "bob was told of a challenge of yours less than 60 minutes ago, so this one is \
         posted without pinging or messaging them again"
    );
    assert!(
        out.iter()
            .any(|m| m.text.contains("mallory challenges bob")),
        "the challenge is posted all the same: {out:#?}"
    );
    // Another challenger is not held back; nor is a DM-er's DM sent by the second one.
    let out = w.ok("carol #c: /challenge @bob minishogi");
    assert!(notifies(&out, "bob"), "{out:#?}");
    w.ok("bob: /settings notify:dm");
    let out = w.ok("mallory #d: /challenge @bob minishogi");
    assert!(!notifies(&out, "bob"), "no DM either: {out:#?}");
    w.wait(HOUR);
    let out = w.ok("mallory #e: /challenge @bob minixiangqi");
    assert!(
        out.iter()
            .any(|m| m.audience == Audience::Dm(UserId("bob".into()))),
        "an hour later bob hears of it again, by DM as he asked: {out:#?}"
    );
    // The record of notices stays small: only the last hour's are kept.
    w.wait(2 * HOUR);
    w.ok("carol #f: /challenge @bob xiangqi");
    let kept: Vec<String> = w
        .player("bob")
        .challenge_notices
        .0
        .keys()
        .map(|u| u.0.clone())
        .collect();
    assert_eq!(kept, ["carol"]);
}

fn challenge_notices_are_limited(backend: Backend) {
    the_same_challenger_notifies_someone_once_an_hour(World::new(backend));
}

on_both_stores!(
    a_player_has_at_most_five_challenges_open,
    a_player_who_takes_no_challenges_is_not_challenged_by_name,
    challenge_notices_are_limited,
);
