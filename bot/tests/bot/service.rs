//! The game service through its commands, with an injected clock: every command and
//! every refusal, whole games to their ends, the clock, races and damaged records.

use crate::common;
use crate::on_both_stores;

use common::stores::Backend;
use common::world::World;
use common::{game_number, texts};
use palace::model::{DAY, HOUR, Place, Server, UserId};
use palace::service::message::{Audience, Event};
use palace::voice::Spoken;
use rules::{AnyGame, Color, Record, Variant};

fn public(out: &[Spoken]) -> Vec<&Spoken> {
    out.iter()
        .filter(|m| matches!(m.audience, Audience::Public(_)))
        .collect()
}

fn a_mini_xiangqi_game_to_checkmate_with_ratings_and_stats(backend: Backend) {
    let w = World::new(backend);
    let id = w.start("minixiangqi", "");
    let out = w.ok("alice: /move b1b3");
    // The board in public from the side of the player to move, mentioning bob: one
    // notification a turn (no DM unless he asks for it with /settings notify:dm).
    let board = public(&out);
    assert_eq!(board.len(), 1);
    assert_eq!(
        board[0].text,
        format!("Game {id}: alice played C6+2. bob (black) to move.")
    );
    let pic = board[0].picture.as_ref().unwrap();
    assert!(pic.bytes.starts_with(b"\x89PNG"));
    assert!(
        pic.text_board.contains("black at the bottom"),
        "{}",
        pic.text_board
    );
    assert_eq!(board[0].ping, Some(UserId("bob".into())));
    assert!(
        !out.iter()
            .any(|m| m.audience == Audience::Dm(UserId("bob".into()))),
        "{out:#?}"
    );
    w.ok("bob: /move b7b6");
    let out = w.ok("alice: /move b3d3");
    let all = texts(&out);
    assert!(all.contains("Red wins by checkmate."), "{all}");
    assert!(all.contains("Ratings: alice 1500? → "), "{all}");
    assert!(
        !out.iter().any(|m| matches!(m.audience, Audience::Dm(_))),
        "no turn DM after the end"
    );
    let doc = w.game(id);
    assert!(doc.finished.is_some() && doc.deadline.is_none());
    let alice = w.player("alice");
    let bob = w.player("bob");
    assert_eq!(alice.results["minixiangqi"].wins, 1);
    assert_eq!(bob.results["minixiangqi"].losses, 1);
    assert!(alice.ratings["minixiangqi"].rating > 1500.0);
    assert!(bob.ratings["minixiangqi"].rating < 1500.0);
    let stats = texts(&w.ok("alice: /stats"));
    assert!(stats.contains("Mini Xiangqi · rating 1"), "{stats}");
    assert!(stats.contains("1 game: 1 won, 0 lost, 0 drawn"), "{stats}");
    let board = texts(&w.ok("carol: /leaderboard minixiangqi"));
    assert!(
        board.starts_with("Mini Xiangqi · top 20 by rating\n 1. alice"),
        "{board}"
    );
    // One of each, in the singular; none, in the plural.
    assert!(board.contains(" · 1 win · 1 game\n"), "{board}");
    assert!(board.contains(" · 0 wins · 1 game"), "{board}");
    let replay = texts(&w.ok(&format!("carol: /replay game:{id}")));
    assert_eq!(replay, format!("Replay of game {id} (3 plies)."));
    let export = texts(&w.ok(&format!("carol: /export game:{id}")));
    for line in [
        "[Variant \"minixiangqi\"]",
        "[Red \"alice\"]",
        "[Result \"1-0\"]",
        "[Termination \"checkmate\"]",
        "1. C6+2 C2+1 2. C6=4 1-0",
    ] {
        assert!(export.contains(line), "{line} in {export}");
    }
    let replay = w.ok(&format!("carol: /replay game:{id}"));
    assert!(
        replay[0]
            .picture
            .as_ref()
            .unwrap()
            .bytes
            .starts_with(b"GIF89a")
    );
}

fn refusals_say_what_is_wrong_and_change_nothing(backend: Backend) {
    let w = World::new(backend);
    assert_eq!(
        w.refused("alice: /fly"),
        "there is no /fly (try /challenge /accept /decline /cancel /move /board /position /resign /draw /abort /takeback /premove /games /export /page /replay /analyse /stats /leaderboard /activity /settings /puzzle /vacation /rules /tournament /help)"
    );
    assert_eq!(
        w.refused("alice: /challenge @alice xiangqi"),
        "you cannot challenge yourself"
    );
    assert_eq!(
        w.refused("alice: /challenge @bob xiangqi days:0"),
        "option 'days' must be from 1 to 14, not 0"
    );
    assert_eq!(
        w.refused(r#"alice: /challenge @bob xiangqi rated:true fen:"4k4/9/9/9/9/9/9/9/9/4K4 w""#),
        "a game from your own start position cannot be rated: add rated:false"
    );
    assert!(
        w.refused(r#"alice: /challenge @bob xiangqi fen:"4k4/9/9/9/9/9/9/9/9/4K4 w""#)
            .starts_with("that start position cannot be used:")
    );
    assert_eq!(
        w.refused("alice: /move C2=5"),
        "you have no game in progress (start one with /challenge)"
    );
    assert_eq!(
        w.refused("alice: /accept"),
        "there is no challenge here for you to accept"
    );
    w.ok("alice: /challenge @bob xiangqi side:red");
    assert_eq!(
        w.refused("alice: /accept"),
        "challenge 1 is your own: someone else accepts it (/cancel challenge:1 withdraws it)"
    );
    assert_eq!(
        w.refused("alice: /accept challenge:1"),
        "challenge 1 is your own: someone else accepts it (/cancel challenge:1 withdraws it)"
    );
    assert_eq!(
        w.refused("carol: /accept challenge:1"),
        "challenge 1 is not addressed to you"
    );
    assert_eq!(
        w.refused("carol: /decline challenge:1"),
        "challenge 1 is not addressed to you"
    );
    assert_eq!(
        w.refused("bob: /cancel challenge:1"),
        "challenge 1 is not yours to withdraw"
    );
    let game = {
        let out = w.ok("bob: /accept");
        assert!(out[0].text.starts_with("Game 1 begins"), "{}", texts(&out));
        1
    };
    assert_eq!(
        w.refused("bob: /move H8+7"),
        "it is not your turn in game 1: red is to move"
    );
    assert_eq!(
        w.refused("carol: /move C2=5 game:1"),
        "you do not play in game 1"
    );
    assert_eq!(w.refused("alice: /move C2=5 game:9"), "there is no game 9");
    assert_eq!(
        w.refused("alice: /move H2+2"),
        "H2+2 is illegal: a horse does not move that way"
    );
    assert_eq!(
        w.refused("alice: /move R+1"),
        "R+1 is ambiguous: it could be R9+1 (a1a2) or R1+1 (i1i2)"
    );
    assert_eq!(
        w.refused("alice: /move zz"),
        "'zz' is not a move: write WXF like C2=5 or H2+3, coordinates like h2e2, or Chinese like 炮二平五"
    );
    assert_eq!(
        w.refused("alice: /draw accept"),
        "bob has not offered a draw"
    );
    assert_eq!(
        w.refused("alice: /takeback request"),
        "you have not moved yet: there is nothing to take back"
    );
    assert_eq!(
        w.refused("alice: /move C2=5 flip:true"),
        "/move has no option 'flip' (its options: text, game)"
    );
    assert!(w.game(game).moves.is_empty());
    w.ok("alice: /resign");
    assert_eq!(w.refused("bob: /move H8+7 game:1"), "game 1 is over");
    assert_eq!(
        w.refused("bob: /resign"),
        "you have no game in progress (start one with /challenge)"
    );
}

fn the_clock_reminds_then_times_out_and_challenges_lapse(backend: Backend) {
    let mut w = World::new(backend);
    let id = w.start("xiangqi", "days:2");
    // Both sides move (a game that ends before that counts for nothing), then Bob is to
    // move.
    w.ok("alice: /move C2=5");
    w.ok("bob: /move H8+7");
    w.ok("alice: /move H2+3");
    // Bob has 2 days: a reminder 24 h before, one 1 h before, then the loss on time.
    assert!(w.wait(23 * HOUR).is_empty());
    let out = w.wait(HOUR);
    assert_eq!(out.len(), 1, "{out:#?}");
    // By default in the game's place, mentioning him (his one notification).
    assert_eq!(out[0].audience, Audience::Public(Place("#lobby".into())));
    assert_eq!(out[0].ping, Some(UserId("bob".into())));
    assert_eq!(out[0].event, Some(Event::Reminded { game: id }));
    assert!(
        out[0]
            .text
            .starts_with(&format!("Reminder: game {id}, bob to move;")),
        "{}",
        out[0].text
    );
    assert!(out[0].text.ends_with("1 d 0 h left."), "{}", out[0].text);
    assert!(w.wait(HOUR).is_empty(), "each reminder once");
    let out = w.wait(22 * HOUR);
    assert!(out[0].text.contains("1 h 0 min left"), "{}", out[0].text);
    let out = w.wait(HOUR);
    let all = texts(&out);
    assert!(all.contains("bob did not move in time"), "{all}");
    assert!(
        out.iter()
            .any(|m| m.event == Some(Event::TimedOut { game: id }))
    );
    assert!(all.contains("Red wins by timeout"), "{all}");
    assert!(
        w.wait(10 * DAY).is_empty(),
        "a finished game is off the clock"
    );
    assert_eq!(w.player("bob").results["xiangqi"].losses, 1);

    // A 1-day game gets the 1-h reminder only; by DM to a player who asked for DMs.
    w.ok("alice: /settings notify:dm");
    let id2 = w.start("minishogi", "days:1");
    let out = w.wait(23 * HOUR);
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].audience, Audience::Dm(UserId("alice".into())));
    assert!(
        out[0]
            .text
            .starts_with(&format!("Reminder: your move in game {id2} (Minishogi)")),
        "{}",
        out[0].text
    );
    assert!(w.game(id2).is_running());

    // An unanswered challenge disappears after 7 days.
    w.ok("carol: /challenge @dave xiangqi");
    let out = w.wait(7 * DAY);
    assert!(texts(&out).contains("carol's challenge"), "{}", texts(&out));
    assert_eq!(
        w.refused("dave: /accept"),
        "there is no challenge here for you to accept"
    );
}

fn settings_turn_notifications_off_and_change_the_piece_style(backend: Backend) {
    let w = World::new(backend);
    let out = w.ok("bob: /settings notify:off style:western");
    assert_eq!(
        out[0].text,
        "Your settings: language your Discord's; pieces western (style:western); moves in WXF for the xiangqi games (notation:wxf) and Western for Minishogi (notation:western); your turns, challenges and reminders: nothing (you look for yourself) (notify:off); reminders 24h and 1h before a deadline, 1h only in 1-day games (remind:default); anyone may challenge you by name (challenges:on)."
    );
    w.start("xiangqi", "");
    let out = w.ok("alice: /move C2=5");
    assert!(!out.iter().any(|m| matches!(m.audience, Audience::Dm(_))));
    assert!(out.iter().all(|m| m.ping.is_none()), "{out:#?}");
    // Bob is to move: the public board is drawn in his style.
    let board = public(&out)[0].picture.as_ref().unwrap();
    assert!(
        board.text_board.contains('C') && !board.text_board.contains('炮'),
        "{}",
        board.text_board
    );
    // notify:dm: a direct message each turn, and the public board no longer mentions him.
    let out = w.ok("bob: /settings notify:dm");
    assert!(
        out[0].text.contains("a direct message (notify:dm)"),
        "{}",
        out[0].text
    );
    w.ok("bob: /move H8+7");
    let out = w.ok("alice: /move H2+3");
    let dms: Vec<&Spoken> = out
        .iter()
        .filter(|m| m.audience == Audience::Dm(UserId("bob".into())))
        .collect();
    assert_eq!(dms.len(), 1, "{out:#?}");
    assert!(
        dms[0].text.starts_with("Your move in game 1"),
        "{}",
        dms[0].text
    );
    assert!(out.iter().all(|m| m.ping.is_none()), "{out:#?}");
    // A turn notice to a player on the default pings them and sends no DM.
    let out = w.ok("bob: /move H2+3");
    let public_board = public(&out)[0];
    assert_eq!(public_board.ping, Some(UserId("alice".into())));
    assert!(!out.iter().any(|m| matches!(m.audience, Audience::Dm(_))));
    // Offers follow the same setting.
    let out = w.ok("alice: /draw offer");
    assert!(out.iter().all(|m| m.ping.is_none()));
    assert!(
        out.iter()
            .any(|m| m.audience == Audience::Dm(UserId("bob".into())))
    );
}

fn draws_takebacks_aborts_and_resignations(backend: Backend) {
    let w = World::new(backend);
    let id = w.start("xiangqi", "");
    assert!(w.refused("alice: /abort game:99").contains("no game 99"));
    w.ok("alice: /move C2=5");
    w.ok("bob: /abort");
    assert!(w.game(id).aborted);
    assert_eq!(
        w.player("bob").results.len(),
        0,
        "an aborted game counts for nothing"
    );

    let id = w.start("xiangqi", "");
    w.ok("alice: /move C2=5");
    w.ok("bob: /move H8+7");
    assert!(
        w.refused("bob: /abort")
            .contains("can no longer be aborted")
    );
    w.ok("alice: /takeback request");
    assert_eq!(
        w.refused("alice: /takeback request"),
        "you have already asked for a takeback"
    );
    assert_eq!(
        w.refused("alice: /takeback accept"),
        "bob has not asked for a takeback"
    );
    // Alice is to move: her last move and Bob's reply go back.
    let out = w.ok("bob: /takeback accept");
    assert!(
        texts(&out).contains("alice's last move and the reply to it are taken back"),
        "{}",
        texts(&out)
    );
    assert!(w.game(id).moves.is_empty());
    w.ok("alice: /move C2=5");
    w.ok("alice: /takeback request");
    w.ok("bob: /takeback decline");
    assert_eq!(w.game(id).moves.len(), 1);
    w.ok("alice: /takeback request");
    w.ok("bob: /takeback accept");
    assert!(w.game(id).moves.is_empty());

    w.ok("alice: /draw offer");
    assert_eq!(
        w.refused("alice: /draw offer"),
        "you have already offered a draw"
    );
    w.ok("bob: /draw decline");
    w.ok("bob: /draw offer");
    // A move past a pending offer lets it lapse, and answering it then says so.
    w.ok("alice: /move C2=5");
    assert_eq!(
        w.refused("alice: /draw accept"),
        "bob's draw offer lapsed when you moved; /draw offer makes one of your own"
    );
    assert_eq!(
        w.refused("alice: /draw decline"),
        "bob's draw offer lapsed when you moved; /draw offer makes one of your own"
    );
    // Both sides move (a draw before that would count for nothing), then a draw.
    w.ok("bob: /move H8+7");
    assert_eq!(
        w.refused("bob: /draw accept"),
        "alice has not offered a draw"
    );
    w.ok("bob: /draw offer");
    let out = w.ok("alice: /draw offer");
    assert!(texts(&out).contains("Draw by agreement"), "{}", texts(&out));
    assert_eq!(w.player("alice").results["xiangqi"].draws, 1);

    let id = w.start("minishogi", "rated:false");
    let out = w.ok("bob: /resign");
    assert!(
        texts(&out).contains("Sente wins by resignation"),
        "{}",
        texts(&out)
    );
    assert!(
        !texts(&out).contains("Ratings"),
        "casual games are not rated"
    );
    assert!(!w.game(id).is_running());
}

fn open_challenges_and_several_games_at_once(backend: Backend) {
    let w = World::new(backend);
    let out = w.ok("alice #hall: /challenge xiangqi side:black");
    assert!(
        out[0].text.contains("Anyone here may /accept challenge:1"),
        "{}",
        out[0].text
    );
    assert_eq!(
        w.refused("alice #hall: /accept"),
        "challenge 1 is your own: someone else accepts it (/cancel challenge:1 withdraws it)"
    );
    w.ok("carol #hall: /accept");
    w.ok("alice #lobby: /challenge @bob minixiangqi side:red");
    w.ok("bob #lobby: /accept");
    // In #lobby the place decides; elsewhere alice must say which game.
    w.ok("alice #lobby: /move b1b3");
    let which = w.refused("alice #elsewhere: /resign");
    assert!(which.starts_with("which game? add game:NUMBER"), "{which}");
    assert!(
        which.contains("Game 1 · Xiangqi · carol (red) vs alice (black)"),
        "{which}"
    );
    assert!(
        which.contains("Game 2 · Mini Xiangqi · alice (red) vs bob (black) · move 1 · bob to move"),
        "{which}"
    );
    let games = texts(&w.ok("dave: /games user:@alice"));
    assert!(games.starts_with("Games of alice in progress:"), "{games}");
    w.ok("carol #hall: /move C2=5");
    let spectator = w.ok("dave #hall: /board");
    assert!(spectator[0].picture.is_some());
    assert_eq!(
        w.refused("dave #hall: /move H8+7"),
        "you do not play in the game here"
    );
}

fn a_dark_game_keeps_every_hidden_fact_out_of_public(backend: Backend) {
    let w = World::new(backend);
    let id = w.start("dark-minixiangqi", "");
    let mut game = AnyGame::from_record(&Record::new(Variant::DarkMiniXiangqi)).unwrap();
    let mut rng = engine::SplitMix64::new(7);
    let mut public_seen = Vec::new();
    let mut ply = 0;
    while game.outcome().is_none() && ply < 80 {
        let color = game.turn();
        let player = if color == Color::Red { "alice" } else { "bob" };
        let moves = game.moves_for(color);
        let m = &moves[rng.below(moves.len())];
        game.play_as(color, &m.coordinate).unwrap();
        let out = w.ok(&format!("{player}: /move {}", m.coordinate));
        ply += 1;
        for msg in &out {
            match &msg.audience {
                Audience::Public(_) => public_seen.push((msg.clone(), game.outcome().is_some())),
                Audience::Dm(u) if game.outcome().is_none() => {
                    // Each player's picture is exactly the render of their own view.
                    let viewer = if u.0 == "alice" {
                        Color::Red
                    } else {
                        Color::Black
                    };
                    // Its own view, with its own latest move (also on its own turn) and
                    // never the opponent's.
                    let report = game.report(viewer).unwrap();
                    let mut scene = render::Scene::from_report(&report, render::Style::Traditional);
                    let moved = !game.own_moves(viewer).is_empty();
                    assert_eq!(scene.last_move.is_some(), moved, "ply {ply}");
                    if let (Some((_, to)), Some(m)) = (scene.last_move, report.own_recent_move) {
                        assert_eq!(to, m.to.rank() as usize * 7 + m.to.file() as usize);
                    }
                    let pic = msg.picture.as_ref().expect("a fog picture by DM");
                    scene.caption = Some(format!(
                        "Dark Mini Xiangqi · {}'s view · ply {ply} · {} to move",
                        u.0,
                        match game.turn() {
                            rules::Color::Red => "red",
                            rules::Color::Black => "black",
                        }
                    ));
                    assert_eq!(pic.bytes, render::render_png(&scene).unwrap(), "ply {ply}");
                }
                _ => {}
            }
        }
    }
    let history: Vec<String> = game.record().moves;
    assert!(!public_seen.is_empty());
    for (msg, ended) in &public_seen {
        if *ended {
            continue;
        }
        assert!(
            msg.picture.is_none(),
            "a public picture while running: {}",
            msg.text
        );
        for m in &history {
            assert!(
                !msg.text.contains(m.as_str()),
                "{m} in public: {}",
                msg.text
            );
        }
        for word in [
            "captured", "chariot", "cannon", "horse", "soldier", "+", "=", ".",
        ] {
            let body = msg.text.trim_end_matches('.');
            assert!(
                !body.contains(word) || word == ".",
                "'{word}' in public: {}",
                msg.text
            );
        }
        assert!(
            msg.text.starts_with(&format!("Game {id}: ")),
            "{}",
            msg.text
        );
    }
    if game.outcome().is_none() {
        assert!(
            w.refused(&format!("carol: /board game:{id}"))
                .contains("dark game")
        );
        assert!(
            w.refused(&format!("carol: /export game:{id}"))
                .contains("dark game")
        );
        let mine = texts(&w.ok(&format!("alice: /export game:{id}")));
        assert!(mine.contains("[Result \"*\"]"), "{mine}");
        w.ok("alice: /resign");
    }
    // After the end everything is shown.
    let export = texts(&w.ok(&format!("carol: /export game:{id}")));
    assert!(export.contains("[Termination"), "{export}");
    assert!(
        w.ok(&format!("carol: /replay game:{id}"))[0]
            .picture
            .is_some()
    );
}

fn a_damaged_record_answers_with_an_error_and_other_games_go_on(backend: Backend) {
    let w = World::new(backend);
    let good = w.start("xiangqi", "");
    let bad = w.start("minixiangqi", "");
    w.overwrite_game(bad, |doc| doc.moves = vec!["b1b3".into(), "zz".into()]);
    let e = w.refused(&format!("alice: /move b1b3 game:{bad}"));
    assert_eq!(
        e,
        format!(
            "game {bad} cannot be read (move 2 (zz) cannot be replayed: not a coordinate move); your other games are not affected"
        )
    );
    w.ok(&format!("alice: /move C2=5 game:{good}"));
    assert_eq!(w.game(good).moves, ["h3e3"]);
    let games = texts(&w.ok("alice: /games"));
    assert!(
        games.contains(&format!(
            "Game {bad} · Mini Xiangqi · alice (red) vs bob (black) · cannot be read"
        )),
        "{games}"
    );
    // A dark game's reason could name a move its players have not seen: nobody reads it.
    let dark = w.start("dark-minixiangqi", "");
    w.overwrite_game(dark, |doc| doc.moves = vec!["b1b3".into(), "g7g2".into()]);
    for who in ["alice", "bob", "carol"] {
        for command in ["/board", "/export", "/replay", "/move a1a2"] {
            let e = w.refused(&format!("{who}: {command} game:{dark}"));
            assert_eq!(
                e,
                format!(
                    "game {dark} cannot be read (its moves cannot be replayed; the reason could show a hidden move, so only the operator's log gives it); your other games are not affected"
                ),
                "{who}: {command}"
            );
        }
    }
    let _ = Place("#lobby".into());
}

fn racing_moves_and_resignations_are_each_applied_once(backend: Backend) {
    let w = World::new(backend);
    let ids: Vec<u64> = (0..6).map(|_| w.start("xiangqi", "")).collect();
    // Both sides have moved (so that a result counts), then both players hammer every
    // game at once: Red tries its second move many times, Black tries to resign; each
    // game ends up with exactly one of the outcomes that a sequential order allows.
    for &id in &ids {
        w.ok(&format!("alice: /move C2=5 game:{id}"));
        w.ok(&format!("bob: /move H8+7 game:{id}"));
    }
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                for &id in &ids {
                    w.say(&format!("alice: /move H2+3 game:{id}"));
                }
            });
            s.spawn(|| {
                for &id in &ids {
                    w.say(&format!("bob: /resign game:{id}"));
                }
            });
        }
    });
    for &id in &ids {
        let doc = w.game(id);
        assert!((2..=3).contains(&doc.moves.len()), "{:?}", doc.moves);
        assert_eq!(doc.ending.as_deref(), Some("red wins resignation"));
        // The stored history replays.
        let game = doc.rebuild().unwrap();
        assert_eq!(game.ply(), doc.moves.len());
    }
    let bob = w.player("bob");
    assert_eq!(bob.results["xiangqi"].losses, 6, "each result counted once");
}

fn any_name_comes_out_readable_in_the_picture_or_as_the_side(backend: Backend) {
    let w = World::new(backend);
    let caption = |out: &[Spoken]| -> String {
        let board = public(out)
            .iter()
            .find_map(|m| m.picture.as_ref())
            .expect("a board")
            .text_board
            .clone();
        board.lines().next().unwrap().to_owned()
    };
    w.ok("Борис: /challenge @王小明 xiangqi side:red");
    w.ok("王小明: /accept");
    let out = w.ok("Борис: /move C2=5");
    assert_eq!(
        caption(&out),
        "Борис (red) vs 王小明 (black) · move 1 · black to move"
    );
    w.ok("김민준 #k: /challenge @Zoë🎉 minishogi side:gote");
    let out = w.ok("Zoë🎉 #k: /accept");
    assert_eq!(
        caption(&out),
        "Zoë (sente) vs 김민준 (gote) · move 1 · sente to move"
    );
    // Runes are not in the font: the side's name stands in; a long name is shortened,
    // never the turn.
    w.ok("ᚠᚢᚦ #r: /challenge @Bartholomew_Featherstonehaugh_the_Third minixiangqi side:red");
    w.ok("Bartholomew_Featherstonehaugh_the_Third #r: /accept");
    let out = w.ok("ᚠᚢᚦ #r: /move b1b3");
    assert_eq!(
        caption(&out),
        "Red vs Bartholomew_Fea… (black) · move 1 · black to move"
    );
    assert!(
        public(&out)[0].text.contains("ᚠᚢᚦ played"),
        "names stay in the text"
    );
    let png = &public(&out)[0].picture.as_ref().unwrap().bytes;
    std::fs::write(std::env::temp_dir().join("palace-names.png"), png).unwrap();
}

/// The moves a `/position` answer lists, by group (`Captures`, `Checks`, `Others`).
fn listed_moves(text: &str) -> Vec<(String, Vec<String>)> {
    text.lines()
        .filter_map(|l| l.split_once(": "))
        .filter(|(label, _)| ["Captures", "Checks", "Others"].contains(label))
        .map(|(label, moves)| {
            let moves = moves.split(' ').map(str::to_owned).collect();
            (label.to_owned(), moves)
        })
        .collect()
}

fn position_gives_the_fen_and_the_movers_moves_grouped(backend: Backend) {
    let w = World::new(backend);
    let fen = "4k2/7/7/p6/7/1R5/R2K3 w";
    w.ok(&format!(
        r#"alice: /challenge @bob minixiangqi side:red rated:false fen:"{fen}""#
    ));
    w.ok("bob: /accept");
    let out = w.ok("alice: /position");
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].audience, Audience::Reply(UserId("alice".into())));
    let text = &out[0].text;
    let (doc, game) = w.rebuilt(game_number(text));
    let fen_now = game.reveal().unwrap().fen();
    assert!(
        text.starts_with(&format!(
            "Game {} (Mini Xiangqi), ply 0: FEN `{fen_now}`",
            doc.id
        )),
        "{text}"
    );
    // Every legal move once, in the game's notation, captures and checks apart.
    let legal = game.moves_for(Color::Red);
    assert!(
        text.contains(&format!("Your move: {} legal moves.", legal.len())),
        "{text}"
    );
    let groups = listed_moves(text);
    assert_eq!(
        groups,
        [
            ("Captures".to_owned(), vec!["R7+3".to_owned()]),
            (
                "Checks".to_owned(),
                vec!["R6+5".to_owned(), "R6=3".to_owned()]
            ),
            (
                "Others".to_owned(),
                legal
                    .iter()
                    .filter(|c| !c.capture && !c.check)
                    .map(|c| c.written.canonical().to_owned())
                    .collect()
            ),
        ]
    );
    assert_eq!(
        groups.iter().map(|(_, m)| m.len()).sum::<usize>(),
        legal.len()
    );
    // The other player learns whose move it is, and no moves.
    let text = w.ok("bob: /position").remove(0).text;
    assert!(text.ends_with("alice (red) to move."), "{text}");
    assert!(listed_moves(&text).is_empty(), "{text}");
    // After the end: the final FEN, no moves.
    w.ok("alice: /resign");
    let text = w
        .ok(&format!("carol: /position game:{}", doc.id))
        .remove(0)
        .text;
    assert!(
        text.contains("FEN `") && text.ends_with("The game is over."),
        "{text}"
    );
}

/// The game number a `/position` answer starts with.
fn position_in_a_dark_game_is_the_players_own_view(backend: Backend) {
    let w = World::new(backend);
    let id = w.start("dark-minixiangqi", "");
    let (_, game) = w.rebuilt(id);
    let out = w.ok("alice: /position");
    assert_eq!(out[0].audience, Audience::Reply(UserId("alice".into())));
    let text = &out[0].text;
    let view = game.report(Color::Red).unwrap().view;
    assert!(text.contains("your view as red"), "{text}");
    // The rows as the DM's text board prints them: her side at the bottom, the ranks and
    // files named (review of issue 41: one order in both).
    let seen = |v: &rules::dark::View| format!("```\n{}\n```", v.rows_as_seen().join("\n"));
    assert!(text.contains(&seen(&view)), "{text}");
    assert!(text.contains("\n1 RCNKNCR\n  abcdefg\n"), "{text}");
    // Never the true board: not its FEN, not Black's view.
    let board = Variant::DarkMiniXiangqi
        .start_fen()
        .split(' ')
        .next()
        .unwrap();
    assert!(!text.contains(board) && !text.contains("FEN `"), "{text}");
    let black_view = seen(&game.report(Color::Black).unwrap().view);
    assert!(!text.contains(&black_view), "{text}");
    // Alice's own moves on her turn; Bob's view and no moves on his.
    let groups = listed_moves(text);
    let mine = game.moves_for(Color::Red);
    assert_eq!(
        groups.iter().map(|(_, m)| m.len()).sum::<usize>(),
        mine.len()
    );
    let text = w.ok("bob: /position").remove(0).text;
    assert!(text.contains(&black_view), "{text}");
    assert!(text.ends_with("alice (red) to move."), "{text}");
    // Nobody else sees anything of it while it runs.
    assert!(
        w.refused(&format!("carol: /position game:{id}"))
            .contains("dark game: its position stays hidden until it ends")
    );
}

/// Two servers on one Palace (`#a/...` and `#b/...` in `palace play`): nothing of one
/// reaches the other, except a game's own players, who reach their games from anywhere.
fn servers_are_kept_apart(backend: Backend) {
    let w = World::new(backend);
    w.ok("alice #a/hall: /challenge xiangqi side:red");
    // An open challenge is taken only where it was posted, and elsewhere is unknown.
    assert_eq!(
        w.refused("eve #b/den: /accept challenge:1"),
        "there is no challenge 1 here (it may have been taken, withdrawn or expired)"
    );
    assert_eq!(
        w.refused("carol #a/other: /accept challenge:1"),
        "there is no challenge 1 here (it may have been taken, withdrawn or expired)"
    );
    assert_eq!(
        w.refused("eve #b/den: /accept"),
        "there is no challenge here for you to accept"
    );
    let out = w.ok("bob #a/hall: /accept");
    assert!(out[0].text.starts_with("Game 1 begins"), "{}", out[0].text);
    w.ok("alice #a/hall: /move C2=5");
    // Another server's game is no game at all: the same answer as a number never given.
    for cmd in ["board", "replay", "export", "analyse", "position", "resign"] {
        assert_eq!(
            w.refused(&format!("eve #b/den: /{cmd} game:1")),
            "there is no game 1",
            "/{cmd}"
        );
    }
    assert_eq!(
        w.refused("eve #b/den: /move H8+7 game:1"),
        "there is no game 1"
    );
    assert_eq!(
        w.refused("eve #b/den: /board game:99"),
        "there is no game 99"
    );
    // The same server sees it; its players see it from anywhere.
    assert!(w.ok("carol #a/other: /board game:1")[0].picture.is_some());
    assert!(w.ok("alice #b/den: /board game:1")[0].picture.is_some());
    w.ok("bob #b/den: /move H8+7 game:1");
    // Lists are of this server.
    assert_eq!(
        texts(&w.ok("eve #b/den: /games user:@alice")),
        "alice has no game in progress here."
    );
    let games = texts(&w.ok("carol #a/x: /games user:@alice"));
    assert!(games.contains("Game 1 · Xiangqi"), "{games}");
    let own = texts(&w.ok("alice #b/den: /games"));
    assert!(own.contains("Game 1 · Xiangqi"), "her own, anywhere: {own}");
    let activity = texts(&w.ok("eve #b/den: /activity"));
    assert!(!activity.contains("game 1"), "{activity}");
    assert!(texts(&w.ok("carol #a/x: /activity")).contains("Game 1 · "));
    w.ok("alice #a/hall: /resign");
    let board = texts(&w.ok("carol #a/x: /leaderboard xiangqi"));
    assert!(board.contains("alice") && board.contains("bob"), "{board}");
    let board = texts(&w.ok("eve #b/den: /leaderboard xiangqi"));
    assert!(
        board.contains("nobody yet") && !board.contains("alice"),
        "{board}"
    );
    // A challenge naming someone reaches them wherever they are (as a DM would).
    w.ok("alice #a/hall: /challenge @eve minixiangqi");
    let out = w.ok("eve #b/den: /accept challenge:2");
    assert!(out[0].text.starts_with("Game 2 begins"), "{}", out[0].text);
    assert_eq!(w.game(2).server, Some(Server("a".into())));
}

/// A challenge with its own start position shows it (FEN and picture) to whoever may
/// accept, before they do; a running dark game's record is its player's own, without the
/// start position (which holds the other side's pieces) until the end.
fn a_start_position_is_shown_before_it_is_accepted(backend: Backend) {
    let w = World::new(backend);
    let fen = "rcnk3/p6/7/7/7/6P/3KNCR w - - 0 1";
    let out = w.ok(&format!(
        r#"alice: /challenge @bob dark-minixiangqi side:red rated:false fen:"{fen}""#
    ));
    let post = public(&out)[0];
    assert!(
        post.text.ends_with(&format!("Start position: `{fen}`")),
        "{}",
        post.text
    );
    let pic = post.picture.as_ref().expect("the start position's picture");
    assert!(pic.bytes.starts_with(b"\x89PNG"));
    assert!(
        pic.text_board
            .contains("Dark Mini Xiangqi, red at the bottom"),
        "{}",
        pic.text_board
    );
    w.ok("bob: /accept");
    w.ok("alice: /move g2g3");
    let export = texts(&w.ok("bob: /export"));
    assert!(!export.contains("[FEN"), "{export}");
    w.ok("bob: /resign");
    let export = texts(&w.ok("bob: /export"));
    assert!(export.contains(&format!("[FEN \"{fen}\"]")), "{export}");
    // Without fen: no start position shown (everyone knows it).
    let out = w.ok("alice: /challenge @bob xiangqi");
    assert!(public(&out)[0].picture.is_none());
}

/// A player may look at their game from another server, but what they see there is
/// theirs alone: nothing of the game is posted in the other server.
fn a_players_own_game_seen_from_another_server_is_shown_to_them_only(backend: Backend) {
    let w = World::new(backend);
    w.ok("alice #beta/lobby: /challenge @bob minixiangqi side:red");
    w.ok("bob #beta/lobby: /accept");
    w.ok("alice #beta/lobby: /move b1b3");
    for line in [
        "alice #alpha/x: /board game:1",
        "alice #alpha/x: /position game:1",
        "alice #alpha/x: /export game:1",
        "alice #alpha/x: /replay game:1",
    ] {
        let out = w.ok(line);
        assert!(!out.is_empty(), "{line}");
        for m in &out {
            assert_eq!(
                m.audience,
                Audience::Reply(UserId("alice".into())),
                "{line}: {m:#?}"
            );
            assert_eq!(m.ping, None, "{line}");
        }
    }
    // A move from there is played in the game's own place, as always.
    let out = w.ok("bob #alpha/x: /move b7b6 game:1");
    let posted: Vec<&Spoken> = public(&out);
    assert_eq!(posted.len(), 1, "{out:#?}");
    assert_eq!(
        posted[0].audience,
        Audience::Public(Place("#beta/lobby".into()))
    );
    // In its own server the board is public, as before.
    let out = w.ok("alice #beta/lobby: /board");
    assert_eq!(public(&out).len(), 1, "{out:#?}");
}

fn chosen_reminders_come_when_asked_once_each_and_can_be_turned_off(backend: Backend) {
    let mut w = World::new(backend);
    let out = w.ok("bob: /settings remind:2h,2d");
    assert!(
        texts(&out).contains("reminders 2d, 2h before a deadline (remind:2d,2h)"),
        "{}",
        texts(&out)
    );
    // Bad times are refused and change nothing.
    for (line, says) in [
        (
            "bob: /settings remind:soon",
            "\"soon\" is not a time before the deadline",
        ),
        (
            "bob: /settings remind:31d",
            "31d is not between a minute and 30 days",
        ),
        (
            "bob: /settings remind:1h,2h,3h,4h,5h,6h",
            "at most 5 reminders",
        ),
    ] {
        let refusal = w.refused(line);
        assert!(refusal.contains(says), "{line}: {refusal}");
    }
    assert_eq!(w.player("bob").remind, Some(vec![2 * DAY, 2 * HOUR]));
    let id = w.start("xiangqi", "days:3");
    w.ok("alice: /move C2=5");
    // Bob has 3 days: reminded 2 days before the deadline and 2 hours before, once each.
    assert!(w.wait(DAY - 1).is_empty());
    // The clock looks at the games once a minute: a reminder it finds 40 s after it fell
    // due still says the time that was chosen.
    let out = w.wait(41);
    assert_eq!(out.len(), 1, "{out:#?}");
    assert_eq!(out[0].event, Some(Event::Reminded { game: id }));
    assert!(out[0].text.ends_with("2 d 0 h left."), "{}", out[0].text);
    assert!(
        w.wait(DAY + 22 * HOUR - 41).is_empty(),
        "the 2-day one once"
    );
    let out = w.wait(1);
    assert_eq!(out.len(), 1, "{out:#?}");
    assert!(out[0].text.ends_with("2 h 0 min left."), "{}", out[0].text);
    // Alice keeps the default; mid-turn she turns reminders off: none comes, nor a late
    // one for the time already past.
    w.ok("bob: /move H8+7");
    assert!(w.wait(2 * DAY - 1).is_empty());
    let out = w.wait(1);
    assert!(texts(&out).contains("1 d 0 h left"), "{}", texts(&out));
    let out = w.ok("alice: /settings remind:off");
    assert!(
        texts(&out).contains("no reminders (remind:off)"),
        "{}",
        texts(&out)
    );
    assert!(w.wait(DAY - 1).is_empty(), "no 1-h reminder once off");
    let out = w.wait(1);
    assert!(
        texts(&out).contains("alice did not move in time"),
        "{}",
        texts(&out)
    );
    // Back to the default.
    let out = w.ok("alice: /settings remind:default");
    assert!(texts(&out).contains("(remind:default)"), "{}", texts(&out));
    assert_eq!(w.player("alice").remind, None);
}

fn an_ended_dark_game_replays_as_each_side_saw_it_and_whole(backend: Backend) {
    let w = World::new(backend);
    let id = w.start("dark-minixiangqi", "");
    w.ok("alice: /move b1b3");
    w.ok("bob: /move b7b5");
    // Never before the end.
    for view in ["red", "black", "full"] {
        let refusal = w.refused(&format!("alice: /replay view:{view}"));
        assert!(refusal.contains("shown once it has ended"), "{refusal}");
    }
    w.ok("bob: /resign");
    let mut gifs = Vec::new();
    for (view, name, says) in [
        ("red", format!("game-{id}-red.gif"), " as red saw it"),
        ("black", format!("game-{id}-black.gif"), " as black saw it"),
        ("full", format!("game-{id}.gif"), ""),
    ] {
        let out = w.ok(&format!("bob: /replay view:{view}"));
        assert_eq!(
            out[0].text,
            format!("Replay of game {id}{says} (2 plies)."),
            "{view}"
        );
        let pic = out[0].picture.as_ref().unwrap();
        assert_eq!(pic.file_name, name);
        assert!(pic.bytes.starts_with(b"GIF89a"), "{view}");
        gifs.push(pic.bytes.clone());
    }
    assert_ne!(gifs[0], gifs[1], "each side's fog is its own");
    assert_ne!(gifs[0], gifs[2], "a fog view is not the true board");
    assert_ne!(gifs[1], gifs[2], "a fog view is not the true board");
    // Any other game: from that side of the board.
    let other = w.start("minixiangqi", "");
    let out = w.ok(&format!("alice: /replay game:{other} view:black"));
    assert_eq!(
        out[0].text,
        format!("Replay of game {other} from black's side (0 plies).")
    );
}

/// 100 quiet plies of a Mini Xiangqi game (`mxq-ml-4701-1` of the rules' move-limit data)
/// in which Black gave more than ten checks: the plain count of 100 plies drew it, the AXF
/// count as Fairy-Stockfish keeps it plays on.
const PLAIN_COUNT_DRAW: &str = "c2b2 c6c5 d2c2 f7f3 e2d2 g7f7 c2c3 f7f4 g2g3 f3d3 d2c2 f4c4 g3g4 e6f6 f1f3 b7b6 b2b3 c7d5 c2b2 g6g5 f3f4 d5e3 d1d2 e3f5 f4d4 d6e6 d4e4 a7c7 e4f4 e7g6 f4d4 d3e3 e1d3 e3e4 b2c2 e4e2 d2d1 c4b4 c3c4 b6b5 d3f4 b4a4 f4d5 f5d6 d5f4 d6b7 f4d5 e6d6 d5f4 d7e7 d4d5 a6a5 c2b2 f6f5 d1d2 e7e6 g1f1 e6e5 d2d3 g6e7 f1f2 c7c6 b3a3 c6a6 a3b3 e2d2 f2f3 a6a7 c4b4 c5c4 b3c3 d2g2 c1b3 g2e2 b1e1 e2c2 e1g1 e5e6 a1e1 c2e2 e1d1 c4d4 d3d2 e7c6 g1e1 e2g2 d5e5 g2e2 e5e4 d4d3 d2c2 b5c5 b4c4 d3d2 c2c1 c5d5 e4d4 d5e5 d4e4 e5b5";

/// A game Palace drew by the plain count of 100 quiet plies, before checks moved the limit
/// out, stays the draw it was announced as; a finished record that nothing ends is
/// answered as unreadable.
fn a_draw_by_the_plain_move_count_stays_a_draw(backend: Backend) {
    let w = World::new(backend);
    let id = w.start("minixiangqi", "");
    let now = w.now;
    w.overwrite_game(id, |doc| {
        doc.moves = PLAIN_COUNT_DRAW.split(' ').map(str::to_owned).collect();
        doc.finished = Some(now);
        doc.deadline = None;
    });
    let (doc, game) = w.rebuilt(id);
    assert_eq!(
        game.outcome(),
        Some(rules::Outcome::draw(rules::EndReason::MoveRule))
    );
    assert_eq!(game.ply(), 100);
    assert!(!doc.is_running());
    let export = texts(&w.ok(&format!("alice: /export game:{id}")));
    assert!(export.contains("[Result \"1/2-1/2\"]"), "{export:?}");
    let activity = texts(&w.ok("carol: /activity"));
    assert!(
        activity.contains(&format!(
            "Game {id} · Mini Xiangqi · alice vs bob · Draw by move rule"
        )),
        "{activity}"
    );
    // Cut a ply short, the plain count had not ended it either: no result is invented.
    let other = w.start("minixiangqi", "");
    w.overwrite_game(other, |doc| {
        doc.moves = PLAIN_COUNT_DRAW
            .split(' ')
            .take(99)
            .map(str::to_owned)
            .collect();
        doc.finished = Some(now);
        doc.deadline = None;
    });
    let e = w.refused(&format!("alice: /board game:{other}"));
    assert_eq!(
        e,
        format!(
            "game {other} cannot be read (it is stored as finished, but no result of its own ends it); your other games are not affected"
        )
    );
}

/// A game stored as running that the rules have ended (written under an earlier count of
/// the rules) is not left waiting for a move that cannot come: the next move asked of it,
/// or the clock, ends it with the rules' result.
fn a_running_game_the_rules_have_ended_is_closed(backend: Backend) {
    let mut w = World::new(backend);
    let fen = "3k3/7/7/7/7/7/R1K3R w - - 99 1";
    // By a command: Bob's move finds the game over by the move rule.
    let id = w.start("minixiangqi", &format!("fen:\"{fen}\""));
    w.overwrite_game(id, |doc| doc.moves = vec!["a1a2".into()]);
    assert!(w.game(id).is_running());
    let out = w.ok(&format!("bob: /move d7e7 game:{id}"));
    let all = texts(&out);
    // It ended after one ply, before both sides had moved: it counts for nothing.
    assert!(
        all.contains(&format!(
            "Game {id} is over: Draw by move rule. It ended before both sides had moved"
        )),
        "{all}"
    );
    assert!(
        out.iter()
            .any(|m| matches!(m.event, Some(Event::GameEnded { game, .. }) if game == id))
    );
    let doc = w.game(id);
    assert!(!doc.is_running());
    assert_eq!(doc.moves, ["a1a2"], "the move is not played");
    assert!(!w.player("bob").results.contains_key("minixiangqi"));
    // By the clock: nobody moves, and the game ends at its first look at it (a
    // reminder's time), not by a loss on time.
    let id = w.start("minixiangqi", &format!("fen:\"{fen}\" days:2"));
    w.overwrite_game(id, |doc| doc.moves = vec!["a1a2".into()]);
    assert!(w.wait(DAY - 60).is_empty());
    let out = w.wait(60);
    assert!(
        texts(&out).contains(&format!("Game {id} is over: Draw by move rule.")),
        "{}",
        texts(&out)
    );
    assert!(!w.game(id).is_running());
    assert!(w.wait(2 * DAY).is_empty(), "nothing more is due");
}

fn a_replay_after_a_takeback_shows_the_moves_played_since(backend: Backend) {
    let w = World::new(backend);
    let id = w.start("xiangqi", "");
    let replay = |who: &str| {
        w.ok(&format!("{who}: /replay game:{id}"))[0]
            .picture
            .clone()
            .expect("a replay")
            .bytes
    };
    w.ok("alice: /move C2=5");
    w.ok("bob: /move H8+7");
    let first = replay("carol");
    w.ok("alice: /takeback request");
    w.ok("bob: /takeback accept");
    assert!(w.game(id).moves.is_empty());
    // As many moves again, but other ones: the replay shows these, not the old line.
    w.ok("alice: /move C8=5");
    w.ok("bob: /move H8+7");
    let second = replay("carol");
    assert_ne!(first, second, "the replay still shows the move taken back");
    let fresh = w.start("xiangqi", "");
    w.ok(&format!("alice: /move C8=5 game:{fresh}"));
    w.ok(&format!("bob: /move H8+7 game:{fresh}"));
    assert_eq!(
        w.ok(&format!("carol: /replay game:{fresh}"))[0]
            .picture
            .as_ref()
            .map(|p| p.bytes.len()),
        Some(second.len()),
        "the same moves make a replay of the same size"
    );
}

on_both_stores!(
    a_replay_after_a_takeback_shows_the_moves_played_since,
    a_draw_by_the_plain_move_count_stays_a_draw,
    a_running_game_the_rules_have_ended_is_closed,
    an_ended_dark_game_replays_as_each_side_saw_it_and_whole,
    chosen_reminders_come_when_asked_once_each_and_can_be_turned_off,
    a_players_own_game_seen_from_another_server_is_shown_to_them_only,
    a_start_position_is_shown_before_it_is_accepted,
    servers_are_kept_apart,
    position_gives_the_fen_and_the_movers_moves_grouped,
    position_in_a_dark_game_is_the_players_own_view,
    a_mini_xiangqi_game_to_checkmate_with_ratings_and_stats,
    refusals_say_what_is_wrong_and_change_nothing,
    the_clock_reminds_then_times_out_and_challenges_lapse,
    settings_turn_notifications_off_and_change_the_piece_style,
    draws_takebacks_aborts_and_resignations,
    open_challenges_and_several_games_at_once,
    a_dark_game_keeps_every_hidden_fact_out_of_public,
    a_damaged_record_answers_with_an_error_and_other_games_go_on,
    racing_moves_and_resignations_are_each_applied_once,
    any_name_comes_out_readable_in_the_picture_or_as_the_side,
);
