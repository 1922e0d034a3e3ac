//! Tournaments through the service, as `palace play` plays them: a round robin of 5 and a
//! Swiss of 9 over 4 rounds run to the end, their standings checked against tables
//! computed by hand; sign-up, refusals, withdrawals and a restart in the middle.

use palace::model::{EventStage, TournamentDoc};

use crate::common::stores::Backend;
use crate::common::texts;
use crate::common::world::World;
use crate::on_both_stores;

const FIVE: [&str; 5] = ["alice", "bob", "carol", "dave", "erin"];

fn event(w: &World, id: u64) -> TournamentDoc {
    w.service.store().tournament(id).unwrap().unwrap().doc
}

/// Ends game `game` of the event: `winner` (a player's number in the event) wins by the
/// loser's resignation, or (`None`) the two agree a draw.
fn end_game(w: &World, doc: &TournamentDoc, game: u64, winner: Option<usize>) -> String {
    let g = doc
        .rounds
        .iter()
        .flat_map(|r| &r.games)
        .find(|g| g.game == game)
        .unwrap();
    let name = |p: usize| doc.entrants[p].user.0.clone();
    let out = match winner {
        Some(p) => {
            let loser = if p == g.first { g.second } else { g.first };
            w.ok(&format!("{}: /resign game:{game}", name(loser)))
        }
        None => {
            w.ok(&format!(
                "{}: /draw action:offer game:{game}",
                name(g.first)
            ));
            w.ok(&format!(
                "{}: /draw action:accept game:{game}",
                name(g.second)
            ))
        }
    };
    texts(&out)
}

/// The game between players `a` and `b` (by number).
fn game_between(doc: &TournamentDoc, a: usize, b: usize) -> u64 {
    doc.rounds
        .iter()
        .flat_map(|r| &r.games)
        .find(|g| (g.first == a && g.second == b) || (g.first == b && g.second == a))
        .unwrap()
        .game
}

fn a_round_robin_of_five_runs_to_the_end(backend: Backend) {
    let w = World::new(backend);
    let created = texts(
        &w.ok("alice: /tournament action:create format:round-robin variant:minixiangqi days:2"),
    );
    assert!(
        created.contains("alice opened tournament #1: a round robin of Mini Xiangqi, 2 days a move, rated, up to 16 players."),
        "{created}"
    );
    for name in FIVE {
        let joined = texts(&w.ok(&format!("{name}: /tournament action:join")));
        assert!(
            joined.contains(&format!("{name} joined tournament #1")),
            "{joined}"
        );
    }
    assert!(
        w.refused("bob: /tournament action:join")
            .contains("already in tournament #1")
    );
    let started = w.ok("alice: /tournament action:start");
    let said = texts(&started);
    assert!(
        said.contains("Tournament #1 has begun, a round robin of 5 players: alice, bob, carol, dave, erin. 10 games begin now."),
        "{said}"
    );
    // Five rounds of Berger's tables, all at once: each player sits one out.
    let rounds = said
        .lines()
        .filter(|l| l.starts_with("Tournament #1, round "))
        .count();
    assert_eq!(rounds, 5, "{said}");
    // Each game says which round of which tournament it is.
    assert!(
        said.contains("Game 1 begins: bob (red) vs erin (black), Mini Xiangqi, 2 days per move, rated. bob moves first. (Tournament #1, round 1.)"),
        "{said}"
    );
    let doc = event(&w, 1);
    assert_eq!(doc.stage, EventStage::Running);
    assert_eq!(doc.rounds.len(), 5);
    let games: Vec<u64> = doc
        .rounds
        .iter()
        .flat_map(|r| &r.games)
        .map(|g| g.game)
        .collect();
    assert_eq!(games.len(), 10);
    for &g in &games {
        let game = w.game(g);
        let tag = game.event.unwrap();
        assert_eq!((tag.tournament, game.rated, game.days), (1, true, 2));
        assert!(game.is_running());
    }
    // No one has more than one extra first side.
    for p in 0..5 {
        let firsts = doc
            .rounds
            .iter()
            .flat_map(|r| &r.games)
            .filter(|g| g.first == p)
            .count();
        assert!(
            (1..=3).contains(&firsts),
            "player {p} has {firsts} first sides"
        );
    }
    assert!(
        w.refused(&format!("alice: /abort game:{}", game_between(&doc, 0, 1)))
            .contains("is a tournament game and cannot be aborted")
    );
    assert!(
        w.refused("erin: /tournament action:join tournament:1")
            .contains("Tournament #1 has already started.")
    );
    // The results (a, b, c, d, e = players 0 to 4).
    let results = [
        ((0, 1), Some(0)),
        ((0, 2), None),
        ((0, 3), Some(0)),
        ((0, 4), Some(4)),
        ((1, 2), Some(1)),
        ((1, 3), None),
        ((1, 4), Some(1)),
        ((2, 3), Some(2)),
        ((2, 4), None),
        ((3, 4), Some(3)),
    ];
    let mut last = String::new();
    for (n, ((a, b), winner)) in results.into_iter().enumerate() {
        last = end_game(&w, &doc, game_between(&doc, a, b), winner);
        if n < 9 {
            assert!(
                last.contains(&format!("{} of 10 games played", n + 1)),
                "{last}"
            );
        }
    }
    // By hand: points a 2½, b 2½, c 2, d 1½, e 1½; Sonneborn-Berger a 5 (b 2½ + c's 2
    // halved + d 1½), b 4¼, c 3½, d 2¾, e 3½ — so a before b, and e before d.
    let expected = "Tournament #1 · Mini Xiangqi · round robin · final standings\n\
        1. alice — 2½ points, 4 games (Sonneborn-Berger 5, 2 wins)\n\
        2. bob — 2½ points, 4 games (Sonneborn-Berger 4¼, 2 wins)\n\
        3. carol — 2 points, 4 games (Sonneborn-Berger 3½, 1 win)\n\
        4. erin — 1½ points, 4 games (Sonneborn-Berger 3½, 1 win)\n\
        5. dave — 1½ points, 4 games (Sonneborn-Berger 2¾, 1 win)";
    assert!(last.contains(expected), "{last}");
    assert!(
        last.contains("Tournament #1 is over. The winner: alice!"),
        "{last}"
    );
    assert_eq!(event(&w, 1).stage, EventStage::Finished);
    // The standings come with their table, and stay there to be asked for.
    let asked = w.ok("carol: /tournament action:standings");
    assert!(texts(&asked).contains(expected));
    assert!(
        asked[0]
            .pictures()
            .any(|p| p.file_name == "tournament-1-round-5.png")
    );
}

/// A Swiss of 9 over 4 rounds: every round paired when the last has ended, no rematch,
/// one bye each round to a player who had none, sides never three in a row; the final
/// table checked against one computed here from the stored results.
fn a_swiss_of_nine_runs_four_rounds(backend: Backend) {
    let mut w = World::new(backend);
    let names: Vec<String> = (1..=9).map(|i| format!("p{i}")).collect();
    w.ok("p1: /tournament action:create format:swiss variant:minishogi rounds:4 players:9");
    for n in &names {
        w.ok(&format!("{n}: /tournament action:join"));
    }
    assert!(
        w.refused("zed: /tournament action:join")
            .contains("is full (9 players)")
    );
    let said = texts(&w.ok("p1: /tournament action:start"));
    // Each game's decided result: the winner's number, or none for a draw.
    let mut decided = std::collections::HashMap::new();
    assert!(said.contains("Tournament #1, round 1 of 4:"), "{said}");
    assert_eq!(event(&w, 1).rounds.len(), 1);
    for round in 1..=4 {
        let doc = event(&w, 1);
        assert_eq!(doc.rounds.len(), round, "round {round} paired once");
        let games = doc.rounds[round - 1].games.clone();
        assert_eq!(games.len(), 4);
        assert!(doc.rounds[round - 1].bye.is_some());
        for (i, g) in games.iter().enumerate() {
            // The lower-numbered player wins, but every third game is drawn.
            let winner = (i % 3 != 2).then_some(g.first.min(g.second));
            decided.insert(g.game, winner);
            let out = end_game(&w, &doc, g.game, winner);
            if i == 3 && round < 4 {
                assert!(
                    out.contains(&format!("Tournament #1, round {} of 4:", round + 1)),
                    "{out}"
                );
            }
            if round == 2 && i == 1 {
                // A restart in the middle of a round loses and doubles nothing.
                w.restart();
            }
        }
    }
    let doc = event(&w, 1);
    assert_eq!(doc.stage, EventStage::Finished);
    assert_eq!(doc.rounds.len(), 4);
    // The rules held: no rematch, each bye to a different player, no side three times
    // in a row.
    let mut met = std::collections::HashSet::new();
    let mut byes = std::collections::HashSet::new();
    for r in &doc.rounds {
        assert!(byes.insert(r.bye.unwrap()), "a second bye");
        for g in &r.games {
            assert!(
                met.insert((g.first.min(g.second), g.first.max(g.second))),
                "a rematch"
            );
        }
    }
    for p in 0..9 {
        let sides: Vec<Option<bool>> = doc
            .rounds
            .iter()
            .map(|r| {
                r.games
                    .iter()
                    .find(|g| g.first == p || g.second == p)
                    .map(|g| g.first == p)
            })
            .collect();
        for three in sides.windows(3) {
            assert!(
                !(three.iter().all(|s| *s == Some(true))
                    || three.iter().all(|s| *s == Some(false))),
                "player {p}: {sides:?}"
            );
        }
    }
    // The table, computed here from the stored results.
    let mut points = [0u32; 9];
    for r in &doc.rounds {
        points[r.bye.unwrap()] += 2;
        for g in &r.games {
            match decided[&g.game] {
                None => {
                    points[g.first] += 1;
                    points[g.second] += 1;
                }
                Some(p) => points[p] += 2,
            }
        }
    }
    // Buchholz cut-1: the opponents' points, a bye as an opponent with none, the lowest
    // left out; Sonneborn-Berger (quarter points): twice each beaten opponent's points,
    // once each drawn one's.
    let mut opponents: Vec<Vec<u32>> = vec![Vec::new(); 9];
    let mut sb = [0u32; 9];
    for r in &doc.rounds {
        opponents[r.bye.unwrap()].push(0);
        for g in &r.games {
            opponents[g.first].push(points[g.second]);
            opponents[g.second].push(points[g.first]);
            match decided[&g.game] {
                None => {
                    sb[g.first] += points[g.second];
                    sb[g.second] += points[g.first];
                }
                Some(p) => {
                    let beaten = if p == g.first { g.second } else { g.first };
                    sb[p] += 2 * points[beaten];
                }
            }
        }
    }
    let buchholz: Vec<u32> = opponents
        .iter()
        .map(|o| o.iter().sum::<u32>() - o.iter().min().unwrap())
        .collect();
    let table = doc.standings();
    for line in &table {
        let p = line.player;
        assert_eq!(line.points, points[p], "player {p}");
        assert_eq!(line.buchholz_cut1, buchholz[p], "player {p}");
        assert_eq!(line.sonneborn_berger, sb[p], "player {p}");
    }
    // Ordered by points, then Buchholz cut-1, then Sonneborn-Berger.
    assert!(table.windows(2).all(|l| {
        (l[0].points, l[0].buchholz_cut1, l[0].sonneborn_berger)
            >= (l[1].points, l[1].buchholz_cut1, l[1].sonneborn_berger)
    }));
    let final_text = texts(&w.ok("p5: /tournament action:standings"));
    assert!(final_text.contains("final standings"), "{final_text}");
    assert!(final_text.contains("Buchholz cut-1"), "{final_text}");
}

/// Sign-up as a newcomer meets it: refusals with their reasons, nothing changed.
fn sign_up_refusals(backend: Backend) {
    let w = World::new(backend);
    assert!(
        w.refused("alice: /tournament action:join")
            .contains("No tournament here takes entries now")
    );
    let user_install = w.say_with("alice: /tournament action:list", |c| {
        c.place_answers_only = true
    });
    assert!(
        user_install[0].error && user_install[0].text.contains("need Palace in this server"),
        "{user_install:?}"
    );
    let in_dm = w.say_with("alice: /tournament action:list", |c| c.server = None);
    assert!(in_dm[0].error && in_dm[0].text.contains("belong to a server"));
    let not_manager = w.say_with(
        "bob: /tournament action:create format:swiss variant:xiangqi",
        |c| c.manages_server = false,
    );
    assert!(not_manager[0].error && not_manager[0].text.contains("Manage Server"));
    assert!(
        w.refused("alice: /tournament action:create format:round-robin variant:xiangqi rounds:3")
            .contains("option 'rounds' goes only with format:swiss")
    );
    assert!(
        w.refused("alice: /tournament action:create format:round-robin variant:xiangqi players:20")
            .contains("A round robin here takes at most 16 players, not 20")
    );
    assert!(
        w.refused("alice: /tournament action:join format:swiss")
            .contains("option 'format' goes only with action:create")
    );
    w.ok("alice: /tournament action:create format:round-robin variant:xiangqi");
    w.ok("bob: /tournament action:join");
    w.ok("carol: /tournament action:join");
    assert!(
        w.refused("alice: /tournament action:start")
            .contains("has 2 players: it needs at least 3 to start")
    );
    let not_organiser = w.say_with("bob: /tournament action:start", |c| {
        c.manages_server = false
    });
    assert!(
        not_organiser[0]
            .text
            .contains("Only the organiser of tournament #1")
    );
    let left = texts(&w.ok("carol: /tournament action:leave"));
    assert!(
        left.contains("carol left tournament #1 (1 players)"),
        "{left}"
    );
    assert_eq!(event(&w, 1).entrants.len(), 1);
    // Another server sees none of it.
    assert!(
        w.refused("bob #srv2/lobby: /tournament action:standings tournament:1")
            .contains("There is no tournament #1 in this server")
    );
    let list = texts(&w.ok("dave: /tournament action:list"));
    assert!(
        list.contains("#1 · Xiangqi · round robin · taking entries, 1 of 16 players"),
        "{list}"
    );
}

/// A role the server names (`/settings for:server organisers:`) lets its members open
/// tournaments besides the managers; each runs their own.
fn a_role_the_server_names_may_open_tournaments(backend: Backend) {
    let w = World::new(backend);
    // The server names a role of organisers: its members may open one too.
    assert!(
        w.refused("alice: /settings organisers:777")
            .contains("option 'organisers' goes only with for:server")
    );
    let set = texts(&w.ok("alice: /settings for:server organisers:777"));
    assert!(
        set.contains("Besides its managers, members with the role <@&777> open tournaments"),
        "{set}"
    );
    let other_role = w.say_with(
        "bob: /tournament action:create format:swiss variant:xiangqi",
        |c| {
            c.manages_server = false;
            c.roles = vec!["778".into()];
        },
    );
    assert!(other_role[0].error, "{other_role:?}");
    let organiser = w.say_with(
        "bob: /tournament action:create format:swiss variant:xiangqi",
        |c| {
            c.manages_server = false;
            c.roles = vec!["777".into()];
        },
    );
    assert!(
        !organiser[0].error && organiser[0].text.starts_with("bob opened tournament #1"),
        "{organiser:?}"
    );
    // It is bob's to run; another organiser may not start it, a manager may.
    let not_his = w.say_with("carol: /tournament action:start tournament:1", |c| {
        c.manages_server = false;
        c.roles = vec!["777".into()];
    });
    assert!(
        not_his[0]
            .text
            .contains("Only the organiser of tournament #1")
    );
    w.ok("carol: /tournament action:join");
    let started = w.say_with("dave: /tournament action:start", |c| {
        c.manages_server = true
    });
    assert!(started[0].text.contains("has 1 player"), "{started:?}");
    // The server's @everyone role (its own id; `local` in `palace play`): anyone.
    let everyone = texts(&w.ok("alice: /settings for:server organisers:local"));
    assert!(
        everyone.contains("Anyone here may open a tournament"),
        "{everyone}"
    );
    let anyone = w.say_with(
        "erin: /tournament action:create format:round-robin variant:minishogi",
        |c| c.manages_server = false,
    );
    assert!(!anyone[0].error, "{anyone:?}");
}

/// A player withdrawn from a round robin before finishing half of their games is struck
/// out; their running games count as lost.
fn a_withdrawal_strikes_out_of_a_round_robin(backend: Backend) {
    let w = World::new(backend);
    w.ok("alice: /tournament action:create format:round-robin variant:minixiangqi");
    for name in ["alice", "bob", "carol", "dave"] {
        w.ok(&format!("{name}: /tournament action:join"));
    }
    w.ok("alice: /tournament action:start");
    let doc = event(&w, 1);
    // dave (3) finishes one game of three, then is withdrawn.
    end_game(&w, &doc, game_between(&doc, 3, 0), Some(0));
    let said = texts(&w.ok("alice: /tournament action:withdraw player:@dave"));
    assert!(
        said.contains("The organiser withdrew dave from tournament #1: they are not paired again."),
        "{said}"
    );
    assert!(said.contains("count as lost"), "{said}");
    assert!(said.contains("struck out for everyone"), "{said}");
    let doc = event(&w, 1);
    assert!(doc.running_games_of(3).is_empty());
    assert_eq!(doc.struck(), [3]);
    let table = texts(&w.ok("bob: /tournament action:standings"));
    assert!(!table.contains("dave"), "{table}");
}

/// The last two games of a Swiss round end at the same moment, in two processes (on
/// PostgreSQL; two threads of one on sled): the next round is paired once, whichever
/// ending completes the round.
fn a_round_ending_twice_at_once_is_paired_once(backend: Backend) {
    let w = World::new(backend);
    let other = w.another_process();
    let second = other.as_ref().unwrap_or(&w.service);
    for event_id in 1..=4u64 {
        w.ok("alice: /tournament action:create format:swiss variant:minixiangqi rounds:2");
        for name in ["alice", "bob", "carol", "dave"] {
            w.ok(&format!("{name}: /tournament action:join"));
        }
        w.ok("alice: /tournament action:start");
        let doc = event(&w, event_id);
        let games = doc.rounds[0].games.clone();
        assert_eq!(games.len(), 2);
        let resign = |g: &palace::model::EventGame| {
            let loser = &doc.entrants[g.second].user.0;
            match palace::play::line::parse(&format!("{loser}: /resign game:{}", g.game)).unwrap() {
                palace::play::line::Line::Command(c) => c,
                other => panic!("{other:?}"),
            }
        };
        let (a, b) = (resign(&games[0]), resign(&games[1]));
        let barrier = std::sync::Barrier::new(2);
        let said: Vec<String> = std::thread::scope(|s| {
            let one = s.spawn(|| {
                barrier.wait();
                texts(&palace::voice::speak_all(w.service.handle(&a, w.now)))
            });
            let two = s.spawn(|| {
                barrier.wait();
                texts(&palace::voice::speak_all(second.handle(&b, w.now)))
            });
            vec![one.join().unwrap(), two.join().unwrap()]
        });
        let doc = event(&w, event_id);
        assert_eq!(doc.rounds.len(), 2, "{said:?}");
        assert!(doc.rounds[0].games.iter().all(|g| g.result.is_some()));
        let announced: usize = said
            .iter()
            .map(|t| t.matches(", round 2 of 2:").count())
            .sum();
        assert_eq!(announced, 1, "{said:?}");
        // Round 2's games exist once each, tagged with their round.
        for g in &doc.rounds[1].games {
            assert_eq!(w.game(g.game).event.unwrap().round, 2);
        }
        for g in doc.rounds[1].games.clone() {
            end_game(&w, &doc, g.game, None);
        }
        assert_eq!(event(&w, event_id).stage, EventStage::Finished);
    }
}

/// A player who runs out of time in every game left to them is withdrawn: not paired
/// again (a Swiss goes on without them), their result a loss that stands.
fn timing_out_of_every_game_withdraws(backend: Backend) {
    let mut w = World::new(backend);
    w.ok("alice: /tournament action:create format:swiss variant:minixiangqi rounds:2 days:1");
    for name in ["alice", "bob", "carol"] {
        w.ok(&format!("{name}: /tournament action:join"));
    }
    w.ok("alice: /tournament action:start");
    let doc = event(&w, 1);
    let g = doc.rounds[0].games[0];
    // The first side never moves.
    let idle = doc.entrants[g.first].user.0.clone();
    let said = texts(&w.wait(2 * 86_400));
    assert!(
        said.contains(&format!(
            "{idle} ran out of time in every game left to them in tournament #1: they are not paired again."
        )),
        "{said}"
    );
    assert!(said.contains("Tournament #1, round 2 of 2:"), "{said}");
    let doc = event(&w, 1);
    assert!(doc.entrants[g.first].withdrawn);
    let round = &doc.rounds[1];
    assert!(
        round
            .games
            .iter()
            .all(|x| x.first != g.first && x.second != g.first)
            && round.bye != Some(g.first),
        "{round:?}"
    );
    let result = doc.rounds[0].games[0].result.unwrap();
    assert!(result.forfeit);
}

/// A player away on vacation when the event starts: their games' clocks wait for them,
/// as any game's do.
fn a_vacation_pauses_tournament_games(backend: Backend) {
    let w = World::new(backend);
    w.ok("alice: /tournament action:create format:round-robin variant:xiangqi days:2");
    for name in ["alice", "bob", "carol"] {
        w.ok(&format!("{name}: /tournament action:join"));
    }
    w.ok("bob: /vacation days:5");
    w.ok("alice: /tournament action:start");
    let doc = event(&w, 1);
    for g in doc.rounds.iter().flat_map(|r| &r.games) {
        let game = w.game(g.game);
        let with_bob = game.red.0 == "bob" || game.black.0 == "bob";
        let deadline = game.deadline.unwrap();
        if with_bob {
            assert!(
                deadline >= w.now + 7 * 86_400,
                "game {}: {deadline}",
                g.game
            );
        } else {
            assert_eq!(deadline, w.now + 2 * 86_400, "game {}", g.game);
        }
    }
}

/// A Dark Mini Xiangqi tournament keeps the dark games' privacy: nothing public shows a
/// board; each player gets their own fog view by DM.
fn a_dark_tournament_shows_no_board_in_public(backend: Backend) {
    let w = World::new(backend);
    w.ok("alice: /tournament action:create format:round-robin variant:dark-minixiangqi");
    for name in ["alice", "bob", "carol"] {
        w.ok(&format!("{name}: /tournament action:join"));
    }
    let out = w.ok("alice: /tournament action:start");
    for m in &out {
        if matches!(m.audience, palace::service::message::Audience::Public(_)) {
            assert!(
                m.pictures().next().is_none() || m.text.contains("Tournament #1 ·"),
                "a public board: {}",
                m.text
            );
        }
    }
    for name in ["alice", "bob", "carol"] {
        let own: Vec<_> = out
            .iter()
            .filter(|m| {
                m.audience
                    == palace::service::message::Audience::Dm(palace::model::UserId(name.into()))
            })
            .collect();
        assert_eq!(own.len(), 2, "{name}: a fog view for each of their games");
        assert!(own.iter().all(|m| m.pictures().next().is_some()));
    }
}

/// `/tournament action:list` shows a server's newest 20.
fn the_list_shows_the_newest_twenty(backend: Backend) {
    let w = World::new(backend);
    for _ in 0..21 {
        w.ok("alice: /tournament action:create format:swiss variant:minishogi");
    }
    let list = texts(&w.ok("bob: /tournament action:list"));
    assert_eq!(
        list.lines().filter(|l| l.starts_with('#')).count(),
        20,
        "{list}"
    );
    assert!(list.contains("\n#21 · Minishogi"), "{list}");
    assert!(!list.contains("\n#1 · "), "{list}");
}

on_both_stores!(
    a_round_ending_twice_at_once_is_paired_once,
    a_round_robin_of_five_runs_to_the_end,
    a_swiss_of_nine_runs_four_rounds,
    sign_up_refusals,
    a_withdrawal_strikes_out_of_a_round_robin,
    the_sign_up_deadline_starts_it,
    a_role_the_server_names_may_open_tournaments,
    the_list_shows_the_newest_twenty,
    timing_out_of_every_game_withdraws,
    a_vacation_pauses_tournament_games,
    a_dark_tournament_shows_no_board_in_public,
);

/// A sign-up deadline starts the event by itself, through the clock; one with too few
/// players is called off. Both survive a restart before the deadline.
fn the_sign_up_deadline_starts_it(backend: Backend) {
    let mut w = World::new(backend);
    let created = texts(
        &w.ok("alice: /tournament action:create format:swiss variant:xiangqi rounds:2 signup:2"),
    );
    assert!(created.contains("Sign-up closes"), "{created}");
    w.ok("alice: /tournament action:create format:round-robin variant:minixiangqi signup:3");
    for name in ["alice", "bob", "carol"] {
        w.ok(&format!("{name}: /tournament action:join tournament:1"));
    }
    w.ok("dave: /tournament action:join tournament:2");
    assert!(
        w.refused("dave: /tournament action:join")
            .contains("Several tournaments here would do (#1, #2)")
    );
    w.restart();
    assert!(texts(&w.wait(86_400)).is_empty());
    let started = texts(&w.wait(86_400));
    assert!(
        started.contains("Tournament #1 has begun, a Swiss of 2 rounds of 3 players"),
        "{started}"
    );
    assert_eq!(event(&w, 1).stage, EventStage::Running);
    assert_eq!(event(&w, 1).rounds.len(), 1);
    let off = texts(&w.wait(86_400));
    assert!(
        off.contains("Sign-up for tournament #2 has closed with 1 player, fewer than the 3 it needs: it is called off."),
        "{off}"
    );
    assert_eq!(event(&w, 2).stage, EventStage::Finished);
    // Nothing is due any more: no second start.
    assert!(!texts(&w.wait(86_400)).contains("has begun"));
    assert_eq!(event(&w, 1).rounds.len(), 1);
}
