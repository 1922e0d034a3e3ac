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

on_both_stores!(
    replies_follow_the_reader,
    dms_follow_the_language_last_seen,
    pictures_follow_the_reader,
    servers_choose_the_language_of_public_messages
);

/// A picture is drawn in its reader's words: the caption, the text board's labels and the
/// last move in their notation; a public one in English with the canonical notation.
fn pictures_follow_the_reader(backend: Backend) {
    let w = World::new(backend);
    w.ok_in("zh-CN", "bob: /settings notify:dm notation:chinese");
    w.ok_in("ja", "alice: /settings language:ja");
    w.start("dark-minixiangqi", "");
    let out = w.ok("alice: /move b1b2");
    let fog = dm_to(&out, "bob")
        .picture
        .as_ref()
        .expect("bob's fog board");
    let heading: Vec<&str> = fog.text_board.lines().take(2).collect();
    assert_eq!(
        heading,
        [
            "迷雾迷你象棋 · bob的视角 · 第1步 · 轮到黑方走",
            "迷雾迷你象棋，黑方在下方"
        ]
    );
    // His own move, as he writes it.
    let out = w.ok("bob: /move b7b6");
    let fog = dm_to(&out, "bob")
        .picture
        .as_ref()
        .expect("bob's fog board");
    assert!(
        fog.text_board.contains("你的上一步：炮2进1"),
        "{}",
        fog.text_board
    );
    let mine = w.ok("alice: /board");
    let pic = mine[0].picture.as_ref().expect("alice's own board");
    assert!(
        pic.text_board
            .starts_with("ダーク・ミニシャンチー · aliceの視点 · 2手目 · 赤の手番\n"),
        "{}",
        pic.text_board
    );
    assert!(
        pic.text_board.contains("あなたの最終手：C6+1"),
        "{}",
        pic.text_board
    );
    // The same board in English is another picture: the caption is drawn on it.
    w.ok("alice: /settings language:en");
    let english = w.ok("alice: /board");
    let pic_en = english[0].picture.as_ref().unwrap();
    assert!(
        pic_en
            .text_board
            .starts_with("Dark Mini Xiangqi · alice's view")
    );
    assert_ne!(pic_en.bytes, pic.bytes);
    // A public board is in English, moves in WXF, whoever asked.
    let w = World::new(backend);
    w.ok_in("zh-CN", "bob: /settings language:zh-CN notation:chinese");
    w.start("xiangqi", "");
    w.ok("alice: /move C2=5");
    let board = w.ok("bob: /board");
    assert!(matches!(board[0].audience, Audience::Public(_)));
    let pic = board[0].picture.as_ref().unwrap();
    assert!(
        pic.text_board.starts_with("alice (red) vs bob"),
        "{}",
        pic.text_board
    );
    assert!(pic.text_board.contains("C2=5"), "{}", pic.text_board);
}

fn public(out: &[Spoken]) -> Vec<&Spoken> {
    out.iter()
        .filter(|m| matches!(m.audience, Audience::Public(_)))
        .collect()
}

/// What is posted for everyone is in the server's language: the one its managers chose
/// with `/settings for:server`, else the one Discord reports for it (kept for what the
/// clock posts later), else English; moves in the notations they chose.
fn servers_choose_the_language_of_public_messages(backend: Backend) {
    let mut w = World::new(backend);
    w.start("xiangqi", "days:1");
    // Discord reports the server as Vietnamese.
    let vi = |c: &mut palace::service::command::Command| {
        c.server_locale = Some(palace::model::Language::Vietnamese);
    };
    let moved = w.say_with("alice: /move C2=5", vi);
    assert_eq!(
        public(&moved)[0].text,
        "Ván 1: alice đã đi C2=5. Đến lượt bob (bên Đen) đi."
    );
    // Kept for what the clock posts later, when no command tells.
    let out = w.wait(2 * 86_400);
    let posted: Vec<&str> = public(&out).iter().map(|m| m.text.as_str()).collect();
    assert_eq!(posted[0], "Ván 1: bob đã không đi kịp giờ.", "{posted:?}");
    let server = palace::model::Server("local".into());
    let stored = w.service.store().server(&server).unwrap().unwrap().doc;
    assert_eq!(stored.locale_seen.as_deref(), Some("vi"));

    // Anyone may look; only a manager may change them, only in a server, only these.
    let look = w.say_with("bob: /settings for:server", |c| c.manages_server = false);
    assert!(
        look[0].text.starts_with("This server's settings"),
        "{look:?}"
    );
    let not_manager = w.say_with("bob: /settings for:server language:zh-CN", |c| {
        c.manages_server = false
    });
    assert!(not_manager[0].error);
    assert!(
        not_manager[0]
            .text
            .contains("only members who may manage this server"),
        "{}",
        not_manager[0].text
    );
    let in_dm = w.say_with("alice: /settings for:server language:zh-CN", |c| {
        c.server = None
    });
    assert!(in_dm[0].error && in_dm[0].text.contains("this is a direct message"));
    assert!(
        w.refused("alice: /settings for:server style:western")
            .contains("each player's own")
    );
    assert_eq!(
        w.service.store().server(&server).unwrap().unwrap().doc,
        stored,
        "refusals change nothing"
    );

    // A manager chooses Simplified Chinese and Chinese notation: over what Discord says.
    let set = w.say_with(
        "alice: /settings for:server language:zh-CN notation:chinese",
        vi,
    );
    assert!(
        set[0].text.contains("language 简体中文 (language:zh-CN)"),
        "{}",
        set[0].text
    );
    w.ok("alice: /challenge @bob xiangqi side:first");
    let begun = w.ok("bob: /accept");
    assert!(
        public(&begun).iter().any(|m| m.text
            == "第2局开始：alice（红方） 对 bob（黑方），象棋，每步3天，计等级分。alice先走。"),
        "{begun:#?}"
    );
    let moved = w.say_with("alice: /move C2=5", vi);
    let board = public(&moved)[0];
    assert_eq!(
        board.text,
        "第2局：alice走了炮二平五。轮到bob（黑方）走棋。"
    );
    let picture = board.picture.as_ref().expect("the board");
    assert!(
        picture
            .text_board
            .starts_with("alice（红方） 对 bob（黑方）"),
        "{}",
        picture.text_board
    );
    assert!(
        picture.text_board.contains("炮二平五"),
        "{}",
        picture.text_board
    );
    // A player's own reply stays in their language.
    let mine = w.ok("alice: /settings");
    assert!(mine[0].text.starts_with("Your settings"));
}
