//! Dark Mini Xiangqi in the shared [`Game`](crate::Game) layer.

use super::position::{DarkMoveError, Position};
use crate::xiangqi::{FenError, Move};
use crate::{Color, EndReason, Outcome, ProgressRule, Rules, Variant};

impl Rules for Position {
    type Move = Move;
    type MoveList = crate::xiangqi::MoveList;
    type MoveError = DarkMoveError;
    type FenError = FenError;

    crate::game::forward_vocabulary!();

    fn written(&self, m: Move, _last: Option<Move>) -> crate::Written {
        Position::written(self, m)
    }

    fn from_fen(variant: Variant, fen: &str) -> Result<Self, FenError> {
        Position::check_variant(variant).map_err(FenError::WrongVariant)?;
        Position::from_fen(fen)
    }

    fn same_repetition_state(&self, other: &Self) -> bool {
        self == other
    }

    fn repetition_limit(&self) -> usize {
        3
    }

    fn judge_repetition(_: &[Self], _: &[Move]) -> Outcome {
        Outcome::draw(EndReason::Repetition)
    }

    /// A captured general loses; then a side to move without a move loses.
    fn terminal_outcome(&self) -> Option<Outcome> {
        for color in Color::ALL {
            if self.general(color).is_none() {
                return Some(Outcome::loss(color, EndReason::GeneralCaptured));
            }
        }
        if self.legal_moves().is_empty() {
            return Some(Outcome::loss(self.turn(), EndReason::Immobilized));
        }
        None
    }

    /// There is no check in the dark variant.
    fn is_check(&self) -> bool {
        false
    }

    /// The progress clock, 60 plies unless the game sets its own.
    fn default_progress_rule(&self) -> Option<ProgressRule> {
        Some(ProgressRule::Clock(60))
    }
}

/// The end of a dark game, and rejections that reveal nothing.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;

    fn game(fen: &str) -> Game<Position> {
        Game::new(Position::from_fen(fen).unwrap())
    }

    #[test]
    fn capturing_the_general_wins() {
        // The generals face each other: Red takes the black general across the file.
        let mut g = game("7/3k3/7/7/7/7/3K3 w - - 0 1");
        assert!(
            g.position()
                .legal_moves()
                .iter()
                .any(|m| m.to_string() == "d1d6")
        );
        g.play_text("d1d6").unwrap();
        assert_eq!(
            g.outcome(),
            Some(Outcome::win(Color::Red, EndReason::GeneralCaptured))
        );
    }

    #[test]
    fn moving_into_danger_is_allowed_and_can_lose_the_general() {
        // Red steps next to a black chariot; Black takes the general.
        let mut g = game("3k3/7/7/7/7/4r2/2K4 w - - 0 1");
        g.play_text("c1d1").unwrap();
        assert_eq!(g.outcome(), None);
        g.play_text("e2e1").unwrap();
        assert_eq!(g.outcome(), None);
        g.play_text("d1d2").unwrap();
        g.play_text("e1e2").unwrap();
        g.play_text("d2d3").unwrap();
        g.play_text("e2d2").unwrap();
        assert_eq!(g.outcome(), None);
        g.play_text("d3e3").unwrap();
        g.play_text("d2d1").unwrap();
        g.play_text("e3e2").unwrap();
        g.play_text("d1e1").unwrap();
        assert_eq!(
            g.outcome(),
            None,
            "the general on e2 is attacked, not captured"
        );
        g.play_text("e2d2").unwrap();
        g.play_text("e1d1").unwrap();
        g.play_text("d2d3").unwrap();
        g.play_text("d1d3").unwrap();
        assert_eq!(
            g.outcome(),
            Some(Outcome::win(Color::Black, EndReason::GeneralCaptured))
        );
    }

    #[test]
    fn immobilized_side_loses() {
        let g = game("PPPPPRR/4kNN/5pn/7/2p4/1pCp3/2KCp2 w - - 0 1");
        assert!(g.position().legal_moves().is_empty());
        assert_eq!(
            g.outcome(),
            Some(Outcome::win(Color::Black, EndReason::Immobilized))
        );
    }

    #[test]
    fn third_repetition_is_a_draw_even_with_checks() {
        let mut g = game("3k3/7/7/7/7/7/R1K4 w - - 0 1");
        for m in ["a1a7", "d7e7", "a7a1", "e7d7", "a1a7", "d7e7", "a7a1"] {
            g.play_text(m).unwrap();
            assert_eq!(g.outcome(), None, "{m}");
        }
        g.play_text("e7d7").unwrap();
        assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Repetition)));
    }

    #[test]
    fn progress_clock_draws_after_sixty_quiet_plies() {
        let mut g = game("3k3/7/7/7/7/7/R1K4 w - - 58 30");
        g.play_text("a1a2").unwrap();
        assert_eq!(g.outcome(), None);
        g.play_text("d7e7").unwrap();
        assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::ProgressClock)));
    }

    #[test]
    fn progress_clock_is_a_per_game_setting_and_soldier_moves_do_not_reset_it() {
        let start = Position::from_fen("3k3/7/7/7/7/P6/2K4 w - - 0 1").unwrap();
        let mut g = Game::with_progress_rule(start, Some(ProgressRule::Clock(4)));
        for m in ["a2a3", "d7e7", "a3a4"] {
            g.play_text(m).unwrap();
            assert_eq!(g.outcome(), None);
        }
        g.play_text("e7d7").unwrap();
        assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::ProgressClock)));
    }

    #[test]
    fn captures_reset_the_progress_clock() {
        let mut g = game("3k3/7/7/r6/7/7/R1K4 w - - 58 30");
        g.play_text("a1a4").unwrap();
        assert_eq!(g.outcome(), None);
        assert_eq!(g.position().halfmoves(), 0);
    }
}
