//! Scenes from Fairy-Stockfish FEN, for samples, tests and tools.
//!
//! The FEN is read by the rules crate (its unchecked setups), so a picture and a game
//! agree on what a FEN says; nothing about legality is checked, so any arrangement can be
//! drawn.

use rules::{Color, Variant, shogi, xiangqi};

use crate::from_rules::{shogi_kind, xiangqi_scene};
use crate::scene::{Cell, Piece, RenderError, Scene};

impl Scene {
    /// A scene showing the board (and Minishogi hands) of a Fairy-Stockfish FEN; for Dark
    /// Mini Xiangqi the whole board, as known to both players before the game (a custom
    /// start position), named as the dark game.
    ///
    /// ```
    /// use render::Scene;
    /// use rules::{Color, Variant};
    ///
    /// let v = Variant::Xiangqi;
    /// let scene = Scene::from_fen(v, v.start_fen(), Color::Red).unwrap();
    /// assert_eq!(scene.cells.len(), 90);
    /// ```
    pub fn from_fen(variant: Variant, fen: &str, orientation: Color) -> Result<Scene, RenderError> {
        let bad = |e: &dyn std::fmt::Display| RenderError::Fen(format!("{e} in '{fen}'"));
        if variant == Variant::MiniShogi {
            let setup = shogi::Setup::from_fen(fen).map_err(|e| bad(&e))?;
            let mut scene = Scene::empty(variant, orientation);
            for &(sq, p) in &setup.pieces {
                scene.cells[sq.index()] = Cell::Piece(Piece::new(p.color, shogi_kind(p.role)));
            }
            // A hand in the one order every picture and text uses: the rules' hand
            // order (pawn, silver, gold, bishop, rook), as a scene from a game has it.
            let hand = |c: Color| {
                shogi::Role::HAND
                    .iter()
                    .zip(setup.hands[c.index()])
                    .filter(|&(_, n)| n > 0)
                    .map(|(&r, n)| (shogi_kind(r), n))
                    .collect::<Vec<_>>()
            };
            scene.hands = Some([hand(Color::Red), hand(Color::Black)]);
            return Ok(scene);
        }
        let setup = xiangqi::Setup::from_fen(variant, fen).map_err(|e| bad(&e))?;
        let dark = variant == Variant::DarkMiniXiangqi;
        let drawn = if dark { Variant::MiniXiangqi } else { variant };
        let (width, _) = Scene::dimensions(drawn);
        let mut scene = xiangqi_scene(
            (drawn, width),
            setup.pieces.into_iter(),
            None,
            None,
            orientation,
            crate::Style::default(),
        );
        scene.revealed_dark = dark;
        Ok(scene)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Kind, Style};

    #[test]
    fn reads_boards_and_hands() {
        let v = Variant::MiniShogi;
        let s = Scene::from_fen(v, "rb1gk/4+P/2s2/P4/KGSBR[PPgs] b 0 1", Color::Red).unwrap();
        assert_eq!(s.cells[0], Cell::Piece(Piece::new(Color::Red, Kind::King)));
        assert_eq!(
            s.cells[19],
            Cell::Piece(Piece::new(Color::Red, Kind::Tokin))
        );
        assert_eq!(
            s.cells[12],
            Cell::Piece(Piece::new(Color::Black, Kind::Silver))
        );
        let hands = s.hands.unwrap();
        assert_eq!(hands[0], vec![(Kind::Pawn, 2)]);
        // One order for a hand everywhere (review of issue 41): the rules' hand order, as
        // a scene made from a game has it.
        assert_eq!(hands[1], vec![(Kind::Silver, 1), (Kind::Gold, 1)]);
        let fen = "rb2k/4p/5/P4/K2BR[GSgs] b 0 1";
        let pos = rules::shogi::Position::from_fen(fen).unwrap();
        let from_game = Scene::from_shogi(&pos, None, Color::Red, Style::Traditional);
        let from_fen = Scene::from_fen(v, fen, Color::Red).unwrap();
        assert_eq!(from_game.hands, from_fen.hands);
        assert_eq!(
            from_fen.hands.unwrap()[1],
            vec![(Kind::Silver, 1), (Kind::Gold, 1)]
        );
        let x =
            Scene::from_fen(Variant::Xiangqi, Variant::Xiangqi.start_fen(), Color::Red).unwrap();
        assert_eq!(
            x.cells[4],
            Cell::Piece(Piece::new(Color::Red, Kind::General))
        );
        assert_eq!(
            x.cells[85],
            Cell::Piece(Piece::new(Color::Black, Kind::General))
        );
        assert!(
            Scene::from_fen(
                Variant::Xiangqi,
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w",
                Color::Red
            )
            .is_err()
        );
        assert!(
            Scene::from_fen(
                Variant::Xiangqi,
                "99999999999999999999/9/9/9/9/9/9/9/9/9",
                Color::Red
            )
            .is_err()
        );
        assert!(Scene::from_fen(Variant::Xiangqi, "+R8/9/9/9/9/9/9/9/9/9", Color::Red).is_err());
    }
}
