//! The games' pages in a real browser: headless Chromium (Debian's `chromium`, driven over
//! the DevTools protocol) on the pages the real binary serves (`palace play --web`). It
//! steps through a game with the keys and clicks and checks the board and the move list
//! at each step against the game played, sees a move arrive while the page is open, takes
//! a phone-width screenshot and checks it is not blank, and audits everything the browser
//! received for a running dark game: the public page and each player's private page hold
//! no fact that player's fog pictures do not show.
//!
//! Without Chromium the tests say so and pass, unless `PALACE_REQUIRE_BROWSER` is set (as
//! `.ci/run` sets it, after installing Chromium): then they fail.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use chromiumoxide::browser::{Browser, BrowserConfig};
use chromiumoxide::cdp::browser_protocol::emulation::SetDeviceMetricsOverrideParams;
use chromiumoxide::cdp::browser_protocol::network::{
    EventLoadingFinished, EventResponseReceived, GetResponseBodyParams, RequestId,
};
use chromiumoxide::page::{Page, ScreenshotParams};
use futures::StreamExt;

use crate::common::playing::Playing;

/// Where Chromium is: `CHROMIUM`, else Debian's.
fn chromium() -> Option<PathBuf> {
    let path = std::env::var_os("CHROMIUM")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/chromium"));
    if path.exists() {
        return Some(path);
    }
    assert!(
        std::env::var_os("PALACE_REQUIRE_BROWSER").is_none(),
        "PALACE_REQUIRE_BROWSER is set and there is no Chromium at {}",
        path.display()
    );
    eprintln!(
        "skipped: no Chromium at {} (install Debian's chromium, or set CHROMIUM)",
        path.display()
    );
    None
}

/// A headless Chromium of its own (a fresh profile; no connection but to 127.0.0.1).
struct Chromium {
    browser: Browser,
    _profile: tempfile::TempDir,
    handler: tokio::task::JoinHandle<()>,
}

impl Chromium {
    async fn launch(path: PathBuf) -> Chromium {
        let profile = tempfile::tempdir().unwrap();
        let config = BrowserConfig::builder()
            .chrome_executable(path)
            .no_sandbox()
            .user_data_dir(profile.path())
            .window_size(1200, 900)
            .args([
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
            ])
            .build()
            .unwrap();
        let (browser, mut events) = Browser::launch(config).await.unwrap();
        let handler = tokio::spawn(async move { while events.next().await.is_some() {} });
        Chromium {
            browser,
            _profile: profile,
            handler,
        }
    }

    async fn close(mut self) {
        let _ = self.browser.close().await;
        let _ = self.browser.wait().await;
        self.handler.abort();
    }
}

/// Evaluates `js` on `page` as a value of type `T`.
async fn value<T: serde::de::DeserializeOwned>(page: &Page, js: &str) -> T {
    page.evaluate(js)
        .await
        .unwrap_or_else(|e| panic!("{js}: {e}"))
        .into_value()
        .unwrap_or_else(|e| panic!("{js}: {e}"))
}

/// Waits until `js` is true on `page`.
async fn until(page: &Page, js: &str) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(15);
    loop {
        if value::<bool>(page, js).await {
            return;
        }
        assert!(tokio::time::Instant::now() < deadline, "never true: {js}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The step the page shows: the board's ply (from its address), the move marked current,
/// and the ply in the page's own address.
async fn step(page: &Page) -> (String, String, String) {
    value(
        page,
        "[document.getElementById('board').getAttribute('src').split('?')[0].split('/').pop(), \
          document.querySelector('#moves a[aria-current]').textContent, \
          new URLSearchParams(location.search).get('ply') || '']",
    )
    .await
}

async fn press(page: &Page, key: &str) {
    page.find_element("body")
        .await
        .unwrap()
        .press_key(key)
        .await
        .unwrap();
}

/// Clicks the element `selector` finds on `page`.
async fn click(page: &Page, selector: &str) {
    page.find_element(selector)
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_page_steps_by_keys_and_clicks_and_follows_the_game_live() {
    let Some(path) = chromium() else { return };
    let mut p = Playing::start();
    let url = p.game("xiangqi");
    let moves = ["C2=5", "H8+7", "H2+3", "R9=8"];
    for (i, m) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        p.say(&format!("{who}: /move {m}"), &format!("{who} played {m}"));
    }
    let chromium = Chromium::launch(path).await;
    let page = chromium.browser.new_page(url.as_str()).await.unwrap();
    page.wait_for_navigation().await.unwrap();
    until(&page, "document.getElementById('board').complete").await;
    assert!(value::<bool>(&page, "document.getElementById('board').naturalWidth > 300").await);
    assert_eq!(
        step(&page).await,
        ("4".into(), "R9=8".into(), String::new())
    );

    // Keys: back one, to the start, to the end.
    press(&page, "ArrowLeft").await;
    assert_eq!(step(&page).await, ("3".into(), "H2+3".into(), "3".into()));
    press(&page, "ArrowLeft").await;
    press(&page, "ArrowLeft").await;
    assert_eq!(step(&page).await, ("1".into(), "C2=5".into(), "1".into()));
    press(&page, "Home").await;
    assert_eq!(step(&page).await, ("0".into(), "Start".into(), "0".into()));
    press(&page, "ArrowLeft").await;
    assert_eq!(step(&page).await.0, "0", "no step before the start");
    press(&page, "End").await;
    assert_eq!(step(&page).await, ("4".into(), "R9=8".into(), "4".into()));
    // Clicks: a move in the list, then the buttons.
    click(&page, "#moves a[data-ply='2']").await;
    assert_eq!(step(&page).await, ("2".into(), "H8+7".into(), "2".into()));
    click(&page, "a[data-step='next']").await;
    assert_eq!(step(&page).await, ("3".into(), "H2+3".into(), "3".into()));
    click(&page, "a[data-step='first']").await;
    assert_eq!(step(&page).await.0, "0");
    // Each step's board is the one the server draws for that ply.
    until(&page, "document.getElementById('board').complete").await;
    let shown: String = value(&page, "document.getElementById('board').src").await;
    let (status, _, png) = crate::web_pages::get(&shown).await;
    assert_eq!(status, 200);
    assert!(png.starts_with(b"\x89PNG"));
    let fen: String = value(&page, "document.getElementById('fen').getAttribute('href')").await;
    assert!(fen.ends_with("/fen/0"), "{fen}");

    // A move arrives while the page is open, and the page at the last step follows it.
    press(&page, "End").await;
    p.say("alice: /move R1=2", "alice played R1=2");
    until(
        &page,
        "document.querySelectorAll('#moves a[data-ply]').length === 6",
    )
    .await;
    until(
        &page,
        "document.querySelector('#moves a[aria-current]').textContent === 'R1=2'",
    )
    .await;
    assert_eq!(step(&page).await.0, "5");
    let status: String = value(&page, "document.getElementById('status').textContent").await;
    assert!(status.contains("Move 3 · Black to move"), "{status}");

    // At a phone's width: the page is drawn (not blank), the board fits the screen.
    page.execute(SetDeviceMetricsOverrideParams::new(390, 844, 3.0, true))
        .await
        .unwrap();
    page.reload().await.unwrap();
    until(&page, "document.getElementById('board').complete").await;
    let fits: bool = value(
        &page,
        "document.getElementById('board').getBoundingClientRect().width <= 390 && \
         document.documentElement.scrollWidth <= 390",
    )
    .await;
    assert!(fits, "the board and the page fit a phone's width");
    let shot = page
        .screenshot(ScreenshotParams::builder().full_page(false).build())
        .await
        .unwrap();
    assert_not_blank(&shot);
    chromium.close().await;
}

/// A screenshot shows a drawn page: many colours, and most of it not one colour.
fn assert_not_blank(png_bytes: &[u8]) {
    let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let channels = info.color_type.samples();
    let pixels: Vec<&[u8]> = buf[..info.buffer_size()].chunks(channels).collect();
    let mut counts: HashMap<&[u8], usize> = HashMap::new();
    for p in &pixels {
        *counts.entry(p).or_default() += 1;
    }
    let most = counts.values().max().copied().unwrap_or(0);
    assert!(counts.len() > 200, "only {} colours: blank?", counts.len());
    assert!(
        most * 10 < pixels.len() * 9,
        "one colour fills {most} of {} pixels: blank?",
        pixels.len()
    );
    assert!(info.width >= 390, "{}", info.width);
}

/// Each response a page received: its address and body, in the order they finished.
type Received = Arc<Mutex<Vec<(String, Vec<u8>)>>>;

/// What `got` holds once it holds `n` bodies (or after five seconds, whatever it holds).
async fn settled(got: &Received, n: usize) -> Vec<(String, Vec<u8>)> {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    while got.lock().unwrap().len() < n && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    // A little more, for anything that came after.
    tokio::time::sleep(Duration::from_millis(100)).await;
    got.lock().unwrap().clone()
}

/// Everything `page` receives from now on: each response's address and body.
async fn received(page: &Page) -> Received {
    let got = Arc::new(Mutex::new(Vec::new()));
    let mut responses = page
        .event_listener::<EventResponseReceived>()
        .await
        .unwrap();
    let mut finished = page.event_listener::<EventLoadingFinished>().await.unwrap();
    let urls: Arc<Mutex<HashMap<RequestId, String>>> = Default::default();
    let seen = urls.clone();
    tokio::spawn(async move {
        while let Some(r) = responses.next().await {
            seen.lock()
                .unwrap()
                .insert(r.request_id.clone(), r.response.url.clone());
        }
    });
    let (page2, out) = (page.clone(), got.clone());
    tokio::spawn(async move {
        while let Some(f) = finished.next().await {
            // The response's own event may come a moment after: wait for its address.
            let mut url = None;
            for _ in 0..40 {
                url = urls.lock().unwrap().get(&f.request_id).cloned();
                if url.is_some() {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(25)).await;
            }
            let Some(url) = url else { continue };
            if let Ok(body) = page2
                .execute(GetResponseBodyParams::new(f.request_id.clone()))
                .await
            {
                let bytes = if body.base64_encoded {
                    base64::Engine::decode(&base64::engine::general_purpose::STANDARD, &body.body)
                        .expect("the browser's base64")
                } else {
                    body.body.clone().into_bytes()
                };
                out.lock().unwrap().push((url, bytes));
            }
        }
    });
    got
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_running_dark_game_gives_each_browser_only_what_its_viewer_may_see() {
    let Some(path) = chromium() else { return };
    let mut p = Playing::start();
    let url = p.game("dark-minixiangqi");
    p.say("alice: /move a2b2", "Red has moved");
    let mut out = p.say("bob: /move b7b1", "Black has moved");
    // Until the /board reply: the DMs after black's move are printed before it.
    out.extend(p.say("alice: /board", "[to alice only]"));
    let sent_to_alice = crate::web_pages::dm_pictures(&out, "alice");
    let sent_to_bob = crate::web_pages::dm_pictures(&out, "bob");
    let red = crate::web_pages::private_link(&mut p, "alice", "");
    let black = crate::web_pages::private_link(&mut p, "bob", "");
    // What each side played, in every form a page could write it.
    let red_moves = ["P7=6", "a2b2"];
    let black_moves = ["C2+6", "b7b1"];

    let chromium = Chromium::launch(path).await;
    // The public page: players, move number, turn; no board, no move of either side.
    let page = chromium.browser.new_page("about:blank").await.unwrap();
    let got = received(&page).await;
    page.goto(url.as_str()).await.unwrap();
    page.wait_for_navigation().await.unwrap();
    until(&page, "document.readyState === 'complete'").await;
    // The page, its script and its style: nothing else may come.
    let public = settled(&got, 3).await;
    assert!(!public.is_empty());
    for (u, body) in &public {
        assert!(
            !body.starts_with(b"\x89PNG"),
            "a picture on the public page: {u}"
        );
        let text = String::from_utf8_lossy(body);
        for m in red_moves.iter().chain(&black_moves) {
            assert!(!text.contains(m), "{m} in {u}");
        }
    }
    let shown: String = value(&page, "document.body.innerText").await;
    assert!(shown.contains("Move 2 · Red to move"), "{shown}");

    // Each player's private page: their own move, none of the other's; its one picture
    // is the fog view they were sent.
    for (link, sent, theirs, others) in [
        (&red, &sent_to_alice, red_moves, black_moves),
        (&black, &sent_to_bob, black_moves, red_moves),
    ] {
        let page = chromium.browser.new_page("about:blank").await.unwrap();
        let got = received(&page).await;
        page.goto(link.as_str()).await.unwrap();
        page.wait_for_navigation().await.unwrap();
        until(&page, "document.getElementById('board').complete").await;
        // The bodies are read as the browser reports each load finished: wait for the
        // page, its script, its style and its board.
        let private = settled(&got, 4).await;
        let sent = std::fs::read(sent.last().expect("a fog view was sent")).unwrap();
        let pictures: Vec<&(String, Vec<u8>)> = private
            .iter()
            .filter(|(_, b)| b.starts_with(b"\x89PNG"))
            .collect();
        let urls: Vec<&String> = private.iter().map(|(u, _)| u).collect();
        assert_eq!(pictures.len(), 1, "{urls:?}");
        assert!(
            pictures[0].1 == sent,
            "{link}: the board is the fog picture sent"
        );
        for (u, body) in &private {
            let text = String::from_utf8_lossy(body);
            for m in others {
                assert!(!text.contains(m), "{m} in {u}");
            }
        }
        let shown: String = value(&page, "document.getElementById('moves').innerText").await;
        assert!(shown.contains(theirs[0]) && shown.contains('?'), "{shown}");
    }

    // Another player's token on this side's view: refused, saying why and nothing more.
    let token = black.split("?k=").nth(1).unwrap();
    let page = chromium.browser.new_page("about:blank").await.unwrap();
    let got = received(&page).await;
    page.goto(format!("{url}/red?k={token}")).await.unwrap();
    page.wait_for_navigation().await.unwrap();
    until(&page, "document.readyState === 'complete'").await;
    let shown: String = value(&page, "document.body.innerText").await;
    assert!(
        shown.contains("This link does not open any view."),
        "{shown}"
    );
    for (u, body) in &settled(&got, 1).await {
        let text = String::from_utf8_lossy(body);
        for m in red_moves.iter().chain(&black_moves) {
            assert!(!text.contains(m), "{m} in {u}");
        }
    }
    // A changed token, a voided one, an expired one: each refused, saying which.
    // The last digit of the MAC changed (whatever it was).
    let last = if red.ends_with('0') { '1' } else { '0' };
    let tampered = format!("{}{last}", &red[..red.len() - 1]);
    let newer = crate::web_pages::private_link(&mut p, "bob", "new:true");
    assert_ne!(newer, black);
    let refused = [
        (tampered, "This link does not open any view."),
        (black.clone(), "This link was replaced by a newer one."),
    ];
    for (link, why) in &refused {
        page.goto(link.as_str()).await.unwrap();
        page.wait_for_navigation().await.unwrap();
        until(&page, "document.readyState === 'complete'").await;
        let shown: String = value(&page, "document.body.innerText").await;
        assert!(shown.contains(why), "{link}: {shown}");
    }
    p.say("alice: /wait 31d", "the clock moved");
    page.goto(red.as_str()).await.unwrap();
    page.wait_for_navigation().await.unwrap();
    until(&page, "document.readyState === 'complete'").await;
    let shown: String = value(&page, "document.body.innerText").await;
    assert!(shown.contains("This link has expired."), "{shown}");
    chromium.close().await;
}
