//! The xiangqi family in the shared [`Game`](crate::Game) layer.

use super::chase;
use super::fen::FenError;
use super::parse::MoveError;
use super::position::{Move, Position};
use crate::{Outcome, ProgressRule, Rules, Variant};

impl Rules for Position {
    type Move = Move;
    type MoveList = super::MoveList;
    type MoveError = MoveError;
    type FenError = FenError;

    crate::game::forward_vocabulary!();

    fn written(&self, m: Move, _last: Option<Move>) -> crate::Written {
        Position::written(self, m)
    }

    fn from_fen(variant: Variant, fen: &str) -> Result<Self, FenError> {
        Position::from_fen(variant, fen)
    }

    fn same_repetition_state(&self, other: &Self) -> bool {
        self == other
    }

    fn repetition_limit(&self) -> usize {
        3
    }

    fn judge_repetition(positions: &[Self], moves: &[Move]) -> Outcome {
        chase::judge(positions, moves)
    }

    /// No legal move loses: checkmate when in check, stalemate otherwise.
    fn terminal_outcome(&self) -> Option<Outcome> {
        if !Position::legal_moves(self).is_empty() {
            return None;
        }
        Some(Outcome::no_legal_move(self.turn, self.is_check()))
    }

    fn is_check(&self) -> bool {
        Position::is_check(self)
    }

    /// The move rule under the AXF rules, as Fairy-Stockfish counts it.
    fn default_progress_rule(&self) -> Option<ProgressRule> {
        Some(ProgressRule::Axf)
    }
}

/// The end of xiangqi-family games through the shared `Game` layer.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::Color;
    use crate::EndReason;
    use crate::{Game, PlayError};

    fn game(variant: Variant, fen: &str) -> Game<Position> {
        Game::new(Position::from_fen(variant, fen).unwrap())
    }

    #[test]
    fn checkmate_ends_the_game() {
        // Two chariots mate on the 7×7 board.
        let mut g = game(Variant::MiniXiangqi, "4k2/R6/7/7/7/7/1R1K3 w - - 0 1");
        g.play_text("b1b7").unwrap();
        assert_eq!(
            g.outcome(),
            Some(Outcome::win(Color::Red, EndReason::Checkmate))
        );
        assert_eq!(
            g.play_text("e7d7"),
            Err(PlayError::GameOver(g.outcome().unwrap()))
        );
    }

    #[test]
    fn stalemate_loses() {
        // Black's general on d7 has no move and is not in check.
        let g = game(Variant::MiniXiangqi, "3k3/1R5/7/7/7/7/2K1R2 b - - 0 1");
        assert!(!g.position().is_check());
        assert_eq!(
            g.outcome(),
            Some(Outcome::win(Color::Red, EndReason::Stalemate))
        );
    }

    #[test]
    fn hundred_quiet_plies_draw() {
        let mut g = game(Variant::Xiangqi, "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 98 60");
        g.play_text("a1a2").unwrap();
        assert_eq!(g.outcome(), None);
        g.play_text("d10d9").unwrap();
        assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::MoveRule)));
    }

    #[test]
    fn mate_on_the_hundredth_ply_beats_the_move_rule() {
        let mut g = game(Variant::MiniXiangqi, "4k2/R6/7/7/7/7/1R1K3 w - - 99 60");
        g.play_text("b1b7").unwrap();
        assert_eq!(
            g.outcome(),
            Some(Outcome::win(Color::Red, EndReason::Checkmate))
        );
    }

    #[test]
    fn recorded_endings() {
        let mut g = Game::new(Position::new(Variant::Xiangqi).unwrap());
        assert_eq!(
            g.resign(Color::Black),
            Ok(Outcome::win(Color::Red, EndReason::Resignation))
        );
        assert_eq!(
            g.agree_draw(),
            Err(Outcome::win(Color::Red, EndReason::Resignation))
        );
        let mut g = Game::new(Position::new(Variant::MiniXiangqi).unwrap());
        assert_eq!(
            g.timeout(Color::Red),
            Ok(Outcome::win(Color::Black, EndReason::Timeout))
        );
        let mut g = Game::new(Position::new(Variant::MiniXiangqi).unwrap());
        assert_eq!(g.agree_draw(), Ok(Outcome::draw(EndReason::Agreement)));
    }

    #[test]
    fn illegal_moves_change_nothing() {
        let mut g = Game::new(Position::new(Variant::Xiangqi).unwrap());
        let before = g.position().fen();
        assert!(g.play_text("H2+2").is_err());
        assert!(g.play_text("nonsense").is_err());
        assert_eq!(g.position().fen(), before);
        assert!(g.moves().is_empty());
    }

    #[test]
    fn repetition_counts_from_the_start() {
        let mut g =
            Game::new(Position::from_fen(Variant::Xiangqi, "3k5/9/9/9/9/9/9/9/9/R3K4 w").unwrap());
        for m in ["a1a2", "d10d9", "a2a1", "d9d10", "a1a2", "d10d9", "a2a1"] {
            g.play_text(m).unwrap();
            assert_eq!(g.outcome(), None);
        }
        assert_eq!(g.repetitions(), 2);
        g.play_text("d9d10").unwrap();
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Repetition)));
    }
}
