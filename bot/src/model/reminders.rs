//! The times before a deadline when a player is reminded of their move
//! (`/settings remind:24h,2h`), and the durations they are written in.

use super::ids::{DAY, HOUR, Time};

/// The most reminder times a player may choose.
pub const MAX_REMINDERS: usize = 5;

/// The earliest a reminder may come before a deadline: a correspondence game gives at most
/// 30 days a move.
pub const LONGEST_REMINDER: Time = 30 * DAY;

/// The reminders of a game with `days` per move for a player who chose none: 24 h and 1 h
/// before the deadline, or only the 1-h one in a 1-day game.
pub fn default_reminders(days: u32) -> Vec<Time> {
    if days > 1 {
        vec![24 * HOUR, HOUR]
    } else {
        vec![HOUR]
    }
}

/// `2d`, `5h`, `30m`, `1d12h`, `90s` in seconds (none for anything else, or an overflow).
pub fn parse_duration(text: &str) -> Option<i64> {
    let mut total = 0i64;
    let mut number = String::new();
    let mut any = false;
    for c in text.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let n: i64 = number.parse().ok()?;
        number.clear();
        let unit = match c {
            'd' => 86400,
            'h' => 3600,
            'm' => 60,
            's' => 1,
            _ => return None,
        };
        total = total.checked_add(n.checked_mul(unit)?)?;
        any = true;
    }
    (number.is_empty() && any).then_some(total)
}

/// A duration as `parse_duration` reads it, shortest form: `1d12h`, `2h`, `30m`, `0m`.
pub fn short_duration(seconds: Time) -> String {
    let mut out = String::new();
    let mut left = seconds.max(0);
    for (unit, letter) in [(DAY, 'd'), (HOUR, 'h'), (60, 'm'), (1, 's')] {
        if left >= unit {
            out.push_str(&format!("{}{letter}", left / unit));
            left %= unit;
        }
    }
    if out.is_empty() {
        out.push_str("0m");
    }
    out
}

/// Why reminder times cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReminderError {
    /// A part is no time (as written).
    NotATime(String),
    /// A time outside a minute to 30 days (as written).
    OutOfRange(String),
    /// No time at all.
    Empty,
    /// More than [`MAX_REMINDERS`] (how many were given).
    TooMany(usize),
}

/// What `remind:` says: `off` (none), `default`, or times like `24h,2h` (also separated by
/// spaces), each from a minute to 30 days before the deadline, at most five. The times
/// come back latest first, without repeats; `None` stands for the default.
pub fn parse_reminders(text: &str) -> Result<Option<Vec<Time>>, ReminderError> {
    let text = text.trim().to_ascii_lowercase();
    match text.as_str() {
        "off" | "none" => return Ok(Some(Vec::new())),
        "default" => return Ok(None),
        _ => {}
    }
    let mut times = Vec::new();
    for part in text.split([',', ' ']).filter(|p| !p.is_empty()) {
        let Some(t) = parse_duration(part) else {
            return Err(ReminderError::NotATime(part.to_owned()));
        };
        if !(60..=LONGEST_REMINDER).contains(&t) {
            return Err(ReminderError::OutOfRange(part.to_owned()));
        }
        times.push(t);
    }
    if times.is_empty() {
        return Err(ReminderError::Empty);
    }
    times.sort_unstable_by(|a, b| b.cmp(a));
    times.dedup();
    if times.len() > MAX_REMINDERS {
        return Err(ReminderError::TooMany(times.len()));
    }
    Ok(Some(times))
}

/// Reminder times as `/settings` shows them: `24h, 2h`, or `none`.
pub fn reminders_text(times: &[Time]) -> String {
    if times.is_empty() {
        return "none".to_owned();
    }
    times
        .iter()
        .map(|&t| short_duration(t))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_and_write_back() {
        for (text, secs) in [
            ("2d", 2 * DAY),
            ("1d12h", DAY + 12 * HOUR),
            ("30m", 1800),
            ("90s", 90),
        ] {
            assert_eq!(parse_duration(text), Some(secs), "{text}");
        }
        for bad in ["", "5", "h", "5x", "-5h", "99999999999999999999d"] {
            assert_eq!(parse_duration(bad), None, "{bad}");
        }
        assert_eq!(short_duration(DAY + 12 * HOUR), "1d12h");
        assert_eq!(short_duration(2 * HOUR), "2h");
        assert_eq!(short_duration(90), "1m30s");
        assert_eq!(
            parse_duration(&short_duration(3 * DAY + 61)),
            Some(3 * DAY + 61)
        );
    }

    #[test]
    fn reminder_settings_are_checked_and_kept_latest_first() {
        assert_eq!(
            parse_reminders("2h,24h"),
            Ok(Some(vec![24 * HOUR, 2 * HOUR]))
        );
        assert_eq!(parse_reminders(" 1d 1d 30m "), Ok(Some(vec![DAY, 1800])));
        assert_eq!(parse_reminders("OFF"), Ok(Some(Vec::new())));
        assert_eq!(parse_reminders("default"), Ok(None));
        for (bad, error) in [
            ("soon", ReminderError::NotATime("soon".into())),
            ("30s", ReminderError::OutOfRange("30s".into())),
            ("31d", ReminderError::OutOfRange("31d".into())),
            ("1h,2h,3h,4h,5h,6h", ReminderError::TooMany(6)),
            (",", ReminderError::Empty),
        ] {
            assert_eq!(parse_reminders(bad), Err(error), "{bad}");
        }
        assert_eq!(reminders_text(&[DAY, 1800]), "1d, 30m");
        assert_eq!(reminders_text(&[]), "none");
        assert_eq!(default_reminders(3), vec![DAY, HOUR]);
        assert_eq!(default_reminders(1), vec![HOUR]);
    }
}
