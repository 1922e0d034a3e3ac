//! UCI round trips: scripts in, `info` and `bestmove` out, moves in Fairy-Stockfish's
//! coordinate form and legal in the position set up.

use engine::uci::run;
use rules::{Game, Variant, shogi, xiangqi};

fn talk(script: &str) -> Vec<String> {
    let mut out = Vec::new();
    run(script.as_bytes(), &mut out).unwrap();
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

fn bestmoves(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter_map(|l| {
            l.strip_prefix("bestmove ")
                .map(|m| m.split_whitespace().next().unwrap().to_owned())
        })
        .collect()
}

#[test]
fn handshake() {
    let lines = talk("uci\nisready\nquit\n");
    assert_eq!(lines[0], "id name Palace");
    assert!(lines.iter().any(|l| {
        l.starts_with("option name UCI_Variant type combo default minixiangqi")
            && l.contains("var xiangqi")
            && l.contains("var minishogi")
    }));
    assert!(lines.iter().any(|l| l.starts_with("option name Level")));
    let ok = lines.iter().position(|l| l == "uciok").unwrap();
    assert_eq!(lines[ok + 1], "readyok");
}

#[test]
fn xiangqi_moves_round_trip() {
    let played = ["h3e3", "h10g8", "h1g3", "i10h10"];
    let script = format!(
        "uci\nsetoption name UCI_Variant value xiangqi\nucinewgame\nposition startpos moves {}\ngo depth 4\n",
        played.join(" ")
    );
    let lines = talk(&script);
    let best = bestmoves(&lines);
    assert_eq!(best.len(), 1, "{lines:?}");
    let mut game = Game::new(xiangqi::Position::new(Variant::Xiangqi).unwrap());
    for m in played {
        assert!(game.play(m.parse().unwrap()));
    }
    let m: xiangqi::Move = best[0].parse().unwrap();
    assert!(game.position().legal_moves().contains(&m), "{}", best[0]);
    let infos: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert_eq!(infos.len(), 4, "{lines:?}");
    for (i, l) in infos.iter().enumerate() {
        assert!(l.starts_with(&format!("info depth {} ", i + 1)), "{l}");
        assert!(
            l.contains(" score cp ") || l.contains(" score mate "),
            "{l}"
        );
        assert!(
            l.contains(" nodes ") && l.contains(" nps ") && l.contains(" pv "),
            "{l}"
        );
    }
    // The pv of the last iteration starts with the best move.
    assert!(infos[3].contains(&format!(" pv {}", best[0])));
}

#[test]
fn minishogi_fen_and_drops() {
    // Sente has a gold in hand: the mate in one is a drop, written as Fairy-Stockfish does.
    let lines = talk(
        "setoption name UCI_Variant value minishogi\nposition fen 4k/4p/5/5/K2R1[G] w 0 1\ngo depth 3\n",
    );
    assert_eq!(bestmoves(&lines), ["G@d4"]);
    assert!(lines.iter().any(|l| l.contains("score mate 1")));
    // After captures both sides have pieces in hand; the answer is legal there.
    let lines = talk(
        "setoption name UCI_Variant value minishogi\nposition startpos moves e1e4 d5e4\ngo nodes 5000\n",
    );
    let best = bestmoves(&lines);
    let mut game = Game::new(shogi::Position::new());
    for m in ["e1e4", "d5e4"] {
        assert!(game.play(m.parse().unwrap()), "{m}");
    }
    let m: shogi::Move = best[0].parse().unwrap();
    assert!(game.position().legal_moves().contains(&m));
}

#[test]
fn stop_ends_an_infinite_search() {
    let lines = talk("position startpos moves b1b3\ngo infinite\nisready\nstop\nisready\n");
    let best = bestmoves(&lines);
    assert_eq!(best.len(), 1, "{lines:?}");
    let mut game = Game::new(xiangqi::Position::new(Variant::MiniXiangqi).unwrap());
    assert!(game.play("b1b3".parse().unwrap()));
    assert!(
        game.position()
            .legal_moves()
            .contains(&best[0].parse().unwrap())
    );
    // readyok answered while searching, and again after.
    assert_eq!(lines.iter().filter(|l| *l == "readyok").count(), 2);
    // The end of input also stops an infinite search.
    let lines = talk("go infinite\n");
    assert_eq!(bestmoves(&lines).len(), 1);
}

/// A `position` with a move the rules refuse stops at that move (as Stockfish does): the
/// answer is for the position before it, never for an earlier `position` command's
/// (issue 46: an answer for another position than the GUI's).
#[test]
fn a_refused_move_leaves_the_moves_before_it() {
    let lines = talk(
        "setoption name UCI_Variant value xiangqi\nposition startpos moves h3e3 h10g8\nposition startpos moves h3e3 e1e9 h10g8\nd\ngo depth 2\n",
    );
    assert!(
        lines
            .iter()
            .any(|l| l == "info string illegal move e1e9; the moves before it stand"),
        "{lines:?}"
    );
    let mut after = Game::new(xiangqi::Position::new(Variant::Xiangqi).unwrap());
    assert!(after.play("h3e3".parse().unwrap()));
    assert!(
        lines
            .iter()
            .any(|l| *l == format!("info string fen {}", after.position().fen())),
        "{lines:?}"
    );
    let best = bestmoves(&lines);
    assert_eq!(best.len(), 1);
    assert!(
        after
            .position()
            .legal_moves()
            .contains(&best[0].parse().unwrap()),
        "black answers after h3e3: {best:?}"
    );
}

#[test]
fn time_controls_and_errors() {
    let lines = talk("position startpos\ngo wtime 2000 btime 2000 winc 0 binc 0\n");
    assert_eq!(bestmoves(&lines).len(), 1);
    let lines = talk(
        "position startpos moves z9z9\nsetoption name UCI_Variant value chess\nfoo\ngo depth 1\n",
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string bad move z9z9"))
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string unsupported variant chess"))
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string unknown command foo"))
    );
    // The bad position left the start position in place.
    let best = bestmoves(&lines);
    let start = xiangqi::Position::new(Variant::MiniXiangqi).unwrap();
    assert!(start.legal_moves().contains(&best[0].parse().unwrap()));
    // A mated side answers `bestmove (none)`.
    let lines = talk("position fen 1R2k2/R6/7/7/7/7/3K3 b - - 0 1\ngo depth 2\n");
    assert_eq!(bestmoves(&lines), ["(none)"]);
}

#[test]
fn perft_lists_each_legal_move_as_stockfish_does() {
    let lines = talk(
        "uci\nsetoption name UCI_Variant value xiangqi\nposition startpos moves h3e3\ngo perft 1\ngo perft 2\nquit\n",
    );
    let mut game = Game::new(xiangqi::Position::new(Variant::Xiangqi).unwrap());
    assert!(game.play("h3e3".parse().unwrap()));
    let legal: Vec<String> = game
        .position()
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    let listed: Vec<String> = lines
        .iter()
        .take_while(|l| !l.starts_with("Nodes searched"))
        .filter_map(|l| l.strip_suffix(": 1").map(str::to_owned))
        .collect();
    assert_eq!(listed, legal);
    let totals: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("Nodes searched: "))
        .collect();
    assert_eq!(totals[0], &format!("Nodes searched: {}", legal.len()));
    assert_eq!(
        totals[1],
        &format!("Nodes searched: {}", game.position().perft(2))
    );
    assert!(bestmoves(&lines).is_empty(), "perft is no search");
}

/// Issue 47: a Xiangqi game 100 plies after its last capture, where the checks of those
/// plies move the limit out (as in Fairy-Stockfish). Palace once saw it drawn and
/// answered `bestmove (none)`; the game goes on, and Palace answers with a move.
#[test]
fn the_game_of_issue_47_is_answered_with_a_move() {
    let moves = include_str!("data/xiangqi-issue47-moves.txt").trim();
    assert_eq!(moves.split(' ').count(), 295);
    let lines = talk(&format!(
        "setoption name UCI_Variant value xiangqi\nposition startpos moves {moves}\ngo movetime 200\n"
    ));
    let best = bestmoves(&lines);
    let mut game = Game::new(xiangqi::Position::new(Variant::Xiangqi).unwrap());
    for m in moves.split(' ') {
        assert!(game.play(m.parse().unwrap()), "{m}");
    }
    assert_eq!(game.outcome(), None);
    assert_eq!(best.len(), 1, "{lines:?}");
    assert!(
        game.position()
            .legal_moves()
            .contains(&best[0].parse().unwrap()),
        "{lines:?}"
    );
}

/// The GUI is the judge: a position the rules have ended (here the move limit, reached
/// in the first 20 plies where no check counts, then a repetition) is still answered with
/// a legal move when it has one, and moves past the end are taken with the history kept.
#[test]
fn a_position_past_the_rules_end_is_answered_with_a_move() {
    for (setup, played) in [
        (
            "position fen 3k3/7/7/7/7/7/R1K3R w - - 99 1 moves a1a2",
            vec!["a1a2"],
        ),
        (
            "position fen 3k3/7/7/7/7/7/R1K3R w - - 99 1 moves a1a2 d7e7 a2a3",
            vec!["a1a2", "d7e7", "a2a3"],
        ),
        (
            "position startpos moves b1b2 b7b6 b2b1 b6b7 b1b2 b7b6 b2b1 b6b7",
            vec![
                "b1b2", "b7b6", "b2b1", "b6b7", "b1b2", "b7b6", "b2b1", "b6b7",
            ],
        ),
    ] {
        let lines = talk(&format!("{setup}\ngo depth 3\n"));
        assert!(
            !lines.iter().any(|l| l.starts_with("info string")),
            "{setup}: {lines:?}"
        );
        let best = bestmoves(&lines);
        assert_eq!(best.len(), 1, "{lines:?}");
        let fen = setup
            .strip_prefix("position fen ")
            .map(|s| s.split(" moves").next().unwrap());
        let start = match fen {
            Some(f) => xiangqi::Position::from_fen(Variant::MiniXiangqi, f).unwrap(),
            None => xiangqi::Position::new(Variant::MiniXiangqi).unwrap(),
        };
        let mut game = Game::new(start);
        for m in &played {
            assert!(game.play_on(m.parse().unwrap()), "{m}");
        }
        assert!(game.outcome().is_some(), "{setup}: the rules have ended it");
        assert!(
            game.position()
                .legal_moves()
                .contains(&best[0].parse().unwrap()),
            "{setup}: {}",
            best[0]
        );
    }
}

#[test]
fn dark_minixiangqi_is_played_from_the_movers_reports() {
    // Black's soldier moves differ, in the fog either way: Red is told the same things in
    // both games, so the engine, which is given the true moves, answers alike.
    let answer = |moves: &[&str]| {
        let script = format!(
            "uci\nsetoption name UCI_Variant value darkminixiangqi\nucinewgame\nposition startpos moves {}\ngo depth 2\n",
            moves.join(" ")
        );
        let lines = talk(&script);
        assert!(
            lines.iter().any(|l| l.starts_with("info depth 2 ")),
            "{lines:?}"
        );
        let best = bestmoves(&lines);
        assert_eq!(best.len(), 1, "{lines:?}");
        let mut game = Game::new(rules::dark::Position::new());
        for m in moves {
            assert!(game.play(m.parse().unwrap()));
        }
        let m: xiangqi::Move = best[0].parse().unwrap();
        assert!(game.position().legal_moves().contains(&m), "{}", best[0]);
        best[0].clone()
    };
    let a = answer(&["b1b3", "e6e5", "g2g3", "g6f6"]);
    let b = answer(&["b1b3", "c6c5", "g2g3", "g6f6"]);
    assert_eq!(a, b);
    let lines = talk("uci\n");
    assert!(lines.iter().any(|l| l.contains("var darkminixiangqi")));
}
