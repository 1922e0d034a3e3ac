//! Scenes of whole games: the one door by which the command line and the game service
//! draw a game — the board anyone may see, a player's own picture, or a replay.
//!
//! A running dark game is drawn only as each player's fog view: [`Scene::public`] gives
//! nothing for it, and the true board comes only through [`Revealed`], which the rules
//! hand out once the game has ended. No rules position can be drawn as it stands (the
//! true board of a dark position is drawn inside this crate alone), and the pictures
//! carry no words of their own: captions are the caller's.

use rules::{AnyGame, Color, Game, Revealed, Rules, dark};

use crate::from_rules::dark_index;
use crate::scene::{Scene, Style};

/// Every position of `game`, the start first, each drawn by `draw` with the move into it
/// (named in the game's notation).
fn frames<P: Rules>(game: &Game<P>, draw: impl Fn(&P, Option<P::Move>) -> Scene) -> Vec<Scene> {
    game.positions()
        .iter()
        .enumerate()
        .map(|(i, pos)| {
            let mut scene = draw(pos, i.checked_sub(1).map(|j| game.moves()[j]));
            scene.last_move_written = written_of(game, i);
            scene
        })
        .collect()
}

/// The move into position `i` of `game` (0: the start, which none leads to), in every
/// notation.
fn written_of<P: Rules>(game: &Game<P>, i: usize) -> Option<rules::Written> {
    Some(game.written_move(i.checked_sub(1)?))
}

/// The current board of `game` drawn by `draw` with its last move, named.
fn now<P: Rules>(game: &Game<P>, draw: impl Fn(&P, Option<P::Move>) -> Scene) -> Scene {
    let mut scene = draw(game.position(), game.moves().last().copied());
    scene.last_move_written = written_of(game, game.moves().len());
    scene
}

impl Scene {
    /// The board of a game now, as anyone may see it, with the last move and check
    /// marked: always for the open variants, for a dark game only once it has ended (its
    /// true board then).
    pub fn public(game: &AnyGame, orientation: Color, style: Style) -> Option<Scene> {
        game.reveal()
            .map(|r| Scene::revealed(r, orientation, style))
    }

    /// The current board of a revealed game, seen from `orientation`, with the last move.
    pub fn revealed(game: Revealed<'_>, orientation: Color, style: Style) -> Scene {
        match game {
            Revealed::Xiangqi(g) => now(g, |p, m| Scene::from_xiangqi(p, m, orientation, style)),
            Revealed::Shogi(g) => now(g, |p, m| Scene::from_shogi(p, m, orientation, style)),
            Revealed::Dark(g) => now(g, |p, m| Scene::from_dark(p, m, orientation, style)),
        }
    }

    /// What `viewer` may see now: their own fog view of a running dark game, else the
    /// public board from their side.
    pub fn for_player(game: &AnyGame, viewer: Color, style: Style) -> Scene {
        match game.reveal() {
            Some(r) => Scene::revealed(r, viewer, style),
            None => {
                let report = game
                    .report(viewer)
                    .expect("only a running dark game is unrevealed");
                Scene::from_report(&report, style)
            }
        }
    }

    /// Every position of a revealed game, the start first, each with the move into it (a
    /// dark game on its true board). Uncaptioned.
    pub fn replay(game: Revealed<'_>, orientation: Color, style: Style) -> Vec<Scene> {
        match game {
            Revealed::Xiangqi(g) => frames(g, |p, last| {
                Scene::from_xiangqi(p, last, orientation, style)
            }),
            Revealed::Shogi(g) => {
                frames(g, |p, last| Scene::from_shogi(p, last, orientation, style))
            }
            Revealed::Dark(g) => frames(g, |p, last| Scene::from_dark(p, last, orientation, style)),
        }
    }

    /// Every position of a dark game as `viewer` saw it, the start first: their fog view,
    /// with their own most recent move (the last ply or the one before it, never the
    /// opponent's) and the point where a piece of theirs was just taken, as
    /// [`Scene::from_report`] draws them during the game. Uncaptioned.
    pub fn fog_replay(game: &Game<dark::Position>, viewer: Color, style: Style) -> Vec<Scene> {
        let (positions, moves) = (game.positions(), game.moves());
        positions
            .iter()
            .enumerate()
            .map(|(i, pos)| {
                // Ply k is played from position k: the viewer's latest of the last two.
                let own_ply = (i.saturating_sub(2)..i)
                    .rev()
                    .find(|&k| positions[k].turn() == viewer);
                let own = own_ply.map(|k| moves[k]);
                let mut scene = Scene::from_view_and_move(&dark::View::of(pos, viewer), own, style);
                scene.last_move_written = own_ply.map(|k| positions[k].written(moves[k]));
                scene.lost = i.checked_sub(1).and_then(|k| {
                    let m = moves[k];
                    let victim = positions[k].piece_at(m.to)?;
                    (victim.color == viewer).then(|| dark_index(m.to))
                });
                scene
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{EndReason, Outcome, Record, Variant};

    fn text_board(scene: &Scene) -> String {
        crate::text_board(scene, &crate::test_labels::english(scene))
    }

    #[test]
    fn a_running_dark_game_has_no_public_picture() {
        let mut game = AnyGame::from_record(&Record::new(Variant::DarkMiniXiangqi)).unwrap();
        game.play_as(Color::Red, "b1b5").unwrap();
        assert!(Scene::public(&game, Color::Red, Style::Traditional).is_none());
        let red = Scene::for_player(&game, Color::Red, Style::Traditional);
        let report = game.report(Color::Red).unwrap();
        // Red's own move shows in Red's picture; Black's picture has no move at all.
        assert_eq!(red, Scene::from_report(&report, Style::Traditional));
        assert_eq!(red.last_move, Some((Some(1), 4 * 7 + 1)));
        assert!(red.shown_last_move().is_some());
        let black = Scene::for_player(&game, Color::Black, Style::Traditional);
        assert_eq!(black.last_move, None);
        game.end(Outcome::loss(Color::Black, EndReason::Resignation))
            .unwrap();
        let public = Scene::public(&game, Color::Black, Style::Traditional).unwrap();
        assert_eq!(public.variant, Variant::MiniXiangqi);
        assert!(public.last_move.is_some());
        let frames = Scene::replay(game.reveal().unwrap(), Color::Red, Style::Traditional);
        assert_eq!(frames.len(), 2);
    }

    #[test]
    fn a_fog_replay_shows_only_the_viewers_own_moves() {
        let mut game = rules::Game::new(dark::Position::new());
        for m in ["b1b5", "b7b6"] {
            let m = game.position().parse_move(m).unwrap();
            assert!(game.play(m));
        }
        let red = Scene::fog_replay(&game, Color::Red, Style::Traditional);
        let black = Scene::fog_replay(&game, Color::Black, Style::Traditional);
        assert_eq!(red.len(), 3);
        // Red sees its own move after ply 1 and still after Black's reply (never Black's
        // move); Black sees nothing after ply 1 and its own move after ply 2.
        let b1b5 = Some((Some(1), 4 * 7 + 1));
        assert!(red[0].last_move.is_none());
        assert_eq!((red[1].last_move, red[2].last_move), (b1b5, b1b5));
        assert!(black[1].last_move.is_none() && black[2].last_move.is_some());
        assert!(red.iter().chain(&black).all(Scene::is_fog_view));
        let report = dark::Report::for_player(&game, Color::Black);
        assert_eq!(black[2], Scene::from_report(&report, Style::Traditional));
        let report = dark::Report::for_player(&game, Color::Red);
        assert_eq!(red[2], Scene::from_report(&report, Style::Traditional));
    }

    #[test]
    fn a_fog_replay_crosses_out_the_viewers_pieces_as_they_are_taken() {
        let start = dark::Position::from_fen("3k3/7/7/r6/7/7/R1K4 w - - 0 1").unwrap();
        let mut game = rules::Game::new(start);
        for m in ["c1c2", "a4a1", "c2d2"] {
            let m = game.position().parse_move(m).unwrap();
            assert!(game.play(m));
        }
        let red = Scene::fog_replay(&game, Color::Red, Style::Western);
        let black = Scene::fog_replay(&game, Color::Black, Style::Western);
        let lost: Vec<_> = red.iter().map(|s| s.lost).collect();
        assert_eq!(lost, [None, None, Some(0), None]);
        assert!(black.iter().all(|s| s.lost.is_none()));
        // Each frame is the picture the player was sent at that ply.
        let mut replayed = rules::Game::new(game.positions()[0].clone());
        for (ply, &m) in game.moves().iter().enumerate() {
            assert!(replayed.play(m));
            for (viewer, frames) in [(Color::Red, &red), (Color::Black, &black)] {
                let report = dark::Report::for_player(&replayed, viewer);
                assert_eq!(frames[ply + 1], Scene::from_report(&report, Style::Western));
            }
        }
    }

    #[test]
    fn the_text_board_names_the_last_move_in_the_games_notation() {
        let mut game = AnyGame::from_record(&Record::new(Variant::MiniXiangqi)).unwrap();
        game.play_as(Color::Red, "b1b3").unwrap();
        let scene = Scene::public(&game, Color::Black, Style::Traditional).unwrap();
        assert_eq!(
            scene.last_move_written.as_ref().map(|w| w.canonical()),
            Some("C6+2")
        );
        let text = text_board(&scene);
        assert!(text.contains("last move: C6+2 (b1-b3)"), "{text}");
        let frames = Scene::replay(game.reveal().unwrap(), Color::Red, Style::Traditional);
        assert_eq!(frames[0].last_move_written, None);
        assert_eq!(
            frames[1].last_move_written.as_ref().map(|w| w.canonical()),
            Some("C6+2")
        );

        // A dark player's own move, also once the opponent has answered it.
        let mut dark = AnyGame::from_record(&Record::new(Variant::DarkMiniXiangqi)).unwrap();
        dark.play_as(Color::Red, "b1b3").unwrap();
        dark.play_as(Color::Black, "b7b6").unwrap();
        let red = Scene::for_player(&dark, Color::Red, Style::Traditional);
        let text = text_board(&red);
        assert!(text.contains("your last move: C6+2 (b1-b3)"), "{text}");
        let black = text_board(&Scene::for_player(&dark, Color::Black, Style::Traditional));
        assert!(
            !black.contains("C6+2") && !black.contains("b1-b3"),
            "{black}"
        );
        // Once over, the true board is named as the game it was.
        dark.end(Outcome::loss(Color::Black, EndReason::Resignation))
            .unwrap();
        let end = Scene::public(&dark, Color::Red, Style::Traditional).unwrap();
        let text = text_board(&end);
        assert!(
            text.starts_with("Dark Mini Xiangqi, red at the bottom"),
            "{text}"
        );
    }

    #[test]
    fn open_games_are_public_from_either_side() {
        let mut game = AnyGame::from_record(&Record::new(Variant::Xiangqi)).unwrap();
        game.play_as(Color::Red, "C2=5").unwrap();
        let black = Scene::public(&game, Color::Black, Style::Western).unwrap();
        assert_eq!(black.orientation, Color::Black);
        assert!(black.last_move.is_some());
        assert_eq!(
            Scene::for_player(&game, Color::Black, Style::Western),
            black
        );
        assert_eq!(
            Scene::replay(game.reveal().unwrap(), Color::Red, Style::Western).len(),
            2
        );
    }
}
