//! Minishogi's ply limit: a game that has not ended by its 700th ply is drawn there
//! ([`rules::Variant::ply_limit`]), and a record longer than that cannot be replayed;
//! the xiangqi games have no such limit (their no-capture rule bounds them).

#[path = "long/minishogi.rs"]
mod long;

use rules::{AnyGame, EndReason, Outcome, Record, RecordError, Variant};

#[test]
fn a_minishogi_game_is_drawn_at_its_700th_ply() {
    assert_eq!(Variant::MiniShogi.ply_limit(), Some(700));
    let moves = long::long_minishogi(699, 7);
    let record = |moves: &[String]| Record {
        moves: moves.to_vec(),
        ..Record::new(Variant::MiniShogi)
    };
    let mut game = AnyGame::from_record(&record(&moves)).expect("699 plies");
    assert_eq!(game.outcome(), None);
    // The 700th ply, whatever it is, ends the game unless it ended it otherwise.
    let mv = game
        .moves_for(game.turn())
        .into_iter()
        .find(|m| !m.check)
        .expect("a quiet move")
        .coordinate;
    let turn = game.turn();
    game.play_as(turn, &mv).expect("legal");
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::PlyLimit)));
    assert_eq!(game.ply(), 700);
    let mut all = moves.clone();
    all.push(mv);
    let again = AnyGame::from_record(&record(&all)).expect("700 plies");
    assert_eq!(again.outcome(), Some(Outcome::draw(EndReason::PlyLimit)));
    // Nothing may follow it.
    let mut more = all.clone();
    more.push(more[more.len() - 2].clone());
    assert!(matches!(
        AnyGame::from_record(&record(&more)),
        Err(RecordError::MovesAfterEnd { ply: 701 })
    ));
    assert_eq!(EndReason::from_name("ply-limit"), Some(EndReason::PlyLimit));
}

#[test]
fn the_xiangqi_games_have_no_ply_limit() {
    for v in [
        Variant::Xiangqi,
        Variant::MiniXiangqi,
        Variant::DarkMiniXiangqi,
    ] {
        assert_eq!(v.ply_limit(), None, "{v}");
    }
}
