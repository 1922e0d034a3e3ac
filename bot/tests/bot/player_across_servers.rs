//! What one server shows of a player stays in that server: someone else's `/stats` and a
//! server's leaderboard count only that server's games (ratings are one per variant, the
//! same everywhere), and a server nickname is never shown in another server.

use crate::common;
use crate::on_both_stores;

use common::stores::Backend;
use common::texts;
use common::world::World;
use palace::model::{Server, UserId};
use palace::play::line::{Line, parse};
use palace::voice::Spoken;

/// Runs `line` as given by someone whose server knows them as `nick`.
fn as_nick(w: &World, line: &str, nick: &str) -> Vec<Spoken> {
    let Ok(Line::Command(mut c)) = parse(line) else {
        panic!("{line}")
    };
    c.user.account = Some(c.user.name.clone());
    c.user.name = nick.to_owned();
    let out = w.run(&c);
    assert!(out.iter().all(|m| !m.error), "{line}: {out:#?}");
    out
}

/// A Xiangqi game in `place` between `red` and `black` that `loser` resigns after both
/// have moved; every message it gave.
fn play_and_resign(w: &World, place: &str, red: &str, black: &str, loser: &str) -> String {
    let mut out = w.ok(&format!(
        "{red} {place}: /challenge @{black} xiangqi side:red"
    ));
    out.extend(w.ok(&format!("{black} {place}: /accept")));
    out.extend(w.ok(&format!("{red} {place}: /move C2=5")));
    out.extend(w.ok(&format!("{black} {place}: /move H8+7")));
    out.extend(w.ok(&format!("{loser} {place}: /resign")));
    texts(&out)
}

fn stats_and_leaderboards_count_this_servers_games(backend: Backend) {
    let w = World::new(backend);
    // Alice wins in server a and loses in server b.
    play_and_resign(&w, "#a/hall", "alice", "bob", "bob");
    play_and_resign(&w, "#b/den", "alice", "dave", "alice");
    let in_b = texts(&w.ok("eve #b/den: /stats user:@alice"));
    assert!(
        in_b.starts_with("alice (results in this server; ratings count every server):"),
        "{in_b}"
    );
    assert!(in_b.contains("· 1 game: 0 won, 1 lost, 0 drawn"), "{in_b}");
    let in_a = texts(&w.ok("carol #a/x: /stats user:@alice"));
    assert!(in_a.contains("· 1 game: 1 won, 0 lost, 0 drawn"), "{in_a}");
    // The rating is the same in both: one per variant.
    let rating = |text: &str| text.split(" · ").nth(1).map(str::to_owned);
    assert_eq!(rating(&in_a), rating(&in_b));
    assert!(rating(&in_a).unwrap().starts_with("rating "), "{in_a}");
    // Her own, from anywhere: all of them.
    let own = texts(&w.ok("alice #b/den: /stats"));
    assert!(own.contains("· 2 games: 1 won, 1 lost, 0 drawn"), "{own}");
    // A server's leaderboard by wins or games counts its own games.
    let board = texts(&w.ok("eve #b/den: /leaderboard xiangqi by:games"));
    assert!(
        board.contains("alice · ") && board.contains("0 wins · 1 game"),
        "{board}"
    );
    assert!(!board.contains("bob"), "{board}");
    let board = texts(&w.ok("carol #a/x: /leaderboard xiangqi by:wins"));
    assert!(board.contains(" 1. alice · "), "{board}");
    assert!(board.contains("1 win · 1 game"), "{board}");
}

fn a_nickname_shows_in_its_own_server_only(backend: Backend) {
    let w = World::new(backend);
    // Alice goes by "Queen A" in server a.
    as_nick(
        &w,
        "alice #a/hall: /challenge @bob xiangqi side:red",
        "Queen A",
    );
    let a_game = common::game_number(&w.ok("bob #a/hall: /accept")[0].text);
    as_nick(&w, "alice #a/hall: /move C2=5", "Queen A");
    let stored = w.player("alice");
    assert_eq!(stored.name, "alice", "the account's name");
    assert_eq!(stored.nicknames[&Server("a".into())], "Queen A");
    // In server a, a's name for her.
    let here = texts(&w.ok(&format!("carol #a/x: /board game:{a_game}")));
    assert!(here.contains("Queen A"), "{here}");
    // Everything server b shows of her says "alice": a game there, her games, the lists.
    let mut in_b = play_and_resign(&w, "#b/den", "alice", "dave", "dave");
    for line in [
        "eve #b/den: /games user:@alice",
        "eve #b/den: /activity",
        "eve #b/den: /leaderboard xiangqi",
        "dave #b/den: /games",
        "eve #b/den: /stats user:@alice",
    ] {
        in_b.push('\n');
        in_b.push_str(&texts(&w.ok(line)));
    }
    assert!(in_b.contains("alice"), "{in_b}");
    assert!(!in_b.contains("Queen A"), "{in_b}");
    // Her move in a's game, made from server b, is told in a by a's name for her.
    w.ok(&format!("bob #a/hall: /move H8+7 game:{a_game}"));
    let told = texts(&w.ok(&format!("alice #b/den: /draw action:offer game:{a_game}")));
    assert!(told.contains("Queen A offers a draw"), "{told}");
    // Back under her account's name in a, the nickname is gone.
    w.ok(&format!("alice #a/hall: /move H2+3 game:{a_game}"));
    assert!(w.player("alice").nicknames.is_empty());
    assert_eq!(
        w.player("alice").id,
        UserId("alice".into()),
        "one player throughout"
    );
}

on_both_stores!(
    stats_and_leaderboards_count_this_servers_games,
    a_nickname_shows_in_its_own_server_only,
);
