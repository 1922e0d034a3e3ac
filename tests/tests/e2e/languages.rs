//! A whole game in a server whose members read three languages: every message the bot
//! posts, as each reader sees it, against a snapshot (`snapshots/languages.txt`; run with
//! `PALACE_SNAPSHOTS=update` to write it again after a deliberate change of wording).
//!
//! Alice's Discord is in Simplified Chinese and she reads Chinese notation, Bob's is in
//! Japanese and he is told of his turns by DM, Carol's in Vietnamese; Carol may manage
//! the server and makes it Vietnamese (over the `en-US` Discord reports for it).

use fake_discord::{Place, Posted};
use serde_json::Value;

use crate::bot::World;

/// A post as the snapshot shows it: where, to whom, the text with ids named, its files and
/// buttons.
fn shown(w: &World, p: &Posted) -> String {
    let names = [(&w.alice, "alice"), (&w.bob, "bob"), (&w.carol, "carol")];
    let name_of = |id: u64| {
        names
            .iter()
            .find(|(u, _)| u.id == id)
            .map_or_else(|| "?".to_owned(), |(_, n)| (*n).to_owned())
    };
    let place = match p.place {
        Place::Channel(c) if c == w.lobby => "lobby".to_owned(),
        Place::Channel(_) => "channel".to_owned(),
        Place::Thread(_) => "thread".to_owned(),
        Place::Dm(u) => format!("dm {}", name_of(u)),
        Place::GroupDm(_) => "group dm".to_owned(),
    };
    let mut text = p.content.clone();
    for (u, n) in names {
        text = text.replace(&format!("<@{}>", u.id), &format!("<@{n}>"));
    }
    // Channels by what they are: their ids change from run to run.
    while let Some(at) = text.find("<#") {
        let Some(len) = text[at..].find('>') else {
            break;
        };
        let id: u64 = text[at + 2..at + len].parse().unwrap_or(0);
        let name = if id == w.lobby { "lobby" } else { "thread" };
        text.replace_range(at..=at + len, &format!("#{name}"));
    }
    let mut line = format!(
        "[{place}{}] {text}",
        if p.ephemeral { ", only the author" } else { "" }
    );
    for a in &p.attachments {
        line.push_str(&format!("\n  file {}", a.name));
    }
    let buttons = p.button_labels();
    if !buttons.is_empty() {
        line.push_str(&format!("\n  buttons {}", buttons.join(" | ")));
    }
    line
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_reads_right_in_each_players_language() {
    let w = World::new().await;
    let guild = w.fake.guild_id();
    w.fake.set_locale(&w.alice, "zh-CN");
    w.fake.set_locale(&w.bob, "ja");
    w.fake.set_locale(&w.carol, "vi");
    w.fake.let_manage(guild, &w.carol);
    let start = w.fake.mark();

    // Bob, not a manager, may only look; Carol makes the server Vietnamese.
    let refused = w
        .refused(
            &w.bob,
            w.lobby,
            "settings",
            &[("for", Value::from("server"))],
        )
        .await;
    assert!(refused.contains("このサーバー"), "{refused}");
    let no = w
        .refused(
            &w.bob,
            w.lobby,
            "settings",
            &[("for", "server".into()), ("language", "ja".into())],
        )
        .await;
    assert!(no.contains("サーバー管理"), "{no}");
    w.slash(
        &w.carol,
        w.lobby,
        "settings",
        &[("for", "server".into()), ("language", "vi".into())],
    )
    .await;
    w.slash(
        &w.alice,
        w.lobby,
        "settings",
        &[("notation", "chinese".into())],
    )
    .await;
    w.slash(&w.bob, w.lobby, "settings", &[("notify", "dm".into())])
        .await;

    // The challenge and its buttons are the server's, Bob's notice his own; he accepts.
    let mark = w.fake.mark();
    let challenge = w
        .ok(
            &w.alice,
            w.lobby,
            "challenge",
            &[
                ("opponent", w.bob.option()),
                ("variant", "xiangqi".into()),
                ("side", "first".into()),
            ],
        )
        .await;
    w.wait(mark, |p| matches!(p.place, Place::Dm(u) if u == w.bob.id))
        .await;
    let mark = w.fake.mark();
    w.click(&w.bob, &challenge, "Chấp nhận").await;
    let begins = w.wait(mark, |p| p.content.starts_with("Ván ")).await;
    let thread = match begins.place {
        Place::Thread(t) => t,
        _ => w.fake.threads()[0].id,
    };

    // Alice types Chinese notation; the server shows WXF, Bob's DM too.
    let mark = w.fake.mark();
    w.play(&w.alice, thread, "炮二平五").await;
    w.wait(mark, |p| matches!(p.place, Place::Dm(u) if u == w.bob.id))
        .await;
    w.play(&w.bob, thread, "H8+7").await;
    // Her own view of the position, in her language and notation.
    w.slash(&w.alice, thread, "position", &[]).await;
    w.slash(&w.alice, thread, "board", &[]).await;
    // Bob resigns with the button under the board, asked in Japanese first; the result
    // is posted for everyone in Vietnamese.
    let board = w
        .fake
        .posted()
        .into_iter()
        .rev()
        .find(|p| p.button_labels().iter().any(|b| b == "Xin thua"))
        .expect("the board in the thread");
    let asked = w.click(&w.bob, &board, "Xin thua").await;
    let question = asked.last().expect("the question");
    let mark = w.fake.mark();
    w.click(&w.bob, question, "はい、投了します").await;
    // The review follows, by Palace's own engine, in the server's language too.
    w.wait(mark, |p| p.content.starts_with("Nhận xét ván 1"))
        .await;

    let snapshot: Vec<String> = w
        .fake
        .posted_since(start)
        .iter()
        .filter(|p| !p.edited)
        .map(|p| shown(&w, p))
        .collect();
    let got = snapshot.join("\n") + "\n";
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e/snapshots/languages.txt");
    if std::env::var("PALACE_SNAPSHOTS").as_deref() == Ok("update") {
        std::fs::write(&path, &got).unwrap();
    }
    let want = std::fs::read_to_string(&path).unwrap_or_default();
    if got != want {
        let new = std::env::temp_dir().join("palace-languages-snapshot.txt");
        std::fs::write(&new, &got).unwrap();
        panic!(
            "the messages differ from {}: they are in {} (PALACE_SNAPSHOTS=update writes \
             them as the snapshot)",
            path.display(),
            new.display()
        );
    }
    w.assert_clean();
}
