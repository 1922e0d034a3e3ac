//! A game's clock, decided in one place: when the side to move must have moved, which
//! reminders fall due before that, and what the clock calls for at a given moment. Pure
//! functions of the stored game and the time: the service's `tick` acts on them, the
//! stores index games by [`GameDoc::next_due`].

use rules::Color;

use super::game::GameDoc;
use super::ids::{DAY, HOUR, Time};

/// Seconds after its turn begins that the engine's move falls due to the clock: the bot
/// plays it at once on its heavy lane, so the clock plays it only when the bot stopped in
/// between (or that lane is minutes behind).
pub const ENGINE_GRACE: Time = 120;

/// What a game's clock calls for at a moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockCall {
    /// Nothing yet (or the game is over).
    Nothing,
    /// The engine is to move and its turn is due: it plays now.
    EngineTurn,
    /// The side to move let the deadline pass: it loses on time.
    Timeout,
    /// These reminders (hours before the deadline) are due and not yet sent.
    Remind(Vec<i64>),
}

impl GameDoc {
    /// The reminders (hours before the deadline) this game's clock sends: 24 h and 1 h,
    /// or only the 1-h one in a 1-day game.
    pub fn reminder_hours(&self) -> &'static [i64] {
        if self.days > 1 { &[24, 1] } else { &[1] }
    }

    /// When the clock must next look at this game: an unsent reminder or the deadline.
    pub fn next_due(&self) -> Option<Time> {
        let deadline = self.deadline.filter(|_| self.is_running())?;
        let reminder = self
            .reminder_hours()
            .iter()
            .filter(|h| !self.reminded.contains(h))
            .map(|h| deadline.saturating_sub(h * HOUR))
            .min();
        Some(reminder.map_or(deadline, |r| r.min(deadline)))
    }

    /// A new deadline for `to_move`, its reminders not yet sent: the days per move for a
    /// person; [`ENGINE_GRACE`] for the engine, whose turn is played right after the move
    /// before it, and by the clock only should the bot have stopped before it did.
    pub fn restart_clock(&mut self, to_move: Color, now: Time) {
        let engine = self.player(to_move).is_engine();
        self.deadline = Some(if engine {
            now + ENGINE_GRACE
        } else {
            now + i64::from(self.days) * DAY
        });
        self.reminded.clear();
    }

    /// What the clock calls for at `now`, with `to_move` to move.
    pub fn clock_call(&self, to_move: Color, now: Time) -> ClockCall {
        let Some(deadline) = self.deadline.filter(|_| self.is_running()) else {
            return ClockCall::Nothing;
        };
        if self.player(to_move).is_engine() {
            return if deadline <= now {
                ClockCall::EngineTurn
            } else {
                ClockCall::Nothing
            };
        }
        if deadline <= now {
            return ClockCall::Timeout;
        }
        let hours: Vec<i64> = self
            .reminder_hours()
            .iter()
            .copied()
            .filter(|h| !self.reminded.contains(h) && deadline.saturating_sub(h * HOUR) <= now)
            .collect();
        if hours.is_empty() {
            ClockCall::Nothing
        } else {
            ClockCall::Remind(hours)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Place, UserId};

    fn game(days: u32) -> GameDoc {
        GameDoc::new(
            1,
            rules::Variant::MiniXiangqi,
            String::new(),
            [UserId("alice".into()), UserId("palace:engine:3".into())],
            Place("#lobby".into()),
            days,
            0,
        )
    }

    #[test]
    fn reminders_then_the_deadline_then_a_timeout() {
        let mut g = game(3);
        g.restart_clock(Color::Red, 0);
        assert_eq!(g.deadline, Some(3 * DAY));
        assert_eq!(g.next_due(), Some(2 * DAY));
        assert_eq!(g.clock_call(Color::Red, DAY), ClockCall::Nothing);
        assert_eq!(
            g.clock_call(Color::Red, 2 * DAY),
            ClockCall::Remind(vec![24])
        );
        g.reminded.push(24);
        assert_eq!(g.next_due(), Some(3 * DAY - HOUR));
        // Both reminders at once when the clock looks late.
        g.reminded.clear();
        assert_eq!(
            g.clock_call(Color::Red, 3 * DAY - 1),
            ClockCall::Remind(vec![24, 1])
        );
        assert_eq!(g.clock_call(Color::Red, 3 * DAY), ClockCall::Timeout);
        g.finished = Some(3 * DAY);
        assert_eq!(g.clock_call(Color::Red, 4 * DAY), ClockCall::Nothing);
        assert_eq!(g.next_due(), None);
    }

    #[test]
    fn a_one_day_game_has_one_reminder_and_the_engine_is_due_after_its_grace() {
        let mut g = game(1);
        assert_eq!(g.reminder_hours(), &[1]);
        g.restart_clock(Color::Black, 100);
        let due = 100 + ENGINE_GRACE;
        assert_eq!(
            g.deadline,
            Some(due),
            "the engine's turn is due to the clock soon"
        );
        assert_eq!(g.clock_call(Color::Black, due), ClockCall::EngineTurn);
        assert_eq!(g.clock_call(Color::Black, due - 1), ClockCall::Nothing);
    }
}
