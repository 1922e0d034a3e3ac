//! The transposition table: one entry per slot, keyed by the positions' Zobrist keys.

/// Whether a stored score is exact or a bound.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// Nothing stored.
    None,
    /// The true score is at most this.
    Upper,
    /// The true score is at least this.
    Lower,
    /// The true score.
    Exact,
}

/// One stored search result.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Entry {
    pub key: u64,
    /// The best move, packed (`u16::MAX`: none).
    pub mv: u16,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    pub age: u8,
}

const EMPTY: Entry = Entry {
    key: 0,
    mv: u16::MAX,
    score: 0,
    depth: -1,
    bound: Bound::None,
    age: 0,
};

/// A fixed-size table of search results.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    entries: Vec<Entry>,
    age: u8,
}

impl Table {
    /// A table of about `mb` megabytes (at least one entry).
    pub fn new(mb: usize) -> Table {
        let n = (mb.max(1) * 1024 * 1024 / std::mem::size_of::<Entry>()).next_power_of_two() / 2;
        Table {
            entries: vec![EMPTY; n.max(1024)],
            age: 0,
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.fill(EMPTY);
        self.age = 0;
    }

    /// Marks a new search: older entries are replaced first.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.entries.len() - 1)
    }

    /// The entry for `key`, if one is stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[self.slot(key)];
        (e.key == key && e.bound != Bound::None).then_some(e)
    }

    /// Stores a result, keeping a deeper one of the same search for another position.
    #[inline]
    pub fn store(&mut self, key: u64, mv: u16, score: i32, depth: i32, bound: Bound) {
        let age = self.age;
        let i = self.slot(key);
        let e = &mut self.entries[i];
        if e.key == key || e.age != age || depth as i16 >= e.depth - 1 || e.bound == Bound::None {
            let mv = if mv == u16::MAX && e.key == key {
                e.mv
            } else {
                mv
            };
            *e = Entry {
                key,
                mv,
                score,
                depth: depth.clamp(-1, 127) as i16,
                bound,
                age,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn store_and_probe() {
        let mut t = Table::new(1);
        assert!(t.probe(42).is_none());
        t.store(42, 7, 100, 3, Bound::Exact);
        let e = t.probe(42).unwrap();
        assert_eq!((e.mv, e.score, e.depth, e.bound), (7, 100, 3, Bound::Exact));
        t.clear();
        assert!(t.probe(42).is_none());
    }
}
