//! A fixed-capacity list of moves: what every family's move generator fills, without
//! allocating, and what `legal_moves` returns.

use std::ops::Deref;

/// Up to `N` moves of type `M`, stored inline. Derefs to a slice; iterating it by value
/// yields the moves.
#[derive(Clone)]
pub struct MoveList<M: Copy, const N: usize> {
    moves: [M; N],
    len: usize,
}

impl<M: Copy, const N: usize> MoveList<M, N> {
    /// An empty list; `filler` only occupies the unused slots.
    pub(crate) const fn with_filler(filler: M) -> Self {
        MoveList {
            moves: [filler; N],
            len: 0,
        }
    }

    /// Appends a move (`N` is above the most moves any position of the family has).
    #[inline]
    pub(crate) fn push(&mut self, m: M) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    /// Keeps only the moves for which `keep` says so, in order.
    #[inline]
    pub(crate) fn retain(&mut self, mut keep: impl FnMut(M) -> bool) {
        let mut n = 0;
        for i in 0..self.len {
            let m = self.moves[i];
            if keep(m) {
                self.moves[n] = m;
                n += 1;
            }
        }
        self.len = n;
    }

    /// The number of moves.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves as a slice.
    pub fn as_slice(&self) -> &[M] {
        &self.moves[..self.len]
    }
}

impl<M: Copy, const N: usize> Deref for MoveList<M, N> {
    type Target = [M];
    fn deref(&self) -> &[M] {
        self.as_slice()
    }
}

impl<M: Copy, const N: usize> IntoIterator for MoveList<M, N> {
    type Item = M;
    type IntoIter = std::iter::Take<std::array::IntoIter<M, N>>;
    fn into_iter(self) -> Self::IntoIter {
        self.moves.into_iter().take(self.len)
    }
}

impl<'a, M: Copy, const N: usize> IntoIterator for &'a MoveList<M, N> {
    type Item = &'a M;
    type IntoIter = std::slice::Iter<'a, M>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<M: Copy + std::fmt::Debug, const N: usize> std::fmt::Debug for MoveList<M, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_retain_and_iterate() {
        let mut list: MoveList<u8, 8> = MoveList::with_filler(0);
        for m in 1..=5 {
            list.push(m);
        }
        list.retain(|m| m % 2 == 1);
        assert_eq!(list.as_slice(), [1, 3, 5]);
        assert_eq!(list.len(), 3);
        assert_eq!(list.clone().into_iter().collect::<Vec<_>>(), [1, 3, 5]);
        assert_eq!((&list).into_iter().count(), 3);
        assert!(!list.is_empty());
    }
}
