//! Whose language a message is in: a reply or DM in its reader's (`/settings language:`,
//! else the locale their Discord reports with the command, else the one it reported last,
//! else English); public messages in English. Moves inside them are written in the
//! reader's notation, Chinese in the script of their language.

use crate::common;
use crate::on_both_stores;

use common::stores::Backend;
use common::world::World;
use palace::model::UserId;
use palace::service::message::Audience;
use palace::voice::Spoken;

fn dm_to<'a>(out: &'a [Spoken], who: &str) -> &'a Spoken {
    out.iter()
        .find(|m| m.audience == Audience::Dm(UserId(who.into())))
        .unwrap_or_else(|| panic!("a DM to {who}: {out:#?}"))
}

fn second_line(m: &Spoken) -> &str {
    m.text.lines().nth(1).unwrap_or_default()
}

fn replies_follow_the_reader(backend: Backend) {
    let w = World::new(backend);
    w.start("xiangqi", "");
    // No setting: the locale the command came with.
    let vi = w.ok_in("vi", "alice: /position");
    assert_eq!(second_line(&vi[0]), "Đến lượt bạn: 44 nước đi hợp lệ.");
    let en = w.ok_in("en-GB", "alice: /position");
    assert_eq!(second_line(&en[0]), "Your move: 44 legal moves.");
    // A chosen language wins over the locale.
    w.ok("alice: /settings language:ja");
    let ja = w.ok_in("vi", "alice: /position");
    assert_eq!(
        second_line(&ja[0]),
        "あなたの手番です：合法手は44通りです。"
    );
    assert_eq!(w.player("alice").language.as_deref(), Some("ja"));
    // Public messages stay English.
    let moved = w.ok_in("ja", "alice: /move C2=5");
    assert!(
        moved
            .iter()
            .any(|m| matches!(m.audience, Audience::Public(_))
                && m.text.starts_with("Game 1: alice played C2=5.")),
        "{moved:#?}"
    );
}

fn dms_follow_the_language_last_seen(backend: Backend) {
    let w = World::new(backend);
    // Bob's Discord is in Traditional Chinese; he reads Chinese notation.
    w.ok_in("zh-TW", "bob: /settings notify:dm notation:chinese");
    w.start("xiangqi", "");
    w.ok("alice: /move C2=5");
    w.ok("bob: /move H8+7");
    let out = w.ok("alice: /move R1+1");
    let dm = dm_to(&out, "bob");
    assert!(dm.text.contains("俥一進一"), "{}", dm.text);
    // A dark game's report: moves in his notation, the side in his language.
    let w = World::new(backend);
    w.ok_in("zh-CN", "bob: /settings notify:dm notation:chinese");
    w.start("dark-minixiangqi", "");
    let out = w.ok("alice: /move b1b2");
    let report = dm_to(&out, "bob");
    assert!(
        report.text.contains("你") || report.text.contains("卒"),
        "{}",
        report.text
    );
}

on_both_stores!(replies_follow_the_reader, dms_follow_the_language_last_seen);
