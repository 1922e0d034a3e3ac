//! How long a search may run, and the playing levels.

use std::time::Duration;

/// Limits of one search; every limit given applies (the first one reached stops it).
/// With none, the search runs to the engine's maximum depth or until stopped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Nodes to visit at most.
    pub nodes: Option<u64>,
    /// Wall-clock time for the move.
    pub movetime: Option<Duration>,
}

impl Limits {
    /// A fixed-depth search.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// A search of at most `nodes` nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// A search of `time` per move.
    pub fn movetime(time: Duration) -> Limits {
        Limits {
            movetime: Some(time),
            ..Limits::default()
        }
    }

    /// Whether no limit is set (the search runs until stopped).
    pub fn is_infinite(&self) -> bool {
        self.depth.is_none() && self.nodes.is_none() && self.movetime.is_none()
    }

    /// Both sets of limits at once: the tighter of each.
    pub fn min(self, other: Limits) -> Limits {
        fn pick<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
            match (a, b) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            }
        }
        Limits {
            depth: pick(self.depth, other.depth),
            nodes: pick(self.nodes, other.nodes),
            movetime: pick(self.movetime, other.movetime),
        }
    }
}

/// A playing level from 1 (beginner) to 8 (full strength).
///
/// Low levels search shallowly and add a deterministic, seeded noise to the evaluation;
/// level 8 searches without noise for its thinking time ([`Level::DEFAULT_THINK`], or
/// what [`Level::limits_thinking`] is given: a correspondence game may give it seconds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(8);

    /// The level `n`, if it is in `1..=8`.
    pub fn new(n: u8) -> Option<Level> {
        (1..=8).contains(&n).then_some(Level(n))
    }

    /// The number, 1..=8.
    pub fn get(self) -> u8 {
        self.0
    }

    /// Level 8's thinking time unless told otherwise.
    pub const DEFAULT_THINK: Duration = Duration::from_secs(1);

    /// What a search at this level may spend, level 8 thinking for `think`.
    pub fn limits_thinking(self, think: Duration) -> Limits {
        if self == Level::MAX {
            Limits::movetime(think)
        } else {
            self.limits()
        }
    }

    /// What a search at this level may spend (level 8: [`Level::DEFAULT_THINK`]).
    pub fn limits(self) -> Limits {
        let (depth, nodes, ms) = match self.0 {
            1 => (Some(1), Some(2_000), None),
            2 => (Some(2), Some(5_000), None),
            3 => (Some(2), Some(20_000), None),
            4 => (Some(3), Some(50_000), None),
            5 => (Some(4), Some(150_000), None),
            6 => (Some(6), Some(500_000), Some(300)),
            7 => (None, None, Some(500)),
            _ => (None, None, Some(Self::DEFAULT_THINK.as_millis() as u64)),
        };
        Limits {
            depth,
            nodes,
            movetime: ms.map(Duration::from_millis),
        }
    }

    /// About how many Elo this level plays below level 8 at its default thinking time
    /// (0 for level 8), rounded to tens: the levels' ladder in Mini Xiangqi, each level
    /// against the next, 20 games a step from 4 random opening plies
    /// (`examples/levels.rs`, `engine/match/results/ladder-minixiangqi.txt`). Each step is
    /// known to within about ±150 Elo.
    pub fn elo_below_max(self) -> u32 {
        const BELOW: [u32; 8] = [1220, 1040, 920, 740, 580, 330, 50, 0];
        BELOW[usize::from(self.0) - 1]
    }

    /// The largest evaluation noise at this level, in centipawns (0 at full strength).
    pub fn noise(self) -> i32 {
        match self.0 {
            1 => 250,
            2 => 150,
            3 => 90,
            4 => 50,
            5 => 25,
            6 => 10,
            _ => 0,
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_grow_stronger() {
        assert_eq!(Level::new(0), None);
        assert_eq!(Level::new(9), None);
        let mut last_noise = i32::MAX;
        for n in 1..=8 {
            let level = Level::new(n).unwrap();
            assert!(level.noise() <= last_noise);
            last_noise = level.noise();
            assert!(!level.limits().is_infinite());
        }
        assert_eq!(Level::MAX.noise(), 0);
    }

    #[test]
    fn the_ladder_falls_to_level_8() {
        let below: Vec<u32> = (1..=8)
            .map(|n| Level::new(n).unwrap().elo_below_max())
            .collect();
        assert!(below.windows(2).all(|w| w[0] > w[1]), "{below:?}");
        assert_eq!(Level::MAX.elo_below_max(), 0);
    }

    #[test]
    fn only_level_8_takes_the_thinking_time() {
        let think = Duration::from_secs(7);
        assert_eq!(Level::MAX.limits_thinking(think).movetime, Some(think));
        assert_eq!(Level::MAX.limits().movetime, Some(Level::DEFAULT_THINK));
        for n in 1..8 {
            let level = Level::new(n).unwrap();
            assert_eq!(level.limits_thinking(think), level.limits());
        }
    }

    #[test]
    fn min_takes_the_tighter_limit() {
        let a = Limits::depth(5).min(Limits::nodes(100));
        assert_eq!((a.depth, a.nodes, a.movetime), (Some(5), Some(100), None));
        assert_eq!(Limits::depth(5).min(Limits::depth(3)).depth, Some(3));
        assert!(Limits::default().is_infinite());
    }
}
