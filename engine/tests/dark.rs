//! The dark player decides from its reports alone: two different true games that tell the
//! player the same things get the same move; its moves are always in its own list; it
//! takes a general it can see.

use engine::dark::{choose, reports_from_record};
use engine::{Engine, Limits};
use rules::dark::{Report, View};
use rules::{AnyGame, Color, Record, Variant, dark};

fn record(moves: &[&str]) -> Record {
    let mut r = Record::new(Variant::DarkMiniXiangqi);
    r.moves = moves.iter().map(|m| (*m).to_owned()).collect();
    r
}

fn reports(moves: &[&str], player: Color) -> Vec<Report> {
    reports_from_record(&record(moves), player).unwrap()
}

fn true_fen(moves: &[&str]) -> String {
    let g = AnyGame::from_record(&record(moves)).unwrap();
    let mut pos = dark::Position::new();
    for m in &g.record().moves {
        pos.play_unchecked(m.parse().unwrap());
    }
    pos.fen()
}

#[test]
fn same_reports_same_move() {
    // Black's soldier moves differ, in the fog either way: Red is told exactly the same
    // things after every ply, but the true boards differ (a soldier on e5 or on c5).
    let a = ["b1b3", "e6e5", "g2g3", "g6f6"];
    let b = ["b1b3", "c6c5", "g2g3", "g6f6"];
    let (ra, rb) = (reports(&a, Color::Red), reports(&b, Color::Red));
    assert_eq!(ra, rb, "the test needs identical reports");
    assert_ne!(true_fen(&a), true_fen(&b));
    let own: Vec<String> = ra
        .last()
        .unwrap()
        .moves
        .iter()
        .map(|m| m.coordinate.clone())
        .collect();
    for seed in [1, 2, 3] {
        let limits = Limits::depth(2);
        let x = choose(&ra, seed, &limits).unwrap();
        let y = choose(&rb, seed, &limits).unwrap();
        assert_eq!(x.best, y.best, "seed {seed}");
        assert_eq!(x.scores, y.scores, "seed {seed}");
        assert_eq!(
            (x.samples, x.consistent, x.nodes),
            (y.samples, y.consistent, y.nodes)
        );
        assert!(own.contains(&x.best.to_string()));
    }
    // Black's reports differ in these two games, and so may its choice; it is always one
    // of its own moves.
    let rc = reports(&["b1b3", "e6e5", "g2g3"], Color::Black);
    let z = choose(&rc, 1, &Limits::depth(2)).unwrap();
    let own: Vec<String> = rc
        .last()
        .unwrap()
        .moves
        .iter()
        .map(|m| m.coordinate.clone())
        .collect();
    assert!(own.contains(&z.best.to_string()));
}

#[test]
fn samples_match_the_view() {
    let r = reports(&["b1b3", "e6e5", "g2g3", "c6c5"], Color::Red);
    let choice = choose(&r, 5, &Limits::depth(1)).unwrap();
    assert!(choice.samples >= 2);
    assert!(
        choice.consistent * 2 >= choice.samples,
        "{} of {} samples consistent",
        choice.consistent,
        choice.samples
    );
}

#[test]
fn not_to_move_gives_nothing() {
    let r = reports(&["b1b3"], Color::Red);
    assert!(choose(&r, 1, &Limits::depth(1)).is_none());
    assert!(choose(&[], 1, &Limits::depth(1)).is_none());
}

#[test]
fn takes_a_visible_general() {
    // Red's chariot sees the black general on d7 down the open d-file... through a game:
    // build one where the flying capture is available to Red.
    let mut rec = Record::new(Variant::DarkMiniXiangqi);
    rec.start_fen = "3k3/7/7/7/7/7/R2K3 w - - 0 1".to_owned();
    let reports = reports_from_record(&rec, Color::Red).unwrap();
    let view: &View = &reports.last().unwrap().view;
    assert_eq!(
        view.cell("d7".parse().unwrap()),
        dark::Cell::Enemy(rules::xiangqi::Role::General)
    );
    let choice = choose(&reports, 3, &Limits::depth(2)).unwrap();
    assert_eq!(choice.best.to_string(), "d1d7");
}

#[test]
fn any_game_entry_plays_the_dark_variant() {
    let mut game = AnyGame::from_record(&Record::new(Variant::DarkMiniXiangqi)).unwrap();
    let mut engine = Engine::new();
    for _ in 0..6 {
        let player = game.turn();
        let r = engine.best_move(&game, &Limits::depth(1)).unwrap();
        game.play_as(player, r.best.as_deref().unwrap()).unwrap();
    }
    assert_eq!(game.ply(), 6);
}
