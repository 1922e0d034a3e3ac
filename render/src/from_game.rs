//! Scenes of whole games: the one path by which the command line and the game service
//! draw a position, a player's picture or a replay.
//!
//! A running dark game is drawn only as each player's fog view: [`Scene::public`] gives
//! nothing for it, and the true board comes only through [`Revealed`], which the rules
//! hand out once the game has ended.

use rules::{AnyGame, Color, Game, Outcome, Revealed, Rules, Variant, dark, shogi, xiangqi};

use crate::scene::{Scene, Style};

/// A rules position that can be drawn.
pub trait Picture: Rules {
    /// The board, with the move that led to it highlighted, seen from `orientation`.
    fn scene(&self, last: Option<Self::Move>, orientation: Color, style: Style) -> Scene;

    /// What `viewer` may see of this position, from their side, after `last` was played
    /// by `mover`: their fog view in the dark variant (with the move only if it was
    /// theirs), the board with the move elsewhere.
    fn player_scene(
        &self,
        viewer: Color,
        last: Option<(Self::Move, Color)>,
        style: Style,
    ) -> Scene {
        self.scene(last.map(|(m, _)| m), viewer, style)
    }
}

impl Picture for xiangqi::Position {
    fn scene(&self, last: Option<xiangqi::Move>, orientation: Color, style: Style) -> Scene {
        Scene::from_xiangqi(self, last, orientation, style)
    }
}

impl Picture for shogi::Position {
    fn scene(&self, last: Option<shogi::Move>, orientation: Color, style: Style) -> Scene {
        Scene::from_shogi(self, last, orientation, style)
    }
}

impl Picture for dark::Position {
    /// The true board (shown only once the game has ended).
    fn scene(&self, last: Option<xiangqi::Move>, orientation: Color, style: Style) -> Scene {
        Scene::from_dark(self, last, orientation, style)
    }

    fn player_scene(
        &self,
        viewer: Color,
        last: Option<(xiangqi::Move, Color)>,
        style: Style,
    ) -> Scene {
        let own = last.filter(|&(_, mover)| mover == viewer).map(|(m, _)| m);
        Scene::from_view_and_move(&dark::View::of(self, viewer), own, style)
    }
}

/// Frame `i` of `game`: position `i` with the move into it highlighted, from Red's side,
/// or — with `view` — from that side (a dark player's fog view in the dark variant).
pub fn frame<P: Picture>(game: &Game<P>, i: usize, view: Option<Color>, style: Style) -> Scene {
    let pos = &game.positions()[i];
    let last = i.checked_sub(1).map(|j| game.moves()[j]);
    match view {
        Some(viewer) if pos.variant() == rules::Variant::DarkMiniXiangqi => {
            let mover = !pos.turn();
            pos.player_scene(viewer, last.map(|m| (m, mover)), style)
        }
        _ => pos.scene(last, view.unwrap_or(Color::Red), style),
    }
}

fn last_frame<P: Picture>(game: &Game<P>, orientation: Color, style: Style) -> Scene {
    frame(game, game.moves().len(), Some(orientation), style)
}

fn all_frames<P: Picture>(game: &Game<P>, orientation: Color, style: Style) -> Vec<Scene> {
    let dark = game.start().variant() == rules::Variant::DarkMiniXiangqi;
    (0..game.positions().len())
        .map(|i| {
            if dark {
                // A revealed dark game is replayed on its true board.
                let last = i.checked_sub(1).map(|j| game.moves()[j]);
                game.positions()[i].scene(last, orientation, style)
            } else {
                frame(game, i, Some(orientation), style)
            }
        })
        .collect()
}

/// `Red wins by checkmate`, `Draw by agreement`, `Gote wins by repetition`: a result in
/// sentence case, as captions and messages say it.
pub fn result_text(variant: Variant, outcome: Outcome) -> String {
    let reason = outcome.reason().name().replace('-', " ");
    match outcome.winner() {
        Some(w) => format!("{} wins by {reason}", capitalized(variant.side_name(w))),
        None => format!("Draw by {reason}"),
    }
}

/// `Red`, `Sente`: a side's name at the start of a sentence.
pub fn capitalized(word: &str) -> String {
    let mut c = word.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// The label of the frame after ply `ply` of a replay: `Start`, `3. C2=5` (a first
/// player's move), `3… H8+7` (a second player's), or `Ply 6` when the move is not the
/// viewer's to see (`notation` is `None`).
pub fn move_label(ply: usize, notation: Option<&str>) -> String {
    match (ply, notation) {
        (0, _) => "Start".to_owned(),
        (p, Some(n)) if p % 2 == 1 => format!("{}. {n}", p.div_ceil(2)),
        (p, Some(n)) => format!("{}… {n}", p / 2),
        (p, None) => format!("Ply {p}"),
    }
}

/// The frames of an animated replay of a revealed game, seen from `orientation`: the
/// first caption line is `heading`, the second says which move is on screen, and the last
/// frame adds the result.
pub fn replay_frames(
    game: Revealed<'_>,
    orientation: Color,
    style: Style,
    heading: &str,
) -> Vec<Scene> {
    let (variant, outcome) = match game {
        Revealed::Xiangqi(g) => (g.start().variant(), g.outcome()),
        Revealed::Dark(g) => (g.start().variant(), g.outcome()),
        Revealed::Shogi(g) => (g.start().variant(), g.outcome()),
    };
    let notations = game.notations();
    let mut frames = Scene::replay(game, orientation, style);
    let last = frames.len() - 1;
    for (i, scene) in frames.iter_mut().enumerate() {
        let mut label = move_label(i, i.checked_sub(1).map(|j| notations[j].as_str()));
        if let (true, Some(o)) = (i == last, outcome) {
            label = format!("{label} · {}", result_text(variant, o));
        }
        scene.caption = Some(format!("{heading}\n{label}"));
    }
    frames
}

impl Scene {
    /// The board of a game now, as anyone may see it, with the last move and check
    /// marked: always for the open variants, for a dark game only once it has ended (its
    /// true board then).
    pub fn public(game: &AnyGame, orientation: Color, style: Style) -> Option<Scene> {
        game.reveal()
            .map(|r| Scene::revealed(r, orientation, style))
    }

    /// The current board of a revealed game, seen from `orientation`.
    pub fn revealed(game: Revealed<'_>, orientation: Color, style: Style) -> Scene {
        match game {
            Revealed::Xiangqi(g) => last_frame(g, orientation, style),
            Revealed::Shogi(g) => last_frame(g, orientation, style),
            Revealed::Dark(g) => {
                let last = g.moves().last().copied();
                g.position().scene(last, orientation, style)
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

    /// Every position of a revealed game, the start first, each with the move into it.
    pub fn replay(game: Revealed<'_>, orientation: Color, style: Style) -> Vec<Scene> {
        match game {
            Revealed::Xiangqi(g) => all_frames(g, orientation, style),
            Revealed::Shogi(g) => all_frames(g, orientation, style),
            Revealed::Dark(g) => all_frames(g, orientation, style),
        }
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
    fn replay_frames_say_which_move_is_on_screen() {
        let mut game = AnyGame::from_record(&Record::new(Variant::MiniXiangqi)).unwrap();
        for m in ["b1b3", "b7b6", "b3d3"] {
            let c = game.turn();
            game.play_as(c, m).unwrap();
        }
        let frames = replay_frames(game.reveal().unwrap(), Color::Red, Style::Western, "a vs b");
        let captions: Vec<&str> = frames
            .iter()
            .map(|f| f.caption.as_deref().unwrap())
            .collect();
        assert_eq!(
            captions,
            [
                "a vs b\nStart",
                "a vs b\n1. C6+2",
                "a vs b\n1… C2+1",
                "a vs b\n2. C6=4 · Red wins by checkmate"
            ]
        );
        assert_eq!(move_label(6, None), "Ply 6");
        assert_eq!(
            result_text(
                Variant::MiniShogi,
                Outcome::win(Color::Black, rules::EndReason::Repetition)
            ),
            "Gote wins by repetition"
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
