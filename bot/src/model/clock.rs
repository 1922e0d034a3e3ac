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
    /// them sent yet: the days per move for a person, counted from when the clock runs
    /// again if it is stopped; [`ENGINE_GRACE`] for the engine, whose turn is played right
    /// after the move before it, and by the clock only should the bot have stopped before
    /// it did.
    pub fn restart_clock(&mut self, to_move: Color, now: Time, remind: Option<Vec<Time>>) {
        let engine = self.player(to_move).is_engine();
        self.deadline = Some(if engine {
            now + ENGINE_GRACE
        } else {
            // A turn that begins while a player is away begins when the clock runs again.
            self.stopped_until(now).unwrap_or(now) + i64::from(self.days) * DAY
        });
        self.remind = remind;
        self.reminded.clear();
        self.reminded_hours.clear();
    }

    /// Until when the clock is stopped at `now` because a player is away, if it is.
    pub fn stopped_until(&self, now: Time) -> Option<Time> {
        self.paused_until.filter(|&p| p > now && self.is_running())
    }

    /// The clock is to stay stopped until `end`: the latest return of the players away at
    /// `now`, or `now` (or earlier) when none is. The deadline of a person to move moves by
    /// as much as the stop grows or shrinks, so that the time they have is what it was when
    /// the stop began, however often either player leaves or comes back early. A deadline
    /// already past stays (the timeout stands), and the engine's turn is never stopped:
    /// it plays at once.
    pub fn set_pause_end(&mut self, to_move: Color, end: Time, now: Time) {
        if !self.is_running() {
            return;
        }
        let end = end.max(now);
        let before = self.stopped_until(now).unwrap_or(now);
        if let Some(deadline) = self.deadline.filter(|&d| d > now)
            && !self.player(to_move).is_engine()
        {
            self.deadline = Some(deadline + (end - before));
        }
        self.paused_until = (end > now).then_some(end);
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
    fn a_stopped_clock_keeps_the_time_left_however_the_stop_grows_or_shrinks() {
        let mut g = game(3);
        g.restart_clock(Color::Red, 0, None);
        // A day into the turn, alice goes away for 5 days: 2 days left when she is back.
        g.set_pause_end(Color::Red, 6 * DAY, DAY);
        assert_eq!(g.deadline, Some(8 * DAY));
        assert_eq!(g.stopped_until(DAY), Some(6 * DAY));
        assert_eq!(g.stopped_until(6 * DAY), None);
        // Nothing falls due while she is away: the 24-h reminder a day before the deadline.
        assert_eq!(g.next_due(), Some(7 * DAY));
        assert_eq!(g.clock_call(Color::Red, 6 * DAY), ClockCall::Nothing);
        // Her opponent leaves too, until day 9: the stop grows by 3 days, not by their 7.
        g.set_pause_end(Color::Red, 9 * DAY, 2 * DAY);
        assert_eq!(g.deadline, Some(11 * DAY));
        // He comes back on day 4; she is still away until 6: the stop shrinks to hers.
        g.set_pause_end(Color::Red, 6 * DAY, 4 * DAY);
        assert_eq!(g.deadline, Some(8 * DAY));
        // She comes back early on day 5: 2 days from then.
        g.set_pause_end(Color::Red, 5 * DAY, 5 * DAY);
        assert_eq!(g.deadline, Some(7 * DAY));
        assert_eq!(g.paused_until, None);
        assert_eq!(g.clock_call(Color::Red, 7 * DAY), ClockCall::Timeout);
    }

    #[test]
    fn a_turn_that_begins_while_the_clock_is_stopped_begins_when_it_runs_again() {
        let mut g = game(3);
        // The human is away while the engine is to move: the engine's turn is not
        // stopped, and the human's next turn begins when they are back.
        g.restart_clock(Color::Black, 0, None);
        assert_eq!(g.deadline, Some(ENGINE_GRACE));
        g.set_pause_end(Color::Black, 10 * DAY, 0);
        assert_eq!(g.deadline, Some(ENGINE_GRACE), "the engine plays at once");
        g.restart_clock(Color::Red, DAY, None);
        assert_eq!(g.deadline, Some(13 * DAY));
        // A deadline already past is not moved: the timeout stands.
        let mut late = game(1);
        late.restart_clock(Color::Red, 0, None);
        late.set_pause_end(Color::Red, 5 * DAY, DAY);
        assert_eq!(late.deadline, Some(DAY));
        assert_eq!(late.clock_call(Color::Red, DAY), ClockCall::Timeout);
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
