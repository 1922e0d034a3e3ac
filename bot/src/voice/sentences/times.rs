//! How Palace writes times: a duration left, a moment, who is away until when.

use crate::model::Time;
use crate::voice::catalogue::t;

/// The time left before a deadline as a reminder says it, counted in started minutes: the
/// clock looks at the games every `clock_seconds` (a minute by default), so a reminder
/// chosen for 2 days before the deadline goes out up to a minute after it fell due, and
/// says "2 d 0 h left", not "1 d 23 h".
pub(crate) fn time_left(seconds: i64) -> String {
    duration((seconds + 59).div_euclid(60) * 60)
}

/// `2 d 5 h`, `3 h 10 min`, `12 min`, or `no time`.
pub(crate) fn duration(seconds: i64) -> String {
    if seconds <= 0 {
        return t!("duration-none");
    }
    let (d, h, m) = (seconds / 86400, seconds % 86400 / 3600, seconds % 3600 / 60);
    let n = |x: i64| x.to_string();
    match (d, h) {
        (0, 0) => t!("duration-minutes", minutes = n(m.max(1))),
        (0, h) => t!("duration-hours", hours = n(h), minutes = n(m)),
        (d, h) => t!("duration-days", days = n(d), hours = n(h)),
    }
}

/// A moment as `2026.12.03 07:12 UTC`.
pub(crate) fn moment(t: Time) -> String {
    let s = t.rem_euclid(86400);
    format!(
        "{} {:02}:{:02} UTC",
        crate::model::date(t),
        s / 3600,
        s % 3600 / 60
    )
}

/// `alice away until 2026.12.03 07:12 UTC (6 d 23 h more)`.
pub(crate) fn away(name: &str, until: Time, left: i64) -> String {
    t!(
        "away",
        name = name,
        until = moment(until),
        left = duration(left)
    )
}

/// `2 days 5 hours`, `1 minute 30 seconds`, `no time`: a span of the clock in full words.
fn span(seconds: i64) -> String {
    let parts = [
        (seconds / 86_400, "span-days"),
        (seconds % 86_400 / 3600, "span-hours"),
        (seconds % 3600 / 60, "span-minutes"),
        (seconds % 60, "span-seconds"),
    ];
    let shown: Vec<String> = parts
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|&(n, id)| t!(id, n = n as u64))
        .collect();
    if shown.is_empty() {
        t!("duration-none")
    } else {
        shown.join(" ")
    }
}

/// `the clock moved 2 days: 1 reminder sent, no game timed out` (and the challenges that
/// expired, if any).
pub(crate) fn clock_moved(
    seconds: i64,
    reminders: usize,
    timeouts: usize,
    expired: usize,
) -> String {
    let mut done = vec![
        t!("clock-reminders", n = reminders),
        t!("clock-timeouts", n = timeouts),
    ];
    if expired > 0 {
        done.push(t!("clock-expired", n = expired));
    }
    t!(
        "clock-moved",
        span = span(seconds),
        done = done.join(&t!("list-comma"))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_left_counts_started_minutes() {
        assert_eq!(time_left(2 * 86_400), "2 d 0 h");
        assert_eq!(time_left(2 * 86_400 - 59), "2 d 0 h");
        assert_eq!(time_left(2 * 86_400 - 60), "1 d 23 h");
        assert_eq!(time_left(3600 - 1), "1 h 0 min");
        assert_eq!(time_left(61), "2 min");
        assert_eq!(time_left(0), "no time");
    }

    #[test]
    fn moments_and_absences() {
        assert_eq!(
            moment(1_795_392_000 + 7 * 3600 + 12 * 60 + 59),
            "2026.11.23 07:12 UTC"
        );
        assert_eq!(
            away("alice", 1_795_392_000, 6 * 86_400 + 23 * 3600),
            "alice away until 2026.11.23 00:00 UTC (6 d 23 h more)"
        );
    }
}
