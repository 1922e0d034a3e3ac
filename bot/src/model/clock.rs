//! A game's clock, decided in one place: when the side to move must have moved, which
//! reminders fall due before that, and what the clock calls for at a given moment. Pure
//! functions of the stored game and the time: the service's `tick` acts on them, the
//! stores index games by [`GameDoc::next_due`].

use rules::Color;

use super::game::GameDoc;
use super::ids::{DAY, HOUR, Time};
use super::reminders::default_reminders;

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
    /// These reminders (seconds before the deadline) are due and not yet sent.
    Remind(Vec<Time>),
}

impl GameDoc {
    /// The reminders (seconds before the deadline) the side to move gets this turn: the
    /// times they chose ([`GameDoc::remind`]) or the default, leaving out any that would
    /// come before the turn has begun.
    pub fn reminder_times(&self) -> Vec<Time> {
        let turn = i64::from(self.days) * DAY;
        self.remind
            .clone()
            .unwrap_or_else(|| default_reminders(self.days))
            .into_iter()
            .filter(|&t| t > 0 && t < turn)
            .collect()
    }

    /// Whether the reminder `t` seconds before this deadline has been sent (also as
    /// documents from before chosen reminders recorded it, in hours).
    fn reminder_sent(&self, t: Time) -> bool {
        self.reminded.contains(&t) || (t % HOUR == 0 && self.reminded_hours.contains(&(t / HOUR)))
    }

    /// When the clock must next look at this game: an unsent reminder or the deadline.
    pub fn next_due(&self) -> Option<Time> {
        let deadline = self.deadline.filter(|_| self.is_running())?;
        let reminder = self
            .reminder_times()
            .into_iter()
            .filter(|&t| !self.reminder_sent(t))
            .map(|t| deadline.saturating_sub(t))
            .min();
        Some(reminder.map_or(deadline, |r| r.min(deadline)))
    }

    /// A new deadline for `to_move`, who is reminded at `remind` (their setting), none of
    /// them sent yet: the days per move for a person; [`ENGINE_GRACE`] for the engine, whose
    /// turn is played right after the move before it, and by the clock only should the bot
    /// have stopped before it did.
    pub fn restart_clock(&mut self, to_move: Color, now: Time, remind: Option<Vec<Time>>) {
        let engine = self.player(to_move).is_engine();
        self.deadline = Some(if engine {
            now + ENGINE_GRACE
        } else {
            now + i64::from(self.days) * DAY
        });
        self.remind = remind;
        self.reminded.clear();
        self.reminded_hours.clear();
    }

    /// The side to move now chooses to be reminded at `remind`: the times already past at
    /// `now` count as sent, so that a new choice never sends a late reminder at once.
    pub fn change_reminders(&mut self, remind: Option<Vec<Time>>, now: Time) {
        self.remind = remind;
        let Some(deadline) = self.deadline else {
            return;
        };
        for t in self.reminder_times() {
            if deadline.saturating_sub(t) <= now && !self.reminder_sent(t) {
                self.reminded.push(t);
            }
        }
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
        let due: Vec<Time> = self
            .reminder_times()
            .into_iter()
            .filter(|&t| !self.reminder_sent(t) && deadline.saturating_sub(t) <= now)
            .collect();
        if due.is_empty() {
            ClockCall::Nothing
        } else {
            ClockCall::Remind(due)
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
        g.restart_clock(Color::Red, 0, None);
        assert_eq!(g.deadline, Some(3 * DAY));
        assert_eq!(g.next_due(), Some(2 * DAY));
        assert_eq!(g.clock_call(Color::Red, DAY), ClockCall::Nothing);
        assert_eq!(
            g.clock_call(Color::Red, 2 * DAY),
            ClockCall::Remind(vec![24 * HOUR])
        );
        g.reminded.push(24 * HOUR);
        assert_eq!(g.next_due(), Some(3 * DAY - HOUR));
        // Both reminders at once when the clock looks late.
        g.reminded.clear();
        assert_eq!(
            g.clock_call(Color::Red, 3 * DAY - 1),
            ClockCall::Remind(vec![24 * HOUR, HOUR])
        );
        assert_eq!(g.clock_call(Color::Red, 3 * DAY), ClockCall::Timeout);
        g.finished = Some(3 * DAY);
        assert_eq!(g.clock_call(Color::Red, 4 * DAY), ClockCall::Nothing);
        assert_eq!(g.next_due(), None);
    }

    #[test]
    fn a_one_day_game_has_one_reminder_and_the_engine_is_due_after_its_grace() {
        let mut g = game(1);
        assert_eq!(g.reminder_times(), vec![HOUR]);
        g.restart_clock(Color::Black, 100, None);
        let due = 100 + ENGINE_GRACE;
        assert_eq!(
            g.deadline,
            Some(due),
            "the engine's turn is due to the clock soon"
        );
        assert_eq!(g.clock_call(Color::Black, due), ClockCall::EngineTurn);
        assert_eq!(g.clock_call(Color::Black, due - 1), ClockCall::Nothing);
    }

    #[test]
    fn chosen_reminders_replace_the_default_and_a_change_sends_nothing_late() {
        let mut g = game(3);
        g.restart_clock(Color::Red, 0, Some(vec![2 * DAY, 2 * HOUR]));
        assert_eq!(g.next_due(), Some(DAY));
        assert_eq!(
            g.clock_call(Color::Red, DAY),
            ClockCall::Remind(vec![2 * DAY])
        );
        g.reminded.push(2 * DAY);
        assert_eq!(g.next_due(), Some(3 * DAY - 2 * HOUR));
        // Longer than the turn itself: left out.
        g.restart_clock(Color::Red, 0, Some(vec![4 * DAY, HOUR]));
        assert_eq!(g.reminder_times(), vec![HOUR]);
        // Off: only the deadline.
        g.restart_clock(Color::Red, 0, Some(Vec::new()));
        assert_eq!(g.next_due(), Some(3 * DAY));
        assert_eq!(g.clock_call(Color::Red, 3 * DAY - 1), ClockCall::Nothing);
        // Chosen at 2 days into the turn: 2 days before is past and counts as sent.
        g.change_reminders(Some(vec![2 * DAY, 12 * HOUR]), 2 * DAY);
        assert_eq!(g.reminded, vec![2 * DAY]);
        assert_eq!(g.next_due(), Some(3 * DAY - 12 * HOUR));
    }

    #[test]
    fn reminders_sent_before_they_were_counted_in_seconds_are_not_sent_again() {
        let mut g = game(3);
        g.restart_clock(Color::Red, 0, None);
        // A document from before: the 24-h reminder sent, in hours.
        let mut stored = serde_json::to_value(&g).unwrap();
        stored["reminded"] = serde_json::json!([24]);
        let old: GameDoc = serde_json::from_value(stored).unwrap();
        assert_eq!(old.reminded_hours, vec![24]);
        assert_eq!(old.clock_call(Color::Red, 2 * DAY), ClockCall::Nothing);
        assert_eq!(old.next_due(), Some(3 * DAY - HOUR));
        let mut next = old.clone();
        next.restart_clock(Color::Black, 3 * DAY, None);
        let written = serde_json::to_value(&next).unwrap();
        assert!(written.get("reminded").is_none(), "{written}");
    }
}
