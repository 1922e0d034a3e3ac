//! Scenes of whole games: the one door by which the command line and the game service
//! draw a game — the board anyone may see, a player's own picture, or a replay.
//!
//! A running dark game is drawn only as each player's fog view: [`Scene::public`] gives
//! nothing for it, and the true board comes only through [`Revealed`], which the rules
//! hand out once the game has ended. No rules position can be drawn as it stands (the
//! true board of a dark position is drawn inside this crate alone), and the pictures
//! carry no words of their own: captions are the caller's.

use rules::{AnyGame, Color, Game, Revealed, Rules, dark};

use crate::scene::{Scene, Style};

/// Every position of `game`, the start first, each drawn by `draw` with the move into it.
fn frames<P: Rules>(game: &Game<P>, draw: impl Fn(&P, Option<P::Move>) -> Scene) -> Vec<Scene> {
    game.positions()
        .iter()
        .enumerate()
        .map(|(i, pos)| draw(pos, i.checked_sub(1).map(|j| game.moves()[j])))
        .collect()
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
            Revealed::Xiangqi(g) => {
                Scene::from_xiangqi(g.position(), g.moves().last().copied(), orientation, style)
            }
            Revealed::Shogi(g) => {
                Scene::from_shogi(g.position(), g.moves().last().copied(), orientation, style)
            }
            Revealed::Dark(g) => {
                Scene::from_dark(g.position(), g.moves().last().copied(), orientation, style)
            }
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
    /// with the move into it only when that move was theirs. Uncaptioned.
    pub fn fog_replay(game: &Game<dark::Position>, viewer: Color, style: Style) -> Vec<Scene> {
        frames(game, |p, last| {
            let own = last.filter(|_| !p.turn() == viewer);
            Scene::from_view_and_move(&dark::View::of(p, viewer), own, style)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{EndReason, Outcome, Record, Variant};

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
        // Red sees its own move after ply 1, nothing of Black's after ply 2; and the
        // other way round for Black.
        assert!(red[1].last_move.is_some() && red[2].last_move.is_none());
        assert!(black[1].last_move.is_none() && black[2].last_move.is_some());
        assert!(red.iter().chain(&black).all(Scene::is_fog_view));
        let report = dark::Report::for_player(&game, Color::Black);
        assert_eq!(black[2], Scene::from_report(&report, Style::Traditional));
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
