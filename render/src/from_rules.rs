//! Scenes from the `rules` crate's positions and views.
//!
//! A dark player's picture is made from their [`View`](rules::dark::View) alone: the
//! function takes nothing else, so it cannot show what the view hides.

use rules::dark::{self, View};
use rules::{Color, Variant, shogi, xiangqi};

use crate::scene::{Cell, Kind, Piece, Scene, Style};

fn xiangqi_kind(role: xiangqi::Role) -> Kind {
    match role {
        xiangqi::Role::General => Kind::General,
        xiangqi::Role::Advisor => Kind::Advisor,
        xiangqi::Role::Elephant => Kind::Elephant,
        xiangqi::Role::Horse => Kind::Horse,
        xiangqi::Role::Chariot => Kind::Chariot,
        xiangqi::Role::Cannon => Kind::Cannon,
        xiangqi::Role::Soldier => Kind::Soldier,
    }
}

/// The cell index of a point of the 7×7 dark board.
pub(crate) fn dark_index(sq: xiangqi::Square) -> usize {
    sq.rank() as usize * 7 + sq.file() as usize
}

pub(crate) fn shogi_kind(role: shogi::Role) -> Kind {
    match role {
        shogi::Role::King => Kind::King,
        shogi::Role::Rook => Kind::Rook,
        shogi::Role::Bishop => Kind::Bishop,
        shogi::Role::Gold => Kind::Gold,
        shogi::Role::Silver => Kind::Silver,
        shogi::Role::Pawn => Kind::Pawn,
        shogi::Role::Dragon => Kind::Dragon,
        shogi::Role::Horse => Kind::DragonHorse,
        shogi::Role::PromotedSilver => Kind::PromotedSilver,
        shogi::Role::Tokin => Kind::Tokin,
    }
}

/// A xiangqi-family scene of a board (variant, width) from its pieces, last move and
/// checked general.
pub(crate) fn xiangqi_scene(
    (variant, width): (Variant, usize),
    pieces: impl Iterator<Item = (xiangqi::Square, xiangqi::Piece)>,
    last: Option<xiangqi::Move>,
    check: Option<xiangqi::Square>,
    orientation: Color,
    style: Style,
) -> Scene {
    let mut scene = Scene::empty(variant, orientation);
    scene.style = style;
    let index = |sq: xiangqi::Square| sq.rank() as usize * width + sq.file() as usize;
    for (sq, p) in pieces {
        scene.cells[index(sq)] = Cell::Piece(Piece::new(p.color, xiangqi_kind(p.role)));
    }
    scene.last_move = last.map(|m| (Some(index(m.from)), index(m.to)));
    scene.check = check.map(index);
    scene
}

impl Scene {
    /// The board of a Mini Xiangqi or Xiangqi position, with the move that led to it
    /// highlighted and the general in check marked.
    pub fn from_xiangqi(
        pos: &xiangqi::Position,
        last: Option<xiangqi::Move>,
        orientation: Color,
        style: Style,
    ) -> Scene {
        let check = if pos.is_check() {
            pos.general(pos.turn())
        } else {
            None
        };
        let pieces = Color::ALL.into_iter().flat_map(|c| pos.pieces(c));
        let board = (pos.variant(), usize::from(pos.width()));
        xiangqi_scene(board, pieces, last, check, orientation, style)
    }

    /// The true board of a Dark Mini Xiangqi position — shown only once the game has
    /// ended, so reached only through a [`rules::Revealed`] game — drawn as the Mini
    /// Xiangqi board it is, with the last move and without check marks (the dark game has
    /// no check).
    pub(crate) fn from_dark(
        pos: &dark::Position,
        last: Option<xiangqi::Move>,
        orientation: Color,
        style: Style,
    ) -> Scene {
        let pieces = Color::ALL.into_iter().flat_map(|c| pos.pieces(c));
        let mut scene = xiangqi_scene(
            (Variant::MiniXiangqi, 7),
            pieces,
            last,
            None,
            orientation,
            style,
        );
        scene.revealed_dark = true;
        scene
    }

    /// A Minishogi position with both hands, the last move and a king in check.
    pub fn from_shogi(
        pos: &shogi::Position,
        last: Option<shogi::Move>,
        orientation: Color,
        style: Style,
    ) -> Scene {
        let mut scene = Scene::empty(Variant::MiniShogi, orientation);
        scene.style = style;
        for sq in shogi::Square::ALL {
            if let Some(p) = pos.piece_at(sq) {
                scene.cells[sq.index()] = Cell::Piece(Piece::new(p.color, shogi_kind(p.role)));
                if p.role == shogi::Role::King && p.color == pos.turn() && pos.is_check() {
                    scene.check = Some(sq.index());
                }
            }
        }
        let hand = |c: Color| {
            shogi::Role::HAND
                .iter()
                .map(|&r| (shogi_kind(r), pos.hand_count(c, r)))
                .filter(|&(_, n)| n > 0)
                .collect()
        };
        scene.hands = Some([hand(Color::Red), hand(Color::Black)]);
        scene.last_move = last.map(|m| (m.from().map(shogi::Square::index), m.to().index()));
        scene
    }

    /// A dark player's picture from their report: their view with their own most recent
    /// move highlighted (on their turn too, the move the opponent answered) and the point
    /// where a piece of theirs was just taken marked (see [`Scene::from_view`]).
    pub fn from_report(report: &dark::Report, style: Style) -> Scene {
        let mut scene = Scene::from_view_and_move(&report.view, report.own_recent_move, style);
        scene.lost = report.captured.last().map(|&(_, sq)| dark_index(sq));
        scene
            .last_move_written
            .clone_from(&report.own_recent_written);
        scene
    }

    /// A dark player's picture from their view and their own most recent move (the
    /// renderer draws a fog view's highlight only where one of the viewer's pieces stands,
    /// so nothing else can show).
    pub fn from_view_and_move(
        view: &View,
        own_last_move: Option<xiangqi::Move>,
        style: Style,
    ) -> Scene {
        let mut scene = Scene::from_view(view, style);
        scene.last_move = own_last_move.map(|m| (Some(dark_index(m.from)), dark_index(m.to)));
        scene
    }

    /// A dark player's picture, from their view alone: own and identified pieces, seen
    /// empty points, face-down markers and fog; the viewer at the bottom; no move
    /// highlight and no check mark.
    pub fn from_view(view: &View, style: Style) -> Scene {
        let mut scene = Scene::empty(Variant::DarkMiniXiangqi, view.viewer());
        scene.style = style;
        let me = view.viewer();
        for (i, cell) in view.cells().iter().enumerate() {
            scene.cells[i] = match *cell {
                dark::Cell::Own(role) => Cell::Piece(Piece::new(me, xiangqi_kind(role))),
                dark::Cell::Enemy(role) => Cell::Piece(Piece::new(!me, xiangqi_kind(role))),
                dark::Cell::Empty => Cell::Empty,
                dark::Cell::Occupied => Cell::Marker,
                dark::Cell::Fog => Cell::Fog,
            };
        }
        scene
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xiangqi_cells_last_move_and_check() {
        let pos =
            xiangqi::Position::from_fen(Variant::MiniXiangqi, "4k2/R6/7/7/7/7/1R1K3 w").unwrap();
        let m = pos.parse_move("b1b7").unwrap();
        let mut after = pos.clone();
        after.play_unchecked(m);
        let s = Scene::from_xiangqi(&after, Some(m), Color::Red, Style::Traditional);
        assert_eq!(
            s.cells[6 * 7 + 1],
            Cell::Piece(Piece::new(Color::Red, Kind::Chariot))
        );
        assert_eq!(s.last_move, Some((Some(1), 6 * 7 + 1)));
        assert_eq!(s.check, Some(6 * 7 + 4));
        assert_eq!(
            s.cells
                .iter()
                .filter(|c| matches!(c, Cell::Piece(_)))
                .count(),
            4
        );
    }

    #[test]
    fn dark_true_board_is_drawn_as_mini_xiangqi_without_check() {
        // The generals face each other: open rules would call it check, the dark game not.
        let pos = dark::Position::from_fen("7/3k3/7/7/7/7/3K3 w - - 0 1").unwrap();
        let s = Scene::from_dark(&pos, None, Color::Red, Style::Traditional);
        assert_eq!(s.variant, Variant::MiniXiangqi);
        assert_eq!(s.check, None);
        assert_eq!(
            s.cells[5 * 7 + 3],
            Cell::Piece(Piece::new(Color::Black, Kind::General))
        );
    }

    #[test]
    fn shogi_hands_and_drops() {
        let pos = shogi::Position::from_fen("rbsgk/4p/5/5/KGSBR[P] w 0 1").unwrap();
        let s = Scene::from_shogi(&pos, None, Color::Red, Style::Western);
        assert_eq!(s.hands, Some([vec![(Kind::Pawn, 1)], vec![]]));
        assert_eq!(s.cells[0], Cell::Piece(Piece::new(Color::Red, Kind::King)));
    }

    #[test]
    fn views_map_cell_for_cell() {
        let pos = dark::Position::from_fen("3k3/7/1r5/7/1n5/7/1C2K2 w - - 0 1").unwrap();
        let view = View::of(&pos, Color::Red);
        let s = Scene::from_view(&view, Style::Traditional);
        assert_eq!(
            s.cells[4 * 7 + 1],
            Cell::Piece(Piece::new(Color::Black, Kind::Chariot))
        );
        assert_eq!(s.cells[2 * 7 + 1], Cell::Marker);
        assert_eq!(s.cells[3 * 7 + 1], Cell::Fog);
        assert_eq!(s.cells[7 + 1], Cell::Empty);
        assert_eq!(s.orientation, Color::Red);
        assert_eq!((s.last_move, s.check, s.lost), (None, None, None));
    }

    #[test]
    fn a_report_marks_the_own_move_on_either_turn_and_the_piece_just_lost() {
        let mut game =
            rules::Game::new(dark::Position::from_fen("3k3/7/7/r6/7/7/R1K4 w - - 0 1").unwrap());
        for m in ["c1c2", "a4a1"] {
            let m = game.position().parse_move(m).unwrap();
            assert!(game.play(m));
        }
        // Red to move: its own move c1c2 is still marked, Black's capture on a1 is not a
        // move of Red's, but the chariot lost there is marked.
        let red = Scene::from_report(
            &dark::Report::for_player(&game, Color::Red),
            Style::Traditional,
        );
        assert_eq!(red.last_move, Some((Some(2), 9)));
        assert_eq!(red.shown_last_move(), Some((Some(2), 9)));
        assert_eq!(red.lost, Some(0));
        assert_eq!(red.shown_lost(), Some(0));
        // Black lost nothing and sees its own capture.
        let black = Scene::from_report(
            &dark::Report::for_player(&game, Color::Black),
            Style::Traditional,
        );
        assert_eq!(black.last_move, Some((Some(3 * 7), 0)));
        assert_eq!(black.lost, None);
    }
}
