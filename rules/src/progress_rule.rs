//! The no-capture limits: the xiangqi games' move rule as Fairy-Stockfish counts it under
//! the Asian (AXF) rules, and Dark Mini Xiangqi's plain progress clock.

use crate::EndReason;

/// Plies without a capture that draw a xiangqi game when no check moves the limit out.
pub const MOVE_RULE_PLIES: u32 = 100;

/// Checks of one side within the count that do not move the limit out.
const FREE_CHECKS: usize = 10;

/// Plies that must have been played (since the start of the game, Fairy-Stockfish's "since
/// the last null move") before checks move the limit out.
const PLIES_BEFORE_CHECKS_COUNT: usize = 20;

/// A game's no-capture limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProgressRule {
    /// The xiangqi games' move rule under the AXF rules, as Fairy-Stockfish keeps it
    /// (`Position::is_optional_game_end`, the n-move rule with `chasingRule = axf`): 100
    /// plies without a capture draw (`move-rule`), but once at least 20 plies have been
    /// played, each check past the tenth of the side that gave more checks since the last
    /// capture moves the limit out by 2 plies. Looked at before repetition, as
    /// Fairy-Stockfish does.
    Axf,
    /// A plain count (Dark Mini Xiangqi's progress clock, a setting of each game): this
    /// many plies without a capture draw (`progress-clock`). Looked at after repetition.
    Clock(u32),
}

impl ProgressRule {
    /// The plies without a capture that end the game when no check moves the limit out.
    pub fn plies(self) -> u32 {
        match self {
            ProgressRule::Axf => MOVE_RULE_PLIES,
            ProgressRule::Clock(n) => n,
        }
    }

    /// The reason a game it ends has.
    pub fn reason(self) -> EndReason {
        match self {
            ProgressRule::Axf => EndReason::MoveRule,
            ProgressRule::Clock(_) => EndReason::ProgressClock,
        }
    }

    /// Whether it is looked at before a repetition is (when both end the game at the same
    /// ply, its draw is the result).
    pub fn before_repetition(self) -> bool {
        matches!(self, ProgressRule::Axf)
    }

    /// Whether the limit has been reached in a position `halfmoves` plies after the last
    /// capture and `plies` plies after the start of the game (or of the line searched,
    /// after a null move); `in_check(k)` tells whether the side to move was in check `k`
    /// plies back (0: the position itself), for every `k` up to `plies`.
    ///
    /// The AXF count is Fairy-Stockfish's, quirks and all: it looks back over
    /// `min(halfmoves, plies)` positions rounded up to an even count (so an odd window also
    /// takes in the position just after the capture, or the start), the positions an even
    /// number of plies back counting the checks of the side that just moved, the others
    /// those of the side to move.
    pub fn reached(self, halfmoves: u32, plies: usize, in_check: impl Fn(usize) -> bool) -> bool {
        if halfmoves < self.plies() {
            return false;
        }
        if matches!(self, ProgressRule::Clock(_)) || plies < PLIES_BEFORE_CHECKS_COUNT {
            return true;
        }
        let window = (halfmoves as usize).min(plies);
        let last = if window.is_multiple_of(2) {
            window - 1
        } else {
            window
        };
        let (mut by_mover, mut by_side_to_move) = (0usize, 0usize);
        for k in (0..=last).filter(|&k| in_check(k)) {
            if k.is_multiple_of(2) {
                by_mover += 1;
            } else {
                by_side_to_move += 1;
            }
        }
        let extension = 2 * by_mover.max(by_side_to_move).saturating_sub(FREE_CHECKS);
        halfmoves as usize >= self.plies() as usize + extension
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The check flags of positions `k` plies back, from a list with the current first.
    fn flags(list: &[bool]) -> impl Fn(usize) -> bool + '_ {
        move |k| list[k]
    }

    #[test]
    fn a_clock_counts_plies_only() {
        let checks = [true; 200];
        let rule = ProgressRule::Clock(60);
        assert!(!rule.reached(59, 100, flags(&checks)));
        assert!(rule.reached(60, 100, flags(&checks)));
        assert_eq!(rule.reason(), EndReason::ProgressClock);
        assert!(!rule.before_repetition());
        assert_eq!(ProgressRule::Axf.reason(), EndReason::MoveRule);
        assert!(ProgressRule::Axf.before_repetition());
    }

    #[test]
    fn ten_checks_of_a_side_do_not_move_the_limit() {
        // The side that just moved (even k) checked ten times in the last 100 plies.
        let mut checks = [false; 200];
        for k in (0..20).step_by(2) {
            checks[k] = true;
        }
        assert!(!ProgressRule::Axf.reached(99, 150, flags(&checks)));
        assert!(ProgressRule::Axf.reached(100, 150, flags(&checks)));
        // An eleventh moves it out by two plies.
        checks[20] = true;
        assert!(!ProgressRule::Axf.reached(100, 150, flags(&checks)));
        assert!(!ProgressRule::Axf.reached(101, 150, flags(&checks)));
        assert!(ProgressRule::Axf.reached(102, 150, flags(&checks)));
    }

    #[test]
    fn the_side_that_checked_more_decides() {
        let mut checks = [false; 200];
        // The side to move (odd k): 14 checks; the other side: 12.
        for k in (1..28).step_by(2) {
            checks[k] = true;
        }
        for k in (30..54).step_by(2) {
            checks[k] = true;
        }
        assert!(!ProgressRule::Axf.reached(107, 120, flags(&checks)));
        assert!(ProgressRule::Axf.reached(108, 120, flags(&checks)));
    }

    #[test]
    fn checks_before_the_window_do_not_count() {
        // Twenty checks, but all of them before the last capture (k >= 100).
        let mut checks = [false; 200];
        for k in (100..140).step_by(2) {
            checks[k] = true;
        }
        assert!(ProgressRule::Axf.reached(100, 150, flags(&checks)));
        // An odd window (101 plies) reaches back to the position just after the capture
        // (k = 101) and counts a check there: with the ten checks of the last 100 plies
        // that makes eleven, and the limit moves out, where the even window of 100 plies
        // saw ten.
        let mut checks = [false; 200];
        for k in (81..102).step_by(2) {
            checks[k] = true;
        }
        assert_eq!((0..=99).filter(|&k| checks[k]).count(), 10);
        assert_eq!((0..=101).filter(|&k| checks[k]).count(), 11);
        assert!(ProgressRule::Axf.reached(100, 150, flags(&checks)));
        assert!(!ProgressRule::Axf.reached(101, 150, flags(&checks)));
        assert!(ProgressRule::Axf.reached(102, 150, flags(&checks)));
    }

    #[test]
    fn in_the_first_twenty_plies_checks_do_not_count() {
        let checks = [true; 40];
        // While fewer than 20 plies have been played (a game from a position far from its
        // last capture) the limit is reached whatever the checks; from then on they count
        // (at ply 21, eleven of each side's in the odd window of 21 plies).
        assert!(ProgressRule::Axf.reached(101, 19, flags(&checks)));
        assert!(!ProgressRule::Axf.reached(101, 21, flags(&checks)));
        assert!(ProgressRule::Axf.reached(102, 21, flags(&checks)));
    }
}
