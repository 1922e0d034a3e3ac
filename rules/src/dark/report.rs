//! What a player of Dark Mini Xiangqi is told after every ply, and nothing more.
//!
//! A [`Report`] is built from the game for one player and holds only their view, their
//! own moves, the ply number, the side to move, the progress clock and the pieces of theirs
//! captured by the last ply. Later layers (pictures, messages) get this value, never the
//! true position, so they cannot leak by accident.

use super::position::Position;
use super::view::View;
use crate::xiangqi::{Move, Role, Square};
use crate::{Color, Game, ProgressRule};

/// One of the player's own moves: coordinates and notations.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OwnMove {
    /// `b1b5`.
    pub coordinate: String,
    /// `C6+4`, and its other notations.
    pub written: crate::Written,
}

/// Everything a player is told after a ply.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Report {
    /// The player's view of the board.
    pub view: View,
    /// The player's own moves in this position (whoever is to move).
    pub moves: Vec<OwnMove>,
    /// Plies played so far.
    pub ply: usize,
    /// The side to move.
    pub to_move: Color,
    /// Plies in a row without a capture.
    pub progress: u32,
    /// The no-capture limit of this game.
    pub progress_limit: Option<u32>,
    /// The player's pieces captured by the last ply: role and point.
    pub captured: Vec<(Role, Square)>,
    /// The last ply, when it was the player's own move (theirs to see; the opponent's
    /// never is).
    pub own_last_move: Option<Move>,
    /// The player's own most recent move: the last ply when it was theirs, else the ply
    /// before it (the one the opponent answered), so that a picture can mark it on the
    /// player's own turn too. Nothing of the opponent's move enters it.
    pub own_recent_move: Option<Move>,
    /// That move in every notation (`C6+2`), as the player was told when they made it.
    pub own_recent_written: Option<crate::Written>,
}

impl Report {
    /// What `player` is told about `game` now.
    pub fn for_player(game: &Game<Position>, player: Color) -> Report {
        let pos = game.position();
        let mut captured = Vec::new();
        if let (Some(&m), [.., before, _]) = (game.moves().last(), game.positions())
            && let Some(victim) = before.piece_at(m.to)
            && victim.color == player
        {
            captured.push((victim.role, m.to));
        }
        let own_last_move = match (game.moves().last(), game.positions()) {
            (Some(&m), [.., before, _]) if before.turn() == player => Some(m),
            _ => None,
        };
        // Ply k is played from position k; the player's latest is one of the last two.
        let own_recent = game
            .moves()
            .iter()
            .zip(game.positions())
            .rev()
            .take(2)
            .find(|(_, before)| before.turn() == player);
        Report {
            own_last_move,
            own_recent_move: own_recent.map(|(&m, _)| m),
            own_recent_written: own_recent.map(|(&m, before)| before.written(m)),
            view: View::of(pos, player),
            moves: pos
                .moves_of(player)
                .iter()
                .map(|&m| OwnMove {
                    coordinate: m.to_string(),
                    written: pos.written(m),
                })
                .collect(),
            ply: game.moves().len(),
            to_move: pos.turn(),
            progress: pos.halfmoves(),
            progress_limit: game.progress_rule().map(ProgressRule::plies),
            captured,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn own_recent_move_is_the_players_latest_move_on_either_turn() {
        let mut game = Game::new(Position::new());
        let red = |g: &Game<Position>| Report::for_player(g, Color::Red);
        let black = |g: &Game<Position>| Report::for_player(g, Color::Black);
        assert_eq!(red(&game).own_recent_move, None);
        let b1b5 = game.position().parse_move("b1b5").unwrap();
        assert!(game.play(b1b5));
        // Red just moved: its last and most recent move; Black has made none.
        assert_eq!(red(&game).own_last_move, Some(b1b5));
        assert_eq!(red(&game).own_recent_move, Some(b1b5));
        assert_eq!(
            red(&game)
                .own_recent_written
                .as_ref()
                .map(|w| w.canonical()),
            Some("C6+4")
        );
        assert_eq!(black(&game).own_recent_move, None);
        assert_eq!(black(&game).own_recent_written, None);
        let b7b6 = game.position().parse_move("b7b6").unwrap();
        assert!(game.play(b7b6));
        // Red to move: the last ply was Black's, so Red's last move is gone, its most
        // recent one stays; Black's is the ply just played.
        assert_eq!(red(&game).own_last_move, None);
        assert_eq!(red(&game).own_recent_move, Some(b1b5));
        assert_eq!(
            red(&game)
                .own_recent_written
                .as_ref()
                .map(|w| w.canonical()),
            Some("C6+4")
        );
        assert_eq!(black(&game).own_last_move, Some(b7b6));
        assert_eq!(black(&game).own_recent_move, Some(b7b6));
        let f1f4 = game.position().parse_move("f1f4").unwrap();
        assert!(game.play(f1f4));
        assert_eq!(red(&game).own_recent_move, Some(f1f4));
        assert_eq!(black(&game).own_recent_move, Some(b7b6));
        assert_eq!(black(&game).own_last_move, None);
    }
}
