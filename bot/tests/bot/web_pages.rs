//! The games' pages as served by the real binary (`palace play --web`): a game's page,
//! its board, FEN and record at each ply against the game played, a move arriving live
//! on an open stream, a running dark game's page showing nothing of its boards or moves,
//! addresses that name no game, writes refused, and the security headers.

use std::time::Duration;

use crate::common::playing::Playing;

pub(crate) async fn get(url: &str) -> (u16, reqwest::header::HeaderMap, Vec<u8>) {
    let r = reqwest::get(url).await.unwrap();
    let status = r.status().as_u16();
    let headers = r.headers().clone();
    (status, headers, r.bytes().await.unwrap().to_vec())
}

fn text(b: &[u8]) -> String {
    String::from_utf8(b.to_vec()).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_page_shows_every_ply_and_follows_the_game_live() {
    let mut p = Playing::start();
    let page = p.game("xiangqi");
    for (who, m) in [("alice", "C2=5"), ("bob", "H8+7"), ("alice", "H2+3")] {
        p.say(&format!("{who}: /move {m}"), &format!("{who} played {m}"));
    }

    let (status, headers, body) = get(&page).await;
    assert_eq!(status, 200);
    let html = text(&body);
    for (name, value) in [
        ("content-type", "text/html; charset=utf-8"),
        ("x-content-type-options", "nosniff"),
        ("referrer-policy", "no-referrer"),
        ("x-frame-options", "DENY"),
    ] {
        assert_eq!(headers[name], value, "{name}");
    }
    let csp = headers["content-security-policy"].to_str().unwrap();
    assert!(
        csp.contains("default-src 'none'") && csp.contains("script-src 'self'"),
        "{csp}"
    );
    assert!(html.contains("<title>Game 1 · Xiangqi</title>"), "{html}");
    assert!(
        html.contains("<p class=\"players\">alice vs bob</p>"),
        "{html}"
    );
    // The record reads without JavaScript: each move a link to its ply.
    for (ply, m) in [(1, "C2=5"), (2, "H8+7"), (3, "H2+3")] {
        assert!(
            html.contains(&format!("href=\"?ply={ply}\" data-ply=\"{ply}\"")) && html.contains(m),
            "{m}: {html}"
        );
    }
    assert!(
        html.contains("data-ply=\"3\" aria-current=\"step\""),
        "{html}"
    );
    let at_one = text(&get(&format!("{page}?ply=1")).await.2);
    assert!(
        at_one.contains("data-ply=\"1\" aria-current=\"step\""),
        "{at_one}"
    );
    assert!(at_one.contains("/board/1\""), "{at_one}");

    // Boards and FENs at each ply, as the game was played.
    let mut game =
        rules::AnyGame::from_record(&rules::Record::new(rules::Variant::Xiangqi)).unwrap();
    let mut fens = vec![game.reveal().unwrap().fen()];
    for m in ["C2=5", "H8+7", "H2+3"] {
        game.play_as(game.turn(), m).unwrap();
        fens.push(game.reveal().unwrap().fen());
    }
    for (ply, fen) in fens.iter().enumerate() {
        let (status, headers, body) = get(&format!("{page}/fen/{ply}")).await;
        assert_eq!(
            (status, text(&body).trim()),
            (200, fen.as_str()),
            "ply {ply}"
        );
        assert_eq!(headers["content-type"], "text/plain; charset=utf-8");
        let (status, headers, png) = get(&format!("{page}/board/{ply}?flip=1")).await;
        assert_eq!(status, 200, "board {ply}");
        assert_eq!(headers["content-type"], "image/png");
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "board {ply}");
    }
    assert_eq!(get(&format!("{page}/board/4")).await.0, 404);
    assert_eq!(get(&format!("{page}/fen/4")).await.0, 404);
    let record = text(&get(&format!("{page}/record")).await.2);
    assert!(
        record.contains("[Red \"alice\"]") && record.contains("1. C2=5 H8+7 2. H2+3 *"),
        "{record}"
    );
    let (status, headers, gif) = get(&format!("{page}/replay")).await;
    assert_eq!(
        (status, &headers["content-type"]),
        (200, &"image/gif".parse().unwrap())
    );
    assert!(gif.starts_with(b"GIF89a"));

    // A move reaches an open stream.
    let mut live = reqwest::get(format!("{page}/live?since=3")).await.unwrap();
    assert_eq!(live.status(), 200);
    assert_eq!(live.headers()["content-type"], "text/event-stream");
    p.say("bob: /move H2+3", "bob played H2+3");
    let mut got = String::new();
    while !got.contains("\n\n") || !got.contains("event: state") {
        let chunk = tokio::time::timeout(Duration::from_secs(10), live.chunk())
            .await
            .expect("the move reaches the stream")
            .unwrap()
            .expect("the stream stays open");
        got.push_str(&text(&chunk));
    }
    assert!(got.contains("id: 4\n"), "{got}");
    assert!(
        got.contains("\"plies\":4") && got.contains(">H2+3</a>"),
        "{got}"
    );
    assert!(got.contains("Move 3 · Red to move"), "{got}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_running_dark_game_shows_no_board_and_no_move() {
    let mut p = Playing::start();
    let page = p.game("dark-minixiangqi");
    p.say("alice: /move a2b2", "Red has moved");
    let html = text(&get(&page).await.2);
    assert!(html.contains("Dark Mini Xiangqi"), "{html}");
    assert!(html.contains("Move 1 · Black to move"), "{html}");
    assert!(
        !html.contains("<img") && !html.contains("href=\"?ply="),
        "{html}"
    );
    assert!(!html.contains("a2b2") && !html.contains("P7=6"), "{html}");
    for path in ["board/0", "board/1", "fen/0", "fen/1", "record", "replay"] {
        assert_eq!(get(&format!("{page}/{path}")).await.0, 404, "{path}");
    }
    // Its stream says whose turn it is, and no move.
    let mut live = reqwest::get(format!("{page}/live?since=0")).await.unwrap();
    let chunk = tokio::time::timeout(Duration::from_secs(10), live.chunk())
        .await
        .unwrap()
        .unwrap()
        .unwrap();
    let event = text(&chunk);
    assert!(
        event.contains("\"moves\":null") && event.contains("\"revealed\":false"),
        "{event}"
    );
    assert!(
        !event.contains("a2b2") && !event.contains("P7=6"),
        "{event}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn addresses_that_name_no_game_and_writes_are_refused() {
    let mut p = Playing::start();
    let page = p.game("minixiangqi");
    let base = p.base.clone();
    for path in [
        "/g/aaaaaaaaaaaaaaaa".to_owned(),
        "/g/1".to_owned(),
        "/g/..%2F..%2Fetc%2Fpasswd".to_owned(),
        "/assets/../Cargo.toml".to_owned(),
        "/nothing".to_owned(),
    ] {
        let (status, headers, body) = get(&format!("{base}{path}")).await;
        assert_eq!(status, 404, "{path}");
        assert_eq!(
            headers["content-type"], "text/html; charset=utf-8",
            "{path}"
        );
        assert!(
            text(&body).contains("There is no game at this address."),
            "{path}"
        );
    }
    let japanese = text(&get(&format!("{base}/g/aaaaaaaaaaaaaaaa?lang=ja")).await.2);
    assert!(
        japanese.contains("このアドレスに対局はありません。"),
        "{japanese}"
    );
    let client = reqwest::Client::new();
    let post = client.post(&page).body("x").send().await.unwrap();
    assert_eq!(post.status().as_u16(), 405);
    let (status, headers, _) = get(&format!("{base}/assets/game.js")).await;
    assert_eq!(status, 200);
    assert_eq!(headers["content-type"], "text/javascript; charset=utf-8");
}

/// The private link to `who`'s own view that `/page` answers with.
pub(crate) fn private_link(p: &mut Playing, who: &str, extra: &str) -> String {
    let out = p.say(&format!("{who}: /page {extra}"), "Your own view");
    let line = out.iter().find(|l| l.contains("Your own view")).unwrap();
    line.rsplit(' ').next().unwrap().to_owned()
}

/// The picture files a DM to `who` printed.
pub(crate) fn dm_pictures(out: &[String], who: &str) -> Vec<String> {
    let mut pictures = Vec::new();
    let mut to_them = false;
    for l in out {
        if l.starts_with('[') {
            to_them = l.starts_with(&format!("[DM to {who}]"));
        } else if to_them && let Some(path) = l.trim().strip_prefix("picture: ") {
            pictures.push(path.to_owned());
        }
    }
    pictures
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dark_players_private_link_shows_their_own_view_only() {
    let mut p = Playing::start();
    let page = p.game("dark-minixiangqi");
    p.say("alice: /move a2b2", "Red has moved");
    let out = p.say("bob: /move b7b1", "Black has moved");
    // Let the DMs after the move print too.
    let mut out = out;
    out.extend(p.say("alice: /board", "picture:"));
    let alice_sees = dm_pictures(&out, "alice");
    let red = private_link(&mut p, "alice", "");
    let black = private_link(&mut p, "bob", "");
    assert!(red.starts_with(&format!("{page}/red?k=")), "{red}");
    assert!(black.starts_with(&format!("{page}/black?k=")), "{black}");

    // Red's page: their own move, the other's hidden; no FEN, record or replay; private.
    let (status, headers, body) = get(&red).await;
    assert_eq!(status, 200);
    assert_eq!(headers["cache-control"], "private, no-store");
    assert_eq!(headers["referrer-policy"], "no-referrer");
    let html = text(&body);
    assert!(html.contains(">P7=6</a>"), "{html}");
    assert!(!html.contains("C2+6") && !html.contains("b7b1"), "{html}");
    assert!(
        html.contains("data-ply=\"2\" aria-current=\"step\">?</a>"),
        "{html}"
    );
    for path in ["/fen/", "/record", "/replay"] {
        assert!(!html.contains(path), "{path}: {html}");
    }
    // Its boards are the fog pictures its player was sent, byte for byte.
    let token = red.split("?k=").nth(1).unwrap();
    let (status, headers, now) = get(&format!("{page}/red/board/2?k={token}")).await;
    assert_eq!(
        (status, &headers["cache-control"]),
        (200, &"private, no-store".parse().unwrap())
    );
    let sent = std::fs::read(alice_sees.last().expect("alice was sent her view")).unwrap();
    assert!(
        now == sent,
        "the page's board is the picture alice was sent"
    );
    let (status, _, start) = get(&format!("{page}/red/board/0?k={token}")).await;
    assert_eq!(status, 200);
    assert_ne!(start, now);

    // Another side's, a changed or missing token: refused, and nothing of the game said.
    let black_token = black.split("?k=").nth(1).unwrap();
    // The last digit of the MAC changed (whatever it was).
    let last = if token.ends_with('0') { '1' } else { '0' };
    let tampered = format!("{}{last}", &token[..token.len() - 1]);
    for url in [
        format!("{page}/red?k={black_token}"),
        format!("{page}/black?k={token}"),
        format!("{page}/red?k={tampered}"),
        format!("{page}/red/board/1?k={black_token}"),
    ] {
        let (status, headers, body) = get(&url).await;
        assert_eq!(status, 403, "{url}");
        assert_eq!(headers["cache-control"], "private, no-store");
        let html = text(&body);
        assert!(html.contains("This link does not open any view."), "{html}");
        assert!(!html.contains("P7=6") && !html.contains("alice"), "{html}");
    }
    assert_eq!(get(&format!("{page}/red")).await.0, 404);
    assert_eq!(get(&format!("{page}/green?k={token}")).await.0, 404);

    // A new link voids the old one.
    let newer = private_link(&mut p, "bob", "new:true");
    assert_ne!(newer, black);
    let (status, _, body) = get(&black).await;
    assert_eq!(status, 403);
    assert!(text(&body).contains("This link was replaced by a newer one."));
    assert_eq!(get(&newer).await.0, 200);
    let refused = p.say("carol: /page game:1 new:true", "refused");
    assert!(
        refused.iter().any(|l| l.contains("game 1 is not one")),
        "{refused:#?}"
    );

    // Once the game is over, a link leads to the public page as that side saw it.
    p.say("alice: /resign", "wins by resignation");
    let r = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
        .get(&red)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 303);
    assert_eq!(
        r.headers()["location"],
        format!("{}?seen=red", page.trim_start_matches(&p.base))
    );
    // Thirty days on, it has expired.
    p.say("alice: /wait 31d", "the clock moved");
    let (status, _, body) = get(&red).await;
    assert_eq!(status, 403);
    assert!(text(&body).contains("This link has expired."));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_page_shows_its_review() {
    let mut p = Playing::start();
    let page = p.game("minixiangqi");
    // Black's C2+1 walks into a cannon mate: the review marks it.
    p.cannon_mate(["alice", "bob"], "", 1);
    let html = text(&get(&page).await.2);
    assert!(html.contains("Red wins by checkmate"), "{html}");
    assert!(
        html.contains("<section class=\"graph\"><h2>Red&#39;s chance to win, move by move</h2>"),
        "{html}"
    );
    // A column a position, each a link to its ply, Red winning at the end.
    for ply in 0..=3 {
        assert!(
            html.contains(&format!("<a href=\"?ply={ply}\" data-ply=\"{ply}\"><rect")),
            "{ply}: {html}"
        );
    }
    assert!(html.contains("<title>2. C6=4 · 100%</title>"), "{html}");
    assert!(
        html.contains(">C2+1??</a>"),
        "the losing move is marked: {html}"
    );
    // Live no more: the page says nothing of following it.
    assert!(!html.contains("class=\"live\""), "{html}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_leaderboard_and_players_have_pages_of_that_server_only() {
    let mut p = Playing::start();
    // A game in server srv, won by alice; one in server other, won by carol.
    p.begin(["alice", "bob"], "#srv/lobby", "minixiangqi");
    p.cannon_mate(["alice", "bob"], "#srv/lobby", 1);
    p.begin(["carol", "dave"], "#other/lobby", "minixiangqi");
    p.cannon_mate(["carol", "dave"], "#other/lobby", 2);

    let out = p.say(
        "bob #srv/lobby: /leaderboard minixiangqi",
        "Leaderboard page:",
    );
    let line = out
        .iter()
        .find(|l| l.contains("Leaderboard page:"))
        .unwrap();
    let url = line.rsplit(' ').next().unwrap().to_owned();
    assert!(url.starts_with(&format!("{}/s/srv/", p.base)), "{url}");
    let html = text(&get(&url).await.2);
    assert!(
        html.contains("<title>Leaderboard · Mini Xiangqi · by rating</title>"),
        "{html}"
    );
    assert!(
        html.contains(">alice</a></td><td>1662?</td><td>1</td><td>1</td>"),
        "{html}"
    );
    assert!(
        html.contains(">bob</a></td><td>1338?</td><td>0</td><td>1</td>"),
        "{html}"
    );
    assert!(
        html.contains("Game 1 · Mini Xiangqi</a> · alice vs bob · Red wins by checkmate"),
        "{html}"
    );
    // Nothing of the other server.
    for other in ["carol", "dave", "Game 2"] {
        assert!(!html.contains(other), "{other}: {html}");
    }
    // By wins, and in Japanese.
    let secret_base = url.split('?').next().unwrap().to_owned();
    let by_wins = text(
        &get(&format!(
            "{secret_base}?variant=minixiangqi&by=wins&lang=ja"
        ))
        .await
        .2,
    );
    assert!(
        by_wins.contains("ランキング · ミニシャンチー · 勝ち数順"),
        "{by_wins}"
    );

    // Alice's page: her rating, her result here, her game.
    let alice = text(&get(&format!("{secret_base}/p/alice")).await.2);
    assert!(alice.contains("<h1>alice</h1>"), "{alice}");
    assert!(alice.contains("Mini Xiangqi: 1662?"), "{alice}");
    assert!(
        alice.contains("Mini Xiangqi: 1 won, 0 lost, 0 drawn"),
        "{alice}"
    );
    assert!(alice.contains("Game 1 · Mini Xiangqi</a>"), "{alice}");
    // Carol never played in srv: no page of hers there; a wrong secret opens nothing.
    assert_eq!(get(&format!("{secret_base}/p/carol")).await.0, 404);
    let wrong = secret_base.replace("/s/srv/", "/s/srv/x");
    assert_eq!(get(&wrong).await.0, 404);
    assert_eq!(
        get(&secret_base.replace("/s/srv/", "/s/other/")).await.0,
        404
    );
    // The secret stays: asking again links to the same page.
    let again = p.say(
        "alice #srv/lobby: /leaderboard minixiangqi by:wins",
        "Leaderboard page:",
    );
    assert!(again.iter().any(|l| l.contains(&secret_base)), "{again:#?}");
    // /stats links to the player's page there.
    let stats = p.say("bob #srv/lobby: /stats user:@alice", "Player page:");
    assert!(
        stats
            .iter()
            .any(|l| l.trim() == format!("Player page: {secret_base}/p/alice")),
        "{stats:#?}"
    );
    // A second rated game here: alice's page draws her rating, game by game.
    assert!(
        !alice.contains("class=\"history\""),
        "one game makes no line: {alice}"
    );
    p.begin(["alice", "bob"], "#srv/lobby", "minixiangqi");
    let end = p.cannon_mate(["alice", "bob"], "#srv/lobby", 3);
    let after = end
        .iter()
        .find_map(|l| l.split("alice 1662? → ").nth(1))
        .expect("alice's new rating")
        .split('?')
        .next()
        .unwrap()
        .to_owned();
    let alice = text(&get(&format!("{secret_base}/p/alice")).await.2);
    assert!(
        alice.contains("<h2>Mini Xiangqi rating, game by game</h2><svg class=\"history\""),
        "{alice}"
    );
    assert_eq!(alice.matches("<circle").count(), 2, "{alice}");
    assert!(alice.contains("<title>1662</title>"), "{alice}");
    assert!(
        alice.contains(&format!("<title>{after}</title>")),
        "{after}: {alice}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pages_are_limited_per_address() {
    let mut p = Playing::start();
    let page = p.game("xiangqi");
    // Live streams: sixteen open at once from one address, not a seventeenth.
    let mut open = Vec::new();
    for _ in 0..16 {
        let r = reqwest::get(format!("{page}/live?since=0")).await.unwrap();
        assert_eq!(r.status().as_u16(), 200);
        open.push(r);
    }
    let r = reqwest::get(format!("{page}/live?since=0")).await.unwrap();
    assert_eq!(r.status().as_u16(), 429);
    assert!(r.headers().contains_key("retry-after"));
    // One closed, one more may open (once the server has seen it close).
    drop(open.pop());
    let mut reopened = false;
    for _ in 0..40 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        let r = reqwest::get(format!("{page}/live?since=0")).await.unwrap();
        if r.status().as_u16() == 200 {
            reopened = true;
            break;
        }
    }
    assert!(reopened, "a closed stream's place is given back");
    drop(open);
    // Requests: a burst of sixty, then twenty a second.
    let client = reqwest::Client::new();
    let mut refused = 0;
    for _ in 0..100 {
        let r = client
            .get(format!("{}/assets/page.css", p.base))
            .send()
            .await
            .unwrap();
        if r.status().as_u16() == 429 {
            assert_eq!(r.headers()["retry-after"], "1");
            refused += 1;
        }
    }
    assert!(refused >= 20, "{refused} of 100 refused");
}
