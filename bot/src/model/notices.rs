//! Who was last told of something by whom, and when: kept in a player's document so that
//! one person cannot have another pinged again and again about challenges, nor announce
//! their vacation to them without end. Entries as old as the interval are dropped when a
//! new one is noted, so the record stays small.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::ids::{Time, UserId};

/// When each person was last told.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Notices(pub BTreeMap<UserId, Time>);

impl Notices {
    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `who` was told less than `interval` seconds before `now`.
    pub fn recent(&self, who: &UserId, now: Time, interval: Time) -> bool {
        self.0
            .get(who)
            .is_some_and(|&at| now < at.saturating_add(interval))
    }

    /// Notes that `who` is told at `now`, dropping the entries `interval` old or older.
    pub fn note(&mut self, who: &UserId, now: Time, interval: Time) {
        self.0.retain(|_, at| now < at.saturating_add(interval));
        self.0.insert(who.clone(), now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_is_recent_for_its_interval_and_dropped_after() {
        let (a, b) = (UserId("a".into()), UserId("b".into()));
        let mut n = Notices::default();
        assert!(!n.recent(&a, 0, 60));
        n.note(&a, 0, 60);
        assert!(n.recent(&a, 59, 60) && !n.recent(&a, 60, 60));
        assert!(!n.recent(&b, 10, 60));
        n.note(&b, 60, 60);
        assert_eq!(
            n.0.keys().collect::<Vec<_>>(),
            [&b],
            "a's is an interval old"
        );
    }
}
