//! The games' pages beside the bot (`[web]`): every message of a game in Discord carries a
//! link button to its page, `/export` names it, and the page serves that game.

use std::sync::OnceLock;

use crate::bot;

use bot::World;
use serenity::model::application::{ActionRowComponent, ButtonKind};

/// The port this test's pages are served on (a free one, found once).
fn port() -> u16 {
    static PORT: OnceLock<u16> = OnceLock::new();
    *PORT.get_or_init(|| {
        std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port()
    })
}

fn with_pages(c: &mut palace::config::ServeConfig) {
    c.serve_pages(palace::web::WebConfig {
        listen: ([127, 0, 0, 1], port()).into(),
        ..palace::web::WebConfig::default()
    });
}

/// The page links under a post.
fn links(p: &fake_discord::Posted) -> Vec<(String, String)> {
    p.components
        .iter()
        .flat_map(|row| &row.components)
        .filter_map(|c| match c {
            ActionRowComponent::Button(b) => match &b.data {
                ButtonKind::Link { url } => {
                    Some((b.label.clone().unwrap_or_default(), url.clone()))
                }
                _ => None,
            },
            _ => None,
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_games_messages_link_to_its_page_and_the_page_serves_it() {
    let w = World::tuned(with_pages).await;
    let (game, thread) = w.start_game("xiangqi", &[]).await;
    // Bob hears of his turns by DM: those DMs link to the page too.
    w.slash(
        &w.bob,
        w.lobby,
        "settings",
        &[("notify", serde_json::Value::from("dm"))],
    )
    .await;
    let mark = w.fake.mark();
    let moved = w.play(&w.alice, thread, "C2=5").await;
    let page_links = links(&moved);
    assert_eq!(page_links.len(), 1, "{:?}", moved.components);
    let (label, url) = &page_links[0];
    assert_eq!(label, "Game page");
    let base = format!("http://127.0.0.1:{}/g/", port());
    let slug = url.strip_prefix(&base).unwrap_or_else(|| panic!("{url}"));
    assert!(palace::model::Slug::parse(slug).is_some(), "{url}");
    // Every public post of the game since links to the same page, and bob's turn DM.
    let since = w.fake.posted_since(mark);
    for p in &since {
        if p.channel_id == thread && !p.ephemeral {
            assert_eq!(links(p), page_links, "{}", p.content);
        }
    }
    let dm = w.wait(mark, |p| bot::dm_to(p, &w.bob)).await;
    assert_eq!(links(&dm), page_links, "{}", dm.content);
    let page = reqwest::get(url).await.unwrap();
    assert_eq!(page.status().as_u16(), 200);
    let html = page.text().await.unwrap();
    assert!(html.contains(&format!("Game {game} · Xiangqi")), "{html}");
    assert!(html.contains(">C2=5</a>"), "{html}");
    // The record names its page.
    let export = w.slash(&w.alice, thread, "export", &[]).await.remove(0);
    assert!(
        export.content.ends_with(&format!("Its page: {url}")),
        "{}",
        export.content
    );
    // Another move reaches an open page's stream.
    let mut live = reqwest::get(format!("{url}/live?since=1")).await.unwrap();
    w.play(&w.bob, thread, "H8+7").await;
    let mut got = String::new();
    while !got.contains("\n\n") {
        let chunk = tokio::time::timeout(std::time::Duration::from_secs(10), live.chunk())
            .await
            .expect("the move reaches the page")
            .unwrap()
            .unwrap();
        got.push_str(&String::from_utf8_lossy(&chunk));
    }
    assert!(
        got.contains("id: 2\n") && got.contains(">H8+7</a>"),
        "{got}"
    );
    w.assert_clean();
}
