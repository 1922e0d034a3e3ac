//! A player's vacations (`/vacation`): when they are away, and how much of their yearly
//! allowance is left. Pure functions of the vacations kept in the player's document and
//! the time; what a vacation does to a game's clock is
//! [`crate::model::GameDoc::set_pause_end`].

use serde::{Deserialize, Serialize};

use super::ids::{DAY, Time};

/// The window the allowance counts in: any 365 days.
pub const YEAR: Time = 365 * DAY;

/// The vacation days a year a player has unless the config says otherwise.
pub const DEFAULT_VACATION_DAYS: u32 = 21;

/// One vacation: from when to when (the end moves to the moment they come back early).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Away {
    /// When it began.
    pub from: Time,
    /// When it ends (or ended).
    pub until: Time,
    /// Where the allowance counts it to when they came back early: each day begun is
    /// used (at least one), so that going away and coming back again and again costs
    /// the allowance instead of nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub charged: Option<Time>,
}

impl Away {
    /// The end the allowance counts.
    fn end(&self) -> Time {
        self.charged.unwrap_or(self.until)
    }

    /// The part of it that counts at `now`: what lies within the last [`YEAR`] or later.
    fn counted(&self, now: Time) -> Time {
        (self.end() - self.from.max(now - YEAR)).max(0)
    }
}

/// A player's vacations that still count against the allowance, the latest last.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Vacations(pub Vec<Away>);

/// Why a vacation cannot begin or end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VacationRefusal {
    /// Vacations are turned off on this bot (an allowance of 0 days).
    Off,
    /// More than what is left of the allowance: `left` seconds, of `allowance` days a year.
    TooLong {
        /// Seconds of the allowance left at this moment.
        left: Time,
        /// Days a year.
        allowance: u32,
    },
    /// They are not away.
    NotAway,
}

impl Vacations {
    /// Whether there is none at all.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// When their vacation ends, if they are away at `now`.
    pub fn away_until(&self, now: Time) -> Option<Time> {
        self.0
            .last()
            .filter(|a| a.from <= now && now < a.until)
            .map(|a| a.until)
    }

    /// Seconds of vacation that count against the allowance at `now`: the part of each
    /// vacation within the last [`YEAR`], the rest of a running one included.
    pub fn used(&self, now: Time) -> Time {
        self.0.iter().map(|a| a.counted(now)).sum()
    }

    /// Seconds of the allowance of `allowance` days a year left at `now`.
    pub fn left(&self, now: Time, allowance: u32) -> Time {
        (i64::from(allowance) * DAY - self.used(now)).max(0)
    }

    /// Seconds they may be away from `now` on: the allowance less what they used before
    /// `now` (unlike [`Vacations::left`], the rest of a running vacation is not counted,
    /// since a new `/vacation days:` replaces it).
    pub fn available(&self, now: Time, allowance: u32) -> Time {
        let used: Time = self
            .0
            .iter()
            .map(|a| {
                let end = if a.from <= now && now < a.until {
                    now
                } else {
                    a.end()
                };
                Away {
                    from: a.from,
                    until: end,
                    charged: None,
                }
                .counted(now)
            })
            .sum();
        (i64::from(allowance) * DAY - used).max(0)
    }

    /// Goes away at `now` for `days` days; while away already, or within a day already
    /// charged for a vacation ended early, that vacation is made to end `days` days from
    /// now instead. Refused beyond the allowance, changing nothing.
    pub fn go_away(
        &mut self,
        now: Time,
        days: u32,
        allowance: u32,
    ) -> Result<Time, VacationRefusal> {
        if allowance == 0 {
            return Err(VacationRefusal::Off);
        }
        let until = now + i64::from(days) * DAY;
        let mut next = self.0.clone();
        // Vacations that no longer count are dropped: the document stays small.
        next.retain(|a| a.until > now - YEAR);
        match next.last_mut() {
            Some(a) if a.from <= now && now < a.end() => {
                a.until = until;
                a.charged = None;
            }
            _ => next.push(Away {
                from: now,
                until,
                charged: None,
            }),
        }
        let used: Time = next.iter().map(|a| a.counted(now)).sum();
        if used > i64::from(allowance) * DAY {
            return Err(VacationRefusal::TooLong {
                left: self.available(now, allowance),
                allowance,
            });
        }
        self.0 = next;
        Ok(until)
    }

    /// Comes back at `now`: the vacation ends, and the days of it not begun are theirs
    /// again (each day begun is used, at least one). Returns how long they were away.
    pub fn come_back(&mut self, now: Time) -> Result<Time, VacationRefusal> {
        self.away_until(now).ok_or(VacationRefusal::NotAway)?;
        let a = self.0.last_mut().expect("away");
        let days_begun = ((now - a.from + DAY - 1) / DAY).max(1);
        a.charged = Some((a.from + days_begun * DAY).min(a.until));
        a.until = now;
        Ok(now - a.from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{PlayerDoc, UserId};

    fn player() -> Vacations {
        Vacations::default()
    }

    #[test]
    fn a_vacation_counts_against_the_allowance_and_an_early_return_gives_the_rest_back() {
        let mut p = player();
        assert_eq!(p.away_until(0), None);
        assert_eq!(p.go_away(0, 7, 21), Ok(7 * DAY));
        assert_eq!(p.away_until(0), Some(7 * DAY));
        assert_eq!(p.away_until(7 * DAY - 1), Some(7 * DAY));
        assert_eq!(p.away_until(7 * DAY), None, "over at its end");
        assert_eq!(p.left(DAY, 21), 14 * DAY, "the planned rest counts");
        // Back after two days: five days are theirs again.
        assert_eq!(p.come_back(2 * DAY), Ok(2 * DAY));
        assert_eq!(p.away_until(2 * DAY), None);
        assert_eq!(p.left(2 * DAY, 21), 19 * DAY);
        assert_eq!(p.come_back(3 * DAY), Err(VacationRefusal::NotAway));
        // More than is left: refused, nothing changes.
        let before = p.clone();
        assert_eq!(
            p.go_away(3 * DAY, 20, 21),
            Err(VacationRefusal::TooLong {
                left: 19 * DAY,
                allowance: 21
            })
        );
        assert_eq!(p, before);
        assert_eq!(p.go_away(3 * DAY, 19, 21), Ok(22 * DAY));
        assert_eq!(p.left(3 * DAY, 21), 0);
        // A year after the first, it no longer counts, and it is dropped at the next one.
        let later = 2 * DAY + YEAR;
        assert_eq!(p.left(later, 21), 2 * DAY);
        assert_eq!(p.go_away(22 * DAY + YEAR, 21, 21), Ok(43 * DAY + YEAR));
        assert_eq!(p.0.len(), 1);
    }

    #[test]
    fn coming_back_early_uses_each_day_begun() {
        let mut p = player();
        // Away and back a minute later, again and again: a day each time.
        let mut now = 0;
        for k in 1..=3 {
            p.go_away(now, 10, 21).unwrap();
            assert_eq!(p.come_back(now + 60), Ok(60));
            assert_eq!(p.away_until(now + 60), None, "back at once");
            assert_eq!(p.left(now + 60, 21), (21 - k) * DAY, "round {k}");
            now += DAY;
        }
        // Going away again within the day already charged is that same vacation.
        now -= DAY;
        p.go_away(now + 120, 1, 21).unwrap();
        assert_eq!(p.0.len(), 3);
        assert_eq!(p.left(now + 120, 21), 18 * DAY - 120);
        // Back on its second day: no more than it was planned to take.
        assert_eq!(p.come_back(now + DAY + 1), Ok(DAY + 1));
        assert_eq!(p.left(now + DAY + 1, 21), 18 * DAY - 120);
        // A day begun of a vacation of one day costs that day, no more.
        let mut q = player();
        q.go_away(0, 1, 21).unwrap();
        q.come_back(5).unwrap();
        assert_eq!(q.left(5, 21), 20 * DAY);
        assert_eq!(q.available(5, 21), 20 * DAY);
    }

    #[test]
    fn going_away_again_while_away_moves_the_end() {
        let mut p = player();
        p.go_away(0, 3, 21).unwrap();
        // Longer, counted once, not as a second vacation.
        assert_eq!(p.go_away(DAY, 10, 21), Ok(11 * DAY));
        assert_eq!(
            p.0,
            vec![Away {
                from: 0,
                until: 11 * DAY,
                charged: None,
            }]
        );
        assert_eq!(p.left(DAY, 21), 10 * DAY);
        // Shorter.
        assert_eq!(p.go_away(2 * DAY, 1, 21), Ok(3 * DAY));
        assert_eq!(p.left(2 * DAY, 21), 18 * DAY);
        // Beyond the allowance, counting what was already used: 19 days from now at most.
        assert_eq!(p.available(2 * DAY, 21), 19 * DAY);
        assert_eq!(
            p.go_away(2 * DAY, 20, 21),
            Err(VacationRefusal::TooLong {
                left: 19 * DAY,
                allowance: 21
            })
        );
        assert_eq!(p.go_away(0, 1, 0), Err(VacationRefusal::Off));
    }

    #[test]
    fn documents_from_before_vacations_have_none() {
        let doc: PlayerDoc = serde_json::from_str(r#"{"id":"a","name":"A"}"#).unwrap();
        assert!(doc.vacations.is_empty());
        let mut p = PlayerDoc::new(&UserId("alice".into()), "alice");
        p.vacations.go_away(5, 1, 21).unwrap();
        let text = serde_json::to_string(&p).unwrap();
        assert!(
            text.contains(r#""vacations":[{"from":5,"until":86405}]"#),
            "{text}"
        );
        let back: PlayerDoc = serde_json::from_str(&text).unwrap();
        assert_eq!(back, p);
    }
}
