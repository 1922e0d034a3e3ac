//! `/settings notation:`: each reader sees moves in their own notation in what is said to
//! them alone (replies and DMs), public messages keep the canonical notations, and moves
//! are read in every notation whatever the setting; the setting survives in the store.

use crate::common;
use crate::on_both_stores;

use common::stores::Backend;
use common::world::World;
use palace::model::UserId;
use palace::service::message::Audience;

fn to(who: &str) -> Audience {
    Audience::Reply(UserId(who.into()))
}

fn each_reader_sees_their_own_notation(backend: Backend) {
    let w = World::new(backend);
    let set = w.ok("alice: /settings notation:chinese");
    assert!(
        set[0]
            .text
            .contains("moves in Chinese for the xiangqi games (notation:chinese)"),
        "{}",
        set[0].text
    );
    w.ok("bob: /settings notation:iccs notify:dm");
    let id = w.start("xiangqi", "");
    // Typed in Chinese, shown publicly in WXF.
    let played = w.ok("alice: /move 炮二平五");
    let public: Vec<_> = played
        .iter()
        .filter(|m| matches!(m.audience, Audience::Public(_)))
        .collect();
    assert!(
        public.iter().any(|m| m.text.contains("alice played C2=5")),
        "{played:#?}"
    );
    // Bob's turn comes by DM, in ICCS.
    let dm = played
        .iter()
        .find(|m| m.audience == Audience::Dm(UserId("bob".into())))
        .expect("bob is told by DM");
    assert!(dm.text.contains("alice played H2-E2"), "{}", dm.text);
    // Typed in WXF, read whatever the setting.
    w.ok("bob: /move H8+7");
    w.ok("alice: /move h1g3");
    let queued = w.ok(r#"alice: /premove line:"R9=8 R1=2""#);
    assert_eq!(queued[0].audience, to("alice"));
    assert!(
        queued[0].text.contains("1. 车9平8 车一平二"),
        "{}",
        queued[0].text
    );
    // The setting is per family: Minishogi in Japanese keeps Chinese for the xiangqi games.
    let both = w.ok("alice: /settings notation:japanese");
    assert!(
        both[0].text.contains("Chinese for the xiangqi games (notation:chinese) and Japanese for Minishogi (notation:japanese)"),
        "{}",
        both[0].text
    );
    assert_eq!(w.player("alice").notations, ["chinese", "japanese"]);
    assert_eq!(w.game(id).moves.len(), 3);
}

fn minishogi_reads_and_writes_japanese(backend: Backend) {
    let w = World::new(backend);
    w.ok("alice: /settings notation:japanese notify:dm");
    let id = w.start("minishogi", "");
    // Sente's rook takes on 1b, typed in Japanese; gote takes back with 同.
    w.ok("alice: /move ☗１二飛");
    let out = w.ok("bob: /move ☖同玉");
    let dm = out
        .iter()
        .find(|m| m.audience == Audience::Dm(UserId("alice".into())))
        .expect("alice is told by DM");
    assert!(dm.text.contains("bob played ☖同　玉"), "{}", dm.text);
    let public: Vec<&str> = out
        .iter()
        .filter(|m| matches!(m.audience, Audience::Public(_)))
        .map(|m| m.text.as_str())
        .collect();
    assert!(
        public.iter().any(|t| t.contains("bob played Kx1b")),
        "{public:?}"
    );
    assert_eq!(w.game(id).moves, ["e1e4", "e5e4"]);
}

/// `/export` keeps the canonical notations unless another is asked for: Chinese in the
/// script of the author's language, a running dark game's own moves too.
fn records_are_exported_in_the_notation_asked_for(backend: Backend) {
    let w = World::new(backend);
    w.start("xiangqi", "");
    w.ok("alice: /move C2=5");
    w.ok("bob: /move H8+7");
    let moves = |line: &str| moves_of(&w, line);
    assert_eq!(moves("alice: /export"), "1. C2=5 H8+7 *");
    assert_eq!(
        moves("alice: /export notation:chinese"),
        "1. 炮二平五 马8进7 *"
    );
    assert_eq!(moves("alice: /export notation:iccs"), "1. H2-E2 H9-G7 *");
    w.ok("bob: /settings language:zh-TW");
    assert_eq!(
        moves("bob: /export notation:chinese"),
        "1. 炮二平五 馬8進7 *"
    );
    // A notation of the other family leaves the moves as they are kept.
    assert_eq!(moves("alice: /export notation:japanese"), "1. C2=5 H8+7 *");
    let w = World::new(backend);
    w.start("dark-minixiangqi", "");
    w.ok("alice: /move b1b2");
    assert_eq!(
        moves_of(&w, "alice: /export notation:chinese"),
        "1. 炮六进一 *"
    );
}

fn moves_of(w: &World, line: &str) -> String {
    let out = w.ok(line);
    let text = &out[0].text;
    text.lines()
        .find(|l| l.starts_with("1. "))
        .unwrap_or_else(|| panic!("{text}"))
        .to_owned()
}

on_both_stores!(
    each_reader_sees_their_own_notation,
    minishogi_reads_and_writes_japanese,
    records_are_exported_in_the_notation_asked_for
);
